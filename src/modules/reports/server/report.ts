// /biAnalyse/getReport: the report charts as aggregates computed in SQL (group by over the tenant's rows, read through
// row-level security and narrowed to the caller's data scope like the lists), filtered by a date range, an applicant
// and a department (records owned by the users of that department and below, by the same x-data-scope owner
// declarations as the data scope). Deadlines come from every module through collectDeadlines (the window: the date
// range, else today to 12 weeks ahead), kept when a responsible user is in scope (and in the department). Costs are
// the finance entries summed per month and currency in minor units: never added across currencies.
import dayjs from 'dayjs';
import { dicts } from '../../../generated/dicts';
import { listSpecs } from '../../../generated/list-specs';
import { collectDeadlines } from '../../../server/deadlines/sources';
import { dataScopeOf, dataScopeSql, departmentCondition, departmentUserIds, scopeUserIds } from '../../../server/lists/data-scope';
import type { ListSpec } from '../../../server/lists/spec-types';
import { fail } from '../../../server/http/errors';
import type { Queryable } from '../../../server/db/types';
import { signedIn, type Handler } from '../../../server/http/context';
import { countryNameZh } from '../../countries/server';
import { byMonth, byWeek, type Bucket } from '../shared/buckets';

const OFFSET = '+08:00';
const DEFAULT_WEEKS = 12;

type Dict = Record<string, { zh: string; en: string }>;
const label = (dict: Dict | undefined, key: string, fallback = key) => dict?.[key] ?? { zh: fallback, en: fallback };

interface Filter { from?: string; to?: string; applicant?: string; deptId?: number }

/** The caller's scope and the department filter over one entity's rows: " and ..." conditions. */
function owned(tx: Queryable, spec: ListSpec, alias: string, deptPath: string | null): string {
  const dept = deptPath && spec.dataScope ? ` and ${departmentCondition(spec.dataScope, deptPath, alias)}` : '';
  return dataScopeSql(tx, spec, alias) + dept;
}

/** A where clause over a date column (a day range in China time) and an applicant column; params appended. */
function where(f: Filter, params: unknown[], dateSql: string | null, applicantSql: string | null, timestamp = false): string {
  const parts: string[] = [];
  if (dateSql && f.from) parts.push(timestamp ? `${dateSql} >= $${params.push(`${f.from}T00:00:00${OFFSET}`)}::timestamptz` : `${dateSql} >= $${params.push(f.from)}::date`);
  if (dateSql && f.to)
    parts.push(timestamp ? `${dateSql} < $${params.push(`${dayjs(f.to).add(1, 'day').format('YYYY-MM-DD')}T00:00:00${OFFSET}`)}::timestamptz` : `${dateSql} <= $${params.push(f.to)}::date`);
  if (applicantSql && f.applicant) parts.push(`${applicantSql} = $${params.push(f.applicant)}`);
  return parts.map((p) => ` and ${p}`).join('');
}

async function groups(tx: Queryable, sql: string, params: unknown[]) {
  return (await tx.query<{ k: string | null; n: number }>(sql, params)).rows.map((r) => ({ k: r.k ?? '', n: r.n }));
}

