import type { Queryable } from '../db/types';

/** Spec 5: list totals stop at 10,000. */
export const PAGE_TOTAL_CAP = 10000;

/**
 * Counts matching rows but never past the cap (+1 to know it was reached), so the count of a page of a
 * huge table costs a bounded scan instead of a full count.
 */
export const cappedCountSql = (matchingRowsSql: string) =>
  `select count(*)::int as n from (${matchingRowsSql} limit ${PAGE_TOTAL_CAP + 1}) capped`;

/** A page's total and whether there were more, from a count taken by cappedCountSql. */
export function capTotal(n: number): { total: number; totalCapped: boolean } {
  return { total: Math.min(n, PAGE_TOTAL_CAP), totalCapped: n > PAGE_TOTAL_CAP };
}

export async function cappedTotal(db: Queryable, matchingRowsSql: string, params: unknown[]) {
  const r = await db.query<{ n: number }>(cappedCountSql(matchingRowsSql), params);
  return capTotal(r.rows[0].n);
}
