// Screens (schemas/screens): resolved against their entity into everything derived from them: the list
// call's request schema, the form calls' request schemas, the server list spec and the client definition.
import { SCHEMA_BASE } from './base';
import type { I18n, Json, JsonObject, Registry } from './load';
import { kindOfField } from './field-kinds';
import { lookup, resolveUri } from './refs';
import { dataScopeOf, type DataScopeDecl } from './data-scope';

export type FilterOp = 'eq' | 'in' | 'range' | 'contains' | 'empty' | 'tree';
/** array: a JSON array (e.g. tag ids, stored as text[]); json: any other object value (stored as jsonb). */
export type FieldKind = 'text' | 'integer' | 'number' | 'boolean' | 'datetime' | 'date' | 'json' | 'array';

export interface ResolvedField {
  prop: string;
  label: I18n;
  /** The field's JSON Schema with $refs resolved and x- keywords removed. */
  schema: JsonObject;
  kind: FieldKind;
  nullable: boolean;
  column: string;
  ops: FilterOp[];
  sortable: boolean;
  /**
   * x-sort-index "both": the table has an index for each direction of this key (ascending as "key asc nulls last,
   * id desc"), so the engine orders by it plainly instead of walking the descending index (lists/walk.ts).
   */
  sortIndexBoth: boolean;
  readonly: boolean;
  widget?: string;
  dict?: Record<string, I18n>;
  required: boolean;
  /** The field kind (schemas/field-kinds): x-kind or x-widget, else by dictionary and storage. */
  fieldKind: string;
}

export interface ResolvedEntity {
  id: string;
  title: string;
  label: I18n;
  table: string;
  source: string;
  softDelete?: string;
  searchGrams: string[];
  /** Text fields whose contains filter goes through the field's distinct values (x-search-values). */
  searchValues: string[];
  defaultSort: Array<{ key: string; asc: boolean }>;
  fields: Record<string, ResolvedField>;
  /** The field marked x-row-version: read with the record, sent back by form saves, checked and bumped. */
  rowVersion?: string;
  /** x-data-scope: who owns a record, which the roles' data scope narrows lists, gets and exports by (lists/data-scope.ts). */
  dataScope?: DataScopeDecl;
}

export interface ScreenDoc extends JsonObject {}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

function stripX(node: Json): Json {
  if (Array.isArray(node)) return node.map(stripX);
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).filter(([k]) => !k.startsWith('x-') && k !== 'description').map(([k, v]) => [k, stripX(v)]));
  return node;
}

/** Inlines $refs so that a field schema stands alone (for derived request schemas). */
export function inlineRefs(reg: Registry, node: Json, base: string): Json {
  if (Array.isArray(node)) return node.map((n) => inlineRefs(reg, n, base));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const uri = resolveUri(node.$ref, base);
    const target = lookup(reg, uri);
    const rest = Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$ref'));
    return { ...(inlineRefs(reg, target as Json, uri.split('#')[0]) as JsonObject), ...(inlineRefs(reg, rest, base) as JsonObject) };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlineRefs(reg, v, base)]));
}

function kindOf(schema: JsonObject): { kind: FieldKind; nullable: boolean } {
  const types = new Set<string>();
  const collect = (s: JsonObject) => {
    if (typeof s.type === 'string') types.add(s.type);
    if (Array.isArray(s.type)) s.type.forEach((t) => types.add(String(t)));
    if (s.const !== undefined) types.add(typeof s.const);
    if (Array.isArray(s.anyOf)) (s.anyOf as JsonObject[]).forEach(collect);
    if (Array.isArray(s.enum) && !s.type) (s.enum as Json[]).forEach((v) => types.add(v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v));
  };
  collect(schema);
  const nullable = types.delete('null');
  const formats = JSON.stringify(schema);
  if (formats.includes('"format":"date-time"')) return { kind: 'datetime', nullable };
  if (formats.includes('"format":"date"')) return { kind: 'date', nullable };
  if (types.has('integer')) return { kind: 'integer', nullable };
  if (types.has('number')) return { kind: 'number', nullable };
  if (types.has('boolean')) return { kind: 'boolean', nullable };
  if (types.has('string')) return { kind: 'text', nullable };
  if (types.size === 1 && types.has('array')) return { kind: 'array', nullable };
  return { kind: 'json', nullable };
}

