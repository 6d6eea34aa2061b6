// Case benchmark (issue 10): the case list /caseManage/getCaseLists at 200,000 cases on PostgreSQL (page size 50,
// with its total: the default order, every sortable column both ways on the first and a deep page (page 200, the
// last the 10,000 cap reaches), and the list's filters alone and in pairs), and saving a 10-country overseas case
// (/caseManage/saveCase, new each time, validated and numbered as in use) — through the real HTTP API, the app
// listening on 127.0.0.1 in this process. Budgets: list p50 under 15 ms, save p50 under 100 ms.
//
//   npx tsx scripts/bench-cases.ts                   (npm run bench -- --cases-only)
//   --rows N (default 200000), --calls N (default 200), --keep / --reuse (keep or reuse the database),
//   --explain (EXPLAIN (ANALYZE, BUFFERS) of every statement a list request runs), --only RE.  DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres);
//   BENCH_CASES_DB names the database (default ipms_bench_cases).
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { caseForms } from '../src/generated/case-forms';
import { listSpecs } from '../src/generated/list-specs';
import { serverModules } from '../src/modules/server';
import { buildApp } from '../src/server/app';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open';
import { scopeToTenant, withSystem } from '../src/server/db/tenant';
import type { Queryable } from '../src/server/db/types';
import type { ListRequest } from '../src/server/lists/engine';
import { runList } from '../src/server/lists/generic';
import { forgetOverCapFacts } from '../src/server/lists/over-cap';
import { createTenant, seedDemo, syncBuiltinRoles } from '../src/server/seed';
import { fillCaseSearch } from '../src/modules/cases/server/search';
import { measure, percentile, post, withAdminClient } from './bench-lib';

const LIST_BUDGET_MS = 15;
const SAVE_BUDGET_MS = 100;
const arg = (argv: string[], name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};

/** Seeds `rows` cases in one statement (1 % in another tenant): types, states, applicants, marks, classes, countries, dates, handlers, a custom value. */
async function seedCases(db: Awaited<ReturnType<typeof openDatabase>>, rows: number, main: number, other: number, field: number) {
  const types = Object.keys(caseForms);
  const t0 = performance.now();
  await db.query(`truncate cases cascade`);
  await db.query(
    `insert into cases (tenant_id, case_no, case_type, case_status, biz_param, applicant_name, tm_name, tm_cls, countries, app_no, app_date, submit_date,
                        result, result_date, submit_type, handler_id, handler_name, parent_case_no, custom_values, created_at, updated_at)
     select case when g % 100 = 99 then $2::int else $1::int end,
            'AJ' || to_char(d, 'YYYYMMDD') || lpad((g % 10000)::text, 4, '0') || case when g % 100 = 98 then '-1' else '' end,
            ($4::text[])[1 + g % array_length($4::text[], 1)],
            s.status, '{}'::jsonb,
            (array['上海','北京','杭州','深圳','广州','成都','武汉','南京','苏州','合肥'])[1 + g % 10] || (array['星河','云帆','青禾','华美','安达','远山','鹰熊','丰川','明德','正元'])[1 + (g / 10) % 10] || (array['科技','贸易','食品','生物','文化'])[1 + (g / 100) % 5] || '有限公司' || (g % 997),
            (array['星河','云帆','青禾','华美','安达','远山','鹰熊','丰川','明德','正元'])[1 + (g / 7) % 10] || (array['','科技','之光','优选','E家'])[1 + (g / 70) % 5] || (g % 331),
            array[lpad((1 + g % 45)::text, 2, '0')] || case when g % 3 = 0 then array[lpad((1 + (g * 7) % 45)::text, 2, '0')] else '{}' end,
            case when g % 10 < 7 then array['CN'] else array[(array['US','JP','KR','EM','GB','DE','SG','AU','VN','TH'])[1 + (g / 10) % 10]] end,
            case when s.status in ('已受理', '已结案') then (10000000 + g)::text end,
            case when s.status in ('已受理', '已结案') then d::date + 20 end,
            case when s.status in ('已递交', '已受理', '已结案') then d::date + 5 end,
            case when s.status = '已结案' then (array['核准','驳回','部分核准','成立'])[1 + g % 4] end,
            case when s.status = '已结案' then d::date + 300 end,
            case when g % 9 = 0 then '纸质递交' else '电子递交' end,
            null, case when g % 5 = 0 then null else (array['张伟','王芳','李娜','刘洋','陈静','杨帆','赵磊','黄敏','周杰','吴倩'])[1 + g % 10] end,
            case when g % 100 = 98 then 'AJ' || to_char(d, 'YYYYMMDD') || lpad((g % 10000)::text, 4, '0') end,
            case when g % 4 = 0 then jsonb_build_object($3::text, (array['加急','普通'])[1 + g % 2]) else '{}'::jsonb end,
            d, d + interval '1 day' * (g % 30)
       from generate_series(1, $5::int) g
       cross join lateral (select timestamptz '2023-01-01 09:00+08' + (g::float8 / $5 * 1050) * interval '1 day' + (g % 600) * interval '1 minute' as d) dd
       cross join lateral (select (array['草稿','待递交','已递交','已受理','已结案','已结案','已受理','已结案'])[1 + (g * 13) % 8] as status) s`,
    [main, other, String(field), types, rows],
  );
  const t1 = performance.now();
  await fillCaseSearch(db);
  const t2 = performance.now();
  await db.query('vacuum analyze cases');
  console.log(`[cases] seeded ${rows.toLocaleString('en')} cases in ${((t1 - t0) / 1000).toFixed(1)} s, search columns ${((t2 - t1) / 1000).toFixed(1)} s, vacuum analyze ${((performance.now() - t2) / 1000).toFixed(1)} s`);
}

