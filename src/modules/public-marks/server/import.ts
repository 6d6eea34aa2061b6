// Loading public trademark data from a file (xlsx via exceljs, csv, jsonl) as a persisted batch task: the file
// is an upload of the tenant (/files/uploads); the task parses it, checks every row (a bad row is listed with its
// number, field and reason and skipped) and inserts the good rows in steps of 500, each step one transaction
// with its checkpoint, so a restarted task resumes after the last committed step and never loads a row twice.
// The machinery (file formats, headers, per-row errors, steps) takes a RowSpec: the marks' here, the review
// documents' in reviewDocs.ts.
import ExcelJS from 'exceljs';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { Readable } from 'node:stream';
import type { FileStorage } from '../../../server/files/storage';
import type { Queryable } from '../../../server/db/types';
import type { TaskRow, TaskRun } from '../../../server/tasks/runner';
import { dicts } from '../../../generated/dicts';
import { perceptualHash } from './imageHash';
import { hashMarkImages, insertMarks, type MarkInput } from './store';
import { imageKey, namesZipFile, readMarksZip, storeZipImage, type ZipImage } from './zipImport';

dayjs.extend(customParseFormat);

export const IMPORT_TASK = 'publicMarksImport';
const STEP = 500;
/** Per-row errors kept with the task (the first ones; the count is always exact). */
const MAX_ERRORS = 500;

export type FileFormat = 'xlsx' | 'csv' | 'jsonl';
/** A zip of one data file and the mark images it names (zipImport.ts). */
export const isZip = (name: string) => /\.zip$/i.test(name);
export const formatOf = (name: string): FileFormat | null => {
  const ext = name.toLowerCase().split('.').pop();
  return ext === 'xlsx' ? 'xlsx' : ext === 'csv' ? 'csv' : ext === 'jsonl' || ext === 'ndjson' ? 'jsonl' : null;
};

/** Column headers accepted: the Chinese label or the field key. */
const FIELDS: Array<{ key: keyof MarkInput; label: string; max: number }> = [
  { key: 'tmName', label: '商标名称', max: 200 },
  { key: 'tmCl', label: '类别', max: 2 },
  { key: 'goods', label: '商品/服务', max: 4000 },
  { key: 'applicant', label: '申请人', max: 200 },
  { key: 'applicantAddress', label: '申请人地址', max: 500 },
  { key: 'appNo', label: '申请号', max: 50 },
  { key: 'regNo', label: '注册号', max: 50 },
  { key: 'announcementType', label: '公告类型', max: 20 },
  { key: 'announcementIssue', label: '公告期号', max: 10 },
  { key: 'announcementDate', label: '公告日期', max: 10 },
  { key: 'status', label: '商标状态', max: 50 },
  { key: 'tmImage', label: '商标图样', max: 500 },
  { key: 'country', label: '国家/地区', max: 2 },
];
const BY_HEADER = new Map<string, (typeof FIELDS)[number]>();
for (const f of FIELDS) {
  BY_HEADER.set(f.label, f);
  BY_HEADER.set(f.key.toLowerCase(), f);
}
BY_HEADER.set('商品服务', FIELDS[2]);
BY_HEADER.set('国际分类', FIELDS[1]);

const TYPES = new Set(Object.keys(dicts['PublicMark.announcementType'] ?? {}));
const NUMBER = /^[0-9A-Z]{4,20}$/;

export interface RowError { row: number; field: string; message: string }
export interface ParsedFile<T = MarkInput> { good: T[]; errors: RowError[]; total: number }

export type Cells = Record<string, unknown>;

/** What a kind of file holds: its accepted headers (label or key → key), the columns it must have, the row check. */
export interface RowSpec<T> {
  /** Lower-cased header text (Chinese label or field key) → field key. */
  headers: Map<string, string>;
  required: string[];
  /** The message of a file without the required columns. */
  missing: string;
  check: (cells: Cells, row: number) => { value?: T; errors: RowError[] };
}

