// Streams rows into an .xlsx file without holding the workbook in memory (exceljs WorkbookWriter).
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';

export interface XlsxColumn { header: string; key: string; width?: number }

export async function writeXlsx(out: Writable, sheetName: string, columns: XlsxColumn[], batches: AsyncIterable<Record<string, unknown>[]>): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.min(40, Math.max(10, c.header.length * 2 + 4)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let rows = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      sheet.addRow(row).commit();
      rows++;
    }
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
