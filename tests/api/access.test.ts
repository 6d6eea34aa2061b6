// Button permissions and tenant isolation (row-level security), through the API and directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { startTestApp, userId, type TestApp } from './harness';

/** Thrown to roll a transaction back while handing a value out. */
class Rollback extends Error {
  constructor(readonly value: unknown) {
    super('rollback');
  }
}

let t: TestApp;
let adminToken: string;
let userToken: string;
let t1: { tenantId: number; adminId: number; userId: number };
let t2: { tenantId: number; adminId: number; userId: number };
let t2Token: string;
/** Users the demo seed gives tenant 1. */
let t1Users: number;

const T2_PEOPLE = [
  { account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' },
  { account: 'qian', password: 'Qian@2026x', name: '钱专员', phone: '13900000002', role: '商标专员' },
];

beforeAll(async () => {
  t = await startTestApp();
  const created = await withSystem(t.db, (tx) => createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, T2_PEOPLE));
  t2 = { tenantId: created.tenantId, adminId: created.userIds[0], userId: created.userIds[1] };
  const tenant1 = await t.db.query<{ id: number }>(`select id from tenants where code = 'demo'`);
  t1 = { tenantId: tenant1.rows[0].id, adminId: await userId(t.db, 'admin'), userId: await userId(t.db, 'user') };
  t1Users = (await t.db.query<{ n: number }>('select count(*)::int as n from users where tenant_id = $1', [t1.tenantId])).rows[0].n;
  adminToken = await t.tokenFor('admin', 'Admin@2026');
  userToken = await t.tokenFor('user', 'User@2026');
  t2Token = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
});
afterAll(async () => {
  await t?.close();
});

const userRow = async (id: number) =>
  (await t.db.query('select status, locked_until, updated_at from users where id = $1', [id])).rows[0];

describe('button permissions', () => {
  it('a user without userStatus gets 40300 from /api/user/auth/close and nothing changes', async () => {
    const before = await userRow(t1.adminId);
    const sessionsBefore = await t.db.query('select id from sessions where user_id = $1 order by id', [t1.adminId]);
    const r = await t.call('/api/user/auth/close', { userId: t1.adminId }, { token: userToken });
    expect([r.status, r.subCode, r.subMessage, r.data]).toEqual([403, 40300, '没有操作权限：启用/停用用户', null]);
    expect(await userRow(t1.adminId)).toEqual(before);
    expect((await t.db.query('select id from sessions where user_id = $1 order by id', [t1.adminId])).rows).toEqual(sessionsBefore.rows);
    expect((await t.call('/homepage/getUserInfo', {}, { token: adminToken })).subCode).toBe(10000);
  });

  it('the permission is checked before the body: an invalid body still gets 40300', async () => {
    const r = await t.call('/api/user/auth/open', { userId: 'x' }, { token: userToken });
    expect(r.subCode).toBe(40300);
    const u = await t.call('/api/user/unlock', { userId: t1.userId }, { token: userToken });
    expect([u.subCode, u.subMessage]).toEqual([40300, '没有操作权限：解除锁定']);
  });

  it('the administrator can disable and enable', async () => {
    try {
      const off = await t.call('/api/user/auth/close', { userId: t1.userId }, { token: adminToken });
      expect(off.subCode).toBe(10000);
      expect(off.data).toMatchObject({
        id: t1.userId, account: 'user', name: '李专员', phone: '13800000002', roleName: '商标专员', status: 0, locked: false,
      });
      expect((await userRow(t1.userId)).status).toBe(0);
      const on = await t.call('/api/user/auth/open', { userId: t1.userId }, { token: adminToken });
      expect(on.data).toMatchObject({ id: t1.userId, status: 1 });
    } finally {
      await t.db.query('update users set status = 1 where id = $1', [t1.userId]);
      userToken = await t.tokenFor('user', 'User@2026');
    }
  });

  it('an administrator cannot disable their own account', async () => {
    const r = await t.call('/api/user/auth/close', { userId: t1.adminId }, { token: adminToken });
    expect([r.status, r.subCode, r.subMessage]).toEqual([409, 40900, '不能停用自己的账号']);
    expect((await userRow(t1.adminId)).status).toBe(1);
  });

  it('an unknown user id is 40400', async () => {
    const r = await t.call('/api/user/auth/close', { userId: 999999 }, { token: adminToken });
    expect([r.status, r.subCode, r.subMessage]).toEqual([404, 40400, '用户不存在或已删除']);
  });
});

