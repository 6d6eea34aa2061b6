// Short-lived signed URLs of uploaded images, so that <img> shows them without the token header (which an
// image request cannot carry): /files/images/<uid>?tenant=&expires=&sig= where sig is an HMAC-SHA256 of uid,
// tenant and expiry under a server secret (FILE_URL_SECRET, else one generated once and kept in the
// database). The route serves the file within the signed tenant only, so a URL never reaches another tenant.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { SubCode } from '../../shared/subcodes';

/** How long a URL is valid at least; URLs are made per window of WINDOW_SECONDS so that browsers can cache them. */
export const IMAGE_URL_TTL_SECONDS = 60 * 60;
const WINDOW_SECONDS = 10 * 60;

export const IMAGE_URL_EXPIRED = '图片链接已过期，请刷新页面';
export const IMAGE_URL_INVALID = '图片链接无效';

export interface ImageUrls {
  /** A URL that serves upload uid of the tenant until it expires (same URL throughout a 10-minute window). */
  sign(uid: string, tenantId: number, nowMs?: number): string;
  /** The tenant a signed URL grants; ApiError 40300 when tampered with or expired. */
  verify(uid: string, query: { tenant: string; expires: string; sig: string }, nowMs?: number): number;
}

export function imageUrls(secret: Buffer): ImageUrls {
  const mac = (uid: string, tenant: string, expires: string) => createHmac('sha256', secret).update(`${uid}\n${tenant}\n${expires}`).digest();
  return {
    sign(uid, tenantId, nowMs = Date.now()) {
      const now = Math.floor(nowMs / 1000);
      const expires = String(Math.floor(now / WINDOW_SECONDS) * WINDOW_SECONDS + WINDOW_SECONDS + IMAGE_URL_TTL_SECONDS);
      const sig = mac(uid, String(tenantId), expires).toString('base64url');
      return `/files/images/${uid}?tenant=${tenantId}&expires=${expires}&sig=${sig}`;
    },
    verify(uid, q, nowMs = Date.now()) {
      // Compared as text: base64 decoding ignores a last character's spare bits, the text does not.
      const given = Buffer.from(q.sig);
      const expected = Buffer.from(mac(uid, q.tenant, q.expires).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError(SubCode.FORBIDDEN, IMAGE_URL_INVALID);
      if (Number(q.expires) * 1000 <= nowMs) throw new ApiError(SubCode.FORBIDDEN, IMAGE_URL_EXPIRED);
      return Number(q.tenant);
    },
  };
}

/**
 * The signing secret: FILE_URL_SECRET (at least 32 characters) when set, else the one kept in server_secrets,
 * created by the first instance that needs it (concurrent starts agree through the primary key).
 */
export async function loadUrlSecret(db: Queryable, fromEnv: string | undefined): Promise<Buffer> {
  if (fromEnv !== undefined) {
    if (fromEnv.length < 32) throw new Error('FILE_URL_SECRET must be at least 32 characters');
    return Buffer.from(fromEnv, 'utf8');
  }
  await db.query(`insert into server_secrets (name, value) values ('file_url', $1) on conflict (name) do nothing`, [randomBytes(32).toString('base64url')]);
  const r = await db.query<{ value: string }>(`select value from server_secrets where name = 'file_url'`);
  return Buffer.from(r.rows[0].value, 'base64url');
}
