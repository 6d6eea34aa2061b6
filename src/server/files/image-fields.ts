// Image fields of records (list spec fields with image: true, from x-widget "image"): an uploaded image is
// stored as its upload path /files/uploads/<uid> and read back as a signed URL that <img> can load; written
// back, a signed URL (what the edit form received) becomes the upload path again.
import { FILE_TYPES, UPLOAD_USES } from '../../shared/files/limits';
import type { Queryable } from '../db/types';
import type { CallContext } from '../http/context';
import { fail } from '../http/errors';
import type { ListSpec } from '../lists/spec-types';
import { uploadUrl } from './uploads';

const UID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STORED = new RegExp(`^/files/uploads/(${UID})$`);
const SIGNED = new RegExp(`^/files/images/(${UID})\\?`);
/** Images the server generates (word marks, archive/logo.ts) are kept as they are. */
const GENERATED = /^\/files\/tm-logo\.svg\?text=[^\s]*$/;

const IMAGE_MIMES: string[] = UPLOAD_USES.image.types.map((t) => FILE_TYPES[t].mime);

/** The record with each uploaded image of the spec's image fields as a signed URL of the caller's tenant. */
export function presentImages<T extends Record<string, unknown>>(ctx: CallContext, spec: ListSpec, record: T): T {
  const tenantId = ctx.session?.tenantId;
  if (tenantId === undefined) return record;
  let out = record;
  for (const [prop, field] of Object.entries(spec.fields)) {
    if (!field.image) continue;
    const m = typeof record[prop] === 'string' ? STORED.exec(record[prop] as string) : null;
    if (m) out = { ...out, [prop]: ctx.files.images.sign(m[1], tenantId) };
  }
  return out;
}

export function presentPage<P extends { list: Record<string, unknown>[] }>(ctx: CallContext, spec: ListSpec, page: P): P {
  if (!Object.values(spec.fields).some((f) => f.image)) return page;
  return { ...page, list: page.list.map((r) => presentImages(ctx, spec, r)) };
}

/**
 * What to store for an image field's value: null when empty, a generated image as it is, an upload (by its
 * path or a signed URL) as its path when it is an image of the caller's tenant; anything else is 40000.
 */
export async function storedImage(tx: Queryable, value: unknown, field: { label: { zh: string } }, prop: string): Promise<string | null> {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  if (GENERATED.test(text)) return text;
  const uid = STORED.exec(text)?.[1] ?? SIGNED.exec(text)?.[1];
  const named = `字段“${field.label.zh}”（${prop}）`;
  if (!uid) throw fail.validation(`${named}应为上传的图片`);
  // Row-level security: another tenant's upload is simply not found.
  const r = await tx.query<{ mime: string }>('select mime from uploads where uid = $1', [uid]);
  if (!r.rows[0]) throw fail.validation(`${named}的图片不存在，请重新上传`);
  if (!IMAGE_MIMES.includes(r.rows[0].mime)) throw fail.validation(`${named}：${UPLOAD_USES.image.typeMessage}`);
  return uploadUrl(uid);
}

/** The body with every image field it carries turned into what is stored (see storedImage). */
export async function storeImages<B extends Record<string, unknown>>(tx: Queryable, spec: ListSpec, body: B): Promise<B> {
  let out = body;
  for (const [prop, field] of Object.entries(spec.fields))
    if (field.image && prop in body) out = { ...out, [prop]: await storedImage(tx, body[prop], field, prop) };
  return out;
}
