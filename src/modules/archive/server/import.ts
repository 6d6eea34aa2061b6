// Trademark import from xlsx (issue 6): a template to download, an uploaded file checked row by row (each
// bad row reported with its sheet row number and reason), then imported: everything when the file is clean,
// only the good rows when the user chose so, nothing otherwise. Up to INLINE_LIMIT rows in the call; larger
// files as a persisted batch task with progress. Imported records get dplSource 2 and one history row each.
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { dicts } from '../../../generated/dicts';
import type { Queryable } from '../../../server/db/types';
import { withTenant } from '../../../server/db/tenant';
import type { FileStorage } from '../../../server/files/storage';
import { fail } from '../../../server/http/errors';
import { enqueueTask, TaskInterrupted, type TaskRow, type TaskRun } from '../../../server/tasks/runner';
import { insertTrademarks, logMany, type GoodsItem, type TrademarkInput } from './records';

export const INLINE_LIMIT = 2000;
export const MAX_IMPORT_ROWS = 100_000;
export const IMPORT_TASK = 'archiveImport';
const BATCH = 500;

interface Column { key: keyof TrademarkInput | 'goods'; header: string; required?: boolean; width: number; note?: string }

/** The template's columns, in order. Headers are matched by text (a trailing * is ignored), so order may vary. */
export const TEMPLATE_COLUMNS: Column[] = [
  { key: 'tmName', header: '商标名称*', required: true, width: 18 },
  { key: 'tmCl', header: '类别*', required: true, width: 8, note: '1-45，如 25 或 第25类' },
  { key: 'regNo', header: '申请/注册号', width: 14 },
  { key: 'countryCode', header: '国家/地区', width: 12, note: '中文名或两位代码，默认中国' },
  { key: 'tmStatus', header: '法律状态', width: 12 },
  { key: 'oriTmStatus', header: '流程状态', width: 24 },
  { key: 'applicant', header: '申请人', width: 24 },
  { key: 'applicantEn', header: '申请人（英文）', width: 24 },
  { key: 'applicantAddress', header: '申请人地址', width: 30 },
  { key: 'agent', header: '代理机构', width: 24 },
  { key: 'appDate', header: '申请日期', width: 12, note: 'YYYY-MM-DD' },
  { key: 'regDate', header: '注册日期', width: 12 },
  { key: 'endDate', header: '专用权到期日', width: 12 },
  { key: 'announcementIssue', header: '初审公告期号', width: 12 },
  { key: 'regIssue', header: '注册公告期号', width: 12 },
  { key: 'brandManagementType', header: '管理类型', width: 10 },
  { key: 'goods', header: '商品/服务项目', width: 40, note: '分号分隔；可带6位编码，如 250042 衬衫；末尾 |2 表示已删减' },
];

const SAMPLE: Record<string, string | number> = {
  商标名称: '星河', 类别: 25, '申请/注册号': '61234567', '国家/地区': '中国', 法律状态: '已注册', 流程状态: '商标注册申请---注册证发文',
  申请人: '星河品牌管理有限公司', '申请人（英文）': 'Xinghe Brand Management Co., Ltd.', 申请人地址: '上海市浦东新区张江路88号',
  代理机构: '北京知远知识产权代理有限公司', 申请日期: '2022-03-01', 注册日期: '2023-01-14', 专用权到期日: '2033-01-13',
  初审公告期号: '1810', 注册公告期号: '1822', 管理类型: '主商标', '商品/服务项目': '250042 衬衫；250080 帽子；鞋|2',
};

/** The template workbook: the header row, one sample row, and a sheet of notes with the accepted values. */
export async function templateWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商标档案');
  ws.columns = TEMPLATE_COLUMNS.map((c) => ({ header: c.header, key: c.header.replace(/\*$/, ''), width: c.width }));
  ws.getRow(1).font = { bold: true };
  ws.addRow(SAMPLE);
  const notes = wb.addWorksheet('填写说明');
  notes.columns = [{ header: '列', key: 'c', width: 16 }, { header: '说明', key: 'n', width: 80 }];
  notes.getRow(1).font = { bold: true };
  notes.addRow({ c: '通用', n: '第一行为表头，从第二行开始每行一件商标；带 * 的列必填；示例行请删除后再导入。' });
  for (const c of TEMPLATE_COLUMNS) if (c.note) notes.addRow({ c: c.header, n: c.note });
  notes.addRow({ c: '法律状态', n: Object.keys(dicts['Trademark.tmStatus']).join('、') });
  notes.addRow({ c: '管理类型', n: Object.keys(dicts['Trademark.brandManagementType']).join('、') });
  notes.addRow({ c: '国家/地区', n: Object.entries(dicts['Trademark.countryCode']).map(([k, v]) => `${v.zh}(${k})`).join('、') });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export interface RowError { row: number; reason: string }
