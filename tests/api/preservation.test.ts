// Evidence preservation (存证保全, issue 16): a file preserved from the general upload (SHA-256 of the stored bytes,
// the upload's arrival as capture time, the operator), a web page captured from a local test server (the address
// checks, redirects, refusals that store nothing), the list and detail, the tenant's hash chain verified, and
// tampering done straight in the database or in storage reported on exactly the records it touched. The app's own
// role cannot change a record at all; the data scope narrows what a caller sees of the results; another tenant
// sees nothing.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { withSystem, withTenant } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { startTestApp, tokenWithoutGrants, userId, type CallResult, type TestApp } from './harness';
import { multipart } from './multipart';

let t: TestApp;
let admin: string;
let user: string;
let guest: string;
let own: string;
let other: string;
let tenantId: number;
let site: Server;
let base: string;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1d1d80000000049454e44ae426082', 'hex');
const SHOP = '<!doctype html><html><head><meta charset="utf-8"><title>远山旗舰店 · 仿冒商品</title></head><body><h1>“星河”同款运动鞋</h1></body></html>';
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const HEX64 = /^[0-9a-f]{64}$/;

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const call = (path: string, body: object, token = user) => t.call(path, body, { token });
const capture = (body: object, token = user) => t.call('/risk/evidence/capture', body, { token });
const verify = (body: object = {}, token = user) => call('/risk/evidence/verify', body, token);

async function upload(name: string, data: Buffer, token = user) {
  const m = multipart(name, data);
  const res = await t.app.inject({ method: 'POST', url: '/files/uploads', headers: { token, 'content-type': m.contentType }, payload: m.payload });
  const body = JSON.parse(res.body);
  expect(body.subCode).toBe(10000);
  return body.data as { uid: string; name: string; size: number; mime: string; path: string; url: string };
}
const addFile = async (title: string, data: Buffer, name = '证据.png', token = user) => {
  const file = await upload(name, data, token);
  return ok(await call('/risk/evidence/addFile', { title, file }, token));
};
const count = async (table: string) => Number((await t.db.query<{ n: number }>(`select count(*)::int as n from ${table} where tenant_id = $1`, [tenantId])).rows[0].n);
/** Failing records of a verification, as [seq, problem codes]. */
const failing = (v: any) => (v.records as any[]).filter((r) => !r.ok).map((r) => [r.seq, r.problems.map((p: any) => p.code)]);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  guest = await tokenWithoutGrants(t);
  tenantId = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin'`)).rows[0].tenant_id;
  // A 商标专员 whose role sees only their own records.
  const role = await t.db.query<{ id: number }>(
    `insert into roles (tenant_id, role_name, role_auth, menu_keys, data_scope)
     select tenant_id, '仅本人存证', role_auth, menu_keys, 3 from roles where tenant_id = $1 and builtin = 'specialist' returning id`,
    [tenantId],
  );
  await t.db.query(`insert into users (tenant_id, account, name, phone, role_id, password_hash) values ($1, 'own.evidence', '钱本人', '13800000019', $2, $3)`, [
    tenantId, role.rows[0].id, await hashPassword('Test@2026x'),
  ]);
  own = await t.tokenFor('own.evidence', 'Test@2026x');
  await withSystem(t.db, (tx) => createTenant(tx, { name: '远山知识产权', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]));
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
  // The "internet" of these tests: a local server, reachable only because the test flag lets 127.0.0.1 through.
  site = createServer((req, res) => {
    if (req.url === '/shop') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHOP);
    if (req.url === '/go') return res.writeHead(302, { location: '/shop' }).end();
    if (req.url === '/notes.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('店铺公告：清仓');
    if (req.url === '/gone') return res.writeHead(404, { 'content-type': 'text/html' }).end('<title>404</title>');
    res.writeHead(500).end();
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  process.env.WEB_CAPTURE_ALLOW_PRIVATE = '127.0.0.1';
}, 120_000);

