// The custom-field contract on the client (spec 3.12): a definition as the server sends it, its type from the
// generated registry (schemas/custom-field-types), its parsed settings, and where a record keeps its values.
// Pure functions only; the views and the grid build on these.
import { customFieldKindByCode } from '../../generated/field-kinds';
import type { CustomFieldDef } from '../../generated/types';
import type { CustomFieldFilterOp, CustomFieldKindDef } from '../../shared/field-kinds';

export type { CustomFieldDef, CustomFieldKindDef, CustomFieldFilterOp };
export type Lang = 'zh' | 'en';
export type FieldConfig = Record<string, unknown>;

/** Most fields a list may pin (spec 5, 9: 最多可固定5项). */
export const PIN_LIMIT = 5;
/** Column id, filter prop and sort key prefix of a custom field: `cf:<id>`. */
export const CF_PREFIX = 'cf:';
export const cfKey = (id: number | string) => `${CF_PREFIX}${id}`;
export const isCfKey = (key: string) => key.startsWith(CF_PREFIX);
export const cfIdOf = (key: string) => key.slice(CF_PREFIX.length);

/** Row keys that hold a record's custom values by field id (users and enterprises; the trademark archive). */
export const VALUE_KEYS = ['customValues', 'customFieldInfo'] as const;

export function typeOf(def: Pick<CustomFieldDef, 'fieldType'>): CustomFieldKindDef | undefined {
  return customFieldKindByCode[def.fieldType];
}

export const titleOf = (def: Pick<CustomFieldDef, 'showFieldTitle' | 'fieldTitle'>) => def.showFieldTitle || def.fieldTitle;

/** The field's settings: fieldTypeInfoVo.contents, else the fieldContent text, over the type's defaults. */
export function configOf(def: Pick<CustomFieldDef, 'fieldType' | 'fieldContent'> & { fieldTypeInfoVo?: { contents: object } }): FieldConfig {
  const defaults = typeOf(def)?.defaultConfig ?? {};
  let contents: unknown = def.fieldTypeInfoVo?.contents;
  if (!contents || typeof contents !== 'object') {
    try {
      contents = def.fieldContent ? JSON.parse(def.fieldContent) : {};
    } catch {
      contents = {};
    }
  }
  return { ...defaults, ...(contents as FieldConfig) };
}

/** A record's custom values ({fieldId: value}). */
export function valuesOf(row: Record<string, unknown> | undefined | null): Record<string, unknown> {
  if (!row) return {};
  for (const key of VALUE_KEYS) {
    const v = row[key];
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  }
  return {};
}

export function valueOf(row: Record<string, unknown> | undefined | null, fieldId: number | string): unknown {
  return valuesOf(row)[String(fieldId)];
}

/** Writes one value into the row in place (null or empty removes it), under the key the row already uses. */
export function writeValue(row: Record<string, unknown>, fieldId: number | string, value: unknown) {
  const key = VALUE_KEYS.find((k) => row[k] && typeof row[k] === 'object') ?? VALUE_KEYS[0];
  const next = { ...valuesOf(row) };
  if (isEmptyValue(value)) delete next[String(fieldId)];
  else next[String(fieldId)] = value;
  row[key] = next;
}

export function isEmptyValue(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

/** Same value for saving purposes (arrays and objects by content, empties alike). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether the type can be a list filter (spec 4: not number, not attachment) and with which operator. */
export function filterOpOf(def: Pick<CustomFieldDef, 'fieldType'>): CustomFieldFilterOp | undefined {
  return typeOf(def)?.filterOps[0];
}
export const canFilter = (def: Pick<CustomFieldDef, 'fieldType'>) => !!filterOpOf(def);

/** Shown definitions in list order: pinned first, then by sort (the server's order, kept stable). */
export function orderDefs<T extends Pick<CustomFieldDef, 'isTop' | 'sort' | 'id'>>(defs: T[]): T[] {
  return [...defs].sort((a, b) => b.isTop - a.isTop || a.sort - b.sort || a.id - b.id);
}
