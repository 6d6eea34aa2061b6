// Builds src/modules/official-docs/shared/data/cn-calendar.json (the holiday calendar the product ships) from the
// npm package chinese-days (MIT): `npm pack chinese-days@1.5.7 && tar xzf chinese-days-1.5.7.tgz`, then
// `node scripts/build-cn-calendar.mjs package/dist/chinese-days.json`. The product never fetches it at run time.
import { readFileSync, writeFileSync } from 'node:fs';

const src = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const days = [];
const name = (v) => String(v).split(',')[1] ?? String(v);
for (const [date, v] of Object.entries(src.holidays)) days.push({ date, kind: 'holiday', name: name(v) });
for (const [date, v] of Object.entries(src.workdays)) days.push({ date, kind: 'workday', name: name(v) });
days.sort((a, b) => a.date.localeCompare(b.date));
const years = [...new Set(days.map((d) => Number(d.date.slice(0, 4))))].sort((a, b) => a - b);
const out = {
  source: 'chinese-days 1.5.7 (npm, MIT, https://github.com/vsme/chinese-days), dist/chinese-days.json',
  years,
  days: days.map((d) => [d.date, d.kind === 'holiday' ? 'H' : 'W', d.name]),
};
writeFileSync('src/modules/official-docs/shared/data/cn-calendar.json', JSON.stringify(out).replace(/\],\[/g, '],\n[') + '\n');
console.log(`${days.length} days, years ${years[0]}–${years.at(-1)}`);
