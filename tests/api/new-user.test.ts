// What a new user hit (issue 18 items 1, 3 and 7), on both databases: the demo 商标专员 works the archive,
// disputes, announcements and record detail with the grants schemas/roles.json gives the built-in role (kept in
// step at start without undoing an administrator's changes); export records are their creator's unless the role
// holds exportRecordsAll; menus hold only built routes; /open/class45 serves the public /try45 page; the user
// form's 状态 defaults to 启用; the demo marks' statuses agree with their dates.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { permissionKeys } from '../../src/generated/catalogue';
import { builtinRoles } from '../../src/generated/roles';
import { componentKeys, menuKeys } from '../../src/generated/routes';
import type { MenuItem } from '../../src/generated/types';
import { resetClass45Limit, CLASS45_LIMIT } from '../../src/modules/open/server/class45';
import { importNiceText } from '../../src/modules/classification/server/importer';
import { syncBuiltinRoles } from '../../src/server/roles';
import { b64, startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let user: string;

const sql = <T = any>(text: string, params: unknown[] = []) => t.db.query<T>(text, params);
const specialistRole = async () => (await sql<{ id: number; role_auth: string; menu_keys: string[] }>(`select id, role_auth, menu_keys from roles where builtin = 'specialist' order by id limit 1`)).rows[0];
const specialist = builtinRoles.find((r) => r.key === 'specialist')!;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
});
afterAll(() => t?.close());

