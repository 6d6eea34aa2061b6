// Data scope of a role (issue 17): which records of an entity that declares x-data-scope a caller may reach.
//   1 全部          every record of the tenant (no predicate at all: the list plans stay as they are)
//   2 本部门及下级   records owned by users of the caller's department or a department below it
//   3 本人          records the caller owns
// An entity declares its owners in x-data-scope (generators/screens.ts): owner columns (trademarks, cases,
// copyrights and patents created_by; demands requester_id, handler_id), owner-array columns (a demand's current
// approvers, participants and every approver of its flow), or linked records whose owners decide (an official
// document's trademark or copyright record, a finance entry's case, a payment's bill; a linked entity without
// owners is in every scope). A
// record is in scope when any of them is. The predicate is indexed conditions on those columns: the owners of a
// department subtree are read once (an InitPlan over users by their department path), a linked table's ids in
// scope once, never a function per row. A user without a department sees their own records under scope 2.
//
// The scope of a signed-in call is bound to its transaction by the router (bindDataScope), so every reader of
// the list engine in that call — list, get (loadRecord), export, a module's own detail read through
// dataScopeSql — is narrowed without each handler passing it along. Unscoped work (seeding, tasks) binds none
// and sees every row; a batch export carries the scope of the call that started it in its payload.
import type { SessionContext } from '../auth/gate';
import type { Queryable } from '../db/types';
import type { DataScopeDecl, ListSpec } from './spec-types';

export type DataScope = { kind: 'all' } | { kind: 'dept'; userId: number; deptPath: string | null } | { kind: 'own'; userId: number };

export const DATA_SCOPE_LABELS = { 1: '全部', 2: '本部门及下级', 3: '本人' } as const;

const bound = new WeakMap<object, DataScope>();

/** Binds a call's data scope to its transaction (router.ts, after the session is resolved). */
export function bindDataScope(db: Queryable, scope: DataScope): void {
  bound.set(db, scope);
}

/** The data scope bound to a transaction; undefined for unscoped work. */
export function dataScopeOf(db: Queryable): DataScope | undefined {
  return bound.get(db);
}

export function sessionDataScope(session: Pick<SessionContext, 'userId' | 'dataScope' | 'deptPath'>): DataScope {
  if (session.dataScope === 2) return { kind: 'dept', userId: session.userId, deptPath: session.deptPath };
  if (session.dataScope === 3) return { kind: 'own', userId: session.userId };
  return { kind: 'all' };
}

const PATH = /^(\/[0-9]{1,10})+\/$/;

const SAFE_COLUMN = /^[a-z_][a-z0-9_]*$/;

/** The owners in scope as SQL: `= 7` style single id, or the array of the department subtree's users and oneself. */
function ownersSql(scope: Exclude<DataScope, { kind: 'all' }>): { one: number } | { array: string } {
  const self = Math.trunc(Number(scope.userId));
  if (!Number.isSafeInteger(self)) throw new Error('data scope without a user');
  if (scope.kind === 'own' || !scope.deptPath) return { one: self };
  return { array: `array(${departmentUsersSql(scope.deptPath)} union select ${self})` };
}

/** The users of a department subtree (by the path of its top), as a SELECT of ids. */
function departmentUsersSql(deptPath: string): string {
  if (!PATH.test(deptPath)) throw new Error(`bad department path ${deptPath}`);
  return `select du.id from users du join departments dd on dd.id = du.dept_id where dd.path like '${deptPath}%'`;
}

function column(alias: string, name: string): string {
  if (!SAFE_COLUMN.test(name) || !/^[a-z_]*$/.test(alias)) throw new Error(`unsafe data scope column ${alias}.${name}`);
  return alias ? `${alias}."${name}"` : `"${name}"`;
}

/**
 * The SQL condition limiting a record to the scope by its owners, or null when the scope allows every row. Values
 * are inlined as literals (an integer and a path of digits and slashes, both checked), so the condition can be
 * added to any statement whatever its parameters, and the planner sees constants.
 */
