// The public_marks table (migration 040): inserting loaded or generated marks in bulk, with the perceptual hash of
// their images (migration 055), and reading them as the PublicMark entity.
import type { FileStorage } from '../../../server/files/storage';
import type { Queryable } from '../../../server/db/types';
import type { PublicMark } from '../../../generated/types';
import { hashToBigint } from '../shared/imageHash';
import { pinyinKey } from '../shared/similarity';
import { hashStored, isHashable } from './imageHash';

export interface MarkInput {
  tmName: string;
  tmImage?: string | null;
  tmCl?: number | null;
  goods?: string | null;
  applicant?: string | null;
  applicantAddress?: string | null;
  appNo: string;
  regNo?: string | null;
  announcementType?: string | null;
  announcementIssue?: string | null;
  announcementDate?: string | null;
  status?: string | null;
  /** Gazette country (ISO 3166 alpha-2 or EU); CN when left out. */
  country?: string | null;
  /**
   * The image's pHash (16 hex digits); null: the image has none (no image of its own, unreadable); left out: not
   * hashed yet, so a hashable image is marked pending for the hashing task.
   */
  imageHash?: string | null;
}

/** The marks with the hash of each hashable image they carry (uploads are read only with a storage). */
export async function hashMarkImages<T extends MarkInput>(db: Queryable, storage: FileStorage | null, marks: T[]): Promise<T[]> {
  const out: T[] = [];
  for (const m of marks) {
    if (m.imageHash !== undefined || !isHashable(m.tmImage)) {
      out.push(m);
      continue;
    }
    const h = await hashStored(db, storage, m.tmImage);
    out.push(h === null ? m : { ...m, imageHash: /^[0-9a-f]{16}$/.test(h) ? h : null });
  }
  return out;
}

export const MARK_COLUMNS = `id, tm_name as "tmName", tm_image as "tmImage", tm_cl as "tmCl", goods, applicant,
  applicant_address as "applicantAddress", app_no as "appNo", reg_no as "regNo", announcement_type as "announcementType",
  announcement_issue as "announcementIssue", to_char(announcement_date, 'YYYY-MM-DD') as "announcementDate", status,
  country, created_at as "createdAt"`;

export function toMark(row: Record<string, unknown>): PublicMark {
  const createdAt = row.createdAt instanceof Date ? row.createdAt.toISOString() : String(row.createdAt);
  return { ...(row as unknown as PublicMark), createdAt };
}

/** One insert for many marks (unnest of column arrays). */
export async function insertMarks(tx: Queryable, tenantId: number, marks: MarkInput[], batchTaskId: number | null): Promise<void> {
  if (!marks.length) return;
  const col = <K extends keyof MarkInput>(k: K) => marks.map((m) => m[k] ?? null);
  await tx.query(
    `insert into public_marks (tenant_id, batch_task_id, tm_name, name_pinyin, tm_image, tm_cl, goods, applicant, applicant_address,
       app_no, reg_no, announcement_type, announcement_issue, announcement_date, status, country, image_hash, image_pending)
     select $15::integer, $1, * from unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[],
       $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::date[], $14::text[], $16::text[], $17::bigint[], $18::boolean[])`,
    [
      batchTaskId,
      col('tmName'),
      marks.map((m) => pinyinKey(m.tmName)),
      col('tmImage'),
      col('tmCl'),
      col('goods'),
      col('applicant'),
      col('applicantAddress'),
      col('appNo'),
      col('regNo'),
      col('announcementType'),
      col('announcementIssue'),
      col('announcementDate'),
      col('status'),
      tenantId,
      marks.map((m) => m.country || 'CN'),
      marks.map((m) => (m.imageHash ? hashToBigint(m.imageHash) : null)),
      marks.map((m) => m.imageHash === undefined && isHashable(m.tmImage)),
    ],
  );
}