describe('the demo 商标专员 (user / User@2026)', () => {
  it('opens the archive, its record detail, disputes and announcements (no 没有操作权限)', async () => {
    const page = await t.call('/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 10 }, { token: user });
    expect([page.subCode, page.subMessage]).toEqual([10000, '成功']);
    expect(page.data.list.length).toBe(10);
    const detail = await t.call('/brandArchives/queryBrandDetail', { id: page.data.list[0].id }, { token: user });
    expect(detail.subCode).toBe(10000);
    expect(detail.data.id).toBe(page.data.list[0].id);
    for (const path of ['/api/dispute/list', '/api/riskGg/list']) {
      const r = await t.call(path, { pageNo: 1, pageSize: 10 }, { token: user });
      expect([path, r.subCode]).toEqual([path, 10000]);
      expect(r.data.list.length).toBeGreaterThan(0);
    }
  });

  it('works tags, custom-field values, import and export, but not users, enterprises or custom-field settings', async () => {
    const info = await t.call('/homepage/getUserInfo', {}, { token: user });
    const keys = new Set(String(info.data.role.roleAuth).split(','));
    for (const k of ['brandList', 'brandAdd', 'brandEdit', 'brandImport', 'brandExport', 'tagsList', 'addTags', 'delTags', 'customFieldData']) expect(keys, k).toContain(k);
    for (const k of ['userList', 'userAdd', 'enterpriseList', 'brandCustomListSettings', 'exportRecordsAll']) expect(keys.has(k), k).toBe(false);
    expect((await t.call('/brandLabel/brandMapList', { format: 1 }, { token: user })).subCode).toBe(10000);
    expect((await t.call('/api/user/list', { pageNo: 1, pageSize: 10 }, { token: user })).subMessage).toBe('没有操作权限：查看用户');
    expect((await t.call('/enterPrise/getList', { pageNo: 1, pageSize: 10 }, { token: user })).subCode).toBe(40300);
    const menus = flatten((await t.call<MenuItem[]>('/homepage/getMenuList', {}, { token: user })).data).map((m) => m.meta.menuKey);
    expect(menus).toContain('brandRecord');
    expect(menus).not.toContain('userConfig');
    expect(menus).not.toContain('system');
  });

  it('works cases, and picks an applicant for them without 查看企业 (only the applicant fields, own tenant)', async () => {
    expect((await t.call('/caseManage/getCaseLists', { pageNo: 1, pageSize: 10 }, { token: user })).subCode).toBe(10000);
    const all = await t.call('/enterPrise/pick', {}, { token: user });
    expect(all.subCode).toBe(10000);
    expect(all.data.list.length).toBeGreaterThan(0);
    expect(Object.keys(all.data.list[0]).sort()).not.toContain('certificateNo');
    const name = String(all.data.list[0].applicantName);
    const one = await t.call('/enterPrise/pick', { key: name.slice(0, 2), pageSize: 5 }, { token: user });
    expect(one.data.list.map((e: { applicantName: string }) => e.applicantName)).toContain(name);
    expect((await t.call('/enterPrise/pick', { key: '不存在的申请人名称' }, { token: user })).data.list).toEqual([]);
    expect((await t.call('/enterPrise/pick', { pageSize: 51 }, { token: user })).subCode).toBe(40000);
    expect((await t.call('/enterPrise/pick', {}, {})).subCode).toBe(40100);
  });
});

describe('built-in roles (schemas/roles.json) in every tenant', () => {
  it('admin holds every permission and menu key, the specialist exactly its data', async () => {
    const roles = (await sql<{ builtin: string; role_auth: string; menu_keys: string[] }>(`select builtin, role_auth, menu_keys from roles where builtin is not null order by builtin`)).rows;
    const adminRole = roles.find((r) => r.builtin === 'admin')!;
    expect(adminRole.role_auth.split(',').sort()).toEqual([...permissionKeys].sort());
    expect(adminRole.role_auth.split(',')).toContain('exportRecordsAll');
    expect([...adminRole.menu_keys].sort()).toEqual([...menuKeys].sort());
    const spec = roles.find((r) => r.builtin === 'specialist')!;
    expect(spec.role_auth.split(',').sort()).toEqual([...specialist.permissions].sort());
    expect([...spec.menu_keys].sort()).toEqual([...specialist.menus].sort());
  });

  it('an upgrade adds newly granted keys, keeps what an administrator added, does not re-add what one removed, drops unknown keys', async () => {
    const role = await specialistRole();
    // As if this role had been synced by a version without riskGgList, then changed by hand: brandDelete and a
    // menu added, addTags and the dispute menu's permission removed, and a key no version knows.
    const before = specialist.permissions.filter((k) => k !== 'riskGgList');
    const held = [...before.filter((k) => k !== 'addTags' && k !== 'riskGgList'), 'brandDelete', 'ghostKey'];
    await sql(`update roles set synced_auth = $2, role_auth = $3, menu_keys = array_append(menu_keys, 'userConfig') where id = $1`, [role.id, before, held.join(',')]);
    await syncBuiltinRoles(t.db);
    const after = await specialistRole();
    const keys = after.role_auth.split(',');
    expect(keys).toContain('riskGgList'); // newly granted by the data
    expect(keys).toContain('brandDelete'); // added by hand
    expect(keys).not.toContain('addTags'); // removed by hand after the sync granted it
    expect(keys).not.toContain('ghostKey'); // no such key
    expect(after.menu_keys).toContain('userConfig');
    // A second start changes nothing.
    await syncBuiltinRoles(t.db);
    expect(await specialistRole()).toEqual(after);
    // Restore the data's grants for the tests below.
    await sql(`update roles set role_auth = $2, menu_keys = $3 where id = $1`, [role.id, specialist.permissions.join(','), specialist.menus]);
  });

  it('adopts a role of the same name from before the roles were data, and creates a missing one', async () => {
    const role = await specialistRole();
    await sql(`update roles set builtin = null, role_auth = '', synced_auth = '{}', synced_menus = '{}' where id = $1`, [role.id]);
    const tenants = (await sql<{ id: number }>('select id from tenants')).rows.length;
    await syncBuiltinRoles(t.db);
    const adopted = await specialistRole();
    expect(adopted.id).toBe(role.id);
    expect(adopted.role_auth.split(',').sort()).toEqual([...specialist.permissions].sort());
    expect((await sql(`select count(*)::int as n from roles where builtin is not null`)).rows[0].n).toBe(tenants * builtinRoles.length);
  });
});

describe('export records are their creator’s', () => {
  let adminExport: number;
  let userExport: number;

  beforeAll(async () => {
    const a = await t.call('/api/user/export', { columns: ['account', 'name'] }, { token: admin });
    expect(a.subCode).toBe(10000);
    adminExport = a.data.id;
    const page = await t.call('/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 10 }, { token: user });
    expect([page.subCode, page.subMessage]).toEqual([10000, '成功']);
    const first = page.data.list[0];
    const u = await t.call('/brandArchives/export', { columns: ['tmName', 'tmStatus'], ids: [first.id] }, { token: user });
    expect(u.subCode).toBe(10000);
    userExport = u.data.id;
  });

  const ids = async (token: string) => (await t.call('/brand/exportRecord/list', { pageNo: 1, pageSize: 100 }, { token })).data.list.map((r: { id: number }) => r.id);
  const download = (id: number, token: string) => t.app.inject({ method: 'GET', url: `/files/exports/${id}`, headers: { token } });

  it('the list shows a user only their own; exportRecordsAll (管理员) shows everyone’s', async () => {
    expect(await ids(user)).toEqual([userExport]);
    expect(await ids(admin)).toEqual(expect.arrayContaining([adminExport, userExport]));
  });

  it('another user’s download answers 40400 with a message, never the file; one’s own downloads', async () => {
    const res = await download(adminExport, user);
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ subCode: 40400, subMessage: '导出记录不存在或不属于您' });
    expect((await download(userExport, user)).statusCode).toBe(200);
    expect((await download(userExport, admin)).statusCode).toBe(200);
  });

  it('another user’s delete answers 40400 and the record stays; exportRecordsAll may delete it', async () => {
    const r = await t.call('/brand/exportRecord/delete', { id: adminExport }, { token: user });
    expect([r.subCode, r.subMessage]).toEqual([40400, '导出记录不存在或不属于您']);
    expect(await ids(admin)).toContain(adminExport);
    expect((await t.call('/brand/exportRecord/delete', { id: userExport }, { token: admin })).subCode).toBe(10000);
    expect(await ids(user)).toEqual([]);
  });
});

