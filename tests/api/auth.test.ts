// Sign-in, failed-sign-in throttling, unlock, accounts per tenant, forced-logout messages, logout, session
// storage, change password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_NOTICE_TITLE } from '../../src/server/auth/throttle-notice';
import { hashToken } from '../../src/server/auth/tokens';
import { withSystem } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { sweepExpiredSessions } from '../../src/server/auth/sweep';
import { FORCED_LOGOUT_MESSAGES, ForcedLogout, TOKEN_DAYS } from '../../src/shared/subcodes';
import { b64, startTestApp, userId, type CallResult, type TestApp } from './harness';

const ADMIN = { account: 'admin', password: 'Admin@2026' };
const USER = { account: 'user', password: 'User@2026' };

let t: TestApp;
let adminToken: string;
let adminId: number;
let userIdValue: number;
let demoTenant: number;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.tokenFor(ADMIN.account, ADMIN.password);
  adminId = await userId(t.db, 'admin');
  userIdValue = await userId(t.db, 'user');
  demoTenant = (await t.db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
});
afterAll(async () => {
  await t?.close();
});

const userInfo = (token?: string, headers?: Record<string, string | undefined>) =>
  t.call('/homepage/getUserInfo', {}, { token, headers });

function expectForcedLogout(r: CallResult, message: string) {
  expect(FORCED_LOGOUT_MESSAGES).toContain(message);
  expect({ status: r.status, subCode: r.subCode, subMessage: r.subMessage, data: r.data }).toEqual({
    status: 401,
    subCode: 40100,
    subMessage: message,
    data: null,
  });
}

async function sql(text: string, params: unknown[] = []) {
  return t.db.query(text, params);
}

/** The failed-sign-in rows of an account of the demo tenant (its own run and its per-address runs). */
const attemptsOf = async (account: string) =>
  (await sql(`select key, failures, level, locked_until > now() as blocked from login_attempts where key = $1 or starts_with(key, $2) order by key`, [
    `acct:${demoTenant}:${account}`, `pair:${demoTenant}:${account}@`,
  ])).rows as Array<{ key: string; failures: number; level: number; blocked: boolean }>;

/** Ends every running delay window of the account, as if the wait had passed. */
const endWindows = (account: string) =>
  sql(`update login_attempts set locked_until = now() - interval '1 second', notified_until = now() - interval '1 second' where key = $1 or starts_with(key, $2)`, [
    `acct:${demoTenant}:${account}`, `pair:${demoTenant}:${account}@`,
  ]);

const noticesOf = async (id: number) =>
  (await sql('select content from messages where user_id = $1 and title = $2 order by id', [id, THROTTLE_NOTICE_TITLE])).rows as Array<{ content: string }>;

