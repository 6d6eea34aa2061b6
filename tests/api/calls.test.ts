// Home-page calls: messages (paging, unread, mark read), menu tree, user info, group info.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/generated/types';
import { startTestApp, userId, type TestApp } from './harness';

let t: TestApp;
let adminToken: string;
let userToken: string;
let adminId: number;
let userUnread: number;

beforeAll(async () => {
  t = await startTestApp();
  adminId = await userId(t.db, 'admin');
  adminToken = await t.tokenFor('admin', 'Admin@2026');
  userToken = await t.tokenFor('user', 'User@2026');
  // The administrator's messages are replaced by 15 known ones (消息1 oldest ... 消息15 newest), types 1-3;
  // the normal user keeps the seeded ones.
  const tenant = await t.db.query<{ tenant_id: number }>('select tenant_id from users where id = $1', [adminId]);
  await t.db.query('delete from messages where user_id = $1', [adminId]);
  for (let i = 1; i <= 15; i++)
    await t.db.query(
      `insert into messages (tenant_id, user_id, title, content, msg_type, created_at)
       values ($1, $2, $3, '内容', $4, now() - make_interval(secs => $5))`,
      [tenant.rows[0].tenant_id, adminId, `消息${i}`, (i % 3) + 1, 100 - i],
    );
  userUnread = (await t.db.query<{ n: number }>('select count(*)::int as n from messages where user_id = $1 and is_read = 0', [await userId(t.db, 'user')])).rows[0].n;
});
afterAll(async () => {
  await t?.close();
});

const list = (body: object, token = adminToken) => t.call('/homepage/getMessageList', body, { token });

