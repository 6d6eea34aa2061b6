// Demo approval flows for a new demo tenant: a standard flow (the administrators approve, any one of them) and,
// for budgets from 10,000 yuan, a second all-must-approve step of the administrators too. An administrator edits
// or replaces them under 系统设置 / 需求审批流程.
import type { Queryable } from '../../../server/db/types';

export async function seedDemands(tx: Queryable, tenantId: number): Promise<void> {
  const role = await tx.query<{ id: number }>(`select id from roles where tenant_id = $1 and role_name = '管理员'`, [tenantId]);
  if (!role.rows[0]) return;
  const flow = await tx.query<{ id: number }>(
    `insert into demand_flows (tenant_id, name, sort, remark) values ($1, '标准需求审批', 10, '适用于全部需求类型；预算 1 万元以上增加会签') returning id`,
    [tenantId],
  );
  const roles = [role.rows[0].id];
  await tx.query(
    `insert into demand_flow_steps (tenant_id, flow_id, seq, name, mode, approver_role_ids) values ($1, $2, 1, '部门负责人审批', 'any', $3::int[])`,
    [tenantId, flow.rows[0].id, roles],
  );
  await tx.query(
    `insert into demand_flow_steps (tenant_id, flow_id, seq, name, mode, approver_role_ids, min_amount) values ($1, $2, 2, '大额会签', 'all', $3::int[], '10000')`,
    [tenantId, flow.rows[0].id, roles],
  );
}
