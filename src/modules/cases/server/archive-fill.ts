// Marks picked from the archive (trademarks, similarTrademarks, citedTrademarks of a case form) carry the archive
// id; what the picker leaves out or gives in another shape (the class as a number, no end date) is filled from the
// caller's own archive record before the form schema checks the values. A mark without an id stays as typed.
import { listSpecs } from '../../../generated/list-specs';
import type { Queryable } from '../../../server/db/types';
import { reachableSql } from '../../../server/lists/data-scope';

type Rec = Record<string, any>;

export const MARK_LISTS = ['trademarks', 'similarTrademarks', 'citedTrademarks'] as const;

const classText = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 45 ? String(v).padStart(2, '0') : v);
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The archive ids of the marks a form holds (every mark list), each once. */
export function markIds(biz: unknown): number[] {
  if (!biz || typeof biz !== 'object' || Array.isArray(biz)) return [];
  const lists = MARK_LISTS.filter((k) => Array.isArray((biz as Rec)[k]));
  return [...new Set(lists.flatMap((k) => ((biz as Rec)[k] as unknown[]).map((m) => (m && typeof m === 'object' ? (m as Rec).id : null)).filter((id): id is number => Number.isInteger(id) && id > 0 && id <= 2147483647)))];
}

/** Fills the marks from the records the caller may reach: those in their data scope, and the ones already linked. */
export async function fillMarksFromArchive(db: Queryable, biz: Rec, linked: number[] = []): Promise<Rec> {
  if (!biz || typeof biz !== 'object' || Array.isArray(biz)) return biz;
  const lists = MARK_LISTS.filter((k) => Array.isArray(biz[k]));
  if (!lists.length) return biz;
  const ids = markIds(biz);
  const byId = new Map<number, Rec>();
  if (ids.length) {
    const r = await db.query<Rec>(
      `select id, tm_name as "tmName", reg_no as "regNo", tm_cl as "tmCl", to_char(end_date, 'YYYY-MM-DD') as "endDate"
         from trademarks where id = any($1::int[]) and deleted_at is null${reachableSql(db, listSpecs.brandRecords, linked)}`,
      [ids],
    );
    for (const row of r.rows) byId.set(row.id, row);
  }
  const out: Rec = { ...biz };
  for (const k of lists) {
    out[k] = (biz[k] as unknown[]).map((m) => {
      if (!m || typeof m !== 'object' || Array.isArray(m)) return m;
      const mark: Rec = { ...(m as Rec), tmCl: classText((m as Rec).tmCl) };
      if (mark.tmCl === undefined) delete mark.tmCl;
      const a = Number.isInteger(mark.id) ? byId.get(mark.id) : undefined;
      if (!a) return mark;
      if (blank(mark.tmName) && a.tmName) mark.tmName = a.tmName;
      if (blank(mark.regNo) && a.regNo) mark.regNo = a.regNo;
      if (blank(mark.tmCl) && a.tmCl) mark.tmCl = classText(a.tmCl);
      if (blank(mark.endDate) && a.endDate) mark.endDate = a.endDate;
      return mark;
    });
  }
  return out;
}
