// The frequent-term probe: a term that matches a large share of the rows (name contains 安) finds its page among
// the first rows in list order faster than through the GIN index. What to read (probeSql) and how many rows
// (probeRows); generic.ts decides from the planner's estimate whether to run it.
import type { CustomFieldDef } from '../../generated/types';
import { condition, effectiveSorts, ident, Params, usesCustomFields, whereConditions, type ListRequest, type ValueSets } from './conditions';
import { CUSTOM_SORT_PREFIX, customConditions } from './custom-filters';
import { normalize, termGrams } from './search';
import type { ListSpec } from './spec-types';

/** A probe for one request (probeSql). */
export interface ListProbe {
  /** The probe reading at most `rows` rows in list order, and the count of the rows it may read (up to `rows`). */
  sql: (rows: number) => string; params: unknown[]; scannedSql: (rows: number) => string; scannedParams: unknown[];
  /** The rows up to the page's end (offset + size), which the probe must find among the rows it reads. */
  end: number;
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
export function probeSql(spec: ListSpec, req: ListRequest, options: { extraWhere?: string[]; ids?: number[]; customFields?: CustomFieldDef[]; valueSets?: ValueSets }, order: string, offset: number, size: number) {
  const filters = req.filters ?? {};
  const terms = gramsTerms(spec, filters);
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
  // The inner ORDER BY ... LIMIT keeps its subquery apart, and the filter and LIMIT above it read its rows in
  // that order and stop at the page's last hit (the ids are compared with the plain query's by the tests).
  const sql = (rows: number) => `select array(select k.id from (select t.id, (${hit}) as hit from ${ident(spec.source)} t ${whereSql} ${order} limit ${Math.trunc(rows)}) k
    where k.hit limit ${size} offset ${offset}) as ids`;
  const scannedSql = (rows: number) => `select count(*)::int as n from (select 1 from ${ident(spec.source)} t ${whereSql} limit ${Math.trunc(rows)}) k`;
  return { sql, params: p.values, scannedSql, scannedParams: p.values.slice(0, whereParams), end: offset + size };
}

/** The request's terms searched through the grams index (x-search-grams fields filtered by contains). */
export function gramsTerms(spec: ListSpec, filters: NonNullable<ListRequest['filters']>): string[] {
  return Object.keys(filters).filter((prop) => spec.filters[prop] === 'contains' && spec.searchGrams.includes(prop) && typeof filters[prop] === 'string' && normalize(filters[prop] as string));
}

/** A term's pieces beyond these are left out of the estimate of its rarest piece (a long pasted term). */
const ESTIMATED_PIECES = 6;

/** The planner's estimates of a request's grams terms (generic.ts reads the plans). */
export interface TermEstimate {
  /** An Append of the rows matching every piece, then all rows (one round trip). */
  sql: string;
  params: unknown[];
  /**
   * An Append of each piece's rows alone, when the terms have more than one piece: PostgreSQL multiplies the pieces'
   * shares as if independent, while a name's pieces come together (鹰熊生物: 80 estimated, 4,000 found), so the
   * rarest piece bounds the matches from above. Asked only when needed: each piece costs about 0.3-0.4 ms to plan.
   */
  piecesSql: string | null;
  piecesParams: unknown[];
}

/**
 * The estimates for the request's grams terms: every piece together is accurate for the grams alone (from the
 * column's most common elements), and the pieces one by one bound it.
 */
export function termEstimateSql(spec: ListSpec, req: ListRequest): TermEstimate | null {
  const filters = req.filters ?? {};
  const terms = gramsTerms(spec, filters);
  if (!terms.length) return null;
  const e = new Params();
  const gramsOf = terms.map((prop) => termGrams(spec.searchGrams.indexOf(prop), normalize(filters[prop] as string)));
  const table = ident(spec.table);
  // (The grams alone: the planner would multiply in its own guess for the adjacency recheck, ~1 %.)
  const every = gramsOf.map((grams) => `t.search_grams @> ${e.add(grams)}::text[]`).join(' and ');
  const sql = `explain (format json) select 1 from ${table} t where ${every} union all select 1 from ${table} t`;
  const pieces = [...new Set(gramsOf.flat())].slice(0, ESTIMATED_PIECES);
  const q = new Params();
  const piecesSql = pieces.length > 1 ? `explain (format json) ${pieces.map((g) => `select 1 from ${table} t where t.search_grams @> ${q.add([g])}::text[]`).join(' union all ')}` : null;
  return { sql, params: e.values, piecesSql, piecesParams: q.values };
}
