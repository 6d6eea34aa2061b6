// The generated create/update Formily schemas made ready for one language (title / x-title-en, enum
// label / labelEn), their x- metadata collected (x-kind, x-nullable, x-options-call), and the submitted
// values normalised for the create/update calls.
import dayjs from 'dayjs';
import type { FieldKind, FormilySchema } from '../screen-types';

export type Lang = 'zh' | 'en';
export interface FieldMeta {
  kind?: FieldKind;
  nullable: boolean;
  optionsCall?: string;
  required: boolean;
  /** The field kind (x-field-kind) whose converter turns the input into the stored value, with its settings. */
  fieldKind?: string;
  config?: Record<string, unknown>;
}
export interface PreparedSchema { schema: FormilySchema; meta: Record<string, FieldMeta> }

/** ArrayTable leaks this key into submitted rows (ARCHITECTURE pitfalls). */
const ARRAY_INDEX_KEY = '__DO_NOT_USE_THIS_PROPERTY_index__';
export const ISO_FORMAT = 'YYYY-MM-DDTHH:mm:ss.SSSZ';

type Node = Record<string, unknown> & { properties?: Record<string, Node>; items?: Node };

function localizeNode(node: Node, lang: Lang, meta: Record<string, FieldMeta> | null, name?: string): Node {
  const { 'x-title-en': titleEn, 'x-kind': kind, 'x-nullable': nullable, 'x-options-call': optionsCall, properties, items, ...rest } = node;
  const out: Node = { ...rest };
  if (lang === 'en' && typeof titleEn === 'string') out.title = titleEn;
  if (Array.isArray(node.enum))
    out.enum = (node.enum as Array<{ value: unknown; label?: string; labelEn?: string } | string | number>).map((e) =>
      typeof e === 'object' && e !== null ? { value: e.value, label: lang === 'en' ? (e.labelEn ?? e.label) : e.label } : { value: e, label: String(e) },
    );
  if (meta && name !== undefined && node.type !== 'void')
    meta[name] = {
      kind: kind as FieldKind | undefined,
      nullable: nullable === true,
      optionsCall: typeof optionsCall === 'string' ? optionsCall : undefined,
      required: node.required === true,
      fieldKind: typeof node['x-field-kind'] === 'string' ? node['x-field-kind'] : undefined,
      config: (node['x-component-props'] as { config?: Record<string, unknown> } | undefined)?.config,
    };
  if (properties) {
    out.properties = {};
    // Only the top level is the call's body; nested objects keep their own shape.
    for (const [k, child] of Object.entries(properties)) out.properties[k] = localizeNode(child, lang, meta && node.type !== 'void' && name === undefined ? meta : null, k);
  }
  if (items) out.items = localizeNode(items, lang, null);
  return out;
}

/**
 * The schema for one language. `order` (e.g. the screen's column order) places the fields when the schema
 * carries no x-index: the generated properties come sorted by name, which is no reading order.
 */
export function prepareSchema(schema: FormilySchema, lang: Lang, order: string[] = []): PreparedSchema {
  const meta: Record<string, FieldMeta> = {};
  const out = localizeNode(schema as Node, lang, meta);
  const props = out.properties;
  if (props && !Object.values(props).some((p) => p['x-index'] !== undefined)) {
    const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
    const keys = Object.keys(props).map((k, i) => ({ k, i })).sort((a, b) => rank(a.k) - rank(b.k) || a.i - b.i);
    out.properties = Object.fromEntries(keys.map(({ k }, i) => [k, { ...props[k], 'x-index': i }]));
  }
  return { schema: out, meta };
}

/** The form's starting values on update: the row's values of the schema's fields (null shown as empty). */
export function initialValues(row: Record<string, unknown> | undefined, meta: Record<string, FieldMeta>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!row) return values;
  for (const key of Object.keys(meta)) if (row[key] !== null && row[key] !== undefined) values[key] = row[key];
  return values;
}

function stripArrayIndex(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripArrayIndex);
  if (value && typeof value === 'object' && !dayjs.isDayjs(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (k !== ARRAY_INDEX_KEY) out[k] = stripArrayIndex(v);
    return out;
  }
  return value;
}

/**
 * The body of the create/update call: only the schema's fields; undefined dropped; '' becomes null for
 * nullable fields and is left out for the others; datetimes as ISO strings with offset.
 */
export function toSubmitBody(
  values: Record<string, unknown>,
  meta: Record<string, FieldMeta>,
  /** The field kind's conversion of an input value (e.g. number text -> number); absent: values as they are. */
  convert?: (value: unknown, m: FieldMeta) => unknown,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, m] of Object.entries(meta)) {
    let v = convert && values[key] !== undefined ? convert(values[key], m) : values[key];
    if (v === undefined) continue;
    if (typeof v === 'string' && v.trim() === '') {
      if (m.nullable) body[key] = null;
      continue;
    }
    if (v === null) {
      if (m.nullable) body[key] = null;
      continue;
    }
    if (m.kind === 'datetime' && (typeof v === 'string' || dayjs.isDayjs(v) || v instanceof Date)) {
      const d = dayjs(v as string);
      v = d.isValid() ? d.format(ISO_FORMAT) : v;
    } else if (m.kind === 'date' && dayjs.isDayjs(v)) {
      v = v.format('YYYY-MM-DD');
    }
    body[key] = stripArrayIndex(v);
  }
  return body;
}