afterAll(async () => {
  delete process.env.WEB_CAPTURE_ALLOW_PRIVATE;
  await new Promise<void>((r) => site?.close(() => r()));
  await t?.close();
});

describe('preserving', () => {
  let first: any;

  it('a file: SHA-256 of the stored bytes, captured when the upload arrived, by its operator, first in the chain', async () => {
    const file = await upload('侵权商品照片.png', PNG);
    const arrived = (await t.db.query<{ created_at: Date }>(`select created_at from uploads where uid = $1`, [file.uid])).rows[0].created_at;
    first = ok(await call('/risk/evidence/addFile', { title: '  淘宝店铺商品照片 ', file, remark: '第一次取证' }));
    expect(first).toMatchObject({
      seq: 1, kind: 'file', title: '淘宝店铺商品照片', sourceUrl: null, finalUrl: null, httpStatus: null, contentType: 'image/png', fileUid: file.uid,
      fileName: '侵权商品照片.png', fileSize: PNG.length, contentSha256: sha(PNG), operatorId: await userId(t.db, 'user'), operatorName: expect.any(String),
      remark: '第一次取证', prevHash: '0'.repeat(64),
    });
    expect(first.recordHash).toMatch(HEX64);
    expect(new Date(first.capturedAt).getTime()).toBe(Math.floor(new Date(arrived).getTime()));
    expect(ok(await call('/risk/evidence/detail', { id: first.id }))).toEqual(first);
  });

  it('refuses a file clearly: empty title, an upload that is not there, the same file twice, a role without the key', async () => {
    const file = await upload('b.png', PNG);
    const r1 = await call('/risk/evidence/addFile', { title: '   ', file });
    expect([r1.subCode, r1.subMessage]).toEqual([40000, '字段“存证名称”（title）不能为空']);
    const r2 = await call('/risk/evidence/addFile', { title: 'x', file: { ...file, uid: '0f8fad5b-d9cb-469f-a165-70867728950e' } });
    expect([r2.subCode, r2.subMessage]).toEqual([40000, '字段“证据文件”（file）中的文件“b.png”不存在，请重新上传']);
    const r3 = await call('/risk/evidence/addFile', { title: 'x', file: { uid: file.uid, name: 'b.png', size: 1 } });
    expect([r3.subCode, r3.subMessage]).toEqual([40000, '缺少必填字段“路径”（file.path）']);
    const r4 = await call('/risk/evidence/addFile', { title: '重复', file: { uid: first.fileUid, name: 'a', size: 1, path: `/files/uploads/${first.fileUid}` } });
    expect([r4.subCode, r4.subMessage]).toEqual([40900, '该文件已存证（链上序号 1），请勿重复存证']);
    const r5 = await call('/risk/evidence/addFile', { title: 'x', file }, guest);
    expect([r5.subCode, r5.subMessage]).toEqual([40300, '没有操作权限：新增存证（文件存证、网页取证）']);
    expect(await count('preserved_evidences')).toBe(1);
  });

  it('a web page: fetched by the server, after redirects, stored as served with its hash, addresses and status; title from the page', async () => {
    const before = Date.now();
    const rec = ok(await capture({ url: `${base}/go`, remark: '店铺首页' }));
    expect(rec).toMatchObject({
      seq: 2, kind: 'web', title: '远山旗舰店 · 仿冒商品', sourceUrl: `${base}/go`, finalUrl: `${base}/shop`, httpStatus: 200, remoteAddress: '127.0.0.1',
      contentType: 'text/html; charset=utf-8', fileSize: Buffer.byteLength(SHOP), contentSha256: sha(SHOP), operatorName: expect.any(String), remark: '店铺首页',
      prevHash: first.recordHash,
    });
    expect(rec.fileName).toMatch(/^127\.0\.0\.1-\d{8}-\d{6}\.html$/);
    expect(new Date(rec.capturedAt).getTime()).toBeGreaterThanOrEqual(before - 1);
    // The page as captured, from the general download (an attachment: never shown inline).
    const res = await t.app.inject({ method: 'GET', url: `/files/uploads/${rec.fileUid}`, headers: { token: user } });
    expect([res.statusCode, res.headers['content-type'], res.headers['x-content-type-options'], res.body]).toEqual([200, 'text/html; charset=utf-8', 'nosniff', SHOP]);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    // A title given wins; a page without a title is named by its address.
    expect(ok(await capture({ url: `${base}/notes.txt`, title: '  ' })).title).toBe(`${base}/notes.txt`);
    expect(ok(await capture({ url: `${base}/shop`, title: '店铺首页复核' })).title).toBe('店铺首页复核');
  });

  it('refuses a capture before fetching, or after a failed fetch, storing nothing', async () => {
    const rows = await count('preserved_evidences');
    const uploads = await count('uploads');
    const refused = async (body: object, token = user) => {
      const r = await capture(body, token);
      return [r.subCode, r.subMessage];
    };
    expect(await refused({ url: 'ftp://example.com/x' })).toEqual([40000, '字段“网址”（url）须以 http:// 或 https:// 开头']);
    expect(await refused({ url: '' })).toEqual([40000, '字段“网址”（url）不能为空']);
    expect(await refused({})).toEqual([40000, '缺少必填字段“网址”（url）']);
    expect(await refused({ url: base, extra: 1 })).toEqual([40000, '不支持的字段“extra”']);
    expect(await refused({ url: 'http://169.254.169.254/latest/meta-data/' })).toEqual([40000, '字段“网址”（url）不允许指向内网、本机或保留地址（169.254.169.254）']);
    expect(await refused({ url: `${base}/gone` })).toEqual([40000, '网页返回 HTTP 404 Not Found，未存证']);
    expect(await refused({ url: `${base}/shop` }, guest)).toEqual([40300, '没有操作权限：新增存证（文件存证、网页取证）']);
    const anonymous = await t.app.inject({ method: 'POST', url: '/risk/evidence/capture', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(JSON.parse(anonymous.body).subCode).toBe(40100);
    // Without the test flag the local server is an address inside: refused.
    delete process.env.WEB_CAPTURE_ALLOW_PRIVATE;
    try {
      expect(await refused({ url: `${base}/shop` })).toEqual([40000, '字段“网址”（url）不允许指向内网、本机或保留地址（127.0.0.1）']);
    } finally {
      process.env.WEB_CAPTURE_ALLOW_PRIVATE = '127.0.0.1';
    }
    expect([await count('preserved_evidences'), await count('uploads')]).toEqual([rows, uploads]);
  });

  it('the list shows the records newest first, filters them, and another tenant sees none', async () => {
    const page = ok(await call('/risk/evidence/list', { pageNo: 1, pageSize: 10 }));
    expect(page.list.map((r: any) => r.seq)).toEqual([4, 3, 2, 1]);
    const web = ok(await call('/risk/evidence/list', { pageNo: 1, pageSize: 10, filters: { kind: ['web'] } }));
    expect(web.total).toBe(3);
    const byHash = ok(await call('/risk/evidence/list', { pageNo: 1, pageSize: 10, filters: { contentSha256: sha(PNG).slice(0, 12) } }));
    expect(byHash.list.map((r: any) => r.id)).toEqual([first.id]);
    expect(ok(await call('/risk/evidence/list', { pageNo: 1, pageSize: 10 }, other)).total).toBe(0);
    const r = await call('/risk/evidence/detail', { id: first.id }, other);
    expect(r.subCode).toBe(40400);
    expect((await verify({ id: first.id }, other)).subCode).toBe(40400);
    expect(ok(await verify({}, other))).toMatchObject({ total: 0, failed: 0, chainOk: true, headSeq: 0, records: [] });
  });
});

describe('verifying the chain', () => {
  let recs: any[];
  const byseq = (n: number) => recs.find((r) => r.seq === n);

  beforeAll(async () => {
    recs = ok(await call('/risk/evidence/list', { pageNo: 1, pageSize: 10 })).list;
  });

  it('an untouched chain verifies: every record and file, the head at the last record', async () => {
    const v = ok(await verify());
    expect(v).toMatchObject({ scope: 'chain', total: 4, passed: 4, failed: 0, hiddenFailed: 0, headSeq: 4, headHash: byseq(4).recordHash, chainOk: true, chainProblems: [] });
    expect(v.records.map((r: any) => [r.seq, r.ok, r.fileChecked])).toEqual([[1, true, true], [2, true, true], [3, true, true], [4, true, true]]);
    const one = ok(await verify({ id: byseq(2).id }));
    expect(one).toMatchObject({ scope: 'record', total: 4, passed: 4, chainOk: true });
    expect(one.records).toEqual([{ id: byseq(2).id, seq: 2, title: byseq(2).title, kind: 'web', capturedAt: byseq(2).capturedAt, ok: true, fileChecked: true, problems: [] }]);
  });

  it('the application itself cannot change or remove a record', async () => {
    await expect(withTenant(t.db, tenantId, (tx) => tx.query(`update preserved_evidences set title = '改' where id = $1`, [byseq(1).id]))).rejects.toThrow(/append-only/);
    await expect(withTenant(t.db, tenantId, (tx) => tx.query(`delete from preserved_evidences where id = $1`, [byseq(1).id]))).rejects.toThrow(/append-only/);
  });

  it('a record changed in the database fails its own hash; the others still pass', async () => {
    await t.db.query(`update preserved_evidences set title = '被改过的名称' where id = $1`, [byseq(2).id]);
    const v = ok(await verify());
    expect(failing(v)).toEqual([[2, ['hash']]]);
    expect([v.passed, v.failed, v.chainOk]).toEqual([3, 1, false]);
    expect(v.records.find((r: any) => r.seq === 2).problems[0].message).toBe('记录的内容哈希或元数据与记录哈希不符：记录在入链后被改动');
    const one = ok(await verify({ id: byseq(2).id }));
    expect(failing(one)).toEqual([[2, ['hash']]]);
    expect(ok(await verify({ id: byseq(3).id })).records[0].ok).toBe(true);
    await t.db.query(`update preserved_evidences set title = $2 where id = $1`, [byseq(2).id, byseq(2).title]);
    expect(ok(await verify()).chainOk).toBe(true);
  });

  it('a changed capture time hidden by a recomputed record hash breaks the next record’s link', async () => {
    const { canonicalText, sha256Hex } = await import('../../src/modules/preservation/server/chain');
    const r = byseq(1);
    const forged = { tenantId, seq: 1, kind: r.kind, title: r.title, sourceUrl: r.sourceUrl, finalUrl: r.finalUrl, httpStatus: r.httpStatus, remoteAddress: r.remoteAddress,
      contentType: r.contentType, fileName: r.fileName, fileSize: r.fileSize, contentSha256: r.contentSha256, capturedAt: '2020-01-01T00:00:00.000Z',
      operatorId: r.operatorId, operatorName: r.operatorName, remark: r.remark, prevHash: r.prevHash };
    await t.db.query(`update preserved_evidences set captured_at = '2020-01-01T00:00:00Z', record_hash = $2 where id = $1`, [r.id, sha256Hex(canonicalText(forged))]);
    expect(failing(ok(await verify()))).toEqual([[2, ['link']]]);
    await t.db.query(`update preserved_evidences set captured_at = $2, record_hash = $3 where id = $1`, [r.id, r.capturedAt, r.recordHash]);
    expect(ok(await verify()).chainOk).toBe(true);
  });

  it('two records swapped in the order fail their hashes and links', async () => {
    const [a, b] = [byseq(2), byseq(3)];
    await t.db.query(`update preserved_evidences set seq = 1000000 where id = $1`, [a.id]);
    await t.db.query(`update preserved_evidences set seq = 2 where id = $1`, [b.id]);
    await t.db.query(`update preserved_evidences set seq = 3 where id = $1`, [a.id]);
    expect(failing(ok(await verify()))).toEqual([[2, ['hash', 'link']], [3, ['hash', 'link']], [4, ['link']]]);
    await t.db.query(`update preserved_evidences set seq = 1000000 where id = $1`, [a.id]);
    await t.db.query(`update preserved_evidences set seq = 3 where id = $1`, [b.id]);
    await t.db.query(`update preserved_evidences set seq = 2 where id = $1`, [a.id]);
    expect(ok(await verify()).chainOk).toBe(true);
  });

  it('a stored file replaced fails the file check; a record removed from the end is noticed at the head', async () => {
    const key = `uploads/${tenantId}/${byseq(1).fileUid}`;
    await t.storage.put(key, Readable.from([Buffer.concat([PNG, Buffer.from('tampered')])]));
    const v = ok(await verify());
    expect(failing(v)).toEqual([[1, ['file']]]);
    expect(v.records[0].problems[0].message).toMatch(/^存储的文件的 SHA-256 为 [0-9a-f]{64}，与记录的内容哈希不符：文件被替换或改动$/);
    // Checking another record reads only that record's file.
    expect(ok(await verify({ id: byseq(2).id })).chainOk).toBe(true);
    await t.storage.put(key, Readable.from([PNG]));
    expect(ok(await verify()).chainOk).toBe(true);

    const last = byseq(4);
    await t.db.query(`delete from preserved_evidences where id = $1`, [last.id]);
    const cut = ok(await verify());
    expect([failing(cut), cut.chainOk, cut.total]).toEqual([[], false, 3]);
    expect(cut.chainProblems).toEqual([{ code: 'head', message: '链头记录最后一条为第 4 条，现存最后一条为第 3 条：链尾的记录被删除' }]);
  });
});

describe('adding after the checks, at once, and the data scope', () => {
  it('records added at the same time take turns in the chain', async () => {
    // Restore the chain head to the last record left (the deletion above was a test of tampering).
    const last = (await t.db.query<{ seq: number; record_hash: string }>(`select seq, record_hash from preserved_evidences where tenant_id = $1 order by seq desc limit 1`, [tenantId])).rows[0];
    await t.db.query(`update preservation_chains set last_seq = $2, last_hash = $3 where tenant_id = $1`, [tenantId, last.seq, last.record_hash]);
    const added = await Promise.all([1, 2, 3].map((i) => addFile(`并发存证 ${i}`, Buffer.concat([PNG, Buffer.from([i])]))));
    expect(added.map((r) => r.seq).sort()).toEqual([4, 5, 6]);
    const v = ok(await verify());
    expect([v.total, v.failed, v.chainOk, v.headSeq]).toEqual([6, 0, true, 6]);
  });

  it('a caller with 本人 sees their own records and results; others’ failures only as a count', async () => {
    const mine = await addFile('本人存证', Buffer.concat([PNG, Buffer.from('own')]), 'own.png', own);
    const list = ok(await call('/risk/evidence/list', { pageNo: 1, pageSize: 20 }, own));
    expect(list.list.map((r: any) => r.id)).toEqual([mine.id]);
    const theirs = ok(await call('/risk/evidence/list', { pageNo: 1, pageSize: 20 }, admin)).list.find((r: any) => r.seq === 1);
    expect((await call('/risk/evidence/detail', { id: theirs.id }, own)).subCode).toBe(40400);
    expect((await verify({ id: theirs.id }, own)).subCode).toBe(40400);
    await t.db.query(`update preserved_evidences set remark = '改' where id = $1`, [theirs.id]);
    const v = ok(await verify({}, own));
    expect([v.total, v.failed, v.hiddenFailed, v.chainOk, v.records.map((r: any) => [r.id, r.ok])]).toEqual([7, 1, 1, false, [[mine.id, true]]]);
    const all = ok(await verify({}, admin));
    expect([all.hiddenFailed, failing(all)]).toEqual([0, [[1, ['hash']]]]);
  });
});
