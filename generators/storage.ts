// Where an entity's records are stored, as its schema declares it (issue 9, "tables and entity schemas cannot
// drift"):
//   x-table              the table the records live in (writes go there; lists may read x-source, a view over it)
//   x-not-stored         instead of x-table, why the entity has no table of its own
//   x-column             on a property: its column when that is not the snake_case of its name
//   x-stored: false      on a property: no column holds the value as it is (the server derives it, or keeps only
//                        something made from it, as password -> password_hash)
//   x-column-type        on a property: the column's type when it is not the natural one of the JSON value
//                        (e.g. JSON text in the API, jsonb in the table)
//   x-internal-columns   columns of the table that are no field of the entity (tenant_id, search_grams, ...)
//   x-tenant-column      the column the tenant policy compares with app.tenant_id (default tenant_id)
// checkStorageKeywords checks these keywords with the other schema checks; compareWithTable compares an entity with
// its table as the migrations made it (tests/api/schema-drift.test.ts runs it on both databases).
import { SCHEMA_BASE } from './base';
import type { Json, JsonObject, Registry } from './load';
import { lookup, resolveUri } from './refs';

export type StorageKind = 'text' | 'integer' | 'number' | 'boolean' | 'datetime' | 'date' | 'json' | 'array';

export interface StoredField {
  prop: string;
  /** null for a field with x-stored: false. */
  column: string | null;
  kind: StorageKind;
  /** Element kind of an array field. */
  itemKind?: StorageKind;
  /** x-column-type: the one column type that holds it. */
  columnType?: string;
  nullable: boolean;
  required: boolean;
}

export interface StoredEntity {
  /** The file, e.g. entities/user.json. */
  name: string;
  table: string;
  /** The relation lists read: x-source, else the table. */
  source: string;
  tenantColumn: string;
  internalColumns: string[];
  fields: StoredField[];
}

/** A column as the catalogue describes it: udt_name (int4, _text, timestamptz, ...) and nullability. */
export interface ColumnInfo { name: string; type: string; nullable: boolean }

export interface TableInfo {
  columns: ColumnInfo[];
  rowSecurity: boolean;
  /** USING expressions of the table's policies, as pg_policies prints them. */
  policies: string[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const ENTITIES = SCHEMA_BASE + 'entities/';
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/** The tenant policy's condition on a column, as pg_policies prints it. */
export const tenantPolicy = (column: string) => `(${column} = (current_setting('app.tenant_id'::text))::integer)`;

/** Column types that hold each kind of value. */
const COLUMN_TYPES: Record<StorageKind, string[]> = {
  text: ['text', 'varchar', 'bpchar'],
  integer: ['int2', 'int4', 'int8'],
  number: ['int2', 'int4', 'int8', 'numeric', 'float4', 'float8'],
  boolean: ['bool'],
  datetime: ['timestamptz', 'timestamp'],
  date: ['date'],
  json: ['jsonb', 'json'],
  array: ['jsonb', 'json'],
};

interface Shape { types: Set<string>; formats: Set<string>; items: Array<{ node: Json; base: string }> }

/** Types, formats and array item schemas a schema allows, through $ref, anyOf, oneOf and allOf. */
function shapeOf(reg: Registry, node: Json, base: string, shape: Shape = { types: new Set(), formats: new Set(), items: [] }, seen = new Set<string>()): Shape {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return shape;
  if (typeof node.$ref === 'string') {
    const uri = resolveUri(node.$ref, base);
    if (!seen.has(uri)) {
      seen.add(uri);
      shapeOf(reg, lookup(reg, uri) ?? null, uri.split('#')[0], shape, seen);
    }
  }
  if (typeof node.type === 'string') shape.types.add(node.type);
  if (Array.isArray(node.type)) node.type.forEach((x) => shape.types.add(String(x)));
  const valueType = (v: Json) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);
  if (node.const !== undefined) shape.types.add(valueType(node.const));
  if (Array.isArray(node.enum)) node.enum.forEach((v) => shape.types.add(valueType(v)));
  if (typeof node.format === 'string') shape.formats.add(node.format);
  if (node.items !== undefined) shape.items.push({ node: node.items, base });
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(node[key])) (node[key] as Json[]).forEach((n) => shapeOf(reg, n, base, shape, seen));
  return shape;
}

