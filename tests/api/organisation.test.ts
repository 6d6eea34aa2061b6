// Roles, permissions and organisation (issue 17): a caller never grants a role more than their own role holds;
// a removed permission is refused on the user's next call; the data scope of a role narrows trademark and case
// lists, details and exports (本部门及下级 follows the department tree and the users' moves; 本人 only one's own);
// departments as a tree with guarded deletes and stale saves; batch moves; role copy and delete rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { startTestApp, userId, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
const ids: Record<string, number> = {};

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const refused = (r: CallResult, subCode: number, message: RegExp) => expect([r.subCode, r.subMessage]).toEqual([subCode, expect.stringMatching(message)]);
const call = (path: string, body: object, token = admin) => t.call(path, body, { token });

/** A user of the demo tenant with a role made for the test. */
async function userWithRole(account: string, role: { name: string; auth: string[]; menus: string[]; scope: number }, deptId: number | null = null) {
  const tenant = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin'`)).rows[0].tenant_id;
  const r = await t.db.query<{ id: number }>(`insert into roles (tenant_id, role_name, role_auth, menu_keys, data_scope) values ($1, $2, $3, $4, $5) returning id`, [
    tenant, role.name, role.auth.join(','), role.menus, role.scope,
  ]);
  const u = await t.db.query<{ id: number }>(`insert into users (tenant_id, account, name, phone, role_id, dept_id, password_hash) values ($1, $2, $2, '13800000000', $3, $4, $5) returning id`, [
    tenant, account, r.rows[0].id, deptId, await hashPassword('Test@2026x'),
  ]);
  return { roleId: r.rows[0].id, userId: u.rows[0].id, token: await t.tokenFor(account, 'Test@2026x') };
}

const markIdsOwnedBy = async (owners: number[]) =>
  (await t.db.query<{ id: number }>(`select id from trademarks where deleted_at is null and created_by = any($1::int[]) order by id`, [owners])).rows.map((r) => r.id);
