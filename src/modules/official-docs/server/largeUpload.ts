// The resumable large-file path of official documents (spec 5: 50 MB or more; issue 12): start (or resume) an
// upload, send numbered chunks (each streamed into the file storage on its own and checked against its size and
// sha256), then complete: the chunks are joined into one stored file as a stream (hashing on the way, never held
// in memory whole), the first chunk's content decides the type, and the document is recognised and recorded like
// any upload (upload.ts recordHashed). A client that lost its connection starts again with the same file and is
// told which chunks the server already has. Each right type has its own routes (official.*, copyrightOfficial.*): an
// upload started for a right is completed and recognised for it.
import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { signedIn, type CallContext, type RouteHandler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { cleanName } from '../../../server/files/receive';
import { detectType, SAMPLE_BYTES } from '../../../server/files/detect';
import type { FileStorage } from '../../../server/files/storage';
import type { Queryable } from '../../../server/db/types';
import { checkBeforeUpload, MB, sizeLimitOf, UPLOAD_USES, type FileTypeKey } from '../../../shared/files/limits';
import type { RightType } from '../shared/rights';
import { readAll, recordHashed } from './upload';

/** Chunks of 8 MB: a lost connection costs at most that much again. */
export const CHUNK_BYTES = 8 * MB;
/** An upload nobody completed is dropped (with its chunks) after a day. */
const STALE_HOURS = 24;

interface LargeRow { id: number; user_id: number; file_name: string; size: string; chunk_size: number; chunk_count: number; received: number[]; part_prefix: string; file_type: string | null }

const partKey = (prefix: string, index: number) => `${prefix}/${index}`;
const chunkLength = (row: Pick<LargeRow, 'size' | 'chunk_size' | 'chunk_count'>, index: number) =>
  index < row.chunk_count - 1 ? row.chunk_size : Number(row.size) - row.chunk_size * (row.chunk_count - 1);
const state = (row: LargeRow) => ({ id: row.id, chunkSize: row.chunk_size, chunkCount: row.chunk_count, received: [...row.received].sort((a, b) => a - b) });

async function removeParts(storage: FileStorage, row: Pick<LargeRow, 'part_prefix' | 'chunk_count'>) {
  for (let i = 0; i < row.chunk_count; i++) await storage.remove(partKey(row.part_prefix, i));
}

/** The user's open upload of this id and right (another user's, tenant's or right's: not found). */
async function openUpload(db: Queryable, id: number, userId: number, right: RightType): Promise<LargeRow> {
  const r = await db.query<LargeRow>(`select * from official_large_uploads where id = $1 and user_id = $2 and right_type = $3 for update`, [id, userId, right]);
  if (!r.rows[0]) throw fail.notFound('大文件上传不存在或已结束，请重新选择文件上传');
  return r.rows[0];
}

/** POST /api/official/largeStart: a new upload, or the open one of the same file (name, size, first chunk) to resume. */
export const largeStartFor = (right: RightType) => async (ctx: CallContext, body: { fileName: string; size: number; headSha256: string }) => {
  const { session } = signedIn(ctx);
  const fileName = cleanName(body.fileName);
  const refused = checkBeforeUpload({ name: fileName, size: body.size }, 'officialDocument');
  if (refused) throw fail.validation(refused);
  const stale = await ctx.db.query<LargeRow>(
    `delete from official_large_uploads where user_id = $1 and updated_at < now() - make_interval(hours => $2) returning *`,
    [session.userId, STALE_HOURS],
  );
  for (const row of stale.rows) await removeParts(ctx.files.storage, row);
  const open = await ctx.db.query<LargeRow>(
    `select * from official_large_uploads where tenant_id = $1 and user_id = $2 and file_name = $3 and size = $4 and head_sha256 = $5 and right_type = $6 order by id desc limit 1`,
    [session.tenantId, session.userId, fileName, body.size, body.headSha256, right],
  );
  if (open.rows[0]) return state(open.rows[0]) as never;
  const chunkCount = Math.ceil(body.size / CHUNK_BYTES);
  const row = await ctx.db.query<LargeRow>(
    `insert into official_large_uploads (tenant_id, user_id, file_name, size, head_sha256, chunk_size, chunk_count, part_prefix, right_type)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
    [session.tenantId, session.userId, fileName, body.size, body.headSha256, CHUNK_BYTES, chunkCount, `official-parts/${session.tenantId}/${randomUUID()}`, right],
  );
  return state(row.rows[0]!) as never;
};

/** Counts and hashes what passes through, and keeps the first bytes for the type check. */
function meter() {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let bytes = 0;
  let headBytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      hash.update(chunk);
      if (headBytes < SAMPLE_BYTES) {
        head.push(chunk.subarray(0, SAMPLE_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SAMPLE_BYTES - headBytes);
      }
      done(null, chunk);
    },
  });
  return { stream, bytes: () => bytes, sha256: () => hash.digest('hex'), head: () => Buffer.concat(head) };
}

/**
 * POST /files/official/large/:id/:index?sha256=…: one chunk (multipart field file), stored on its own. Its length
 * must be the chunk's and its sha256 the one given; the first chunk's content must be an official-document type.
 * A chunk cut off midway leaves nothing behind (FileStorage.put) and is simply sent again.
 */
export const largeChunkFor = (right: RightType): RouteHandler => async (ctx) => {
  const session = ctx.session!;
  const id = Number(ctx.params.id);
  const index = Number(ctx.params.index);
  const expectedHash = String(ctx.query.sha256).toLowerCase();
  const row = await ctx.scoped((tx) => openUpload(tx, id, session.userId, right));
  if (index >= row.chunk_count) throw fail.validation(`分片序号（index）须小于分片数 ${row.chunk_count}`);
  const expected = chunkLength(row, index);
  if (!ctx.req.isMultipart()) throw fail.validation('请以 multipart/form-data 上传分片（字段 file）');
  const part = await ctx.req.file({ limits: { fileSize: expected + 1 }, throwFileSizeLimit: false });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw fail.validation('请选择要上传的分片（字段 file）');
  }
  const m = meter();
  const key = partKey(row.part_prefix, index);
  await ctx.files.storage.put(key, part.file.pipe(m.stream));
  try {
    if (part.file.truncated || m.bytes() !== expected) throw fail.validation(`分片 ${index} 的大小应为 ${expected} 字节，收到 ${m.bytes()} 字节，请重新上传该分片`);
    if (m.sha256() !== expectedHash) throw fail.validation(`分片 ${index} 的校验值（sha256）不符，请重新上传该分片`);
    let fileType: FileTypeKey | null = null;
    if (index === 0) {
      fileType = await detectType(m.head(), row.file_name);
      if (!fileType || !(UPLOAD_USES.officialDocument.types as readonly FileTypeKey[]).includes(fileType)) throw fail.validation(UPLOAD_USES.officialDocument.typeMessage);
    }
    const after = await ctx.scoped((tx) =>
      tx.query<LargeRow>(
        `update official_large_uploads set received = array(select distinct unnest(received || $2::int) order by 1),
                file_type = coalesce($3, file_type), updated_at = now()
          where id = $1 returning *`,
        [id, index, fileType],
      ),
    );
    return { data: state(after.rows[0]!) };
  } catch (e) {
    await ctx.files.storage.remove(key);
    throw e;
  }
};

/** The stored chunks one after another, as one stream, hashed on the way. */
function joined(storage: FileStorage, row: LargeRow, hash: ReturnType<typeof createHash>) {
  async function* all() {
    for (let i = 0; i < row.chunk_count; i++) {
      const { stream } = await storage.read(partKey(row.part_prefix, i));
      for await (const chunk of stream) {
        hash.update(chunk as Buffer);
        yield chunk as Buffer;
      }
    }
  }
  return Readable.from(all(), { objectMode: false });
}

/**
 * POST /api/official/largeComplete: every chunk there, joined into the document's file and recognised (state 0 when
 * the tenant has the file already). Text is read from PDFs and Word files; a large image is recognised from its
 * file name (OCR of a 50 MB image would hold the call for minutes).
 */
export const largeCompleteFor = (right: RightType) => async (ctx: CallContext, body: { id: number }) => {
  const { session } = signedIn(ctx);
  const row = await openUpload(ctx.db, body.id, session.userId, right);
  const missing = Array.from({ length: row.chunk_count }, (_, i) => i).filter((i) => !row.received.includes(i));
  if (missing.length) throw fail.validation(`还有 ${missing.length} 个分片未上传（${missing.slice(0, 10).join('、')}${missing.length > 10 ? '…' : ''}），请继续上传`);
  const storage = ctx.files.storage;
  const key = `official/${session.tenantId}/${randomUUID()}`;
  const hash = createHash('sha256');
  const size = await storage.put(key, joined(storage, row, hash));
  try {
    if (size !== Number(row.size) || size > sizeLimitOf('officialDocument').bytes) throw fail.validation(`合并后的文件大小（${size} 字节）与声明的 ${row.size} 字节不符，请重新上传`);
    const type = row.file_type as FileTypeKey;
    const load = type === 'pdf' || type === 'docx' ? () => readAll(storage, key) : null;
    const answer = await recordHashed({ storage, scoped: (fn) => fn(ctx.db), tenantId: session.tenantId, userId: session.userId, right }, key, hash.digest('hex'), size, load, row.file_name, type);
    await ctx.db.query(`delete from official_large_uploads where id = $1`, [row.id]);
    await removeParts(storage, row);
    return answer as never;
  } catch (e) {
    await storage.remove(key);
    throw e;
  }
};
