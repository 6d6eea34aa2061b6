// Receives the one file of a multipart upload (field file) straight into storage: the first bytes decide the
// type (./detect.ts) before anything is stored, the rest streams through a byte counter that fails the write
// once the use's limit is passed, and the storage then removes what it had written (FileStorage.put). No
// upload is ever held whole in memory.
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { FILE_TYPES, UPLOAD_USES, sizeLimitOf, type FileTypeKey, type UploadUseKey } from '../../shared/files/limits';
import { SubCode } from '../../shared/subcodes';
import { ApiError, fail } from '../http/errors';
import { detectType, SAMPLE_BYTES } from './detect';
import type { FileStorage } from './storage';

export interface ReceivedFile { name: string; size: number; type: FileTypeKey; mime: string }

/** A name safe to keep (no path parts or control characters), at most 200 characters. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200) || 'file';
}

const tooLarge = (use: UploadUseKey) => new ApiError(SubCode.TOO_LARGE, sizeLimitOf(use).message);

/**
 * Reads up to `bytes` from the stream for a look at the head, and gives a stream of everything (the same bytes
 * first) that fails with `overflow` as soon as more than `limit` bytes went through. The check runs as the
 * consumer pulls, so nothing past the limit is ever read into memory.
 */
async function peek(source: Readable, bytes: number, limit: number, overflow: () => Error): Promise<{ head: Buffer; all: Readable }> {
  const it = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let n = 0;
  let done = false;
  while (n < bytes) {
    const r = await it.next();
    if (r.done) {
      done = true;
      break;
    }
    chunks.push(r.value);
    n += r.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* everything() {
    try {
      let seen = head.length;
      if (seen > limit) throw overflow();
      yield head;
      if (done) return;
      for (let r = await it.next(); !r.done; r = await it.next()) {
        seen += r.value.length;
        if (seen > limit) throw overflow();
        yield r.value;
      }
    } finally {
      await it.return?.();
    }
  }
  return { head: head.subarray(0, bytes), all: Readable.from(everything(), { objectMode: false }) };
}

/**
 * Stores the request's file under key when its content is one of the use's types and its size within the
 * use's limit; otherwise 40000 (no file, empty, wrong type) or 41300 (too large) and nothing is stored.
 */
export async function receiveUpload(req: FastifyRequest, use: UploadUseKey, storage: FileStorage, key: string): Promise<ReceivedFile> {
  try {
    return await receive(req, use, storage, key);
  } catch (e) {
    const failure = multipartFailure(e);
    // A body cut short may fail only after part of the file was written: keep nothing of it.
    if (!(e instanceof ApiError)) await storage.remove(key).catch(() => undefined);
    throw failure;
  }
}

const NO_FILE = '请选择要上传的文件';
const INCOMPLETE_BODY = '上传的请求体不完整（缺少结束边界），请重新上传';

/** What the multipart parser's own errors mean to the user: a body cut short, or one of the wrong form. */
function multipartFailure(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  const code = (e as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return fail.validation('一次只能上传一个文件（字段 file）');
  if (/unexpected end of (form|multipart)/i.test(String((e as Error)?.message))) return fail.validation(INCOMPLETE_BODY);
  return fail.validation('上传的请求体格式不正确，请重新上传');
}

async function receive(req: FastifyRequest, use: UploadUseKey, storage: FileStorage, key: string): Promise<ReceivedFile> {
  if (!req.isMultipart()) throw fail.validation('请以 multipart/form-data 上传文件（字段 file）');
  const limit = sizeLimitOf(use).bytes;
  // busboy stops one byte past the limit, so the counter below sees the overflow and nothing more is buffered.
  const part = await req.file({ limits: { fileSize: limit + 1 }, throwFileSizeLimit: false });
  if (!part) throw fail.validation(NO_FILE);
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw fail.validation(`${NO_FILE}（字段 file）`);
  }
  const name = cleanName(part.filename || 'file');
  const { head, all } = await peek(part.file, SAMPLE_BYTES, limit, () => tooLarge(use));
  if (head.length === 0) {
    all.destroy();
    throw fail.validation('文件为空');
  }
  const type = await detectType(head, name);
  if (!type || !(UPLOAD_USES[use].types as readonly FileTypeKey[]).includes(type)) {
    all.destroy();
    throw fail.validation(UPLOAD_USES[use].typeMessage);
  }
  let size: number;
  try {
    size = await storage.put(key, all);
  } catch (e) {
    if (all.errored instanceof ApiError) throw all.errored;
    throw e;
  }
  if (part.file.truncated) {
    await storage.remove(key);
    throw tooLarge(use);
  }
  return { name, size, type, mime: FILE_TYPES[type].mime };
}