const listedMarkIds = async (token: string) => {
  const page = ok(await call('/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 100 }, token));
  return { total: page.total as number, ids: (page.list as Array<{ id: number }>).map((m) => m.id).sort((a, b) => a - b) };
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  manager = await t.tokenFor('dept.manager', 'Manager@2026');
  for (const a of ['admin', 'user', 'dept.manager', 'market']) ids[a] = await userId(t.db, a);
  for (const d of (await t.db.query<{ id: number; name: string }>('select id, name from departments')).rows) ids[d.name] = d.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('grants', () => {
  it('the permission list is the built menu tree with its buttons, and says what the caller may grant', async () => {
    const p = ok(await call('/api/permissionList', {}));
    const system = p.tree.find((n: { menuKey: string }) => n.menuKey === 'system');
    const roles = system.children.find((n: { menuKey: string }) => n.menuKey === 'roleConfig');
    expect(roles.buttons.map((b: { key: string }) => b.key)).toEqual(['roleAdd', 'roleDelete', 'roleEdit', 'roleList']);
    expect(p.maxDataScope).toBe(1);
    expect(p.grantableAuth).toContain('brandDelete');
  });

  it('a user never grants a role more than their own role holds', async () => {
    const limited = await userWithRole('role.keeper', { name: '角色维护员', auth: ['roleList', 'roleAdd', 'roleEdit', 'brandList'], menus: ['system', 'roleConfig', 'brandManage', 'brandRecord'], scope: 2 });
    const p = ok(await call('/api/permissionList', {}, limited.token));
    expect([p.grantableAuth.sort(), p.maxDataScope]).toEqual([['brandList', 'roleAdd', 'roleEdit', 'roleList'], 2]);
    // A button, a menu or a data scope beyond one's own: refused, nothing stored.
    refused(await call('/api/role/add', { roleName: '越权一', dataScope: 2, roleAuth: ['brandList', 'brandDelete'], menuKeys: [] }, limited.token), 40300, /删除商标/);
    refused(await call('/api/role/add', { roleName: '越权二', dataScope: 2, roleAuth: [], menuKeys: ['userConfig'] }, limited.token), 40300, /菜单 userConfig/);
    refused(await call('/api/role/add', { roleName: '越权三', dataScope: 1, roleAuth: ['brandList'], menuKeys: [] }, limited.token), 40300, /更大的数据范围/);
    expect((await t.db.query(`select 1 from roles where role_name like '越权%'`)).rows).toEqual([]);
    // Unknown keys are a validation error naming the field.
    refused(await call('/api/role/add', { roleName: '未知', dataScope: 3, roleAuth: ['noSuchKey'], menuKeys: [] }, limited.token), 40000, /roleAuth.*noSuchKey/);
    // Within one's own role: stored with the buttons' menus and their parents.
    const made = ok(await call('/api/role/add', { roleName: '只读档案', dataScope: 3, roleAuth: ['brandList'], menuKeys: [] }, limited.token));
    expect([made.roleAuth, made.menuKeys, made.dataScope, made.userCount, made.isBuiltin]).toEqual(['brandList', ['brandManage', 'brandRecord'], 3, 0, false]);
    // Editing a role that holds more than the editor: keeping its keys is no grant; adding one is.
    const wide = ok(await call('/api/role/add', { roleName: '宽角色', dataScope: 1, roleAuth: ['brandList', 'brandDelete'], menuKeys: [] }));
    const kept = ok(await call('/api/role/modify', { id: wide.id, version: wide.version, roleName: '宽角色（改）', dataScope: 1, roleAuth: ['brandList', 'brandDelete'], menuKeys: wide.menuKeys }, limited.token));
    expect([kept.roleName, kept.roleAuth, kept.version]).toEqual(['宽角色（改）', 'brandDelete,brandList', 2]);
    refused(await call('/api/role/modify', { id: wide.id, version: kept.version, roleName: '宽角色', dataScope: 1, roleAuth: ['brandList', 'brandDelete', 'brandMerge'], menuKeys: [] }, limited.token), 40300, /合并重复商标/);
    // Copying a role grants its keys to a new one: the same rule.
    refused(await call('/api/role/copy', { id: wide.id, roleName: '宽角色副本' }, limited.token), 40300, /删除商标/);
    // A stale save changes nothing.
    refused(await call('/api/role/modify', { id: wide.id, version: 1, roleName: '旧的', dataScope: 1, roleAuth: [], menuKeys: [] }), 40900, /已被他人修改/);
  });

  it('a removed permission is refused on the next call, without signing in again; menus follow', async () => {
    const archive = await userWithRole('archive.viewer', { name: '档案查看', auth: ['brandList', 'brandExport'], menus: ['brandManage', 'brandRecord'], scope: 1 });
    ok(await call('/brandArchives/queryBrandPage', { pageSize: 10 }, archive.token));
    const role = ok(await call('/api/role/get', { id: archive.roleId }));
    ok(await call('/api/role/modify', { id: role.id, version: role.version, roleName: role.roleName, dataScope: 1, roleAuth: ['brandExport'], menuKeys: role.menuKeys }));
    refused(await call('/brandArchives/queryBrandPage', { pageSize: 10 }, archive.token), 40300, /查看商标档案/);
    const info = ok(await call('/homepage/getUserInfo', {}, archive.token));
    expect(info.role.roleAuth).toBe('brandExport');
  });

  it('copy, and delete only custom roles without users', async () => {
    const specialist = (await t.db.query<{ id: number }>(`select id from roles where builtin = 'specialist' and tenant_id = (select tenant_id from users where account = 'admin')`)).rows[0].id;
    const copy = ok(await call('/api/role/copy', { id: specialist, roleName: '商标专员（华东）' }));
    const source = ok(await call('/api/role/get', { id: specialist }));
    const keys = (auth: string) => auth.split(',').sort();
    expect([keys(copy.roleAuth), copy.menuKeys.sort(), copy.isBuiltin]).toEqual([keys(source.roleAuth), source.menuKeys.sort(), false]);
    refused(await call('/api/role/copy', { id: specialist, roleName: '商标专员' }), 40900, /已存在/);
    refused(await call('/api/role/delete', { id: specialist }), 40900, /内置角色/);
    const managerRole = (await t.db.query<{ role_id: number }>(`select role_id from users where account = 'dept.manager'`)).rows[0].role_id;
    refused(await call('/api/role/delete', { id: managerRole }), 40900, /还有 1 个用户/);
    ok(await call('/api/role/delete', { id: copy.id }));
    refused(await call('/api/role/get', { id: copy.id }), 40400, /不存在/);
    const adminRole = (await t.db.query<{ id: number; version: number }>(`select id, version from roles where builtin = 'admin' and tenant_id = (select tenant_id from users where account = 'admin')`)).rows[0];
    refused(await call('/api/role/modify', { ...adminRole, roleName: '管理员', dataScope: 1, roleAuth: [], menuKeys: [] }), 40900, /管理员/);
  });
});

describe('data scope', () => {
  it('本部门及下级: the manager of 法务部 lists, opens and exports only the marks of 法务部 and 商标组', async () => {
    const mine = await markIdsOwnedBy([ids.user, ids['dept.manager']]);
    expect(mine.length).toBeGreaterThan(100);
    const listed = await listedMarkIds(manager);
    expect(listed.total).toBe(mine.length);
    expect(listed.ids.length).toBe(100);
    expect(listed.ids.filter((id) => !mine.includes(id))).toEqual([]);
    const all = await listedMarkIds(admin);
    expect(all.total).toBeGreaterThan(listed.total);
    // A filter and the scope together.
    const filtered = ok(await call('/brandArchives/queryBrandPage', { pageSize: 10, filters: { tmCl: [25] } }, manager));
    const expected = (await t.db.query<{ n: number }>(`select count(*)::int as n from trademarks where deleted_at is null and tm_cl = 25 and created_by = any($1::int[])`, [[ids.user, ids['dept.manager']]])).rows[0].n;
    expect(filtered.total).toBe(expected);
    // Another department's mark is not found, like another tenant's.
    const [foreign] = await markIdsOwnedBy([ids.market]);
    refused(await call('/brandArchives/queryBrandDetail', { id: foreign }, manager), 40400, /不存在/);
    ok(await call('/brandArchives/queryBrandDetail', { id: foreign }));
    refused(await call('/brandArchives/modify', { id: foreign, version: 1, tmName: '越界修改', tmCl: 9 }, manager), 40400, /不存在/);
    // The export holds exactly the scoped rows.
    const exported = ok(await call('/brandArchives/export', { columns: ['tmName', 'regNo'] }, manager));
    expect([exported.status, exported.rowCount]).toEqual([1, mine.length]);
  });

  it('本部门及下级 follows the users: moving a user into the department shows their records', async () => {
    const before = (await listedMarkIds(manager)).total;
    const theirs = (await markIdsOwnedBy([ids.market])).length;
    expect(ok(await call('/api/user/batchMove', { ids: [ids.market], deptId: ids['专利组'] }))).toEqual({ moved: 1 });
    expect((await listedMarkIds(manager)).total).toBe(before + theirs);
    ok(await call('/api/user/batchMove', { ids: [ids.market], deptId: ids['市场部'] }));
    expect((await listedMarkIds(manager)).total).toBe(before);
  });

  it('cases: list, type counts and detail are scoped too', async () => {
    const owned = (await t.db.query<{ case_no: string; created_by: number }>(`select case_no, created_by from cases where deleted_at is null order by id`)).rows;
    const inScope = owned.filter((c) => c.created_by === ids.user || c.created_by === ids['dept.manager']);
    const page = ok(await call('/caseManage/getCaseLists', { pageNo: 1, pageSize: 100 }, manager));
    expect(page.total).toBe(inScope.length);
    expect(ok(await call('/caseManage/caseTypeStatistics', {}, manager)).total).toBe(inScope.length);
    const outside = owned.find((c) => c.created_by === ids.market);
    expect(outside).toBeDefined();
    refused(await call('/caseManage/queryCase', { caseNo: outside!.case_no }, manager), 40400, /案件不存在/);
    ok(await call('/caseManage/queryCase', { caseNo: outside!.case_no }));
  });

  it('本人: only one’s own records; a new mark is its creator’s', async () => {
    const own = await userWithRole('own.scope', { name: '仅本人', auth: ['brandList', 'brandAdd'], menus: ['brandManage', 'brandRecord'], scope: 3 }, ids['商标组']);
    expect((await listedMarkIds(own.token)).total).toBe(0);
    const made = ok(await call('/brandArchives/add', { tmName: '本人商标', tmCl: 9, countryCode: 'CN' }, own.token));
    const listed = await listedMarkIds(own.token);
    expect(listed.ids).toEqual([made.id]);
    // The manager of 法务部 sees it too (商标组 is below 法务部).
    ok(await call('/brandArchives/queryBrandDetail', { id: made.id }, manager));
  });
});

describe('people search (spec 6)', () => {
  it('an agency user sees other agencies\' users only with noFilterItem; others see everyone', async () => {
    const role = { name: '代理机构', auth: [], menus: ['deal'], scope: 3 };
    const one = await userWithRole('agency.one', role);
    await t.db.query(`update roles set role_name = '代理机构' where id = $1`, [one.roleId]);
    const tenant = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin'`)).rows[0].tenant_id;
    await t.db.query(`insert into users (tenant_id, account, name, phone, role_id, password_hash) values ($1, 'agency.two', 'agency.two', '13800000000', $2, 'x')`, [tenant, one.roleId]);
    const names = async (token: string, extra: object = {}) => (ok(await call('/api/fuzzySearch', { search: 'agency', ...extra }, token)) as Array<{ account: string }>).map((p) => p.account).sort();
    expect(await names(one.token)).toEqual(['agency.one']);
    expect(await names(one.token, { noFilterItem: true })).toEqual(['agency.one', 'agency.two']);
    expect(await names(admin)).toEqual(['agency.one', 'agency.two']);
  });
});

describe('departments', () => {
  it('a tree with guarded deletes, stale saves refused and batch moves', async () => {
    const list = ok(await call('/api/departmentList', {}));
    const legal = list.find((d: { name: string }) => d.name === '法务部');
    expect(list.find((d: { name: string }) => d.name === '商标组').path).toBe(`${legal.path}${ids['商标组']}/`);
    const child = ok(await call('/api/departmentManagement/save', { parentId: legal.id, name: '版权组', sort: 3 }));
    expect([child.parentId, child.path, child.userCount]).toEqual([legal.id, `${legal.path}${child.id}/`, 0]);
    refused(await call('/api/departmentManagement/save', { parentId: legal.id, name: '版权组' }), 40900, /已有名为“版权组”/);
    const renamed = ok(await call('/api/departmentManagement/save', { id: child.id, version: child.version, name: '版权与专利组' }));
    refused(await call('/api/departmentManagement/save', { id: child.id, version: child.version, name: '旧名' }), 40900, /已被他人修改/);
    refused(await call('/api/departmentManagement/delete', { id: legal.id }), 40900, /下级部门/);
    const options = ok(await call('/api/departmentOptions', {}));
    expect(options.find((o: { value: number }) => o.value === renamed.id).label).toBe('总部 / 法务部 / 版权与专利组');
    // Enterprises move between groups (departments).
    const ent = (await t.db.query<{ id: number }>('select id from enterprises order by id limit 2')).rows.map((r) => r.id);
    expect(ok(await call('/enterPrise/batchMove', { ids: ent, groupId: renamed.id }))).toEqual({ moved: 2 });
    refused(await call('/api/departmentManagement/delete', { id: renamed.id }), 40900, /2 个企业/);
    expect(ok(await call('/enterPrise/getList', { pageSize: 10, filters: { groupId: renamed.id } })).list.map((e: { id: number }) => e.id).sort()).toEqual([...ent].sort());
    ok(await call('/enterPrise/batchMove', { ids: ent, groupId: null }));
    ok(await call('/api/departmentManagement/delete', { id: renamed.id }));
    refused(await call('/api/user/batchMove', { ids: [ids.market], deptId: renamed.id }), 40000, /目标部门不存在/);
    // The users list shows and filters by department; the user form refuses an unknown one.
    const users = ok(await call('/api/user/list', { pageSize: 50, filters: { deptId: ids['市场部'] } }));
    expect(users.list.map((u: { account: string; deptName: string }) => [u.account, u.deptName])).toEqual([['market', '市场部']]);
    const roleId = ok(await call('/api/角色列表', {}))[0].value;
    refused(await call('/api/user/add', { account: 'nodept', name: '无部门', roleId, deptId: 999999, password: 'Test@2026x', status: 1 }), 40000, /部门/);
  });

  it('needs its permissions: the 商标专员 manages no departments, roles or moves', async () => {
    const specialist = await t.tokenFor('user', 'User@2026');
    ok(await call('/api/departmentList', {}, specialist));
    refused(await call('/api/departmentManagement/save', { name: '专员部门' }, specialist), 40300, /部门/);
    refused(await call('/api/role/list', { pageSize: 10 }, specialist), 40300, /角色/);
    refused(await call('/api/user/batchMove', { ids: [ids.market], deptId: null }, specialist), 40300, /移动/);
  });
});
