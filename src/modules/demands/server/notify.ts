// Workbench messages (the platform's messages table, type 3 审批) for the flow's events: the next approvers get a
// link to the mobile approval page, the requester the outcome.
import type { SignedInContext } from '../../../server/http/context';
import type { FlowEvent } from '../shared/flowEngine';

interface About { id: number; demandNo: string; title: string; requesterId: number }

export const approvalLink = (id: number) => `/mobile/demand?id=${id}`;
export const detailLink = (id: number) => `/brand/demandDetail?id=${id}`;

async function send(ctx: SignedInContext, userIds: number[], title: string, content: string, link: string) {
  for (const userId of new Set(userIds))
    await ctx.db.query(`insert into messages (tenant_id, user_id, title, content, msg_type, link) values ($1, $2, $3, $4, 3, $5)`, [
      ctx.session.tenantId, userId, title, content, link,
    ]);
}

export async function notify(ctx: SignedInContext, d: About, events: FlowEvent[]) {
  const name = `需求“${d.title}”（${d.demandNo}）`;
  const by = ctx.session.name;
  for (const e of events) {
    if (e.kind === 'awaiting') await send(ctx, e.userIds, '待审批需求', `${name}等待您审批（${e.step}）`, approvalLink(d.id));
    else if (e.kind === 'stepAdopted') await send(ctx, [d.requesterId], '需求审批进展', `${name}的“${e.step}”已由${by}通过`, detailLink(d.id));
    else if (e.kind === 'adopted') await send(ctx, [e.requesterId], '需求已通过', `${name}已通过审批`, detailLink(d.id));
    else if (e.kind === 'rejected') await send(ctx, [e.requesterId], '需求被驳回', `${name}被${by}驳回：${e.comment ?? ''}`, detailLink(d.id));
    else if (e.kind === 'reassigned') await send(ctx, [e.from], '需求审批已转交', `${name}的“${e.step}”已由${by}转交他人审批`, detailLink(d.id));
    else if (e.kind === 'withdrawn') await send(ctx, e.userIds, '需求已撤回', `${name}已被提出人撤回，无需审批`, detailLink(d.id));
  }
}

export async function notifyParticipants(ctx: SignedInContext, d: About, userIds: number[]) {
  await send(ctx, userIds, '您被添加为需求参与人', `${ctx.session.name}把您添加为需求“${d.title}”（${d.demandNo}）的参与人`, detailLink(d.id));
}
