// List benchmark (issue 3): seeds trademark-archive rows and measures /brandArchives/queryBrandPage through
// the real HTTP API (app in this process, listening on 127.0.0.1; its client in a worker thread) against the same
// SQL run directly in a transaction scoped like the API's (set_config app.tenant_id + role ipms_app).
//
//   npx tsx scripts/bench-lists.ts                         100,000 rows on embedded PGlite in a temp dir
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-lists.ts --rows 1000000
//       creates database ipms_bench on that server, drops it at the end unless --keep
//   --reuse      (PostgreSQL) keep an existing ipms_bench that already has the rows instead of reseeding
//   --explain    print the plans of the four queries
//   --calls N    calls per measurement at concurrency 1 (default 300; concurrency 16 runs 3N)
//   --only RE    only the cases whose label matches RE (re-measuring outliers)
//   --quick      the API alone at concurrency 1 (figures of an older engine, whose slow sorts take seconds)
//   --no-c16     skip concurrency 16
//   BENCH_DB=name  (PostgreSQL) the database to create or reuse instead of ipms_bench
// The cases (benchCases): every sortable column of the archive both ways at pages 1, 20, 100 and 200, one- and
// two-character terms frequent and rare on 商标名称, 申请人 and 代理机构, each filter alone and common pairs; each
// with the API, the engine's SQL run directly (runList in a scoped transaction) and the page's ids in plain SQL
// (one SELECT id ... ORDER BY ... LIMIT/OFFSET) beside it. The API's ids are checked against the plain SQL's.
// `npm run bench` runs it after the front-end figures with the same options.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { serverModules } from '../src/modules/server';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open';
import { scopeToTenant, withSystem } from '../src/server/db/tenant';
import type { Database } from '../src/server/db/types';
import { listSpecs } from '../src/generated/list-specs';
import { buildListQuery, orderClause, Params, whereClause, type ListRequest } from '../src/server/lists/engine';
import { runList } from '../src/server/lists/generic';
import { forgetOverCapFacts } from '../src/server/lists/over-cap';
import { createTenant, seedDemo, syncBuiltinRoles } from '../src/server/seed';
import { CHOICES, checkSearchCache, generator, seedTrademarks } from './bench-data';
import { percentile, withAdminClient } from './bench-lib';

interface Options { rows: number; keep: boolean; reuse: boolean; explain: boolean; calls: number; only: RegExp | null; quick: boolean; c16: boolean }

export function parseListBenchArgs(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const rows = Number(value('--rows') ?? 100_000);
  const calls = Number(value('--calls') ?? 300);
  if (!Number.isInteger(rows) || rows < 1000) throw new Error('--rows must be an integer >= 1000');
  const only = value('--only');
  return {
    rows, keep: argv.includes('--keep'), reuse: argv.includes('--reuse'), explain: argv.includes('--explain'), calls,
    only: only ? new RegExp(only) : null, quick: argv.includes('--quick'), c16: !argv.includes('--no-c16'),
  };
}


// BENCH_DB names another database, so that two worktrees benchmarking at once do not drop each other's.
const BENCH_DB = process.env.BENCH_DB ?? 'ipms_bench';
const OTHER_TENANT_SHARE = 0.01;