function kindOf(reg: Registry, node: Json, base: string): { kind: StorageKind; itemKind?: StorageKind; nullable: boolean } {
  const { types, formats, items } = shapeOf(reg, node, base);
  const nullable = types.delete('null');
  const only = (...allowed: string[]) => types.size > 0 && [...types].every((x) => allowed.includes(x));
  if (only('string')) {
    if (formats.has('date-time')) return { kind: 'datetime', nullable };
    if (formats.has('date')) return { kind: 'date', nullable };
    return { kind: 'text', nullable };
  }
  if (only('integer')) return { kind: 'integer', nullable };
  if (only('integer', 'number')) return { kind: 'number', nullable };
  if (only('boolean')) return { kind: 'boolean', nullable };
  if (only('array')) {
    const item = items[0] ? kindOf(reg, items[0].node, items[0].base) : undefined;
    return { kind: 'array', itemKind: item?.kind, nullable };
  }
  return { kind: 'json', nullable };
}

const entityIds = (reg: Registry) => [...reg.files.keys()].filter((id) => id.startsWith(ENTITIES)).sort();

/** Entities with a table, with each property's column and kind. */
export function storedEntities(reg: Registry): StoredEntity[] {
  return entityIds(reg)
    .filter((id) => typeof reg.files.get(id)!.doc['x-table'] === 'string')
    .map((id) => {
      const doc = reg.files.get(id)!.doc;
      const required = new Set((doc.required ?? []) as string[]);
      const fields = Object.entries((doc.properties ?? {}) as JsonObject).map(([prop, raw]): StoredField => {
        const f = raw as JsonObject;
        return {
          prop,
          column: f['x-stored'] === false ? null : ((f['x-column'] as string | undefined) ?? snake(prop)),
          ...kindOf(reg, f, id),
          ...(typeof f['x-column-type'] === 'string' ? { columnType: f['x-column-type'] } : {}),
          required: required.has(prop),
        };
      });
      const table = doc['x-table'] as string;
      return {
        name: id.slice(SCHEMA_BASE.length),
        table,
        source: (doc['x-source'] as string | undefined) ?? table,
        tenantColumn: (doc['x-tenant-column'] as string | undefined) ?? 'tenant_id',
        internalColumns: (doc['x-internal-columns'] ?? []) as string[],
        fields,
      };
    });
}

function typeFits(field: StoredField, type: string): boolean {
  if (field.columnType) return type === field.columnType;
  if (COLUMN_TYPES[field.kind].includes(type)) return true;
  // A PostgreSQL array column (udt_name _text, _int4, ...) holds an array of its element type.
  return field.kind === 'array' && type.startsWith('_') && field.itemKind !== undefined && COLUMN_TYPES[field.itemKind].includes(type.slice(1));
}

/**
 * Problems between an entity and its table (and the view lists read, when that is another relation): every stored
 * field has a column of a type that holds it, not null when the field is required and not nullable; every column
 * of the table is a field or an internal column; the tenant column is there under the tenant policy.
 */
