// Generic handlers for screen-bound calls: list, get, create, update, remove. The call's screen names the
// generated list spec; the body was already validated against the call's generated schema.
import { listSpecs } from '../../generated/list-specs';
import type { CallContext } from '../http/context';
import { fail } from '../http/errors';
import type { Queryable } from '../db/types';
import { listDefinitions } from '../custom-fields/definitions';
import { presentImages, presentPage, storeImages } from '../files/image-fields';
import { customValuesToWrite } from '../custom-fields/values';
import { buildListQuery, probeRows, resolveValueSets, rowsOfIdsSql, rowToRecord, selectList, usesCustomFields, type ListQuery, type ListRequest } from './engine';
import { walkPageIds } from './walk';
import { keyRangePageIds } from './key-range';
import { columnsOfConstraint } from './constraints';
import { capTotal, PAGE_TOTAL_CAP } from './paging';
import { countRemembering, knownOverCap, rememberOverCap } from './over-cap';
import { countsMayWait, withinCountBudget } from './count-budget';
import { searchColumns } from './search';
import type { ListSpec } from './spec-types';
import { dataScopeOf, dataScopeSql } from './data-scope';

export function specOf(ctx: CallContext): ListSpec {
  const spec = ctx.call.screen ? listSpecs[ctx.call.screen] : undefined;
  if (!spec) throw new Error(`${ctx.call.path} has no screen list spec`);
  return spec;
}

const ident = (name: string) => `"${name.replace(/"/g, '')}"`;

/** The module's custom-field definitions when the request filters or sorts by them. */
export async function customFieldsFor(db: Queryable, spec: ListSpec, body: ListRequest) {
  if (!usesCustomFields(body, spec)) return undefined;
  if (spec.customFieldModule === null) throw fail.validation(`${spec.label.zh}没有自定义字段`);
  return listDefinitions(db, spec.customFieldModule);
}

/** The estimated rows of an `explain (format json)`: its top node's, then (for a union all) each child's. */
async function planRows(db: Queryable, sql: string, params: unknown[]): Promise<{ rows: number; children: number[] }> {
  const plan = (await db.query<Record<string, unknown>>(sql, params)).rows[0];
  const json = Object.values(plan)[0];
  type Node = { 'Plan Rows': number; Plans?: Node[] };
  const top = ((typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: Node }>)[0].Plan;
  return { rows: top['Plan Rows'], children: (top.Plans ?? []).map((x) => x['Plan Rows']) };
}

/** The planner's estimate of the rows a request's grams terms match (termEstimateSql), and their share of all rows. */
async function estimatedMatches(db: Queryable, estimate: NonNullable<ListQuery['estimate']>): Promise<{ rows: number; share: number }> {
  const [matching, all] = (await planRows(db, estimate.sql, estimate.params)).children;
  if (matching === undefined || all === undefined) return { rows: 0, share: 0 };
  return { rows: matching, share: matching / Math.max(all, 1) };
}

/**
 * Matching rows the planner puts at no more than this (for a term, its rarest piece): the first rows
 * (firstRowsSql) are read whole, not within the count budget. That read is the page itself, and a bounded one (the
 * rows' heap reads: 5,000 take about 6 ms); stopping it at the budget only made the page read the same rows again
 * (applicant 鹰熊生物, 4,000 of 200,000 cases: 15 ms as a first request, its total after it; custom value 防御 + tag n7,
 * 2,552 of 1,000,000 marks: 24 ms).
 */
const FIRST_ROWS_READ_WHOLE = 5000;

/** A term estimated to match this many times the cap: its count would not fit a budget, so it is not tried. */
const SURELY_OVER_CAP = 3;

