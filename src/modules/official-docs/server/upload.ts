// POST /files/official: an official document streamed into storage (type by content, 100 MB), then recognised from
// its PDF text layer (unpdf) and its file name. A file the tenant uploaded before (same sha256) is not stored twice:
// state 0 and the earlier upload's recognition. Broken or encrypted PDFs are refused and nothing is kept.
import { createHash, randomUUID } from 'node:crypto';
import type { RouteHandler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { receiveUpload } from '../../../server/files/receive';
import type { FileStorage } from '../../../server/files/storage';
import { recognize, type Recognition } from '../shared/recognize';
import { ensureTenantData } from './data';

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const { stream } = await storage.read(key);
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** The PDF's text layer, all pages; a broken or encrypted file is refused. */
export async function pdfText(data: Buffer): Promise<{ text: string; pages: number }> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  try {
    const pdf = await getDocumentProxy(new Uint8Array(data));
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    return { text, pages: totalPages };
  } catch (e) {
    const name = (e as { name?: string }).name ?? '';
    if (name === 'PasswordException') throw fail.validation('PDF 文件已加密，无法识别；请上传未加密的文件');
    throw fail.validation('PDF 文件已损坏，无法读取；请重新上传');
  }
}

const answer = (state: 0 | 1, uploadId: number, fileName: string, r: Recognition, pages: number, textChars: number) => ({
  state,
  uploadId,
  fileName,
  type: r.typeCode?.value ?? null,
  typeName: r.typeName?.value ?? null,
  brandNo: r.appNo?.value ?? null,
  country: r.country?.value ?? null,
  issueDate: r.issueDate?.value ?? null,
  tmCl: r.tmCl?.value ?? null,
  applicant: r.applicant?.value ?? null,
  pages,
  textLayer: textChars > 0,
  fields: r,
  ...(state === 0 && { message: '该官文已上传过' }),
});

export const upload: RouteHandler = async (ctx) => {
  const session = ctx.session!;
  const key = `official/${session.tenantId}/${randomUUID()}`;
  const file = await receiveUpload(ctx.req, ctx.route.upload!, ctx.files.storage, key);
  try {
    const data = await readAll(ctx.files.storage, key);
    const sha256 = createHash('sha256').update(data).digest('hex');
    const earlier = await ctx.scoped((tx) =>
      tx.query<{ id: number; file_name: string; recognized: Recognition; pages: number; text_chars: number }>(
        `select id, file_name, recognized, pages, text_chars from official_uploads where tenant_id = $1 and sha256 = $2`,
        [session.tenantId, sha256],
      ),
    );
    const prev = earlier.rows[0];
    if (prev) {
      await ctx.files.storage.remove(key);
      return { data: answer(0, prev.id, prev.file_name, prev.recognized, prev.pages, prev.text_chars) };
    }
    const { text, pages } = file.type === 'pdf' ? await pdfText(data) : { text: '', pages: 0 };
    const result = await ctx.scoped(async (tx) => {
      await ensureTenantData(tx, session.tenantId);
      const types = await tx.query<{ code: string; name: string }>(`select code, name from official_doc_types where tenant_id = $1`, [session.tenantId]);
      const r = recognize(text, file.name, types.rows);
      const row = await tx.query<{ id: number }>(
        `insert into official_uploads (tenant_id, user_id, file_key, file_name, file_type, size, sha256, pages, text_chars, recognized)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [session.tenantId, session.userId, key, file.name, file.type, file.size, sha256, pages, text.length, JSON.stringify(r)],
      );
      return answer(1, row.rows[0]!.id, file.name, r, pages, text.length);
    });
    return { data: result };
  } catch (e) {
    await ctx.files.storage.remove(key);
    throw e;
  }
};
