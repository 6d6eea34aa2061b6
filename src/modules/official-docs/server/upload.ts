// POST /files/official (trademarks), /files/official/copyright (copyrights): an official document streamed into
// storage (type by content, 100 MB), then recognised from its text (server/extract.ts: PDF text layer, OCR of scans
// and images) and its file name against its right's document types. A file the tenant uploaded for the right before
// (same sha256) is not stored twice: state 0 and the earlier upload's recognition. Broken or encrypted PDFs are
// refused and nothing is kept.
import { createHash, randomUUID } from 'node:crypto';
import { signedIn, type CallContext, type RouteContext, type RouteHandler, type RouteResult } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { receiveUpload } from '../../../server/files/receive';
import { FileMissingError, type FileStorage } from '../../../server/files/storage';
import type { Queryable } from '../../../server/db/types';
import type { FileTypeKey } from '../../../shared/files/limits';
import { recognize, type Recognition } from '../shared/recognize';
import { documentText } from './extract';
import { listSpecs } from '../../../generated/list-specs';
import { loadRecord } from '../../../server/lists/generic';
import { dataScopeOf, specScopeCondition } from '../../../server/lists/data-scope';
import { RIGHT_DOCS } from './handlers';
import { ensureTenantData } from './data';
import type { RightType } from '../shared/rights';

export async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const { stream } = await storage.read(key);
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

const answer = (state: 0 | 1, uploadId: number, fileName: string, fileType: string, r: Recognition, pages: number, textChars: number, ocr: boolean) => ({
  state,
  uploadId,
  fileName,
  fileType,
  type: r.typeCode?.value ?? null,
  typeName: r.typeName?.value ?? null,
  brandNo: r.appNo?.value ?? null,
  country: r.country?.value ?? null,
  issueDate: r.issueDate?.value ?? null,
  tmCl: r.tmCl?.value ?? null,
  applicant: r.applicant?.value ?? null,
  title: r.title?.value ?? null,
  pages,
  textLayer: textChars > 0 && !ocr,
  ocr,
  fields: r,
  ...(state === 0 && { message: '该官文已上传过' }),
});

/** The upload route of a right type. */
export const uploadFor = (right: RightType): RouteHandler => async (ctx) => {
  const session = ctx.session!;
  const key = `official/${session.tenantId}/${randomUUID()}`;
  const file = await receiveUpload(ctx.req, ctx.route.upload!, ctx.files.storage, key);
  try {
    const data = await readAll(ctx.files.storage, key);
    return { data: await recordDocument({ storage: ctx.files.storage, scoped: ctx.scoped, tenantId: session.tenantId, userId: session.userId, right }, key, data, file.name, file.type) };
  } catch (e) {
    await ctx.files.storage.remove(key);
    throw e;
  }
};

export interface RecordContext {
  storage: FileStorage;
  /** A transaction in the tenant's scope. */
  scoped: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;
  tenantId: number;
  userId: number;
  /** The right type the document is of: recognised against its types, kept apart from the other right's uploads. */
  right: RightType;
}

export type UploadAnswer = ReturnType<typeof answer>;

/**
 * A document stored under key: recognised and recorded (official_uploads), or, when the tenant has the same file
 * (sha256) already, removed again with state 0 and the earlier recognition. The caller removes key on a throw.
 */
export async function recordDocument(c: RecordContext, key: string, data: Buffer, fileName: string, type: FileTypeKey, batchTaskId: number | null = null): Promise<UploadAnswer> {
  const sha256 = createHash('sha256').update(data).digest('hex');
  return recordHashed(c, key, sha256, data.length, async () => data, fileName, type, batchTaskId);
}

/**
 * recordDocument of a file whose hash and size are known (the large-file path hashes while joining the chunks):
 * `load` gives its bytes for the text, or null to recognise it from its file name alone.
 */