async function openBenchDatabase(opts: Options): Promise<{ db: Database; fresh: boolean; where: string; cleanup: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'ipms-bench-lists-'));
    const db = await openDatabase({ dataDir: dir });
    return { db, fresh: true, where: `embedded PGlite (${dir})`, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = <T>(fn: (c: pg.Client) => Promise<T>) => withAdminClient(url, fn);
  const exists = (await admin((c) => c.query('select 1 from pg_database where datname = $1', [BENCH_DB]))).rows.length > 0;
  let fresh = true;
  if (exists && opts.reuse) fresh = false;
  else
    await admin(async (c) => {
      await c.query(`drop database if exists ${BENCH_DB}`);
      await c.query(`create database ${BENCH_DB}`);
    });
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${BENCH_DB}`;
  const db = await openDatabase({ databaseUrl: benchUrl.href });
  const version = (await db.query<{ v: string }>("select current_setting('server_version') as v")).rows[0].v;
  return {
    db,
    fresh,
    where: `PostgreSQL ${version} (database ${BENCH_DB})`,
    cleanup: async () => {
      if (opts.keep) return console.log(`[lists] kept database ${BENCH_DB} (--keep); rerun with --reuse to skip seeding`);
      await admin((c) => c.query(`drop database if exists ${BENCH_DB}`));
    },
  };
}

/** Seeds the rows with the secondary indexes dropped, then rebuilds them and analyzes (also the load benchmark's). */
export async function seedListBenchRows(db: Database, rows: number, tenants: { main: number; other: number }) {
  const sample = generator(7);
  checkSearchCache(Array.from({ length: 200 }, (_, i) => sample(i, 200, 1)));
  const indexes = (await db.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes where tablename = 'trademarks' and indexname <> 'trademarks_pkey'`,
  )).rows;
  for (const ix of indexes) await db.query(`drop index ${ix.name}`);
  const t0 = performance.now();
  let last = 0;
  const every = Math.max(1, Math.floor(rows * OTHER_TENANT_SHARE));
  await seedTrademarks(db, rows, (i) => (i % every === every - 1 ? tenants.other : tenants.main), {
    batch: db.kind === 'postgres' ? 5000 : 2000,
    onProgress: (done) => {
      if (performance.now() - last > 10_000) {
        last = performance.now();
        process.stdout.write(`[lists] inserted ${done.toLocaleString('en')} rows\n`);
      }
    },
  });
  const t1 = performance.now();
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query(`set local maintenance_work_mem = '1GB'`);
    for (const ix of indexes) await tx.query(ix.def);
  });
  const t2 = performance.now();
  await db.query('vacuum analyze trademarks');
  const t3 = performance.now();
  const size = (await db.query<{ table: string; indexes: string }>(
    `select pg_size_pretty(pg_table_size('trademarks')) as table, pg_size_pretty(pg_indexes_size('trademarks')) as indexes`,
  )).rows[0];
  console.log(
    `[lists] seeded ${rows.toLocaleString('en')} rows: insert ${((t1 - t0) / 1000).toFixed(1)} s, indexes ${((t2 - t1) / 1000).toFixed(1)} s, vacuum analyze ${((t3 - t2) / 1000).toFixed(1)} s; table ${size.table}, indexes ${size.indexes}`,
  );
}

/**
 * The API's client, in a worker thread of its own (bench-http-worker.mjs): building the requests and parsing the
 * answers (50 rows each) would otherwise take the app's own event loop, which a browser's client never does.
 */
function httpClient(port: number) {
  const worker = new Worker(new URL('./bench-http-worker.mjs', import.meta.url), { workerData: { port } });
  worker.unref();
  const waiting = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  let next = 0;
  worker.on('message', (m: { id: number; data?: unknown; error?: string }) => {
    const w = waiting.get(m.id)!;
    waiting.delete(m.id);
    if (m.error) w.reject(new Error(m.error));
    else w.resolve(m.data);
  });
  // keep: the answer's data is wanted (else null: a timed call only waits for it).
  return (path: string, body: unknown, token: string, keep = true) =>
    new Promise<any>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, path, body, token, keep });
    });
}

type Call = () => Promise<unknown>;
const summary = (times: number[], seconds: number) => {
  const sorted = [...times].sort((x, y) => x - y);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), rps: times.length / seconds };
};

/**
 * Runs each call `total` times with `concurrency` in flight, interleaved in rounds of 25 per call so that load
 * drift on a shared machine hits every variant alike. p50/p95 in ms, requests per second.
 */
