// Pure rules of the filter form (spec 3.17, 4, 5): the empty value of each row type, the request filters of
// the list contract (by op), the selected-condition chips and the clear-all semantics.
import type { FilterRow, I18n, ScreenField } from '../screen-types';

export type FilterValues = Record<string, unknown>;
export interface Option {
  value: string | number | boolean;
  label: string;
  children?: Option[];
}
export type Lang = 'zh' | 'en';

/** Chips never show paging, sorting and the technical keys of spec 5. */
export const CHIP_EXCLUDED_KEYS: readonly string[] = [
  'pageNo', 'pageSize', 'pageNum', 'current', 'size', 'sorts', 'sort', 'order', 'orderBy', 'asc',
  'searchType', 'demandId', 'cropperImg', 'fileName', 'imageData', 'position', 'appNo', 'applyNo',
  'finance', 'file', 'uniqueId', 'timeStamp', 'timestamp',
];
/** Kept as they are by clear-all (spec 4: "sort and paging keys are kept"). */
export const CLEAR_KEPT_KEYS: readonly string[] = ['pageNo', 'pageSize', 'pageNum', 'current', 'size', 'sorts', 'sort', 'order', 'orderBy', 'asc'];

/** Rows that carry a value (slot rows only when they name an op). */
export const hasValue = (row: FilterRow) => row.type !== 'file-link' && (row.type !== 'slot' || !!row.op);

const ARRAY_TYPES = new Set(['checkbox-group', 'treeMultiple', 'cascader', 'date-range', 'number-range']);

export function isMultiple(row: FilterRow): boolean {
  if (ARRAY_TYPES.has(row.type)) return true;
  if (row.type === 'select' || row.type === 'tree-select') return !!row.multiple || row.op === 'in' || row.op === 'tree';
  return false;
}

/** The value a row starts with and returns to on reset. */
export function emptyValue(row: FilterRow): unknown {
  if (row.type === 'input') return '';
  if (isMultiple(row)) return [];
  return undefined;
}

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.every((v) => v === null || v === undefined || v === '');
  return false;
}

export function defaultValues(rows: FilterRow[]): FilterValues {
  const values: FilterValues = {};
  for (const row of rows) if (hasValue(row)) values[row.prop] = emptyValue(row);
  return values;
}

/** One row's value in the shape its op expects, or undefined when it filters nothing. */
export function requestValue(row: FilterRow, value: unknown): unknown {
  if (!row.op || isEmptyValue(value)) return undefined;
  switch (row.op) {
    case 'contains': {
      const s = String(value).trim();
      return s === '' ? undefined : s;
    }
    case 'eq':
      if (Array.isArray(value)) return row.type === 'cascader' ? value[value.length - 1] : value[0];
      return typeof value === 'string' ? value.trim() : value;
    case 'in':
      return Array.isArray(value) ? value.filter((v) => v !== null && v !== undefined && v !== '') : [value];
    case 'tree':
      return (Array.isArray(value) ? value : [value]).filter((v) => v !== null && v !== undefined && v !== '').map(String);
    case 'empty':
      return typeof value === 'boolean' ? value : value === 'true' || value === 1;
    case 'range': {
      if (!Array.isArray(value)) return [value, value]; // a single date-picker day used as a range
      const [from = null, to = null] = value as unknown[];
      const norm = (v: unknown) => (v === undefined || v === '' ? null : v);
      return norm(from) === null && norm(to) === null ? undefined : [norm(from), norm(to)];
    }
  }
}

/** The `filters` object of the list call: only rows with an op and a non-empty value. */
export function toRequestFilters(rows: FilterRow[], values: FilterValues): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const row of rows) {
    if (row.show === false || !hasValue(row)) continue;
    const v = requestValue(row, values[row.prop]);
    if (v !== undefined) filters[row.prop] = v;
  }
  return filters;
}

/** Stable text of the request filters, to compare with the last searched snapshot. */
export function snapshotOf(filters: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(filters).sort().map((k) => [k, filters[k]]));
}

