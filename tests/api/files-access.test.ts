// The HTTP routes' gate and signed image URLs (issue 9), on each storage driver: every route of
// schemas/http-routes.json refuses a missing token (40100) and a role without its permission key from the data
// (40300), validates its path and query, keeps to the tenant (404); uploaded trademark images reach <img>
// through short-lived signed URLs that fail when expired or tampered with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionLabels, type PermissionKey } from '../../src/generated/catalogue';
import { httpRoutes } from '../../src/generated/http-routes';
import { UPLOAD_USES } from '../../src/shared/files/limits';
import { ForcedLogout } from '../../src/shared/subcodes';
import { withSystem } from '../../src/server/db/tenant';
import { IMAGE_URL_EXPIRED, IMAGE_URL_INVALID, imageUrls, loadUrlSecret, type ImageUrls } from '../../src/server/files/image-urls';
import { createTenant } from '../../src/server/seed';
import { startTestApp, tokenWithoutGrants, type TestApp } from './harness';
import { multipart } from './multipart';
import { DRIVERS, startStorage, type TestStorage } from './storages';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const UID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ACCESS = new Set(['public', 'session', 'signed']);

/** The route's path with example parameters filled in. */
/** A valid path (and query, where one is required) of a route, so that only the gate can refuse the call. */
const SAMPLE_QUERY: Record<string, string> = { officialLargeChunk: `?sha256=${'a'.repeat(64)}`, copyrightOfficialLargeChunk: `?sha256=${'a'.repeat(64)}` };
const urlOf = (path: string, name = '') => path.replace(/:([a-zA-Z]+)/g, (_, p: string) => (p === 'uid' ? UID : p === 'index' ? '0' : '1')) + (SAMPLE_QUERY[name] ?? '');