const flatten = (list: MenuItem[]): MenuItem[] => list.flatMap((m) => [m, ...flatten(m.children ?? [])]);

describe('routes without a page', () => {
  it('never reach a menu, even the administrator’s: every menu route is a built page or a group holding one', async () => {
    const menus = flatten((await t.call<MenuItem[]>('/homepage/getMenuList', {}, { token: admin })).data);
    expect(menus.length).toBeGreaterThan(5);
    const pages = new Set<string>(componentKeys);
    for (const m of menus) {
      if (m.component) expect(pages.has(m.component), m.path).toBe(true);
      else expect(flatten(m.children ?? []).some((c) => c.component), m.path).toBe(true);
    }
    // The seven tools under 查询产品 open built pages (商标查询 ... 商品分类), 评审文书 the last of them.
    expect(menus.map((m) => m.path)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7].map((n) => `/tool/dplsearch${n}`).concat('/tool/review')));
    expect(menus.map((m) => m.path)).toContain('/risk/monitor'); // built from the hits screen
  });
});

describe('/open/class45 (the public /try45 page)', () => {
  beforeEach(() => resetClass45Limit());

  it('says plainly that nothing is loaded when the classification is empty (no sign-in needed)', async () => {
    await sql('delete from nice_editions');
    const r = await t.call('/open/class45', {});
    expect(r.subCode).toBe(10000);
    expect(r.data).toEqual({ edition: null, classNo: 45, name: expect.any(String), nameEn: expect.any(String), heading: null, groups: [], itemCount: 0 });
  });

  it('reads class 45’s groups and items from the classification tables', async () => {
    const lines = [
      { code: '45', name: '法律服务；为有形财产和个人提供实体保护的安全服务；交友服务，在线网络社交服务；殡仪服务；临时照看婴孩。', type: 'class', version: '2026', parentCode: null },
      { code: '4501', name: '安全服务', type: 'group', version: '2025', parentCode: '45' },
      { code: '4506', name: '法律服务', type: 'group', version: '2025', parentCode: '45' },
      { code: '450001', name: '私人保镖', type: 'item', parentCode: '4501', version: '2025' },
      { code: '450003', name: '侦探服务', type: 'item', parentCode: '4501', version: '2025' },
      { code: '450218', name: '知识产权咨询', type: 'item', parentCode: '4506', version: '2025' },
    ];
    await importNiceText(t.db, 'ncl13-2026', lines.map((l) => JSON.stringify(l)).join('\n'), 'class45.jsonl');
    const r = await t.call('/open/class45', {});
    expect(r.subCode).toBe(10000);
    expect(r.data.edition.edition).toBe('ncl13-2026');
    expect(r.data.heading).toBe(lines[0].name);
    expect(r.data.groups).toEqual([
      { code: '4501', name: '安全服务', items: [{ code: '450001', name: '私人保镖' }, { code: '450003', name: '侦探服务' }] },
      { code: '4506', name: '法律服务', items: [{ code: '450218', name: '知识产权咨询' }] },
    ]);
    expect(r.data.itemCount).toBe(3);
  });

  it('is rate-limited per address (42900 with Retry-After), other addresses unaffected', async () => {
    for (let i = 0; i < CLASS45_LIMIT.calls; i++) expect((await t.call('/open/class45', {}, { ip: '10.45.0.1' })).subCode).toBe(10000);
    const over = await t.call('/open/class45', {}, { ip: '10.45.0.1' });
    expect([over.status, over.subCode]).toEqual([429, 42900]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.call('/open/class45', {}, { ip: '10.45.0.2' })).subCode).toBe(10000);
  });

  it('refuses fields it does not take', async () => {
    expect((await t.call('/open/class45', { classNo: 9 })).subCode).toBe(40000);
  });
});

