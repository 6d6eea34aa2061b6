// Load benchmark (issue 20): 50 signed-in users, each a closed loop with no think time (one request in flight
// per user, like autocannon's connections), mixing the archive's reads and writes for 60 s against the server
// process on PostgreSQL with 100,000 marks (seeded like the list benchmark, scripts/bench-data.ts). Reports
// req/s, p50/p95/p99 and errors overall and per kind of call. Targets: 0 errors, p99 under 500 ms.
//
//   npx tsx scripts/bench-load.ts                 PostgreSQL at DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres):
//                                                 creates database ipms_bench_load, drops it at the end
//   --users N (50) --seconds N (60) --rows N (100000) --keep (keep the database) --reuse (reuse a kept one)
// `npm run bench` runs it last; `npm run bench -- --load-only` runs only this.
//
// Writes never collide by construction (each user edits its own marks), so any 40900 is an error here. Every
// edit reads the record first and sends back the version it read, as the edit form does.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { listSpecs } from '../src/generated/list-specs';
import { hashPassword } from '../src/server/auth/password';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open';
import { serverModules } from '../src/modules/server';
import { seedDemo, syncBuiltinRoles } from '../src/server/seed';
import { rng } from './bench-data';
import { percentile, startServer, withAdminClient } from './bench-lib';
import { seedListBenchRows } from './bench-lists';

const DB_NAME = 'ipms_bench_load';
const DEFAULT_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
const P99_TARGET_MS = 500;

interface Options { users: number; seconds: number; rows: number; keep: boolean; reuse: boolean }

function parseArgs(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const i = argv.indexOf(name);
    const v = i >= 0 ? Number(argv[i + 1]) : fallback;
    if (!Number.isInteger(v) || v < 1) throw new Error(`${name} must be a positive integer`);
    return v;
  };
  return { users: value('--users', 50), seconds: value('--seconds', 60), rows: value('--rows', 100_000), keep: argv.includes('--keep'), reuse: argv.includes('--reuse') };
}

const admin = withAdminClient;

/** A keep-alive HTTP client for the envelope calls; resolves with the envelope whatever its subCode. */
function client(port: number, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  return (path: string, body: unknown, token?: string) =>
    new Promise<{ subCode: number; subMessage: string; data: any }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
      if (token) headers.token = token;
      const req = request({ host: '127.0.0.1', port, path: encodeURI(path), method: 'POST', agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (e) {
            reject(e);
          }
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
}

type Call = ReturnType<typeof client>;

interface User { token: string; marks: number[] }

const TERMS = ['华美', '康达', '信兴', '福瑞', '安宝', '金龙', '天星', '海云', '和德', '佳隆', '华', '美', '达'];
const STATUSES = ['已注册', '申请中', '初审公告', '已驳回'];
const CLASSES = [35, 9, 25, 30, 43, 41, 3];

const tmSpec = listSpecs.brandRecords;

/** The edit form's body from a record as the archive returns it (what the dialog sends). */
function modifyBody(record: Record<string, unknown>, change: Record<string, unknown>) {
  const body: Record<string, unknown> = { id: record.id, version: record.version };
  for (const prop of tmSpec.formFields.update) {
    const v = record[prop];
    if (v === undefined || (v === null && !tmSpec.fields[prop].nullable)) continue;
    body[prop] = v;
  }
  return { ...body, ...change };
}

interface Timed { subCode: number; subMessage: string; data: any; ms: number }

/** The call, timed; a network failure is a result with subCode 0. */
function timedCall(call: Call): (...a: Parameters<Call>) => Promise<Timed> {
  return async (...a) => {
    const t0 = performance.now();
    try {
      return { ...(await call(...a)), ms: performance.now() - t0 };
    } catch (e) {
      return { subCode: 0, subMessage: (e as Error).message, data: null, ms: performance.now() - t0 };
    }
  };
}

/** One user's next action: a kind and the requests it makes (an edit is a read then a save). */
function actions(untimed: Call, user: User, r: () => number, ownerField: number) {
  const call = timedCall(untimed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const page = () => 1 + Math.floor(r() * 5);
  const list = (body: object) => call('/brandArchives/queryBrandPage', { pageSize: 20, ...body }, user.token);
  const table: Array<[number, string, () => Promise<Timed[]>]> = [
    [20, 'list newest', async () => [await list({ pageNo: page() })]],
    [10, 'list class+status', async () => [await list({ pageNo: 1, filters: { tmCl: [pick(CLASSES)], tmStatus: [pick(STATUSES)] } })]],
    [10, 'list name search', async () => [await list({ pageNo: 1, filters: { tmName: pick(TERMS) } })]],
    [5, 'list custom+tag', async () => [await list({ pageNo: 1, filters: { customFieldInfo: { '101': '防御' }, tagIds: ['n7'] } })]],
    [15, 'detail', async () => [await call('/brandArchives/queryBrandDetail', { id: pick(user.marks) }, user.token)]],
    [10, 'messages', async () => [await call('/homepage/getMessageList', { pageNo: 1, pageSize: 20 }, user.token)]],
    [5, 'user info', async () => [await call('/homepage/getUserInfo', {}, user.token)]],
    [2, 'enterprises', async () => [await call('/enterPrise/getList', { pageNo: 1, pageSize: 20 }, user.token)]],
    [
      12,
      'edit (read + save)',
      async () => {
        const id = pick(user.marks);
        const read = await call('/brandArchives/queryBrandDetail', { id }, user.token);
        if (read.subCode !== 10000) return [read];
        const save = await call('/brandArchives/modify', modifyBody(read.data, { applicantAddress: `压测地址${Math.floor(r() * 1e6)}` }), user.token);
        return [read, save];
      },
    ],
    [8, 'cell edit', async () => [await call('/customField/setCustomFieldData', { type: 1, id: pick(user.marks), fieldId: ownerField, value: `负责人${Math.floor(r() * 100)}` }, user.token)]],
    [3, 'add', async () => [await call('/brandArchives/add', { tmName: `压测${Math.floor(r() * 1e6)}`, tmCl: pick(CLASSES), countryCode: 'CN' }, user.token)]],
  ];
  const total = table.reduce((n, [w]) => n + w, 0);
  return () => {
    let x = r() * total;
    for (const [w, kind, run] of table) {
      if ((x -= w) < 0) return { kind, run };
    }
    return { kind: table[0][1], run: table[0][2] };
  };
}

interface Sample { kind: string; ms: number; ok: boolean }

/** CPU time (ms) a process used so far, from /proc (Linux); 0 when it is gone or unreadable. */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in clock ticks of 10 ms
  } catch {
    return 0;
  }
}

/** CPU (ms) used so far by the app server (tsx and the node process it starts) and by the PostgreSQL backends of the database. */
async function cpuMs(serverPid: number, db: { query: (sql: string, p?: unknown[]) => Promise<{ rows: Array<{ pid: number }> }> }) {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${serverPid}/task/${serverPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // not Linux
  }
  const backends = (await db.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [DB_NAME])).rows.map((r) => r.pid);
  return { app: [serverPid, ...children].reduce((n, p) => n + processCpuMs(p), 0), backends: new Map(backends.map((p) => [p, processCpuMs(p)])) };
}

