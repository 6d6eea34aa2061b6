import { describe, expect, it } from 'vitest';
import { GENESIS, canonicalText, chainInstant, recordHash, sha256Hex, verifyChain, type ChainFields, type ChainHead, type StoredRecord } from './chain';

/** A chain of n records as the store writes them (each linked to the one before). */
function chain(n: number, tenantId = 7): { records: StoredRecord[]; head: ChainHead } {
  const records: StoredRecord[] = [];
  let prev = GENESIS;
  for (let i = 1; i <= n; i++) {
    const content = sha256Hex(`文件内容 ${i}`);
    const fields: ChainFields = {
      tenantId,
      seq: i,
      kind: i % 2 ? 'file' : 'web',
      title: `存证 ${i}`,
      sourceUrl: i % 2 ? null : `https://shop.example.com/item/${i}`,
      finalUrl: i % 2 ? null : `https://shop.example.com/item/${i}?from=redirect`,
      httpStatus: i % 2 ? null : 200,
      remoteAddress: i % 2 ? null : '93.184.216.34',
      contentType: i % 2 ? 'image/png' : 'text/html; charset=utf-8',
      fileName: `证据${i}.png`,
      fileSize: 1000 + i,
      contentSha256: content,
      capturedAt: chainInstant(new Date(Date.UTC(2026, 4, i, 1, 2, 3, 456))),
      operatorId: 3,
      operatorName: '张三',
      remark: i === 2 ? '店铺首页' : null,
      prevHash: prev,
    };
    const rec = { ...fields, id: 100 + i, recordHash: recordHash(fields) };
    records.push(rec);
    prev = rec.recordHash;
  }
  return { records, head: { lastSeq: n, lastHash: prev } };
}

const failing = (r: ReturnType<typeof verifyChain>) => r.records.filter((x) => !x.ok).map((x) => [x.seq, x.problems.map((p) => p.code)]);
/** Recomputes a record's own hash after a change (what someone hiding the change would do). */
const rehash = (r: StoredRecord) => Object.assign(r, { recordHash: recordHash(r) });

describe('the preservation hash chain', () => {
  it('an intact chain verifies, whatever order its rows come in; an empty one too', () => {
    const { records, head } = chain(5);
    const r = verifyChain([...records].reverse(), head);
    expect(r.records.map((x) => [x.seq, x.ok])).toEqual([[1, true], [2, true], [3, true], [4, true], [5, true]]);
    expect(r.chainProblems).toEqual([]);
    expect(verifyChain([], { lastSeq: 0, lastHash: GENESIS })).toEqual({ records: [], chainProblems: [] });
    expect(verifyChain([], null)).toEqual({ records: [], chainProblems: [] });
  });

  it('the hash covers a fixed text: the version, then every field in its order (a change of format shows here)', () => {
    const { records } = chain(1);
    const text = canonicalText(records[0]);
    expect(JSON.parse(text)[0]).toBe('ipms-preservation-v1');
    expect(JSON.parse(text).slice(1).map((p: [string, unknown]) => p[0])).toEqual([
      'tenantId', 'seq', 'kind', 'title', 'sourceUrl', 'finalUrl', 'httpStatus', 'remoteAddress', 'contentType',
      'fileName', 'fileSize', 'contentSha256', 'capturedAt', 'operatorId', 'operatorName', 'remark', 'prevHash',
    ]);
    expect(records[0].recordHash).toBe(sha256Hex(text));
    expect(records[0].recordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(chainInstant(new Date('2026-05-01T01:02:03.456Z'))).toBe('2026-05-01T01:02:03.456Z');
  });

  it.each([
    ['content hash', (r: StoredRecord) => (r.contentSha256 = sha256Hex('另一个文件'))],
    ['title', (r: StoredRecord) => (r.title = '改过的名称')],
    ['capture time', (r: StoredRecord) => (r.capturedAt = '2026-05-02T01:02:03.457Z')],
    ['operator', (r: StoredRecord) => (r.operatorId = 4)],
    ['source address', (r: StoredRecord) => (r.sourceUrl = 'https://other.example.com/')],
    ['remark', (r: StoredRecord) => (r.remark = '补充')],
    ['tenant', (r: StoredRecord) => (r.tenantId = 8)],
  ])('a changed %s fails the record’s own hash', (_, change) => {
    const { records, head } = chain(4);
    change(records[1]);
    expect(failing(verifyChain(records, head))).toEqual([[2, ['hash']]]);
  });

  it('a change hidden by recomputing the record’s hash breaks the next record’s link', () => {
    const { records, head } = chain(4);
    records[1].title = '改过的名称';
    rehash(records[1]);
    expect(failing(verifyChain(records, head))).toEqual([[3, ['link']]]);
    // Changing the last record and its hash shows against the head.
    const c = chain(3);
    c.records[2].contentSha256 = sha256Hex('x');
    rehash(c.records[2]);
    const r = verifyChain(c.records, c.head);
    expect(failing(r)).toEqual([]);
    expect(r.chainProblems.map((p) => p.code)).toEqual(['head']);
  });

  it('two records swapped in the order fail their hashes and links', () => {
    const { records, head } = chain(4);
    [records[1].seq, records[2].seq] = [records[2].seq, records[1].seq];
    expect(failing(verifyChain(records, head))).toEqual([
      [2, ['hash', 'link']],
      [3, ['hash', 'link']],
      [4, ['link']],
    ]);
    // Swapped and each rehashed: the links still give it away.
    rehash(records[1]);
    rehash(records[2]);
    expect(failing(verifyChain(records, head))).toEqual([
      [2, ['link']],
      [3, ['link']],
      [4, ['link']],
    ]);
  });

  it('a removed record leaves a gap and a broken link at the next one; removed at the end, the head says so', () => {
    const { records, head } = chain(4);
    const r = verifyChain(records.filter((x) => x.seq !== 2), head);
    expect(failing(r)).toEqual([[3, ['gap', 'link']]]);
    expect(r.records.find((x) => x.seq === 3)!.problems[0].message).toBe('链上序号应为 2，实为 3：之前的 1 条记录缺失');
    const cut = verifyChain(records.slice(0, 3), head);
    expect(failing(cut)).toEqual([]);
    expect(cut.chainProblems).toEqual([{ code: 'head', message: '链头记录最后一条为第 4 条，现存最后一条为第 3 条：链尾的记录被删除' }]);
    expect(verifyChain([], head).chainProblems.map((p) => p.code)).toEqual(['head']);
    expect(verifyChain(records, null).chainProblems.map((p) => p.code)).toEqual(['head']);
    // The first record removed: the new first one does not start from the genesis hash.
    expect(failing(verifyChain(records.slice(1), head))).toEqual([[2, ['gap', 'link']]]);
  });

  it('files read again are compared with the recorded content hash; a file not read is not judged', () => {
    const { records, head } = chain(3);
    const files = new Map<number, string | null>([
      [records[0].id, records[0].contentSha256],
      [records[1].id, sha256Hex('被替换的文件')],
      [records[2].id, null],
    ]);
    const r = verifyChain(records, head, files);
    expect(failing(r)).toEqual([
      [2, ['file']],
      [3, ['file']],
    ]);
    expect(r.records.every((x) => x.fileChecked)).toBe(true);
    expect(r.records[2].problems[0].message).toBe('存储的文件不存在：文件被删除或移走');
    const one = verifyChain(records, head, new Map([[records[0].id, records[0].contentSha256]]));
    expect(one.records.map((x) => [x.ok, x.fileChecked])).toEqual([[true, true], [true, false], [true, false]]);
  });
});
