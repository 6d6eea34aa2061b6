// Write benchmark (issue 19): what the archive's list indexes cost writes. On PostgreSQL, for each variant
// a fresh database (migrated, demo seeded) then
//   1. xlsx import of N rows (default 100,000): the workbook checked as the import does (checkWorkbook), then
//      inserted in the import task's steps (500 rows per transaction: insertTrademarks + one history row
//      each); rows/s and the process's peak memory (RSS, heap)
//   2. tags by filter over those N marks (writeTags with the filter dplSource = 2, which every imported mark
//      has): one tag added to all of them
// Variants: "without 017" (the sort indexes of migration 017 dropped after migrating) and "with 017".
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-writes.ts [--rows N] [--runs K]
// Databases ipms_bench_writes_a/_b are dropped at the end.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { serverModules } from '../src/modules/server';
import { checkWorkbook, TEMPLATE_COLUMNS } from '../src/modules/archive/server/import';
import { insertTrademarks, logMany } from '../src/modules/archive/server/records';
import { writeTags } from '../src/modules/brand-maps/server/tags';
import { taggableIds } from '../src/modules/brand-maps/server/maps';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open';
import { withTenant } from '../src/server/db/tenant';
import { seedDemo, syncBuiltinRoles } from '../src/server/seed';
import { generator } from './bench-data';
import { withAdminClient } from './bench-lib';

const SORT_INDEXES = [
  'tm_name', 'reg_no', 'tm_cl', 'tm_status', 'applicant', 'agent', 'country_code', 'app_date', 'reg_date', 'end_date', 'updated_at',
].map((c) => `trademarks_sort_${c}_idx`);

/** An import file of n generated rows in the template's columns (cached in the temp dir). */
async function workbook(n: number): Promise<Buffer> {
  const file = join(tmpdir(), `ipms-bench-import-${n}.xlsx`);
  if (existsSync(file)) return readFileSync(file);
  const gen = generator(11);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商标档案');
  ws.addRow(TEMPLATE_COLUMNS.map((c) => c.header));
  for (let i = 0; i < n; i++) {
    const r = gen(i, n, 1);
    ws.addRow([r.tmName, r.tmCl, r.regNo, r.countryCode, r.tmStatus, null, r.applicant, null, r.applicantAddress, r.agent, r.appDate, r.regDate, r.endDate, null, null, null, '250042 衬衫；250080 帽子']);
  }
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  writeFileSync(file, buf);
  return buf;
}

async function variant(url: string, name: string, withIndexes: boolean, buf: Buffer) {
  await withAdminClient(url, async (c) => {
    await c.query(`drop database if exists ${name}`);
    await c.query(`create database ${name}`);
  });
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: u.href });
  try {
    await migrate(db);
    await seedDemo(db, serverModules);
    await syncBuiltinRoles(db);
    if (!withIndexes) for (const ix of SORT_INDEXES) await db.query(`drop index ${ix}`);
    const tenant = (await db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
    const user = (await db.query<{ id: number }>(`select id from users where tenant_id = $1 and account = 'admin'`, [tenant])).rows[0].id;
    await db.query('vacuum analyze');

    global.gc?.();
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakHeap = base.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const t0 = performance.now();
    const check = await checkWorkbook(buf);
    const t1 = performance.now();
    for (let start = 0; start < check.good.length; start += 500) {
      const chunk = check.good.slice(start, start + 500);
      await withTenant(db, tenant, async (tx) => {
        const ids = await insertTrademarks(tx, tenant, user, chunk.map((g) => g.record));
        await logMany(tx, tenant, user, ids.map((id, i) => ({ entity: 'trademark', recordId: id, action: 'import', summary: `批量导入（bench.xlsx 第 ${chunk[i].row} 行）`, detail: { fileName: 'bench.xlsx', row: chunk[i].row } })));
      });
    }
    const t2 = performance.now();
    clearInterval(sampler);
    if (check.errors.length) throw new Error(`import errors: ${JSON.stringify(check.errors.slice(0, 3))}`);

    await db.query('vacuum analyze trademarks');
    const tag = [...(await withTenant(db, tenant, (tx) => taggableIds(tx)))][0];
    const t3 = performance.now();
    const tagged = await withTenant(db, tenant, (tx) => writeTags(tx, user, { kind: 'condition', condition: { filters: { dplSource: 2 } } }, { add: [tag], remove: [] }));
    const t4 = performance.now();
    if (tagged.updated < check.good.length) throw new Error(`tagged ${tagged.updated} of ${check.good.length}`);
    return {
      rows: check.good.length,
      checkS: (t1 - t0) / 1000,
      insertS: (t2 - t1) / 1000,
      rowsPerS: check.good.length / ((t2 - t0) / 1000),
      insertRowsPerS: check.good.length / ((t2 - t1) / 1000),
      peakRssMb: peakRss / 2 ** 20,
      peakHeapMb: peakHeap / 2 ** 20,
      tagS: (t4 - t3) / 1000,
      tagged: tagged.updated,
    };
  } finally {
    await db.close();
    await withAdminClient(url, (c) => c.query(`drop database if exists ${name}`));
  }
}

export async function runWritesBench(argv = process.argv.slice(2)) {
  const url = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const arg = (n: string) => (argv.includes(n) ? argv[argv.indexOf(n) + 1] : undefined);
  const rows = Number(arg('--rows') ?? 100_000);
  const runs = Number(arg('--runs') ?? 2);
  const buf = await workbook(rows);
  console.log(`[writes] ${rows.toLocaleString('en')}-row workbook, ${(buf.length / 2 ** 20).toFixed(1)} MB`);
  const out: Array<{ name: string; r: Awaited<ReturnType<typeof variant>>; load: string }> = [];
  // Interleaved, so that load drift on a shared machine hits both alike.
  for (let i = 0; i < runs; i++)
    for (const [name, withIx] of [['without 017', false], ['with 017', true]] as const) {
      const r = await variant(url, `ipms_bench_writes_${withIx ? 'b' : 'a'}`, withIx, buf);
      const load = loadavg().map((l) => l.toFixed(1)).join(' ');
      out.push({ name, r, load });
      console.log(`[writes] ${name}: import ${r.rowsPerS.toFixed(0)} rows/s (check ${r.checkS.toFixed(1)} s, insert ${r.insertS.toFixed(1)} s = ${r.insertRowsPerS.toFixed(0)} rows/s), peak RSS ${r.peakRssMb.toFixed(0)} MB, heap ${r.peakHeapMb.toFixed(0)} MB; tags by filter over ${r.tagged} marks ${r.tagS.toFixed(1)} s (load ${load})`);
    }
  console.log('\n| variant | run | import rows/s (check + insert) | insert alone rows/s | peak RSS / heap (MB) | tags by filter, 100,000 marks (s) | load average |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  out.forEach((o, i) => console.log(`| ${o.name} | ${Math.floor(i / 2) + 1} | ${o.r.rowsPerS.toFixed(0)} | ${o.r.insertRowsPerS.toFixed(0)} | ${o.r.peakRssMb.toFixed(0)} / ${o.r.peakHeapMb.toFixed(0)} | ${o.r.tagS.toFixed(2)} | ${o.load} |`));
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runWritesBench();
