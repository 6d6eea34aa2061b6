// The generic list engine: from a list spec (generated from an entity + screen) and a validated list
// request, parameterised SQL for one page and for a total capped at 10,000. Values are always bound
// parameters; identifiers come only from the generated spec, never from the request.
import type { CustomFieldDef } from '../../generated/types';
import { CUSTOM_SORT_PREFIX, customConditions, customSortKey, valueFilterProps, type CustomFilter } from './custom-filters';
import { cappedCountSql, PAGE_TOTAL_CAP } from './paging';
import { containsPattern, normalize, spacedTerm, termGrams } from './search';
import type { FilterOp, ListField, ListSpec } from './spec-types';
import type { Queryable } from '../db/types';
import { specScopeCondition, type DataScope } from './data-scope';

export interface ListRequest {
  pageNo?: number;
  pageSize?: number;
  sorts?: Array<{ key: string; asc: boolean }>;
  filters?: Record<string, unknown>;
  /** Custom-field filters {fieldId: {op, value}} (screens whose records take custom fields). */
  customFilters?: Record<string, CustomFilter>;
  /** The total alone, no rows: asked after a page came with totalPending (lists/count-budget.ts). */
  countOnly?: boolean;
}

/** Whether a request needs the module's custom-field definitions (custom filters, values filters or cf: sorts). */
export function usesCustomFields(req: ListRequest, spec: ListSpec): boolean {
  return (
    Object.keys(req.customFilters ?? {}).length > 0 ||
    valueFilterProps(spec, req.filters).length > 0 ||
    (req.sorts ?? []).some((s) => s.key.startsWith(CUSTOM_SORT_PREFIX))
  );
}

export interface ListQuery {
  /**
   * One page of rows as a deferred join: the page's ids first (idsSql, which reads only what the WHERE and
   * ORDER BY need, index-only where an index fits), then only those rows fetched and decorated (view columns
   * such as tag labels, dates as text) in the ids' order.
   */
  rowsSql: string;
  /** The page's ids in list order (ORDER BY ..., id LIMIT/OFFSET). */
  idsSql: string;
  /**
   * rowsSql with one row more when one follows the page (runList drops it): a short page then gives the total
   * (offset + its rows), and a row past the cap says the total is capped, without the count query.
   */
  rowsAndNextSql: string;
  /** Every matching row in list order, no LIMIT (exports append their own). */
  orderedSql: string;
  /** Matching rows counted up to the cap + 1. */
  countSql: string;
  /**
   * Set when the request has a condition only the table's rows settle (rowBound): the matching rows up to the cap
   * + 1 read once, in whatever order is cheapest, with their sort values — their number (n) and, when that is
   * the whole list (n <= the cap), the page's ids sorted from them (ids). The count reads those rows anyway; the
   * page then needs no second read of them.
   */
  firstRowsSql: string | null;
  params: unknown[];
  pageNo: number;
  pageSize: number;
  /** Set when the page is better found by walking the sort key's index (see walk.ts): one plain sort key, ascending. */
  walk: KeyWalk | null;
  /** Set when a frequent term's page is likely among the first rows in list order (see probeSql). */
  probe: {
    /** The probe reading at most `rows` rows in list order, and the count of the rows it may read (up to `rows`). */
    sql: (rows: number) => string; params: unknown[]; scannedSql: (rows: number) => string; scannedParams: unknown[];
    /** The rows up to the page's end (offset + size), which the probe must find among the rows it reads. */
    end: number;
    estimateSql: string; estimateParams: unknown[];
    /** Whether other conditions than the terms narrow the rows (filters, custom fields, the caller's scope). */
    narrowed: boolean;
  } | null;
}

/**
 * Rows in list order a probe reads (probeSql): twice what the term's estimated share needs for the page's end,
 * at least PROBE_MIN_ROWS (the scan stops at the page's last hit anyway) and at most PROBE_MAX_ROWS: a rarer term
 * goes to the GIN index, whose heap reads of every match then cost less than the scan. Pages ending past
 * PROBE_MAX_END skip it.
 */
export const PROBE_MIN_ROWS = 4000;
export const PROBE_MAX_ROWS = 12000;
const PROBE_MAX_END = 500;