describe('small ones', () => {
  it('a new user’s 状态 defaults to 启用: the first save without it succeeds', async () => {
    const roleId = (await specialistRole()).id;
    const r = await t.call('/api/user/add', { account: 'newbie', name: '新用户', phone: '13800000009', roleId, password: b64('Newbie@2026') }, { token: admin });
    expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
    expect(r.data.status).toBe(1);
  });

  it('an edit without 状态 is refused rather than silently re-enabling (defaults fill new records only)', async () => {
    const u = (await t.call('/api/user/list', { pageNo: 1, pageSize: 10, filters: { account: 'newbie' } }, { token: admin })).data.list[0];
    const r = await t.call('/api/user/modify', { id: u.id, version: u.version, account: u.account, name: u.name, phone: u.phone, roleId: u.roleId }, { token: admin });
    expect(r.subCode).toBe(40000);
    expect(r.subMessage).toContain('status');
  });

  it('demo marks: statuses agree with their end dates, and no agency is named only in English', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const q = (where: string) => sql<{ n: number }>(`select count(*)::int as n from trademarks where deleted_at is null and ${where}`).then((r) => r.rows[0].n);
    expect(await q(`tm_status = '已注册'`)).toBeGreaterThan(500);
    expect(await q(`tm_status = '已注册' and (end_date is null or end_date < '${today}')`)).toBe(0);
    expect(await q(`tm_status = '已销亡' and (end_date is null or end_date >= '${today}')`)).toBe(0);
    expect(await q(`tm_status in ('已驳回', '商标无效') and reg_date is not null`)).toBe(0);
    expect(await q(`tm_status = '续展中' and (end_date < date '${today}' - 183 or end_date > date '${today}' + 365)`)).toBe(0);
    expect(await q(`agent is null and (agent_en is not null or agent_address is not null)`)).toBe(0);
    expect(await q(`agent_en is not null and agent !~ '[一-龥]'`)).toBe(0);
  });
});
