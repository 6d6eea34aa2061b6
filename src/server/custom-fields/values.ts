// Custom-field values: validated by the field type's value schema (and the field's options), stored in the
// record's custom_values jsonb under the field id. Renaming keeps values; deleting a field hides them.
import { customFieldKindByCode } from '../../generated/field-kinds';
import { listSpecs } from '../../generated/list-specs';
import * as validators from '../../generated/validators.js';
import type { CustomFieldDef } from '../../generated/types';
import type { Queryable } from '../db/types';
import { fail } from '../http/errors';
import { validationMessage } from '../http/validation-message';
import type { ListSpec } from '../lists/spec-types';
import { dataScopeSql } from '../lists/data-scope';
import { assertModule, listDefinitions } from './definitions';

export function specOfModule(module: number): ListSpec {
  const m = assertModule(module);
  const spec = m.screen ? listSpecs[m.screen] : undefined;
  if (!spec) throw fail.validation(`模块 ${module} 尚无可编辑的记录`);
  return spec;
}

// Whitespace-only text is empty too (是否必填 cannot be met with spaces).
const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * The value as stored (null clears), or a validation error naming the field and where it was sent (at);
 * 是否必填 refuses an empty value unless opts.required is false.
 */
export function checkValue(def: CustomFieldDef, value: unknown, at: string, opts: { required?: boolean } = {}): unknown {
  const named = `“${def.showFieldTitle || def.fieldTitle}”（${at}）`;
  const type = customFieldKindByCode[def.fieldType];
  if (isEmpty(value)) {
    if (def.isRequire === 1 && opts.required !== false) throw fail.validation(`${named}为必填项`);
    return null;
  }
  const validate = (validators as unknown as Record<string, ((d: unknown) => boolean) & { errors?: never[] }>)[`kind_${type.kind}_value`];
  if (!validate(value)) throw fail.validation(`${named}的值不符合要求：${validationMessage(validate.errors![0]).replace(/^字段“请求体”/, '')}`);
  if (type.widgets.config === 'options') {
    const allowed = new Set(((def.fieldTypeInfoVo.contents as { options?: Array<{ cont: string }> }).options ?? []).map((o) => o.cont));
    const chosen = Array.isArray(value) ? (value as string[]) : [value as string];
    const bad = chosen.find((v) => !allowed.has(v));
    if (bad !== undefined) throw fail.validation(`${named}没有选项“${bad}”`);
  }
  return value;
}

const ident = (name: string) => `"${name.replace(/"/g, '')}"`;

/**
 * Sets one field on the given records of the module's entity; returns how many records changed. Records outside
 * the caller's data scope are left alone, as a list or an update leaves them.
 */
export async function writeValue(db: Queryable, spec: ListSpec, fieldId: number, value: unknown, ids: number[]): Promise<number> {
  const soft = (spec.softDelete ? ` and ${ident(spec.softDelete)} is null` : '') + dataScopeSql(db, spec);
  const r =
    value === null
      ? await db.query(`update ${ident(spec.table)} set custom_values = custom_values - $1::text where id = any($2::int[])${soft}`, [String(fieldId), ids])
      : await db.query(`update ${ident(spec.table)} set custom_values = custom_values || jsonb_build_object($1::text, $3::jsonb) where id = any($2::int[])${soft}`, [String(fieldId), ids, JSON.stringify(value)]);
  return r.rowCount;
}

export async function setValue(db: Queryable, module: number, recordId: number, fieldId: number, value: unknown) {
  const spec = specOfModule(module);
  const def = (await listDefinitions(db, module)).find((d) => d.id === fieldId);
  if (!def) throw fail.notFound('字段不存在或已删除');
  const stored = checkValue(def, value, 'value');
  if ((await writeValue(db, spec, fieldId, stored, [recordId])) === 0) throw fail.notFound(`${spec.label.zh}不存在或已删除`);
  return { value: stored };
}

/** Batch edit (spec 7.4): data maps field titles to values; each field once; every record of ids. */
export async function batchSet(db: Queryable, module: number, ids: number[], data: Record<string, unknown>) {
  const spec = specOfModule(module);
  const defs = await listDefinitions(db, module);
  const writes = Object.entries(data).map(([title, value]) => {
    const def = defs.find((d) => d.fieldTitle === title || d.showFieldTitle === title);
    if (!def) throw fail.validation(`字段“${title}”（data.${title}）不存在或已删除`);
    return { def, value: checkValue(def, value, `data.${title}`) };
  });
  let updated = 0;
  for (const w of writes) updated = Math.max(updated, await writeValue(db, spec, w.def.id, w.value, ids));
  return { updated };
}

/** Values a new record gets: date fields set to auto-fill take the creation time. */
function autoFillOf(defs: CustomFieldDef[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const now = new Date(Date.now() + 8 * 3600 * 1000).toISOString();
  for (const d of defs) {
    const c = d.fieldTypeInfoVo.contents as { isAuto?: boolean; dateFormat?: string };
    if (customFieldKindByCode[d.fieldType]?.kind === 'date' && c.isAuto) out[String(d.id)] = c.dateFormat?.includes('HH:mm') ? now.slice(0, 16) : now.slice(0, 10);
  }
  return out;
}

/**
 * The custom values a create or update writes (issue 18): the body's customValues checked field by field (kind
 * value schema, options), over the record's current values on update (null clears one), auto-fill dates on create,
 * and every 是否必填 field filled, else 40000 naming it. Null when an update leaves the values alone.
 */
export async function customValuesToWrite(
  db: Queryable,
  spec: ListSpec,
  given: Record<string, unknown> | undefined,
  current: Record<string, unknown> | null,
): Promise<Record<string, unknown> | null> {
  if (spec.customFieldModule === null) {
    if (given && Object.keys(given).length) throw fail.validation(`${spec.label.zh}没有自定义字段`);
    return null;
  }
  if (current !== null && given === undefined) return null;
  const defs = await listDefinitions(db, spec.customFieldModule);
  const byId = new Map(defs.map((d) => [String(d.id), d]));
  const out: Record<string, unknown> = current === null ? autoFillOf(defs) : { ...current };
  for (const [id, value] of Object.entries(given ?? {})) {
    const def = byId.get(id);
    if (!def) throw fail.validation(`自定义字段 ${id} 不存在或已删除`);
    const stored = checkValue(def, value, `customValues[${id}]`, { required: false });
    if (stored === null) delete out[id];
    else out[id] = stored;
  }
  for (const def of defs)
    if (def.isRequire === 1 && isEmpty(out[String(def.id)])) throw fail.validation(`“${def.showFieldTitle || def.fieldTitle}”为必填项`);
  return out;
}
