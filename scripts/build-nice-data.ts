// npm run data:nice -- [source.jsonl]
//
// Regenerates the 《类似商品和服务区分表》 edition the product ships and loads at first start
// (src/modules/classification/server/data/ncl13-2026.jsonl.gz, see NOTICE.md beside it) from the NCL13-2026
// snapshot of cn-trademarks (MIT), by default ../shared/data/nice/ncl13-2026.jsonl. Every row is checked with the
// importer's parser (a bad row stops the build); the output keeps the source's rows in order, as
// {type, code, parentCode, name, version}, adds the pinyin syllables of item names ("py", so that loading needs no
// pinyin conversion) and starts with an edition header line. Written with gzip at level 9.
// After regenerating, update DATA_SHA256 and the counts in src/modules/classification/server/builtin.test.ts.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseNiceJsonl } from '../src/modules/classification/server/importer';
import { normalize, pinyinSyllables } from '../src/server/lists/search';

const root = process.cwd();
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
// The shared folder sits beside the repository (or beside the folder of worktrees).
const SOURCE = args[0] ?? ['../shared', '../../shared'].map((d) => join(root, d, 'data/nice/ncl13-2026.jsonl')).find(existsSync);
if (!SOURCE || !existsSync(SOURCE)) {
  console.error(`data:nice: source not found${SOURCE ? `: ${SOURCE}` : ' (../shared/data/nice/ncl13-2026.jsonl)'}; usage: npm run data:nice -- <ncl13-2026.jsonl>`);
  process.exit(2);
}
/** The snapshot the shipped file was built from (SOURCE.md of the shared data, NOTICE.md of the output). */
const SOURCE_SHA256 = 'd7d30f779ab57588b35602ae8ac1ccdd80d84572148eaba1747f15c9b3b413c3';
const OUT = join(root, 'src/modules/classification/server/data/ncl13-2026.jsonl.gz');

const bytes = readFileSync(SOURCE);
const sourceSha = createHash('sha256').update(bytes).digest('hex');
if (sourceSha !== SOURCE_SHA256 && !process.argv.includes('--any-source')) {
  console.error(`data:nice: ${SOURCE} has sha256 ${sourceSha}, not the NCL13-2026 snapshot (${SOURCE_SHA256}); pass --any-source to build from it anyway`);
  process.exit(1);
}
const parsed = parseNiceJsonl(bytes.toString('utf8'));
if (parsed.problems.length) {
  console.error(`data:nice: ${SOURCE} has ${parsed.problems.length} bad rows:`);
  for (const p of parsed.problems.slice(0, 20)) console.error(`  line ${p.line}: ${p.message}`);
  process.exit(1);
}
const header = {
  type: 'edition',
  edition: 'ncl13-2026',
  label: 'NCL(13-2026)',
  source: 'cn-trademarks (MIT) data/snapshots/ncl13-2026.jsonl at commit 70f7ce2369fbf2738a7c20320969433836e0af45',
  sourceSha256: sourceSha,
  counts: parsed.counts,
};
const lines = [JSON.stringify(header)];
for (const r of parsed.rows) {
  const row: Record<string, unknown> = { type: r.type, code: r.code, parentCode: r.type === 'class' ? null : r.parentCode, name: r.name, version: r.version };
  if (r.type === 'item') {
    const py = pinyinSyllables(normalize(r.name));
    if (py) row.py = py.join(' ');
  }
  lines.push(JSON.stringify(row));
}
const text = lines.join('\n') + '\n';
const gz = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
writeFileSync(OUT, gz);
console.log(
  `data:nice: ${OUT}: ${parsed.counts.classes} classes, ${parsed.counts.groups} groups, ${parsed.counts.items} items; ` +
    `${(gz.length / 1024).toFixed(0)} KB gzip (${(text.length / 1024).toFixed(0)} KB text), text sha256 ${createHash('sha256').update(text).digest('hex')}`,
);