export interface ParsedRow { row: number; record: TrademarkInput }
export interface CheckResult { total: number; good: ParsedRow[]; errors: RowError[] }

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as unknown as Record<string, unknown>;
    if ('richText' in o && Array.isArray(o.richText)) return (o.richText as Array<{ text: string }>).map((r) => r.text).join('').trim();
    if ('text' in o) return String(o.text ?? '').trim();
    if ('result' in o) return cellText(o.result as ExcelJS.CellValue);
    if ('error' in o) return '';
  }
  return String(v).trim();
}

const COUNTRY_BY_NAME = new Map<string, string>(Object.entries(dicts['Trademark.countryCode']).flatMap(([code, l]) => [[l.zh, code], [l.en.toLowerCase(), code], [code, code]]));

function parseDate(text: string): string | null | undefined {
  if (!text) return null;
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text);
  if (!m) return undefined;
  const iso = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** Goods text: items separated by ; or ；, each "name", "code name" (6-digit code), and "|2" for struck through. */
export function parseGoods(text: string): GoodsItem[] {
  const out: GoodsItem[] = [];
  for (const part of text.split(/[;；\n]+/)) {
    let t = part.trim();
    if (!t) continue;
    let suffix: number | null = null;
    const s = /\|(\d)$/.exec(t);
    if (s) {
      suffix = Number(s[1]);
      t = t.slice(0, s.index).trim();
    }
    const m = /^(C?\d{6})\s*[:：\s]\s*(.+)$/i.exec(t);
    if (m) out.push({ code: m[1].toUpperCase(), name: m[2].trim(), suffix });
    else if (t) out.push({ code: null, name: t, suffix });
  }
  return out;
}

/** Checks one data row; returns the record or the reasons it cannot be imported. */
export function checkRow(cells: Record<string, string>): { record?: TrademarkInput; reasons: string[] } {
  const reasons: string[] = [];
  const get = (header: string) => cells[header] ?? '';
  const r: TrademarkInput = { tmName: '', tmCl: 0, dplSource: 2 };
  const name = get('商标名称');
  if (!name) reasons.push('商标名称为必填项');
  else if (name.length > 200) reasons.push('商标名称超过200个字符');
  r.tmName = name;
  const clsText = get('类别').replace(/^第/, '').replace(/类$/, '');
  const cls = Number(clsText);
  if (!clsText) reasons.push('类别为必填项');
  else if (!Number.isInteger(cls) || cls < 1 || cls > 45) reasons.push(`类别“${get('类别')}”应为1-45之间的整数`);
  r.tmCl = cls;
  const regNo = get('申请/注册号');
  if (regNo && (!/^[0-9A-Za-z.\-/ ]*$/.test(regNo) || regNo.length > 50)) reasons.push(`申请/注册号“${regNo}”只能包含字母、数字、点、横线和斜线`);
  r.regNo = regNo || null;
  const country = get('国家/地区');
  if (country) {
    const code = COUNTRY_BY_NAME.get(country) ?? COUNTRY_BY_NAME.get(country.toLowerCase()) ?? (/^[A-Z]{2}$/.test(country.toUpperCase()) ? country.toUpperCase() : undefined);
    if (!code) reasons.push(`国家/地区“${country}”无法识别`);
    r.countryCode = code ?? 'CN';
  } else r.countryCode = 'CN';
  const status = get('法律状态');
  if (status && !(status in dicts['Trademark.tmStatus'])) reasons.push(`法律状态“${status}”不在可选值中`);
  r.tmStatus = status || null;
  const mgmt = get('管理类型');
  if (mgmt && !(mgmt in dicts['Trademark.brandManagementType'])) reasons.push(`管理类型“${mgmt}”不在可选值中`);
  r.brandManagementType = mgmt || null;
  for (const [header, key] of [['申请日期', 'appDate'], ['注册日期', 'regDate'], ['专用权到期日', 'endDate']] as const) {
    const d = parseDate(get(header));
    if (d === undefined) reasons.push(`${header}“${get(header)}”不是有效日期（YYYY-MM-DD）`);
    else r[key] = d;
  }
  if (r.appDate && r.regDate && r.regDate < r.appDate) reasons.push('注册日期早于申请日期');
  for (const [header, key] of [['初审公告期号', 'announcementIssue'], ['注册公告期号', 'regIssue']] as const) {
    const v = get(header);
    if (v && !/^\d{1,6}$/.test(v)) reasons.push(`${header}“${v}”应为数字`);
    r[key] = v || null;
  }
  const texts: Array<[string, keyof TrademarkInput, number]> = [
    ['流程状态', 'oriTmStatus', 200], ['申请人', 'applicant', 200], ['申请人（英文）', 'applicantEn', 300], ['申请人地址', 'applicantAddress', 300], ['代理机构', 'agent', 200],
  ];
  for (const [header, key, max] of texts) {
    const v = get(header);
    if (v.length > max) reasons.push(`${header}超过${max}个字符`);
    (r as unknown as Record<string, unknown>)[key] = v || null;
  }
  const goods = get('商品/服务项目');
  if (goods) {
    r.goodsItems = parseGoods(goods);
    if (r.goodsItems.length > 2000) reasons.push('商品/服务项目超过2000项');
    if (r.goodsItems.some((g) => g.name.length > 200)) reasons.push('商品/服务项目中有超过200个字符的项');
  }
  return reasons.length ? { reasons } : { record: r, reasons };
}