export function resolveEntity(reg: Registry, entityId: string): ResolvedEntity {
  const file = reg.files.get(entityId);
  if (!file) throw new Error(`entity ${entityId} not found`);
  const doc = file.doc;
  const required = new Set((doc.required ?? []) as string[]);
  const fields: Record<string, ResolvedField> = {};
  for (const [prop, raw] of Object.entries((doc.properties ?? {}) as JsonObject)) {
    const f = raw as JsonObject;
    const inlined = inlineRefs(reg, f, entityId) as JsonObject;
    const schema = stripX(inlined) as JsonObject;
    const { kind, nullable } = kindOf(schema);
    fields[prop] = {
      prop,
      label: (inlined['x-label'] as unknown as I18n) ?? { zh: prop, en: prop },
      schema,
      kind,
      nullable,
      column: (f['x-column'] as string) ?? snake(prop),
      ops: ((f['x-filter'] ?? []) as FilterOp[]),
      sortable: f['x-sortable'] === true,
      sortIndexBoth: f['x-sort-index'] === 'both',
      readonly: f['x-readonly'] === true,
      widget: (f['x-kind'] ?? f['x-widget']) as string | undefined,
      dict: inlined['x-dict'] as unknown as Record<string, I18n> | undefined,
      required: required.has(prop),
      fieldKind: '',
    };
    fields[prop].fieldKind = kindOfField(reg, fields[prop]);
  }
  for (const f of Object.values(fields))
    if (((doc.properties as JsonObject)[f.prop] as JsonObject)['x-sort-index'] !== undefined && (!f.sortIndexBoth || !f.sortable))
      throw new Error(`${entityId}: ${f.prop}.x-sort-index must be "both", on a sortable field`);
  // The engine finds these fields' values through their sort index: text fields the list may sort by.
  for (const prop of (doc['x-search-values'] ?? []) as string[])
    if (fields[prop]?.kind !== 'text' || !fields[prop].sortable) throw new Error(`${entityId}: x-search-values names ${prop}, which is not a sortable text field`);
  const dataScope = doc['x-data-scope'] === undefined ? undefined : dataScopeOf(reg, entityId, doc['x-data-scope']);
  return {
    id: entityId,
    title: doc.title as string,
    label: doc['x-label'] as unknown as I18n,
    table: doc['x-table'] as string,
    source: (doc['x-source'] as string) ?? (doc['x-table'] as string),
    softDelete: doc['x-soft-delete'] as string | undefined,
    searchGrams: (doc['x-search-grams'] ?? []) as string[],
    searchValues: (doc['x-search-values'] ?? []) as string[],
    defaultSort: (doc['x-default-sort'] ?? [{ key: 'id', asc: false }]) as Array<{ key: string; asc: boolean }>,
    fields,
    rowVersion: Object.entries((doc.properties ?? {}) as JsonObject).find(([, f]) => (f as JsonObject)['x-row-version'] === true)?.[0],
    ...(dataScope ? { dataScope } : {}),
  };
}

export interface ResolvedScreen {
  id: string;
  doc: ScreenDoc;
  key: string;
  entity: ResolvedEntity;
  filters: Array<{ prop: string; op: FilterOp; row: JsonObject }>;
  sortable: string[];
}

const DEFAULT_OP: Record<string, FilterOp> = {
  input: 'contains', select: 'eq', 'radio-group': 'eq', cascader: 'in', 'checkbox-group': 'in', treeMultiple: 'tree', 'tree-select': 'tree',
  'date-picker': 'range', 'date-range': 'range', 'number-range': 'range', 'empty-check': 'empty',
};

export function entityIds(reg: Registry): string[] {
  return [...reg.files.keys()].filter((id) => id.startsWith(SCHEMA_BASE + 'entities/')).sort();
}

export function screenIds(reg: Registry): string[] {
  return [...reg.files.keys()].filter((id) => id.startsWith(SCHEMA_BASE + 'screens/')).sort();
}

export function resolveScreen(reg: Registry, screenId: string): ResolvedScreen {
  const doc = reg.files.get(screenId)?.doc as ScreenDoc | undefined;
  if (!doc) throw new Error(`screen ${screenId} not found`);
  const own = resolveEntity(reg, resolveUri(doc.entity as string, screenId));
  // A screen may read a view narrowing its entity's rows (schemas/_meta/screen.json "source").
  const entity = typeof doc.source === 'string' ? { ...own, source: doc.source } : own;
  const filter = doc.filter as JsonObject;
  // Slot rows are UI-only unless they name an operator (e.g. the custom-field filter of the archive).
  const filters = ((filter.rows ?? []) as JsonObject[])
    .filter((row) => row.type !== 'file-link' && (row.type !== 'slot' || row.op !== undefined))
    .map((row) => {
      const multiple = row.multiple === true && row.type === 'select';
      return { prop: row.prop as string, op: ((row.op as FilterOp) ?? (multiple ? 'in' : DEFAULT_OP[row.type as string])) as FilterOp, row };
    });
  const sortable = ((doc.columns ?? []) as JsonObject[])
    .filter((c) => (c.type ?? 'data') === 'data' || c.type === 'image')
    .filter((c) => c.sortable !== false && entity.fields[c.prop as string]?.sortable)
    .map((c) => c.prop as string);
  return { id: screenId, doc, key: doc.screen as string, entity, filters, sortable };
}