export async function runList(db: Queryable, spec: ListSpec, body: ListRequest) {
  const q = buildListQuery(spec, body, { customFields: await customFieldsFor(db, spec, body), valueSets: await resolveValueSets(db, spec, body.filters), scope: dataScopeOf(db) });
  // The total alone, asked after a page answered with totalPending (count-budget.ts).
  if (body.countOnly) {
    const n = await countRemembering(db, q.countSql, q.params, PAGE_TOTAL_CAP + 1);
    return { list: [], ...capTotal(n), pageNo: q.pageNo, pageSize: q.pageSize };
  }
  let ids: number[] | null = null;
  // A frequent term: its page among the first rows in list order (probeSql), the total counted after.
  // The term's estimated matches: far past the cap, a count that may wait is not even tried with the page.
  let estimate: Awaited<ReturnType<typeof estimatedMatches>> | undefined;
  const estimated = async () => (estimate ??= q.estimate ? await estimatedMatches(db, q.estimate) : { rows: 0, share: 0 });
  // Whether the matching rows are few enough to read whole (FIRST_ROWS_READ_WHOLE). A grams term: the rarest piece's
  // estimate (termEstimateSql) bounds them, asked only when the estimate of every piece together is that small.
  // Other conditions (array values, custom values), which PostgreSQL estimates from their most common elements: the
  // estimate of the request's rows.
  const fewEnoughToReadWhole = async () => {
    if (!q.estimate) return (await planRows(db, q.rowsEstimateSql, q.params)).rows <= FIRST_ROWS_READ_WHOLE;
    if ((await estimated()).rows > FIRST_ROWS_READ_WHOLE) return false;
    if (!q.estimate.piecesSql) return true;
    return Math.min(...(await planRows(db, q.estimate.piecesSql, q.estimate.piecesParams)).children) <= FIRST_ROWS_READ_WHOLE;
  };
  const probe = async (p: NonNullable<ListQuery['probe']>) => {
    const rows = probeRows(p.end, (await estimated()).share);
    if (rows === null) return null;
    const found = (await db.query<{ ids: number[] | null }>(p.sql(rows), p.params)).rows[0].ids ?? [];
    if (found.length === q.pageSize) return found;
    // A short page is exact when the probe read every row the other conditions allow.
    return (await db.query<{ n: number }>(p.scannedSql(rows), p.scannedParams)).rows[0].n < rows ? found : null;
  };
  // A term alone: the probe first (a frequent one matches more rows than the cap).
  if (q.probe && !q.narrowed) ids = await probe(q.probe);
  // A term alone estimated far past the cap: its first rows are not read for a count that cannot fit the budget.
  // (The estimate is of the whole table, every tenant's rows: at worst a count that would have been quick waits.)
  let outOfBudget = (ids !== null || (q.estimate !== null && !q.narrowed)) && countsMayWait(db) && (await estimated()).rows >= SURELY_OVER_CAP * PAGE_TOTAL_CAP;
  // A condition only the table's rows settle: the matching rows up to the cap + 1, read once; when they are all of
  // them, the total and the page come from that one read. (A term with other conditions: first these rows, then,
  // when there are more than the cap, the probe.)
  let counted: number | null = null;
  // Lately counted past the cap (over-cap.ts): the total is "10,000+" without reading those rows again.
  const overCap = knownOverCap(db, q.countSql, q.params);
  if (overCap) counted = PAGE_TOTAL_CAP + 1;
  if (ids === null && q.firstRowsSql && (overCap || outOfBudget)) {
    if (q.probe && q.narrowed) ids = await probe(q.probe);
  } else if (ids === null && q.firstRowsSql) {
    // (Out of the count budget: the page as for a term over the cap, its total asked for after.)
    type First = { n: number; ids: number[] | null };
    const whole = countsMayWait(db) && (await fewEnoughToReadWhole());
    const first = whole ? (await db.query<First>(q.firstRowsSql, q.params)).rows[0] : (await withinCountBudget<First>(db, q.firstRowsSql, q.params))?.[0];
    if (first) counted = first.n;
    else outOfBudget = true;
    if (first && first.n <= PAGE_TOTAL_CAP) ids = first.ids ?? [];
    else if (q.probe && q.narrowed) ids = await probe(q.probe);
  }
  // A frequent term past the probe's reach: its page within a range of the sort key.
  if (ids === null && q.keyRange && q.estimate) ids = await keyRangePageIds(db, q.keyRange, q.params, await estimated());
  if (ids === null && q.walk) ids = await walkPageIds(db, q.walk, q.params, (q.pageNo - 1) * q.pageSize, q.pageSize);
  // The probe, the first rows and the walk give the page's ids; else the page is read with the row after it, if any.
  let rows: Array<Record<string, unknown>>;
  // (Known only for a page read with the row after it.)
  let more: boolean | null = null;
  if (ids) rows = ids.length ? (await db.query<Record<string, unknown>>(rowsOfIdsSql(spec, '$1::int[]'), [ids])).rows : [];
  else {
    rows = (await db.query<Record<string, unknown>>(q.rowsAndNextSql, q.params)).rows;
    more = rows.length > q.pageSize;
    if (more) rows = rows.slice(0, q.pageSize);
  }
  // The total without a count query when the page tells it: a short page (not past the end) or a full one with no
  // row after it ends the rows, and a row after the page past the cap means more than the cap. Else the capped
  // count, within the call's budget (count-budget.ts).
  const offset = (q.pageNo - 1) * q.pageSize;
  let n: number;
  let pending = false;
  // (A short or empty page tells the total even when a remembered fact says otherwise.)
  if (rows.length < q.pageSize && (rows.length > 0 || offset === 0)) n = offset + rows.length;
  else if (more === false && rows.length > 0) n = offset + rows.length;
  else if (counted !== null && !(overCap && rows.length === 0)) n = counted;
  else if (more && offset + q.pageSize + 1 > PAGE_TOTAL_CAP) n = offset + q.pageSize + 1;
  else {
    const c = outOfBudget ? null : await withinCountBudget<{ n: number }>(db, q.countSql, q.params);
    // Out of budget: at least the rows up to this page's end and one more, until the client asks (countOnly).
    pending = c === null;
    n = c ? c[0].n : offset + rows.length + 1;
  }
  if (n > PAGE_TOTAL_CAP && !overCap && !pending) rememberOverCap(db, q.countSql, q.params);
  return {
    list: rows.map((r) => rowToRecord(spec, r)),
    ...capTotal(n),
    ...(pending ? { totalPending: true } : {}),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

export async function loadRecord(db: Queryable, spec: ListSpec, id: number): Promise<Record<string, unknown>> {
  const soft = spec.softDelete ? ` and t.${ident(spec.softDelete)} is null` : '';
  // Outside the caller's data scope a record is "not found", like another tenant's.
  const scoped = dataScopeSql(db, spec, 't');
  const r = await db.query<Record<string, unknown>>(`select ${selectList(spec)} from ${ident(spec.source)} t where t.id = $1${soft}${scoped}`, [id]);
  if (!r.rows[0]) throw fail.notFound(`${spec.label.zh}不存在或已删除`);
  return rowToRecord(spec, r.rows[0]);
}

/** Column values of a form body, for the props the form may write in this mode. */
export function writableColumns(spec: ListSpec, body: Record<string, unknown>, mode: 'create' | 'update'): Array<[string, unknown]> {
  return spec.formFields[mode]
    .filter((prop) => prop in body && !spec.fields[prop].readonly)
    .map((prop) => {
      const f = spec.fields[prop];
      const v = body[prop] === '' && f.nullable ? null : body[prop];
      // jsonb columns take JSON text; the drivers would send a JS array as a PostgreSQL array ('{}' for []).
      return [f.column, f.json && v !== null && v !== undefined ? JSON.stringify(v) : v];
    });
}

async function searchValues(db: Queryable, spec: ListSpec, id: number | null, body: Record<string, unknown>) {
  if (!spec.searchGrams.length) return null;
  if (!spec.searchGrams.some((prop) => prop in body)) return null;
  let current: Record<string, unknown> = {};
  if (id !== null) {
    const cols = spec.searchGrams.map((prop) => `${ident(spec.fields[prop].column)} as ${JSON.stringify(prop)}`).join(', ');
    current = (await db.query<Record<string, unknown>>(`select ${cols} from ${ident(spec.table)} where id = $1`, [id])).rows[0] ?? {};
  }
  return searchColumns(spec.searchGrams.map((prop) => (prop in body ? body[prop] : current[prop]) as string | null));
}

/** Unique violations become "conflict" naming the fields of the violated key. */
export async function withConflicts<T>(spec: ListSpec, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const err = e as { code?: string; detail?: string; constraint?: string };
    if (err.code !== '23505') throw e;
    const fromDetail = /Key \(([^)]+)\)/.exec(err.detail ?? '')?.[1].split(',').map((c) => c.trim());
    const cols = fromDetail ?? columnsOfConstraint(err.constraint);
    const labels = Object.values(spec.fields).filter((f) => cols.includes(f.column)).map((f) => f.label.zh);
    throw fail.conflict(labels.length ? `已存在相同${labels.join('、')}的${spec.label.zh}` : `${spec.label.zh}已存在`);
  }
}

