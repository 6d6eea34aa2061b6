// List benchmark (issue 3): seeds trademark-archive rows and measures /brandArchives/queryBrandPage through
// the real HTTP API (app in this process, listening on 127.0.0.1) against the same SQL run directly in a
// transaction scoped like the API's (set_config app.tenant_id + role ipms_app).
//
//   npx tsx scripts/bench-lists.ts                         100,000 rows on embedded PGlite in a temp dir
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-lists.ts --rows 1000000
//       creates database ipms_bench on that server, drops it at the end unless --keep
//   --reuse      (PostgreSQL) keep an existing ipms_bench that already has the rows instead of reseeding
//   --explain    print the plans of the four queries
//   --calls N    calls per measurement at concurrency 1 (default 300; concurrency 16 runs 3N)
// `npm run bench` runs it after the front-end figures with the same options.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { serverModules } from '../src/modules/server';
import { resolveSession } from '../src/server/auth/gate';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open';
import { scopeToTenant, withSystem } from '../src/server/db/tenant';
import type { Database, Queryable } from '../src/server/db/types';
import { listSpecs } from '../src/generated/list-specs';
import { buildListQuery, type ListRequest } from '../src/server/lists/engine';
import { createTenant, seedDemo, syncBuiltinRoles } from '../src/server/seed';
import { checkSearchCache, generator, seedTrademarks } from './bench-data';
import { percentile, withAdminClient } from './bench-lib';

interface Options { rows: number; keep: boolean; reuse: boolean; explain: boolean; calls: number }

export function parseListBenchArgs(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const rows = Number(value('--rows') ?? 100_000);
  const calls = Number(value('--calls') ?? 300);
  if (!Number.isInteger(rows) || rows < 1000) throw new Error('--rows must be an integer >= 1000');
  return { rows, keep: argv.includes('--keep'), reuse: argv.includes('--reuse'), explain: argv.includes('--explain'), calls };
}

/** The four benchmark queries (bodies of /brandArchives/queryBrandPage). */
export const QUERIES: Array<{ key: string; label: string; body: ListRequest }> = [
  { key: 'Q1', label: 'no filter, newest first', body: { pageNo: 1, pageSize: 20 } },
  { key: 'Q2', label: 'class 25 + status 已注册', body: { pageNo: 1, pageSize: 20, filters: { tmCl: [25], tmStatus: ['已注册'] } } },
  { key: 'Q3', label: 'name contains 安达 + class 9', body: { pageNo: 1, pageSize: 20, filters: { tmName: '安达', tmCl: [9] } } },
  { key: 'Q4', label: 'custom field 101=防御 + tag n7', body: { pageNo: 1, pageSize: 20, filters: { customFieldInfo: { '101': '防御' }, tagIds: ['n7'] } } },
];

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