/** Reads the first sheet: header row 1, data from row 2; blank rows are skipped (not counted). */
export async function checkWorkbook(source: Buffer | Readable): Promise<CheckResult> {
  const wb = new ExcelJS.Workbook();
  try {
    if (Buffer.isBuffer(source)) await wb.xlsx.load(source as unknown as ArrayBuffer);
    else await wb.xlsx.read(source);
  } catch {
    throw fail.validation('文件不是有效的 xlsx 工作簿，请使用下载的模板填写');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw fail.validation('文件中没有工作表');
  const headers: string[] = [];
  ws.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => (headers[col] = cellText(cell.value).replace(/\s*\*$/, '')));
  const missing = TEMPLATE_COLUMNS.filter((c) => c.required && !headers.includes(c.header.replace(/\*$/, ''))).map((c) => c.header.replace(/\*$/, ''));
  if (missing.length) throw fail.validation(`表头缺少必填列：${missing.join('、')}（请使用下载的模板）`);
  const result: CheckResult = { total: 0, good: [], errors: [] };
  const last = ws.actualRowCount > 0 ? ws.rowCount : 1;
  for (let n = 2; n <= last; n++) {
    const row = ws.getRow(n);
    const cells: Record<string, string> = {};
    let any = false;
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      const h = headers[col];
      if (!h) return;
      const text = cellText(cell.value);
      if (text) any = true;
      cells[h] = text;
    });
    if (!any) continue;
    result.total++;
    if (result.total > MAX_IMPORT_ROWS) throw fail.validation(`一次最多导入 ${MAX_IMPORT_ROWS} 行`);
    const { record, reasons } = checkRow(cells);
    if (record) result.good.push({ row: n, record });
    else result.errors.push({ row: n, reason: reasons.join('；') });
  }
  return result;
}

// ---- the stored file, the import row, running it -----------------------------------------------------

/** Where an uploaded import file is kept until it is imported (the upload streams straight there). */
export const importKey = (tenantId: number) => `imports/${tenantId}/${randomUUID()}.xlsx`;

/** Checks a stored import file row by row. */
export async function checkStored(storage: FileStorage, key: string): Promise<CheckResult> {
  const { stream } = await storage.read(key);
  return checkWorkbook(stream);
}

export interface ImportRow {
  id: number; user_id: number; file_name: string; file_key: string; total: number; valid: number; errors: RowError[] | string;
  status: number; imported: number; task_id: number | null;
}

export interface ImportStatus {
  id: number; fileName: string; total: number; valid: number; errors: RowError[]; status: 0 | 1 | 2 | 3; imported: number;
  taskId: number | null; progress: number; progressTotal: number; errorMessage: string | null;
}

const MAX_REPORTED_ERRORS = 1000;