export function listCases(field: number): Array<{ label: string; body: ListRequest }> {
  const spec = listSpecs.cases;
  const out: Array<{ label: string; body: ListRequest }> = [];
  const pageSize = 50;
  for (const pageNo of [1, 20, 200]) out.push({ label: `default order (createdAt desc) p${pageNo}`, body: { pageNo, pageSize } });
  for (const key of spec.sortable)
    for (const asc of [true, false]) for (const pageNo of [1, 200]) out.push({ label: `sort ${key} ${asc ? 'asc' : 'desc'} p${pageNo}`, body: { pageNo, pageSize, sorts: [{ key, asc }] } });
  const filters: Array<[string, Record<string, unknown>, Record<string, unknown>?]> = [
    ['caseType in [brand-extension]', { caseType: ['brand-extension'] }],
    ['caseStatus in [已受理]', { caseStatus: ['已受理'] }],
    ['caseType + caseStatus', { caseType: ['add-brand'], caseStatus: ['草稿', '待递交'] }],
    ['countries in [US]', { countries: ['US'] }],
    ['tmCls in [25]', { tmCls: ['25'] }],
    ['applicantName contains 星河 (frequent)', { applicantName: '星河' }],
    ['applicantName contains 鹰熊生物 (rarer)', { applicantName: '鹰熊生物' }],
    ['tmName contains 安达 (frequent)', { tmName: '安达' }],
    ['tmName contains 丰川E家12 (rare)', { tmName: '丰川E家12' }],
    ['caseNo contains 20250315', { caseNo: '20250315' }],
    ['appNo contains 1012345 (one)', { appNo: '1012345' }],
    ['handlerName contains 王芳', { handlerName: '王芳' }],
    ['submitType [纸质递交]', { submitType: ['纸质递交'] }],
    ['createdAt 2025-03', { createdAt: ['2025-03-01', '2025-03-31'] }],
    ['submitDate 2024', { submitDate: ['2024-01-01', '2024-12-31'] }],
    ['parentCaseNo = one case', { parentCaseNo: 'AJ20230101' }],
    ['caseStatus [已结案] + countries [JP]', { caseStatus: ['已结案'], countries: ['JP'] }],
    ['applicantName 科技 + caseType [add-brand]', { applicantName: '科技', caseType: ['add-brand'] }],
  ];
  for (const [label, f] of filters) out.push({ label, body: { pageNo: 1, pageSize, filters: f } });
  out.push({ label: `custom field = 加急`, body: { pageNo: 1, pageSize, customFilters: { [field]: { op: 'in', value: ['加急'] } } } as ListRequest });
  out.push({ label: `custom 加急 + caseStatus [草稿]`, body: { pageNo: 1, pageSize, filters: { caseStatus: ['草稿'] }, customFilters: { [field]: { op: 'in', value: ['加急'] } } } as ListRequest });
  out.push({ label: 'caseStatus [已受理] + sort tmName asc p100', body: { pageNo: 100, pageSize, filters: { caseStatus: ['已受理'] }, sorts: [{ key: 'tmName', asc: true }] } });
  out.push({ label: 'countries [US] + sort submitDate desc p20', body: { pageNo: 20, pageSize, filters: { countries: ['US'] }, sorts: [{ key: 'submitDate', asc: false }] } });
  return out;
}