async function measureInterleaved(calls: Record<string, Call>, total: number, concurrency: number) {
  const times: Record<string, number[]> = {};
  const seconds: Record<string, number> = {};
  const round = Math.max(25, concurrency * 4);
  for (const k of Object.keys(calls)) (times[k] = []), (seconds[k] = 0);
  for (let done = 0; done < total; done += round) {
    for (const [k, call] of Object.entries(calls)) {
      const n = Math.min(round, total - done);
      let next = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: Math.min(concurrency, n) }, async () => {
          while (next < n) {
            next++;
            const s0 = performance.now();
            await call();
            times[k].push(performance.now() - s0);
          }
        }),
      );
      seconds[k] += (performance.now() - t0) / 1000;
    }
  }
  return Object.fromEntries(Object.keys(calls).map((k) => [k, summary(times[k], seconds[k])]));
}


/** The cases of the list benchmark; page size 50 as the archive's users mostly choose. */
export function benchCases(): Array<{ group: string; label: string; body: ListRequest }> {
  const spec = listSpecs.brandRecords;
  const out: Array<{ group: string; label: string; body: ListRequest }> = [];
  const pageSize = 50;
  for (const pageNo of [1, 20, 100, 200]) out.push({ group: 'order', label: `default order (createdAt desc) p${pageNo}`, body: { pageNo, pageSize } });
  for (const key of spec.sortable)
    for (const asc of [true, false])
      for (const pageNo of [1, 20, 100, 200])
        out.push({ group: 'sort', label: `sort ${key} ${asc ? 'asc' : 'desc'} p${pageNo}`, body: { pageNo, pageSize, sorts: [{ key, asc }] } });
  const terms: Array<[string, string, string]> = [
    ['tmName', '安', 'frequent 1-char'], ['tmName', '鹰', 'rare 1-char'], ['tmName', '华美', 'frequent 2-char'], ['tmName', '鹰熊', 'rare 2-char'],
    ['tmName', 'h', 'latin 1-char (pinyin)'], ['tmName', 'hm', 'initials 2-char'],
    ['applicant', '科', 'frequent 1-char'], ['applicant', '鹰', 'rare 1-char'], ['applicant', '科技', 'frequent 2-char'], ['applicant', '丰川', 'rare 2-char'],
    ['applicant', '合肥', 'frequent 2-char, a city'],
    ['agent', '京', 'frequent 1-char'], ['agent', '厦', 'rarer 1-char'], ['agent', '中细', 'frequent 2-char'], ['agent', '97', 'rare 2-char'],
  ];
  for (const [prop, term, kind] of terms) out.push({ group: 'term', label: `${prop} contains ${term} (${kind})`, body: { pageNo: 1, pageSize, filters: { [prop]: term } } });
  const filters: Array<[string, Record<string, unknown>]> = [
    ['regNo contains 1234', { regNo: '1234' }],
    ['regNo contains 10007919 (one)', { regNo: '10007919' }],
    ['tmCl in [25]', { tmCl: [25] }],
    ['tmCl in [1]', { tmCl: [1] }],
    ['tmStatus in [已注册]', { tmStatus: ['已注册'] }],
    ['tmStatus in [转让中]', { tmStatus: ['转让中'] }],
    ['countryCode = US', { countryCode: 'US' }],
    ['appDate 2020', { appDate: ['2020-01-01', '2020-12-31'] }],
    ['regDate 2021-03', { regDate: ['2021-03-01', '2021-03-31'] }],
    ['endDate 2030', { endDate: ['2030-01-01', '2030-12-31'] }],
    ['tagIds [n7]', { tagIds: ['n7'] }],
    ['dplSource = 2', { dplSource: 2 }],
    ['brandManagementType [主商标]', { brandManagementType: ['主商标'] }],
    ['custom field 101 = 防御', { customFieldInfo: { '101': '防御' } }],
    ['tmCl [25] + tmStatus [已注册]', { tmCl: [25], tmStatus: ['已注册'] }],
    ['tmName 安达 + tmCl [9]', { tmName: '安达', tmCl: [9] }],
    ['tmName 安 + tmStatus [已注册]', { tmName: '安', tmStatus: ['已注册'] }],
    ['applicant 科技 + tmCl [35]', { applicant: '科技', tmCl: [35] }],
    ['custom 101 = 防御 + tag n7', { customFieldInfo: { '101': '防御' }, tagIds: ['n7'] }],
    ['tmStatus [已注册] + appDate 2020', { tmStatus: ['已注册'], appDate: ['2020-01-01', '2020-12-31'] }],
  ];
  for (const [label, f] of filters) out.push({ group: 'filter', label, body: { pageNo: 1, pageSize, filters: f } });
  // A frequent term paged deep: the default order and a date both ways.
  out.push({ group: 'filter', label: 'tmName 安 p20', body: { pageNo: 20, pageSize, filters: { tmName: '安' } } });
  out.push({ group: 'filter', label: 'tmName 安 p100', body: { pageNo: 100, pageSize, filters: { tmName: '安' } } });
  for (const asc of [true, false])
    for (const pageNo of [20, 100])
      out.push({ group: 'filter', label: `tmName 安 + sort appDate ${asc ? 'asc' : 'desc'} p${pageNo}`, body: { pageNo, pageSize, filters: { tmName: '安' }, sorts: [{ key: 'appDate', asc }] } });
  out.push({ group: 'filter', label: 'applicant 科技 + sort tmName asc p20', body: { pageNo: 20, pageSize, filters: { applicant: '科技' }, sorts: [{ key: 'tmName', asc: true }] } });
  out.push({ group: 'filter', label: 'tmStatus [已注册] + sort tmName asc p100', body: { pageNo: 100, pageSize, filters: { tmStatus: ['已注册'] }, sorts: [{ key: 'tmName', asc: true }] } });
  return out;
}