describe.each(DRIVERS)('file routes on %s storage', (kind) => {
  let s: TestStorage;
  let t: TestApp;
  let admin: string;
  let user: string;
  let other: string;
  let tenant: number;
  let otherTenant: number;
  let signer: ImageUrls;

  beforeAll(async () => {
    s = await startStorage(kind);
    t = await startTestApp({ storage: s.storage });
    ({ tenantId: otherTenant } = await withSystem(t.db, (tx) =>
      createTenant(tx, { name: '远山代理', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]),
    ));
    admin = await t.tokenFor('admin', 'Admin@2026');
    user = await tokenWithoutGrants(t);
    other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
    tenant = (await t.db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
    // The app's own secret (generated into server_secrets on first start), to make URLs the server did not.
    signer = imageUrls(await loadUrlSecret(t.db, undefined));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s?.close();
  });

  const hit = async (method: 'GET' | 'POST', url: string, token?: string, body?: { payload: Buffer; contentType: string }) => {
    const res = await t.app.inject({ method, url, headers: { ...(token ? { token } : {}), ...(body ? { 'content-type': body.contentType } : {}) }, payload: body?.payload });
    let env: { subCode?: number; subMessage?: string; data?: any } = {};
    try {
      env = JSON.parse(res.body);
    } catch {
      // a file
    }
    return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, ...env };
  };
  const uploadAs = async (name: string, data: Buffer, token = admin) => (await hit('POST', '/files/uploads', token, multipart(name, data))).data;

  it('every route that is not public refuses a call without a token: 40100 in the envelope', async () => {
    const gated = httpRoutes.filter((r) => r.permission !== 'public' && r.permission !== 'signed');
    expect(gated.map((r) => r.name)).toEqual(expect.arrayContaining(['upload', 'download', 'exportDownload', 'importTemplate', 'importUpload']));
    for (const r of gated) {
      const res = await hit(r.method, urlOf(r.path, r.name), undefined, r.upload ? multipart('a.png', PNG) : undefined);
      expect([r.name, res.status, res.subCode, res.subMessage]).toEqual([r.name, 401, 40100, ForcedLogout.NO_TOKEN]);
    }
    expect(await s.keys('')).toEqual([]);
  });

  it('a route whose permission is a button key refuses a role without it (40300, the label of the key in the data)', async () => {
    const keyed = httpRoutes.filter((r) => !ACCESS.has(r.permission));
    expect(keyed.length).toBeGreaterThan(0);
    for (const r of keyed) {
      const res = await hit(r.method, urlOf(r.path, r.name), user, r.upload ? multipart('a.xlsx', PNG) : undefined);
      const label = permissionLabels[r.permission as PermissionKey].zh;
      expect([r.name, res.status, res.subCode, res.subMessage]).toEqual([r.name, 403, 40300, `没有操作权限：${label}`]);
    }
    const template = await hit('GET', '/files/templates/trademarks.xlsx', admin);
    expect([template.status, template.headers['content-disposition']]).toEqual([200, `attachment; filename="______.xlsx"; filename*=UTF-8''${encodeURIComponent('商标导入模板.xlsx')}`]);
  });

  it('checks path and query against their generated validators (40000 naming the field)', async () => {
    const badUid = await hit('GET', '/files/uploads/not-a-uid', admin);
    expect([badUid.status, badUid.subCode, badUid.subMessage]).toEqual([400, 40000, '路径参数字段“文件编号”（uid）格式不正确']);
    const badId = await hit('GET', '/files/exports/abc', admin);
    expect([badId.subCode, badId.subMessage]).toEqual([40000, '路径参数字段“导出记录编号”（id）格式不正确']);
    const noSig = await hit('GET', `/files/images/${UID}?tenant=1&expires=9999999999`);
    expect([noSig.subCode, noSig.subMessage]).toEqual([40000, '查询参数缺少必填字段“签名”（sig）']);
    const logo = await hit('GET', '/files/tm-logo.svg?text=' + encodeURIComponent('星河'));
    expect([logo.status, logo.headers['content-type'], logo.headers['cache-control']]).toEqual([200, 'image/svg+xml', 'public, max-age=86400']);
  });

  describe('uploaded trademark images', () => {
    let uid: string;
    let id: number;
    let signed: string;

    it('a created trademark keeps the upload path and shows a signed URL in list and detail', async () => {
      const up = await uploadAs('图样.png', PNG);
      uid = up.uid;
      const r = await t.call('/brandArchives/add', { tmName: `图样商标${kind}`, tmCl: 25, countryCode: 'CN', tmImage: up.path }, { token: admin });
      expect(r.subCode).toBe(10000);
      id = r.data.id;
      const stored = (await t.db.query<{ tm_image: string }>('select tm_image from trademarks where id = $1', [id])).rows[0].tm_image;
      expect(stored).toBe(`/files/uploads/${uid}`);
      const pattern = new RegExp(`^/files/images/${uid}\\?tenant=${tenant}&expires=\\d+&sig=[A-Za-z0-9_-]{43}$`);
      expect(r.data.tmImage).toMatch(pattern);
      const list = await t.call('/brandArchives/queryBrandPage', { pageSize: 10, filters: { tmName: `图样商标${kind}` } }, { token: admin });
      expect(list.data.list[0].tmImage).toMatch(pattern);
      const detail = await t.call('/brandArchives/queryBrandDetail', { id }, { token: admin });
      signed = detail.data.tmImage;
      expect(signed).toMatch(pattern);
    });

    it('the signed URL works without the token, inline, cached no longer than it lives', async () => {
      const img = await hit('GET', signed);
      expect([img.status, img.headers['content-type'], img.headers['content-disposition'], img.headers['x-content-type-options']]).toEqual([200, 'image/png', undefined, 'nosniff']);
      expect(Buffer.from(img.raw).equals(PNG)).toBe(true);
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(img.headers['cache-control']))?.[1]);
      const expires = Number(new URL(signed, 'http://x').searchParams.get('expires'));
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(expires - Math.floor(Date.now() / 1000) + 1);
    });

    it('refuses an expired or tampered URL with 40300, and a URL signed for another tenant finds nothing', async () => {
      const expired = await hit('GET', signer.sign(uid, tenant, Date.now() - 3 * 3600 * 1000));
      expect([expired.status, expired.subCode, expired.subMessage]).toEqual([403, 40300, IMAGE_URL_EXPIRED]);
      const u = new URL(signed, 'http://x');
      const variant = (k: string, v: string) => {
        const c = new URL(u);
        c.searchParams.set(k, v);
        return c.pathname + c.search;
      };
      const sig = u.searchParams.get('sig')!;
      for (const url of [
        variant('tenant', String(otherTenant)),
        variant('expires', String(Number(u.searchParams.get('expires')) + 3600)),
        variant('sig', sig.slice(0, 20) + (sig[20] === 'A' ? 'B' : 'A') + sig.slice(21)),
        u.pathname.replace(uid, '0f8fad5b-d9cb-469f-a165-70867728950e') + u.search,
      ]) {
        const r = await hit('GET', url);
        expect([url, r.status, r.subCode, r.subMessage]).toEqual([url, 403, 40300, IMAGE_URL_INVALID]);
      }
      const foreign = await hit('GET', signer.sign(uid, otherTenant));
      expect([foreign.status, foreign.subCode]).toEqual([404, 40400]);
    });

    it('only images are served through signed URLs', async () => {
      const text = await uploadAs('说明.txt', Buffer.from('不是图片'));
      const r = await hit('GET', signer.sign(text.uid, tenant));
      expect([r.status, r.subCode]).toEqual([404, 40400]);
    });

    it('an edit that sends the signed URL back keeps the upload; clearing it brings back the generated logo', async () => {
      const version = (await t.db.query<{ version: number }>('select version from trademarks where id = $1', [id])).rows[0].version;
      const kept = await t.call('/brandArchives/modify', { id, version, tmName: `图样商标${kind}`, tmCl: 25, countryCode: 'CN', tmImage: signed }, { token: admin });
      expect(kept.subCode).toBe(10000);
      expect((await t.db.query<{ tm_image: string }>('select tm_image from trademarks where id = $1', [id])).rows[0].tm_image).toBe(`/files/uploads/${uid}`);
      const cleared = await t.call('/brandArchives/modify', { id, version: kept.data.version, tmName: `图样商标${kind}`, tmCl: 25, countryCode: 'CN', tmImage: null }, { token: admin });
      expect(cleared.data.tmImage).toBe(`/files/tm-logo.svg?text=${encodeURIComponent(`图样商标${kind}`)}`);
    });

    it('refuses as a trademark image anything but an image uploaded in the same tenant', async () => {
      const theirs = await uploadAs('their.png', PNG, other);
      const text = await uploadAs('说明.txt', Buffer.from('不是图片'));
      const add = (tmImage: unknown) => t.call('/brandArchives/add', { tmName: '图样校验', tmCl: 25, countryCode: 'CN', tmImage }, { token: admin });
      expect([(await add(theirs.path)).subCode, (await add(theirs.path)).subMessage]).toEqual([40000, '字段“商标图样”（tmImage）的图片不存在，请重新上传']);
      expect((await add(text.path)).subMessage).toBe(`字段“商标图样”（tmImage）：${UPLOAD_USES.image.typeMessage}`);
      expect((await add('https://example.com/a.png')).subMessage).toBe('字段“商标图样”（tmImage）应为上传的图片');
      const none = await add(null);
      expect([none.subCode, none.data.tmImage]).toEqual([10000, `/files/tm-logo.svg?text=${encodeURIComponent('图样校验')}`]);
    });
  });
});