// ---- derived request schemas -------------------------------------------------------------------------

function nonNull(schema: JsonObject): JsonObject {
  const out = { ...schema };
  if (Array.isArray(out.type)) {
    const t = (out.type as string[]).filter((x) => x !== 'null');
    out.type = t.length === 1 ? t[0] : t;
  }
  if (Array.isArray(out.enum)) out.enum = (out.enum as Json[]).filter((v) => v !== null);
  if (Array.isArray(out.anyOf)) {
    const alts = (out.anyOf as JsonObject[]).filter((a) => a.type !== 'null');
    if (alts.length === 1) {
      delete out.anyOf;
      Object.assign(out, alts[0]);
    } else out.anyOf = alts;
  }
  return out;
}

/** The field's schema as a filter value: never null, and without a default (the validators run with
 * useDefaults, so a default would turn an absent filter into an applied one). */
function filterValue(schema: JsonObject): JsonObject {
  const out = nonNull(schema);
  delete out.default;
  return out;
}

/** A number-range end: the field's own type and bounds (an int4 column takes no more than its schema says), or null. */
function numericBound(schema: JsonObject): JsonObject {
  const own = nonNull(schema);
  const bounds = Object.fromEntries(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].filter((k) => own[k] !== undefined).map((k) => [k, own[k]]));
  return { type: [own.type === 'integer' ? 'integer' : 'number', 'null'], ...bounds };
}

export function filterValueSchema(field: ResolvedField, op: FilterOp): JsonObject {
  const label = { 'x-label': field.label as unknown as Json };
  switch (op) {
    case 'eq':
      // On an object (json) field eq is containment: at least one key, each with the value it must have.
      if (field.kind === 'json') return { ...filterValue(field.schema), minProperties: 1, maxProperties: 20, ...label };
      return { ...filterValue(field.schema), ...label };
    case 'in':
      // On an array field in means "has any of these" (like tree).
      if (field.kind === 'array') return { type: 'array', minItems: 1, maxItems: 500, items: filterValue((field.schema.items as JsonObject) ?? {}), ...label };
      return { type: 'array', minItems: 1, maxItems: 500, items: filterValue(field.schema), ...label };
    case 'contains':
      return { type: 'string', maxLength: 100, ...label };
    case 'empty':
      return { type: 'boolean', ...label };
    case 'tree':
      return { type: 'array', maxItems: 2000, items: { type: 'string', minLength: 1, maxLength: 64 }, ...label };
    case 'range': {
      const bound: JsonObject =
        field.kind === 'datetime' || field.kind === 'date' ? { type: ['string', 'null'], format: 'date' } : numericBound(field.schema);
      // [from, to], either may be null (open end).
      return { type: 'array', minItems: 2, maxItems: 2, items: bound, ...label };
    }
  }
}

/** Whether the screen's records take custom fields (schemas/custom-field-modules.json names the screen). */
export function hasCustomFields(reg: Pick<Registry, 'files'>, s: ResolvedScreen): boolean {
  const doc = reg.files.get(SCHEMA_BASE + 'custom-field-modules.json')?.doc;
  return ((doc?.modules ?? []) as JsonObject[]).some((m) => m.screen === s.key);
}

/**
 * Custom fields are defined at run time, so the request only fixes their shape ({fieldId: {op, value}},
 * sort keys cf:<id>); the engine checks each against the field's type (src/server/lists/custom-filters.ts).
 */
const CUSTOM_FILTERS: JsonObject = {
  type: 'object',
  maxProperties: 20,
  propertyNames: { pattern: '^[0-9]{1,9}$' },
  additionalProperties: {
    type: 'object',
    required: ['op', 'value'],
    additionalProperties: false,
    properties: {
      op: { enum: ['eq', 'in', 'range', 'contains', 'empty'] },
      // Checked against the field's type by the engine; here only its shape: a value, a list or a [from, to].
      value: {
        type: ['string', 'number', 'boolean', 'array', 'null'],
        maxLength: 200,
        minimum: -1e15,
        maximum: 1e15,
        maxItems: 100,
        // Dates and choices are strings; money ranges are amounts.
        items: { type: ['string', 'number', 'null'], maxLength: 200, minimum: -1e15, maximum: 1e15 },
      },
    },
  },
  'x-label': { zh: '自定义字段筛选', en: 'Custom field filters' },
};

