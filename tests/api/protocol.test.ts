// The call protocol: request validation and its messages, body limits, unknown paths, internal errors,
// the OpenAPI document, and migrations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../src/generated/catalogue';
import { httpRoutes } from '../../src/generated/http-routes';
import { listMigrations, migrate } from '../../src/server/db/migrate';
import { b64, createTestDatabase, DB_KIND, startTestApp, userId, type TestApp } from './harness';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp({
    configure(app) {
      // Test-only route: an unexpected exception with details that must not reach the caller.
      app.post('/__test/boom', async () => {
        throw new Error('secret detail: password=hunter2');
      });
    },
  });
  adminToken = await t.tokenFor('admin', 'Admin@2026');
});
afterAll(async () => {
  await t?.close();
});

const login = (body: unknown, raw?: string) => t.call('/loginPage/login', body, { raw, ip: '10.9.0.1' });
const okLogin = { username: 'admin', password: b64('Admin@2026'), encryptionType: 'base64' };

describe('request validation', () => {
  it('malformed JSON', async () => {
    const r = await login(null, '{"username": "admin", ');
    expect([r.status, r.subCode, r.data]).toEqual([400, 40000, null]);
    expect(r.subMessage).toMatch(/^请求体不是合法的 JSON/);
  });

  it('empty body, non-JSON content type, non-object JSON', async () => {
    const empty = await t.call('/loginPage/login', null, { raw: '' });
    expect(empty.subCode).toBe(40000);
    expect(empty.subMessage).toBe('请求体为空，应为 JSON 对象');
    const form = await t.call('/loginPage/login', null, { raw: 'username=admin', contentType: 'application/x-www-form-urlencoded' });
    expect([form.status, form.subCode, form.subMessage]).toEqual([400, 40000, '请求体必须是 JSON（Content-Type: application/json）']);
    // Fastify parses text/plain itself: the string body then fails the schema.
    const text = await t.call('/loginPage/login', null, { raw: 'username=admin', contentType: 'text/plain' });
    expect([text.status, text.subCode, text.subMessage]).toEqual([400, 40000, '字段“请求体”应为对象']);
    const array = await login([1, 2]);
    expect([array.subCode, array.subMessage]).toEqual([40000, '字段“请求体”应为对象']);
  });

  it('wrong type names the field', async () => {
    const r = await login({ ...okLogin, username: 123 });
    expect([r.status, r.subCode, r.subMessage]).toEqual([400, 40000, '字段“账号”（username）应为字符串']);
  });

  it('unknown field names the field', async () => {
    const r = await login({ ...okLogin, captcha: '1234' });
    expect([r.subCode, r.subMessage]).toEqual([40000, '不支持的字段“captcha”']);
  });

  it('missing field names the field', async () => {
    const { password: _password, ...rest } = okLogin;
    const r = await login(rest);
    expect([r.subCode, r.subMessage]).toEqual([40000, '缺少必填字段“密码”（password）']);
  });

  it('wrong enum value (pageSize 7) lists the allowed values', async () => {
    const r = await t.call('/homepage/getMessageList', { pageSize: 7 }, { token: adminToken });
    expect([r.status, r.subCode, r.subMessage]).toEqual([400, 40000, '字段“每页条数”（pageSize）的取值必须是 10、20、30、50、100 之一']);
  });

  it('range and nested paths', async () => {
    const r = await t.call('/homepage/getMessageList', { pageNo: 0 }, { token: adminToken });
    expect([r.subCode, r.subMessage]).toEqual([40000, '字段“页码”（pageNo）不能小于 1']);
    const nested = await t.call('/homepage/setMessageRead', { ids: [1, 'x'] }, { token: adminToken });
    expect(nested.subCode).toBe(40000);
    expect(nested.subMessage).toContain('ids[1]');
    const empty = await login({ ...okLogin, username: '' });
    expect([empty.subCode, empty.subMessage]).toEqual([40000, '字段“账号”（username）不能为空']);
  });

  it('an oversized body is 41300 and names the limit', async () => {
    const r = await login({ ...okLogin, username: 'a'.repeat(5000) });
    expect([r.status, r.subCode, r.data]).toEqual([413, 41300, null]);
    expect(r.subMessage).toBe('请求体过大，超过了该接口 4 KB 的上限');
    // Calls without their own limit take 1 MB.
    const big = await t.call('/homepage/getMessageList', null, { token: adminToken, raw: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }) });
    expect([big.status, big.subCode, big.subMessage]).toEqual([413, 41300, '请求体过大，超过了该接口 1024 KB 的上限']);
  });

  it('a change-password call with bad input changes nothing', async () => {
    const id = await userId(t.db, 'user');
    const token = await t.tokenFor('user', 'User@2026');
    const other = await t.tokenFor('user', 'User@2026');
    const state = async () => (await t.db.query('select password_hash, updated_at from users where id = $1', [id])).rows[0];
    const sessions = async () => (await t.db.query('select count(*)::int as n from sessions where user_id = $1', [id])).rows[0].n;
    const before = await state();
    const sessionsBefore = await sessions();
    const good = { oldPassword: b64('User@2026'), newPassword: b64('Better@2026'), encryptionType: 'base64' };
    const cases: Array<[unknown, string | RegExp]> = [
      [{ ...good, newPassword: b64('short1') }, '密码长度需为 8-64 位'],
      [{ ...good, newPassword: b64('onlyletters') }, '密码需同时包含字母和数字'],
      [{ ...good, newPassword: 'not base64!' }, /newPassword/],
      [{ ...good, oldPassword: '%%%%' }, /oldPassword/],
      [{ ...good, extra: 1 }, '不支持的字段“extra”'],
      [{ oldPassword: good.oldPassword, encryptionType: 'base64' }, '缺少必填字段“新密码”（newPassword）'],
      [{ ...good, newPassword: 12345678 }, '字段“新密码”（newPassword）应为字符串'],
      [{ ...good, encryptionType: 'md5' }, /encryptionType/],
    ];
    for (const [body, message] of cases) {
      const r = await t.call('/api/修改密码', body, { token });
      expect(r.subCode).toBe(40000);
      if (typeof message === 'string') expect(r.subMessage).toBe(message);
      else expect(r.subMessage).toMatch(message);
    }
    expect(await state()).toEqual(before);
    expect(await sessions()).toBe(sessionsBefore);
    expect((await t.call('/homepage/getUserInfo', {}, { token: other })).subCode).toBe(10000);
    expect((await t.login('user', 'User@2026', { ip: '10.9.0.2' })).subCode).toBe(10000);
  });

  it('the percent-encoded Chinese path is the one that is served', async () => {
    const r = await t.call('/api/获取协议', {});
    expect(r.subCode).toBe(10000);
    expect(r.data).toEqual({ title: expect.any(String), version: expect.any(String), content: expect.any(String) });
  });
});