/** Choices of a row from its field's dictionary (keys are the values as strings). */
export function dictOptions(field: ScreenField | undefined, lang: Lang): Option[] {
  if (!field?.dict) return [];
  return Object.entries(field.dict).map(([key, label]) => ({
    value: field.kind === 'boolean' ? key === 'true' : field.kind === 'integer' || field.kind === 'number' ? Number(key) : key,
    label: lang === 'en' ? label.en : label.zh,
  }));
}

function findLabel(options: Option[] | undefined, value: unknown): string | undefined {
  for (const o of options ?? []) {
    if (String(o.value) === String(value)) return o.label;
    const inner = findLabel(o.children, value);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

export interface Chip {
  key: string;
  name: string;
  value: string;
  /** The value is a date range (spec 3.17). */
  dateRange: boolean;
}

export interface ChipTexts {
  lang: Lang;
  isEmpty: string;
  notEmpty: string;
}

/** The text of a row's value in the selected-conditions row. */
export function chipValueText(row: FilterRow, value: unknown, options: Option[] | undefined, texts: ChipTexts): string {
  const sep = texts.lang === 'en' ? ', ' : '、';
  if (row.type === 'empty-check') return value === true || value === 'true' ? texts.isEmpty : texts.notEmpty;
  if (row.type === 'date-range' || row.type === 'number-range' || (row.op === 'range' && Array.isArray(value))) {
    const [from, to] = (value as unknown[]) ?? [];
    return `${from ?? ''} ~ ${to ?? ''}`;
  }
  if (row.type === 'cascader' && Array.isArray(value)) return value.map((v) => findLabel(options, v) ?? String(v)).join(' / ');
  const list = Array.isArray(value) ? value : [value];
  return list.map((v) => findLabel(options, v) ?? String(v)).join(sep);
}

/** Selected-condition chips: visible valued rows with a non-empty value, minus the excluded keys. */
export function chipsOf(
  rows: FilterRow[],
  values: FilterValues,
  options: Record<string, Option[] | undefined>,
  texts: ChipTexts,
  excluded: readonly string[] = [],
): Chip[] {
  const skip = new Set([...CHIP_EXCLUDED_KEYS, ...excluded]);
  const text = (l: I18n) => (texts.lang === 'en' ? l.en : l.zh);
  const chips: Chip[] = [];
  for (const row of rows) {
    if (row.show === false || !hasValue(row) || skip.has(row.prop)) continue;
    const value = values[row.prop];
    if (isEmptyValue(value)) continue;
    chips.push({
      key: row.prop,
      name: text(row.label),
      value: chipValueText(row, value, options[row.prop], texts),
      dateRange: row.type === 'date-range' || (row.op === 'range' && row.type === 'date-picker'),
    });
  }
  return chips;
}

/**
 * Clear-all (spec 4): strings become '', booleans false, arrays [], searchType 0; sort and paging keys stay.
 * Row values go back to their row's empty value, so a boolean filter (eq / empty-check) stops filtering
 * instead of turning into "false".
 */
export function clearValues(values: FilterValues, rows: FilterRow[]): FilterValues {
  const byProp = new Map(rows.map((r) => [r.prop, r]));
  const next: FilterValues = {};
  for (const [key, value] of Object.entries(values)) {
    const row = byProp.get(key);
    if (CLEAR_KEPT_KEYS.includes(key)) next[key] = value;
    else if (key === 'searchType') next[key] = 0;
    else if (row && hasValue(row)) next[key] = emptyValue(row);
    else if (typeof value === 'string') next[key] = '';
    else if (typeof value === 'boolean') next[key] = false;
    else if (Array.isArray(value)) next[key] = [];
    else next[key] = value === null || typeof value === 'object' ? null : undefined;
  }
  for (const row of rows) if (hasValue(row) && !(row.prop in next)) next[row.prop] = emptyValue(row);
  return next;
}
