// Filters and sorts over user-defined fields (issue 4). Custom fields are defined at run time, so their
// filter values are checked here against the field type's operators rather than by a generated schema.
// Values live in custom_values jsonb keyed by field id; containment (@>) filters use its GIN index.
import { customFieldKindByCode } from '../../generated/field-kinds';
import type { CustomFieldDef } from '../../generated/types';
import { isCalendarDate } from '../../shared/formats';
import { fail } from '../http/errors';
import { containsPattern, spacedTerm } from './search';
import type { ListSpec } from './spec-types';

export interface CustomFilter { op: string; value: unknown }
interface Params { add(v: unknown): string }

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function defOf(defs: CustomFieldDef[], key: string): CustomFieldDef {
  const def = defs.find((d) => String(d.id) === key);
  if (!def) throw fail.validation(`自定义字段 ${key} 不存在或已删除`);
  return def;
}

/** Column of the custom-field values ({fieldId: value} jsonb) of entities with custom fields (ListSpec.customFieldModule). */
const VALUES_COLUMN = 'custom_values';

/** Props of the request's filters that filter the custom-field values by containment ({fieldId: value}). */
export function valueFilterProps(spec: ListSpec, filters: Record<string, unknown> | undefined): string[] {
  const isMap = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  return Object.keys(filters ?? {}).filter((prop) => spec.fields[prop]?.column === VALUES_COLUMN && isMap(filters![prop]));
}

/** A values filter naming a field that does not exist would silently match nothing: refused, naming it. */
function assertKnownValueFields(spec: ListSpec, defs: CustomFieldDef[], filters: Record<string, unknown> | undefined) {
  for (const prop of valueFilterProps(spec, filters))
    for (const key of Object.keys(filters![prop] as object))
      if (!defs.some((d) => String(d.id) === key))
        throw fail.validation(`筛选条件“${spec.fields[prop].label.zh}”（filters.${prop}）中的自定义字段 ${key} 不存在或已删除`);
}

/**
 * WHERE conditions over custom fields: values filters checked against the definitions, then customFilters.
 * Without definitions (the engine used directly, as by tests of query plans) values filters go unchecked.
 */
export function customConditions(
  spec: ListSpec,
  defs: CustomFieldDef[] | undefined,
  req: { filters?: Record<string, unknown>; customFilters?: Record<string, CustomFilter> },
  p: Params,
): string[] {
  if (defs) assertKnownValueFields(spec, defs, req.filters);
  return req.customFilters && Object.keys(req.customFilters).length ? customFilterConditions(defs ?? [], req.customFilters, p) : [];
}

/** WHERE conditions for the request's customFilters; throws a validation error naming the field. */
export function customFilterConditions(defs: CustomFieldDef[], filters: Record<string, CustomFilter>, p: Params): string[] {
  const out: string[] = [];
  for (const [key, { op, value }] of Object.entries(filters)) {
    const def = defOf(defs, key);
    const type = customFieldKindByCode[def.fieldType];
    const title = def.showFieldTitle || def.fieldTitle;
    const bad = (why: string) => fail.validation(`自定义字段“${title}”的筛选${why}`);
    if (!type.filterOps.includes(op as never)) throw bad(`不支持 ${op}（可用：${type.filterOps.join('、') || '无'}）`);
    // The key is bound only where used: an unused parameter has no type and PostgreSQL refuses the query.
    let bound: string | null = null;
    const k = () => (bound ??= `${p.add(key)}::text`);
    const col = () => `(t.custom_values->>${k()})`;
    switch (op) {
      case 'contains': {
        if (typeof value !== 'string' || value.length > 100) throw bad('值应为不超过100个字符的文本');
        const term = spacedTerm(value);
        if (term) out.push(`${col()} ilike ${p.add(containsPattern(term))}`);
        break;
      }
      case 'in': {
        if (!Array.isArray(value) || value.length > 100 || value.some((v) => typeof v !== 'string')) throw bad('值应为选项列表');
        if (!value.length) break;
        const multi = type.kind === 'multipleChoice';
        out.push('(' + value.map((v) => `t.custom_values @> ${p.add(JSON.stringify({ [key]: multi ? [v] : v }))}::jsonb`).join(' or ') + ')');
        break;
      }
      case 'eq':
        if (value === null || typeof value === 'object') throw bad('值应为单个值');
        out.push(`t.custom_values @> ${p.add(JSON.stringify({ [key]: value }))}::jsonb`);
        break;
      case 'empty':
        if (typeof value !== 'boolean') throw bad('值应为 true（为空）或 false（不为空）');
        out.push(value ? `not (t.custom_values ? ${k()})` : `(t.custom_values ? ${k()})`);
        break;
      case 'range': {
        const [from, to] = Array.isArray(value) && value.length === 2 ? value : [undefined, undefined];
        if (type.kind === 'money') {
          // Amounts are exact decimal strings: compared as numeric, in any currency.
          const bound = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
          if (!bound(from) || !bound(to)) throw bad('值应为 [最小金额, 最大金额]（数字，可为 null）');
          const amount = `(t.custom_values->${k()}->>'amount')::numeric`;
          if (from !== null) out.push(`${amount} >= ${p.add(String(from))}::numeric`);
          if (to !== null) out.push(`${amount} <= ${p.add(String(to))}::numeric`);
          break;
        }
        if ((from !== null && !isCalendarDate(from)) || (to !== null && !isCalendarDate(to))) throw bad('值应为 [开始日期, 结束日期]（有效日期 YYYY-MM-DD，可为 null）');
        if (from) out.push(`${col()} >= ${p.add(from)}`);
        if (to) out.push(`${col()} < ${p.add(nextDay(to as string))}`);
        break;
      }
      default:
        throw bad(`不支持 ${op}`);
    }
  }
  return out;
}

export const CUSTOM_SORT_PREFIX = 'cf:';

/**
 * ORDER BY term of a cf:<id> sort key, as its value expression and its direction; numbers sort numerically,
 * everything else as text. The id is an integer of a stored definition, written as a literal: the count query
 * shares the WHERE parameters but has no ORDER BY, so a parameter here would be one it does not use.
 */
export function customSortKey(defs: CustomFieldDef[], sortKey: string, asc: boolean): { expr: string; direction: string } {
  const def = defOf(defs, sortKey.slice(CUSTOM_SORT_PREFIX.length));
  const type = customFieldKindByCode[def.fieldType];
  if (!type.sortable) throw fail.validation(`自定义字段“${def.showFieldTitle || def.fieldTitle}”不支持排序`);
  const value = `(t.custom_values->>'${Number(def.id)}')`;
  const direction = `${asc ? 'asc' : 'desc'} nulls last`;
  if (type.kind === 'money') return { expr: `(t.custom_values->'${Number(def.id)}'->>'amount')::numeric`, direction };
  return { expr: type.kind === 'number' ? `${value}::numeric` : value, direction };
}
