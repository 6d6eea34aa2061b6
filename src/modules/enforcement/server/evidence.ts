// Evidence files of a lead: each file of the lead's evidence field is an upload of the tenant (the platform's
// general upload, POST /files/uploads), hashed with SHA-256 from the stored bytes the first time it is attached and
// kept with its capture time (the moment the upload was received) in enforcement_evidence. A file taken off the
// lead loses its record; the hash of a file never changes once recorded.
import { createHash } from 'node:crypto';
import type { SignedInContext } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import type { FileStorage } from '../../../server/files/storage';

export interface EvidenceFile { uid: string; name: string; size: number; path: string; url?: string }

/** The uid of an upload path (/files/uploads/<uid>) or the uid itself. */
export const uploadUid = (f: EvidenceFile) => (/^\/files\/uploads\/([^/?#]+)$/.exec(f.path)?.[1] ?? f.uid);

export async function sha256Of(storage: FileStorage, key: string): Promise<string> {
  const { stream } = await storage.read(key);
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function recordEvidence(ctx: SignedInContext, leadId: number, files: EvidenceFile[]): Promise<void> {
  const uids = files.map(uploadUid);
  await ctx.db.query(`delete from enforcement_evidence where lead_id = $1 and not (upload_uid = any($2::text[]))`, [leadId, uids]);
  const known = new Set((await ctx.db.query<{ upload_uid: string }>(`select upload_uid from enforcement_evidence where lead_id = $1`, [leadId])).rows.map((r) => r.upload_uid));
  for (const [i, uid] of uids.entries()) {
    if (known.has(uid)) continue;
    const r = await ctx.db.query<{ name: string; size: number; path: string; created_at: Date }>(`select name, size, path, created_at from uploads where uid = $1`, [uid]);
    const up = r.rows[0];
    if (!up) throw fail.validation(`字段“证据文件”（evidence[${i}]）指向的文件不存在，请重新上传`);
    const sha256 = await sha256Of(ctx.files.storage, up.path);
    await ctx.db.query(
      `insert into enforcement_evidence (tenant_id, lead_id, upload_uid, name, size, sha256, captured_at) values (current_setting('app.tenant_id')::integer, $1, $2, $3, $4, $5, $6)`,
      [leadId, uid, up.name, up.size, sha256, up.created_at],
    );
    known.add(uid);
  }
}
