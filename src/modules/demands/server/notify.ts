// Messages of the flow's events, through the notify module's notifyEvent (event 需求审批, approvalWaiting, of the
// message settings 系统设置 / 消息设置): the next approvers get a link to the mobile approval page, the requester the
// outcome, an approver who no longer approves a step (handed over, moved, disabled, expired, the flow edited) is told
// it left their 待审批; a demand whose due date passed tells its people (event 期限提醒, deadlineDue). The settings
// decide whether and through which channels (workbench message, email queued and sent after commit); the users of
// the settings' roles (另通知角色) are told only that a demand waits. Every notice is one occurrence with its own key
// (the history line it goes with), so nobody is told of it twice.
import { notifyEvent, type EventNotice } from '../../notify/server';
import type { FlowEvent } from '../shared/flowEngine';
import type { Actor } from './store';

interface About { id: number; demandNo: string; title: string; requesterId: number }

export const approvalLink = (id: number) => `/mobile/demand?id=${id}`;
export const detailLink = (id: number) => `/brand/demandDetail?id=${id}`;

export interface Notice { userIds: number[]; title: string; content: string; link: string; approval: boolean }

const demandName = (d: About) => `需求“${d.title}”（${d.demandNo}）`;

/** What each event tells whom (pure). `by` names who acted; a step completed by an organisation change has no one. */
export function notices(d: About, events: FlowEvent[], by: string): Notice[] {
  const name = demandName(d);
  return events.flatMap((e): Notice[] => {
    if (e.kind === 'awaiting') return [{ userIds: e.userIds, title: '待审批需求', content: `${name}等待您审批（${e.step}）`, link: approvalLink(d.id), approval: true }];
    if (e.kind === 'stepAdopted')
      return [{ userIds: [d.requesterId], title: '需求审批进展', content: e.by ? `${name}的“${e.step}”已由${by}通过` : `${name}的“${e.step}”已完成`, link: detailLink(d.id), approval: false }];
    if (e.kind === 'adopted') return [{ userIds: [e.requesterId], title: '需求已通过', content: `${name}已通过审批`, link: detailLink(d.id), approval: false }];
    if (e.kind === 'rejected') return [{ userIds: [e.requesterId], title: '需求被驳回', content: `${name}被${by}驳回：${e.comment ?? ''}`, link: detailLink(d.id), approval: false }];
    if (e.kind === 'reassigned')
      return [{ userIds: [e.from], title: '需求审批已转交', content: `${name}的“${e.step}”已由${by}转交给${e.toName}审批，无需您再处理，已从您的待审批中移除`, link: detailLink(d.id), approval: false }];
    if (e.kind === 'removed')
      return [
        { userIds: e.userIds, title: '需求审批已调整', content: `${name}的“${e.step}”已不再需要您审批（审批人已调整），已从您的待审批中移除`, link: detailLink(d.id), approval: false },
        {
          userIds: [e.requesterId], title: '需求审批人变更',
          content: `${name}的“${e.step}”审批人有变动：${e.names.join('、')}不再审批${e.remaining.length ? `，现由${e.remaining.join('、')}审批` : ''}`,
          link: detailLink(d.id), approval: false,
        },
      ];
    if (e.kind === 'unresolved')
      return [{ userIds: [e.requesterId], title: '需求审批无人处理', content: `${name}的“${e.step}”已没有可审批的人员（审批人已调离、停用或账号到期），请转交给其他审批人`, link: detailLink(d.id), approval: false }];
    return [{ userIds: e.userIds, title: '需求已撤回', content: `${name}已被提出人撤回，无需审批`, link: detailLink(d.id), approval: false }];
  });
}

/** Sends the notices of one occurrence (`key`, e.g. the history line's id) by the tenant's message settings. */
async function deliver(a: Actor, d: About, key: string, list: Notice[], event: EventNotice['event'] = 'approvalWaiting') {
  for (const [i, n] of list.entries()) {
    if (!n.userIds.length && !n.approval) continue;
    await notifyEvent(a.db, {
      tenantId: a.tenantId, event, sourceKey: `demand:${d.id}:${key}:${i}`, responsible: n.userIds, roles: n.approval,
      title: n.title, content: n.content, link: n.link,
    });
  }
}

/** The flow's events of the outcome written with history line `historyId`. */
export const notify = (a: Actor, d: About, historyId: number, events: FlowEvent[]) => deliver(a, d, `h${historyId}`, notices(d, events, a.name));

export const notifyParticipants = (a: Actor, d: About, historyId: number, userIds: number[]) =>
  deliver(a, d, `h${historyId}`, [{ userIds, title: '您被添加为需求参与人', content: `${a.name}把您添加为${demandName(d)}的参与人`, link: detailLink(d.id), approval: false }]);

/** The demand's due date passed while it is not adopted: its people are told once per due date (期限提醒). */
export const notifyOverdue = (a: Actor, d: About & { status: string }, due: string, userIds: number[]) =>
  deliver(a, d, `overdue:${due}`, [{
    userIds, title: '需求已过期限',
    content: `${demandName(d)}的期限 ${due} 已过，需求仍${d.status === 'pending' ? '在审批中' : d.status === 'draft' ? '是草稿' : d.status === 'rejected' ? '被驳回待修改' : '已撤回未再提交'}，请尽快处理`,
    link: detailLink(d.id), approval: false,
  }], 'deadlineDue');