export function compareWithTable(entity: StoredEntity, table: TableInfo | undefined, source?: TableInfo): string[] {
  const at = `${entity.name} (table ${entity.table})`;
  if (!table) return [`${at}: the table does not exist`];
  const problems: string[] = [];
  const columns = new Map(table.columns.map((c) => [c.name, c]));
  const viewColumns = new Map((source?.columns ?? []).map((c) => [c.name, c]));
  for (const f of entity.fields) {
    if (f.column === null) continue;
    const c = columns.get(f.column);
    const v = viewColumns.get(f.column);
    if (!c && !v) {
      problems.push(`${at}: field ${f.prop} has no column ${f.column}${entity.source !== entity.table ? ` in ${entity.table} or ${entity.source}` : ''}`);
      continue;
    }
    const col = (c ?? v)!;
    if (!typeFits(f, col.type))
      problems.push(`${at}: field ${f.prop} (${f.columnType ?? f.kind}${f.itemKind ? ` of ${f.itemKind}` : ''}) does not fit column ${f.column} of type ${col.type}`);
    // A view does not carry nullability; the table does.
    if (c && f.required && !f.nullable && c.nullable) problems.push(`${at}: field ${f.prop} is required and not null, but column ${f.column} allows null`);
  }
  const fieldColumns = new Set(entity.fields.map((f) => f.column));
  const internal = new Set(entity.internalColumns);
  for (const c of table.columns)
    if (!fieldColumns.has(c.name) && !internal.has(c.name))
      problems.push(`${at}: column ${c.name} is neither a field nor in x-internal-columns`);
  for (const name of entity.internalColumns)
    if (!columns.has(name)) problems.push(`${at}: x-internal-columns names ${name}, which the table does not have`);
  if (!columns.has(entity.tenantColumn)) problems.push(`${at}: no tenant column ${entity.tenantColumn}`);
  if (!table.rowSecurity) problems.push(`${at}: row-level security is off`);
  if (!table.policies.includes(tenantPolicy(entity.tenantColumn))) problems.push(`${at}: no policy ${tenantPolicy(entity.tenantColumn)}`);
  return problems;
}

/** The schema check's part: the storage keywords are well formed and agree with each other. */
export function checkStorageKeywords(reg: Registry): string[] {
  const problems: string[] = [];
  const isId = (v: Json | undefined) => typeof v === 'string' && IDENTIFIER.test(v);
  for (const id of entityIds(reg)) {
    const { file, doc } = reg.files.get(id)!;
    const stored = doc['x-table'] !== undefined;
    if (stored === (doc['x-not-stored'] !== undefined))
      problems.push(`${file}: say where the records are stored (x-table) or why they are not (x-not-stored), one of the two`);
    if (doc['x-not-stored'] !== undefined && !(typeof doc['x-not-stored'] === 'string' && doc['x-not-stored'].trim()))
      problems.push(`${file}: x-not-stored must say why`);
    for (const key of ['x-table', 'x-source', 'x-tenant-column'])
      if (doc[key] !== undefined && !isId(doc[key])) problems.push(`${file}: ${key} must be a lower-case SQL name`);
    for (const key of ['x-source', 'x-tenant-column', 'x-internal-columns'])
      if (!stored && doc[key] !== undefined) problems.push(`${file}: ${key} needs x-table`);
    const internal = doc['x-internal-columns'];
    if (internal !== undefined && !(Array.isArray(internal) && internal.every(isId) && new Set(internal).size === internal.length))
      problems.push(`${file}: x-internal-columns must be distinct lower-case SQL names`);
    const byColumn = new Map<string, string>();
    for (const [prop, raw] of Object.entries((doc.properties ?? {}) as JsonObject)) {
      const f = raw as JsonObject;
      for (const key of ['x-column', 'x-column-type'])
        if (f[key] !== undefined && !isId(f[key])) problems.push(`${file}: ${prop}.${key} must be a lower-case SQL name`);
      if (f['x-stored'] !== undefined && f['x-stored'] !== false) problems.push(`${file}: ${prop}.x-stored can only be false`);
      if (f['x-stored'] === false && (f['x-column'] !== undefined || f['x-column-type'] !== undefined))
        problems.push(`${file}: ${prop} is not stored (x-stored: false), so it has no x-column or x-column-type`);
      if (!stored || f['x-stored'] === false) continue;
      const column = (f['x-column'] as string | undefined) ?? snake(prop);
      if (byColumn.has(column)) problems.push(`${file}: ${prop} and ${byColumn.get(column)} both map to column ${column}`);
      byColumn.set(column, prop);
      if (Array.isArray(internal) && internal.includes(column)) problems.push(`${file}: ${column} is the column of ${prop} and also in x-internal-columns`);
    }
  }
  return problems;
}
