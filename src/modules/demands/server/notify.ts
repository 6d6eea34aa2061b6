// Messages of the flow's events: the next approvers get a link to the mobile approval page, the requester the
// outcome. Channels and recipients follow the tenant's message settings of 需求审批 (系统设置 / 消息设置, event
// approvalWaiting of the notify module): off sends nothing, 工作台 writes a workbench message (type 3 审批), 邮件
// mails the user's address through the notify module's mailer, 另通知角色 also tells those roles' users that a
// demand waits. A mail that cannot be sent is logged and never undoes the decision.
import { notificationSetting } from '../../notify/server';
import { sendMail } from '../../notify/server';
import type { FlowEvent } from '../shared/flowEngine';
import type { Actor } from './store';

interface About { id: number; demandNo: string; title: string; requesterId: number }

export const approvalLink = (id: number) => `/mobile/demand?id=${id}`;
export const detailLink = (id: number) => `/brand/demandDetail?id=${id}`;

interface Notice { userIds: number[]; title: string; content: string; link: string; approval: boolean }

/** What each event tells whom (pure). `by` names who acted; a step completed by an organisation change has no one. */
export function notices(d: About, events: FlowEvent[], by: string): Notice[] {
  const name = `需求“${d.title}”（${d.demandNo}）`;
  return events.map((e): Notice => {
    if (e.kind === 'awaiting') return { userIds: e.userIds, title: '待审批需求', content: `${name}等待您审批（${e.step}）`, link: approvalLink(d.id), approval: true };
    if (e.kind === 'stepAdopted')
      return { userIds: [d.requesterId], title: '需求审批进展', content: e.by ? `${name}的“${e.step}”已由${by}通过` : `${name}的“${e.step}”已完成`, link: detailLink(d.id), approval: false };
    if (e.kind === 'adopted') return { userIds: [e.requesterId], title: '需求已通过', content: `${name}已通过审批`, link: detailLink(d.id), approval: false };
    if (e.kind === 'rejected') return { userIds: [e.requesterId], title: '需求被驳回', content: `${name}被${by}驳回：${e.comment ?? ''}`, link: detailLink(d.id), approval: false };
    if (e.kind === 'reassigned') return { userIds: [e.from], title: '需求审批已转交', content: `${name}的“${e.step}”已由${by}转交他人审批`, link: detailLink(d.id), approval: false };
    return { userIds: e.userIds, title: '需求已撤回', content: `${name}已被提出人撤回，无需审批`, link: detailLink(d.id), approval: false };
  });
}

async function deliver(a: Actor, list: Notice[]) {
  if (!list.length) return;
  const setting = await notificationSetting(a.db, a.tenantId, 'approvalWaiting');
  if (!setting?.enabled) return;
  const roleUsers = setting.roleIds.length
    ? (await a.db.query<{ id: number }>(`select id from users where role_id = any($1::int[]) and status = 1 and deleted_at is null`, [setting.roleIds])).rows.map((r) => r.id)
    : [];
  const sends = list.map((n) => ({ ...n, userIds: [...new Set([...(setting.notifyResponsible ? n.userIds : []), ...(n.approval ? roleUsers : [])])] }));
  const mails: Array<{ to: string; subject: string; text: string }> = [];
  const emails = setting.email
    ? new Map((await a.db.query<{ id: number; email: string }>(`select id, email from users where id = any($1::int[]) and coalesce(email, '') <> '' and status = 1 and deleted_at is null`, [sends.flatMap((n) => n.userIds)])).rows.map((r) => [r.id, r.email]))
    : new Map<number, string>();
  const base = (process.env.PUBLIC_URL ?? '').replace(/\/$/, '');
  for (const n of sends)
    for (const userId of n.userIds) {
      if (setting.workbench)
        await a.db.query(`insert into messages (tenant_id, user_id, title, content, msg_type, link) values ($1, $2, $3, $4, 3, $5)`, [a.tenantId, userId, n.title, n.content, n.link]);
      const to = emails.get(userId);
      if (to) mails.push({ to, subject: `【需求审批】${n.title}：${n.content.slice(0, 60)}`, text: `${n.content}\n\n${base ? `查看：${base}${n.link}` : `请登录系统查看（${n.link}）`}` });
    }
  for (const m of mails)
    await sendMail(m, a.log).catch((e: unknown) => a.log.warn({ to: m.to, err: String(e) }, 'demand mail not sent'));
}

export const notify = (a: Actor, d: About, events: FlowEvent[]) => deliver(a, notices(d, events, a.name));

export const notifyParticipants = (a: Actor, d: About, userIds: number[]) =>
  deliver(a, [{ userIds, title: '您被添加为需求参与人', content: `${a.name}把您添加为需求“${d.title}”（${d.demandNo}）的参与人`, link: detailLink(d.id), approval: false }]);
