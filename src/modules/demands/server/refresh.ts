// Pending steps follow the organisation: a step's approvers named by department (or role) are resolved again
// under the demand's lock before a decision or reassignment, and on reads after a user moved department, changed
// role or was disabled (migration 044's trigger marks the tenant's pending demands stale). The engine's refresh
// (../shared/flowEngine.ts) keeps decisions and handovers; this file loads, writes and records the change.
import { refresh, type FlowState } from '../shared/flowEngine';
import { loadResolver } from './flows';
import { store } from './outcome';
import { loadDemand, type Actor, type DemandRow } from './store';

const pendingNames = (s: FlowState) => s.steps[s.current]?.votes.filter((v) => v.decision === null).map((v) => v.name) ?? [];

/** The locked demand with its active step resolved again; written (with history and messages) only when it changed. */
export async function refreshDemand(a: Actor, d: DemandRow): Promise<DemandRow> {
  const state = d.flowState;
  if (d.status !== 'pending' || !state || state.current < 0 || !state.steps[state.current].approvers?.length) return d;
  const o = refresh(state, await loadResolver(a.db, d.requesterId), new Date().toISOString());
  if (JSON.stringify(o.state) === JSON.stringify(state)) {
    await a.db.query(`update demands set approvers_stale = false where id = $1 and approvers_stale`, [d.id]);
    return d;
  }
  // Finishing the flow creates cases, which needs a signed-in caller: left stale for the next one.
  if (o.state.status === 'adopted' && !a.ctx) return d;
  const step = state.steps[state.current];
  const now = o.state.steps[state.current];
  const history = now.unresolved
    ? `组织调整：“${step.name}”已没有可审批的人员（审批人已调离部门或停用），请转交审批`
    : now.status === 'adopted'
      ? `组织调整：“${step.name}”其余审批人已调离，按已有的通过意见完成该步骤`
      : `组织调整：“${step.name}”的审批人更新为 ${pendingNames(o.state).join('、')}`;
  await store(a, d, o, history);
  return loadDemand(a.db, d.id, true);
}

/** Every pending demand of the tenant marked stale by an organisation change, brought up to date (rows others hold locked are left for later). */
export async function refreshStale(a: Actor): Promise<void> {
  const r = await a.db.query<{ id: number }>(`select id from demands where approvers_stale and status = 'pending' and deleted_at is null order by id for update skip locked`);
  for (const { id } of r.rows) await refreshDemand(a, await loadDemand(a.db, id, true));
}
