// A list's total within a time budget, else after the page (PostgreSQL). The total of a frequent term or a wide
// filter needs 10,001 matching rows read to say "10,000+" (45-250 ms at 1,000,000 marks) while the page itself
// takes a few milliseconds: the rows should not wait for it. The count runs under a statement timeout inside a
// savepoint; when the time is up the page is answered with totalPending and the client asks for the total alone
// (countOnly), whose answer is remembered (over-cap.ts) for the pages and sorts that follow.
//
// PGlite runs one statement at a time in the server's own thread and has no statement timeout: there the total
// is always counted with the page.
import type { Queryable } from '../db/types';

/** The default budget: the page itself takes 2-10 ms, so that its first request stays within the 15-20 ms budgets. */
export const LIST_COUNT_BUDGET_MS = 5;

const bound = new WeakMap<object, number>();

/** Binds a call's count budget (router.ts, PostgreSQL only); unbound work counts without one. */
export function bindCountBudget(db: Queryable, ms: number): void {
  bound.set(db, ms);
}

/** The budget from the environment: LIST_COUNT_BUDGET_MS, a whole number of milliseconds; 0 turns it off. */
export function countBudgetFromEnv(env: Record<string, string | undefined>): number | null {
  const raw = env.LIST_COUNT_BUDGET_MS;
  if (raw === undefined || raw === '') return LIST_COUNT_BUDGET_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) throw new Error(`LIST_COUNT_BUDGET_MS must be a whole number of milliseconds (0-60000), not ${raw}`);
  return ms === 0 ? null : ms;
}

/** Whether this call's total may come after its page (a budget is bound). */
export function countsMayWait(db: Queryable): boolean {
  return bound.has(db);
}

const QUERY_CANCELED = '57014';

/**
 * The query's rows, or null when it ran out of the call's count budget (nothing else changes: the savepoint
 * takes the timeout and the cancelled statement back). Without a bound budget the query simply runs.
 */
export async function withinCountBudget<R>(db: Queryable, sql: string, params: unknown[]): Promise<R[] | null> {
  const ms = bound.get(db);
  if (ms === undefined) return (await db.query<R>(sql, params)).rows;
  // (One statement per round trip: a multi-statement query would answer several results.)
  await db.query('savepoint list_count');
  await db.query(`select set_config('statement_timeout', $1, true)`, [String(Math.trunc(ms))]);
  let rows: R[] | null = null;
  try {
    rows = (await db.query<R>(sql, params)).rows;
  } catch (e) {
    if ((e as { code?: string }).code !== QUERY_CANCELED) throw e;
  }
  // Rolling back to the savepoint also restores statement_timeout (the count only read). The savepoint itself
  // stays until the call's transaction ends; the next one of the same name hides it.
  await db.query('rollback to savepoint list_count');
  return rows;
}
