// General upload (spec 7.2, 5): multipart file field, 30 MB at most, type by content, tenant-scoped download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let other: string;

function multipart(name: string, data: Buffer) {
  const boundary = '----ipmsTestBoundary' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(name: string, data: Buffer, token?: string) {
  const m = multipart(name, data);
  const res = await t.app.inject({ method: 'POST', url: '/files/uploads', payload: m.body, headers: { 'content-type': m.contentType, ...(token ? { token } : {}) } });
  return { status: res.statusCode, ...(JSON.parse(res.body) as { subCode: number; subMessage: string; data: any }) };
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

beforeAll(async () => {
  t = await startTestApp();
  await withSystem(t.db, (tx) => createTenant(tx, { name: '远山代理', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]));
  admin = await t.tokenFor('admin', 'Admin@2026');
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
});
afterAll(async () => {
  await t?.close();
});

describe('uploads', () => {
  it('stores a file with its type from the content and serves it back to the same tenant only', async () => {
    const r = await upload('商标图样.png', PNG, admin);
    expect([r.subCode, r.data.name, r.data.size]).toEqual([10000, '商标图样.png', PNG.length]);
    expect(r.data.url).toMatch(/^\/files\/uploads\/[0-9a-f-]{36}$/);
    const got = await t.app.inject({ method: 'GET', url: r.data.url, headers: { token: admin } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(got.rawPayload).equals(PNG)).toBe(true);
    const foreign = await t.app.inject({ method: 'GET', url: r.data.url, headers: { token: other } });
    expect(JSON.parse(foreign.body).subCode).toBe(40400);
  });

  it('judges by content, not by name: an executable named .png is refused', async () => {
    const r = await upload('photo.png', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff]), admin);
    expect(r.subCode).toBe(40000);
    expect(r.subMessage).toContain('不支持的文件类型');
  });

  it('refuses more than 30 MB with the spec message, and anonymous uploads', async () => {
    const big = await upload('big.txt', Buffer.alloc(30 * 1024 * 1024 + 10, 0x61), admin);
    expect([big.subCode, big.subMessage]).toEqual([41300, '上传文件大小不能超过 30MB!']);
    expect((await upload('a.txt', Buffer.from('hello'))).subCode).toBe(40100);
  });
});