/** One row's cells (by header) checked and converted; reasons name the column by its label. */
export function checkRow(cells: Cells, row: number): { mark?: MarkInput; errors: RowError[] } {
  const errors: RowError[] = [];
  const text = (f: (typeof FIELDS)[number]): string | null => {
    const v = cells[f.key];
    if (v === null || v === undefined) return null;
    const s = (v instanceof Date ? dayjs(v).format('YYYY-MM-DD') : String(v)).trim();
    if (!s) return null;
    if (s.length > f.max) {
      errors.push({ row, field: f.label, message: `${f.label}不能超过 ${f.max} 个字符` });
      return null;
    }
    return s;
  };
  const get = (k: keyof MarkInput) => text(FIELDS.find((f) => f.key === k)!);
  const mark: MarkInput = { tmName: '', appNo: '' };
  for (const f of FIELDS) (mark as unknown as Record<string, unknown>)[f.key] = get(f.key);
  if (!mark.tmName) errors.push({ row, field: '商标名称', message: '商标名称不能为空' });
  if (!mark.appNo) errors.push({ row, field: '申请号', message: '申请号不能为空' });
  else {
    mark.appNo = mark.appNo.toUpperCase();
    if (!NUMBER.test(mark.appNo)) errors.push({ row, field: '申请号', message: `申请号“${mark.appNo}”格式不正确（4-20 位数字或大写字母）` });
  }
  if (mark.regNo) {
    mark.regNo = mark.regNo.toUpperCase();
    if (!NUMBER.test(mark.regNo)) errors.push({ row, field: '注册号', message: `注册号“${mark.regNo}”格式不正确（4-20 位数字或大写字母）` });
  }
  if (mark.tmCl !== null && mark.tmCl !== undefined) {
    const n = Number(String(mark.tmCl).replace(/^第|类$/g, ''));
    if (!Number.isInteger(n) || n < 1 || n > 45) errors.push({ row, field: '类别', message: `类别“${mark.tmCl}”应为 1-45 的整数` });
    else mark.tmCl = n;
  }
  if (mark.announcementType) {
    if (mark.announcementType === '转让/移转公告') mark.announcementType = '转让公告';
    if (!TYPES.has(mark.announcementType)) errors.push({ row, field: '公告类型', message: `公告类型“${mark.announcementType}”不在 ${[...TYPES].join('、')} 之中` });
  }
  if (mark.announcementDate) {
    const d = dayjs(mark.announcementDate.replace(/[/.]/g, '-'), ['YYYY-MM-DD', 'YYYY-M-D'], true);
    if (!d.isValid() || d.year() < 1980 || d.year() > 2100) errors.push({ row, field: '公告日期', message: `公告日期“${mark.announcementDate}”不是有效日期（如 2026-01-06）` });
    else mark.announcementDate = d.format('YYYY-MM-DD');
  }
  if (mark.country) {
    mark.country = mark.country.toUpperCase();
    if (!/^[A-Z]{2}$/.test(mark.country)) errors.push({ row, field: '国家/地区', message: `国家/地区“${mark.country}”应为两位字母代码（如 CN、US、EU）` });
  }
  if (mark.announcementIssue && !/^[0-9]{1,6}$/.test(mark.announcementIssue)) errors.push({ row, field: '公告期号', message: `公告期号“${mark.announcementIssue}”应为数字` });
  return errors.length ? { errors } : { mark, errors };
}

export const MARK_SPEC: RowSpec<MarkInput> = {
  headers: new Map([...BY_HEADER].map(([h, f]) => [h.toLowerCase(), f.key])),
  required: ['tmName', 'appNo'],
  missing: '文件缺少“商标名称”和“申请号”列（第一行为列名：商标名称、类别、商品/服务、申请人、申请人地址、申请号、注册号、公告类型、公告期号、公告日期、商标状态）',
  check: (cells, row) => {
    const c = checkRow(cells, row);
    return { value: c.mark, errors: c.errors };
  },
};