/** How many rows a probe reads for a term of this estimated share, or null when the GIN index should answer it. */
export function probeRows(end: number, share: number): number | null {
  const rows = Math.ceil((2 * end) / Math.max(share, 1e-9));
  return rows > PROBE_MAX_ROWS ? null : Math.max(rows, PROBE_MIN_ROWS);
}

/** What walk.ts needs to page a one-key ascending sort exactly (ties by id desc, nulls last) over a (key desc nulls last, id desc) index. */
export interface KeyWalk {
  source: string;
  /** The key column, qualified (t."col"). */
  column: string;
  /** Cast of the key's text form back to its type. */
  cast: string;
  nullable: boolean;
  /** WHERE conditions of the request (soft delete included), without the leading "where". */
  conditions: string[];
}

/** China has one time zone and no daylight saving: day filters are whole days in UTC+8. */
export const BUSINESS_UTC_OFFSET = '+08:00';

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier ${name}`);
  return `"${name}"`;
};

const ARRAY_CAST: Record<string, string> = { integer: 'int[]', number: 'numeric[]', text: 'text[]', boolean: 'boolean[]', date: 'date[]', datetime: 'timestamptz[]', json: 'text[]', array: 'text[]' };

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** Matching values of x-search-values fields, found before the query (resolveValueSets) so the planner sees them. */
export type ValueSets = Record<string, string[]>;

/**
 * The distinct values of a searchValues field matching a LIKE pattern (a parameter): a loose scan of the field's
 * sort index (tenant_id, key desc [nulls last], id desc), one probe per distinct value, each value checked.
 */
export function valueSetSql(spec: ListSpec, prop: string, pattern: string): string {
  const f = spec.fields[prop];
  const c = `s.${ident(f.column)}`;
  const desc = f.nullable ? 'desc nulls last' : 'desc';
  const live = spec.softDelete ? `s.${ident(spec.softDelete)} is null and ` : '';
  const src = ident(spec.source);
  return `with recursive v(x) as (
      (select ${c} from ${src} s where ${live}${c} is not null order by ${c} ${desc} limit 1)
      union all
      select (select ${c} from ${src} s where ${live}${c} < v.x order by ${c} ${desc} limit 1) from v where v.x is not null
    ) select x from v where x ilike ${pattern}`;
}

/** The values each x-search-values contains filter of the request matches (one loose index scan each). */
export async function resolveValueSets(db: Queryable, spec: ListSpec, filters: Record<string, unknown> | undefined): Promise<ValueSets | undefined> {
  let out: ValueSets | undefined;
  for (const prop of spec.searchValues ?? []) {
    if (spec.filters[prop] !== 'contains' || typeof filters?.[prop] !== 'string') continue;
    const term = spacedTerm(filters[prop] as string);
    if (!term) continue;
    const r = await db.query<{ v: string[] | null }>(`select array(${valueSetSql(spec, prop, '$1')}) as v`, [containsPattern(term)]);
    (out ??= {})[prop] = r.rows[0].v ?? [];
  }
  return out;
}

function condition(spec: ListSpec, prop: string, op: FilterOp, value: unknown, p: Params, valueSets?: ValueSets): string | null {
  const field = spec.fields[prop];
  const col = `t.${ident(field.column)}`;
  switch (op) {
    case 'eq':
      // An object (jsonb) field: containment, {fieldId: value, ...} all present (GIN jsonb_path_ops).
      if (field.kind === 'json') return `${col} @> ${p.add(JSON.stringify(value))}::jsonb`;
      return `${col} = ${p.add(value)}`;
    case 'in':
    case 'tree':
      if (!(value as unknown[]).length) return null;
      // An array (text[]) field: has any of the values (GIN-indexable overlap).
      // An array (text[] or int[]) field: has any of the values (GIN-indexable overlap); the request schema has
      // checked the items' type, so numbers come only for an integer array.
      if (field.kind === 'array') return `${col} && ${p.add(value)}::${typeof (value as unknown[])[0] === 'number' ? 'int' : 'text'}[]`;
      if (op === 'tree') return `${col}::text = any(${p.add(value)}::text[])`;
      return `${col} = any(${p.add(value)}::${ARRAY_CAST[field.kind]})`;
    case 'contains': {
      const term = normalize(String(value ?? ''));
      if (!term) return null;
      // The stored value keeps its spaces: "apple inc" finds "Apple Inc" (the term's spaces kept, as one).
      const spaced = spacedTerm(String(value));
      if (spec.searchValues?.includes(prop)) {
        // The same rows as "col ilike pattern": a value matches or it does not, and null never does.
        const known = valueSets?.[prop];
        if (known) return `${col} = any(${p.add(known)}::text[])`;
        return `${col} = any(array(${valueSetSql(spec, prop, p.add(containsPattern(spaced)))}))`;
      }
      const index = spec.searchGrams.indexOf(prop);
      if (index < 0) return `${col} ilike ${p.add(containsPattern(spaced))}`;
      // Index (all grams present) and adjacency on the value itself or its pinyin forms. In a WHERE clause the
      // planner puts the grams first (the index condition); evaluated per row (the probe's hit) the short texts
      // go first, so that the rows that miss never unpack their grams (~800 bytes each). The grams ignore white
      // space, and so does the last recheck: "星河科技" and "星河 科技" find each other, whichever was typed.
      const like = p.add(containsPattern(term));
      const grams = p.add(termGrams(index, term));
      return `((${col} ilike ${like} or t.search_text like ${like} or (${col} ~ '\\s' and regexp_replace(${col}, '\\s+', '', 'g') ilike ${like})) and t.search_grams @> ${grams}::text[])`;
    }
    case 'empty': {
      const isEmpty =
        field.kind === 'text' ? `(${col} is null or ${col} = '')`
        : field.kind === 'array' ? `coalesce(cardinality(${col}), 0) = 0`
        : field.kind === 'json' ? `(${col} is null or ${col} = '{}'::jsonb)`
        : `${col} is null`;
      return value ? isEmpty : `not ${isEmpty}`;
    }
    case 'range': {
      const [from, to] = value as [unknown, unknown];
      const parts: string[] = [];
      if (field.kind === 'datetime') {
        if (from) parts.push(`${col} >= ${p.add(`${from}T00:00:00${BUSINESS_UTC_OFFSET}`)}::timestamptz`);
        if (to) parts.push(`${col} < ${p.add(`${nextDay(String(to))}T00:00:00${BUSINESS_UTC_OFFSET}`)}::timestamptz`);
      } else if (field.kind === 'date') {
        if (from) parts.push(`${col} >= ${p.add(from)}::date`);
        if (to) parts.push(`${col} <= ${p.add(to)}::date`);
      } else {
        if (from !== null && from !== undefined) parts.push(`${col} >= ${p.add(from)}`);
        if (to !== null && to !== undefined) parts.push(`${col} <= ${p.add(to)}`);
      }
      return parts.length ? parts.join(' and ') : null;
    }
  }
}

/** WHERE clause of the request's filters (soft-deleted rows always excluded). Tenant scope is row-level security's. */
export function whereClause(spec: ListSpec, filters: Record<string, unknown> | undefined, p: Params, extra: string[] = [], valueSets?: ValueSets): string {
  const parts = whereConditions(spec, filters, p, extra, valueSets);
  return parts.length ? `where ${parts.join(' and ')}` : '';
}

/** The conditions of whereClause, unjoined. */
export function whereConditions(spec: ListSpec, filters: Record<string, unknown> | undefined, p: Params, extra: string[] = [], valueSets?: ValueSets): string[] {
  const parts = [...extra];
  if (spec.softDelete) parts.push(`t.${ident(spec.softDelete)} is null`);
  for (const [prop, value] of Object.entries(filters ?? {})) {
    const op = spec.filters[prop];
    if (!op) throw new Error(`filter ${prop} is not in the list spec of ${spec.screen}`); // the validator rejects it first
    if (value === undefined || value === null) continue;
    const c = condition(spec, prop, op, value, p, valueSets);
    if (c) parts.push(c);
  }
  return parts;
}

/** The sort keys the request names that the spec allows (else the default order). */
function effectiveSorts(spec: ListSpec, sorts: ListRequest['sorts']) {
  const chosen = sorts?.length ? sorts : spec.defaultSort;
  return chosen.filter((s) => s.key.startsWith(CUSTOM_SORT_PREFIX) || (spec.fields[s.key] && (spec.sortable.includes(s.key) || spec.defaultSort.includes(s))));
}

const KEY_CAST: Partial<Record<ListField['kind'], string>> = { text: 'text', integer: 'integer', number: 'numeric', date: 'date', datetime: 'timestamptz', boolean: 'boolean' };

/**
 * A one-key ascending sort on a column: its page is found by walking the key's index (walk.ts) rather than by
 * ORDER BY key asc nulls last, id desc, which no single index serves together with the descending order
 * (ORDER BY key desc nulls last, id desc, a plain forward scan of the same index).
 */
function keyWalk(spec: ListSpec, sorts: ListRequest['sorts'], source: string, conditions: string[]): KeyWalk | null {
  const keys = effectiveSorts(spec, sorts);
  if (keys.length !== 1 || !keys[0].asc || keys[0].key.startsWith(CUSTOM_SORT_PREFIX)) return null;
  const f = spec.fields[keys[0].key];
  const cast = KEY_CAST[f.kind];
  if (!cast || f.column === 'id') return null;
  // A NOT NULL key of open values (a name, a timestamp) has small runs of ties: the backward scan of its index
  // with an incremental sort of each run serves the plain ORDER BY (and better under a frequent filter). Nullable
  // keys (nulls would come first) and keys with a dictionary (runs of 100,000 equal values) take the walk.
  if (!f.nullable && !spec.dicts[keys[0].key]) return null;
  // An index of the ascending order ("key asc nulls last, id desc") serves the plain ORDER BY in one forward scan.
  if (f.ascIndex) return null;
  return { source, column: `t.${ident(f.column)}`, cast, nullable: f.nullable, conditions };
}

export function orderClause(spec: ListSpec, sorts: ListRequest['sorts'], customFields: CustomFieldDef[] = []): string {
  return `order by ${orderTerms(spec, sorts, customFields).map((x) => `${x.expr} ${x.direction}`).join(', ')}`;
}

/** The list order as value expressions (over t) and directions, the id last: ORDER BY of orderClause. */
export function orderTerms(spec: ListSpec, sorts: ListRequest['sorts'], customFields: CustomFieldDef[] = []): Array<{ expr: string; direction: string }> {
  const chosen = sorts?.length ? sorts : spec.defaultSort;
  // Custom-field keys keep their place among the others.
  const custom = new Map(chosen.filter((s) => s.key.startsWith(CUSTOM_SORT_PREFIX)).map((s) => [s, customSortKey(customFields, s.key, s.asc)]));
  const keys = chosen.filter((s) => custom.has(s) || (spec.fields[s.key] && (spec.sortable.includes(s.key) || spec.defaultSort.includes(s))));
  // Nulls go last either way; said only for nullable fields, so a NOT NULL sort column's plain btree index
  // (default DESC NULLS FIRST) still serves the order: the planner does not relax NULLS LAST by itself.
  const terms = keys.map((s) => {
    if (custom.has(s)) return custom.get(s)!;
    const f = spec.fields[s.key];
    return { expr: `t.${ident(f.column)}`, direction: `${s.asc ? 'asc' : 'desc'}${f.nullable && !s.asc ? ' nulls last' : ''}` };
  });
  if (!keys.some((s) => s.key === 'id')) terms.push({ expr: 't.id', direction: 'desc' });
  return terms;
}

export function selectList(spec: ListSpec): string {
  return spec.select
    .map((prop) => {
      const f = spec.fields[prop];
      // Dates as text: the drivers would turn them into Dates at local midnight, which shifts days off UTC.
      const value = f.kind === 'date' ? `to_char(t.${ident(f.column)}, 'YYYY-MM-DD')` : `t.${ident(f.column)}`;
      return `${value} as ${JSON.stringify(prop)}`;
    })
    .join(', ');
}

export function buildListQuery(
  spec: ListSpec,
  req: ListRequest,
  options: { extraWhere?: string[]; ids?: number[]; customFields?: CustomFieldDef[]; valueSets?: ValueSets; scope?: DataScope } = {},
): ListQuery {
  // The caller's data scope (entities with x-data-scope): one more condition for the page, the count, the walk and the probe.
  const scoped = specScopeCondition(spec, options.scope);
  if (scoped) options = { ...options, extraWhere: [...(options.extraWhere ?? []), scoped] };
  const pageNo = req.pageNo ?? 1;
  const pageSize = req.pageSize ?? 20;
  const p = new Params();
  const extra = [...(options.extraWhere ?? [])];
  if (options.ids?.length) extra.push(`t.id = any(${p.add(options.ids)}::int[])`);
  const custom = usesCustomFields(req, spec) ? customConditions(spec, options.customFields, req, p) : [];
  extra.push(...custom);
  const conditions = whereConditions(spec, req.filters, p, extra, options.valueSets);
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const from = `from ${ident(spec.source)} t ${where}`;
  const terms = orderTerms(spec, req.sorts, options.customFields);
  const order = `order by ${terms.map((x) => `${x.expr} ${x.direction}`).join(', ')}`;
  const idsSql = `select t.id ${from} ${order} limit ${pageSize} offset ${(pageNo - 1) * pageSize}`;
  const idsAndNextSql = `select t.id ${from} ${order} limit ${pageSize + 1} offset ${(pageNo - 1) * pageSize}`;
  return {
    probe: probeSql(spec, req, options, order, (pageNo - 1) * pageSize, pageSize),
    rowsSql: rowsOfIdsSql(spec, `array(${idsSql})`),
    rowsAndNextSql: rowsOfIdsSql(spec, `array(${idsAndNextSql})`),
    idsSql,
    orderedSql: `select ${selectList(spec)} ${from} ${order}`,
    countSql: cappedCountSql(`select 1 ${from}`),
    firstRowsSql: custom.length || rowBound(spec, req.filters) ? firstRowsSql(from, terms, pageSize, (pageNo - 1) * pageSize) : null,
    params: p.values,
    pageNo,
    pageSize,
    walk: keyWalk(spec, req.sorts, ident(spec.source), conditions),
  };
}

/**
 * Whether a count of the request must read the table's row of every candidate, whatever the plan: a filter that
 * only a GIN index answers (an array field's values, a grams term, a JSON containment; GIN has no index-only scan)
 * or a LIKE on a plain field. Custom-field conditions are such too (buildListQuery). Scalar filters (equality,
 * ranges, the values of x-search-values fields) may be counted by an index-only scan of a b-tree: their requests
 * keep the page first, then the count when the page does not tell the total.
 */
export function rowBound(spec: ListSpec, filters: ListRequest['filters']): boolean {
  return Object.entries(filters ?? {}).some(([prop, value]) => {
    const op = spec.filters[prop];
    const field = spec.fields[prop];
    if (!op || !field || value === undefined || value === null) return false;
    switch (op) {
      case 'eq':
        return field.kind === 'json';
      case 'in':
      case 'tree':
        return field.kind === 'array' && (value as unknown[]).length > 0;
      case 'contains':
        return !spec.searchValues?.includes(prop) && normalize(String(value)) !== '';
      case 'empty':
        return field.kind === 'array' || field.kind === 'json';
      default:
        return false;
    }
  });
}

/**
 * The matching rows up to the cap + 1 with their sort values, read once (materialized): their number, and when
 * they are all the matching rows, the page's ids in list order (the same ORDER BY over the same values).
 */
function firstRowsSql(from: string, terms: Array<{ expr: string; direction: string }>, size: number, offset: number): string {
  const values = terms.map((x, i) => `${x.expr} as o${i}`).join(', ');
  const order = terms.map((x, i) => `m.o${i} ${x.direction}`).join(', ');
  return `with m as materialized (select t.id as id, ${values} ${from} limit ${PAGE_TOTAL_CAP + 1}),
    c as (select count(*)::int as n from m)
    select c.n, case when c.n <= ${PAGE_TOTAL_CAP} then array(select m.id from m order by ${order} limit ${size} offset ${offset}) end as ids from c`;
}

/**
 * A term searched through the grams index (name contains 安) may match tens of thousands of rows: PostgreSQL,
 * estimating the grams and the adjacency recheck as independent, then reads every match from the GIN index and
 * sorts them (安: 38,600 rows, 华美: 19,600 heap pages) although the first rows in list order already hold the
 * page. The probe reads rows in list order (an index scan when the order has its index), at most probeRows(),
 * with the term evaluated per row rather than through the GIN index, and stops as soon as it has the page. Its
 * ids are exactly the page when it found the whole page, or when the rows the other conditions allow number
 * fewer than PROBE_ROWS (scannedSql, asked only then); else the plain query runs (a rare term, answered by the GIN
 * index). Only for single-key orders an index serves (default, or one key descending), and only when the planner
 * estimates that the term matches at least twice the share of rows the page needs (generic.ts), so that rare
 * terms go straight to the GIN index.
 */
function probeSql(spec: ListSpec, req: ListRequest, options: { extraWhere?: string[]; ids?: number[]; customFields?: CustomFieldDef[]; valueSets?: ValueSets }, order: string, offset: number, size: number) {
  const filters = req.filters ?? {};
  const terms = Object.keys(filters).filter((prop) => spec.filters[prop] === 'contains' && spec.searchGrams.includes(prop) && typeof filters[prop] === 'string' && normalize(filters[prop] as string));
  if (!terms.length || offset + size > PROBE_MAX_END) return null;
  const keys = effectiveSorts(spec, req.sorts);
  const one = keys.length === 1 && !keys[0].key.startsWith(CUSTOM_SORT_PREFIX);
  const indexed = one && (keys[0] === spec.defaultSort[0] || (!keys[0].asc && spec.sortable.includes(keys[0].key)) || JSON.stringify(keys) === JSON.stringify(spec.defaultSort));
  if (!indexed) return null;
  const p = new Params();
  const extra = [...(options.extraWhere ?? [])];
  if (options.ids?.length) extra.push(`t.id = any(${p.add(options.ids)}::int[])`);
  if (usesCustomFields(req, spec)) extra.push(...customConditions(spec, options.customFields, req, p));
  const others = Object.fromEntries(Object.entries(filters).filter(([prop]) => !terms.includes(prop)));
  const where = whereConditions(spec, others, p, extra, options.valueSets);
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const whereParams = p.values.length; // the term's parameters come after these
  const hit = terms.map((prop) => condition(spec, prop, 'contains', filters[prop], p)!).join(' and ');
  // Whether to probe: the planner's estimate of the term's matches (accurate for the grams alone, from the
  // column's most common elements) against the share of the table the probe's rows must hold.
  const e = new Params();
  // (The grams alone: the planner would multiply in its own guess for the adjacency recheck, ~1 %.)
  const grams = terms.map((prop) => `t.search_grams @> ${e.add(termGrams(spec.searchGrams.indexOf(prop), normalize(filters[prop] as string)))}::text[]`);
  // One statement for both estimates (one round trip): the term's matching rows, then all rows.
  const estimateSql = `explain (format json) select 1 from ${ident(spec.table)} t where ${grams.join(' and ')} union all select 1 from ${ident(spec.table)} t`;
  // The inner ORDER BY ... LIMIT keeps its subquery apart, and the filter and LIMIT above it read its rows in
  // that order and stop at the page's last hit (the ids are compared with the plain query's by the tests).
  const sql = (rows: number) => `select array(select k.id from (select t.id, (${hit}) as hit from ${ident(spec.source)} t ${whereSql} ${order} limit ${Math.trunc(rows)}) k
    where k.hit limit ${size} offset ${offset}) as ids`;
  const scannedSql = (rows: number) => `select count(*)::int as n from (select 1 from ${ident(spec.source)} t ${whereSql} limit ${Math.trunc(rows)}) k`;
  const narrowed = where.length > (spec.softDelete ? 1 : 0);
  return { sql, params: p.values, scannedSql, scannedParams: p.values.slice(0, whereParams), end: offset + size, estimateSql, estimateParams: e.values, narrowed };
}

/** The rows of an ordered id array (an SQL expression), decorated, in the array's order. */
export function rowsOfIdsSql(spec: ListSpec, idArray: string): string {
  return `select ${selectList(spec)} from unnest(${idArray}) with ordinality k(id, n) join ${ident(spec.source)} t on t.id = k.id order by k.n`;
}

function toJson(field: ListField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === 'datetime') return new Date(value as string).toISOString();
  if (field.kind === 'date') return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
  if (field.kind === 'number' && typeof value === 'string') return Number(value);
  return value;
}

/** A database row (aliased by prop) as the API returns it: ISO timestamps, numbers, nulls kept. */
export function rowToRecord(spec: ListSpec, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const prop of spec.select) {
    const v = toJson(spec.fields[prop], row[prop]);
    if (v !== null || spec.fields[prop].nullable) out[prop] = v;
  }
  return out;
}

export { Params };
