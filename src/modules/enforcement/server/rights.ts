// The infringed right of a lead: a record of the caller's tenant (row-level security) in the trademark archive
// (the trademark picker), the copyright archive (作品 or 软件, the copyright picker: "work:<id>" / "software:<id>")
// or the patent archive (the patent picker: "patent:<id>"). The server keeps which archive (right_kind), the record
// (right_id) and its label as the lists show it; the lists link the record's detail page from right_kind + right_id.
import { listSpecs } from '../../../generated/list-specs';
import type { Queryable } from '../../../server/db/types';
import { fail } from '../../../server/http/errors';
import { dataScopeSql } from '../../../server/lists/data-scope';

export type RightKind = 'trademark' | 'work' | 'software' | 'patent';
export interface PickedRight { kind: RightKind; id: number; label: string }

const PATENT_TYPE: Record<string, string> = { invention: '发明', utilityModel: '实用新型', design: '外观设计' };

/** "work:12" -> { kind: 'work', id: 12 }; null when the text is no pick. */
export function parsePick(text: unknown): { kind: RightKind; id: number } | null {
  const m = typeof text === 'string' ? /^(work|software|patent):([1-9][0-9]{0,9})$/.exec(text) : null;
  return m && Number(m[2]) <= 2147483647 ? { kind: m[1] as RightKind, id: Number(m[2]) } : null;
}

export async function trademarkRight(db: Queryable, picked: Array<{ id?: number | null }> | null | undefined): Promise<PickedRight & { value: object[] }> {
  const id = picked?.[0]?.id;
  if (!picked?.length) throw fail.validation('字段“被侵权商标”（trademark）必填：请从商标档案中选择');
  if (typeof id !== 'number' || id < 1) throw fail.validation('字段“被侵权商标”（trademark）必须是商标档案中的商标');
  // Within the caller's data scope, as the picker offered it: a typed id of a mark they cannot see is refused.
  const r = await db.query<{ tm_name: string; reg_no: string | null; tm_cl: number }>(`select tm_name, reg_no, tm_cl from trademarks where id = $1 and deleted_at is null${dataScopeSql(db, listSpecs.brandRecords)}`, [id]);
  const tm = r.rows[0];
  if (!tm) throw fail.validation(`字段“被侵权商标”（trademark）指向的商标 ${id} 不存在`);
  const regNo = tm.reg_no ?? '';
  return { kind: 'trademark', id, label: `${tm.tm_name}（${regNo || '无注册号'}，第${tm.tm_cl}类）`, value: [{ id, tmName: tm.tm_name, regNo, tmCl: tm.tm_cl }] };
}

/** The copyright or patent picked ("work:12"), checked against its archive; prop and label name the form field. */
export async function archiveRight(db: Queryable, text: unknown, prop: 'copyright' | 'patent', label: string): Promise<PickedRight> {
  if (text === null || text === undefined || text === '') throw fail.validation(`字段“${label}”（${prop}）必填：请从${prop === 'patent' ? '专利' : '著作权'}档案中选择`);
  const pick = parsePick(text);
  const allowed = prop === 'patent' ? ['patent'] : ['work', 'software'];
  if (!pick || !allowed.includes(pick.kind)) throw fail.validation(`字段“${label}”（${prop}）必须是${prop === 'patent' ? '专利' : '著作权'}档案中的记录`);
  // Within the caller's data scope, as the pickers offer them (copyrightChoices, patentChoices).
  const sql = {
    work: `select title as name, reg_no as no from copyright_works where id = $1${dataScopeSql(db, listSpecs.copyrightWorks)}`,
    software: `select name || coalesce(' ' || software_version, '') as name, reg_no as no from copyright_software where id = $1${dataScopeSql(db, listSpecs.copyrightSoftware)}`,
    patent: `select title as name, app_no as no, patent_type as type from patents where id = $1${dataScopeSql(db, listSpecs.patents)}`,
  }[pick.kind as 'work' | 'software' | 'patent'];
  const r = await db.query<{ name: string; no: string | null; type?: string }>(sql, [pick.id]);
  const rec = r.rows[0];
  if (!rec) throw fail.validation(`字段“${label}”（${prop}）指向的记录 ${pick.id} 不存在`);
  const what = pick.kind === 'work' ? `作品登记号 ${rec.no ?? '未登记'}` : pick.kind === 'software' ? `软著登记号 ${rec.no ?? '未登记'}` : `${PATENT_TYPE[rec.type ?? ''] ?? '专利'} ${rec.no}`;
  return { kind: pick.kind, id: pick.id, label: `${rec.name}（${what}）` };
}

/** Choices of the copyright picker (both archives) and of the patent picker, newest first, within the caller's data scope. */
export async function copyrightChoices(db: Queryable) {
  const r = await db.query<{ value: string; label: string }>(
    `select * from (
       (select 'work:' || id as value, title || '（作品' || coalesce('，' || reg_no, '') || '）' as label, created_at, id from copyright_works where true${dataScopeSql(db, listSpecs.copyrightWorks)} order by created_at desc, id desc limit 300)
       union all
       (select 'software:' || id, name || coalesce(' ' || software_version, '') || '（软件' || coalesce('，' || reg_no, '') || '）', created_at, id from copyright_software where true${dataScopeSql(db, listSpecs.copyrightSoftware)} order by created_at desc, id desc limit 300)
     ) x order by created_at desc, id desc`,
  );
  return r.rows.map(({ value, label }) => ({ value, label }));
}

export async function patentChoices(db: Queryable) {
  const r = await db.query<{ value: string; label: string }>(
    `select 'patent:' || id as value, title || '（' || app_no || '）' as label from patents where true${dataScopeSql(db, listSpecs.patents)} order by created_at desc, id desc limit 500`,
  );
  return r.rows;
}
