// Custom-field definitions per tenant and module (spec 3.12, 4, 5, 7.10): list, save (full or partial),
// save all of the dialog's changes, order and pin. Built-in fields (module 32's 作品类型) cannot be edited
// or deleted; saved fields are soft-deleted so their values survive.
import { customFieldModules } from '../../generated/custom-field-modules';
import { customFieldKindByCode } from '../../generated/field-kinds';
import * as validators from '../../generated/validators.js';
import type { CustomFieldDef } from '../../generated/types';
import type { Queryable } from '../db/types';
import { fail } from '../http/errors';
import { validationMessage } from '../http/validation-message';

export const PIN_LIMIT = 5;

interface Row {
  id: number; module: number; field_title: string; show_field_title: string; field_desc: string; is_require: 0 | 1;
  field_type: number; field_content: Record<string, unknown>; state: 0 | 1; is_filter: 0 | 1; is_top: 0 | 1; is_edit: 0 | 1; sort: number;
}

export interface FieldInput {
  id?: number; fieldTitle?: string; fieldDesc?: string; isRequire?: 0 | 1; fieldType?: number; fieldContent?: string;
  state?: 0 | 1; isFilter?: 0 | 1; delete?: 1;
}

const COLUMNS = 'id, module, field_title, show_field_title, field_desc, is_require, field_type, field_content, state, is_filter, is_top, is_edit, sort';

export function toDef(r: Row): CustomFieldDef {
  const contents = typeof r.field_content === 'string' ? JSON.parse(r.field_content) : r.field_content;
  return {
    id: r.id, type: r.module, fieldTitle: r.field_title, showFieldTitle: r.show_field_title || r.field_title, fieldDescription: r.field_desc,
    isRequire: r.is_require, fieldType: r.field_type, fieldTypeInfoVo: { type: r.field_type, contents }, fieldContent: JSON.stringify(contents),
    state: r.state, isFilter: r.is_filter, filter: r.is_filter, isTop: r.is_top, isEdit: r.is_edit, sort: r.sort,
  };
}

export function assertModule(module: number) {
  const m = customFieldModules.find((x) => x.module === module);
  if (!m) throw fail.validation(`模块 ${module} 不支持自定义字段`);
  return m;
}

/** The module's built-in fields exist for every tenant (created on first use). */
async function ensureBuiltins(db: Queryable, module: number) {
  for (const b of assertModule(module).builtin ?? [])
    await db.query(
      `insert into custom_fields (tenant_id, module, field_title, show_field_title, field_type, field_content, is_edit, is_require, builtin_key)
       values (current_setting('app.tenant_id')::integer, $1, $2, $3, $4, $5, 0, 0, $6)
       on conflict (tenant_id, module, builtin_key) where builtin_key is not null do nothing`,
      [module, b.fieldTitle, b.showFieldTitle, b.fieldType, JSON.stringify(b.fieldContent), b.key],
    );
}

export async function listDefinitions(db: Queryable, module: number): Promise<CustomFieldDef[]> {
  await ensureBuiltins(db, module);
  const r = await db.query<Row>(`select ${COLUMNS} from custom_fields where module = $1 and deleted_at is null order by is_top desc, sort, id`, [module]);
  return r.rows.map(toDef);
}

async function loadRow(db: Queryable, module: number, id: number): Promise<Row> {
  const r = await db.query<Row>(`select ${COLUMNS} from custom_fields where id = $1 and module = $2 and deleted_at is null`, [id, module]);
  if (!r.rows[0]) throw fail.notFound('字段不存在或已删除');
  return r.rows[0];
}

function typeOf(code: number) {
  const t = customFieldKindByCode[code];
  if (!t) throw fail.validation(`不支持的字段类型 ${code}`);
  return t;
}

/** Parses and validates fieldContent against the type's config schema (choice fields need an option). */
export function parseContent(code: number, text: string | undefined): Record<string, unknown> {
  const t = typeOf(code);
  let content: unknown = t.defaultConfig;
  if (text !== undefined && text !== '') {
    try {
      content = JSON.parse(text);
    } catch {
      throw fail.validation('字段设置（fieldContent）不是合法的 JSON');
    }
  }
  // Anything but a list of options (a string, an object) is left to the type's schema below.
  const options = (content as { options?: unknown } | null)?.options ?? [];
  const hasText = (o: unknown) => typeof (o as { cont?: unknown })?.cont === 'string' && (o as { cont: string }).cont.trim() !== '';
  if (t.widgets.config === 'options' && Array.isArray(options) && !options.some(hasText)) throw fail.validation('请输入选项');
  const validate = (validators as unknown as Record<string, ((d: unknown) => boolean) & { errors?: never[] }>)[`kind_${t.kind}_config`];
  if (!validate(content)) throw fail.validation(`字段设置（fieldContent）不符合要求：${validationMessage(validate.errors![0])}`);
  return content as Record<string, unknown>;
}

