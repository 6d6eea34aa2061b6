// Files through each storage driver (issue 9): local disk and S3 (s3rver on 127.0.0.1), both chosen through
// storageFromEnv. Uploads stream into storage as they arrive, the 30 MB limit is enforced while streaming
// (nothing stored on overflow), the type is decided by content, and exports and imports are written to and
// read from the same storage.
import ExcelJS from 'exceljs';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB, SIZE_LIMITS, UPLOAD_USES } from '../../src/shared/files/limits';
import { withSystem } from '../../src/server/db/tenant';
import type { FileStorage } from '../../src/server/files/storage';
import { createTenant } from '../../src/server/seed';
import { startTestApp, type TestApp } from './harness';
import { lazyMultipart, multipart } from './multipart';
import { DRIVERS, startStorage, type TestStorage } from './storages';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** The storage, noting how much of the current upload had been produced when its first byte reached storage. */
function watched(storage: FileStorage, state: { produced: (() => number) | null; firstByteAt: number | null }): FileStorage {
  return {
    ...storage,
    put(key, body) {
      async function* tap() {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          if (state.firstByteAt === null && state.produced) state.firstByteAt = state.produced();
          yield chunk;
        }
      }
      return storage.put(key, Readable.from(tap(), { objectMode: false }));
    },
  };
}

