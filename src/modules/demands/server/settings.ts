// Choices of the demand and flow forms, and the save of an approval step (the generic form save, after checks a
// schema cannot express: at least one approver, approvers and roles of the tenant, an amount range in order). An
// edit of a step's approvers reaches the demands waiting on it: those no longer named are let go and told, the
// new ones are told (./refresh.ts).
import { listSpecs } from '../../../generated/list-specs';
import { signedIn, type Handler, type SignedInContext } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { insertRecord, loadRecord, updateRecord } from '../../../server/lists/generic';
import { compareAmounts } from '../shared/amount';
import { editStep } from '../shared/flowEngine';
import { stepApprovers } from './flows';
import { refreshDemand } from './refresh';
import { actorOf, loadDemand, usersById } from './store';

const stepSpec = listSpecs.demandFlowSteps;

export const userOptions: Handler<'demands.userOptions'> = async (ctx) => {
  const r = await ctx.db.query<{ value: number; label: string }>(
    `select id as value, name as label from users where status = 1 and deleted_at is null and (valid_until is null or valid_until > now()) order by name, id`,
  );
  return r.rows as never;
};

export const roleOptions: Handler<'demands.roleOptions'> = async (ctx) =>
  (await ctx.db.query(`select id as value, role_name as label from roles order by id`)).rows as never;

export const flowOptions: Handler<'demands.flowOptions'> = async (ctx) =>
  (await ctx.db.query(`select id as value, name as label from demand_flows order by sort, id`)).rows as never;

export const officialOptions: Handler<'demands.officialOptions'> = async (ctx, body) => {
  const key = (body.key ?? '').trim();
  const r = await ctx.db.query<{ value: number; typeName: string; tmName: string | null; appNo: string | null; deadline: string | null }>(
    `select id as value, type_name as "typeName", tm_name as "tmName", app_no as "appNo", to_char(deadline, 'YYYY-MM-DD') as deadline
       from official_documents_view
      where deleted_at is null and status = 'pending' and ($1 = '' or tm_name ilike $2 or app_no ilike $2 or type_name ilike $2)
      order by deadline nulls last, id desc limit 200`,
    [key, `%${key.replace(/[\\%_]/g, (c) => '\\' + c)}%`],
  );
  return r.rows.map((d) => ({ value: d.value, label: [d.typeName, d.tmName, d.appNo, d.deadline ? `期限 ${d.deadline}` : null].filter(Boolean).join(' · ') })) as never;
};

export const stepSave: Handler<'demands.stepSave'> = async (ctx, body) => {
  // A cleared people picker sends null: the step then names roles only.
  const b = { ...(body as Record<string, any>) };
  if ('approverUsers' in b && b.approverUsers === null) b.approverUsers = [];
  const users: Array<{ id: number }> = b.approverUsers ?? [];
  const roles: number[] = b.approverRoleIds ?? [];
  const depts: number[] = b.approverDeptIds ?? [];
  const current = b.id === undefined ? null : (await ctx.db.query<Record<string, any>>(`select name, flow_id, approver_users, approver_role_ids, approver_dept_ids, requester_dept from demand_flow_steps where id = $1`, [b.id])).rows[0];
  if (b.id !== undefined && !current) throw fail.notFound('审批步骤不存在或已删除');
  // The step as it will be saved must name someone: users, roles, departments or the requester's department.
  const named = [
    'approverUsers' in b ? users.length : current?.approver_users.length,
    'approverRoleIds' in b ? roles.length : current?.approver_role_ids.length,
    'approverDeptIds' in b ? depts.length : current?.approver_dept_ids.length,
    ('requesterDept' in b ? b.requesterDept : current?.requester_dept) ? 1 : 0,
  ].some((n) => n);
  if (!named) throw fail.validation('字段“审批人”（approverUsers）、“审批角色”（approverRoleIds）、“审批部门”（approverDeptIds）和“提出人所在部门”（requesterDept）至少填写一项');
  if (depts.length) {
    const r = await ctx.db.query<{ id: number }>(`select id from departments where id = any($1::int[])`, [depts]);
    const missing = depts.find((id) => !r.rows.some((x) => x.id === id));
    if (missing !== undefined) throw fail.validation(`字段“审批部门”（approverDeptIds）指向的部门 ${missing} 不存在`);
  }
  if (b.deptRoleId != null && !(await ctx.db.query(`select 1 from roles where id = $1`, [b.deptRoleId])).rows.length)
    throw fail.validation(`字段“部门中的角色”（deptRoleId）指向的角色 ${b.deptRoleId} 不存在`);
  if (users.length) await usersById(ctx.db, users.map((u) => u.id), 'approverUsers', '审批人');
  if (roles.length) {
    const r = await ctx.db.query<{ id: number }>(`select id from roles where id = any($1::int[])`, [roles]);
    const missing = roles.find((id) => !r.rows.some((x) => x.id === id));
    if (missing !== undefined) throw fail.validation(`字段“审批角色”（approverRoleIds）指向的角色 ${missing} 不存在`);
  }
  if (b.flowId !== undefined && !(await ctx.db.query(`select 1 from demand_flows where id = $1`, [b.flowId])).rows.length)
    throw fail.validation(`字段“所属流程”（flowId）指向的流程 ${b.flowId} 不存在`);
  if (b.minAmount && b.maxAmount && compareAmounts(b.minAmount, b.maxAmount) > 0) throw fail.validation('字段“金额下限（元）”（minAmount）不能大于金额上限');
  const id = b.id === undefined ? await insertRecord(ctx.db, stepSpec, b) : (await updateRecord(ctx.db, stepSpec, b.id, b), b.id as number);
  if (current) await followStepEdit(signedIn(ctx), id, current.name, current.flow_id);
  return (await loadRecord(ctx.db, stepSpec, id)) as never;
};

/**
 * The demands waiting on the edited step (pending on its flow, before or after a move to another flow) take its new
 * name, approvers and skipIfEmpty (flowEngine.editStep), then their active step is resolved again and recorded.
 */
async function followStepEdit(ctx: SignedInContext, stepId: number, formerName: string, formerFlowId: number) {
  const s = (await ctx.db.query<Record<string, any>>(
    `select id, flow_id, name, approver_users, approver_role_ids, approver_dept_ids, requester_dept, dept_role_id, skip_if_empty from demand_flow_steps where id = $1`,
    [stepId],
  )).rows[0];
  const def = { id: stepId, formerName, name: s.name as string, approvers: stepApprovers(s), skipIfEmpty: !!s.skip_if_empty };
  const waiting = await ctx.db.query<{ id: number }>(
    `select id from demands where status = 'pending' and deleted_at is null and (flow_state->>'flowId')::int = any($1::int[]) order by id for update`,
    [[...new Set([formerFlowId, s.flow_id])]],
  );
  for (const { id } of waiting.rows)
    await refreshDemand(actorOf(ctx), await loadDemand(ctx.db, id, true), {
      reason: '审批流程调整', edit: (state, resolve) => editStep(state, def, resolve), otherwise: `步骤“${def.name}”的审批人已更新`,
    });
}
