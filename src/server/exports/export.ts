// List exports (spec 2.6 /brand/export): every matching row (not just the page) into a streamed .xlsx, with
// a row in export_records. Up to EXPORT_INLINE_LIMIT rows the file is written within the call; larger
// exports become a persisted batch task and the user downloads the file from the export records page. Rows
// come from one snapshot (snapshot.ts); the file appears under its key only when complete.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { listSpecs } from '../../generated/list-specs';
import type { Queryable } from '../db/types';
import { withTenant } from '../db/tenant';
import { PassThrough } from 'node:stream';
import { FileMissingError, type FileStorage } from '../files/storage';
import { signedIn, type CallContext, type RouteHandler } from '../http/context';
import { fail } from '../http/errors';
import { buildListQuery, rowToRecord, selectList, type ListRequest } from '../lists/engine';
import { customFieldsFor, specOf } from '../lists/generic';
import { capTotal } from '../lists/paging';
import { dataScopeOf, type DataScope } from '../lists/data-scope';
import type { SessionContext } from '../auth/gate';
import type { CustomFieldDef, ExportRecord } from '../../generated/types';
import { customFieldKindByCode, fieldKindByKey } from '../../generated/field-kinds';
import { listDefinitions } from '../custom-fields/definitions';
import { CUSTOM_SORT_PREFIX } from '../lists/custom-filters';
import { exportCell } from './formats';
import type { ListSpec } from '../lists/spec-types';
import { enqueueTask, registerTaskKind, TaskInterrupted } from '../tasks/runner';
import { readSnapshot } from './snapshot';
import { writeXlsx } from './xlsx';

dayjs.extend(utc);

export const EXPORT_INLINE_LIMIT = 2000;
const MAX_EXPORT_ROWS = 200000;

export interface ExportBody extends ListRequest { columns: string[]; ids?: number[] }

/** Cell as a user reads it, by the field's kind (its export format): dictionary labels, local date-times, money... */
export function cellValue(spec: ListSpec, prop: string, value: unknown): string | number {
  const f = spec.fields[prop];
  const kind = fieldKindByKey[f.fieldKind];
  // Dictionary values read as their labels whatever the kind (a status drawn as tags is still its label).
  const format = spec.dicts[prop] ? 'dict' : f.kind === 'datetime' && kind?.export === 'date' ? 'datetime' : (kind?.export ?? 'text');
  return exportCell(format, value, { dict: spec.dicts[prop] });
}

/** A custom field's cell, by its kind; choice values as their option names. */
export function customCellValue(def: CustomFieldDef, value: unknown): string | number {
  const kind = customFieldKindByCode[def.fieldType];
  const options = (def.fieldTypeInfoVo.contents as { options?: Array<{ cont: string; name?: string }> }).options;
  return exportCell(kind?.export ?? 'text', value, { options });
}

/** Export columns: the screen's props and the visible custom fields (cf:<id>). */
interface ExportColumn { key: string; header: string; value: (rec: Record<string, unknown>) => string | number }

function exportColumns(spec: ListSpec, columns: string[], defs: CustomFieldDef[] | undefined): ExportColumn[] {
  const valuesProp = Object.values(spec.fields).find((f) => f.column === 'custom_values');
  return columns.map((key) => {
    if (!key.startsWith(CUSTOM_SORT_PREFIX)) return { key, header: spec.fields[key].label.zh, value: (rec) => cellValue(spec, key, rec[key]) };
    const id = key.slice(CUSTOM_SORT_PREFIX.length);
    const def = defs?.find((d) => String(d.id) === id);
    if (!def || !valuesProp) throw fail.validation(`导出列 ${key} 不是${spec.label.zh}的自定义字段`);
    const prop = Object.keys(spec.fields).find((p) => spec.fields[p] === valuesProp)!;
    return { key, header: def.showFieldTitle || def.fieldTitle, value: (rec) => customCellValue(def, ((rec[prop] ?? {}) as Record<string, unknown>)[id]) };
  });
}

