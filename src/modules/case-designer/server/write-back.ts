// Archive write-back of a submitted case of a designed form (settings.archiveWriteBack of the version it is filed
// with): each mapped form field's value goes to that field of every archive mark the case's trademark fields name,
// through the archive's own update (with its history entry). Runs in the submit's transaction (cases' onCaseSubmitted).
import { applyBrandInfo, type BrandInfoUpdate } from '../../archive/server';
import type { SignedInContext } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { fieldPaths, valueAt, type FormSettings } from '../shared/settings';

type Rec = Record<string, any>;

/** The update a case's values make: the mapped fields that hold a value (an empty field leaves the archive as it is). */
export function archiveUpdate(settings: FormSettings, biz: Rec): BrandInfoUpdate {
  const update: Rec = {};
  for (const w of settings.archiveWriteBack ?? []) {
    const v = valueAt(biz, w.field);
    if (typeof v === 'string' && v.trim()) update[w.target] = v.trim();
  }
  return update as BrandInfoUpdate;
}

/** The archive marks (ids) the case's trademark fields name, with the field each came from. */
export function marksOf(schema: Rec, biz: Rec): Array<{ id: number; field: string; index: number }> {
  const out: Array<{ id: number; field: string; index: number }> = [];
  for (const [path, kind] of fieldPaths(schema)) {
    if (kind !== 'trademark') continue;
    const list = valueAt(biz, path);
    if (Array.isArray(list)) list.forEach((m, index) => Number.isInteger(m?.id) && out.push({ id: m.id, field: path, index }));
  }
  return out;
}

export async function writeBackOnSubmit(ctx: SignedInContext, c: Rec & { caseNo: string; caseType: string; bizParam: Rec }): Promise<void> {
  if (c.caseType !== 'custom') return;
  const r = await ctx.db.query<{ schema: Rec; settings: FormSettings }>(`select schema, settings from case_form_versions where form_id = $1 and form_version = $2`, [c.formId, c.formVersion]);
  const v = r.rows[0];
  if (!v?.settings?.archiveWriteBack?.length) return;
  const update = archiveUpdate(v.settings, c.bizParam);
  if (!Object.keys(update).length) return;
  const marks = marksOf(v.schema, c.bizParam);
  const ids = [...new Set(marks.map((m) => m.id))];
  if (!ids.length) return;
  const found = new Set((await ctx.db.query<{ id: number }>(`select id from trademarks where id = any($1::int[]) and deleted_at is null`, [ids])).rows.map((x) => x.id));
  const missing = marks.find((m) => !found.has(m.id));
  if (missing) throw fail.validation(`字段“商标”（bizParam.${missing.field}[${missing.index}].id）指向的商标不存在`);
  for (const id of ids) await applyBrandInfo(ctx.db, ctx.session.userId, id, update, `案件 ${c.caseNo} 提交`);
}
