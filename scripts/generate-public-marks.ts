// Synthetic public trademark data as a file to load (/tool/brandNotice 导入公告数据) or to benchmark with:
//   npx tsx scripts/generate-public-marks.ts --rows 20000 --out /tmp/marks.jsonl   (.jsonl or .csv)
// The same generator seeds the demo tenant (src/modules/public-marks/shared/generate.ts). Never commit the output.
import { createWriteStream } from 'node:fs';
import { generateMarks, type GeneratedMark } from '../src/modules/public-marks/shared/generate';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : dflt;
};
const rows = Number(arg('rows', '20000'));
const out = arg('out', '/tmp/public-marks.jsonl');
const csv = out.endsWith('.csv');
const HEAD: Array<[keyof GeneratedMark, string]> = [
  ['tmName', '商标名称'], ['tmCl', '类别'], ['goods', '商品/服务'], ['applicant', '申请人'], ['applicantAddress', '申请人地址'], ['appNo', '申请号'],
  ['regNo', '注册号'], ['announcementType', '公告类型'], ['announcementIssue', '公告期号'], ['announcementDate', '公告日期'], ['status', '商标状态'],
  ['tmImage', '商标图样'],
];
const cell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const w = createWriteStream(out);
if (csv) w.write(`${HEAD.map(([, l]) => l).join(',')}\n`);
for (let from = 0; from < rows; from += 10000) {
  for (const m of generateMarks(Math.min(10000, rows - from), { from })) w.write(csv ? `${HEAD.map(([k]) => cell(m[k])).join(',')}\n` : `${JSON.stringify(m)}\n`);
}
w.end(() => console.log(`wrote ${rows} marks to ${out}`));