function httpClient(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  return (path: string, body: unknown, token: string) =>
    new Promise<any>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = request(
        { host: '127.0.0.1', port, path: encodeURI(path), method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), token } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            if (json.subCode !== 10000) reject(new Error(`${path}: ${json.subCode} ${json.subMessage}`));
            else resolve(json.data);
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
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

/** The list call's SQL as runList issues it, in a transaction scoped like the API's. */
async function directList(db: Database, tenantId: number, body: ListRequest) {
  const spec = listSpecs.brandRecords;
  return db.transaction(async (tx) => {
    await scopeToTenant(tx, tenantId);
    const q = buildListQuery(spec, body);
    const rows = await tx.query(q.rowsSql, q.params);
    if (q.pageNo === 1 && rows.rows.length < q.pageSize) return rows.rows.length;
    return (await tx.query<{ n: number }>(q.countSql, q.params)).rows[0].n;
  });
}

/** The same plus the session lookup the router does first, in the same transaction: the API minus HTTP and Fastify. */
async function directListWithSession(db: Database, token: string, body: ListRequest) {
  const spec = listSpecs.brandRecords;
  return db.transaction(async (tx) => {
    const session = await resolveSession(tx, token);
    await scopeToTenant(tx, session.tenantId);
    const q = buildListQuery(spec, body);
    const rows = await tx.query(q.rowsSql, q.params);
    if (q.pageNo === 1 && rows.rows.length < q.pageSize) return rows.rows.length;
    return (await tx.query<{ n: number }>(q.countSql, q.params)).rows[0].n;
  });
}

async function explain(db: Database, tenantId: number, body: ListRequest) {
  const q = buildListQuery(listSpecs.brandRecords, body);
  return db.transaction(async (tx) => {
    await scopeToTenant(tx, tenantId);
    const plans: string[] = [];
    for (const sql of [q.rowsSql, q.countSql]) {
      const r = await tx.query<Record<string, string>>(`explain (analyze, buffers, costs off) ${sql}`, q.params);
      plans.push(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
    }
    return plans.join('\n  --- count ---\n');
  });
}

const ms = (v: number) => v.toFixed(2).padStart(7);

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

    const results: Array<{ key: string; label: string; total: string; c1: Record<string, ReturnType<typeof summary>>; c16: Record<string, ReturnType<typeof summary>> }> = [];
    for (const q of QUERIES) {
      const page = await post('/brandArchives/queryBrandPage', q.body, token);
      const sqlTotal = await directList(db, main, q.body);
      if (Math.min(sqlTotal, 10000) !== page.total) throw new Error(`${q.key}: API total ${page.total} != SQL ${sqlTotal}`);
      if (opts.explain) console.log(`\n[lists] ${q.key} ${q.label}\n${await explain(db, main, q.body)}`);
      const api = () => post('/brandArchives/queryBrandPage', q.body, token);
      const sql = () => directList(db, main, q.body);
      const sqlSession = () => directListWithSession(db, token, q.body);
      const inject = async () => {
        const r = await app!.inject({ method: 'POST', url: '/brandArchives/queryBrandPage', headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify(q.body) });
        if (r.statusCode !== 200) throw new Error(r.body);
      };
      await measureInterleaved({ api, sql, sqlSession, inject }, 100, 4);
      const c1 = await measureInterleaved({ api, sql, sqlSession, inject }, opts.calls, 1);
      const c16 = await measureInterleaved({ api, sql }, opts.calls * 3, 16);
      results.push({ key: q.key, label: q.label, total: `${page.total}${page.totalCapped ? '+' : ''}`, c1, c16 });
      console.log(
        `[lists] ${q.key} ${q.label.padEnd(30)} total ${String(results.at(-1)!.total).padStart(6)} | c1 API p50 ${ms(c1.api.p50)} p95 ${ms(c1.api.p95)} SQL p50 ${ms(c1.sql.p50)} ratio ${(c1.api.p50 / c1.sql.p50).toFixed(2)} | c16 API p50 ${ms(c16.api.p50)} p95 ${ms(c16.api.p95)} ${c16.api.rps.toFixed(0).padStart(5)} req/s, SQL ${c16.sql.rps.toFixed(0).padStart(5)} req/s`,
      );
    }

    // Round trips and the session lookup on their own (c1 p50).
    const httpAgent = new Agent({ keepAlive: true });
    const health = () =>
      new Promise<void>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/healthz', method: 'GET', agent: httpAgent }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
        req.end();
      });
    const parts = await measureInterleaved(
      {
        health,
        select1: () => db.query('select 1'),
        emptyTx: () => db.transaction((tx) => scopeToTenant(tx, main)),
        sessionTx: () => db.transaction(async (tx: Queryable) => scopeToTenant(tx, (await resolveSession(tx, token)).tenantId)),
      },
      opts.calls * 2,
      1,
    );
    const loads = loadavg().map((l) => l.toFixed(1)).join(' ');

    const f = (v: number) => v.toFixed(2);
    console.log(`\n${db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${opts.rows.toLocaleString('en')} rows (load average at the end: ${loads}; 2 cores)\n`);
    console.log('| query | matching rows | API c1 p50 / p95 (ms) | SQL c1 p50 / p95 (ms) | API/SQL p50 | API c16 p50 / p95 (ms) | API c16 req/s | SQL c16 req/s |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results)
      console.log(`| ${r.key} ${r.label} | ${r.total} | ${f(r.c1.api.p50)} / ${f(r.c1.api.p95)} | ${f(r.c1.sql.p50)} / ${f(r.c1.sql.p95)} | ${(r.c1.api.p50 / r.c1.sql.p50).toFixed(2)} | ${f(r.c16.api.p50)} / ${f(r.c16.api.p95)} | ${r.c16.api.rps.toFixed(0)} | ${r.c16.sql.rps.toFixed(0)} |`);
    console.log('\nWhere the API time goes at c1 (p50, ms): SQL alone; + the session lookup in the same transaction; + Fastify, validation, handler and JSON (app.inject); + HTTP on 127.0.0.1.\n');
    console.log('| query | SQL | + session lookup | + Fastify (inject) | + HTTP (API) |');
    console.log('|---|---:|---:|---:|---:|');
    for (const r of results) console.log(`| ${r.key} | ${f(r.c1.sql.p50)} | ${f(r.c1.sqlSession.p50)} | ${f(r.c1.inject.p50)} | ${f(r.c1.api.p50)} |`);
    console.log(
      `\nRound trips (p50): GET /healthz over HTTP ${f(parts.health.p50)} ms; select 1 ${f(parts.select1.p50)} ms; begin + set_config + commit ${f(parts.emptyTx.p50)} ms; the same + session lookup ${f(parts.sessionTx.p50)} ms`,
    );
    return results;
  } finally {
    await app?.close();
    await db.close();
    await cleanup();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runListBench();