export async function recordHashed(c: RecordContext, key: string, sha256: string, size: number, load: (() => Promise<Buffer>) | null, fileName: string, type: FileTypeKey, batchTaskId: number | null = null): Promise<UploadAnswer> {
  const earlier = await c.scoped((tx) =>
    tx.query<{ id: number; file_name: string; file_type: string; recognized: Recognition; pages: number; text_chars: number; ocr: boolean }>(
      `select id, file_name, file_type, recognized, pages, text_chars, ocr from official_uploads where tenant_id = $1 and right_type = $3 and sha256 = $2`,
      [c.tenantId, sha256, c.right],
    ),
  );
  const prev = earlier.rows[0];
  if (prev) {
    await c.storage.remove(key);
    return answer(0, prev.id, prev.file_name, prev.file_type, prev.recognized, prev.pages, prev.text_chars, prev.ocr);
  }
  const { text, pages, source } = load ? await documentText(await load(), type) : { text: '', pages: 0, source: 'text' as const };
  return c.scoped(async (tx) => {
    await ensureTenantData(tx, c.tenantId);
    const types = await tx.query<{ code: string; name: string }>(`select code, name from official_doc_types where tenant_id = $1 and right_type = $2`, [c.tenantId, c.right]);
    const r = recognize(text, fileName, types.rows, source, c.right);
    const row = await tx.query<{ id: number }>(
      `insert into official_uploads (tenant_id, user_id, file_key, file_name, file_type, size, sha256, pages, text_chars, recognized, ocr, batch_task_id, right_type)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [c.tenantId, c.userId, key, fileName, type, size, sha256, pages, text.length, JSON.stringify(r), source === 'ocr', batchTaskId, c.right],
    );
    return answer(1, row.rows[0]!.id, fileName, type, r, pages, text.length, source === 'ocr');
  });
}

const MIME: Record<string, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png', doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

/** GET /files/official/:id, /files/official/copyright/:id: an uploaded document of the right, inline, for the dialog's preview (own tenant only, by RLS). */
export const fileFor = (right: RightType): RouteHandler => async (ctx) => {
  const uploadId = Number(ctx.params.id);
  // An upload read into documents is theirs: its file is served when one of them is in the caller's data scope (the
  // route's transaction carries it), as their list shows them. One not read into any document yet waits for review
  // by the 官文 users, and stays open.
  const hidden = await ctx.scoped(async (tx) => {
    const inScope = specScopeCondition(RIGHT_DOCS[right].spec, dataScopeOf(tx), 'd');
    if (!inScope) return false;
    const r = await tx.query<{ hidden: boolean }>(
      `select count(*) > 0 and not coalesce(bool_or(${inScope}), false) as hidden from official_documents d where d.upload_id = $1 and d.deleted_at is null`,
      [uploadId],
    );
    return r.rows[0].hidden;
  });
  if (hidden) throw fail.notFound('官文文件不存在');
  return uploadContent(ctx, uploadId, right);
};

/**
 * An uploaded official document's file as a route's answer (the route's tenant only, by RLS; of the right when one
 * is given); for other modules' routes that decided the caller may see it (a demand's linked documents).
 */
export async function uploadContent(ctx: RouteContext, uploadId: number, right?: RightType): Promise<RouteResult> {
  const row = await ctx.scoped(async (tx) =>
    (await tx.query<{ file_key: string; file_name: string; file_type: string }>(`select file_key, file_name, file_type from official_uploads where id = $1 and ($2::text is null or right_type = $2)`, [uploadId, right ?? null])).rows[0],
  );
  if (!row) throw fail.notFound('官文文件不存在');
  try {
    const { stream, size } = await ctx.files.storage.read(row.file_key);
    return { content: { body: stream, size, type: MIME[row.file_type] ?? 'application/octet-stream', cache: 'private, max-age=300' } };
  } catch (e) {
    if (e instanceof FileMissingError) throw fail.notFound('官文文件不存在');
    throw e;
  }
}

/**
 * The caller's uploads of the right that no (live) document was entered from: the batch page's parse results still
 * to confirm, newest first, each with what its upload answered.
 */
export const pendingUploadsFor = (right: RightType) => async (ctx: CallContext) => {
  const { session } = signedIn(ctx);
  const r = await ctx.db.query<{ id: number; file_name: string; file_type: string; recognized: Recognition; pages: number; text_chars: number; ocr: boolean; created_at: Date }>(
    `select u.id, u.file_name, u.file_type, u.recognized, u.pages, u.text_chars, u.ocr, u.created_at
       from official_uploads u
      where u.tenant_id = $1 and u.user_id = $2 and u.right_type = $3
        and not exists (select 1 from official_documents d where d.upload_id = u.id and d.deleted_at is null)
      order by u.created_at desc, u.id desc limit 100`,
    [session.tenantId, session.userId, right],
  );
  return r.rows.map((u) => ({
    uploadId: u.id, fileName: u.file_name, createdAt: new Date(u.created_at).toISOString(),
    answer: answer(1, u.id, u.file_name, u.file_type, u.recognized, u.pages, u.text_chars, u.ocr),
  })) as never;
};

/** GET /official/:id (spec 7.6): one document of the tenant (by RLS) with its derivation; deleted ones are not found. */
export const getDocument: RouteHandler = async (ctx) => ({
  data: await ctx.scoped((tx) => loadRecord(tx, listSpecs.officialDocs, Number(ctx.params.id))),
});
