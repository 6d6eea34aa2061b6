// Write benchmark (issue 19): what the archive's list indexes cost writes. On PostgreSQL, for each variant
// a fresh database (migrated, demo seeded) then
//   1. xlsx import of N rows (default 100,000): the workbook checked as the import does (checkWorkbook), then
//      inserted in the import task's steps (500 rows per transaction: insertTrademarks + one history row
//      each); rows/s and the process's peak memory (RSS, heap)
//   2. tags by filter over those N marks (writeTags with the filter dplSource = 2, which every imported mark
//      has): one tag added to all of them; past TAG_INLINE_LIMIT marks the write is a batch task, and the time
//      is the call's plus the task's run to its end
// Variants: "without" (the indexes issue 19 added, migrations 017, 028 and 029, dropped after migrating) and
// "with" them, run side by side with their work interleaved.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-writes.ts [--write-rows N] [--tag-rounds K]
// Databases ipms_bench_writes_a/_b are dropped at the end.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { serverModules } from '../src/modules/server';
import { checkWorkbook, TEMPLATE_COLUMNS } from '../src/modules/archive/server/import';
import { insertTrademarks, logMany } from '../src/modules/archive/server/records';
import { runTagWrite, TAG_WRITE_TASK, writeTags } from '../src/modules/brand-maps/server/tags';
import { registerTaskKind, TaskRunner } from '../src/server/tasks/runner';
import { taggableIds } from '../src/modules/brand-maps/server/maps';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open';
import { withTenant } from '../src/server/db/tenant';
import { seedDemo, syncBuiltinRoles } from '../src/server/seed';
import { generator } from './bench-data';
import { withAdminClient } from './bench-lib';

// The indexes issue 19 added: the sort indexes (017), the registration-number trigrams (028) and the few-valued
// filters (029). The "before" variant drops them all.
const ISSUE_19_INDEXES = [
  ...['tm_name', 'reg_no', 'tm_cl', 'tm_status', 'applicant', 'agent', 'country_code', 'app_date', 'reg_date', 'end_date', 'updated_at'].map((c) => `trademarks_sort_${c}_idx`),
  'trademarks_reg_no_trgm_idx', 'trademarks_dpl_source_idx', 'trademarks_management_type_idx',
];

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

