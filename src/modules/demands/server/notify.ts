// Messages of the flow's events: the next approvers get a link to the mobile approval page, the requester the
// outcome. They go through the notify module's notifyEvent under the message setting 需求审批 (event
// approvalWaiting, 系统设置 / 消息设置): off sends nothing, 工作台 writes a workbench message (type 3 审批), 邮件
// queues a mail that goes out once the decision has committed (a rolled-back decision mails nobody), 通知负责人 off
// leaves out the users the event names, and 另通知角色 also tells those roles' users that a demand waits (outcomes go
// to the people concerned only). Each notice is one occurrence (the history line the change wrote), so nobody is
// told of it twice.
import { notifyEvent } from '../../notify/server';
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

/** Sends the notices of one change; `occurrence` names the change (its history line), unique per demand. */
async function deliver(a: Actor, d: About, occurrence: string, list: Notice[]) {
  for (const [i, n] of list.entries())
    await notifyEvent(a.db, {
      tenantId: a.tenantId,
      event: 'approvalWaiting',
      sourceKey: `demand:${d.id}:${occurrence}:${i}`,
      responsible: n.userIds,
      title: n.title,
      content: n.content,
      link: n.link,
      roles: n.approval,
    });
}

export const notify = (a: Actor, d: About, events: FlowEvent[], occurrence: string) => deliver(a, d, occurrence, notices(d, events, a.name));

export const notifyParticipants = (a: Actor, d: About, userIds: number[], occurrence: string) =>
  deliver(a, d, occurrence, [{ userIds, title: '您被添加为需求参与人', content: `${a.name}把您添加为需求“${d.title}”（${d.demandNo}）的参与人`, link: detailLink(d.id), approval: false }]);