export async function buildReport(tx: Queryable, tenantId: number, f: Filter, today = dayjs().format('YYYY-MM-DD')) {
  let deptPath: string | null = null;
  if (f.deptId !== undefined) {
    deptPath = (await tx.query<{ path: string }>('select path from departments where id = $1', [f.deptId])).rows[0]?.path ?? null;
    if (!deptPath) throw fail.notFound('部门不存在或已删除');
  }
  const markScope = owned(tx, listSpecs.brandRecords, '', deptPath);
  const marks = (extra: string, group: string, order: string, limit = '') => {
    const params: unknown[] = [];
    return groups(tx, `select ${group} as k, count(*)::int as n from trademarks where deleted_at is null${where(f, params, 'app_date', 'applicant')}${markScope}${extra} group by 1 order by ${order}${limit}`, params);
  };
  const caseScope = owned(tx, listSpecs.cases, '', deptPath);
  const cases = (group: string) => {
    const params: unknown[] = [];
    return groups(tx, `select ${group} as k, count(*)::int as n from cases where deleted_at is null${where(f, params, 'created_at', 'applicant_name', true)}${caseScope} group by 1 order by 2 desc, 1`, params);
  };
  const statusDict = dicts['Trademark.tmStatus' as keyof typeof dicts] as Dict | undefined;
  const countryDict = dicts['Trademark.countryCode' as keyof typeof dicts] as Dict | undefined;
  const caseTypes = dicts['Case.caseType' as keyof typeof dicts] as Dict | undefined;
  const caseStatus = dicts['Case.caseStatus' as keyof typeof dicts] as Dict | undefined;

  const byStatus = await marks('', `coalesce(nullif(tm_status, ''), '未知')`, '2 desc, 1');
  const byClass = await marks('', `lpad(tm_cl::text, 2, '0')`, '1');
  const byCountry = await marks('', 'country_code', '2 desc, 1', ' limit 20');
  const types = await cases('case_type');
  const stages = await cases('case_status');
  const docParams: unknown[] = [];
  const docs = await groups(
    tx,
    `select to_char(coalesce(d.receipt_date, d.issue_date), 'YYYY-MM') as k, count(*)::int as n
       from official_documents d ${f.applicant ? 'join trademarks t on t.id = d.trademark_id' : ''}
      where d.deleted_at is null${where(f, docParams, 'coalesce(d.receipt_date, d.issue_date)', f.applicant ? 't.applicant' : null)}${owned(tx, listSpecs.officialDocs, 'd', deptPath)}
      group by 1 order by 1`,
    docParams,
  );
  const costParams: unknown[] = [];
  const costs = await tx.query<{ k: string; currency: string; amount: string; n: number }>(
    `select to_char(e.entry_date, 'YYYY-MM') as k, e.currency, finance_decimal(sum(e.amount_minor)::bigint) as amount, count(*)::int as n
       from finance_entries e
      where true${where(f, costParams, 'e.entry_date', 'e.client_name')}${owned(tx, listSpecs.financeEntries, 'e', deptPath)}
      group by 1, 2 order by 1, 2`,
    costParams,
  );
  const applicants = (
    await tx.query<{ a: string }>(
      `select applicant as a from trademarks where deleted_at is null and applicant is not null and applicant <> ''${markScope} group by 1 order by count(*) desc, 1 limit 100`,
    )
  ).rows.map((r) => r.a);

  const from = f.from ?? today;
  const to = f.to ?? dayjs(today).add(DEFAULT_WEEKS, 'week').format('YYYY-MM-DD');
  // Deadlines are per responsible user: kept when one of them is in the caller's scope and in the department.
  const inScope = await scopeUserIds(tx, dataScopeOf(tx));
  const inDept = deptPath ? await departmentUserIds(tx, deptPath) : null;
  const dates = (await collectDeadlines(tx, { tenantId, from, to }))
    .filter((d) => (!inScope || d.userIds.some((u) => inScope.has(u))) && (!inDept || d.userIds.some((u) => inDept.has(u))))
    .map((d) => d.dueDate);

  const out = (rows: Array<{ k: string; n: number }>, name: (k: string) => { zh: string; en: string }): Bucket[] => rows.map((r) => ({ key: r.k, ...name(r.k), value: r.n }));
  return {
    from,
    to,
    applicants,
    costs: costs.rows.map((r) => ({ key: r.k, zh: `${Number(r.k.slice(0, 4))}年${Number(r.k.slice(5))}月`, en: r.k, currency: r.currency, amount: r.amount, count: r.n })),
    charts: {
      marksByStatus: out(byStatus, (k) => label(statusDict, k)),
      marksByClass: out(byClass, (k) => ({ zh: `第${k}类`, en: `Class ${k}` })),
      marksByCountry: out(byCountry, (k) => countryDict?.[k] ?? { zh: countryNameZh(k) ?? k, en: k }),
      deadlinesByWeek: byWeek(dates, from, to),
      deadlinesByMonth: byMonth(dates, from, to),
      casesByType: out(types, (k) => label(caseTypes, k)),
      casesByStage: out(stages, (k) => label(caseStatus, k)),
      documentsByMonth: out(docs, (k) => ({ zh: `${Number(k.slice(0, 4))}年${Number(k.slice(5))}月`, en: k })),
    },
  };
}

export const getReport: Handler<'reports.getReport'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  return buildReport(ctx.db, session.tenantId, { from: body.dateFrom, to: body.dateTo, applicant: body.applicant, deptId: body.deptId });
};
