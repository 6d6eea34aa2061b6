// General file upload (spec 7.2: multipart with a file field, returns a path) and its downloads. The gate
// (http/routes.ts) has checked the session before these run; files are stored per tenant and reachable only
// through an uploads row, which row-level security shows to its own tenant alone.
import { randomUUID } from 'node:crypto';
import type { RouteContext, RouteHandler } from '../http/context';
import { fail } from '../http/errors';
import { receiveUpload } from './receive';
import { FileMissingError } from './storage';

export const uploadUrl = (uid: string) => `/files/uploads/${uid}`;

export interface UploadedFile { uid: string; name: string; size: number; mime: string; path: string; url: string }

export const upload: RouteHandler = async (ctx) => {
  const uid = randomUUID();
  const path = `uploads/${ctx.tenantId}/${uid}`;
  const file = await receiveUpload(ctx.req, ctx.route.upload!, ctx.files.storage, path);
  try {
    await ctx.scoped((tx) =>
      tx.query(
        `insert into uploads (uid, tenant_id, user_id, name, size, mime, path) values ($1, current_setting('app.tenant_id')::integer, $2, $3, $4, $5, $6)`,
        [uid, ctx.session!.userId, file.name, file.size, file.mime, path],
      ),
    );
  } catch (e) {
    await ctx.files.storage.remove(path);
    throw e;
  }
  const data: UploadedFile = { uid, name: file.name, size: file.size, mime: file.mime, path: uploadUrl(uid), url: uploadUrl(uid) };
  return { data };
};

/** The uploads row of uid in the route's tenant, or 40400. */
async function uploadRow(ctx: RouteContext) {
  const row = await ctx.scoped(async (tx) => (await tx.query<{ name: string; mime: string; path: string }>('select name, mime, path from uploads where uid = $1', [ctx.params.uid])).rows[0]);
  if (!row) throw fail.notFound('文件不存在');
  return row;
}

async function readStored(ctx: RouteContext, path: string) {
  try {
    return await ctx.files.storage.read(path);
  } catch (e) {
    if (e instanceof FileMissingError) throw fail.notFound('文件不存在');
    throw e;
  }
}

/** With the token header: the file as an attachment, to its own tenant only. */
export const download: RouteHandler = async (ctx) => {
  const row = await uploadRow(ctx);
  const { stream, size } = await readStored(ctx, row.path);
  return { content: { body: stream, size, type: row.mime, attachmentName: row.name } };
};

/** Through a signed URL (files/image-urls.ts): images only, shown inline and cached until the URL expires. */
export const image: RouteHandler = async (ctx) => {
  const row = await uploadRow(ctx);
  if (!row.mime.startsWith('image/')) throw fail.notFound('图片不存在');
  const { stream, size } = await readStored(ctx, row.path);
  const maxAge = Math.max(0, Number(ctx.query.expires) - Math.floor(Date.now() / 1000));
  return { content: { body: stream, size, type: row.mime, cache: `private, max-age=${maxAge}` } };
};
