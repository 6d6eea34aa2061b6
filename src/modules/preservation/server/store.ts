// The preserved records in the database and their files in storage: appending to the tenant's chain (under the
// chain head's row lock, so records added at once take turns), reading the chain back exactly as it was hashed,
// and hashing a stored file again.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../../server/db/types';
import { FileMissingError, type FileStorage } from '../../../server/files/storage';
import { recordHash, type ChainFields, type ChainHead, type StoredRecord } from './chain';

/** What a new record brings; its tenant, place in the chain and previous hash come from the chain's head. */
export type NewRecord = Omit<ChainFields, 'tenantId' | 'seq' | 'prevHash'> & { fileUid: string };

/** Appends a record to the chain of the transaction's tenant (app.tenant_id) and returns its id. */
export async function appendRecord(tx: Queryable, rec: NewRecord): Promise<number> {
  await tx.query(`insert into preservation_chains (tenant_id) values (current_setting('app.tenant_id')::integer) on conflict (tenant_id) do nothing`);
  const h = await tx.query<{ tenant_id: number; last_seq: number; last_hash: string }>(
    `select tenant_id, last_seq, last_hash from preservation_chains where tenant_id = current_setting('app.tenant_id')::integer for update`,
  );
  const head = h.rows[0];
  const fields: ChainFields = {
    tenantId: Number(head.tenant_id),
    seq: Number(head.last_seq) + 1,
    kind: rec.kind,
    title: rec.title,
    sourceUrl: rec.sourceUrl,
    finalUrl: rec.finalUrl,
    httpStatus: rec.httpStatus,
    remoteAddress: rec.remoteAddress,
    contentType: rec.contentType,
    fileName: rec.fileName,
    fileSize: rec.fileSize,
    contentSha256: rec.contentSha256,
    capturedAt: rec.capturedAt,
    operatorId: rec.operatorId,
    operatorName: rec.operatorName,
    remark: rec.remark,
    prevHash: head.last_hash,
  };
  const hash = recordHash(fields);
  const r = await tx.query<{ id: number }>(
    `insert into preserved_evidences (tenant_id, seq, kind, title, source_url, final_url, http_status, remote_address, content_type, file_uid,
       file_name, file_size, content_sha256, captured_at, operator_id, operator_name, remark, prev_hash, record_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) returning id`,
    [
      fields.tenantId, fields.seq, fields.kind, fields.title, fields.sourceUrl, fields.finalUrl, fields.httpStatus, fields.remoteAddress,
      fields.contentType, rec.fileUid, fields.fileName, fields.fileSize, fields.contentSha256, fields.capturedAt, fields.operatorId,
      fields.operatorName, fields.remark, fields.prevHash, hash,
    ],
  );
  await tx.query(`update preservation_chains set last_seq = $1, last_hash = $2, updated_at = now() where tenant_id = $3`, [fields.seq, hash, fields.tenantId]);
  return r.rows[0].id;
}

/** A stored record with the storage key of its file (null when its upload row is gone). */
export interface ChainRow extends StoredRecord { fileUid: string; storageKey: string | null }

/** The transaction's tenant's chain as it is stored now, by seq. */
export async function loadChain(tx: Queryable): Promise<ChainRow[]> {
  const r = await tx.query<Record<string, unknown>>(
    `select p.id, p.tenant_id, p.seq, p.kind, p.title, p.source_url, p.final_url, p.http_status, p.remote_address, p.content_type, p.file_uid,
            p.file_name, p.file_size, p.content_sha256, to_char(p.captured_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as captured_at,
            p.operator_id, p.operator_name, p.remark, p.prev_hash, p.record_hash, u.path as storage_key
       from preserved_evidences p left join uploads u on u.uid = p.file_uid
      order by p.seq, p.id`,
  );
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return r.rows.map((x) => ({
    id: Number(x.id),
    tenantId: Number(x.tenant_id),
    seq: Number(x.seq),
    kind: x.kind as ChainFields['kind'],
    title: x.title as string,
    sourceUrl: (x.source_url as string | null) ?? null,
    finalUrl: (x.final_url as string | null) ?? null,
    httpStatus: num(x.http_status),
    remoteAddress: (x.remote_address as string | null) ?? null,
    contentType: x.content_type as string,
    fileUid: x.file_uid as string,
    fileName: x.file_name as string,
    fileSize: Number(x.file_size),
    contentSha256: x.content_sha256 as string,
    capturedAt: x.captured_at as string,
    operatorId: Number(x.operator_id),
    operatorName: x.operator_name as string,
    remark: (x.remark as string | null) ?? null,
    prevHash: x.prev_hash as string,
    recordHash: x.record_hash as string,
    storageKey: (x.storage_key as string | null) ?? null,
  }));
}

/** The head of the transaction's tenant's chain, or null when it has none. */
export async function loadHead(tx: Queryable): Promise<ChainHead | null> {
  const r = await tx.query<{ last_seq: number; last_hash: string }>(`select last_seq, last_hash from preservation_chains`);
  return r.rows[0] ? { lastSeq: Number(r.rows[0].last_seq), lastHash: r.rows[0].last_hash } : null;
}

/** SHA-256 and size of a stored file, or null when storage has no such file. */
export async function hashStored(storage: FileStorage, key: string | null): Promise<{ sha256: string; size: number } | null> {
  if (!key) return null;
  let stream;
  try {
    ({ stream } = await storage.read(key));
  } catch (e) {
    if (e instanceof FileMissingError) return null;
    throw e;
  }
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** The operator's name as the record keeps it. */
export async function operatorName(tx: Queryable, userId: number): Promise<string> {
  const r = await tx.query<{ name: string }>(`select name from users where id = $1`, [userId]);
  return (r.rows[0]?.name ?? `#${userId}`).slice(0, 100);
}
