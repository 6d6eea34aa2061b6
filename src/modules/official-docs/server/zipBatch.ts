// A zip of many official documents (officialDecompression, issue 12): POST /files/official/zip stores the zip,
// checks its directory at once (path traversal, zip bombs, too many entries: refused with a clear message and
// nothing kept) and starts the batch task that unpacks it on the server (yauzl), one entry per step: type by
// content, then recognised and recorded like a single upload (state 0 for a file the tenant has already).
// Progress and the per-file results are the task's; official.batchStatus reads them. The task carries the right type
// of the route it came from (trademark or copyright documents) and records every file for it.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { openZip, readZipEntry, skippedZipEntry, zipEntryName, zipEntryRefusal } from '../../../server/files/zip';
import { detectType, SAMPLE_BYTES } from '../../../server/files/detect';
import { receiveUpload } from '../../../server/files/receive';
import type { CallContext, RouteHandler } from '../../../server/http/context';
import { signedIn } from '../../../server/http/context';
import { isRightType, type RightType } from '../shared/rights';
import { ApiError, fail } from '../../../server/http/errors';
import { enqueueTask, type TaskRow, type TaskRun } from '../../../server/tasks/runner';
import { sizeLimitOf, UPLOAD_USES, type FileTypeKey } from '../../../shared/files/limits';
import { readAll, recordDocument, type UploadAnswer } from './upload';

export const DECOMPRESSION_TASK = 'officialDecompression';
/** A zip holds at most this many files. */
export const ZIP_MAX_ENTRIES = 500;
/** All files of a zip unpacked: at most this much. */
export const ZIP_MAX_TOTAL = 2 * 1024 * 1024 * 1024;
/** Compression beyond this ratio (for entries over 1 MB) is a zip bomb, not a document. */
export const ZIP_MAX_RATIO = 100;

const ENTRY_MAX = sizeLimitOf('officialDocument').bytes;
const ALLOWED = UPLOAD_USES.officialDocument.types as readonly FileTypeKey[];

interface ZipEntryInfo { index: number; name: string; size: number }
export interface BatchItem { fileName: string; state?: 0 | 1; uploadId?: number; type?: string | null; typeName?: string | null; brandNo?: string | null; issueDate?: string | null; error?: string; answer?: UploadAnswer }

/** Walks the zip's directory (no data read), refusing what must not be unpacked. Returns the document entries. */
export async function listEntries(data: Buffer): Promise<ZipEntryInfo[]> {
  let zip: ZipFile;
  try {
    zip = await openZip(data);
  } catch {
    throw fail.validation('压缩包已损坏，无法读取；请重新打包后上传');
  }
  const out: ZipEntryInfo[] = [];
  let total = 0;
  let index = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (e: Entry) => {
        const name = zipEntryName(e);
        total += e.uncompressedSize;
        const refused = zipEntryRefusal(e, name, total, { ratio: ZIP_MAX_RATIO, totalBytes: ZIP_MAX_TOTAL, tooLarge: '压缩包解压后超过 2GB，已拒绝；请分批上传' });
        if (refused) return reject(fail.validation(refused));
        if (!skippedZipEntry(name)) {
          if (out.length >= ZIP_MAX_ENTRIES) return reject(fail.validation(`压缩包内的文件超过 ${ZIP_MAX_ENTRIES} 个；请分批上传`));
          out.push({ index, name, size: e.uncompressedSize });
        }
        index += 1;
        zip.readEntry();
      });
      zip.readEntry();
    });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw fail.validation('压缩包已损坏，无法读取；请重新打包后上传');
  } finally {
    zip.close();
  }
  if (!out.length) throw fail.validation('压缩包内没有文件');
  return out;
}

/** POST /brandDetai/officialDecompression, /files/official/copyright/zip: the zip checked and its batch task started. */
export const zipUploadFor = (right: RightType): RouteHandler => async (ctx) => {
  const session = ctx.session!;
  const key = `official-zip/${session.tenantId}/${randomUUID()}`;
  const file = await receiveUpload(ctx.req, ctx.route.upload!, ctx.files.storage, key);
  try {
    const entries = await listEntries(await readAll(ctx.files.storage, key));
    const taskId = await ctx.scoped(async (tx) => {
      const id = await enqueueTask(tx, DECOMPRESSION_TASK, session.userId, { key, fileName: file.name, right });
      await tx.query('update batch_tasks set total = $2 where id = $1', [id, entries.length]);
      return id;
    });
    return { data: { taskId, fileName: file.name, total: entries.length } };
  } catch (e) {
    await ctx.files.storage.remove(key);
    throw e;
  }
};

