// Pending steps follow the organisation: a step's approvers named by department (or role) are resolved again
// under the demand's lock before a decision or reassignment, on reads after a user moved department, changed
// role or was disabled (migration 044's trigger marks the tenant's pending demands stale) or once an approver's
// account reached its end date (valid_until passes without any write, so the scheduled check of ./expiry.ts and
// the reads look for it), and when an administrator edits the flow step (./settings.ts). The engine's refresh
// (../shared/flowEngine.ts) keeps decisions and handovers; this file loads, writes and records the change, and the
// approvers let go, the new ones and the requester are told (./notify.ts).
import { refresh, type FlowState, type Resolver } from '../shared/flowEngine';
import { loadResolver } from './flows';
import { store } from './outcome';
import { loadDemand, type Actor, type DemandRow } from './store';

const pendingNames = (s: FlowState) => s.steps[s.current]?.votes.filter((v) => v.decision === null).map((v) => v.name) ?? [];

export interface RefreshOptions {
  /** Why, opening the history line (default 组织调整). */
  reason?: string;
  /** A change of the stored state before it is resolved again (an administrator's edit of the flow step). */
  edit?: (state: FlowState, resolve: Resolver) => FlowState;
  /** The history line's text when the active step's approvers stay as they are (only a coming step changed). */
  otherwise?: string;
}

/** The locked demand with its active step resolved again; written (with history and messages) only when it changed. */
export async function refreshDemand(a: Actor, d: DemandRow, opts: RefreshOptions = {}): Promise<DemandRow> {
  const state = d.flowState;
  if (d.status !== 'pending' || !state || state.current < 0) return d;
  if (!opts.edit && !state.steps[state.current].approvers?.length) {
    await a.db.query(`update demands set approvers_stale = false where id = $1 and approvers_stale`, [d.id]);
    return d;
  }
  const resolve = await loadResolver(a.db, d.requesterId);
  const o = refresh(opts.edit ? opts.edit(state, resolve) : state, resolve, new Date().toISOString());
  if (JSON.stringify(o.state) === JSON.stringify(state)) {
    await a.db.query(`update demands set approvers_stale = false where id = $1 and approvers_stale`, [d.id]);
    return d;
  }
  // Finishing the flow creates cases, which needs a signed-in caller (or the requester's context the scheduled
  // check passes): left stale for the next one.
  if (o.state.status === 'adopted' && !a.ctx) {
    await a.db.query(`update demands set approvers_stale = true where id = $1 and not approvers_stale`, [d.id]);
    return d;
  }
  const reason = opts.reason ?? '组织调整';
  const step = state.steps[state.current];
  const now = o.state.steps[state.current];
  const history =
    now.status === 'skipped' ? `${reason}：“${step.name}”已没有可审批的人员，按流程设置跳过该步骤`
    : now.unresolved ? `${reason}：“${step.name}”已没有可审批的人员（审批人已调离部门、停用或账号到期），请转交审批`
    : now.status === 'adopted' ? `${reason}：“${step.name}”其余审批人已不再审批，按已有的通过意见完成该步骤`
    : JSON.stringify(now) === JSON.stringify(step) && opts.otherwise ? `${reason}：${opts.otherwise}`
    : `${reason}：“${now.name}”的审批人更新为 ${pendingNames(o.state).join('、')}`;
  await store(a, d, o, history);
  return loadDemand(a.db, d.id, true);
}

/**
 * Pending demands to resolve again: marked stale by an organisation change, or with a current approver whose account
 * has reached its end date (a step already waiting for a reassignment is left as it is).
 */
export const RECHECK = `status = 'pending' and deleted_at is null and (approvers_stale or (
    exists (select 1 from users u where u.id = any(demands.current_approver_ids) and u.valid_until <= now() and u.status = 1 and u.deleted_at is null)
    and not coalesce((flow_state #>> array['steps', flow_state->>'current', 'unresolved'])::boolean, false)))`;

/** The reason of a re-check's history line. */
export const recheckReason = (stale: boolean) => (stale ? '组织调整' : '审批人账号到期');

/**
 * Every pending demand of the tenant that needs resolving again (RECHECK), brought up to date; rows others hold
 * locked are left for them. Returns how many were looked at.
 */
export async function refreshStale(a: Actor, contextFor?: (d: DemandRow) => Promise<Actor['ctx']>): Promise<number> {
  const r = await a.db.query<{ id: number; stale: boolean }>(`select id, approvers_stale as stale from demands where ${RECHECK} order by id for update skip locked`);
  for (const { id, stale } of r.rows) {
    const d = await loadDemand(a.db, id, true);
    await refreshDemand(contextFor ? { ...a, ctx: await contextFor(d) } : a, d, { reason: recheckReason(stale) });
  }
  return r.rows.length;
}
