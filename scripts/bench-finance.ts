// Finance benchmark (issue 14): totals per currency on the current filter (POST /finance/entryTotals) over
// 1,000,000 finance entries on PostgreSQL, through the real HTTP API: budget 50 ms p50. Filters: none, one
// currency, unbilled, a quarter's entry dates, a client name, combinations, and two the summaries of migration 041
// cannot answer (read from the entries). `npm run bench` runs it; `npm run bench --
// --finance-only` runs only this (--rows N to change the size, --keep to keep the database). Needs PostgreSQL
// (DATABASE_URL, else postgresql://postgres@127.0.0.1:5432/postgres); creates BENCH_FINANCE_DB (default
// ipms_bench_finance), dropped at the end unless --keep.
import { Agent, request } from 'node:http';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { serverModules } from '../src/modules/server';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open';
import { seedDemo, syncBuiltinRoles } from '../src/server/seed';
import { percentile, withAdminClient } from './bench-lib';
import { entryTotals, totalsSource } from '../src/modules/finance/server/totals';
import { withTenant } from '../src/server/db/tenant';

const DB = process.env.BENCH_FINANCE_DB ?? 'ipms_bench_finance';
const ms = (n: number) => `${n.toFixed(1)} ms`;

function httpPost(port: number) {
  const agent = new Agent({ keepAlive: true });
  return (path: string, body: unknown, token: string) =>
    new Promise<any>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), token } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (json.subCode !== 10000) reject(new Error(`${path}: ${json.subCode} ${json.subMessage}`));
          else resolve(json.data);
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
}

export async function runFinanceBench(argv: string[]) {
  const rowsArg = argv.indexOf('--rows');
  const rows = rowsArg >= 0 ? Number(argv[rowsArg + 1]) : 1_000_000;
  const keep = argv.includes('--keep');
  const url = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  await withAdminClient(url, async (c) => {
    await c.query(`drop database if exists ${DB}`);
    await c.query(`create database ${DB}`);
  });
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${DB}`;
  const db = await openDatabase({ databaseUrl: dbUrl.href });
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    await migrate(db);
    await seedDemo(db, serverModules);
    await syncBuiltinRoles(db);
    const tenant = (await db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0]!.id;
    const t0 = performance.now();
    const client = new pg.Client({ connectionString: dbUrl.href });
    await client.connect();
    try {
      // Entries over the demo cases, 2,000 clients, five currencies (80% CNY), three years; a third billed.
      await client.query(
        `insert into finance_bills (tenant_id, bill_no, client_name, currency, amount_minor, period_from, period_to, created_by_name)
         select $1, 'BENCH' || g, '基准客户' || g, 'CNY', 0, date '2024-01-01', date '2026-12-31', '基准' from generate_series(1, 2000) g`,
        [tenant],
      );
      await client.query(
        `insert into finance_entries (tenant_id, case_id, case_no, case_type, client_name, country, item_key, fee_kind, currency, amount_minor, entry_date, bill_id)
         select $1, c.ids[1 + g % array_length(c.ids, 1)], 'BENCH' || g, 'add-brand', '基准客户' || (g % 2000), 'CN', 'bench-' || g,
                (array['officialFees', 'agencyFees', 'sundryFees'])[1 + g % 3],
                case when g % 10 < 8 then 'CNY' else (array['USD', 'EUR', 'JPY', 'HKD'])[1 + g % 4] end,
                27000 + (g % 997) * 100, date '2024-01-01' + (g % 1095),
                case when g % 3 = 0 then (select min(id) from finance_bills where tenant_id = $1) + g % 2000 else null end
           from generate_series(1, $2::int) g, (select array_agg(id) as ids from cases where tenant_id = $1) c`,
        [tenant, rows],
      );
      await client.query('vacuum analyze finance_entries');
      await client.query('vacuum analyze finance_bills');
    } finally {
      await client.end();
    }
    console.log(`[finance] seeded ${rows.toLocaleString('en')} entries in ${((performance.now() - t0) / 1000).toFixed(1)} s (PostgreSQL ${DB})`);
    app = await buildApp({ db, modules: serverModules, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const post = httpPost((app.server.address() as { port: number }).port);
    const token = (await post('/loginPage/login', { username: 'admin', password: Buffer.from('Admin@2026').toString('base64'), encryptionType: 'base64' }, '')).token as string;
    for (const [label, filters] of [
      ['no filter', {}],
      ['CNY only', { currency: ['CNY'] }],
      ['unbilled', { billStatus: ['unbilled'] }],
      ['one quarter', { entryDate: ['2025-01-01', '2025-03-31'] }],
      ['one client', { clientName: '基准客户1234' }],
      ['CNY, unbilled, one quarter', { currency: ['CNY'], billStatus: ['unbilled'], entryDate: ['2025-01-01', '2025-03-31'] }],
      ['one client, agency fees', { clientName: '基准客户1234', feeKind: ['agencyFees'] }],
      // Not in a summary (server/totals.ts totalsSource): these read the entries, through an index.
      ['one client in one quarter (entries by client index)', { clientName: '基准客户1234', entryDate: ['2025-01-01', '2025-03-31'] }],
      ['a case number (entries by trigram index)', { caseNo: 'BENCH12345' }],
      ['a bill number (the bill, then its entries by bill index)', { billNo: 'BENCH1234' }],
      // The floor: the same call on an empty day range (what the HTTP path, session and transaction cost alone).
      ['floor: no entries in range', { entryDate: ['2099-01-01', '2099-01-02'] }],
    ] as const) {
      for (let i = 0; i < 5; i++) await post('/finance/entryTotals', { filters }, token);
      const times: number[] = [];
      for (let i = 0; i < 40; i++) {
        const t1 = performance.now();
        await post('/finance/entryTotals', { filters }, token);
        times.push(performance.now() - t1);
      }
      times.sort((a, b) => a - b);
      // The same totals in process, without HTTP (the database's share of the time).
      const sql: number[] = [];
      for (let i = 0; i < 40; i++) {
        const t1 = performance.now();
        await withTenant(db, tenant, (tx) => entryTotals(tx, { filters }));
        sql.push(performance.now() - t1);
      }
      sql.sort((a, b) => a - b);
      console.log(`[finance] totals per currency over ${rows.toLocaleString('en')} entries, ${label} (${totalsSource({ filters })}): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} over 40 calls (budget 50 ms p50); in process ${ms(percentile(sql, 50))} p50`);
    }
  } finally {
    await app?.close();
    await db.close();
    if (!keep) await withAdminClient(url, (c) => c.query(`drop database if exists ${DB}`));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runFinanceBench(process.argv.slice(2));
