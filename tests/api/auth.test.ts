// Sign-in, failed-sign-in locks, unlock, forced-logout messages, logout, session storage, change password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/tokens';
import { sweepExpiredSessions } from '../../src/server/auth/sweep';
import { FORCED_LOGOUT_MESSAGES, ForcedLogout, TOKEN_DAYS } from '../../src/shared/subcodes';
import { b64, startTestApp, userId, type CallResult, type TestApp } from './harness';

const ADMIN = { account: 'admin', password: 'Admin@2026' };
const USER = { account: 'user', password: 'User@2026' };

let t: TestApp;
let adminToken: string;
let adminId: number;
let userIdValue: number;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.tokenFor(ADMIN.account, ADMIN.password);
  adminId = await userId(t.db, 'admin');
  userIdValue = await userId(t.db, 'user');
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
    const left = await sql(`select * from login_attempts where key = 'acct:admin'`);
    expect(left.rows).toEqual([]);
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
    expect((await sql(`select * from login_attempts where key in ('acct:admin', 'ip:10.1.0.3')`)).rows).toEqual([]);
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

describe('failed sign-in lock', () => {
  it('locks the account after 5 failures, refuses the right password, ends the open session, and unlock restores it', async () => {
    const before = await t.tokenFor(USER.account, USER.password);
    const ip = '10.2.0.1';
    for (const left of [4, 3, 2, 1]) {
      const r = await t.login(USER.account, 'Nope@2026', { ip });
      expect([r.subCode, r.subMessage]).toEqual([40100, `账号或密码错误，还可尝试${left}次`]);
    }
    const fifth = await t.login(USER.account, 'Nope@2026', { ip });
    expect([fifth.status, fifth.subCode, fifth.subMessage]).toEqual([429, 42900, '密码错误次数过多，账号已锁定，请15分钟后再试']);

    // The right password is refused too, from any address.
    for (const from of [ip, '10.2.0.2']) {
      const r = await t.login(USER.account, USER.password, { ip: from });
      expect([r.status, r.subCode]).toEqual([429, 42900]);
      expect(r.subMessage).toMatch(/^登录失败次数过多，请1[45]分钟后再试$/);
    }
    // A session opened before the lock is forced out.
    expectForcedLogout(await userInfo(before), ForcedLogout.USER_LOCKED);
    const state = await sql('select locked_until > now() as locked from users where id = $1', [userIdValue]);
    expect(state.rows[0]).toEqual({ locked: true });
    // The normal user may not unlock.
    expect((await t.call('/api/user/unlock', { userId: userIdValue }, { token: before })).subCode).toBe(40100);

    const unlocked = await t.call('/api/user/unlock', { userId: userIdValue }, { token: adminToken });
    expect(unlocked.subCode).toBe(10000);
    expect(unlocked.data).toMatchObject({ id: userIdValue, account: 'user', locked: false, status: 1 });
    expect((await t.login(USER.account, USER.password, { ip: '10.2.0.2' })).subCode).toBe(10000);
    expect((await t.login(USER.account, 'Nope@2026', { ip: '10.2.0.3' })).subMessage).toBe('账号或密码错误，还可尝试4次');
    expect((await t.login(USER.account, USER.password, { ip: '10.2.0.3' })).subCode).toBe(10000);
  });

  it('unlock of a user that is not locked succeeds and changes nothing else', async () => {
    const r = await t.call('/api/user/unlock', { userId: adminId }, { token: adminToken });
    expect(r.subCode).toBe(10000);
    expect(r.data).toMatchObject({ id: adminId, locked: false, status: 1, roleName: '管理员' });
  });

  it('locks an address after 30 failures whatever the accounts', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 30; i++) {
      const r = await t.login(`ghost${i}`, 'Nope@2026', { ip });
      expect(r.subCode).toBe(40100);
    }
    const blocked = await t.login(ADMIN.account, ADMIN.password, { ip });
    expect([blocked.subCode, blocked.subMessage]).toEqual([42900, '登录失败次数过多，请15分钟后再试']);
    expect((await t.login(ADMIN.account, ADMIN.password, { ip: '10.3.0.2' })).subCode).toBe(10000);
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

  it('locked user: 用户已被锁定', async () => {
    const token = await t.tokenFor(USER.account, USER.password);
    await sql(`update users set locked_until = now() + interval '5 minutes' where id = $1`, [userIdValue]);
    try {
      expectForcedLogout(await userInfo(token), ForcedLogout.USER_LOCKED);
      expectForcedLogout(await t.call('/homepage/getMenuList', {}, { token }), ForcedLogout.USER_LOCKED);
    } finally {
      await sql('update users set locked_until = null where id = $1', [userIdValue]);
    }
    // A lock that has run out no longer counts.
    await sql(`update users set locked_until = now() - interval '1 minute' where id = $1`, [userIdValue]);
    expect((await userInfo(token)).subCode).toBe(10000);
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
      await sql(`delete from login_attempts where key in ('acct:user', 'ip:10.4.0.1')`);
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
