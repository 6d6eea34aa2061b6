// Totals per currency of a finance list on its current filter (the same filters as the list call, through the
// generic list engine's WHERE), summed in minor units by PostgreSQL (exact), never across currencies. Entries'
// totals read the summaries of migration 041 when the filter allows (a few thousand rows instead of a million).
import { listSpecs } from '../../../generated/list-specs';
import type { Queryable } from '../../../server/db/types';
import { customFieldsFor } from '../../../server/lists/generic';
import { customConditions } from '../../../server/lists/custom-filters';
import { containsPattern, normalize, spacedTerm } from '../../../server/lists/search';
import { Params, resolveValueSets, usesCustomFields, whereConditions, type ListRequest } from '../../../server/lists/engine';
import { dataScopeOf, specScopeCondition } from '../../../server/lists/data-scope';

export interface Total { currency: string; count: number; amount: string; paid: string; open: string }

/** The caller's data-scope condition on a finance list's rows (null: the caller sees every row of the tenant). */
const scopeOf = (db: Queryable, screen: 'financeEntries' | 'financeBills') => specScopeCondition(listSpecs[screen], dataScopeOf(db));

async function where(db: Queryable, screen: 'financeEntries' | 'financeBills', body: ListRequest, p: Params, extra: string[] = []): Promise<string> {
  const spec = listSpecs[screen];
  // The totals cover exactly the rows the list shows: a narrower data scope (本部门及下级 / 本人) narrows them too.
  const scoped = scopeOf(db, screen);
  if (scoped) extra.push(scoped);
  if (usesCustomFields(body, spec)) extra.push(...customConditions(spec, await customFieldsFor(db, spec, body), body, p));
  const conditions = whereConditions(spec, body.filters, p, extra, await resolveValueSets(db, spec, body.filters));
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

/** Filters each summary of migration 041 answers (the rest, and custom fields, read the entries). */
const SUMMARY_FILTERS = {
  day: ['currency', 'feeKind', 'caseType', 'country', 'billStatus', 'entryDate'],
  client: ['currency', 'feeKind', 'caseType', 'country', 'billStatus', 'clientName'],
} as const;
export type TotalsSource = 'finance_entry_day_sums' | 'finance_entry_client_sums' | 'finance_entries' | 'finance_entries_view';

/** Where the totals of a filter are read: a summary when it holds every filtered dimension, else the entries. */
export function totalsSource(body: ListRequest): TotalsSource {
  const used = Object.entries(body.filters ?? {})
    .filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && (!v.length || v.every((x) => x === null || x === ''))))
    .map(([k]) => k);
  if (!Object.keys(body.customFilters ?? {}).length) {
    if (used.every((k) => (SUMMARY_FILTERS.day as readonly string[]).includes(k))) return 'finance_entry_day_sums';
    if (used.every((k) => (SUMMARY_FILTERS.client as readonly string[]).includes(k))) return 'finance_entry_client_sums';
  }
  return totalsSourceOfEntries(body);
}

/** The view only when a filter names its bill's columns (status, number); else the table itself. */
function totalsSourceOfEntries(body: ListRequest): TotalsSource {
  const f = body.filters ?? {};
  const set = (k: string) => f[k] !== undefined && f[k] !== null && f[k] !== '' && !(Array.isArray(f[k]) && !(f[k] as unknown[]).length);
  // (账单号 is answered from finance_bills, see entryTotals)
  return set('billStatus') ? 'finance_entries_view' : 'finance_entries';
}

export async function entryTotals(db: Queryable, body: ListRequest): Promise<Total[]> {
  const p = new Params();
  // The summaries add up every owner's entries: a caller with a narrower data scope reads the entries themselves.
  const source = scopeOf(db, 'financeEntries') ? totalsSourceOfEntries(body) : totalsSource(body);
  const summary = source === 'finance_entry_day_sums' || source === 'finance_entry_client_sums';
  // Read from the entries with a 客户 filter: its clients first, from the client summary (a few rows each), so
  // the entries are found through finance_entries_client_idx (041) rather than by reading them all.
  const extra: string[] = [];
  const term = typeof body.filters?.clientName === 'string' ? normalize(body.filters.clientName) : '';
  if (!summary && term) {
    const names = await db.query<{ v: string[] }>(`select array(select distinct client_name from finance_entry_client_sums where client_name ilike $1 and n > 0) as v`, [containsPattern(term)]);
    extra.push(`t.client_name = any(${p.add(names.rows[0].v)}::text[])`);
  }
  // 账单号: the few bills whose number matches, then their entries by finance_entries_bill_idx, instead of the
  // view's join of every entry with its bill.
  const billTerm = typeof body.filters?.billNo === 'string' ? spacedTerm(body.filters.billNo) : '';
  if (billTerm) {
    extra.push(`t.bill_id = any(array(select b.id from finance_bills b where b.bill_no ilike ${p.add(containsPattern(billTerm))}))`);
    body = { ...body, filters: { ...body.filters, billNo: undefined } };
  }
  // The summaries have the entries' column names, so the list's own WHERE applies to them as it is.
  const w = await where(db, 'financeEntries', body, p, extra);
  const r = await db.query<{ currency: string; n: number; amount: string }>(
    summary
      ? `select t.currency, sum(t.n)::int as n, finance_decimal(sum(t.amount_minor)::bigint) as amount
           from ${source} t ${w} group by t.currency having sum(t.n) > 0 order by t.currency`
      : `select t.currency, count(*)::int as n, finance_decimal(sum(t.amount_minor)::bigint) as amount
           from ${source} t ${w} group by t.currency order by t.currency`,
    p.values,
  );
  return r.rows.map((x) => ({ currency: x.currency, count: x.n, amount: x.amount, paid: '0.00', open: x.amount }));
}

export async function billTotals(db: Queryable, body: ListRequest): Promise<Total[]> {
  const p = new Params();
  const w = await where(db, 'financeBills', body, p);
  const r = await db.query<{ currency: string; n: number; amount: string; paid: string; open: string }>(
    `select t.currency, count(*)::int as n, finance_decimal(sum(t.amount_minor)::bigint) as amount, finance_decimal(sum(t.paid_minor)::bigint) as paid,
            finance_decimal(sum(case when t.status = 'writtenOff' then 0 else greatest(t.amount_minor - t.paid_minor, 0) end)::bigint) as open
       from finance_bills_view t ${w} group by t.currency order by t.currency`,
    p.values,
  );
  return r.rows.map((x) => ({ currency: x.currency, count: x.n, amount: x.amount, paid: x.paid, open: x.open }));
}