describe('sign-in', () => {
  it('returns a token, its expiry and the user summary', async () => {
    const r = await t.login(ADMIN.account, ADMIN.password);
    expect(r.status).toBe(200);
    expect(r.subCode).toBe(10000);
    expect(r.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(r.data.userInfo).toEqual({ name: '王管理', phone: '13800000001' });
    const days = (Date.parse(r.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(TOKEN_DAYS - 0.01);
    expect(days).toBeLessThan(TOKEN_DAYS + 0.01);
    expect(r.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The token works.
    expect((await userInfo(r.data.token)).subCode).toBe(10000);
  });

  it('accepts the account name in any letter case', async () => {
    expect((await t.login('ADMIN', ADMIN.password)).subCode).toBe(10000);
  });

  it('stores passwords only as salted scrypt hashes', async () => {
    const r = await sql('select * from users order by id');
    expect(r.rows.length).toBeGreaterThanOrEqual(2);
    const hashes = new Set<string>();
    for (const row of r.rows as Array<Record<string, unknown>>) {
      const hash = String(row.password_hash);
      expect(hash.startsWith('scrypt$')).toBe(true);
      hashes.add(hash.split('$')[4]); // salt
      const whole = JSON.stringify(row);
      for (const pw of [ADMIN.password, USER.password]) {
        expect(whole).not.toContain(pw);
        expect(whole).not.toContain(b64(pw));
      }
    }
    expect(hashes.size).toBe(r.rows.length);
  });

  it('refuses a wrong password with the remaining attempts, and a success resets the count', async () => {
    const ip = '10.1.0.1';
    const r = await t.login(ADMIN.account, 'Wrong@2026', { ip });
    expect([r.status, r.subCode, r.subMessage, r.data]).toEqual([401, 40100, '账号或密码错误，还可尝试4次', null]);
    expect((await t.login(ADMIN.account, 'Wrong@2026', { ip })).subMessage).toBe('账号或密码错误，还可尝试3次');
    expect((await t.login(ADMIN.account, ADMIN.password, { ip })).subCode).toBe(10000);
    expect(await attemptsOf('admin')).toEqual([]);
    expect((await t.login(ADMIN.account, 'Wrong@2026', { ip })).subMessage).toBe('账号或密码错误，还可尝试4次');
    expect((await t.login(ADMIN.account, ADMIN.password, { ip })).subCode).toBe(10000);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const r = await t.login('nobody', 'Whatever@1', { ip: '10.1.0.2' });
    expect([r.status, r.subCode, r.subMessage]).toEqual([401, 40100, '账号或密码错误，还可尝试4次']);
  });

  it('rejects a password that is not base64 with 40000 and does not count it as a failure', async () => {
    const r = await t.call('/loginPage/login', { username: 'admin', password: 'Admin@2026!', encryptionType: 'base64' }, { ip: '10.1.0.3' });
    expect([r.status, r.subCode]).toEqual([400, 40000]);
    expect(r.subMessage).toContain('password');
    expect(r.subMessage).toContain('base64');
    const bad = await t.call('/loginPage/login', { username: 'admin', password: b64('x'), encryptionType: 'plain' }, { ip: '10.1.0.3' });
    expect(bad.subCode).toBe(40000);
    expect(bad.subMessage).toContain('encryptionType');
    expect(await attemptsOf('admin')).toEqual([]);
    expect((await sql(`select * from login_attempts where key = 'ip:10.1.0.3'`)).rows).toEqual([]);
  });

  it('refuses a disabled user with 账号已停用，请联系管理员', async () => {
    await sql('update users set status = 0 where id = $1', [userIdValue]);
    try {
      const r = await t.login(USER.account, USER.password);
      expect([r.status, r.subCode, r.subMessage, r.data]).toEqual([403, 40300, '账号已停用，请联系管理员', null]);
    } finally {
      await sql('update users set status = 1 where id = $1', [userIdValue]);
    }
  });

  it('refuses a user past valid_until', async () => {
    await sql(`update users set valid_until = now() - interval '1 day' where id = $1`, [userIdValue]);
    try {
      const r = await t.login(USER.account, USER.password);
      expect([r.subCode, r.subMessage]).toEqual([40300, '账号不在有效期内，请联系管理员']);
    } finally {
      await sql('update users set valid_until = null where id = $1', [userIdValue]);
    }
    await sql(`update users set valid_until = now() + interval '1 day' where id = $1`, [userIdValue]);
    try {
      expect((await t.login(USER.account, USER.password)).subCode).toBe(10000);
    } finally {
      await sql('update users set valid_until = null where id = $1', [userIdValue]);
    }
  });
});

describe('failed sign-in throttling', () => {
  it('throttles new sign-ins after 5 failures but never ends open sessions; the owner still gets in where they signed in before', async () => {
    const home = '10.2.0.1';
    const before = await t.tokenFor(USER.account, USER.password, { ip: home });
    const attacker = '10.2.0.66';
    for (const left of [4, 3, 2, 1]) {
      const r = await t.login(USER.account, 'Nope@2026', { ip: attacker });
      expect([r.status, r.subCode, r.subMessage]).toEqual([401, 40100, `账号或密码错误，还可尝试${left}次`]);
    }
    const fifth = await t.login(USER.account, 'Nope@2026', { ip: attacker });
    expect([fifth.status, fifth.subCode, fifth.subMessage]).toEqual([429, 42900, '密码错误次数过多，请1分钟后再试']);
    expect(fifth.data.retryAfterSeconds).toBeGreaterThan(55);
    expect(fifth.data.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(fifth.headers['retry-after']).toBe(String(fifth.data.retryAfterSeconds));

    // New sign-ins from addresses the owner never used are refused, even with the right password.
    for (const from of [attacker, '10.2.0.2']) {
      const r = await t.login(USER.account, USER.password, { ip: from });
      expect([r.status, r.subCode]).toEqual([429, 42900]);
      expect(r.subMessage).toMatch(/^登录失败次数过多，请(1分钟|\d+秒)后再试$/);
    }
    // The session opened before goes on working, and the owner signs in again at home.
    expect((await userInfo(before)).subCode).toBe(10000);
    expect((await t.call('/homepage/getMenuList', {}, { token: before })).subCode).toBe(10000);
    expect((await t.login(USER.account, USER.password, { ip: home })).subCode).toBe(10000);
    // Signing in at home does not end the attack's window.
    expect((await t.login(USER.account, USER.password, { ip: '10.2.0.3' })).subCode).toBe(42900);

    const state = await sql('select locked_until > now() as locked from users where id = $1', [userIdValue]);
    expect(state.rows[0]).toEqual({ locked: true });
    // The owner is told once on the workbench, with the attacking address.
    const notices = await noticesOf(userIdValue);
    expect(notices).toHaveLength(1);
    expect(notices[0].content).toContain(attacker);
    expect(notices[0].content).toContain('已登录的会话不受影响');
    const inbox = await t.call('/homepage/getMessageList', { pageNo: 1, pageSize: 10 }, { token: before });
    expect(inbox.data.page.list[0]).toMatchObject({ title: THROTTLE_NOTICE_TITLE, msgType: 1, isRead: 0 });

    // The normal user may not unlock; the administrator may.
    expect((await t.call('/api/user/unlock', { userId: userIdValue }, { token: before })).subCode).toBe(40300);
    const unlocked = await t.call('/api/user/unlock', { userId: userIdValue }, { token: adminToken });
    expect(unlocked.subCode).toBe(10000);
    expect(unlocked.data).toMatchObject({ id: userIdValue, account: 'user', locked: false, status: 1 });
    expect(await attemptsOf('user')).toEqual([]);
    expect((await t.login(USER.account, USER.password, { ip: '10.2.0.2' })).subCode).toBe(10000);
    expect((await t.login(USER.account, 'Nope@2026', { ip: '10.2.0.4' })).subMessage).toBe('账号或密码错误，还可尝试4次');
    expect((await t.login(USER.account, USER.password, { ip: '10.2.0.4' })).subCode).toBe(10000);
    await sql('delete from messages where user_id = $1 and title = $2', [userIdValue, THROTTLE_NOTICE_TITLE]);
  });

  it('each failure after a window doubles the wait, tells the owner once per window, and a quiet day forgets it all', async () => {
    const ip = '10.6.0.1';
    for (let i = 0; i < 4; i++) expect((await t.login(ADMIN.account, 'Nope@2026', { ip })).subCode).toBe(40100);
    expect((await t.login(ADMIN.account, 'Nope@2026', { ip })).subMessage).toBe('密码错误次数过多，请1分钟后再试');
    // Attempts during the window are refused without being counted or told again.
    for (let i = 0; i < 3; i++) expect((await t.login(ADMIN.account, 'Nope@2026', { ip })).subMessage).toMatch(/^登录失败次数过多/);
    expect((await attemptsOf('admin')).map((a) => [a.failures, a.level, a.blocked])).toEqual([[5, 1, true], [5, 1, true]]);
    expect(await noticesOf(adminId)).toHaveLength(1);

    await endWindows('admin');
    expect((await t.login(ADMIN.account, 'Nope@2026', { ip })).subMessage).toBe('密码错误次数过多，请2分钟后再试');
    await endWindows('admin');
    expect((await t.login(ADMIN.account, 'Nope@2026', { ip })).subMessage).toBe('密码错误次数过多，请4分钟后再试');
    expect(await noticesOf(adminId)).toHaveLength(3);
    // The administrator's open session is untouched throughout.
    expect((await userInfo(adminToken)).subCode).toBe(10000);

    // A day without failures: the run is forgotten.
    await endWindows('admin');
    await sql(`update login_attempts set last_failure_at = now() - interval '25 hours' where key like 'acct:%' or key like 'pair:%'`);
    expect((await t.login(ADMIN.account, 'Nope@2026', { ip })).subMessage).toBe('账号或密码错误，还可尝试4次');
    expect((await t.login(ADMIN.account, ADMIN.password, { ip: '10.6.0.2' })).subCode).toBe(10000);
    await sql('delete from messages where user_id = $1 and title = $2', [adminId, THROTTLE_NOTICE_TITLE]);
    await sql('update users set locked_until = null');
  });

  it('unlock of a user that is not locked succeeds and changes nothing else', async () => {
    const r = await t.call('/api/user/unlock', { userId: adminId }, { token: adminToken });
    expect(r.subCode).toBe(10000);
    expect(r.data).toMatchObject({ id: adminId, locked: false, status: 1, roleName: '管理员' });
  });

  it('throttles an address after 30 failures whatever the accounts', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 29; i++) {
      const r = await t.login(`ghost${i}`, 'Nope@2026', { ip });
      expect(r.subCode).toBe(40100);
    }
    expect((await t.login('ghost29', 'Nope@2026', { ip })).subMessage).toBe('密码错误次数过多，请1分钟后再试');
    const blocked = await t.login(ADMIN.account, ADMIN.password, { ip });
    expect([blocked.subCode, blocked.subMessage]).toEqual([42900, '登录失败次数过多，请1分钟后再试']);
    expect((await t.login(ADMIN.account, ADMIN.password, { ip: '10.3.0.2' })).subCode).toBe(10000);
  });
});

describe('accounts per tenant', () => {
  const SECOND = { account: 'admin', password: 'Yuan@2026x' };
  let second: { tenantId: number; adminId: number };

  beforeAll(async () => {
    // The second tenant has an administrator called admin too: accounts are unique per tenant only.
    const created = await withSystem(t.db, (tx) =>
      createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ ...SECOND, name: '远山管理', phone: '13900000009', role: '管理员' }]),
    );
    second = { tenantId: created.tenantId, adminId: created.userIds[0] };
  });

  it('signs in to another tenant as account@code; a plain account is the default tenant', async () => {
    const r = await t.login('admin@yuanshan', SECOND.password);
    expect(r.subCode).toBe(10000);
    const info = await userInfo(r.data.token);
    expect(info.data).toMatchObject({ id: second.adminId, account: 'admin', tenant: { id: second.tenantId } });
    expect((await t.login('ADMIN@YuanShan', SECOND.password)).subCode).toBe(10000);
    // The demo administrator's password does not open the other tenant's admin, nor the reverse.
    expect((await t.login('admin@yuanshan', ADMIN.password, { ip: '10.7.0.1' })).subCode).toBe(40100);
    expect((await t.login('admin', SECOND.password, { ip: '10.7.0.1' })).subCode).toBe(40100);
    const demo = await t.login('admin', ADMIN.password);
    expect((await userInfo(demo.data.token)).data).toMatchObject({ id: adminId, tenant: { id: demoTenant } });
    expect((await t.login('admin@demo', ADMIN.password)).subCode).toBe(10000);
    // An unknown code is read as part of the account name: simply a wrong account.
    expect((await t.login('admin@nosuchcode', ADMIN.password, { ip: '10.7.0.2' })).subMessage).toBe('账号或密码错误，还可尝试4次');
  });

  it("creating a user answers from the caller's tenant only: another tenant's account is not revealed", async () => {
    const body = { account: 'admin2', name: '新管理', phone: '13700000001', roleId: 0, status: 1, password: 'Fresh@2026x' };
    const roleId = (await sql(`select id from roles where tenant_id = $1 and role_name = '商标专员'`, [demoTenant])).rows[0].id;
    // An account the other tenant has (and the demo tenant has not) is free here.
    await withSystem(t.db, (tx) => tx.query(`update users set account = 'onlythere' where id = $1`, [second.adminId]));
    const created = await t.call('/api/user/add', { ...body, account: 'onlythere', roleId }, { token: adminToken });
    expect([created.subCode, created.data?.account]).toEqual([10000, 'onlythere']);
    // Our own account names still conflict.
    const dup = await t.call('/api/user/add', { ...body, account: 'User', roleId }, { token: adminToken });
    expect([dup.status, dup.subCode, dup.subMessage]).toEqual([409, 40900, '账号 User 已被使用']);
    await withSystem(t.db, (tx) => tx.query(`update users set account = 'admin' where id = $1`, [second.adminId]));
  });

  it("throttling one tenant's account leaves the same name in another tenant alone", async () => {
    const ip = '10.7.1.1';
    for (let i = 0; i < 5; i++) await t.login('admin@yuanshan', 'Nope@2026', { ip });
    expect((await t.login('admin@yuanshan', SECOND.password, { ip: '10.7.1.2' })).subCode).toBe(42900);
    expect((await t.login('admin', ADMIN.password, { ip: '10.7.1.2' })).subCode).toBe(10000);
    await sql('update users set locked_until = null');
  });
});