async function openVariant(url: string, name: string, withIndexes: boolean) {
  await withAdminClient(url, async (c) => {
    await c.query(`drop database if exists ${name}`);
    await c.query(`create database ${name}`);
  });
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: u.href });
  await migrate(db);
  await seedDemo(db, serverModules);
  await syncBuiltinRoles(db);
  if (!withIndexes) for (const ix of ISSUE_19_INDEXES) await db.query(`drop index ${ix}`);
  const tenant = (await db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
  const user = (await db.query<{ id: number }>(`select id from users where tenant_id = $1 and account = 'admin'`, [tenant])).rows[0].id;
  await db.query('vacuum analyze');
  return {
    name: withIndexes ? 'with the indexes of 017, 028, 029' : 'without them (before issue 19)',
    db,
    tenant,
    user,
    insertMs: 0,
    tagMs: [] as number[],
    close: async () => {
      await db.close();
      await withAdminClient(url, (c) => c.query(`drop database if exists ${name}`));
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Both variants side by side, their work interleaved in small pieces (each 500-row step of the import, each
 * tag write, alternately first) so that the load of a shared machine falls on both alike.
 */
export async function runWritesBench(argv = process.argv.slice(2)) {
  registerTaskKind(TAG_WRITE_TASK, runTagWrite);
  const url = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const arg = (n: string) => (argv.includes(n) ? argv[argv.indexOf(n) + 1] : undefined);
  const rows = Number(arg('--write-rows') ?? 100_000);
  const tagRounds = Number(arg('--tag-rounds') ?? 3);
  const buf = await workbook(rows);
  const loadStart = loadavg().map((l) => l.toFixed(1)).join(' ');
  const variants = [await openVariant(url, 'ipms_bench_writes_a', false), await openVariant(url, 'ipms_bench_writes_b', true)];
  try {
    global.gc?.();
    let peakRss = process.memoryUsage().rss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const t0 = performance.now();
    const check = await checkWorkbook(buf);
    const checkMs = performance.now() - t0;
    if (check.errors.length) throw new Error(`import errors: ${JSON.stringify(check.errors.slice(0, 3))}`);
    // The import task's steps: 500 rows per transaction, inserted with one history row each.
    for (let start = 0, k = 0; start < check.good.length; start += 500, k++) {
      const chunk = check.good.slice(start, start + 500);
      for (const v of k % 2 ? [...variants].reverse() : variants) {
        const s0 = performance.now();
        await withTenant(v.db, v.tenant, async (tx) => {
          const ids = await insertTrademarks(tx, v.tenant, v.user, chunk.map((g) => g.record));
          await logMany(tx, v.tenant, v.user, ids.map((id, i) => ({ entity: 'trademark', recordId: id, action: 'import', summary: `批量导入（bench.xlsx 第 ${chunk[i].row} 行）`, detail: { fileName: 'bench.xlsx', row: chunk[i].row } })));
        });
        v.insertMs += performance.now() - s0;
      }
    }
    clearInterval(sampler);
    for (const v of variants) await v.db.query('vacuum analyze trademarks');
    // Tags by filter: every imported mark (dplSource 2), a different tag each round, alternately first.
    let marks = 0;
    for (let round = 0; round < tagRounds; round++)
      for (const v of round % 2 ? [...variants].reverse() : variants) {
        const tag = [...(await withTenant(v.db, v.tenant, (tx) => taggableIds(tx)))][round];
        const s0 = performance.now();
        let r = await withTenant(v.db, v.tenant, (tx) => writeTags(tx, v.user, { kind: 'condition', condition: { filters: { dplSource: 2 } } }, { add: [tag], remove: [] }));
        if (r.taskId) {
          await new TaskRunner(v.db, { error: (e) => console.error(e) }).tick();
          const task = await v.db.query<{ result: { matched: number; updated: number } | string | null }>('select result from batch_tasks where id = $1', [r.taskId]);
          const result = task.rows[0].result;
          r = typeof result === 'string' ? JSON.parse(result) : result ?? { matched: 0, updated: 0 };
        }
        v.tagMs.push(performance.now() - s0);
        if (r.updated < check.good.length) throw new Error(`tagged ${r.updated} of ${check.good.length}`);
        marks = r.updated;
      }
    const loadEnd = loadavg().map((l) => l.toFixed(1)).join(' ');
    console.log(`\n[writes] PostgreSQL, ${rows.toLocaleString('en')}-row xlsx (${(buf.length / 2 ** 20).toFixed(1)} MB): check ${(checkMs / 1000).toFixed(1)} s, peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB, heap ${(peakHeap / 2 ** 20).toFixed(0)} MB; load average ${loadStart} -> ${loadEnd}\n`);
    console.log(`| variant | import rows/s (check + insert) | insert alone rows/s | tags by filter over ${marks.toLocaleString('en')} marks, median of ${tagRounds} (s) |`);
    console.log('|---|---:|---:|---:|');
    for (const v of variants)
      console.log(`| ${v.name} | ${(rows / ((checkMs + v.insertMs) / 1000)).toFixed(0)} | ${(rows / (v.insertMs / 1000)).toFixed(0)} | ${(median(v.tagMs) / 1000).toFixed(2)} (${v.tagMs.map((x) => (x / 1000).toFixed(1)).join(', ')}) |`);
    return variants.map((v) => ({ name: v.name, insertMs: v.insertMs, tagMs: v.tagMs, checkMs }));
  } finally {
    for (const v of variants) await v.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runWritesBench();