function collect<T>(rows: Array<{ row: number; cells: Cells }>, spec: RowSpec<T>): ParsedFile<T> {
  const good: T[] = [];
  const errors: RowError[] = [];
  let bad = 0;
  for (const r of rows) {
    const c = spec.check(r.cells, r.row);
    if (c.value) good.push(c.value);
    else {
      bad++;
      if (errors.length < MAX_ERRORS) errors.push(...c.errors);
    }
  }
  return { good, errors, total: good.length + bad };
}

/** Header texts → field keys; a file without the spec's required columns is refused as a whole. */
function headerKeys(headers: string[], spec: RowSpec<unknown>): Array<string | null> {
  const keys = headers.map((h) => spec.headers.get(String(h ?? '').trim().replace(/^\uFEFF/, '').toLowerCase()) ?? null);
  if (spec.required.some((k) => !keys.includes(k))) throw new Error(spec.missing);
  return keys;
}

const cellValue = (v: ExcelJS.CellValue): unknown => {
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return v.text;
    if ('result' in v) return v.result;
  }
  return v;
};

async function sheetRows<T>(ws: ExcelJS.Worksheet | undefined, spec: RowSpec<T>): Promise<ParsedFile<T>> {
  if (!ws) throw new Error('工作簿中没有工作表');
  const header = (ws.getRow(1).values as ExcelJS.CellValue[]).slice(1).map((v) => String(cellValue(v) ?? ''));
  const keys = headerKeys(header, spec as RowSpec<unknown>);
  const rows: Array<{ row: number; cells: Cells }> = [];
  ws.eachRow((r, n) => {
    if (n === 1) return;
    const cells: Cells = {};
    const vals = (r.values as ExcelJS.CellValue[]).slice(1);
    keys.forEach((k, i) => k && (cells[k] = cellValue(vals[i] ?? null)));
    if (Object.values(cells).some((v) => v !== null && v !== undefined && String(v).trim() !== '')) rows.push({ row: n, cells });
  });
  return collect(rows, spec);
}

/** Parses a whole file of the given format. Throws with a message for a file that is not such a file. */
export async function parseFile(buf: Buffer, format: FileFormat): Promise<ParsedFile>;
export async function parseFile<T>(buf: Buffer, format: FileFormat, spec: RowSpec<T>): Promise<ParsedFile<T>>;
export async function parseFile<T>(buf: Buffer, format: FileFormat, spec: RowSpec<T> = MARK_SPEC as unknown as RowSpec<T>): Promise<ParsedFile<T>> {
  if (format === 'xlsx') {
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(buf as unknown as ArrayBuffer);
    } catch {
      throw new Error('文件不是有效的 xlsx 工作簿');
    }
    return sheetRows(wb.worksheets[0], spec);
  }
  const text = buf.toString('utf8').replace(/^\uFEFF/, '');
  if (format === 'csv') {
    const wb = new ExcelJS.Workbook();
    // values stay text (numbers such as 申请号 keep leading zeros; dates are checked by checkRow)
    const ws = await wb.csv.read(Readable.from([text]), { map: (v: unknown) => v } as never);
    return sheetRows(ws, spec);
  }
  const rows: Array<{ row: number; cells: Cells }> = [];
  const lineErrors: RowError[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    try {
      const obj = JSON.parse(line) as unknown;
      if (!obj || typeof obj !== 'object' || Array.isArray(obj)) throw new Error('not an object');
      const cells: Cells = {};
      for (const [k, v] of Object.entries(obj)) {
        const key = spec.headers.get(k.trim().toLowerCase());
        if (key) cells[key] = v;
      }
      rows.push({ row: i + 1, cells });
    } catch {
      lineErrors.push({ row: i + 1, field: '整行', message: '不是一个 JSON 对象' });
    }
  });
  const parsed = collect(rows, spec);
  return { good: parsed.good, errors: [...lineErrors, ...parsed.errors].sort((a, b) => a.row - b.row).slice(0, MAX_ERRORS), total: parsed.total + lineErrors.length };
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const { stream } = await storage.read(key);
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The marks' rows of a zip's data file: a 商标图样 naming a file of the zip must name one of its jpg or png images. */
export function zipMarkSpec(images: Map<string, ZipImage>): RowSpec<MarkInput> {
  return {
    ...MARK_SPEC,
    check: (cells, row) => {
      const c = MARK_SPEC.check(cells, row);
      const name = c.value?.tmImage;
      if (!c.value || !namesZipFile(name)) return c;
      const img = images.get(imageKey(name!));
      const message = !img ? `压缩包中没有图片“${name}”` : !img.mime ? `“${name}”不是 jpg、jpeg、png 图片` : null;
      return message ? { errors: [{ row, field: '商标图样', message }] } : c;
    },
  };
}

