// The administrator's flow definitions (demand_flows, demand_flow_steps) as the engine's data, and the resolver
// that turns an approver reference into the tenant's users (disabled, deleted or expired ones inactive), reading
// the organisation's departments (migration 036) as they are at the moment of resolving.
import type { Queryable } from '../../../server/db/types';
import type { ApproverRef, Condition, FlowDef, FlowState, Person } from '../shared/flowEngine';
import { departmentApprovers, type OrgDept, type OrgUser } from '../shared/departments';

type Rec = Record<string, any>;
const condition = (r: Rec): Condition => ({ demandTypes: r.demand_types, minAmount: r.min_amount, maxAmount: r.max_amount });

/** A step row's approver references: named users, roles, departments and the requester's department. */
export function stepApprovers(s: Rec): ApproverRef[] {
  const roleId: number | null = s.dept_role_id ?? null;
  return [
    ...(s.approver_users as Array<{ id: number }>).map((u): ApproverRef => ({ kind: 'user', id: u.id })),
    ...(s.approver_role_ids as number[]).map((id): ApproverRef => ({ kind: 'role', id })),
    ...((s.approver_dept_ids ?? []) as number[]).map((id): ApproverRef => ({ kind: 'department', id, roleId })),
    ...(s.requester_dept ? [{ kind: 'requesterDept', roleId } as ApproverRef] : []),
  ];
}

/** Enabled flows in priority order, each with its ordered steps. */
export async function loadFlows(db: Queryable): Promise<Array<FlowDef & { condition: Condition }>> {
  const flows = await db.query<Rec>(`select id, name, demand_types, min_amount, max_amount from demand_flows where enabled order by sort, id`);
  const steps = await db.query<Rec>(
    `select id, flow_id, name, mode, approver_users, approver_role_ids, approver_dept_ids, requester_dept, dept_role_id, demand_types, min_amount, max_amount, skip_if_empty
       from demand_flow_steps order by flow_id, seq, id`,
  );
  return flows.rows.map((f) => ({
    id: f.id,
    name: f.name,
    condition: condition(f),
    steps: steps.rows.filter((s) => s.flow_id === f.id).map((s) => ({ id: s.id, name: s.name, mode: s.mode, condition: condition(s), approvers: stepApprovers(s), skipIfEmpty: s.skip_if_empty })),
  }));
}

/**
 * Every user and department of the tenant, loaded once so the engine's resolver stays synchronous and pure;
 * `requesterId` is whose department `requesterDept` means.
 */
export async function loadResolver(db: Queryable, requesterId: number): Promise<(ref: ApproverRef) => Person[]> {
  const u = await db.query<OrgUser>(
    `select id, name, role_id as "roleId", dept_id as "deptId", (status = 1 and deleted_at is null and (valid_until is null or valid_until > now())) as active from users order by id`,
  );
  const d = await db.query<OrgDept>(`select id, parent_id as "parentId" from departments`);
  const users = u.rows;
  const person = ({ id, name, active }: OrgUser): Person => ({ userId: id, name, active });
  return (ref) =>
    ref.kind === 'user' ? users.filter((p) => p.id === ref.id).map(person)
    : ref.kind === 'role' ? users.filter((p) => p.roleId === ref.id).map(person)
    : departmentApprovers(ref, requesterId, users, d.rows).map(person);
}

/**
 * The flow state as the chart reads it: each step's approver references with the names of their users, roles and
 * departments as they are now (e.g. 提出人所在部门 · 部门经理), so the chart says who a step asks for.
 */
export async function withApproverNames(db: Queryable, state: FlowState | null): Promise<FlowState | null> {
  const refs = state?.steps.flatMap((s) => s.approvers ?? []) ?? [];
  if (!state || !refs.length) return state;
  const ids = (kind: ApproverRef['kind']) => [...new Set(refs.flatMap((r) => (r.kind === kind && 'id' in r ? [r.id] : [])))];
  const roleIds = [...new Set([...ids('role'), ...refs.flatMap((r) => ('roleId' in r && r.roleId != null ? [r.roleId] : []))])];
  const names = async (sql: string, list: number[]) => new Map(list.length ? (await db.query<{ id: number; name: string }>(sql, [list])).rows.map((r) => [r.id, r.name]) : []);
  const users = await names(`select id, name from users where id = any($1::int[])`, ids('user'));
  const roles = await names(`select id, role_name as name from roles where id = any($1::int[])`, roleIds);
  const depts = await names(`select id, name from departments where id = any($1::int[])`, ids('department'));
  const named = (r: ApproverRef) => ({
    ...r,
    name: r.kind === 'user' ? users.get(r.id) ?? null : r.kind === 'role' ? roles.get(r.id) ?? null : r.kind === 'department' ? depts.get(r.id) ?? null : null,
    roleName: 'roleId' in r && r.roleId != null ? roles.get(r.roleId) ?? null : null,
  });
  return { ...state, steps: state.steps.map((s) => (s.approvers ? { ...s, approvers: s.approvers.map(named) } : s)) };
}
