// submitForApproval, demandApproval, demandWithdraw, demandReassign: each locks the demand row, resolves its
// active step against the organisation as it is now (./refresh.ts), applies the flow engine
// (../shared/flowEngine.ts) to the stored state, writes the new state with the users who may act now, records the
// history and sends the messages. An adopted demand creates the draft cases of its schemes.
import type { Handler, SignedInContext } from '../../../server/http/context';
import { signedIn } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { decide, FlowError, pickFlow, reassign as reassignVote, startFlow, withdraw as withdrawFlow, type FlowState } from '../shared/flowEngine';
import { loadFlows, loadResolver } from './flows';
import { store } from './outcome';
import { refreshDemand } from './refresh';
import { actorOf, demandRecord, loadDemand, usersById, type DemandRow } from './store';

const STATUS_TEXT: Record<DemandRow['status'], string> = { draft: '草稿', pending: '审批中', adopted: '已通过', rejected: '已驳回', withdrawn: '已撤回' };

function engine<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (!(e instanceof FlowError)) throw e;
    throw e.code === 'forbidden' ? fail.forbidden(e.message) : e.code === 'conflict' ? fail.conflict(e.message) : fail.validation(e.message);
  }
}

const now = () => new Date().toISOString();

/** The demand locked for a decision, its active step resolved again first (someone may have moved department). */
async function lockedFresh(c: SignedInContext, id: number): Promise<DemandRow> {
  return refreshDemand(actorOf(c), await loadDemand(c.db, id, true));
}

export const submit: Handler<'demands.submit'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const d = await loadDemand(ctx.db, body.id, true);
  if (d.status === 'pending' || d.status === 'adopted') throw fail.conflict(`需求${STATUS_TEXT[d.status]}，不能再提交审批`);
  if (body.version !== d.version) throw fail.staleRecord(await demandRecord(ctx.db, d.id));
  const facts = { demandType: d.demandType, amount: d.amount };
  const flow = pickFlow(await loadFlows(ctx.db), facts);
  if (!flow) throw fail.validation('没有适用于该需求的审批流程：请管理员在“系统设置 / 需求审批流程”中配置（需求类型、金额范围与审批步骤）');
  const resolve = await loadResolver(ctx.db, d.requesterId);
  const o = engine(() => startFlow(flow, facts, resolve, d.requesterId, (d.flowState?.round ?? 0) + 1, now()));
  await store(actorOf(c), d, o, `${c.session.name}提交审批（流程“${flow.name}”，第 ${o.state.round} 轮）`);
  return (await demandRecord(ctx.db, d.id)) as never;
};

export const approve: Handler<'demands.approve'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const d = await lockedFresh(c, body.id);
  if (!d.flowState) throw fail.conflict(`需求${STATUS_TEXT[d.status]}，尚未提交审批`);
  const state = d.flowState as FlowState;
  const step = state.current >= 0 ? state.steps[state.current].name : '';
  const resolve = await loadResolver(ctx.db, d.requesterId);
  const o = engine(() => decide(state, c.session.userId, body.decision, body.comment ?? null, now(), resolve));
  const verb = body.decision === 'adopt' ? '通过' : '驳回';
  await store(actorOf(c), d, o, `${c.session.name}${verb}了“${step}”${body.comment?.trim() ? `：${body.comment.trim()}` : ''}`);
  return (await demandRecord(ctx.db, d.id)) as never;
};

export const withdraw: Handler<'demands.withdraw'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const d = await loadDemand(ctx.db, body.id, true);
  if (!d.flowState) throw fail.conflict('需求尚未提交审批，无需撤回');
  const o = engine(() => withdrawFlow(d.flowState as FlowState, c.session.userId, now()));
  await store(actorOf(c), d, o, `${c.session.name}撤回了审批`);
  return (await demandRecord(ctx.db, d.id)) as never;
};

/**
 * Hands an undecided approver's place to another user. Allowed to that approver (delegating), the requester, or a
 * holder of demandReassign (an administrator replacing a disabled approver); others get 40300.
 */
export const reassign: Handler<'demands.reassign'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const d = await lockedFresh(c, body.id);
  if (!d.flowState) throw fail.conflict('需求尚未提交审批，没有可转交的审批人');
  const { userId, roleAuth } = c.session;
  if (userId !== body.fromUserId && userId !== d.requesterId && !roleAuth.has('demandReassign')) throw fail.forbidden('只有该审批人本人、需求提出人或有转交权限的用户可以转交审批');
  const to = (await usersById(ctx.db, [body.toUserId], 'toUserId', '新审批人')).get(body.toUserId)!;
  const state = d.flowState as FlowState;
  const o = engine(() => reassignVote(state, body.fromUserId, { userId: to.id, name: to.name, active: to.active }, userId, body.comment ?? null, now()));
  const from = state.steps[state.current].votes.find((v) => v.userId === body.fromUserId)!;
  await store(actorOf(c), d, o, `${c.session.name}把“${state.steps[state.current].name}”的审批人${from.name}转交给${to.name}${body.comment?.trim() ? `：${body.comment.trim()}` : ''}`);
  return (await demandRecord(ctx.db, d.id)) as never;
};