export async function createImport(db: Queryable, userId: number, fileName: string, key: string, check: CheckResult): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into archive_imports (tenant_id, user_id, file_name, file_key, total, valid, errors)
     values (current_setting('app.tenant_id')::integer, $1, $2, $3, $4, $5, $6) returning id`,
    [userId, fileName.slice(0, 200), key, check.total, check.good.length, JSON.stringify(check.errors.slice(0, MAX_REPORTED_ERRORS))],
  );
  return r.rows[0].id;
}

export async function importStatus(db: Queryable, id: number): Promise<ImportStatus> {
  const r = await db.query<ImportRow & { progress: number | null; progress_total: number | null; task_status: number | null; error_message: string | null }>(
    `select i.*, t.progress, t.total as progress_total, t.operate_status as task_status, t.error_message
       from archive_imports i left join batch_tasks t on t.id = i.task_id where i.id = $1`,
    [id],
  );
  const row = r.rows[0];
  if (!row) throw fail.notFound('导入记录不存在');
  const errors = typeof row.errors === 'string' ? (JSON.parse(row.errors) as RowError[]) : row.errors;
  return {
    id: row.id, fileName: row.file_name, total: row.total, valid: row.valid, errors,
    status: (row.status === 3 && row.task_status === 2 ? 2 : row.status) as ImportStatus['status'],
    imported: row.imported, taskId: row.task_id, progress: row.status === 1 ? row.imported : (row.progress ?? 0),
    progressTotal: row.progress_total || row.valid, errorMessage: row.error_message,
  };
}

/** Inserts the good rows from `skip` on, BATCH at a time, each batch with its history rows. */
async function insertGood(db: Queryable, tenantId: number, userId: number, fileName: string, good: ParsedRow[]) {
  const ids = await insertTrademarks(db, tenantId, userId, good.map((g) => g.record));
  await logMany(db, tenantId, userId, ids.map((id, i) => ({
    entity: 'trademark', recordId: id, action: 'import', summary: `批量导入（${fileName} 第 ${good[i].row} 行）`, detail: { fileName, row: good[i].row },
  })));
}

/** Confirms a checked import: inline for small files, a batch task for large ones. */
export async function confirmImport(db: Queryable, storage: FileStorage, tenantId: number, userId: number, id: number, goodOnly: boolean): Promise<ImportStatus> {
  const r = await db.query<ImportRow>('select * from archive_imports where id = $1 for update', [id]);
  const row = r.rows[0];
  if (!row) throw fail.notFound('导入记录不存在');
  if (row.status !== 0) throw fail.conflict('该文件已导入或正在导入，请重新上传');
  const errors = typeof row.errors === 'string' ? (JSON.parse(row.errors) as RowError[]) : row.errors;
  if (errors.length && !goodOnly)
    throw fail.conflict(`文件中有 ${row.total - row.valid} 行错误，未导入任何数据。请修正后重新上传，或选择“仅导入正确的行”`);
  if (row.valid === 0) throw fail.validation('没有可导入的行');
  if (row.valid > INLINE_LIMIT) {
    const taskId = await enqueueTask(db, IMPORT_TASK, userId, { importId: id });
    await db.query('update archive_imports set status = 3, task_id = $2 where id = $1', [id, taskId]);
    await db.query('update batch_tasks set total = $2 where id = $1', [taskId, row.valid]);
    return importStatus(db, id);
  }
  const check = await checkStored(storage, row.file_key);
  await insertGood(db, tenantId, userId, row.file_name, check.good);
  await db.query('update archive_imports set status = 1, imported = $2 where id = $1', [id, check.good.length]);
  return importStatus(db, id);
}

/**
 * The batch task: each batch in one transaction with its checkpoint (archive_imports.imported, moved only from
 * the value this run read, and the task's checkpoint): a restart resumes after the last committed batch and
 * never inserts a batch twice.
 */
export async function runImportTask(task: TaskRow, run: TaskRun) {
  const importId = Number(task.payload.importId);
  const row = await withTenant(run.db, task.tenant_id, async (tx) => (await tx.query<ImportRow>('select * from archive_imports where id = $1', [importId])).rows[0]);
  if (!row) throw new Error(`import ${importId} not found`);
  const check = await checkStored(run.storage, row.file_key);
  let done = row.imported;
  for (let start = done; start < check.good.length; start += BATCH) {
    const chunk = check.good.slice(start, start + BATCH);
    await run.step(async (tx) => {
      const moved = await tx.query('update archive_imports set imported = $2 where id = $1 and imported = $3', [importId, start + chunk.length, start]);
      if (!moved.rowCount) throw new TaskInterrupted(`import ${importId} moved on elsewhere`);
      await insertGood(tx, task.tenant_id, task.user_id, row.file_name, chunk);
      return { imported: start + chunk.length };
    });
    done = start + chunk.length;
    await run.progress(done, check.good.length);
  }
  await withTenant(run.db, task.tenant_id, (tx) => tx.query('update archive_imports set status = 1, imported = $2 where id = $1', [importId, done]));
  return { importId, imported: done };
}

