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

/** The one file of a multipart request (field file), whole, or the spec's messages when absent or too large. */
export async function readUploadedFile(req: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  if (!req.isMultipart()) throw fail.validation('请以 multipart/form-data 上传文件（字段 file）');
  const part = await req.file();
  if (!part) throw fail.validation('请选择要上传的文件');
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(SubCode.TOO_LARGE, TOO_LARGE);
    throw e;
  }
  if (part.file.truncated) throw new ApiError(SubCode.TOO_LARGE, TOO_LARGE);
  return { data, filename: part.filename };
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