describe('unknown paths and internal errors', () => {
  it('an unknown path is 40400', async () => {
    const r = await t.call('/homepage/noSuchCall', {}, { token: adminToken });
    expect([r.status, r.subCode, r.subMessage, r.data]).toEqual([404, 40400, '接口不存在：POST /homepage/noSuchCall', null]);
    const get = await t.call('/loginPage/login', undefined, { method: 'GET' });
    expect([get.status, get.subCode]).toEqual([404, 40400]);
    const zh = await t.call('/api/不存在', {});
    expect(zh.subMessage).toBe('接口不存在：POST /api/不存在');
  });

  it('an exception becomes 50000 with the request id and no details', async () => {
    const r = await t.call('/__test/boom', {});
    expect([r.status, r.subCode, r.data]).toEqual([500, 50000, null]);
    const id = r.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.subMessage).toBe(`服务器内部错误，请稍后重试（请求编号 ${id}）`);
    expect(r.body).not.toMatch(/secret|hunter2|at .*\.ts|stack/i);
  });

  it('a database failure inside a catalogue call is 50000 and rolls back', async () => {
    await t.db.query('alter table messages rename to messages_hidden');
    try {
      const r = await t.call('/homepage/getMessageList', {}, { token: adminToken });
      expect([r.status, r.subCode]).toEqual([500, 50000]);
      expect(r.subMessage).toContain(r.headers['x-request-id'] as string);
      expect(r.body).not.toMatch(/messages|relation|select/i);
    } finally {
      await t.db.query('alter table messages_hidden rename to messages');
    }
    expect((await t.call('/homepage/getMessageList', {}, { token: adminToken })).subCode).toBe(10000);
  });

  it('every response carries a fresh request id; a client-sent one is ignored', async () => {
    const a = await t.call('/api/获取协议', {}, { headers: { 'request-id': 'mine' } });
    const b = await t.call('/api/获取协议', {});
    expect(a.headers['x-request-id']).not.toBe('mine');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('OpenAPI and health', () => {
  it('GET /openapi.json is an OpenAPI 3.1 document with every catalogue path and HTTP route', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    const doc = JSON.parse(r.body);
    expect(doc.openapi).toMatch(/^3\.1\./);
    const routePath = (p: string) => p.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    expect(Object.keys(doc.paths).sort()).toEqual([...allCalls.map((c) => c.path), ...httpRoutes.map((h) => routePath(h.path))].sort());
    for (const c of allCalls) expect(doc.paths[c.path].post, c.path).toBeTruthy();
    for (const h of httpRoutes) expect(doc.paths[routePath(h.path)][h.method.toLowerCase()]['x-permission'], h.path).toBe(h.permission);
  });

  it('GET /healthz', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect([r.statusCode, r.json()]).toEqual([200, { ok: true }]);
  });
});

describe('migrations', () => {
  it('the first run applied every migration; a second run applies nothing', async () => {
    const versions = listMigrations().map((m) => m.version);
    expect(versions.length).toBeGreaterThan(0);
    expect(t.applied).toEqual(versions);
    expect(await migrate(t.db)).toEqual([]);
    const rows = await t.db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(rows.rows.map((r) => r.version)).toEqual(versions);
    // and the app still works
    expect((await t.call('/homepage/getUserInfo', {}, { token: adminToken })).subCode).toBe(10000);
  });

  it.runIf(DB_KIND === 'postgres')('two instances migrating one new database at once apply each migration once', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const [a, b] = await Promise.all([migrate(fresh.db), migrate(fresh.db)]);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(listMigrations().map((m) => m.version));
      expect(await migrate(fresh.db)).toEqual([]);
    } finally {
      await fresh.drop();
    }
  });
});