/** A 10-country overseas registration (the form with per-country items), or null when no such form exists. */
function overseasCase(): { caseType: string; bizParam: Record<string, unknown> } | null {
  const caseType = Object.keys(caseForms).find((k) => 'tmItems' in ((caseForms as Record<string, { schema: { properties?: object } }>)[k].schema.properties ?? {}));
  if (!caseType) return null;
  const countries = ['US', 'JP', 'KR', 'EM', 'GB', 'SG', 'AU', 'CA', 'VN', 'TH'];
  const applicant = { applicantType: '法人或其他组织', applicantName: '上海星河科技有限公司', applicantAddress: '上海市浦东新区世纪大道100号', applicantNameEn: 'Shanghai Xinghe Technology Co., Ltd.', applicantAddressEn: '100 Century Avenue, Pudong, Shanghai' };
  return {
    caseType,
    bizParam: {
      applicant, markType: '文字', tmName: 'XINGHE', applyWay: '逐一国家申请', priorityRadio: 'no',
      agent: { agencyName: '北京知远商标代理有限公司', agentName: '张三' },
      tmItems: countries.map((appCountry, i) => ({
        appCountry, tmCl: ['09', '35', '42'], goodsItem: '计算机；计算机软件（已录制）；广告；替他人推销；软件开发；技术研究',
        goodsItemTranslate: { '09': 'Computers; recorded computer software', '35': 'Advertising; sales promotion for others', '42': 'Software development; technological research' },
        applyBasic: '基础申请', officialFees: { amount: `${300 + i * 25}.50`, currency: 'USD' }, agencyFees: { amount: '2500', currency: 'CNY' }, sundryFees: { amount: '80', currency: 'CNY' },
      })),
      officialSubmitFiles: countries.map((appCountry) => ({ appCountry, files: [{ fileName: `委托书__${appCountry}`, filePath: '/files/uploads/poa1' }] })),
    },
  };
}