export async function runLoadBench(argv: string[] = process.argv.slice(2)) {
  const opts = parseArgs(argv);
  const baseUrl = process.env.DATABASE_URL || DEFAULT_URL;
  try {
    await admin(baseUrl, (c) => c.query('select 1'));
  } catch (e) {
    console.log(`\n[load] skipped: PostgreSQL is not reachable at ${baseUrl} (${(e as Error).message})`);
    return null;
  }
  const exists = (await admin(baseUrl, (c) => c.query('select 1 from pg_database where datname = $1', [DB_NAME]))).rows.length > 0;
  if (!(exists && opts.reuse))
    await admin(baseUrl, async (c) => {
      await c.query(`drop database if exists ${DB_NAME}`);
      await c.query(`create database ${DB_NAME}`);
    });
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${DB_NAME}`;
  const db = await openDatabase({ databaseUrl: dbUrl.href });
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    await migrate(db);
    await seedDemo(db, serverModules);
    await syncBuiltinRoles(db);
    const main = (await db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
    const have = (await db.query<{ n: number }>('select count(*)::int as n from trademarks where tenant_id = $1', [main])).rows[0].n;
    if (have < opts.rows) {
      await db.query('truncate trademarks cascade');
      await seedListBenchRows(db, opts.rows, { main, other: main });
    } else console.log(`[load] reusing ${have.toLocaleString('en')} marks in ${DB_NAME}`);

    // The users: load01..loadNN, administrators of the demo tenant.
    const role = (await db.query<{ id: number }>(`select id from roles where tenant_id = $1 and builtin = 'admin'`, [main])).rows[0].id;
    const hash = await hashPassword('Load@2026x');
    await db.query(
      `insert into users (tenant_id, account, name, role_id, password_hash)
       select $1, 'load' || lpad(g::text, 2, '0'), '压测' || g, $2, $3 from generate_series(1, $4) g
       on conflict (tenant_id, lower(account)) do nothing`,
      [main, role, hash, opts.users],
    );
    const ownerField = (await db.query<{ id: number }>(`select id from custom_fields where tenant_id = $1 and module = 1 and field_type = 1 order by id limit 1`, [main])).rows[0].id;
    const ids = (await db.query<{ id: number }>('select id from trademarks where tenant_id = $1 and deleted_at is null order by id', [main])).rows.map((x) => x.id);

    server = await startServer({ DATABASE_URL: dbUrl.href });
    const port = Number(new URL(server.url).port);
    const call = client(port, opts.users * 2);
    const users: User[] = [];
    for (let i = 0; i < opts.users; i++) {
      const account = `load${String(i + 1).padStart(2, '0')}`;
      const r = await call('/loginPage/login', { username: account, password: Buffer.from('Load@2026x').toString('base64'), encryptionType: 'base64' });
      if (r.subCode !== 10000) throw new Error(`sign-in of ${account}: ${r.subMessage}`);
      // Each user edits its own marks: saves never collide, so every 40900 counts as an error.
      const marks = ids.filter((_, j) => j % opts.users === i).slice(0, 500);
      users.push({ token: r.data.token, marks });
    }

    const version = (await db.query<{ v: string }>("select current_setting('server_version') as v")).rows[0].v;
    console.log(`\n[load] PostgreSQL ${version}, ${ids.length.toLocaleString('en')} marks, ${opts.users} users, ${opts.seconds} s (after 5 s of warm-up), no think time`);
    const samples: Sample[] = [];
    const failures = new Map<string, number>();
    const run = async (seconds: number, record: boolean) => {
      const end = performance.now() + seconds * 1000;
      await Promise.all(
        users.map(async (user, i) => {
          const r = rng(1000 + i + (record ? 0 : 500));
          const next = actions(call, user, r, ownerField);
          while (performance.now() < end) {
            const { kind, run: act } = next();
            const results = await act();
            if (!record) continue;
            for (const res of results) {
              const ok = res.subCode === 10000;
              samples.push({ kind, ms: res.ms, ok });
              const what = `${kind}: ${res.subCode} ${res.subMessage}`;
              if (!ok) failures.set(what, (failures.get(what) ?? 0) + 1);
            }
          }
        }),
      );
    };
    await run(5, false);
    const t0 = performance.now();
    const cpu0 = await cpuMs(server.pid, db);
    await run(opts.seconds, true);
    const elapsed = (performance.now() - t0) / 1000;
    const cpu1 = await cpuMs(server.pid, db);

    const stats = (list: Sample[]) => {
      const ms = list.map((s) => s.ms).sort((a, b) => a - b);
      return { n: list.length, rps: list.length / elapsed, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99), errors: list.filter((s) => !s.ok).length };
    };
    const all = stats(samples);
    const kinds = [...new Set(samples.map((s) => s.kind))];
    const f = (v: number) => v.toFixed(1);
    console.log(`\n| calls | requests | req/s | p50 (ms) | p95 (ms) | p99 (ms) | errors |`);
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    console.log(`| all | ${all.n} | ${all.rps.toFixed(0)} | ${f(all.p50)} | ${f(all.p95)} | ${f(all.p99)} | ${all.errors} |`);
    for (const k of kinds) {
      const s = stats(samples.filter((x) => x.kind === k));
      console.log(`| ${k} | ${s.n} | ${s.rps.toFixed(1)} | ${f(s.p50)} | ${f(s.p95)} | ${f(s.p99)} | ${s.errors} |`);
    }
    for (const [what, n] of failures) console.log(`[load] error x${n}: ${what}`);
    // The pool's backends live through the run; one that started during it counts from 0.
    const appCpu = cpu1.app - cpu0.app;
    const dbCpu = [...cpu1.backends].reduce((n, [pid, ms]) => n + ms - (cpu0.backends.get(pid) ?? 0), 0);
    if (appCpu > 0)
      console.log(
        `[load] CPU per request: app server ${(appCpu / all.n).toFixed(2)} ms (${(appCpu / 10 / elapsed).toFixed(0)}% of one core), ` +
          `PostgreSQL backends ${(dbCpu / all.n).toFixed(2)} ms (${(dbCpu / 10 / elapsed).toFixed(0)}% of one core, ${cpu1.backends.size} backends)`,
      );
    console.log(
      `\n[load] ${all.rps.toFixed(0)} req/s, p50 ${f(all.p50)} ms, p99 ${f(all.p99)} ms, ${all.errors} errors (targets: 0 errors ${all.errors === 0 ? 'met' : 'MISSED'}, p99 < ${P99_TARGET_MS} ms ${all.p99 < P99_TARGET_MS ? 'met' : 'MISSED'}); load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`,
    );
    return all;
  } finally {
    await server?.stop();
    await db.close();
    if (opts.keep) console.log(`[load] kept database ${DB_NAME} (--keep); rerun with --reuse to skip seeding`);
    else await admin(baseUrl, (c) => c.query(`drop database if exists ${DB_NAME}`));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runLoadBench();