describe('tenant isolation', () => {
  it("tenant 2's administrator cannot disable, enable or unlock a user of tenant 1", async () => {
    await t.db.query(`update users set locked_until = now() + interval '10 minutes' where id = $1`, [t1.userId]);
    try {
      const before = await userRow(t1.userId);
      for (const path of ['/api/user/auth/close', '/api/user/auth/open', '/api/user/unlock']) {
        const r = await t.call(path, { userId: t1.userId }, { token: t2Token });
        expect([path, r.status, r.subCode, r.subMessage]).toEqual([path, 404, 40400, '用户不存在或已删除']);
      }
      expect(await userRow(t1.userId)).toEqual(before);
    } finally {
      await t.db.query('update users set locked_until = null where id = $1', [t1.userId]);
    }
    expect((await t.call('/homepage/getUserInfo', {}, { token: userToken })).subCode).toBe(10000);
  });

  it("tenant 2 cannot see or mark tenant 1's messages", async () => {
    const own = await t.call('/homepage/getMessageList', {}, { token: t2Token });
    expect(own.subCode).toBe(10000);
    expect(own.data.page.list).toEqual([]);
    expect(own.data.page.total).toBe(0);
    expect(own.data.unread).toBe(0);

    const t1Messages = (await t.db.query<{ id: number }>('select id from messages where tenant_id = $1 order by id', [t1.tenantId])).rows.map((r) => r.id);
    expect(t1Messages.length).toBeGreaterThan(0);
    const adminUnread = (await t.call('/homepage/getMessageList', {}, { token: adminToken })).data.unread;
    const byIds = await t.call('/homepage/setMessageRead', { ids: t1Messages }, { token: t2Token });
    expect([byIds.subCode, byIds.data]).toEqual([10000, { updated: 0 }]);
    const all = await t.call('/homepage/setMessageRead', { all: true }, { token: t2Token });
    expect(all.data).toEqual({ updated: 0 });
    const unread = await t.db.query('select count(*)::int as n from messages where tenant_id = $1 and is_read = 0', [t1.tenantId]);
    expect(unread.rows[0]).toEqual({ n: t1Messages.length });
    expect((await t.call('/homepage/getMessageList', {}, { token: adminToken })).data.unread).toBe(adminUnread);
  });

  it('getGroupInfo counts only the caller’s tenant', async () => {
    const g2 = await t.call('/homepage/getGroupInfo', {}, { token: t2Token });
    expect(g2.data).toMatchObject({ tenantId: t2.tenantId, tenantName: '远山知识产权代理有限公司', userCount: 2, enabledUserCount: 2, roleName: '管理员' });
    await t.db.query('update users set status = 0 where id = $1', [t2.userId]);
    try {
      expect((await t.call('/homepage/getGroupInfo', {}, { token: t2Token })).data).toMatchObject({ userCount: 2, enabledUserCount: 1 });
      const g1 = await t.call('/homepage/getGroupInfo', {}, { token: adminToken });
      expect(g1.data).toMatchObject({ tenantId: t1.tenantId, tenantName: '星河品牌管理有限公司', userCount: t1Users, enabledUserCount: t1Users });
    } finally {
      await t.db.query('update users set status = 1 where id = $1', [t2.userId]);
    }
  });

  it('getUserInfo of tenant 2 names tenant 2', async () => {
    const r = await t.call('/homepage/getUserInfo', {}, { token: t2Token });
    expect(r.data).toMatchObject({ id: t2.adminId, account: 'zhao', tenant: { id: t2.tenantId, name: '远山知识产权代理有限公司' } });
  });

  it('withTenant sees only that tenant’s rows in every tenant table', async () => {
    const users = await withTenant(t.db, t2.tenantId, (tx) => tx.query<{ tenant_id: number; account: string }>('select * from users order by id'));
    expect(users.rows.map((u) => u.account)).toEqual(['zhao', 'qian']);
    expect(new Set(users.rows.map((u) => u.tenant_id))).toEqual(new Set([t2.tenantId]));
    for (const table of ['roles', 'sessions', 'messages', 'users']) {
      const r = await withTenant(t.db, t2.tenantId, (tx) => tx.query<{ tenant_id: number }>(`select tenant_id from ${table}`));
      expect([table, r.rows.every((row) => row.tenant_id === t2.tenantId)]).toEqual([table, true]);
      const other = await withTenant(t.db, t1.tenantId, (tx) => tx.query<{ tenant_id: number }>(`select tenant_id from ${table}`));
      expect([table, other.rows.length > 0 && other.rows.every((row) => row.tenant_id === t1.tenantId)]).toEqual([table, true]);
    }
    const tenants = await withTenant(t.db, t2.tenantId, (tx) => tx.query<{ id: number }>('select id from tenants'));
    expect(tenants.rows).toEqual([{ id: t2.tenantId }]);
    // The owner (system) role sees everything.
    expect((await withSystem(t.db, (tx) => tx.query('select id from users'))).rows.length).toBe(t1Users + 2);
  });

  it('withTenant cannot write another tenant’s rows', async () => {
    const messagesBefore = (await t.db.query('select count(*)::int as n from messages')).rows[0];
    // Rolled back: the counts are all this needs.
    const counts = await withTenant(t.db, t2.tenantId, async (tx) => {
      const upd = await tx.query('update users set name = name');
      const del = await tx.query('delete from messages');
      throw new Rollback({ updated: upd.rowCount, deleted: del.rowCount });
    }).catch((e) => (e instanceof Rollback ? e.value : Promise.reject(e)));
    // tenant 2 has 2 users and no messages: nothing of tenant 1 was touched
    expect(counts).toEqual({ updated: 2, deleted: 0 });
    expect((await t.db.query('select count(*)::int as n from messages')).rows[0]).toEqual(messagesBefore);

    const insert = withTenant(t.db, t2.tenantId, (tx) =>
      tx.query(`insert into messages (tenant_id, user_id, title, content) values ($1, $2, 'x', 'y')`, [t1.tenantId, t1.userId]),
    );
    await expect(insert).rejects.toThrow(/row-level security/);
    const move = withTenant(t.db, t2.tenantId, (tx) => tx.query('update users set tenant_id = $1 where id = $2', [t1.tenantId, t2.userId]));
    await expect(move).rejects.toThrow(/row-level security/);
    const byTenant = await t.db.query<{ tenant_id: number; n: number }>('select tenant_id, count(*)::int as n from users group by tenant_id order by tenant_id');
    expect(byTenant.rows).toEqual([{ tenant_id: t1.tenantId, n: t1Users }, { tenant_id: t2.tenantId, n: 2 }]);
  });
});