describe.each(DRIVERS)('files on %s storage', (kind) => {
  let s: TestStorage;
  let t: TestApp;
  let admin: string;
  let other: string;
  const spy: { produced: (() => number) | null; firstByteAt: number | null } = { produced: null, firstByteAt: null };

  beforeAll(async () => {
    s = await startStorage(kind);
    t = await startTestApp({ storage: watched(s.storage, spy) });
    await withSystem(t.db, (tx) => createTenant(tx, { name: '远山代理', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]));
    admin = await t.tokenFor('admin', 'Admin@2026');
    other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s?.close();
  });

  const send = async (url: string, m: { payload: Buffer | Readable; contentType: string }, token = admin) => {
    const res = await t.app.inject({ method: 'POST', url, payload: m.payload, headers: { token, 'content-type': m.contentType } });
    return { status: res.statusCode, ...(JSON.parse(res.body) as { subCode: number; subMessage: string; data: any }) };
  };
  const uploadRows = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from uploads')).rows[0].n;

  it('streams an upload into storage as it arrives and serves it back to its own tenant only', async () => {
    const m = lazyMultipart('长说明', 20 * MB, 0x62);
    Object.assign(spy, { produced: m.produced, firstByteAt: null });
    const r = await send('/files/uploads', m);
    spy.produced = null;
    expect([r.subCode, r.data.name, r.data.size, r.data.mime]).toEqual([10000, '长说明', 20 * MB, 'text/plain; charset=utf-8']);
    // The first bytes were stored while most of the 20 MB had not even been produced yet.
    expect(spy.firstByteAt).toBeGreaterThan(0);
    expect(spy.firstByteAt!).toBeLessThan(4 * MB);
    const tenant = (await t.db.query<{ tenant_id: number }>('select tenant_id from uploads where uid = $1', [r.data.uid])).rows[0].tenant_id;
    expect(await s.keys(`uploads/${tenant}/`)).toContain(`uploads/${tenant}/${r.data.uid}`);

    const got = await t.app.inject({ method: 'GET', url: r.data.url, headers: { token: admin } });
    expect(got.statusCode).toBe(200);
    expect([got.headers['content-type'], got.headers['x-content-type-options'], Number(got.headers['content-length'])]).toEqual(['text/plain; charset=utf-8', 'nosniff', 20 * MB]);
    expect(got.headers['content-disposition']).toBe(`attachment; filename="___"; filename*=UTF-8''${encodeURIComponent('长说明')}`);
    expect(got.rawPayload.length).toBe(20 * MB);
    expect(got.rawPayload.every((b) => b === 0x62)).toBe(true);

    const foreign = await t.app.inject({ method: 'GET', url: r.data.url, headers: { token: other } });
    expect([foreign.statusCode, JSON.parse(foreign.body).subCode]).toEqual([404, 40400]);
  });

  it('accepts exactly 30 MB; one byte more is refused with 41300 and the spec message, and nothing is stored', async () => {
    const exact = await send('/files/uploads', lazyMultipart('exact.txt', SIZE_LIMITS.general.bytes));
    expect([exact.subCode, exact.data?.size]).toEqual([10000, 30 * MB]);

    const rows = await uploadRows();
    const keys = await s.keys('uploads/');
    const over = await send('/files/uploads', lazyMultipart('over.txt', SIZE_LIMITS.general.bytes + 1));
    expect([over.status, over.subCode, over.subMessage]).toEqual([413, 41300, '上传文件大小不能超过 30MB!']);
    expect(await uploadRows()).toBe(rows);
    expect(await s.keys('uploads/')).toEqual(keys);
  });

  it('answers an oversized upload at its limit and closes the connection, so the client stops sending', async () => {
    const keys = await s.keys('uploads/');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const m = lazyMultipart('huge.bin', 300 * MB);
    const answer = await new Promise<{ status: number; connection?: string; body: string; producedAtAnswer: number; closed: Promise<void> }>((resolve, reject) => {
      const req = request(`${address}/files/uploads`, { method: 'POST', headers: { token: admin, 'content-type': m.contentType } }, (res) => {
        const producedAtAnswer = m.produced();
        const closed = new Promise<void>((done) => res.socket.once('close', () => done()));
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text, producedAtAnswer, closed }));
      });
      req.on('error', (e) => (e as NodeJS.ErrnoException).code !== 'EPIPE' && (e as NodeJS.ErrnoException).code !== 'ECONNRESET' && reject(e));
      m.payload.pipe(req);
    });
    expect([answer.status, JSON.parse(answer.body).subCode, JSON.parse(answer.body).subMessage]).toEqual([413, 41300, SIZE_LIMITS.general.message]);
    // Past the limit only what the sockets' buffers hold was sent; then the server hangs up (kept alive, the
    // client would stay blocked mid-upload) and the rest of the 300 MB is never sent.
    expect(answer.producedAtAnswer).toBeLessThan(SIZE_LIMITS.general.bytes + 16 * MB);
    expect(answer.connection).toBe('close');
    await answer.closed;
    expect(m.produced()).toBeLessThan(SIZE_LIMITS.general.bytes + 16 * MB);
    expect(await s.keys('uploads/')).toEqual(keys);
  });

  it('decides the type by content: a PNG is an image whatever its name, an executable named .png is refused unstored', async () => {
    const png = await send('/files/uploads', multipart('scan.dat', PNG));
    expect([png.subCode, png.data.mime, png.data.name]).toEqual([10000, 'image/png', 'scan.dat']);
    const keys = await s.keys('uploads/');
    const exe = await send('/files/uploads', multipart('photo.png', Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex')));
    expect([exe.status, exe.subCode, exe.subMessage]).toEqual([400, 40000, UPLOAD_USES.attachment.typeMessage]);
    const empty = await send('/files/uploads', multipart('empty.txt', Buffer.alloc(0)));
    expect([empty.subCode, empty.subMessage]).toEqual([40000, '文件为空']);
    expect(await s.keys('uploads/')).toEqual(keys);
  });

  it('writes an export to the storage, serves it to its owner, and removes it with its record', async () => {
    const r = await t.call('/enterPrise/export', { columns: ['applicantName', 'createdAt'] }, { token: admin });
    expect(r.data.status).toBe(1);
    const tenant = (await t.db.query<{ tenant_id: number }>('select tenant_id from export_records where id = $1', [r.data.id])).rows[0].tenant_id;
    const key = `exports/${tenant}/${r.data.id}.xlsx`;
    expect(await s.keys('exports/')).toContain(key);
    const file = await t.app.inject({ method: 'GET', url: `/files/exports/${r.data.id}`, headers: { token: admin } });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe('申请人名称');
    const foreign = await t.app.inject({ method: 'GET', url: `/files/exports/${r.data.id}`, headers: { token: other } });
    expect(JSON.parse(foreign.body).subCode).toBe(40400);
    expect((await t.call('/brand/exportRecord/delete', { id: r.data.id }, { token: admin })).subCode).toBe(10000);
    expect(await s.keys('exports/')).not.toContain(key);
  });

  it('keeps an import upload in the storage and imports from it; a non-xlsx file is refused unstored', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('商标档案');
    ws.addRow(['商标名称', '类别', '申请/注册号']);
    ws.addRow([`存储导入${kind}`, 25, '88880001']);
    const up = await send('/files/imports/trademarks', multipart('marks.xlsx', Buffer.from(await wb.xlsx.writeBuffer())));
    expect(up.data).toMatchObject({ total: 1, valid: 1, status: 0 });
    expect((await s.keys('imports/')).length).toBe(1);
    const done = await t.call('/brandArchives/importConfirm', { id: up.data.id }, { token: admin });
    expect(done.data).toMatchObject({ status: 1, imported: 1 });
    const found = await t.call('/brandArchives/queryBrandPage', { pageSize: 10, filters: { tmName: `存储导入${kind}` } }, { token: admin });
    expect(found.data.total).toBe(1);

    const fake = await send('/files/imports/trademarks', multipart('marks.xlsx', Buffer.from('商标名称,类别\n星河,25\n')));
    expect([fake.subCode, fake.subMessage]).toEqual([40000, UPLOAD_USES.import.typeMessage]);
    expect((await s.keys('imports/')).length).toBe(1);
  });
});
