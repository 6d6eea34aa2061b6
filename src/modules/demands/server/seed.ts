// Demo approval flow for a new demo tenant (seeded after the organisation module's departments): 部门审批 by the
// requester's department manager (部门经理 of their department or the nearest one above; skipped when there is none,
// e.g. for a requester of 总部), then 管理员审批 by the administrators (any one of them), and for budgets from 10,000
// yuan a third, all-must-approve step of the administrators. An administrator edits or replaces it under 系统设置 /
// 需求审批流程. Then six demo demands in every state (seedDemoDemands).
import { scopeToTenant } from '../../../server/db/tenant';
import type { Queryable } from '../../../server/db/types';
import { approve, submit, withdraw } from './approvals';
import { manage } from './handlers';
import { userContext } from './store';

export async function seedDemands(tx: Queryable, tenantId: number): Promise<void> {
  const role = async (name: string) => (await tx.query<{ id: number }>(`select id from roles where tenant_id = $1 and role_name = $2`, [tenantId, name])).rows[0]?.id;
  const admins = await role('管理员');
  if (!admins) return;
  const managers = await role('部门经理');
  const flow = await tx.query<{ id: number }>(
    `insert into demand_flows (tenant_id, name, sort, remark) values ($1, '标准需求审批', 10, $2) returning id`,
    [tenantId, managers ? '适用于全部需求类型：先由提出人所在部门的部门经理审批（没有时跳过），再由管理员审批；预算 1 万元以上增加会签' : '适用于全部需求类型；预算 1 万元以上增加会签'],
  );
  const step = (seq: number, name: string, mode: 'any' | 'all', extra: string, values: unknown[]) =>
    tx.query(`insert into demand_flow_steps (tenant_id, flow_id, seq, name, mode${extra ? `, ${extra}` : ''}) values ($1, $2, $3, $4, $5${values.map((_, i) => `, $${i + 6}`).join('')})`, [
      tenantId, flow.rows[0].id, seq, name, mode, ...values,
    ]);
  if (managers) await step(1, '部门审批', 'any', 'requester_dept, dept_role_id, skip_if_empty', [true, managers, true]);
  await step(2, '管理员审批', 'any', 'approver_role_ids', [[admins]]);
  await step(3, '大额会签', 'all', 'approver_role_ids, min_amount', [[admins], '10000']);
  // The demo demands run as the tenant's users would (row-level security on), then the seed goes on unscoped.
  await scopeToTenant(tx, tenantId);
  try {
    await seedDemoDemands(tx, tenantId);
  } finally {
    await tx.query(`select set_config('app.tenant_id', '', true)`);
    await tx.query('reset role');
  }
}

/**
 * Demo demands by 李专员 (商标组), each taken through the flow engine by the same handlers users call, so their states
 * are real: a draft; one waiting at 部门审批 for 周经理 (部门经理 of 法务部, above 商标组); a large one 周经理 passed,
 * waiting for 王管理 with 大额会签 to come; one adopted by both (its scheme became a draft case); one 王管理 sent back
 * with a reason; one withdrawn. Without the organisation's 部门经理 the administrator decides alone.
 */
async function seedDemoDemands(tx: Queryable, tenantId: number) {
  const requester = await userContext(tx, tenantId, { account: 'user' });
  const admin = await userContext(tx, tenantId, { account: 'admin' });
  if (!requester || !admin) return;
  const manager = await userContext(tx, tenantId, { account: 'dept.manager' });
  const marks = await tx.query<{ id: number }>(`select id from trademarks where tenant_id = $1 order by id limit 3`, [tenantId]);
  const markIds = marks.rows.map((r) => r.id);
  const create = async (d: { title: string; demandType: string; priority: string; amount?: string; description: string; marks?: number[]; schemes?: Array<{ title: string; caseType: string; content: string }> }) =>
    (await manage(requester, { title: d.title, demandType: d.demandType, priority: d.priority, amount: d.amount ?? null, description: d.description, trademarkIds: d.marks ?? [], schemes: d.schemes } as never)) as unknown as { id: number; version: number };
  const submitted = async (d: { id: number; version: number }) => (await submit(requester, { id: d.id, version: d.version } as never)) as unknown as { id: number; version: number; approverIds: number[] };
  /** 周经理 decides first where the flow waits for him, then 王管理. */
  const decide = async (d: { id: number; approverIds: number[] }, managerSays: string | null, adminSays?: ['adopt' | 'reject', string]) => {
    if (manager && d.approverIds.includes(manager.session.userId)) await approve(manager, { id: d.id, decision: 'adopt', comment: managerSays } as never);
    if (adminSays) await approve(admin, { id: d.id, decision: adminSays[0], comment: adminSays[1] } as never);
  };

  await create({ title: '“星河”第35类广告销售服务补充注册', demandType: 'register', priority: 'normal', amount: '3000', description: '电商渠道扩展到第35类，需在提交前确认商品项目。', marks: markIds.slice(0, 1) });
  await submitted(await create({ title: '答复“云帆”第9类驳回通知', demandType: 'officeAction', priority: 'high', description: '驳回理由为近似在先商标，建议提交驳回复审并补充使用证据。', marks: markIds.slice(1, 2) }));
  const large = await submitted(await create({ title: '对“星河湾”初审公告提出异议', demandType: 'opposition', priority: 'high', amount: '18000', description: '与我方第43类主商标近似，公告期内需提出异议。', marks: markIds.slice(0, 1) }));
  if (manager) await decide(large, '情况属实，同意异议，预算需会签');
  else await decide(large, null, ['adopt', '同意异议，预算需会签']);
  const adopted = await submitted(await create({ title: '“青禾”第29类续展', demandType: 'renewal', priority: 'normal', amount: '1500', description: '注册有效期将满，进入续展期。', marks: markIds.slice(2, 3), schemes: [{ title: '续展申请', caseType: 'brand-extension', content: '按期提交续展申请' }] }));
  await decide(adopted, '同意续展', ['adopt', '同意续展']);
  const invalidation = await submitted(await create({ title: '对第三方“星河”第25类提出无效宣告', demandType: 'invalidation', priority: 'low', amount: '8000', description: '对方已注册满五年，证据不足。' }));
  await decide(invalidation, '同意提交法务评估', ['reject', '在先使用证据不足，请补充后再提交']);
  const withdrawn = await submitted(await create({ title: '“云帆”英文商标马德里国际注册', demandType: 'register', priority: 'normal', amount: '9000', description: '指定美国、日本。' }));
  await withdraw(requester, { id: withdrawn.id } as never);
}