describe('forced logout', () => {
  it('no token header: 无token，请重新登录', async () => {
    expectForcedLogout(await userInfo(undefined), ForcedLogout.NO_TOKEN);
  });

  it('empty or blank token header: token为空', async () => {
    expectForcedLogout(await userInfo(''), ForcedLogout.TOKEN_EMPTY);
    expectForcedLogout(await userInfo('   '), ForcedLogout.TOKEN_EMPTY);
  });

  it('unknown token: 登录已过期，请重新登录', async () => {
    expectForcedLogout(await userInfo('not-a-real-token'), ForcedLogout.LOGIN_EXPIRED);
    // The hash of a valid token is not a token.
    expectForcedLogout(await userInfo(hashToken(adminToken)), ForcedLogout.LOGIN_EXPIRED);
  });

  it('expired token: 登录已过期，请重新登录, and the sweep removes it', async () => {
    const token = await t.tokenFor(USER.account, USER.password);
    await sql(`update sessions set expires_at = now() - interval '1 second' where token_hash = $1`, [hashToken(token)]);
    expectForcedLogout(await userInfo(token), ForcedLogout.LOGIN_EXPIRED);
    await sweepExpiredSessions(t.db);
    expect((await sql('select 1 from sessions where token_hash = $1', [hashToken(token)])).rows).toEqual([]);
    expect((await userInfo(adminToken)).subCode).toBe(10000);
  });

  it('a user disabled through /api/user/auth/close is signed out everywhere; enabling lets them sign in again', async () => {
    const a = await t.tokenFor(USER.account, USER.password);
    const b = await t.tokenFor(USER.account, USER.password);
    const r = await t.call('/api/user/auth/close', { userId: userIdValue }, { token: adminToken });
    expect(r.subCode).toBe(10000);
    expect(r.data).toMatchObject({ id: userIdValue, status: 0 });
    // The sessions are revoked with their reason, so the user learns why.
    expectForcedLogout(await userInfo(a), ForcedLogout.LOCKED_OR_OUT_OF_VALIDITY);
    expectForcedLogout(await userInfo(b), ForcedLogout.LOCKED_OR_OUT_OF_VALIDITY);
    expect((await sql(`select count(*)::int as n from sessions where user_id = $1 and revoked_reason is null`, [userIdValue])).rows[0]).toEqual({ n: 0 });
    expect((await t.login(USER.account, USER.password)).subMessage).toBe('账号已停用，请联系管理员');
    expect((await userInfo(adminToken)).subCode).toBe(10000);

    const open = await t.call('/api/user/auth/open', { userId: userIdValue }, { token: adminToken });
    expect(open.data).toMatchObject({ id: userIdValue, status: 1 });
    // Re-enabling does not revive the old tokens.
    expectForcedLogout(await userInfo(a), ForcedLogout.LOCKED_OR_OUT_OF_VALIDITY);
    expect((await t.login(USER.account, USER.password)).subCode).toBe(10000);
  });

  it('a session of a user whose status is 0: 账号已锁定或不在有效期内', async () => {
    const token = await t.tokenFor(USER.account, USER.password);
    await sql('update users set status = 0 where id = $1', [userIdValue]);
    try {
      expectForcedLogout(await userInfo(token), ForcedLogout.LOCKED_OR_OUT_OF_VALIDITY);
    } finally {
      await sql('update users set status = 1 where id = $1', [userIdValue]);
    }
    expect((await userInfo(token)).subCode).toBe(10000);
  });

  it('a user whose sign-ins are throttled keeps their open sessions (用户已被锁定 is never sent for it)', async () => {
    const token = await t.tokenFor(USER.account, USER.password);
    await sql(`update users set locked_until = now() + interval '5 minutes' where id = $1`, [userIdValue]);
    try {
      expect((await userInfo(token)).subCode).toBe(10000);
      expect((await t.call('/homepage/getMenuList', {}, { token })).subCode).toBe(10000);
    } finally {
      await sql('update users set locked_until = null where id = $1', [userIdValue]);
    }
  });

  it('user past valid_until: 账号已锁定或不在有效期内', async () => {
    const token = await t.tokenFor(USER.account, USER.password);
    await sql(`update users set valid_until = now() - interval '1 second' where id = $1`, [userIdValue]);
    try {
      expectForcedLogout(await userInfo(token), ForcedLogout.LOCKED_OR_OUT_OF_VALIDITY);
    } finally {
      await sql('update users set valid_until = null where id = $1', [userIdValue]);
    }
  });

  it('deleted user: 用户不存在', async () => {
    const token = await t.tokenFor(USER.account, USER.password);
    await sql('update users set deleted_at = now() where id = $1', [userIdValue]);
    try {
      expectForcedLogout(await userInfo(token), ForcedLogout.USER_NOT_FOUND);
      // and the account cannot sign in
      expect((await t.login(USER.account, USER.password, { ip: '10.4.0.1' })).subCode).toBe(40100);
    } finally {
      await sql('update users set deleted_at = null where id = $1', [userIdValue]);
      await sql(`delete from login_attempts where key like 'acct:%:user' or key like 'pair:%:user@%' or key = 'ip:10.4.0.1'`);
    }
  });

  it('disabled tenant: 账号已锁定或不在有效期内', async () => {
    const token = await t.tokenFor(USER.account, USER.password);
    await sql('update tenants set status = 0');
    try {
      expectForcedLogout(await userInfo(token), ForcedLogout.LOCKED_OR_OUT_OF_VALIDITY);
      expect((await t.login(USER.account, USER.password)).subMessage).toBe('账号不在有效期内，请联系管理员');
    } finally {
      await sql('update tenants set status = 1');
    }
  });

  it('public calls need no token', async () => {
    const r = await t.call('/api/获取协议', {});
    expect(r.subCode).toBe(10000);
    expect(r.data.title.length).toBeGreaterThan(0);
    expect(r.data.content.length).toBeGreaterThan(100);
  });
});

