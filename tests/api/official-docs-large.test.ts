// The resumable large-file path of official documents (issue 12, spec 5: 50 MB or more), through the real HTTP
// server: a 56 MB PDF generated chunk by chunk (never whole in memory) is sent in 8 MB chunks; the connection is
// cut in the middle of one chunk, the client starts again and is told which chunks the server has, sends the rest
// (one with a wrong checksum first), completes, and the stored file is the same bytes, recognised like any upload.
// Also: size, type and checksum refusals, another user's and tenant's upload, and the chunks removed afterwards.
// And GET /official/{id} (spec 7.6): one document with its derivation, tenant- and permission-checked.
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/server/db/tenant';
import { FileMissingError } from '../../src/server/files/storage';
import { createTenant } from '../../src/server/seed';
import { MB, SIZE_LIMITS, UPLOAD_USES } from '../../src/shared/files/limits';
import { startTestApp, tokenWithoutGrants, type TestApp } from './harness';
import { textPdf } from './pdf';

let t: TestApp;
let base: string;
let admin: string;
let user: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  await withSystem(t.db, (tx) => createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshanlarge' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]));
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  other = await t.tokenFor('zhao@yuanshanlarge', 'Zhao@2026x');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/**
 * A valid PDF of `size` bytes: a small text PDF with comment lines after its header, its cross-reference offsets
 * moved by the padding. bytes(offset, length) makes any slice on demand.
 */
function largePdf(lines: string[], size: number) {
  const small = textPdf([lines]).toString('latin1');
  const header = '%PDF-1.4\n';
  const padding = size - small.length;
  const line = `%${'x'.repeat(1022)}\n`;
  if (padding < line.length) throw new Error('size too small');
  // The last padding line is cut to fit; it still ends in a newline.
  const body = small.slice(header.length).replace(/^(\d{10}) 00000 n $/gm, (_, o: string) => `${String(Number(o) + padding).padStart(10, '0')} 00000 n `)
    .replace(/startxref\n(\d+)\n/, (_, o: string) => `startxref\n${Number(o) + padding}\n`);
  const tail = Buffer.from(body, 'latin1');
  const head = Buffer.from(header, 'latin1');
  const total = head.length + padding + tail.length;
  const padByte = (i: number) => (i % 1024 === 0 ? 0x25 : i % 1024 === 1023 || i === padding - 1 ? 0x0a : 0x78);
  const bytes = (offset: number, length: number) => {
    const out = Buffer.alloc(Math.min(length, total - offset));
    for (let i = 0; i < out.length; i++) {
      const at = offset + i;
      if (at < head.length) out[i] = head[at]!;
      else if (at < head.length + padding) out[i] = padByte(at - head.length);
      else out[i] = tail[at - head.length - padding]!;
    }
    return out;
  };
  return { size: total, bytes };
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const boundary = '----ipmsLargeBoundary';
const partHead = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`);
const partTail = Buffer.from(`\r\n--${boundary}--\r\n`);

/** Posts a chunk over a real connection; `cutAfter` bytes of it sent, then the socket is destroyed. */
function sendChunk(id: number, index: number, chunk: Buffer, token: string, opts: { hash?: string; cutAfter?: number } = {}) {
  return new Promise<{ status: number; body: any } | 'cut'>((resolve, reject) => {
    const req = request(`${base}/files/official/large/${id}/${index}?sha256=${opts.hash ?? sha(chunk)}`, {
      method: 'POST',
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': partHead.length + chunk.length + partTail.length },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', (e) => (opts.cutAfter !== undefined ? resolve('cut') : reject(e)));
    req.write(partHead);
    if (opts.cutAfter !== undefined) {
      req.write(chunk.subarray(0, opts.cutAfter), () => setTimeout(() => req.destroy(), 200));
      return;
    }
    req.write(chunk);
    req.end(partTail);
  });
}

const call = (path: string, body: object, token = admin) => t.call(path, body, { token });
const start = (body: object, token = admin) => call('/api/official/largeStart', body, token);

async function storedSha(uploadId: number, token = admin): Promise<{ sha: string; size: number; status: number }> {
  return new Promise((resolve, reject) => {
    request(`${base}/files/official/${uploadId}`, { headers: { token } }, (res) => {
      const h = createHash('sha256');
      let size = 0;
      res.on('data', (c: Buffer) => {
        h.update(c);
        size += c.length;
      });
      res.on('end', () => resolve({ sha: h.digest('hex'), size, status: res.statusCode! }));
    }).on('error', reject).end();
  });
}

describe('large official documents (chunked, resumable)', () => {
  const file = largePdf(['国家知识产权局', '商标驳回通知书', '申请号：56565656', '第 9 类', '申请人：星河品牌管理有限公司', '发文日期：2026年03月01日'], 56 * MB + 12_345);

  it('takes a 56 MB PDF in chunks, resumes after a dropped connection and recognises it', async () => {
    expect(file.size).toBeGreaterThan(50 * MB);
    const first = file.bytes(0, 8 * MB);
    const s = await start({ fileName: '驳回通知书-大文件.pdf', size: file.size, headSha256: sha(first) });
    expect(s.subCode).toBe(10000);
    const { id, chunkSize, chunkCount } = s.data;
    expect([chunkSize, chunkCount, s.data.received]).toEqual([8 * MB, Math.ceil(file.size / (8 * MB)), []]);
    const chunk = (i: number) => file.bytes(i * chunkSize, chunkSize);
    const whole = createHash('sha256');
    for (let i = 0; i < chunkCount; i++) whole.update(chunk(i));
    const expectedSha = whole.digest('hex');

    for (let i = 0; i < 3; i++) {
      const r = await sendChunk(id, i, chunk(i), admin);
      expect(r !== 'cut' && [r.status, r.body.subCode]).toEqual([200, 10000]);
    }
    // The connection drops halfway through chunk 3: the server keeps nothing of it.
    expect(await sendChunk(id, 3, chunk(3), admin, { cutAfter: 3 * MB })).toBe('cut');
    await new Promise((r) => setTimeout(r, 300));

    // The client starts again with the same file: the same upload, chunks 0-2 there.
    const again = await start({ fileName: '驳回通知书-大文件.pdf', size: file.size, headSha256: sha(first) });
    expect([again.data.id, again.data.received]).toEqual([id, [0, 1, 2]]);
    const early = await call('/api/official/largeComplete', { id });
    expect([early.subCode, early.subMessage]).toEqual([40000, `还有 ${chunkCount - 3} 个分片未上传（${Array.from({ length: chunkCount - 3 }, (_, k) => k + 3).join('、')}），请继续上传`]);

    // A chunk whose bytes do not match the checksum sent is refused and not kept.
    const bad = await sendChunk(id, 3, chunk(3), admin, { hash: sha(Buffer.from('other bytes')) });
    expect(bad !== 'cut' && [bad.status, bad.body.subCode, bad.body.subMessage]).toEqual([400, 40000, '分片 3 的校验值（sha256）不符，请重新上传该分片']);
    // Another user of the tenant and another tenant do not see the upload.
    for (const token of [user, other]) {
      const r = await sendChunk(id, 3, chunk(3), token);
      expect(r !== 'cut' && [r.status, r.body.subCode]).toEqual([404, 40400]);
      expect((await call('/api/official/largeComplete', { id }, token)).subCode).toBe(40400);
    }
    const prefix = (await t.db.query<{ part_prefix: string }>(`select part_prefix from official_large_uploads where id = $1`, [id])).rows[0]!.part_prefix;
    for (let i = 3; i < chunkCount; i++) {
      const r = await sendChunk(id, i, chunk(i), admin);
      expect(r !== 'cut' && [r.status, r.body.subCode]).toEqual([200, 10000]);
    }

    const done = await call('/api/official/largeComplete', { id });
    expect([done.subCode, done.subMessage]).toEqual([10000, '成功']);
    expect(done.data).toMatchObject({ state: 1, fileType: 'pdf', type: 'rejection', typeName: '驳回通知书', brandNo: '56565656', issueDate: '2026-03-01', tmCl: 9, textLayer: true });
    // The stored file is the same bytes; the chunks and the open upload are gone.
    expect(await storedSha(done.data.uploadId)).toEqual({ sha: expectedSha, size: file.size, status: 200 });
    const row = await t.db.query(`select size, sha256 from official_uploads where id = $1`, [done.data.uploadId]);
    expect([Number(row.rows[0].size), row.rows[0].sha256]).toEqual([file.size, expectedSha]);
    expect((await t.db.query(`select 1 from official_large_uploads where id = $1`, [id])).rows).toEqual([]);
    for (let i = 0; i < chunkCount; i++) await expect(t.storage.read(`${prefix}/${i}`)).rejects.toBeInstanceOf(FileMissingError);
    expect((await call('/api/official/largeComplete', { id })).subCode).toBe(40400);

    // The same file again: state 0 (it exists already), nothing stored twice.
    const twice = await start({ fileName: '同一文件.pdf', size: file.size, headSha256: sha(first) });
    for (let i = 0; i < chunkCount; i++) await sendChunk(twice.data.id, i, chunk(i), admin);
    const dup = await call('/api/official/largeComplete', { id: twice.data.id });
    expect(dup.data).toMatchObject({ state: 0, uploadId: done.data.uploadId, message: '该官文已上传过' });
    expect((await t.db.query(`select count(*)::int as n from official_uploads where sha256 = $1`, [expectedSha])).rows[0].n).toBe(1);
  }, 240_000);

  it('refuses over 100 MB, other types by name and by content, and a chunk of the wrong size', async () => {
    const over = await start({ fileName: 'big.pdf', size: SIZE_LIMITS.officialDocument.bytes + 1, headSha256: 'a'.repeat(64) });
    expect([over.subCode, over.subMessage]).toEqual([40000, SIZE_LIMITS.officialDocument.message]);
    const exe = await start({ fileName: 'tool.exe', size: 60 * MB, headSha256: 'a'.repeat(64) });
    expect([exe.subCode, exe.subMessage]).toEqual([40000, UPLOAD_USES.officialDocument.typeMessage]);
    const noHash = await start({ fileName: 'x.pdf', size: 60 * MB, headSha256: 'zz' });
    expect(noHash.subCode).toBe(40000);
    expect(noHash.subMessage).toContain('headSha256');

    // Named .pdf, but the first chunk is a zip: refused, nothing kept.
    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(8 * MB - 4, 1)]);
    const s = await start({ fileName: 'fake.pdf', size: 60 * MB, headSha256: sha(zip) });
    const r = await sendChunk(s.data.id, 0, zip, admin);
    expect(r !== 'cut' && [r.status, r.body.subMessage]).toEqual([400, UPLOAD_USES.officialDocument.typeMessage]);
    const short = await sendChunk(s.data.id, 1, Buffer.alloc(1000, 7), admin);
    expect(short !== 'cut' && short.body.subMessage).toBe(`分片 1 的大小应为 ${8 * MB} 字节，收到 1000 字节，请重新上传该分片`);
    const beyond = await sendChunk(s.data.id, 99, Buffer.alloc(10), admin);
    expect(beyond !== 'cut' && beyond.body.subMessage).toBe('分片序号（index）须小于分片数 8');
    expect((await start({ fileName: 'fake.pdf', size: 60 * MB, headSha256: sha(zip) })).data.received).toEqual([]);
  }, 120_000);
});

describe('GET /official/{id}', () => {
  const get = (id: number | string, token = admin) =>
    new Promise<{ status: number; body: any }>((resolve, reject) => {
      request(`${base}/official/${id}`, { headers: { token } }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      }).on('error', reject).end();
    });

  it('answers one document with its derivation, only to its tenant and with the list permission', async () => {
    const made = await call('/api/official/manage', { typeCode: 'rejection', medium: 'electronic', issueDate: '2026-03-01', tmName: '单取商标', appNo: '43434343' });
    expect(made.subCode).toBe(10000);
    const r = await get(made.data.id);
    expect([r.status, r.body.subCode]).toEqual([200, 10000]);
    expect(r.body.data).toMatchObject({ id: made.data.id, typeCode: 'rejection', typeName: '驳回通知书', appNo: '43434343', deadline: '2026-03-31' });
    expect(r.body.data.derivation).toMatchObject({ deadline: '2026-03-31', legalBasis: '商标法第三十四条' });
    expect((await get(made.data.id, user)).body.data.id).toBe(made.data.id);
    const foreign = await get(made.data.id, other);
    expect([foreign.status, foreign.body.subCode]).toEqual([404, 40400]);
    const guest = await get(made.data.id, await tokenWithoutGrants(t));
    expect([guest.status, guest.body.subCode]).toEqual([403, 40300]);
    expect((await get(99999999)).status).toBe(404);
    const bad = await get('abc');
    expect([bad.status, bad.body.subCode]).toEqual([400, 40000]);
    expect((await get(made.data.id, 'not-a-token')).body.subCode).toBe(40100);
    expect((await call('/api/official/delete', { id: made.data.id })).subCode).toBe(10000);
    expect((await get(made.data.id)).status).toBe(404);
  });
});

describe('POST /api/officialDistinguish (spec 7.6)', () => {
  it('recognises an uploaded document like POST /files/official, and the same file again answers state 0', async () => {
    const pdf = textPdf([['国家知识产权局', '商标驳回通知书', '申请号：31313131', '发文日期：2026年03月02日']]);
    const body = Buffer.concat([partHead, pdf, partTail]);
    const send = async () => JSON.parse((await t.app.inject({ method: 'POST', url: '/api/officialDistinguish', headers: { token: admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body })).body);
    expect((await send()).data).toMatchObject({ state: 1, type: 'rejection', brandNo: '31313131', issueDate: '2026-03-02' });
    expect((await send()).data).toMatchObject({ state: 0, message: '该官文已上传过' });
  });
});