describe('messages', () => {
  it('pages newest first with total and unread', async () => {
    const p1 = await list({ pageNo: 1, pageSize: 10 });
    expect(p1.subCode).toBe(10000);
    expect(p1.data.page).toMatchObject({ total: 15, totalCapped: false, pageNo: 1, pageSize: 10 });
    expect(p1.data.unread).toBe(15);
    expect(p1.data.page.list).toHaveLength(10);
    expect(p1.data.page.list[0]).toMatchObject({ title: '消息15', content: '内容', msgType: 1, isRead: 0, link: null });
    const p2 = await list({ pageNo: 2, pageSize: 10 });
    expect(p2.data.page.list).toHaveLength(5);
    const all = [...p1.data.page.list, ...p2.data.page.list];
    expect(new Set(all.map((m: { id: number }) => m.id)).size).toBe(15);
    const times = all.map((m: { createTime: string }) => Date.parse(m.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.map((m: { title: string }) => m.title)).toEqual(Array.from({ length: 15 }, (_, i) => `消息${15 - i}`));
    expect((await list({ pageNo: 3, pageSize: 10 })).data.page.list).toEqual([]);
  });

  it('defaults to page 1 of 20', async () => {
    const r = await list({});
    expect(r.data.page).toMatchObject({ pageNo: 1, pageSize: 20, total: 15 });
    expect(r.data.page.list).toHaveLength(15);
  });

  it('filters by type and read state', async () => {
    const byType = await list({ msgType: 2 });
    expect(byType.data.page.total).toBe(5);
    expect(byType.data.page.list.every((m: { msgType: number }) => m.msgType === 2)).toBe(true);
    expect(byType.data.unread).toBe(15);
    expect((await list({ isRead: 1 })).data.page.total).toBe(0);
  });

  it('marks given ids read, only once, and only the caller’s own', async () => {
    const page = (await list({ pageSize: 10 })).data.page.list as Array<{ id: number }>;
    const ids = page.slice(0, 2).map((m) => m.id);
    const r = await t.call('/homepage/setMessageRead', { ids }, { token: adminToken });
    expect([r.subCode, r.data]).toEqual([10000, { updated: 2 }]);
    expect((await t.call('/homepage/setMessageRead', { ids }, { token: adminToken })).data).toEqual({ updated: 0 });
    const after = await list({ pageSize: 10 });
    expect(after.data.unread).toBe(13);
    expect(after.data.page.list.slice(0, 2).map((m: { isRead: number }) => m.isRead)).toEqual([1, 1]);
    expect((await list({ isRead: 1 })).data.page.total).toBe(2);
    expect((await list({ isRead: 0 })).data.page.total).toBe(13);

    // Another user of the same tenant cannot mark the administrator's messages.
    const other = await t.call('/homepage/setMessageRead', { ids: page.slice(2).map((m) => m.id) }, { token: userToken });
    expect(other.data).toEqual({ updated: 0 });
    expect((await list({})).data.unread).toBe(13);
  });

  it('marks all read', async () => {
    const r = await t.call('/homepage/setMessageRead', { all: true }, { token: adminToken });
    expect(r.data).toEqual({ updated: 13 });
    expect((await list({})).data.unread).toBe(0);
    // the other user's messages are untouched
    expect(userUnread).toBeGreaterThan(0);
    expect((await list({}, userToken)).data.unread).toBe(userUnread);
  });

  it('needs exactly one of ids and all', async () => {
    const both = await t.call('/homepage/setMessageRead', { ids: [1], all: true }, { token: adminToken });
    expect([both.subCode, both.subMessage]).toEqual([40000, '请求体最多只能有 1 个字段']);
    const none = await t.call('/homepage/setMessageRead', {}, { token: adminToken });
    expect([none.subCode, none.subMessage]).toEqual([40000, '请求体至少需要 1 个字段']);
    const notTrue = await t.call('/homepage/setMessageRead', { all: false }, { token: adminToken });
    expect([notTrue.subCode, notTrue.subMessage]).toEqual([40000, '字段“全部”（all）的取值必须是 true']);
    const dup = await t.call('/homepage/setMessageRead', { ids: [1, 1] }, { token: adminToken });
    expect(dup.subCode).toBe(40000);
  });
});

function flatten(tree: MenuItem[]): MenuItem[] {
  return tree.flatMap((m) => [m, ...flatten(m.children ?? [])]);
}

describe('menus and user info', () => {
  it('the administrator’s menu contains /deal and only built routes', async () => {
    const r = await t.call<MenuItem[]>('/homepage/getMenuList', {}, { token: adminToken });
    expect(r.subCode).toBe(10000);
    const items = flatten(r.data);
    expect(items.map((m) => m.path)).toContain('/deal');
    expect(items.find((m) => m.path === '/deal')).toMatchObject({ component: 'deal', meta: { menuKey: 'deal' } });
    for (const m of items) expect(Boolean(m.component) || (m.children ?? []).length > 0).toBe(true);
  });

  it('getUserInfo has id, name, phone, mauth, roleName and role.roleAuth', async () => {
    const r = await t.call('/homepage/getUserInfo', {}, { token: adminToken });
    expect(r.subCode).toBe(10000);
    expect(r.data).toMatchObject({ id: adminId, account: 'admin', name: '王管理', phone: '13800000001', roleName: '管理员', role: { roleName: '管理员' } });
    expect(r.data.tenant.name).toBe('星河品牌管理有限公司');
    expect(r.data.mauth.split(',')).toContain('deal');
    expect(r.data.role.roleAuth.split(',')).toEqual(expect.arrayContaining(['userList', 'userStatus', 'userUnlock']));
    // mauth lists exactly the menu keys of the menu tree
    const menu = await t.call<MenuItem[]>('/homepage/getMenuList', {}, { token: adminToken });
    expect(r.data.mauth).toBe(flatten(menu.data).map((m) => m.meta.menuKey).join(','));

    const u = await t.call('/homepage/getUserInfo', {}, { token: userToken });
    expect(u.data).toMatchObject({ account: 'user', name: '李专员', phone: '13800000002', roleName: '商标专员', role: { roleName: '商标专员', roleAuth: expect.stringContaining('brandList') } });
    expect(u.data.mauth.split(',')).toContain('deal');
  });

  it('getGroupInfo reports the previous sign-in', async () => {
    const first = await t.call('/homepage/getGroupInfo', {}, { token: userToken });
    const users = (await t.db.query<{ n: number }>('select count(*)::int as n from users where tenant_id = $1', [first.data.tenantId])).rows[0].n;
    expect(first.data).toMatchObject({ tenantName: '星河品牌管理有限公司', userCount: users, enabledUserCount: users, roleName: '商标专员', lastLoginAt: null });
    const again = await t.tokenFor('user', 'User@2026');
    const second = await t.call('/homepage/getGroupInfo', {}, { token: again });
    expect(Date.parse(second.data.lastLoginAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});
