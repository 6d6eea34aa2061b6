// Archive records kept by cases (issue 10): a registration case writes one record per class (dplSource 3,
// 由案件生成) when it is submitted and updates them as it moves on (application number, result); a renewal moves
// the end date of its marks when its result is recorded. Other modules reach this through the archive's server
// entry; every write is logged in the record's history like a manual edit.
import type { Queryable } from '../../../server/db/types';
import { logOperation } from '../../../server/history/operate-log';
import { searchColumns } from '../../../server/lists/search';
import { insertTrademarks, type GoodsItem } from './records';

/** One class of a case's mark as the archive holds it. */
export interface CaseMark {
  tmName: string;
  tmCl: number;
  tmImage?: string | null;
  applicant?: string | null;
  applicantEn?: string | null;
  applicantAddress?: string | null;
  applicantAddressEn?: string | null;
  agent?: string | null;
  goodsItems: GoodsItem[];
  tmStatus: string;
  regNo?: string | null;
  appDate?: string | null;
  regDate?: string | null;
  endDate?: string | null;
}

/**
 * Creates the records of the classes not yet in the archive (dplSource 3) and updates those that are (matched by
 * class among `existing`, the ids the case wrote before). Returns the ids, one per mark, in order.
 */
export async function upsertCaseTrademarks(db: Queryable, tenantId: number, userId: number, caseNo: string, marks: CaseMark[], existing: number[]): Promise<number[]> {
  const known = existing.length
    ? (await db.query<{ id: number; tm_cl: number }>(`select id, tm_cl from trademarks where id = any($1::int[]) and deleted_at is null`, [existing])).rows
    : [];
  const byClass = new Map(known.map((r) => [Number(r.tm_cl), r.id]));
  const ids: number[] = [];
  for (const m of marks) {
    const id = byClass.get(m.tmCl);
    if (id === undefined) {
      const [newId] = await insertTrademarks(db, tenantId, userId, [{ ...m, countryCode: 'CN', dplSource: 3, tmImage: m.tmImage || undefined }]);
      await logOperation(db, { userId, entity: 'trademark', recordId: newId, action: 'create', summary: `由案件${caseNo}生成商标“${m.tmName}”（第${m.tmCl}类）`, detail: { caseNo } });
      ids.push(newId);
      continue;
    }
    const s = searchColumns([m.tmName, m.applicant ?? null]);
    await db.query(
      `update trademarks set tm_name = $2, tm_status = $3, reg_no = coalesce($4, reg_no), app_date = coalesce($5::date, app_date),
              reg_date = coalesce($6::date, reg_date), end_date = coalesce($7::date, end_date), applicant = $8, applicant_en = $9,
              applicant_address = $10, applicant_address_en = $11, agent = $12, goods_items = $13::jsonb, search_grams = $14::text[], search_text = $15,
              tm_image = coalesce($16, tm_image), updated_at = now(), version = version + 1
        where id = $1`,
      [id, m.tmName, m.tmStatus, m.regNo ?? null, m.appDate ?? null, m.regDate ?? null, m.endDate ?? null, m.applicant ?? null, m.applicantEn ?? null,
        m.applicantAddress ?? null, m.applicantAddressEn ?? null, m.agent ?? null, JSON.stringify(m.goodsItems), s.grams, s.text, m.tmImage || null],
    );
    await logOperation(db, { userId, entity: 'trademark', recordId: id, action: 'update', summary: `案件${caseNo}更新商标：法律状态 ${m.tmStatus}${m.regNo ? `，申请/注册号 ${m.regNo}` : ''}`, detail: { caseNo } });
    ids.push(id);
  }
  return ids;
}

/**
 * A renewal approved: each mark's end date moves to `endDateOf(old end date)` and its status becomes 已注册. Marks
 * are found by id, else by registration number and class (Chinese marks). Returns the ids updated.
 */
export async function renewCaseTrademarks(
  db: Queryable,
  userId: number,
  caseNo: string,
  marks: Array<{ id?: number | null; regNo: string; tmCl: number; endDate?: string | null }>,
  endDateOf: (endDate: string) => string,
): Promise<number[]> {
  const updated: number[] = [];
  for (const m of marks) {
    const r = await db.query<{ id: number; end_date: string | null }>(
      `select id, to_char(end_date, 'YYYY-MM-DD') as end_date from trademarks
        where deleted_at is null and (case when $1::integer is not null then id = $1::integer else reg_no = $2::text and tm_cl = $3::smallint and country_code = 'CN' end)
        order by id limit 1`,
      [Number.isInteger(m.id) ? m.id : null, m.regNo, m.tmCl],
    );
    const row = r.rows[0];
    const from = row?.end_date ?? m.endDate;
    if (!row || !from) continue;
    const to = endDateOf(from);
    await db.query(`update trademarks set end_date = $2::date, tm_status = '已注册', updated_at = now(), version = version + 1 where id = $1`, [row.id, to]);
    await logOperation(db, { userId, entity: 'trademark', recordId: row.id, action: 'update', summary: `案件${caseNo}续展核准：专用权期限 ${from} → ${to}`, detail: { caseNo, from, to } });
    updated.push(row.id);
  }
  return updated;
}