export async function runCasesBench(argv: string[] = process.argv.slice(2)) {
  const rows = Number(arg(argv, '--rows') ?? 200_000);
  const calls = Number(arg(argv, '--calls') ?? 200);
  const only = arg(argv, '--only') ? new RegExp(arg(argv, '--only')!) : null;
  const url = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const name = process.env.BENCH_CASES_DB ?? 'ipms_bench_cases';
  const exists = (await withAdminClient(url, (c) => c.query('select 1 from pg_database where datname = $1', [name]))).rows.length > 0;
  const reuse = exists && argv.includes('--reuse');
  if (!reuse)
    await withAdminClient(url, async (c) => {
      await c.query(`drop database if exists ${name}`);
      await c.query(`create database ${name}`);
    });
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: dbUrl.href });
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    await migrate(db);
    await seedDemo(db, serverModules);
    await syncBuiltinRoles(db);
    const main = (await db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
    let other = (await db.query<{ id: number }>(`select id from tenants where code = 'bench-other'`)).rows[0]?.id;
    if (!other)
      other = (await withSystem(db, (tx) => createTenant(tx, { name: '基准测试其他租户', code: 'bench-other' }, [
        { account: 'bench-other', password: 'Bench@2026x', name: '其他租户', phone: '13900009999', role: '管理员' },
      ]))).tenantId;
    let field = (await db.query<{ id: number }>(`select id from custom_fields where tenant_id = $1 and module = 2 and field_title = '紧急程度'`, [main])).rows[0]?.id;
    if (!field)
      field = (await db.query<{ id: number }>(
        `insert into custom_fields (tenant_id, module, field_title, show_field_title, field_type, field_content, is_filter) values ($1, 2, '紧急程度', '紧急程度', 3, $2::jsonb, 1) returning id`,
        [main, JSON.stringify({ options: [{ cont: '加急', name: '加急', color: '#ff7200' }, { cont: '普通', name: '普通', color: '#1677ff' }] })],
      )).rows[0].id;
    const have = (await db.query<{ n: number }>('select count(*)::int as n from cases')).rows[0].n;
    if (!reuse || have < rows) await seedCases(db, rows, main, other, field);
    else console.log(`[cases] reusing ${have.toLocaleString('en')} cases in ${name}`);

    // BENCH_LOG=1 logs the server's errors (a 500 in the middle of a run says only its request id)
    app = await buildApp({ db, modules: serverModules, logger: process.env.BENCH_LOG ? { level: 'error' } : false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { token } = await post(base, '/loginPage/login', { username: 'admin', password: Buffer.from('Admin@2026').toString('base64'), encryptionType: 'base64' });
    const version = (await db.query<{ v: string }>("select current_setting('server_version') as v")).rows[0].v;
    console.log(`\n[cases] PostgreSQL ${version}, ${rows.toLocaleString('en')} cases, page size 50, ${calls} calls each at concurrency 1 (load ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);

    const results: Array<{ label: string; total: string; p50: number; p95: number; first: number; countOnly: number | null; sql: number }> = [];
    for (const c of listCases(field)) {
      if (only && !only.test(c.label)) continue;
      const call = () => post(base, '/caseManage/getCaseLists', c.body, token);
      forgetOverCapFacts();
      const page = await call();
      // The first request of a filter (nothing remembered, lists/over-cap.ts); a page that comes before its total
      // (lists/count-budget.ts) is followed by the total alone, as the client asks for it.
      const first = () => (forgetOverCapFacts(), call());
      const countOnly = () => (forgetOverCapFacts(), post(base, '/caseManage/getCaseLists', { ...c.body, countOnly: true }, token));
      const counted = page.totalPending ? await countOnly() : page;
      if (argv.includes('--explain')) {
        // Every statement runList issues for the request (walk, probe, first rows, page, count), with its plan.
        const plans: string[] = [];
        await db.transaction(async (tx) => {
          await scopeToTenant(tx, main);
          const explained: Queryable = {
            async query(sql, params, options) {
              const r = await tx.query(sql, params, options);
              if (!/^\s*explain/i.test(sql)) {
                const plan = await tx.query<Record<string, string>>(`explain (analyze, buffers) ${sql}`, params);
                plans.push(`${sql.replace(/\s+/g, ' ').slice(0, 300)}\n${plan.rows.map((x) => x['QUERY PLAN']).join('\n')}`);
              }
              return r as never;
            },
          };
          await runList(explained, listSpecs.cases, c.body);
        });
        console.log(`\n${c.label}\n${plans.join('\n\n')}`);
      }
      // The engine's queries run directly too (runList in a transaction scoped like a call): what the database costs.
      const sql = () => db.transaction(async (tx) => {
        await scopeToTenant(tx, main);
        return runList(tx, listSpecs.cases, c.body);
      });
      await measure(call, 10, 1);
      const m = await measure(call, calls, 1);
      const f = await measure(first, calls, 1);
      const t = page.totalPending ? await measure(countOnly, calls, 1) : null;
      const q = await measure(sql, calls, 1);
      const worse = Math.max(m.p50, f.p50);
      results.push({ label: c.label, total: `${counted.total}${counted.totalCapped ? '+' : ''}`, p50: m.p50, p95: m.p95, first: f.p50, countOnly: t?.p50 ?? null, sql: q.p50 });
      console.log(
        `[cases] ${c.label.padEnd(48)} total ${results.at(-1)!.total.padStart(6)} | API p50 ${m.p50.toFixed(1)} p95 ${m.p95.toFixed(1)} ms, first request p50 ${f.p50.toFixed(1)}` +
          `${t ? ` (its total after it ${t.p50.toFixed(1)})` : ''}, engine SQL p50 ${q.p50.toFixed(1)} ms${worse >= LIST_BUDGET_MS ? '  OVER BUDGET' : ''}`,
      );
    }
    const worseOf = (r: (typeof results)[number]) => Math.max(r.p50, r.first);
    const worst = [...results].sort((a, b) => worseOf(b) - worseOf(a))[0];
    const p50s = results.map(worseOf).sort((a, b) => a - b);
    console.log('\n| request | matching rows | API p50 / p95 (ms) | first request p50 (its total after it) | engine SQL p50 (ms) |\n|---|---:|---:|---:|---:|');
    for (const r of results)
      console.log(`| ${r.label} | ${r.total} | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} | ${r.first.toFixed(1)}${r.countOnly !== null ? ` (${r.countOnly.toFixed(1)})` : ''} | ${r.sql.toFixed(1)} |`);
    console.log(
      `[cases] list: ${results.length} requests, median of the p50s ${percentile(p50s, 50).toFixed(1)} ms, worst p50 ${worst ? worseOf(worst).toFixed(1) : '-'} ms (${worst?.label}); ` +
        `budget p50 < ${LIST_BUDGET_MS} ms: ${results.every((r) => worseOf(r) < LIST_BUDGET_MS) ? 'met' : 'NOT met'}`,
    );

    const overseas = overseasCase();
    if (!overseas) console.log('[cases] save: no case form with per-country items (tmItems) in this build; the 10-country save is not measured');
    else {
      const save = () => post(base, '/caseManage/saveCase', overseas, token);
      await measure(save, 10, 1);
      const s = await measure(save, Math.min(calls, 200), 1);
      const saved = await save();
      const upd = () => post(base, '/caseManage/queryCase', { caseNo: saved.caseNo }, token).then((c) => post(base, '/caseManage/updateCase', { caseNo: c.caseNo, version: c.version, caseType: overseas.caseType, bizParam: overseas.bizParam }, token));
      const u = await measure(upd, 50, 1);
      console.log(`[cases] save a 10-country ${overseas.caseType} case (saveCase, new): p50 ${s.p50.toFixed(1)} p95 ${s.p95.toFixed(1)} ms (budget p50 < ${SAVE_BUDGET_MS} ms: ${s.p50 < SAVE_BUDGET_MS ? 'met' : 'NOT met'}); queryCase + updateCase p50 ${u.p50.toFixed(1)} ms`);
    }
    return results;
  } finally {
    await app?.close();
    await db.close();
    if (!argv.includes('--keep')) await withAdminClient(url, (c) => c.query(`drop database if exists ${name}`));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runCasesBench();