/** The page's ids in plain SQL: one SELECT id ... WHERE ... ORDER BY ... LIMIT/OFFSET, as the engine's WHERE and ORDER BY say. */
function plainIdsSql(body: ListRequest) {
  const spec = listSpecs.brandRecords;
  const p = new Params();
  const where = whereClause(spec, body.filters, p);
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 20;
  return { sql: `select t.id from ${spec.source} t ${where} ${orderClause(spec, body.sorts)} limit ${pageSize} offset ${(pageNo - 1) * pageSize}`, params: p.values };
}

async function plainIds(db: Database, tenantId: number, body: ListRequest): Promise<number[]> {
  const q = plainIdsSql(body);
  return db.transaction(async (tx) => {
    await scopeToTenant(tx, tenantId);
    return (await tx.query<{ id: number }>(q.sql, q.params)).rows.map((r) => r.id);
  });
}

/** The engine's queries run directly (runList in a transaction scoped like the API's). */
const engineSql = (db: Database, tenantId: number, body: ListRequest) =>
  db.transaction(async (tx) => {
    await scopeToTenant(tx, tenantId);
    return runList(tx, listSpecs.brandRecords, body);
  });

/** Custom fields 101 (single choice), 102 (number) and 104 (multiple choice) that the generated rows carry. */
async function defineBenchFields(db: Database, tenantId: number) {
  await db.query(
    `insert into custom_fields (id, tenant_id, module, field_title, show_field_title, field_type, field_content)
     select f.id, $1, 1, f.title, f.title, f.type, f.content::jsonb
       from (values (101, '管理级别', 3, $2), (102, '评分', 7, '{}'), (104, '标记', 4, $2)) f(id, title, type, content)
      where not exists (select 1 from custom_fields c where c.id = f.id)`,
    [tenantId, JSON.stringify({ options: CHOICES.map((c) => ({ label: c, value: c })) })],
  );
  await db.query(`select setval(pg_get_serial_sequence('custom_fields', 'id'), greatest(1000, (select max(id) from custom_fields)))`);
}