/** The export's rows in list order (every matching row, not one page), each with its "id". */
function exportQuery(spec: ListSpec, body: ExportBody, customFields: CustomFieldDef[] | undefined, limit: number, scope: DataScope | undefined) {
  const q = buildListQuery(spec, { ...body, pageNo: 1, pageSize: 1 }, { ids: body.ids, customFields, scope });
  return { sql: `${q.orderedSql} limit ${limit}`, params: q.params };
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams the rows into the .xlsx at key and returns how many were written. The storage shows the file under
 * its key only when complete (local: temporary name then rename; S3: the upload completes), so a failed or
 * killed export leaves no partial file.
 */
async function writeExport(
  storage: FileStorage,
  spec: ListSpec,
  body: ExportBody,
  key: string,
  batches: AsyncIterable<Record<string, unknown>[]>,
  customFields?: CustomFieldDef[],
): Promise<number> {
  const cols = exportColumns(spec, body.columns, customFields);
  const columns = cols.map((c) => ({ header: c.header, key: c.key }));
  async function* cells() {
    for await (const batch of batches)
      yield batch.map((r) => {
        const rec = rowToRecord(spec, r);
        return Object.fromEntries(cols.map((c) => [c.key, c.value(rec)]));
      });
  }
  const out = new PassThrough();
  const stored = storage.put(key, out);
  stored.catch((e) => out.destroy(e));
  let rows: number;
  try {
    rows = await writeXlsx(out, spec.label.zh, columns, cells());
  } catch (e) {
    out.destroy(e as Error);
    await stored.catch(() => {});
    throw e;
  }
  await stored;
  return rows;
}

/** Definitions the export needs: for custom filters and sorts, and for custom columns. */
async function exportDefs(db: Queryable, spec: ListSpec, body: ExportBody): Promise<CustomFieldDef[] | undefined> {
  const fromFilters = await customFieldsFor(db, spec, body);
  if (fromFilters || spec.customFieldModule === null || !body.columns.some((c) => c.startsWith(CUSTOM_SORT_PREFIX))) return fromFilters;
  return listDefinitions(db, spec.customFieldModule);
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
  const customFields = await exportDefs(ctx.db, spec, body);
  // One statement, so one snapshot: up to the inline limit the file is written from exactly these rows.
  const scope = dataScopeOf(ctx.db);
  const q = exportQuery(spec, body, customFields, EXPORT_INLINE_LIMIT + 1, scope);
  const rows = (await ctx.db.query<Record<string, unknown>>(q.sql, q.params)).rows;
  if (rows.length <= EXPORT_INLINE_LIMIT) {
    const key = keyOf(session.tenantId, id);
    const written = await writeExport(ctx.files.storage, spec, body, key, (async function* () {
      yield rows;
    })(), customFields);
    await ctx.db.query(`update export_records set status = 1, row_count = $2, file_path = $3, finished_at = clock_timestamp() where id = $1`, [id, written, key]);
  } else {
    // The task runs later without the call's session: it carries the caller's data scope.
    const taskId = await enqueueTask(ctx.db, 'export', session.userId, { screen: spec.screen, body: raw, recordId: id, scope });
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

registerTaskKind('export', async (task, run) => {
  const { screen, body, recordId, scope } = task.payload as { screen: string; body: ExportBody; recordId: number; scope?: DataScope };
  const spec = listSpecs[screen];
  const key = keyOf(task.tenant_id, recordId);
  try {
    const customFields = await withTenant(run.db, task.tenant_id, (tx) => exportDefs(tx, spec, body));
    const query = {
      ...exportQuery(spec, body, customFields, MAX_EXPORT_ROWS, scope),
      byIds: (ids: number[]) => ({ sql: `select ${selectList(spec)} from "${spec.source}" t where t.id = any($1::int[])`, params: [ids] }),
    };
    const rows = await readSnapshot(run.db, task.tenant_id, query, async (batches) => {
      let read = 0;
      async function* counted() {
        for await (const batch of batches) {
          yield batch;
          read += batch.length;
          await run.progress(read, 0);
        }
      }
      return writeExport(run.storage, spec, body, key, counted(), customFields);
    });
    await run.step(async (tx) => {
      await tx.query(`update export_records set status = 1, row_count = $2, file_path = $3, finished_at = now() where id = $1`, [recordId, rows, key]);
      return { rows };
    });
    return { recordId, rows };
  } catch (e) {
    if (e instanceof TaskInterrupted) throw e;
    await withTenant(run.db, task.tenant_id, (tx) =>
      tx.query(`update export_records set status = 2, error_message = $2, finished_at = now() where id = $1`, [recordId, String((e as Error).message).slice(0, 500)]),
    );
    throw e;
  }
});

/**
 * Export records are their creator's (issue 18): the list, the download and delete reach only one's own, unless
 * the role holds exportRecordsAll (管理员), which reaches every record of the tenant.
 */
export const EXPORT_RECORDS_ALL = 'exportRecordsAll';
const seesAllExports = (session: SessionContext) => session.roleAuth.has(EXPORT_RECORDS_ALL);
/** SQL condition on export_records (alias t or none) for the caller; the user id is an integer from the session. */
const ownExports = (session: SessionContext, alias = '') => (seesAllExports(session) ? 'true' : `${alias}user_id = ${Math.trunc(Number(session.userId))}`);

/** /brand/exportRecord/list: the caller's export records (everyone's with exportRecordsAll). */
export async function listExports(ctx: CallContext, raw: object) {
  const { session } = signedIn(ctx);
  const spec = specOf(ctx);
  const q = buildListQuery(spec, raw as unknown as ListRequest, { extraWhere: [ownExports(session, 't.')] });
  const rows = await ctx.db.query<Record<string, unknown>>(q.rowsSql, q.params);
  const n = q.pageNo === 1 && rows.rows.length < q.pageSize ? rows.rows.length : (await ctx.db.query<{ n: number }>(q.countSql, q.params)).rows[0].n;
  return { list: rows.rows.map((r) => rowToRecord(spec, r)) as unknown as ExportRecord[], ...capTotal(n), pageNo: q.pageNo, pageSize: q.pageSize };
}

/** Deletes one of the caller's export records (anyone's with exportRecordsAll) and its file. */
export async function removeExport(ctx: CallContext, body: { id: number }) {
  const { session } = signedIn(ctx);
  const r = await ctx.db.query<{ file_path: string | null }>(`delete from export_records where id = $1 and ${ownExports(session)} returning file_path`, [body.id]);
  if (!r.rows[0]) throw fail.notFound('导出记录不存在或不属于您');
  if (r.rows[0].file_path) await ctx.files.storage.remove(r.rows[0].file_path);
  return null;
}

/** GET /files/exports/:id (schemas/http-routes.json): the file of one of the caller's finished exports (anyone's with exportRecordsAll). */
export const download: RouteHandler = async (ctx) => {
  const rec = await ctx.scoped(async (tx) => {
    const r = await tx.query<{ file_path: string | null; file_name: string; status: number }>(`select file_path, file_name, status from export_records where id = $1 and ${ownExports(ctx.session!)}`, [
      Number(ctx.params.id),
    ]);
    return r.rows[0];
  });
  if (!rec) throw fail.notFound('导出记录不存在或不属于您');
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