export function listRequestSchema(s: ResolvedScreen, reg?: Pick<Registry, 'files'>): JsonObject {
  const filters: JsonObject = {};
  for (const f of s.filters) filters[f.prop] = filterValueSchema(s.entity.fields[f.prop], f.op);
  const custom = reg ? hasCustomFields(reg, s) : false;
  const label = { zh: '排序字段', en: 'Sort field' };
  const sortKey: JsonObject = s.sortable.length ? { enum: s.sortable, 'x-label': label } : { not: {} };
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      pageNo: { $ref: '../_shared/list-query.json#/properties/pageNo' },
      pageSize: { $ref: '../_shared/list-query.json#/properties/pageSize' },
      countOnly: { $ref: '../_shared/list-query.json#/properties/countOnly' },
      sorts: {
        type: 'array',
        maxItems: 5,
        items: {
          type: 'object',
          required: ['key', 'asc'],
          additionalProperties: false,
          properties: {
            key: { ...(custom ? { anyOf: [sortKey, { type: 'string', pattern: '^cf:[0-9]{1,9}$', 'x-label': label }] } : sortKey), 'x-label': label },
            asc: { type: 'boolean' },
          },
        },
        'x-label': { zh: '排序', en: 'Sort' },
      },
      filters: { type: 'object', additionalProperties: false, properties: filters, 'x-label': { zh: '筛选条件', en: 'Filters' } },
      ...(custom ? { customFilters: CUSTOM_FILTERS } : {}),
    },
  };
}

export function exportRequestSchema(s: ResolvedScreen, reg?: Pick<Registry, 'files'>): JsonObject {
  const list = listRequestSchema(s, reg);
  const props = { ...(list.properties as JsonObject) };
  delete props.pageNo;
  delete props.pageSize;
  const columns = ((s.doc.columns ?? []) as JsonObject[]).filter((c) => (c.type ?? 'data') === 'data').map((c) => c.prop as string);
  // Screens with custom fields also export their columns (cf:<id>, in the grid's order).
  const column: JsonObject = reg && hasCustomFields(reg, s) ? { anyOf: [{ enum: columns }, { type: 'string', pattern: '^cf:[1-9][0-9]{0,9}$' }] } : { enum: columns };
  props.columns = { type: 'array', minItems: 1, maxItems: 200, uniqueItems: true, items: column, 'x-label': { zh: '导出列', en: 'Columns' } };
  props.ids = { type: 'array', maxItems: 10000, items: { $ref: '../_shared/common.json#/$defs/id' }, 'x-label': { zh: '选中记录', en: 'Selected rows' } };
  // Without columns there is nothing to write: required, like in the client's export body.
  return { ...list, required: ['columns'], properties: props };
}

export function formFields(s: ResolvedScreen, mode: 'create' | 'update'): JsonObject[] {
  const form = s.doc.form as JsonObject | undefined;
  return ((form?.fields ?? []) as JsonObject[]).filter((f) => !f.on || f.on === 'both' || f.on === mode);
}

/**
 * The record's custom-field values in a create or update body ({fieldId: value}; null clears on update). Fields are
 * defined at run time, so the server checks each value by its field's kind and 是否必填 (src/server/custom-fields).
 */
const CUSTOM_VALUES: JsonObject = {
  type: 'object',
  maxProperties: 200,
  propertyNames: { pattern: '^[1-9][0-9]{0,9}$' },
  additionalProperties: {},
  'x-label': { zh: '自定义字段', en: 'Custom fields' },
};

export function formRequestSchema(s: ResolvedScreen, mode: 'create' | 'update', reg?: Pick<Registry, 'files'>): JsonObject {
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const f of formFields(s, mode)) {
    const field = s.entity.fields[f.prop as string];
    const prop: JsonObject = { ...field.schema, 'x-label': field.label as unknown as Json };
    // A default fills a new record only: on update an absent field stays as it is (the validators use defaults).
    if (mode === 'update') delete prop.default;
    properties[f.prop as string] = prop;
    if (f.required) required.push(f.prop as string);
  }
  if (mode === 'update') {
    properties.id = { $ref: '../_shared/common.json#/$defs/id', 'x-label': { zh: '编号', en: 'ID' } };
    required.unshift('id');
    // The version the form was read at: a save over a newer one is refused (lost updates).
    const version = s.entity.rowVersion;
    if (version) {
      properties[version] = { $ref: '../_shared/common.json#/$defs/rowVersion', 'x-label': s.entity.fields[version].label as unknown as Json };
      required.splice(1, 0, version);
    }
  }
  if (reg && hasCustomFields(reg, s)) properties.customValues = CUSTOM_VALUES;
  return { type: 'object', additionalProperties: false, required, properties };
}
