// Demo approval flows for a new demo tenant: a standard flow (the administrators approve, any one of them) and,
// for budgets from 10,000 yuan, a second all-must-approve step of the administrators too. An administrator edits
// or replaces them under 系统设置 / 需求审批流程. Then six demo demands in every state (seedDemoDemands).
import { scopeToTenant } from '../../../server/db/tenant';
import type { Queryable } from '../../../server/db/types';
import type { CallContext, SignedInContext } from '../../../server/http/context';
import { approve, submit, withdraw } from './approvals';
import { manage } from './handlers';

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
  // The demo demands run as the tenant's users would (row-level security on), then the seed goes on unscoped.
  await scopeToTenant(tx, tenantId);
  try {
    await seedDemoDemands(tx, tenantId);
  } finally {
    await tx.query(`select set_config('app.tenant_id', '', true)`);
    await tx.query('reset role');
  }
}

/** A signed-in context of a demo user inside the seed's transaction (scoped to the tenant), for the real handlers. */
async function demoContext(tx: Queryable, tenantId: number, account: string): Promise<SignedInContext | null> {
  const u = await tx.query<{ id: number; name: string; role_name: string; role_auth: string; role_id: number; data_scope: 1 | 2 | 3; dept_id: number | null; dept_path: string | null }>(
    `select u.id, u.name, r.role_name, r.role_auth, r.id as role_id, r.data_scope, u.dept_id, d.path as dept_path
       from users u join roles r on r.id = u.role_id left join departments d on d.id = u.dept_id
      where u.tenant_id = $1 and u.account = $2`,
    [tenantId, account],
  );
  const row = u.rows[0];
  if (!row) return null;
  const session = {
    sessionId: 0, userId: row.id, tenantId, account, name: row.name, roleName: row.role_name, roleAuth: new Set(String(row.role_auth ?? '').split(',').filter(Boolean)), menuKeys: [],
    roleId: row.role_id, dataScope: row.data_scope, deptId: row.dept_id, deptPath: row.dept_path,
  };
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as unknown as CallContext['log'];
  return { call: null as never, db: tx, session, ip: '127.0.0.1', userAgent: 'seed', requestId: 'seed', log: quiet, files: null as never };
}

/**
 * Demo demands by 李专员, each taken through the flow engine by the same handlers users call, so their states are
 * real: a draft, two waiting for 王管理 (one large one past its first step), one adopted (its scheme became a draft
 * case), one sent back with a reason, one withdrawn.
 */
async function seedDemoDemands(tx: Queryable, tenantId: number) {
  const requester = await demoContext(tx, tenantId, 'user');
  const approver = await demoContext(tx, tenantId, 'admin');
  if (!requester || !approver) return;
  const marks = await tx.query<{ id: number }>(`select id from trademarks where tenant_id = $1 order by id limit 3`, [tenantId]);
  const markIds = marks.rows.map((r) => r.id);
  const create = async (d: { title: string; demandType: string; priority: string; amount?: string; description: string; marks?: number[]; schemes?: Array<{ title: string; caseType: string; content: string }> }) =>
    (await manage(requester, { title: d.title, demandType: d.demandType, priority: d.priority, amount: d.amount ?? null, description: d.description, trademarkIds: d.marks ?? [], schemes: d.schemes } as never)) as unknown as { id: number; version: number };
  const submitted = async (d: { id: number; version: number }) => (await submit(requester, { id: d.id, version: d.version } as never)) as unknown as { id: number; version: number };
  const decide = (d: { id: number }, decision: 'adopt' | 'reject', comment: string) => approve(approver, { id: d.id, decision, comment } as never);

  await create({ title: '“星河”第35类广告销售服务补充注册', demandType: 'register', priority: 'normal', amount: '3000', description: '电商渠道扩展到第35类，需在提交前确认商品项目。', marks: markIds.slice(0, 1) });
  await submitted(await create({ title: '答复“云帆”第9类驳回通知', demandType: 'officeAction', priority: 'high', description: '驳回理由为近似在先商标，建议提交驳回复审并补充使用证据。', marks: markIds.slice(1, 2) }));
  const large = await submitted(await create({ title: '对“星河湾”初审公告提出异议', demandType: 'opposition', priority: 'high', amount: '18000', description: '与我方第43类主商标近似，公告期内需提出异议。', marks: markIds.slice(0, 1) }));
  await decide(large, 'adopt', '同意异议，预算需会签');
  const adopted = await submitted(await create({ title: '“青禾”第29类续展', demandType: 'renewal', priority: 'normal', amount: '1500', description: '注册有效期将满，进入续展期。', marks: markIds.slice(2, 3), schemes: [{ title: '续展申请', caseType: 'brand-extension', content: '按期提交续展申请' }] }));
  await decide(adopted, 'adopt', '同意续展');
  await decide(await submitted(await create({ title: '对第三方“星河”第25类提出无效宣告', demandType: 'invalidation', priority: 'low', amount: '8000', description: '对方已注册满五年，证据不足。' })), 'reject', '在先使用证据不足，请补充后再提交');
  const withdrawn = await submitted(await create({ title: '“云帆”英文商标马德里国际注册', demandType: 'register', priority: 'normal', amount: '9000', description: '指定美国、日本。' }));
  await withdraw(requester, { id: withdrawn.id } as never);
}
