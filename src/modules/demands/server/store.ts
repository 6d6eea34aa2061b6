// Reading and locking demands, their history, and the small lookups the handlers share. Row-level security keeps
// every query in the caller's tenant: another tenant's demand is simply not found.
import { listSpecs } from '../../../generated/list-specs';
import type { Queryable } from '../../../server/db/types';
import type { CallContext, SignedInContext } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { loadRecord } from '../../../server/lists/generic';
import type { FlowState } from '../shared/flowEngine';

export const demandSpec = listSpecs.demands;
export type Rec = Record<string, any>;

export interface DemandRow {
  id: number;
  status: 'draft' | 'pending' | 'adopted' | 'rejected' | 'withdrawn';
  requesterId: number;
  handlerId: number | null;
  participants: Array<{ id: number; name: string }>;
  flowState: FlowState | null;
  version: number;
  demandNo: string;
  title: string;
  demandType: string;
  amount: string | null;
  officialDocIds: number[];
  trademarkIds: number[];
}

/**
 * The demand's working columns; `lock` takes its row lock for the call's transaction, so decisions, withdrawals
 * and reassignments of one demand run one after another (two approvers of an all-must-approve step both count).
 */
export async function loadDemand(db: Queryable, id: number, lock = false): Promise<DemandRow> {
  const r = await db.query<DemandRow>(
    `select id, status, requester_id as "requesterId", handler_id as "handlerId", participants, flow_state as "flowState", version,
            demand_no as "demandNo", title, demand_type as "demandType", amount, official_doc_ids as "officialDocIds",
            trademark_ids as "trademarkIds"
       from demands where id = $1 and deleted_at is null${lock ? ' for update' : ''}`,
    [id],
  );
  if (!r.rows[0]) throw fail.notFound('需求不存在或已删除');
  return r.rows[0];
}

/** The demand as the API returns it (entities/demand.json). */
export const demandRecord = (db: Queryable, id: number) => loadRecord(db, demandSpec, id);

/**
 * Who acts on a demand: a signed-in caller (`ctx` set: may also create cases), or the system re-resolving approvers
 * after an organisation change (userId null, named 系统).
 */
export interface Actor { db: Queryable; tenantId: number; userId: number | null; name: string; log: { info(o: object, m: string): void; warn(o: object, m: string): void }; ctx?: SignedInContext }

export const actorOf = (ctx: SignedInContext): Actor => ({ db: ctx.db, tenantId: ctx.session.tenantId, userId: ctx.session.userId, name: ctx.session.name, log: ctx.log, ctx });

export async function addEvent(who: SignedInContext | Actor, demandId: number, kind: 'history' | 'comment' | 'analysis', content: string): Promise<number> {
  const a = 'session' in who ? actorOf(who) : who;
  const r = await a.db.query<{ id: number }>(
    `insert into demand_events (tenant_id, demand_id, kind, content, user_id, user_name) values ($1, $2, $3, $4, $5, $6) returning id`,
    [a.tenantId, demandId, kind, content, a.userId, a.name],
  );
  return r.rows[0].id;
}

export async function eventRows(db: Queryable, where: string, params: unknown[]): Promise<Rec[]> {
  const r = await db.query<Rec>(
    `select id, kind, content, user_id as "userId", user_name as "userName", created_at as "createdAt" from demand_events where ${where} order by created_at, id`,
    params,
  );
  return r.rows.map((x) => ({ ...x, createdAt: new Date(x.createdAt).toISOString() }));
}

/** Active users of the tenant by id, for handler, participants and reassignment; a missing id is a validation error naming the field. */
export async function usersById(db: Queryable, ids: number[], field: string, label: string): Promise<Map<number, { id: number; name: string; active: boolean }>> {
  const r = await db.query<{ id: number; name: string; active: boolean }>(
    `select id, name, (status = 1 and deleted_at is null and (valid_until is null or valid_until > now())) as active from users where id = any($1::int[])`,
    [ids],
  );
  const found = new Map(r.rows.map((u) => [u.id, u]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw fail.validation(`字段“${label}”（${field}）指向的用户 ${missing} 不存在`);
  return found;
}

/** Today's demand number: XQ + date + 4-digit sequence of the tenant's day (serialised by an advisory lock). */
export async function nextDemandNo(db: Queryable, tenantId: number, today: string): Promise<string> {
  const day = today.replace(/-/g, '');
  await db.query(`select pg_advisory_xact_lock(hashtext($1))`, [`demand_no:${tenantId}:${day}`]);
  const r = await db.query<{ last: string | null }>(`select max(demand_no) as last from demands where demand_no like $1`, [`XQ${day}%`]);
  const seq = r.rows[0].last ? Number(r.rows[0].last.slice(10)) + 1 : 1;
  return `XQ${day}${String(seq).padStart(4, '0')}`;
}

/**
 * A signed-in context of one of the tenant's users inside a transaction scoped to the tenant, for work done on their
 * behalf without a request: the demo seed's demands, and the draft cases of a demand whose flow the scheduled check
 * finished (made as its requester). Null when there is no such user.
 */
export async function userContext(tx: Queryable, tenantId: number, who: { account: string } | { id: number }): Promise<SignedInContext | null> {
  const u = await tx.query<{ id: number; account: string; name: string; role_name: string; role_auth: string; role_id: number; data_scope: 1 | 2 | 3; dept_id: number | null; dept_path: string | null }>(
    `select u.id, u.account, u.name, r.role_name, r.role_auth, r.id as role_id, r.data_scope, u.dept_id, d.path as dept_path
       from users u join roles r on r.id = u.role_id left join departments d on d.id = u.dept_id
      where u.tenant_id = $1 and ${'account' in who ? 'u.account = $2' : 'u.id = $2'}`,
    [tenantId, 'account' in who ? who.account : who.id],
  );
  const row = u.rows[0];
  if (!row) return null;
  const session = {
    sessionId: 0, userId: row.id, tenantId, account: row.account, name: row.name, roleName: row.role_name, roleAuth: new Set(String(row.role_auth ?? '').split(',').filter(Boolean)), menuKeys: [],
    roleId: row.role_id, dataScope: row.data_scope, deptId: row.dept_id, deptPath: row.dept_path,
  };
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as unknown as CallContext['log'];
  return { call: null as never, db: tx, session, ip: '127.0.0.1', userAgent: 'system', requestId: 'system', log: quiet, files: null as never };
}

/** The system acting in a tenant (history lines say 系统). */
export const systemActor = (db: Queryable, tenantId: number): Actor => ({ db, tenantId, userId: null, name: '系统', log: { info: () => undefined, warn: () => undefined } });
