// Which list conditions were lately counted past the total's cap (10,000), per tenant: a frequent term or a wide
// filter needs 10,001 matching rows read to know the total is "10,000+" (45-250 ms at 1,000,000 marks), and
// paging through or re-sorting the same filtered list would read them again on every request. (Any count that
// stops at a limit may use it: the public-mark search's candidate count stops at 2,000.) Only that fact is
// kept, never an exact total: any row added or removed changes an exact total, while a set of more than
// 10,000 rows stays so unless thousands go at once.
//
// A fact is dropped when this server commits a write of the tenant (a call or a tenant task whose transaction
// was assigned an id) after the call that counted it began, and after OVER_CAP_TTL_MS in any case (writes by
// another app server on the same database). Should a stale fact ever outlive a mass deletion, the engine still
// derives the total from a short or empty page (generic.ts), so paging past the real end corrects it.
import type { Queryable } from '../db/types';

export const OVER_CAP_TTL_MS = 30_000;
/** Distinct conditions remembered per process (oldest dropped first). */
export const OVER_CAP_MAX_ENTRIES = 5_000;

/** A counter bumped by every committed write; a tenant's last write is the counter's value then. */
let generation = 0;
const lastWriteOf = new Map<number, number>();
const facts = new Map<string, { tenantId: number; countedAfter: number; at: number }>();
const bound = new WeakMap<object, { tenantId: number; startedAt: number }>();

/** The write counter now: read before a call's transaction starts, so that a write after it is seen as newer. */
export function writeGeneration(): number {
  return generation;
}

/** Binds a call's tenant and the generation read before its transaction began (router.ts). */
export function bindOverCapScope(db: Queryable, tenantId: number, startedAt: number): void {
  bound.set(db, { tenantId, startedAt });
}

/** After a committed write of the tenant: every fact counted before it is dropped. */
export function tenantWrote(tenantId: number): void {
  generation += 1;
  lastWriteOf.set(tenantId, generation);
}

/** Whether the transaction has written anything (it was assigned a transaction id); asked just before commit. */
export async function transactionWrote(tx: Queryable): Promise<boolean> {
  const r = await tx.query<{ wrote: boolean }>('select pg_current_xact_id_if_assigned() is not null as wrote');
  return r.rows[0].wrote;
}

const keyOf = (tenantId: number, countSql: string, params: unknown[]) => `${tenantId}\u0000${countSql}\u0000${JSON.stringify(params)}`;

/** Whether this count (its SQL and parameters, in the caller's tenant) lately came out over the cap. */
export function knownOverCap(db: Queryable, countSql: string, params: unknown[], now = Date.now()): boolean {
  const scope = bound.get(db);
  if (!scope) return false;
  const key = keyOf(scope.tenantId, countSql, params);
  const fact = facts.get(key);
  if (!fact) return false;
  if (now - fact.at > OVER_CAP_TTL_MS || (lastWriteOf.get(fact.tenantId) ?? 0) > fact.countedAfter) {
    facts.delete(key);
    return false;
  }
  return true;
}

/** Records that this count came out over the cap (unscoped work, such as the engine run directly, records nothing). */
export function rememberOverCap(db: Queryable, countSql: string, params: unknown[], now = Date.now()): void {
  const scope = bound.get(db);
  if (!scope) return;
  const key = keyOf(scope.tenantId, countSql, params);
  facts.delete(key); // re-inserted last: the Map's order is the eviction order
  facts.set(key, { tenantId: scope.tenantId, countedAfter: scope.startedAt, at: now });
  if (facts.size > OVER_CAP_MAX_ENTRIES) facts.delete(facts.keys().next().value!);
}

/** Forgets every fact (benchmarks measuring the first request of a filter). */
export function forgetOverCapFacts(): void {
  facts.clear();
}

/** A count stopped at `limit` (its SQL ends in `limit <limit>`): remembered once it reaches the limit. */
export async function countRemembering(db: Queryable, countSql: string, params: unknown[], limit: number): Promise<number> {
  if (knownOverCap(db, countSql, params)) return limit;
  const n = (await db.query<{ n: number }>(countSql, params)).rows[0].n;
  if (n >= limit) rememberOverCap(db, countSql, params);
  return n;
}
