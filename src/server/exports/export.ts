// List exports (spec 2.6 /brand/export): every matching row (not just the page) into a streamed .xlsx, with
// a row in export_records. Up to EXPORT_INLINE_LIMIT rows the file is written within the call; larger
// exports become a persisted batch task and the user downloads the file from the export records page.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { listSpecs } from '../../generated/list-specs';
import type { Database, Queryable } from '../db/types';
import { withTenant } from '../db/tenant';
import { PassThrough } from 'node:stream';
import { FileMissingError, type FileStorage } from '../files/storage';
import { signedIn, type CallContext, type RouteHandler } from '../http/context';
import { fail } from '../http/errors';
import { buildListQuery, rowToRecord, type ListRequest } from '../lists/engine';
import { customFieldsFor, specOf } from '../lists/generic';
import type { CustomFieldDef } from '../../generated/types';
import type { ListSpec } from '../lists/spec-types';
import { enqueueTask, registerTaskKind } from '../tasks/runner';
import { writeXlsx } from './xlsx';

dayjs.extend(utc);

export const EXPORT_INLINE_LIMIT = 2000;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BATCH = 1000;
const MAX_EXPORT_ROWS = 200000;

export interface ExportBody extends ListRequest { columns: string[]; ids?: number[] }

/** Cell text as a user reads it: dictionary labels, local date-times, 是/否. */
export function cellValue(spec: ListSpec, prop: string, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  const dict = spec.dicts[prop];
  if (dict) return dict[String(value)]?.zh ?? String(value);
  const kind = spec.fields[prop].kind;
  if (kind === 'datetime') return dayjs(value as string).utcOffset(480).format('YYYY-MM-DD HH:mm:ss');
  if (kind === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return objectText(value);
  return String(value);
}

/** Arrays and objects as a reader wants them: tags and goods by name ("衬衫；帽子"), other items as text. */
function objectText(value: object): string {
  const item = (v: unknown): string =>
    v && typeof v === 'object' ? String((v as { label?: unknown; name?: unknown }).label ?? (v as { name?: unknown }).name ?? JSON.stringify(v)) : String(v ?? '');
  if (Array.isArray(value)) return value.map(item).filter(Boolean).join('；');
  return Object.entries(value).map(([k, v]) => `${k}: ${item(v)}`).join('；');
}

async function* batches(read: (offset: number) => Promise<Record<string, unknown>[]>) {
  for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += BATCH) {
    const rows = await read(offset);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
  }
}

async function writeExport(
  storage: FileStorage,
  spec: ListSpec,
  body: ExportBody,
  key: string,
  read: (q: ReturnType<typeof buildListQuery>) => Promise<Record<string, unknown>[]>,
  customFields?: CustomFieldDef[],
) {
  const columns = body.columns.map((prop) => ({ header: spec.fields[prop].label.zh, key: prop }));
  // The workbook streams into storage as it is written; a failure on either side ends both and leaves no file.
  const out = new PassThrough();
  const stored = storage.put(key, out);
  stored.catch((e) => out.destroy(e));
  const toRecord = (r: Record<string, unknown>) => {
    const rec = rowToRecord(spec, r);
    return Object.fromEntries(body.columns.map((prop) => [prop, cellValue(spec, prop, rec[prop])]));
  };
  const pages = batches(async (offset) => {
    const q = buildListQuery(spec, { ...body, pageNo: 1, pageSize: BATCH }, { ids: body.ids, customFields });
    const rowsSql = q.rowsSql.replace(/limit \d+ offset \d+$/, `limit ${BATCH} offset ${offset}`);
    return (await read({ ...q, rowsSql })).map(toRecord);
  });
  let rows: number;
  try {
    rows = await writeXlsx(out, spec.label.zh, columns, pages);
  } catch (e) {
    out.destroy(e as Error);
    await stored.catch(() => {});
    throw e;
  }
  await stored;
  return rows;
}

const keyOf = (tenantId: number, id: number) => `exports/${tenantId}/${id}.xlsx`;