describe('logout and session storage', () => {
  it('logout ends only that token', async () => {
    const a = await t.tokenFor(USER.account, USER.password);
    const b = await t.tokenFor(USER.account, USER.password);
    const r = await t.call('/loginPage/loginQuit', {}, { token: a });
    expect([r.subCode, r.data]).toEqual([10000, null]);
    expectForcedLogout(await userInfo(a), ForcedLogout.LOGIN_EXPIRED);
    expectForcedLogout(await t.call('/loginPage/loginQuit', {}, { token: a }), ForcedLogout.LOGIN_EXPIRED);
    expect((await userInfo(b)).subCode).toBe(10000);
    expect((await sql('select 1 from sessions where token_hash = $1', [hashToken(a)])).rows).toEqual([]);
  });

  it('stores only a SHA-256 of each token', async () => {
    const tokens = [await t.tokenFor(USER.account, USER.password), await t.tokenFor(ADMIN.account, ADMIN.password), adminToken];
    const rows = (await sql('select * from sessions')).rows as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThanOrEqual(tokens.length);
    const dump = JSON.stringify(rows);
    for (const tok of tokens) {
      expect(dump).not.toContain(tok);
      expect(rows.filter((r) => r.token_hash === hashToken(tok))).toHaveLength(1);
    }
    for (const r of rows) expect(r.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('change password', () => {
  const change = (token: string, oldPassword: string, newPassword: string) =>
    t.call('/api/修改密码', { oldPassword: b64(oldPassword), newPassword: b64(newPassword), encryptionType: 'base64' }, { token });
  const hashOf = async (id: number) => String((await sql('select password_hash from users where id = $1', [id])).rows[0].password_hash);

  it('refuses a wrong current password and changes nothing', async () => {
    const token = await t.tokenFor(USER.account, USER.password);
    const other = await t.tokenFor(USER.account, USER.password);
    const before = await hashOf(userIdValue);
    const r = await change(token, 'Wrong@2026', 'Fresh@2026x');
    expect([r.status, r.subCode, r.subMessage]).toEqual([400, 40000, '原密码不正确']);
    expect((await change(token, USER.password, USER.password)).subMessage).toBe('新密码不能与原密码相同');
    expect(await hashOf(userIdValue)).toBe(before);
    expect((await userInfo(other)).subCode).toBe(10000);
  });

  it('changes the password, ends the other sessions but keeps the current one', async () => {
    const current = await t.tokenFor(USER.account, USER.password);
    const other = await t.tokenFor(USER.account, USER.password);
    const r = await change(current, USER.password, 'Fresh@2026x');
    expect([r.status, r.subCode, r.data]).toEqual([200, 10000, null]);
    expect((await userInfo(current)).subCode).toBe(10000);
    expectForcedLogout(await userInfo(other), ForcedLogout.LOGIN_EXPIRED);
    // Other users keep their sessions.
    expect((await userInfo(adminToken)).subCode).toBe(10000);
    const hash = await hashOf(userIdValue);
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain('Fresh@2026x');
    expect((await t.login(USER.account, USER.password, { ip: '10.5.0.1' })).subCode).toBe(40100);
    expect((await t.login(USER.account, 'Fresh@2026x', { ip: '10.5.0.1' })).subCode).toBe(10000);
  });
});