async function explainCase(db: Database, tenantId: number, body: ListRequest) {
  const q = buildListQuery(listSpecs.brandRecords, body);
  return db.transaction(async (tx) => {
    await scopeToTenant(tx, tenantId);
    const plans: string[] = [];
    for (const sql of [q.walk ? plainIdsSql(body).sql : q.rowsSql, q.countSql]) {
      const r = await tx.query<Record<string, string>>(`explain (analyze, costs off) ${sql}`, q.params);
      plans.push(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
    }
    return plans.join('\n  --- count ---\n');
  });
}

const ms = (v: number) => v.toFixed(1);

export async function runListBench(argv: string[] = process.argv.slice(2)) {
  const opts = parseListBenchArgs(argv);
  const { db, fresh, where, cleanup } = await openBenchDatabase(opts);
  console.log(`\n[lists] ${where}, ${opts.rows.toLocaleString('en')} trademark rows`);
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
    await defineBenchFields(db, main);
    const have = (await db.query<{ n: number }>('select count(*)::int as n from trademarks')).rows[0].n;
    if (fresh || have !== opts.rows) {
      if (have) await db.query('truncate trademarks cascade'); // disputes and announcements (008) reference marks
      await seedListBenchRows(db, opts.rows, { main, other });
    } else console.log(`[lists] reusing ${have.toLocaleString('en')} rows in ${BENCH_DB}`);

    app = await buildApp({ db, modules: serverModules, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    const post = httpClient(port);
    const login = await post('/loginPage/login', { username: 'admin', password: Buffer.from('Admin@2026').toString('base64'), encryptionType: 'base64' }, '');
    const token = login.token as string;

    type Row = { group: string; label: string; total: string; c1: Record<string, ReturnType<typeof summary>>; c16: Record<string, ReturnType<typeof summary>> | null; plainCalls: number };
    const results: Row[] = [];
    const loadAtStart = loadavg().map((l) => l.toFixed(1)).join(' ');
    for (const c of benchCases()) {
      if (opts.only && !opts.only.test(c.label)) continue;
      const api = () => post('/brandArchives/queryBrandPage', c.body, token, false);
      const a0 = performance.now();
      const page = await post('/brandArchives/queryBrandPage', c.body, token);
      // A request that takes a second or more (an unindexed scan) is measured with fewer calls.
      const calls = performance.now() - a0 > 300 ? Math.min(opts.calls, 5) : opts.calls;
      if (opts.quick) {
        const c1 = await measureInterleaved({ api }, opts.calls, 1);
        results.push({ group: c.group, label: c.label, total: `${page.total}${page.totalCapped ? '+' : ''}`, c1, c16: null, plainCalls: 0 });
        console.log(`[lists] ${c.label.padEnd(44)} total ${String(results.at(-1)!.total).padStart(6)} | c1 API p50 ${ms(c1.api.p50)} p95 ${ms(c1.api.p95)}`);
        continue;
      }
      // The same rows as plain SQL: ids and order (ties, nulls, deep pages), and the total.
      const t0 = performance.now();
      const ids = await plainIds(db, main, c.body);
      const plainMs = performance.now() - t0;
      const got = (page.list as Array<{ id: number }>).map((r) => r.id);
      if (JSON.stringify(got) !== JSON.stringify(ids)) throw new Error(`${c.label}: API ids differ from plain SQL\n${got.join(',')}\n${ids.join(',')}`);
      const direct = await engineSql(db, main, c.body);
      // A page answered before its total (count budget): the total is the countOnly call's.
      const pending = page.totalPending === true;
      const counted = pending ? await post('/brandArchives/queryBrandPage', { ...c.body, countOnly: true }, token) : page;
      if (direct.total !== counted.total || direct.totalCapped !== counted.totalCapped) throw new Error(`${c.label}: API total ${counted.total} != SQL ${direct.total}`);
      if (opts.explain) console.log(`\n[lists] ${c.label}\n${await explainCase(db, main, c.body)}`);
      const sql = () => engineSql(db, main, c.body);
      // The first request of a filter: no remembered over-cap count (lists/over-cap.ts); the API figure is the same
      // filter asked again (paging, sorting), which may use one.
      const first = () => (forgetOverCapFacts(), api());
      // The total alone, as the client asks for it after such a page (nothing remembered yet).
      const countOnly = () => (forgetOverCapFacts(), post('/brandArchives/queryBrandPage', { ...c.body, countOnly: true }, token, false));
      const plain = () => plainIds(db, main, c.body);
      // Plain SQL of a sort no index serves takes seconds: a few calls are enough for its figure.
      const plainCalls = plainMs > 200 ? Math.min(opts.calls, 5) : opts.calls;
      await measureInterleaved({ api, sql }, Math.min(20, calls), 4);
      const c1 = {
        ...(await measureInterleaved(pending ? { api, first, sql, countOnly } : { api, first, sql }, calls, 1)),
        ...(await measureInterleaved({ plain }, Math.min(calls, plainCalls), 1)),
      };
      const c16 = opts.c16 ? await measureInterleaved(plainMs > 200 ? { api, sql } : { api, sql, plain }, Math.max(calls * 2, 16), 16) : null;
      results.push({ group: c.group, label: c.label, total: `${counted.total}${counted.totalCapped ? '+' : ''}`, c1, c16, plainCalls });
      console.log(
        `[lists] ${c.label.padEnd(44)} total ${String(results.at(-1)!.total).padStart(6)} | c1 API p50 ${ms(c1.api.p50)} p95 ${ms(c1.api.p95)} first p50 ${ms(c1.first.p50)}${c1.countOnly ? ` (total after it ${ms(c1.countOnly.p50)})` : ''} SQL p50 ${ms(c1.sql.p50)} plain ids p50 ${ms(c1.plain.p50)}` +
          (c16 ? ` | c16 API p50 ${ms(c16.api.p50)} p95 ${ms(c16.api.p95)} ${c16.api.rps.toFixed(0)} req/s, SQL ${c16.sql.rps.toFixed(0)} req/s` : ''),
      );
    }
    const loads = loadavg().map((l) => l.toFixed(1)).join(' ');

    console.log(`\n${db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${opts.rows.toLocaleString('en')} rows, page size 50 (load average at the start ${loadAtStart}, at the end ${loads}; 2 cores)\n`);
    if (opts.quick) {
      console.log('| request | matching rows | API c1 p50 / p95 (ms) |');
      console.log('|---|---:|---:|');
      for (const r of results) console.log(`| ${r.label} | ${r.total} | ${ms(r.c1.api.p50)} / ${ms(r.c1.api.p95)} |`);
      return results;
    }
    console.log('| request | matching rows | API c1 p50 / p95 (ms) | API first request c1 p50 / p95 (its total after it) | engine SQL c1 p50 / p95 | plain SQL ids c1 p50 | API c16 p50 / p95 | API c16 req/s | engine SQL c16 req/s | API / SQL c16 |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results)
      console.log(
        `| ${r.label} | ${r.total} | ${ms(r.c1.api.p50)} / ${ms(r.c1.api.p95)} | ${ms(r.c1.first.p50)} / ${ms(r.c1.first.p95)}${r.c1.countOnly ? ` (${ms(r.c1.countOnly.p50)})` : ''} | ${ms(r.c1.sql.p50)} / ${ms(r.c1.sql.p95)} | ${ms(r.c1.plain.p50)}${r.plainCalls < opts.calls ? '*' : ''} | ` +
          (r.c16 ? `${ms(r.c16.api.p50)} / ${ms(r.c16.api.p95)} | ${r.c16.api.rps.toFixed(0)} | ${r.c16.sql.rps.toFixed(0)} | ${Math.round((100 * r.c16.api.rps) / r.c16.sql.rps)} % |` : '– | – | – | – |'),
      );
    return results;
  } finally {
    await app?.close();
    await db.close();
    await cleanup();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runListBench();