/** The custom_values column of a create or update (body.customValues checked by the field kinds), if any. */
async function customValuesColumn(db: Queryable, spec: ListSpec, body: Record<string, unknown>, id: number | null): Promise<Array<[string, unknown]>> {
  const given = body.customValues as Record<string, unknown> | undefined;
  if (spec.customFieldModule === null && given === undefined) return [];
  let current: Record<string, unknown> | null = null;
  if (id !== null && given !== undefined)
    current = ((await db.query<{ v: Record<string, unknown> | null }>(`select custom_values as v from ${ident(spec.table)} where id = $1`, [id])).rows[0]?.v ?? {}) as Record<string, unknown>;
  if (id !== null && given === undefined) return [];
  const values = await customValuesToWrite(db, spec, given, current);
  return values ? [['custom_values', JSON.stringify(values)]] : [];
}

export async function insertRecord(db: Queryable, spec: ListSpec, body: Record<string, unknown>, extra: Array<[string, unknown]> = []): Promise<number> {
  const cols = [...writableColumns(spec, body, 'create'), ...(await customValuesColumn(db, spec, body, null)), ...extra];
  const search = await searchValues(db, spec, null, body);
  if (search) cols.push(['search_grams', search.grams], ['search_text', search.text]);
  const names = ['tenant_id', ...cols.map(([c]) => ident(c))];
  const values = [`current_setting('app.tenant_id')::integer`, ...cols.map((_, i) => `$${i + 1}`)];
  return withConflicts(spec, async () => {
    const r = await db.query<{ id: number }>(`insert into ${ident(spec.table)} (${names.join(', ')}) values (${values.join(', ')}) returning id`, cols.map(([, v]) => v));
    return r.rows[0].id;
  });
}

