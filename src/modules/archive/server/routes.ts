// The archive's non-JSON routes: the import template (GET), the import upload (multipart, 30 MB, checked by
// content), and generated word-mark images (GET, cacheable). The upload goes through the same session and
// permission gate as the catalogue calls (resolveSession + the role's button keys).
import fastifyMultipart from '@fastify/multipart';
import { readUploadedFile } from '../../../server/files/uploads';
import type { FastifyInstance } from 'fastify';
import { SubCode } from '../../../shared/subcodes';
import { resolveSession } from '../../../server/auth/gate';
import type { Database } from '../../../server/db/types';
import { withTenant } from '../../../server/db/tenant';
import type { FileStorage } from '../../../server/files/storage';
import { ApiError, fail } from '../../../server/http/errors';
import { send } from '../../../server/http/router';
import { checkWorkbook, createImport, importStatus, looksLikeXlsx, MAX_UPLOAD_BYTES, saveUpload, setImportStorage, templateWorkbook } from './import';
import { logoSvg } from './logo';

export const TEMPLATE_PATH = '/files/templates/trademarks.xlsx';
export const UPLOAD_PATH = '/files/imports/trademarks';

export async function registerArchiveRoutes(app: FastifyInstance, opts: { db: Database; files: FileStorage }) {
  setImportStorage(opts.files);
  let template: Buffer | null = null;

  app.get(TEMPLATE_PATH, async (_req, reply) => {
    template ??= await templateWorkbook();
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="trademarks.xlsx"; filename*=UTF-8''${encodeURIComponent('商标导入模板.xlsx')}`)
      .send(template);
  });

  app.get<{ Querystring: { text?: string } }>('/files/tm-logo.svg', async (req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(logoSvg(String(req.query.text ?? ''))),
  );

  // Multipart only inside this scope: the catalogue keeps accepting JSON alone.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
    scope.post(UPLOAD_PATH, async (req, reply) => {
      try {
        const session = await opts.db.transaction((tx) => resolveSession(tx, req.headers.token, { scope: true }));
        if (!session.roleAuth.has('brandImport')) throw fail.forbidden('没有操作权限：导入商标');
        const { data, filename } = await readUploadedFile(req);
        if (!looksLikeXlsx(data)) throw fail.validation('文件内容不是 xlsx 工作簿（请使用下载的模板，另存为 .xlsx）');
        const check = await checkWorkbook(data);
        if (check.total === 0) throw fail.validation('文件中没有数据行');
        const key = await saveUpload(session.tenantId, data);
        const status = await withTenant(opts.db, session.tenantId, async (tx) => {
          const id = await createImport(tx, session.userId, filename || 'import.xlsx', key, check);
          return importStatus(tx, id);
        });
        return send(reply, SubCode.SUCCESS, '成功', status);
      } catch (e) {
        if (e instanceof ApiError) return send(reply, e.subCode, e.message, e.data);
        throw e;
      }
    });
  });
}