export async function saveField(db: Queryable, module: number, input: FieldInput): Promise<CustomFieldDef | null> {
  assertModule(module);
  if (input.id === undefined) {
    if (input.delete) throw fail.validation('新字段无需删除');
    if (!input.fieldTitle?.trim()) throw fail.validation('缺少必填字段“字段名称”（fieldTitle）');
    if (input.fieldType === undefined) throw fail.validation('缺少必填字段“字段类型”（fieldType）');
    const type = typeOf(input.fieldType);
    const content = parseContent(input.fieldType, input.fieldContent);
    if (input.isFilter === 1 && type.filterOps.length === 0) throw fail.validation(`${type.label.zh}字段不支持筛选`);
    const r = await db.query<Row>(
      `insert into custom_fields (tenant_id, module, field_title, show_field_title, field_desc, is_require, field_type, field_content, state, is_filter, sort)
       values (current_setting('app.tenant_id')::integer, $1, $2, $2, $3, $4, $5, $6, $7, $8,
               coalesce((select max(sort) + 1 from custom_fields where module = $1 and deleted_at is null), 0))
       returning ${COLUMNS}`,
      [module, input.fieldTitle.trim(), input.fieldDesc ?? '', input.isRequire ?? 1, input.fieldType, JSON.stringify(content), input.state ?? 1, input.isFilter ?? 0],
    );
    return toDef(r.rows[0]);
  }
  const row = await loadRow(db, module, input.id);
  const editsDefinition = ['fieldTitle', 'fieldDesc', 'isRequire', 'fieldType', 'fieldContent'].some((k) => k in input);
  if (row.is_edit === 0 && (editsDefinition || input.delete)) throw fail.conflict(`“${row.show_field_title || row.field_title}”是系统字段，不能编辑或删除`);
  if (input.delete) {
    await db.query('update custom_fields set deleted_at = now(), is_top = 0 where id = $1', [row.id]);
    return null;
  }
  if (input.fieldType !== undefined && input.fieldType !== row.field_type) throw fail.conflict('已保存字段的类型不能修改');
  const type = typeOf(row.field_type);
  if (input.isFilter === 1 && type.filterOps.length === 0) throw fail.validation(`${type.label.zh}字段不支持筛选`);
  const sets: string[] = [];
  const params: unknown[] = [row.id];
  const set = (col: string, v: unknown) => sets.push(`${col} = $${params.push(v)}`);
  if (input.fieldTitle !== undefined) {
    if (!input.fieldTitle.trim()) throw fail.validation('字段名称不能为空');
    set('field_title', input.fieldTitle.trim());
    set('show_field_title', input.fieldTitle.trim());
  }
  if (input.fieldDesc !== undefined) set('field_desc', input.fieldDesc);
  if (input.isRequire !== undefined) set('is_require', input.isRequire);
  if (input.fieldContent !== undefined) set('field_content', JSON.stringify(parseContent(row.field_type, input.fieldContent)));
  if (input.state !== undefined) set('state', input.state);
  if (input.isFilter !== undefined) set('is_filter', input.isFilter);
  if (sets.length) await db.query(`update custom_fields set ${sets.join(', ')}, updated_at = now() where id = $1`, params);
  return toDef(await loadRow(db, module, row.id));
}

/** Order (ids in order) and pins (at most PIN_LIMIT; extra pins are ignored, spec 5). */
export async function sortFields(db: Queryable, module: number, ids: number[], pinned: number[]): Promise<CustomFieldDef[]> {
  const current = await listDefinitions(db, module);
  const known = new Set(current.map((d) => d.id));
  const unknown = [...ids, ...pinned].find((id) => !known.has(id));
  if (unknown !== undefined) throw fail.notFound(`字段 ${unknown} 不存在或已删除`);
  const order = [...ids, ...current.map((d) => d.id).filter((id) => !ids.includes(id))];
  const pins = new Set(pinned.slice(0, PIN_LIMIT));
  for (const [i, id] of order.entries())
    await db.query('update custom_fields set sort = $2, is_top = $3 where id = $1', [id, i, pins.has(id) ? 1 : 0]);
  return listDefinitions(db, module);
}
