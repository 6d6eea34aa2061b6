// The tenant's hash chain of preserved evidence, as pure functions (no database, no storage).
//
// Each record's hash is the SHA-256 of one canonical text of everything it preserves: the SHA-256 of its content,
// its metadata (tenant, place in the chain, kind, title, addresses, HTTP status, content type, file name and size,
// capture time, operator, remark) and the previous record's hash (64 zeros before the first). So
// - a record whose content hash or metadata was changed no longer matches its own hash ('hash');
// - a record whose hash was recomputed after a change no longer matches the next record's link ('link' there);
// - records swapped, moved or removed break the links and the numbering ('link', 'gap');
// - a stored file replaced or changed no longer has the recorded content hash ('file');
// - records cut off the end no longer match the chain's head, kept apart from the records ('head').
// Only someone who rewrites every later record and the head can hide a change: the head's hash, shown with every
// verification, is what to note down elsewhere (a letter, a mail, a notary) to rule that out as well.
import { createHash } from 'node:crypto';

/** The previous hash of the first record. */
export const GENESIS = '0'.repeat(64);

/** Everything a record's hash covers. capturedAt is an ISO-8601 instant in UTC with milliseconds. */
export interface ChainFields {
  tenantId: number;
  seq: number;
  kind: 'file' | 'web';
  title: string;
  sourceUrl: string | null;
  finalUrl: string | null;
  httpStatus: number | null;
  remoteAddress: string | null;
  contentType: string;
  fileName: string;
  fileSize: number;
  contentSha256: string;
  capturedAt: string;
  operatorId: number;
  operatorName: string;
  remark: string | null;
  prevHash: string;
}

/** The order of the fields in the hashed text; never reorder (it would change every hash): add a new version. */
const FIELDS: ReadonlyArray<keyof ChainFields> = [
  'tenantId', 'seq', 'kind', 'title', 'sourceUrl', 'finalUrl', 'httpStatus', 'remoteAddress', 'contentType',
  'fileName', 'fileSize', 'contentSha256', 'capturedAt', 'operatorId', 'operatorName', 'remark', 'prevHash',
];
const VERSION = 'ipms-preservation-v1';

/** The one text a record's hash is taken of: a JSON array of the version tag and [name, value] pairs in fixed order. */
export function canonicalText(f: ChainFields): string {
  return JSON.stringify([VERSION, ...FIELDS.map((k) => [k, f[k] ?? null])]);
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export function recordHash(f: ChainFields): string {
  return sha256Hex(canonicalText(f));
}

/** A capture time as the chain writes it: UTC, milliseconds (what both databases keep exactly). */
export function chainInstant(d: Date): string {
  return new Date(Math.floor(d.getTime())).toISOString();
}

export interface StoredRecord extends ChainFields {
  id: number;
  recordHash: string;
}

export interface ChainHead { lastSeq: number; lastHash: string }

export type ProblemCode = 'hash' | 'link' | 'gap' | 'file' | 'head';
export interface Problem { code: ProblemCode; message: string }
export interface RecordCheck { id: number; seq: number; ok: boolean; fileChecked: boolean; problems: Problem[] }

/**
 * What the stored files hash to now, by record id: a hex SHA-256, or null when the file is gone. A record missing
 * from the map was not read again (its file is not judged).
 */
export type FileHashes = ReadonlyMap<number, string | null>;

/**
 * Checks a tenant's chain: every record's own hash, its link to the record before it, the numbering, the files that
 * were read again, and the head against the last record. Records may come in any order; they are judged by seq.
 */
export function verifyChain(records: readonly StoredRecord[], head: ChainHead | null, files: FileHashes = new Map()): { records: RecordCheck[]; chainProblems: Problem[] } {
  const sorted = [...records].sort((a, b) => a.seq - b.seq || a.id - b.id);
  const out: RecordCheck[] = [];
  let prev: StoredRecord | null = null;
  for (const r of sorted) {
    const problems: Problem[] = [];
    if (recordHash(r) !== r.recordHash) problems.push({ code: 'hash', message: '记录的内容哈希或元数据与记录哈希不符：记录在入链后被改动' });
    const expectedSeq = prev ? prev.seq + 1 : 1;
    if (r.seq > expectedSeq)
      problems.push({ code: 'gap', message: `链上序号应为 ${expectedSeq}，实为 ${r.seq}：之前的 ${r.seq - expectedSeq} 条记录缺失` });
    else if (r.seq < expectedSeq) problems.push({ code: 'gap', message: `链上序号 ${r.seq} 重复或顺序错误（应为 ${expectedSeq}）` });
    const expectedPrev = prev ? prev.recordHash : GENESIS;
    if (r.prevHash !== expectedPrev)
      problems.push({
        code: 'link',
        message: prev
          ? `前一记录哈希与第 ${prev.seq} 条记录的记录哈希不符：记录顺序被改动，或前一条记录被改动、删除`
          : '第一条记录的前一记录哈希应为 64 个 0：记录顺序被改动，或之前的记录被删除',
      });
    const fileChecked = files.has(r.id);
    if (fileChecked) {
      const actual = files.get(r.id);
      if (actual === null) problems.push({ code: 'file', message: '存储的文件不存在：文件被删除或移走' });
      else if (actual !== r.contentSha256) problems.push({ code: 'file', message: `存储的文件的 SHA-256 为 ${actual}，与记录的内容哈希不符：文件被替换或改动` });
    }
    out.push({ id: r.id, seq: r.seq, ok: problems.length === 0, fileChecked, problems });
    prev = r;
  }
  const chainProblems: Problem[] = [];
  const last = sorted.at(-1);
  if (!head) {
    if (last) chainProblems.push({ code: 'head', message: '存证链的链头记录缺失' });
  } else if (!last) {
    if (head.lastSeq > 0) chainProblems.push({ code: 'head', message: `链头记录共有 ${head.lastSeq} 条存证，现在一条也没有：记录被删除` });
  } else if (head.lastSeq !== last.seq || head.lastHash !== last.recordHash) {
    chainProblems.push({
      code: 'head',
      message:
        head.lastSeq > last.seq
          ? `链头记录最后一条为第 ${head.lastSeq} 条，现存最后一条为第 ${last.seq} 条：链尾的记录被删除`
          : `链头记录（第 ${head.lastSeq} 条，哈希 ${head.lastHash}）与最后一条记录（第 ${last.seq} 条）不符：链尾记录或链头被改动`,
    });
  }
  return { records: out, chainProblems };
}
