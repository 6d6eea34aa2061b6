// The generic list engine: from a list spec (generated from an entity + screen) and a validated list
// request, parameterised SQL for one page and for a total capped at 10,000. Values are always bound
// parameters; identifiers come only from the generated spec, never from the request.
import type { CustomFieldDef } from '../../generated/types';
import { CUSTOM_SORT_PREFIX, customConditions, customSortKey } from './custom-filters';
import { cappedCountSql, PAGE_TOTAL_CAP } from './paging';
import { normalize } from './search';
import type { ListField, ListSpec } from './spec-types';
import { specScopeCondition, type DataScope } from './data-scope';
import { effectiveSorts, ident, Params, usesCustomFields, whereConditions, type ListRequest, type ValueSets } from './conditions';
import { gramsTerms, probeSql, termEstimateSql, type ListProbe, type TermEstimate } from './probe';
import type { KeyRange } from './key-range';
import { indexOrder } from './walk';

export { BUSINESS_UTC_OFFSET, Params, resolveValueSets, usesCustomFields, valueSetSql, whereClause, whereConditions, type ListRequest, type ValueSets } from './conditions';
export { PROBE_MAX_ROWS, PROBE_MIN_ROWS, probeRows, type ListProbe } from './probe';

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
  probe: ListProbe | null;
  /** Set for a one-key order: a frequent term's page found within a range of the key (key-range.ts). */
  keyRange: KeyRange | null;
  /** Whether other conditions than the grams terms narrow the rows (filters, custom fields, the caller's scope). */
  narrowed: boolean;
  /** The planner's estimate of the matching rows (explain, format json). */
  rowsEstimateSql: string;
  /** Set when the request has a grams term: the planner's estimates of its matches (termEstimateSql). */
  estimate: TermEstimate | null;
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
  const offset = (pageNo - 1) * pageSize;
  const idsSql = `select t.id ${from} ${order} limit ${pageSize} offset ${offset}`;
  const idsAndNextSql = `select t.id ${from} ${order} limit ${pageSize + 1} offset ${offset}`;
  const narrowed = conditions.length - (spec.softDelete ? 1 : 0) - gramsTerms(spec, req.filters ?? {}).length > 0;
  return {
    probe: probeSql(spec, req, options, order, offset, pageSize),
    keyRange: keyRange(spec, req.sorts, conditions, terms, p.values.length, offset, pageSize),
    narrowed,
    estimate: termEstimateSql(spec, req),
    rowsSql: rowsOfIdsSql(spec, `array(${idsSql})`),
    rowsAndNextSql: rowsOfIdsSql(spec, `array(${idsAndNextSql})`),
    idsSql,
    orderedSql: `select ${selectList(spec)} ${from} ${order}`,
    countSql: cappedCountSql(`select 1 ${from}`),
    rowsEstimateSql: `explain (format json) select 1 ${from}`,
    firstRowsSql: custom.length || rowBound(spec, req.filters) ? firstRowsSql(from, terms, pageSize, offset) : null,
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
 * The matching rows up to the cap + 1 (or all of them: cap null) with their sort values, read once (materialized):
 * their number, and when they are all the matching rows, the page's ids in list order (the same ORDER BY over the
 * same values).
 */
function firstRowsSql(from: string, terms: Array<{ expr: string; direction: string }>, size: number, offset: number, cap: number | null = PAGE_TOTAL_CAP): string {
  const values = terms.map((x, i) => `${x.expr} as o${i}`).join(', ');
  const order = terms.map((x, i) => `m.o${i} ${x.direction}`).join(', ');
  const page = `array(select m.id from m order by ${order} limit ${size} offset ${offset})`;
  return `with m as materialized (select t.id as id, ${values} ${from}${cap === null ? '' : ` limit ${cap + 1}`}),
    c as (select count(*)::int as n from m)
    select c.n, ${cap === null ? page : `case when c.n <= ${cap} then ${page} end`} as ids from c`;
}

/**
 * The key range of a one-key order on a column (key-range.ts): the bound at a row of the list order, read from the
 * key's index with no other condition than the one the index holds (soft delete), and the request's rows within it,
 * the bound being the parameter after the request's (the key's range includes its ties: a prefix of the list order).
 */
function keyRange(spec: ListSpec, sorts: ListRequest['sorts'], conditions: string[], terms: Array<{ expr: string; direction: string }>, paramCount: number, offset: number, size: number): KeyRange | null {
  const keys = effectiveSorts(spec, sorts);
  if (keys.length !== 1 || keys[0].key.startsWith(CUSTOM_SORT_PREFIX)) return null;
  const f = spec.fields[keys[0].key];
  const cast = KEY_CAST[f.kind];
  if (!cast) return null;
  const k = `t.${ident(f.column)}`;
  const asc = keys[0].asc;
  // (the nulls left out by the condition, so that the key's index serves the order both ways)
  const direction = indexOrder(f.nullable, asc);
  const live = spec.softDelete ? [`t.${ident(spec.softDelete)} is null`] : [];
  const source = ident(spec.source);
  const boundSql = (rows: number) =>
    `select ${k}::text as d from ${source} t where ${[...live, `${k} is not null`].join(' and ')} order by ${k} ${direction} offset ${Math.trunc(rows) - 1} limit 1`;
  const within = `${k} ${asc ? '<=' : '>='} $${paramCount + 1}::${cast}`;
  const pageSql = firstRowsSql(`from ${source} t where ${[...conditions, within].join(' and ')}`, terms, size, offset, null);
  return { table: spec.table, keyColumn: f.column, boundSql, pageSql, end: offset + size };
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

