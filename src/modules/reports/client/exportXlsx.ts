// Chart data as .xlsx, written in the browser (exceljs, loaded only when a user exports), and chart images as PNG.
import type { Lang } from './chartOptions';

/** One sheet: its rows (item, grouped value, count by default), or its own headers and rows (the costs: month, currency, amount). */
export interface Sheet { name: string; rows: Array<Array<string | number>>; headers?: string[] }

function save(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export async function exportXlsx(sheets: Sheet[], fileName: string, lang: Lang, headers: [string, string]) {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  for (const s of sheets) {
    // Sheet names: at most 31 characters, none of : \ / ? * [ ]
    const ws = wb.addWorksheet(s.name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
    const head = s.headers ?? [headers[0], lang === 'en' ? 'Key' : '分组值', headers[1]];
    ws.columns = head.map((header, i) => ({ header, key: `c${i}`, width: i === 0 ? 28 : 16 }));
    ws.getRow(1).font = { bold: true };
    for (const row of s.rows) ws.addRow(Object.fromEntries(row.map((v, i) => [`c${i}`, v])));
  }
  const buf = await wb.xlsx.writeBuffer();
  save(new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
}

export function exportPng(dataUrl: string, fileName: string) {
  const [head, body] = dataUrl.split(',');
  const mime = /data:([^;]+)/.exec(head)?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  save(new Blob([bytes], { type: mime }), fileName);
}