export function declCondition(decl: DataScopeDecl, scope: DataScope | undefined, alias = 't'): string | null {
  if (!scope || scope.kind === 'all') return null;
  return ownedBy(decl, ownersSql(scope), alias);
}

/**
 * Records owned by the users of a department subtree (a report's 部门 filter): the same owner declaration as the
 * data scope, without the caller.
 */
export function departmentCondition(decl: DataScopeDecl, deptPath: string, alias = 't'): string {
  return ownedBy(decl, { array: `array(${departmentUsersSql(deptPath)})` }, alias);
}

function ownedBy(decl: DataScopeDecl, who: { one: number } | { array: string }, alias: string): string {
  const match = (col: string) => ('one' in who ? `${col} = ${who.one}` : `${col} = any(${who.array})`);
  const parts = decl.owners.map((o) => match(column(alias, o)));
  for (const a of decl.ownerArrays) parts.push('one' in who ? `${who.one} = any(${column(alias, a)})` : `${column(alias, a)} && ${who.array}`);
  for (const link of decl.through) {
    const { table, owners } = link;
    if (!SAFE_COLUMN.test(table)) throw new Error(`unsafe data scope table ${table}`);
    // A linked entity without owners is in every scope: a link to any of its records counts.
    if (owners === null) parts.push(`${column(alias, link.column)} is not null`);
    else parts.push(`${column(alias, link.column)} = any(array(select ds.id from "${table}" ds where ${owners.map((o) => match(column('ds', o))).join(' or ')}))`);
  }
  return parts.length === 1 ? parts[0] : `(${parts.join(' or ')})`;
}

/** The user ids a scope reaches (null: every user of the tenant), for readers of per-user items such as deadlines. */
export async function scopeUserIds(db: Queryable, scope: DataScope | undefined): Promise<Set<number> | null> {
  if (!scope || scope.kind === 'all') return null;
  const who = ownersSql(scope);
  if ('one' in who) return new Set([who.one]);
  return new Set((await db.query<{ id: number }>(`select unnest(${who.array}) as id`)).rows.map((r) => Number(r.id)));
}

/** The user ids of a department subtree. */
export async function departmentUserIds(db: Queryable, deptPath: string): Promise<Set<number>> {
  return new Set((await db.query<{ id: number }>(departmentUsersSql(deptPath))).rows.map((r) => Number(r.id)));
}

/** The condition for one owner column (kept for callers that scope a table of their own by its owner). */
export function ownerCondition(owner: string, scope: DataScope | undefined, alias = 't'): string | null {
  return declCondition({ owners: [owner], ownerArrays: [], through: [] }, scope, alias);
}

/** The spec's data-scope condition for a scope (null: none applies). */
export function specScopeCondition(spec: Pick<ListSpec, 'dataScope'>, scope: DataScope | undefined, alias = 't'): string | null {
  return spec.dataScope ? declCondition(spec.dataScope, scope, alias) : null;
}

/** For a module's own reads of a data-scoped entity: " and <condition>" for the call's scope, or ''. */
export function dataScopeSql(db: Queryable, spec: Pick<ListSpec, 'dataScope'>, alias = ''): string {
  const c = specScopeCondition(spec, dataScopeOf(db), alias);
  return c ? ` and ${c}` : '';
}

/**
 * A reference a form names (a mark picked from the archive, say) must be a record the caller may reach: the SQL
 * condition " and (<in scope> or id = any(<linked>))" over the spec's table (no alias), where linked are the ids the
 * record already held, so a save never drops a link someone with a wider scope made. A picker offers only records in
 * scope; a typed id of another is refused like one that does not exist. Ids are inlined (integers, checked).
 */
export function reachableSql(db: Queryable, spec: Pick<ListSpec, 'dataScope'>, linked: readonly number[] = []): string {
  const c = specScopeCondition(spec, dataScopeOf(db), '');
  if (!c) return '';
  const ids = linked.filter((id) => Number.isSafeInteger(id));
  return ids.length ? ` and (${c} or id = any(array[${ids.join(',')}]::int[]))` : ` and ${c}`;
}