const readEntry = (zip: ZipFile, entry: Entry) => readZipEntry(zip, entry, { bytes: ENTRY_MAX, message: sizeLimitOf('officialDocument').message });

/** Each entry of the zip, in order, with its yauzl entry (the zip stays open while fn runs). */
async function forEachEntry(data: Buffer, from: number, fn: (index: number, entry: Entry, zip: ZipFile) => Promise<void>) {
  const zip = await openZip(data);
  try {
    await new Promise<void>((resolve, reject) => {
      let index = 0;
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (e: Entry) => {
        const i = index++;
        (i < from ? Promise.resolve() : fn(i, e, zip)).then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

/**
 * The batch task: one entry per step. The entry is recorded in the step's transaction together with the checkpoint
 * (the results so far, the next entry), so a resumed run neither loses nor repeats a file.
 */
export async function runDecompression(task: TaskRow, run: TaskRun) {
  const key = String(task.payload.key);
  // Tasks started before copyright documents existed are trademark ones.
  const right: RightType = isRightType(task.payload.right) ? task.payload.right : 'trademark';
  const zipData = await readAll(run.storage, key);
  const wanted = new Map((await listEntries(zipData)).map((e) => [e.index, e]));
  let results = ((run.checkpoint?.results as BatchItem[] | undefined) ?? []).slice();
  const from = Number(run.checkpoint?.next ?? 0);
  await forEachEntry(zipData, from, async (index, entry, zip) => {
    const info = wanted.get(index);
    if (!info) return;
    const fileName = info.name.split('/').pop()!;
    let data: Buffer | null = null;
    let type: FileTypeKey | null = null;
    let item: BatchItem | null = null;
    try {
      data = await readEntry(zip, entry);
      type = await detectType(data.subarray(0, SAMPLE_BYTES), fileName);
      if (!type || !ALLOWED.includes(type)) item = { fileName, error: UPLOAD_USES.officialDocument.typeMessage };
    } catch (e) {
      item = { fileName, error: (e as Error).message };
    }
    const docKey = `official/${task.tenant_id}/${randomUUID()}`;
    if (!item) await run.storage.put(docKey, Readable.from([data!]));
    try {
      const next = await run.step(async (tx) => {
        if (!item) {
          try {
            const a = await recordDocument({ storage: run.storage, scoped: (fn) => fn(tx), tenantId: task.tenant_id, userId: task.user_id, right }, docKey, data!, fileName, type!, task.id);
            item = { fileName, state: a.state, uploadId: a.uploadId, type: a.type, typeName: a.typeName, brandNo: a.brandNo, issueDate: a.issueDate, answer: a };
          } catch (e) {
            const sub = e instanceof ApiError ? e.message : null;
            if (!sub) throw e; // not the file's fault (database, storage): the task fails or resumes
            await run.storage.remove(docKey);
            item = { fileName, error: sub };
          }
        }
        return { next: index + 1, results: [...results, item] };
      });
      results = next.results;
    } catch (e) {
      await run.storage.remove(docKey);
      throw e;
    }
    await run.progress(results.length, wanted.size);
  });
  await run.storage.remove(key);
  return { fileName: task.payload.fileName, results };
}

/** official.batchStatus, copyrightOfficial.batchStatus: the caller's zip batch of the right with its progress and the results so far. */
export const batchStatusFor = (right: RightType) => async (ctx: CallContext, body: { taskId: number }) => {
  const { session } = signedIn(ctx);
  const r = await ctx.db.query<{ operate_status: number; progress: number; total: number; payload: Record<string, unknown>; result: { results?: BatchItem[] } | null; checkpoint: { results?: BatchItem[] } | null; error_message: string | null }>(
    `select operate_status, progress, total, payload, result, checkpoint, error_message from batch_tasks
      where id = $1 and operate_type = $2 and user_id = $3 and coalesce(payload->>'right', 'trademark') = $4`,
    [body.taskId, DECOMPRESSION_TASK, session.userId, right],
  );
  const row = r.rows[0];
  if (!row) throw fail.notFound('批量任务不存在');
  const results = row.result?.results ?? row.checkpoint?.results ?? [];
  return { taskId: body.taskId, fileName: String(row.payload.fileName ?? ''), status: row.operate_status, progress: results.length, total: row.total, errorMessage: row.error_message, results } as never;
};