/**
 * Saves a form. With a row version (spec.rowVersion), the body names the version the form was read at: the
 * save applies only to that version and bumps it, so of two saves from the same read the second gets 40900
 * instead of silently undoing the first. Writes that touch no form field (custom-field cell edits) leave the
 * version alone and never conflict with a form.
 */
export async function updateRecord(db: Queryable, spec: ListSpec, id: number, body: Record<string, unknown>, extra: Array<[string, unknown]> = []): Promise<void> {
  await loadRecord(db, spec, id);
  const cols = [...writableColumns(spec, body, 'update'), ...(await customValuesColumn(db, spec, body, id)), ...extra];
  const search = await searchValues(db, spec, id, body);
  if (search) cols.push(['search_grams', search.grams], ['search_text', search.text]);
  if ('updatedAt' in spec.fields) cols.push([spec.fields.updatedAt.column, new Date()]);
  const sets = cols.map(([c], i) => `${ident(c)} = $${i + 2}`);
  const params: unknown[] = [id, ...cols.map(([, v]) => v)];
  let where = 'id = $1';
  if (spec.rowVersion) {
    const expected = body[spec.rowVersion];
    if (typeof expected !== 'number') throw fail.validation(`字段“${spec.fields[spec.rowVersion].label.zh}”（${spec.rowVersion}）必填`);
    const column = ident(spec.fields[spec.rowVersion].column);
    sets.push(`${column} = ${column} + 1`);
    where += ` and ${column} = $${params.push(expected)}`;
  }
  if (!sets.length) return;
  const r = await withConflicts(spec, () => db.query(`update ${ident(spec.table)} set ${sets.join(', ')} where ${where}`, params));
  // The record exists (loaded above, and row-level security keeps it ours): only its version can differ.
  if (spec.rowVersion && r.rowCount === 0) throw fail.staleRecord(await loadRecord(db, spec, id));
}

export async function removeRecord(db: Queryable, spec: ListSpec, id: number): Promise<void> {
  // Outside the caller's data scope a record is "not found" here too (the owner columns are the table's own).
  const scoped = dataScopeSql(db, spec, '');
  const r = spec.softDelete
    ? await db.query(`update ${ident(spec.table)} set ${ident(spec.softDelete)} = now() where id = $1 and ${ident(spec.softDelete)} is null${scoped}`, [id])
    : await db.query(`delete from ${ident(spec.table)} where id = $1${scoped}`, [id]);
  if (r.rowCount === 0) throw fail.notFound(`${spec.label.zh}不存在或已删除`);
}

type Body = Record<string, unknown>;

// Image fields go out as signed URLs and come back as upload paths (files/image-fields.ts).
export const list = async (ctx: CallContext, body: Body) => presentPage(ctx, specOf(ctx), await runList(ctx.db, specOf(ctx), body as ListRequest));
export const get = async (ctx: CallContext, body: Body) => presentImages(ctx, specOf(ctx), await loadRecord(ctx.db, specOf(ctx), body.id as number));
/**
 * The creator of a new record, for an entity whose data scope is its creator (x-data-scope owner created_by, e.g. the
 * copyright and patent archives): the signed-in caller. Nothing for other entities or unsigned work.
 */
export function creatorColumns(ctx: CallContext, spec: Pick<ListSpec, 'dataScope'>): Array<[string, unknown]> {
  return spec.dataScope?.owners.includes('created_by') && ctx.session ? [['created_by', ctx.session.userId]] : [];
}

export const create = async (ctx: CallContext, body: Body) => {
  const spec = specOf(ctx);
  const id = await insertRecord(ctx.db, spec, await storeImages(ctx.db, spec, body), creatorColumns(ctx, spec));
  return presentImages(ctx, spec, await loadRecord(ctx.db, spec, id));
};
export const update = async (ctx: CallContext, body: Body) => {
  const spec = specOf(ctx);
  await updateRecord(ctx.db, spec, body.id as number, await storeImages(ctx.db, spec, body));
  return presentImages(ctx, spec, await loadRecord(ctx.db, spec, body.id as number));
};
export const remove = async (ctx: CallContext, body: Body) => {
  await removeRecord(ctx.db, specOf(ctx), body.id as number);
  return null;
};
