// The administrator's flow definitions (demand_flows, demand_flow_steps) as the engine's data, and the resolver
// that turns an approver reference into the tenant's users (disabled, deleted or expired ones inactive).
import type { Queryable } from '../../../server/db/types';
import type { ApproverRef, Condition, FlowDef, Person } from '../shared/flowEngine';

type Rec = Record<string, any>;
const condition = (r: Rec): Condition => ({ demandTypes: r.demand_types, minAmount: r.min_amount, maxAmount: r.max_amount });

/** Enabled flows in priority order, each with its ordered steps. */
export async function loadFlows(db: Queryable): Promise<Array<FlowDef & { condition: Condition }>> {
  const flows = await db.query<Rec>(`select id, name, demand_types, min_amount, max_amount from demand_flows where enabled order by sort, id`);
  const steps = await db.query<Rec>(
    `select flow_id, name, mode, approver_users, approver_role_ids, demand_types, min_amount, max_amount from demand_flow_steps order by flow_id, seq, id`,
  );
  return flows.rows.map((f) => ({
    id: f.id,
    name: f.name,
    condition: condition(f),
    steps: steps.rows
      .filter((s) => s.flow_id === f.id)
      .map((s) => ({
        name: s.name,
        mode: s.mode,
        condition: condition(s),
        approvers: [
          ...(s.approver_users as Array<{ id: number }>).map((u): ApproverRef => ({ kind: 'user', id: u.id })),
          ...(s.approver_role_ids as number[]).map((id): ApproverRef => ({ kind: 'role', id })),
        ],
      })),
  }));
}

/** Every user the flows could name, loaded once so the engine's resolver stays synchronous and pure. */
export async function loadResolver(db: Queryable): Promise<(ref: ApproverRef) => Person[]> {
  const r = await db.query<{ id: number; name: string; role_id: number; active: boolean }>(
    `select id, name, role_id, (status = 1 and deleted_at is null and (valid_until is null or valid_until > now())) as active from users order by id`,
  );
  const people = r.rows.map((u) => ({ userId: u.id, name: u.name, active: u.active, roleId: u.role_id }));
  const person = ({ userId, name, active }: Person) => ({ userId, name, active });
  return (ref) =>
    ref.kind === 'user' ? people.filter((p) => p.userId === ref.id).map(person)
    : ref.kind === 'role' ? people.filter((p) => p.roleId === ref.id).map(person)
    : []; // departments are not stored yet (spec 7.2 /api/departmentList): a department names nobody
}