export async function exportList(ctx: CallContext, raw: Record<string, unknown>) {
  const { session } = signedIn(ctx);
  const spec = specOf(ctx);
  const body = raw as unknown as ExportBody;
  const fileName = `${spec.label.zh}_${dayjs().utcOffset(480).format('YYYYMMDDHHmmss')}.xlsx`;
  const rec = await ctx.db.query<{ id: number }>(
    `insert into export_records (tenant_id, user_id, file_name, source) values (current_setting('app.tenant_id')::integer, $1, $2, $3) returning id`,
    [session.userId, fileName, spec.label.zh],
  );
  const id = rec.rows[0].id;
  const customFields = await customFieldsFor(ctx.db, spec, body);
  const q = buildListQuery(spec, body, { ids: body.ids, customFields });
  const probe = await ctx.db.query<{ n: number }>(q.countSql.replace(/limit \d+\) capped$/, `limit ${EXPORT_INLINE_LIMIT + 1}) capped`), q.params);
  if (probe.rows[0].n <= EXPORT_INLINE_LIMIT) {
    const key = keyOf(session.tenantId, id);
    const rows = await writeExport(ctx.files.storage, spec, body, key, async (query) => (await ctx.db.query<Record<string, unknown>>(query.rowsSql, query.params)).rows, customFields);
    await ctx.db.query(`update export_records set status = 1, row_count = $2, file_path = $3, finished_at = clock_timestamp() where id = $1`, [id, rows, key]);
  } else {
    const taskId = await enqueueTask(ctx.db, 'export', session.userId, { screen: spec.screen, body: raw, recordId: id });
    await ctx.db.query('update export_records set task_id = $2 where id = $1', [id, taskId]);
  }
  return loadExportRecord(ctx.db, id);
}

export async function loadExportRecord(db: Queryable, id: number) {
  const spec = listSpecs.exportRecords;
  const r = await db.query<Record<string, unknown>>(
    `select id, file_name as "fileName", source, status, row_count as "rowCount", error_message as "errorMessage", created_by_name as "createdByName", created_at as "createdAt", finished_at as "finishedAt" from export_records_view where id = $1`,
    [id],
  );
  if (!r.rows[0]) throw fail.notFound('导出记录不存在');
  return rowToRecord(spec, r.rows[0]);
}

registerTaskKind('export', async (task, db: Database, progress, storage) => {
  const { screen, body, recordId } = task.payload as { screen: string; body: ExportBody; recordId: number };
  const spec = listSpecs[screen];
  const key = keyOf(task.tenant_id, recordId);
  try {
    let done = 0;
    const customFields = await withTenant(db, task.tenant_id, (tx) => customFieldsFor(tx, spec, body));
    const rows = await writeExport(storage, spec, body, key, async (query) => {
      const r = await withTenant(db, task.tenant_id, (tx) => tx.query<Record<string, unknown>>(query.rowsSql, query.params));
      done += r.rows.length;
      await progress(done, 0);
      return r.rows;
    }, customFields);
    await withTenant(db, task.tenant_id, (tx) =>
      tx.query(`update export_records set status = 1, row_count = $2, file_path = $3, finished_at = now() where id = $1`, [recordId, rows, key]),
    );
    return { recordId, rows };
  } catch (e) {
    await withTenant(db, task.tenant_id, (tx) =>
      tx.query(`update export_records set status = 2, error_message = $2, finished_at = now() where id = $1`, [recordId, String((e as Error).message).slice(0, 500)]),
    );
    throw e;
  }
});

/** Deletes one of the caller's export records and its file. */
export async function removeExport(ctx: CallContext, body: { id: number }) {
  const { session } = signedIn(ctx);
  const r = await ctx.db.query<{ file_path: string | null }>('delete from export_records where id = $1 and user_id = $2 returning file_path', [body.id, session.userId]);
  if (!r.rows[0]) throw fail.notFound('导出记录不存在');
  if (r.rows[0].file_path) await ctx.files.storage.remove(r.rows[0].file_path);
  return null;
}

/** GET /files/exports/:id (schemas/http-routes.json): the file of one of the caller's finished exports. */
export const download: RouteHandler = async (ctx) => {
  const rec = await ctx.scoped(async (tx) => {
    const r = await tx.query<{ file_path: string | null; file_name: string; status: number }>('select file_path, file_name, status from export_records where id = $1 and user_id = $2', [
      Number(ctx.params.id),
      ctx.session!.userId,
    ]);
    return r.rows[0];
  });
  if (!rec) throw fail.notFound('导出记录不存在');
  if (rec.status !== 1 || !rec.file_path) throw fail.conflict(rec.status === 0 ? '导出仍在处理中，请稍后再试' : '导出失败，没有可下载的文件');
  let file;
  try {
    file = await ctx.files.storage.read(rec.file_path);
  } catch (e) {
    if (e instanceof FileMissingError) throw fail.notFound('导出文件不存在，请重新导出');
    throw e;
  }
  return { content: { body: file.stream, size: file.size, type: XLSX_MIME, attachmentName: rec.file_name } };
};
