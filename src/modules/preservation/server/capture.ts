// POST /risk/evidence/capture: a web capture (网页取证). The page is fetched outside any transaction (./webFetch.ts:
// limits, address checks), stored as an upload of the tenant, and recorded in the chain in one short transaction;
// when recording fails the stored file is removed again.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { RouteHandler } from '../../../server/http/context';
import { loadRecord } from '../../../server/lists/generic';
import { pageText, pageTitle, isHtml } from '../shared/html';
import { chainInstant, sha256Hex } from './chain';
import { cleanText, spec } from './handlers';
import { appendRecord, operatorName } from './store';
import { fetchPage, limitsFromEnv, type FetchedPage } from './webFetch';

const EXTENSIONS: Record<string, string> = {
  'text/html': 'html', 'application/xhtml+xml': 'xhtml', 'text/plain': 'txt', 'application/json': 'json', 'application/pdf': 'pdf',
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'text/xml': 'xml', 'application/xml': 'xml',
};

/** The stored file's name: host and capture time (China time), with the extension of its type. */
export function captureFileName(page: Pick<FetchedPage, 'finalUrl' | 'contentType' | 'capturedAt'>): string {
  const host = new URL(page.finalUrl).hostname.replace(/[^a-z0-9.-]/gi, '_');
  const china = new Date(page.capturedAt.getTime() + 8 * 3600_000).toISOString();
  const stamp = `${china.slice(0, 10).replace(/-/g, '')}-${china.slice(11, 19).replace(/:/g, '')}`;
  const ext = EXTENSIONS[page.contentType.split(';')[0]] ?? 'bin';
  return `${host}-${stamp}.${ext}`.slice(0, 200);
}

export const capture: RouteHandler = async (ctx) => {
  const session = ctx.session!;
  const body = ctx.body as { url: string; title?: string | null; remark?: string | null };
  const page = await fetchPage(body.url, limitsFromEnv());
  const title = cleanText(body.title) ?? (isHtml(page.contentType) ? pageTitle(pageText(page.body, page.contentType)) : null) ?? page.finalUrl.slice(0, 200);
  const uid = randomUUID();
  const key = `uploads/${session.tenantId}/${uid}`;
  await ctx.files.storage.put(key, Readable.from([page.body]));
  try {
    const record = await ctx.scoped(async (tx) => {
      const capturedAt = chainInstant(page.capturedAt);
      const fileName = captureFileName(page);
      await tx.query(
        `insert into uploads (uid, tenant_id, user_id, name, size, mime, path, created_at) values ($1, current_setting('app.tenant_id')::integer, $2, $3, $4, $5, $6, $7)`,
        [uid, session.userId, fileName, page.body.length, page.contentType, key, capturedAt],
      );
      const id = await appendRecord(tx, {
        kind: 'web',
        title,
        sourceUrl: page.requestedUrl,
        finalUrl: page.finalUrl,
        httpStatus: page.status,
        remoteAddress: page.remoteAddress || null,
        contentType: page.contentType,
        fileUid: uid,
        fileName,
        fileSize: page.body.length,
        contentSha256: sha256Hex(page.body),
        capturedAt,
        operatorId: session.userId,
        operatorName: await operatorName(tx, session.userId),
        remark: cleanText(body.remark),
      });
      return loadRecord(tx, spec, id);
    });
    return { data: record };
  } catch (e) {
    await ctx.files.storage.remove(key).catch(() => undefined);
    throw e;
  }
};
