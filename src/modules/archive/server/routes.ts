// The archive's HTTP routes (schemas/http-routes.json; the gate checks session and brandImport first): the
// import template, the import upload (streamed to storage, xlsx by content, then checked row by row), and
// generated word-mark images (public, cacheable).
import { receiveUpload } from '../../../server/files/receive';
import type { RouteHandler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { checkStored, createImport, importKey, importStatus, templateWorkbook } from './import';
import { logoSvg } from './logo';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let template: Promise<Buffer> | null = null;

export const importTemplate: RouteHandler = async () => {
  // The same workbook every time: built once per process.
  template ??= templateWorkbook().catch((e) => {
    template = null;
    throw e;
  });
  return { content: { body: await template, type: XLSX, attachmentName: '商标导入模板.xlsx' } };
};

export const importUpload: RouteHandler = async (ctx) => {
  const session = ctx.session!;
  const key = importKey(session.tenantId);
  const file = await receiveUpload(ctx.req, ctx.route.upload!, ctx.files.storage, key);
  try {
    const check = await checkStored(ctx.files.storage, key);
    if (check.total === 0) throw fail.validation('文件中没有数据行');
    const data = await ctx.scoped(async (tx) => importStatus(tx, await createImport(tx, session.userId, file.name, key, check)));
    return { data };
  } catch (e) {
    await ctx.files.storage.remove(key);
    throw e;
  }
};

export const logo: RouteHandler = async (ctx) => ({
  content: { body: logoSvg(ctx.query.text ?? ''), type: 'image/svg+xml', cache: 'public, max-age=86400' },
});