/**
 * The batch task (payload: the upload's storage path and file name). A row's 商标图样 naming an upload of the tenant
 * (/files/uploads/<uid>) is hashed as it is inserted, for the image search. A zip holds the data file and the images
 * its 商标图样 names: each is stored once as an upload of the tenant and hashed.
 */
export async function runImportTask(task: TaskRow, run: TaskRun) {
  const { path, fileName } = task.payload as { path: string; fileName: string };
  if (!isZip(fileName))
    return runLoadTask(task, run, MARK_SPEC, async (tx, tenantId, rows, taskId) => insertMarks(tx, tenantId, await hashMarkImages(tx, run.storage, rows), taskId));
  const zip = await readMarksZip(await readAll(run.storage, path));
  const parsed = await parseFile(zip.data, zip.format, zipMarkSpec(zip.images));
  // by image: one named by its path and by its file name is stored once
  const stored = new Map<ZipImage, { value: string; hash: string | null }>();
  return loadParsed(task, run, fileName, parsed, async (tx, tenantId, rows, taskId) => {
    const out: MarkInput[] = [];
    for (const m of rows) {
      if (!namesZipFile(m.tmImage)) {
        out.push(...(await hashMarkImages(tx, run.storage, [m])));
        continue;
      }
      const img = zip.images.get(imageKey(m.tmImage!))! as ZipImage & { mime: string };
      let s = stored.get(img);
      if (!s) {
        s = { value: await storeZipImage(tx, run.storage, tenantId, task.user_id, img), hash: await perceptualHash(img.data).catch(() => null) };
        stored.set(img, s);
      }
      out.push({ ...m, tmImage: s.value, imageHash: s.hash });
    }
    await insertMarks(tx, tenantId, out, taskId);
  });
}

/** A load task of any RowSpec: parse, then insert the good rows in checkpointed steps of 500. */
export async function runLoadTask<T>(task: TaskRow, run: TaskRun, spec: RowSpec<T>, insert: (tx: Queryable, tenantId: number, rows: T[], taskId: number) => Promise<void>) {
  const { path, fileName } = task.payload as { path: string; fileName: string };
  const format = formatOf(fileName);
  if (!format) throw new Error('仅支持 xlsx、csv、jsonl 文件');
  return loadParsed(task, run, fileName, await parseFile(await readAll(run.storage, path), format, spec), insert);
}

/** The good rows of a parsed file inserted in checkpointed steps of 500 (a resumed run starts after the last). */
async function loadParsed<T>(task: TaskRow, run: TaskRun, fileName: string, parsed: ParsedFile<T>, insert: (tx: Queryable, tenantId: number, rows: T[], taskId: number) => Promise<void>) {
  let done = Number(run.checkpoint?.done ?? 0);
  await run.progress(done, parsed.good.length);
  for (let start = done; start < parsed.good.length; start += STEP) {
    const chunk = parsed.good.slice(start, start + STEP);
    await run.step(async (tx) => {
      await insert(tx, task.tenant_id, chunk, task.id);
      return { done: start + chunk.length };
    });
    done = start + chunk.length;
    await run.progress(done, parsed.good.length);
  }
  return { fileName, imported: done, total: parsed.total, errorCount: parsed.total - parsed.good.length, errors: parsed.errors };
}
