// General file upload (spec 7.2: multipart with a file field, returns a path): 30 MB at most (上传文件大小不能
// 超过 30MB!), type decided by content, stored per tenant. Downloads go through the same session gate and
// row-level security, so a file is never reachable from another tenant.
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SubCode } from '../../shared/subcodes';
import { resolveSession } from '../auth/gate';
import type { Database } from '../db/types';
import { ApiError, fail } from '../http/errors';
import { send } from '../http/router';
import { sniff } from './sniff';
import type { FileStorage } from './storage';

export const UPLOAD_LIMIT_BYTES = 30 * 1024 * 1024;
const TOO_LARGE = '上传文件大小不能超过 30MB!';

export const uploadUrl = (uid: string) => `/files/uploads/${uid}`;

const NO_FILE = '请选择要上传的文件';
const INCOMPLETE_BODY = '上传的请求体不完整（缺少结束边界），请重新上传';

/** What went wrong with the multipart body, said to the user: too large, or malformed/cut short. */
function uploadFailure(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  const code = (e as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(SubCode.TOO_LARGE, TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return fail.validation('一次只能上传一个文件（字段 file）');
  if (/unexpected end of (form|multipart)/i.test(String((e as Error).message))) return fail.validation(INCOMPLETE_BODY);
  // Anything else the multipart parser throws is about the body's form (headers, boundary).
  return fail.validation('上传的请求体格式不正确，请重新上传');
}

/**
 * The one file of a multipart request (field file), whole, or the spec's messages when absent or too large.
 * The body is read to its closing boundary before the file is handed out: a body cut short is refused,
 * never stored as though it were complete.
 */
export async function readUploadedFile(req: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  if (!req.isMultipart()) throw fail.validation('请以 multipart/form-data 上传文件（字段 file）');
  let file: { data: Buffer; filename: string } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        await part.toBuffer();
        throw fail.validation(file ? '一次只能上传一个文件（字段 file）' : `${NO_FILE}（字段 file）`);
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw new ApiError(SubCode.TOO_LARGE, TOO_LARGE);
      file = { data, filename: part.filename };
    }
  } catch (e) {
    throw uploadFailure(e);
  }
  if (!file) throw fail.validation(NO_FILE);
  return file;
}

/** A name safe to keep (no path parts or control characters), at most 200 characters. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200) || 'file';
}

export async function registerUploadRoutes(app: FastifyInstance, opts: { db: Database; files: FileStorage }) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 2 } });
    scope.post('/files/uploads', async (req, reply) => {
      try {
        // Session first: an anonymous body is not even read.
        const session = await opts.db.transaction((tx) => resolveSession(tx, req.headers.token));
        const { data, filename } = await readUploadedFile(req);
        if (data.length === 0) throw fail.validation('文件为空');
        const name = cleanName(filename || 'file');
        const type = sniff(data, name);
        if (!type) throw fail.validation('不支持的文件类型（支持图片、PDF、Office 文档、压缩包和文本）');
        const uid = randomUUID();
        const path = `uploads/${session.tenantId}/${uid}`;
        const out = await opts.files.write(path);
        await new Promise<void>((resolve, reject) => out.on('error', reject).end(data, resolve));
        await opts.db.transaction(async (tx) => {
          await resolveSession(tx, req.headers.token, { scope: true });
          await tx.query(
            `insert into uploads (uid, tenant_id, user_id, name, size, mime, path) values ($1, current_setting('app.tenant_id')::integer, $2, $3, $4, $5, $6)`,
            [uid, session.userId, name, data.length, type.mime, path],
          );
        });
        return send(reply, SubCode.SUCCESS, '成功', { uid, name, size: data.length, path: uploadUrl(uid), url: uploadUrl(uid) });
      } catch (e) {
        if (e instanceof ApiError) return send(reply, e.subCode, e.message, e.data);
        throw e;
      }
    });
  });

  app.get<{ Params: { uid: string } }>('/files/uploads/:uid', async (req, reply) => {
    if (!/^[0-9a-f-]{36}$/.test(req.params.uid)) return send(reply, SubCode.VALIDATION, '文件编号无效');
    const file = await opts.db.transaction(async (tx) => {
      await resolveSession(tx, req.headers.token, { scope: true });
      const r = await tx.query<{ name: string; mime: string; path: string }>('select name, mime, path from uploads where uid = $1', [req.params.uid]);
      if (!r.rows[0]) throw fail.notFound('文件不存在');
      return r.rows[0];
    });
    const { stream, size } = await opts.files.read(file.path);
    return reply
      .type(file.mime)
      .header('content-length', size)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="file"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(stream);
  });
}
