// Classification figures for `npm run bench` (issue 5 budgets), also runnable alone:
//   tsx scripts/bench-classification.ts
//   1. first-start load of the shipped NCL13-2026 edition into a fresh embedded PGlite (budget 10 s)
//   2. /classification/searchGoods latency for 1- and 2-character Chinese terms through the real server
//      (budget p50 20 ms), plus pinyin and initials for reference
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuiltinEdition } from '../src/modules/classification/server/builtin';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open';
import { fmt, measure, post, startServer } from './bench-lib';


const TERMS: Array<{ label: string; terms: string[] }> = [
  { label: '1 character ', terms: ['鞋', '车', '灯', '茶', '用'] },
  { label: '2 characters', terms: ['计算', '服装', '广告', '饮料', '机器'] },
  { label: 'pinyin      ', terms: ['xiezi', 'fuzhuang', 'jisuanji'] },
  { label: 'initials    ', terms: ['fz', 'jsj', 'gg'] },
];

export async function runClassificationBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ipms-bench-nice-'));
  try {
    const db = await openDatabase({ dataDir });
    await migrate(db);
    const r = await ensureBuiltinEdition(db);
    const n = (await db.query<{ n: number }>('select count(*)::int as n from nice_entries where level = 2')).rows[0].n;
    await db.close();
    console.log(`\n[classification] first-start load of the shipped NCL13-2026 (${n} items) in ${(r.ms / 1000).toFixed(2)} s on embedded PGlite (budget 10 s)`);

    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const { token } = await post(server.url, '/loginPage/login', { username: 'admin', password: Buffer.from('Admin@2026').toString('base64'), encryptionType: 'base64' });
      for (const { label, terms } of TERMS) {
        let i = 0;
        const search = () => post(server.url, '/classification/searchGoods', { keyword: terms[i++ % terms.length] }, token);
        await measure(search, 30, 1);
        const c1 = await measure(search, 200, 1);
        const hits = await Promise.all(terms.map(async (k) => `${k} ${(await post(server.url, '/classification/searchGoods', { keyword: k }, token)).total}`));
        console.log(`[classification] searchGoods ${label} p50 ${fmt(c1.p50)} p95 ${fmt(c1.p95)}  (hits: ${hits.join(', ')}; budget p50 20 ms)`);
      }
      const tree = await measure(() => post(server.url, '/api/queryAllCgList', {}, token), 50, 1);
      const kids = await measure(() => post(server.url, '/classification/children', { parentCode: '0901' }, token), 100, 1);
      const similar = await measure(() => post(server.url, '/classification/similarGoods', { codes: ['250042', '090372'] }, token), 100, 1);
      console.log(`[classification] queryAllCgList (classes+groups) p50 ${fmt(tree.p50)} | children of 0901 p50 ${fmt(kids.p50)} | similarGoods (2 items) p50 ${fmt(similar.p50)}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runClassificationBench();
