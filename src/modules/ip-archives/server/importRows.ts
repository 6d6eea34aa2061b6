// xlsx import of the three archives, one handler for all: the file is uploaded first through the general upload
// (POST /files/uploads, row-level security keeps it to the tenant), the call names it by uid. The first sheet's
// first row holds the headers, matched by the zh (or en) label of the screen's create-form fields — the columns of
// the list's own export, so an export can be edited and imported again. Each row is checked by the create
// call's generated validator (the message names the field) and saved like a form save, in its own savepoint:
// good rows are kept, each bad one reported with its sheet row number.
import ExcelJS from 'exceljs';
import { listSpecs } from '../../../generated/list-specs';
import * as validators from '../../../generated/validators.js';
import type { Queryable } from '../../../server/db/types';
import type { CallContext, Handler } from '../../../server/http/context';
import { ApiError, fail } from '../../../server/http/errors';
import { validationMessage } from '../../../server/http/validation-message';
import { creatorColumns, insertRecord, withConflicts } from '../../../server/lists/generic';
import type { ListSpec } from '../../../server/lists/spec-types';
import { FileMissingError } from '../../../server/files/storage';
import { createPatent, tenantOf } from './patents';

export const MAX_IMPORT_ROWS = 2000;

type Validator = ((data: unknown) => boolean) & { errors?: any[] };
const createValidator: Record<string, string> = {
  copyrightWorks: 'ipArchives_workCreate_request',
  copyrightSoftware: 'ipArchives_softwareCreate_request',
  patents: 'ipArchives_patentCreate_request',
};

const text = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return text(v.result as ExcelJS.CellValue);
    return '';
  }
  return String(v).trim();
};

/** A cell's text as the value of a form field (empty cells are left out). */
export function cellValue(spec: ListSpec, prop: string, raw: string): unknown {
  const f = spec.fields[prop];
  const dict = spec.dicts[prop];
  if (dict) {
    const key = Object.keys(dict).find((k) => k === raw || dict[k].zh === raw || dict[k].en === raw);
    return key ?? raw;
  }
  if (f.kind === 'integer' || f.kind === 'number') return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  if (f.kind === 'date') return raw.replace(/[/.]/g, '-').replace(/^(\d{4})-(\d)-/, '$1-0$2-').replace(/-(\d)$/, '-0$1');
  return raw;
}

async function readSheet(ctx: CallContext, uid: string): Promise<ExcelJS.Worksheet> {
  const row = (await ctx.db.query<{ path: string }>('select path from uploads where uid = $1', [uid])).rows[0];
  if (!row) throw fail.validation('字段“上传文件”（uid）指向的文件不存在');
  const wb = new ExcelJS.Workbook();
  try {
    const { stream } = await ctx.files.storage.read(row.path);
    await wb.xlsx.read(stream);
  } catch (e) {
    if (e instanceof FileMissingError) throw fail.validation('字段“上传文件”（uid）指向的文件不存在');
    throw fail.validation('上传的文件不是有效的 xlsx 表格');
  }
  const sheet = wb.worksheets[0];
  if (!sheet || sheet.rowCount < 2) throw fail.validation('表格中没有数据行（第 1 行为表头，数据从第 2 行开始）');
  return sheet;
}

export const importRows: Handler<'ipArchives.importRows'> = async (ctx, body) => {
  const spec = listSpecs[ctx.call.screen as keyof typeof listSpecs] as ListSpec;
  const validate = (validators as unknown as Record<string, Validator>)[createValidator[spec.screen]];
  const sheet = await readSheet(ctx, (body as { uid: string }).uid);
  // Header -> prop, by the labels of the create form's fields (files are not imported).
  const byLabel = new Map<string, string>();
  for (const prop of spec.formFields.create) {
    if (spec.fields[prop].json) continue;
    byLabel.set(spec.fields[prop].label.zh, prop);
    byLabel.set(spec.fields[prop].label.en.toLowerCase(), prop);
  }
  const columns = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const h = text(cell.value).replace(/\*$/, '').trim();
    const prop = byLabel.get(h) ?? byLabel.get(h.toLowerCase());
    if (prop) columns.set(col, prop);
  });
  const missing = spec.formFields.create.filter((p) => !spec.fields[p].nullable && !spec.fields[p].json && ![...columns.values()].includes(p));
  if (missing.length) throw fail.validation(`表头缺少必填列：${missing.map((p) => spec.fields[p].label.zh).join('、')}`);
  if (sheet.rowCount - 1 > MAX_IMPORT_ROWS) throw fail.validation(`一次最多导入 ${MAX_IMPORT_ROWS} 行，表格有 ${sheet.rowCount - 1} 行`);

  const errors: Array<{ row: number; message: string }> = [];
  let total = 0;
  let created = 0;
  for (let n = 2; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    const b: Record<string, unknown> = {};
    for (const [col, prop] of columns) {
      const raw = text(row.getCell(col).value);
      if (raw !== '') b[prop] = cellValue(spec, prop, raw);
    }
    if (!Object.keys(b).length) continue;
    total++;
    if (!validate(b)) {
      errors.push({ row: n, message: validationMessage(validate.errors![0]) });
      continue;
    }
    try {
      await savepoint(ctx.db, () => (spec.screen === 'patents' ? createPatent(ctx.db, tenantOf(ctx), b, creatorColumns(ctx, spec)) : withConflicts(spec, () => insertRecord(ctx.db, spec, b, creatorColumns(ctx, spec)))));
      created++;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      errors.push({ row: n, message: e.message });
    }
  }
  return { total, created, errors: errors.slice(0, 200) };
};

/** Runs one row's writes in a savepoint, so a refused row leaves the call's transaction usable. */
async function savepoint<T>(db: Queryable, run: () => Promise<T>): Promise<T> {
  await db.query('savepoint ip_import_row');
  try {
    const out = await run();
    await db.query('release savepoint ip_import_row');
    return out;
  } catch (e) {
    await db.query('rollback to savepoint ip_import_row');
    throw e;
  }
}
