// The trademark archive core (issue 6, part A): the seeded archive and its list fields, filters, create/edit/
// delete with validation and history, xlsx import (template, content check, bad rows, good rows only, batch
// task), disputes, announcements, the operate log and tenant isolation.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { TaskRunner } from '../../src/server/tasks/runner';
import { startTestApp, tokenWithoutGrants, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let user: string;
/** A role without any button permission (the demo 商标专员 holds the archive's keys). */
let guest: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  await withSystem(t.db, (tx) => createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]));
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  guest = await tokenWithoutGrants(t);
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const page = (body: object, token = admin) => t.call('/brandArchives/queryBrandPage', { pageSize: 20, ...body }, { token });
const history = (entity: string, recordId: number, token = admin) => t.call('/userManage/queryOperateLog', { entity, recordId }, { token });

async function xlsx(rows: Array<Array<string | number | Date | null>>, headers = ['商标名称', '类别', '申请/注册号', '国家/地区', '法律状态', '申请人', '申请日期', '商品/服务项目']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商标档案');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(file: Buffer, name = 'marks.xlsx') {
  const boundary = '----ipmsTestBoundary7MA4YWxk';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(file: Buffer, token = admin, name?: string) {
  const m = multipart(file, name);
  const res = await t.app.inject({ method: 'POST', url: '/files/imports/trademarks', headers: { token, 'content-type': m.contentType }, payload: m.payload });
  return { status: res.statusCode, ...(JSON.parse(res.body) as { subCode: number; subMessage: string; data: any }) };
}

describe('seeded archive and list', () => {
  it('has at least 2,000 marks across classes, statuses, applicants, agents and countries', async () => {
    const counts = (await t.db.query<Record<string, number>>(
      `select count(*)::int as n, count(distinct tm_cl)::int as classes, count(distinct tm_status)::int as statuses, count(distinct applicant)::int as applicants,
              count(distinct agent)::int as agents, count(distinct country_code)::int as countries from trademarks t join tenants x on x.id = t.tenant_id where x.code = 'demo'`,
    )).rows[0];
    expect(counts.n).toBeGreaterThanOrEqual(2000);
    expect(counts.classes).toBeGreaterThanOrEqual(20);
    expect(counts.statuses).toBeGreaterThanOrEqual(10);
    expect(counts.applicants).toBeGreaterThanOrEqual(6);
    expect(counts.agents).toBeGreaterThanOrEqual(5);
    expect(counts.countries).toBeGreaterThanOrEqual(5);
    const dups = await t.db.query(`select reg_no, tm_cl from trademarks where reg_no is not null group by tenant_id, reg_no, tm_cl having count(*) > 1`);
    expect(dups.rows.length).toBeGreaterThanOrEqual(3);
  });

  it('rows carry image, goods, tags, custom values and source', async () => {
    const r = await page({});
    expect(r.subCode).toBe(10000);
    expect(r.data.total).toBeGreaterThan(2000);
    const row = r.data.list[0];
    expect(row.tmImage).toMatch(/^\/files\/tm-logo\.svg\?text=/);
    expect(Array.isArray(row.goodsItems)).toBe(true);
    expect(Array.isArray(row.tags)).toBe(true);
    expect(typeof row.customFieldInfo).toBe('object');
    expect([0, 1, 2, 3]).toContain(row.dplSource);
    const withGoods = r.data.list.find((x: any) => x.goodsItems.length);
    expect(withGoods.goodsItems[0]).toHaveProperty('name');
    const custom = await t.db.query(`select 1 from trademarks where custom_values <> '{}'::jsonb limit 1`);
    expect(custom.rows.length).toBe(1);
  });

  it('tags show their ids until a brand map names them, then the map label', async () => {
    const tm = (await page({ filters: { regNo: '2' } })).data.list[0];
    const tenant = (await t.db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
    await t.db.query(`update trademarks set tag_ids = '{zz-archive-test}' where id = $1`, [tm.id]);
    let row = (await t.call('/brandArchives/queryBrandDetail', { id: tm.id }, { token: admin })).data;
    expect(row.tags[0]).toMatchObject({ id: 'zz-archive-test' });
    const hasMaps = (await t.db.query(`select to_regclass('brand_maps') is not null as ok`)).rows[0] as { ok: boolean };
    if (hasMaps.ok) {
      const cols = (await t.db.query<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'brand_maps'`)).rows.map((c) => c.column_name);
      const map = { root: { id: 'zz-root', text: '测试图谱', children: [{ id: 'zz-archive-test', text: '测试标签', children: [] }] } };
      await t.db.query(
        `insert into brand_maps (tenant_id, name, map${cols.includes('node_ids') ? ', node_ids' : ''}) values ($1, '测试图谱', $2${cols.includes('node_ids') ? ", '{zz-root,zz-archive-test}'" : ''})`,
        [tenant, JSON.stringify(map)],
      );
      row = (await t.call('/brandArchives/queryBrandDetail', { id: tm.id }, { token: admin })).data;
      expect(row.tags[0]).toMatchObject({ id: 'zz-archive-test', label: '测试标签', mapName: '测试图谱' });
    }
  });

  it('filters by name (pinyin and initials too), class, status, country, source and dates', async () => {
    const some = (await page({ filters: { countryCode: 'CN' } })).data.list[0];
    const byName = await page({ filters: { tmName: some.tmName } });
    expect(byName.data.list.every((x: any) => x.tmName.includes(some.tmName))).toBe(true);
    const invalid = await page({ filters: { tmStatus: ['商标无效'] } });
    expect(invalid.data.total).toBeGreaterThan(0);
    expect(invalid.data.list.every((x: any) => x.tmStatus === '商标无效')).toBe(true);
    const cls = await page({ filters: { tmCl: [25, 35], countryCode: 'US', dplSource: 0, brandManagementType: ['主商标', '防御商标'] } });
    expect(cls.data.total).toBeGreaterThan(0);
    expect(cls.data.list.every((x: any) => [25, 35].includes(x.tmCl) && x.countryCode === 'US' && x.dplSource === 0 && ['主商标', '防御商标'].includes(x.brandManagementType))).toBe(true);
    const dated = await page({ filters: { appDate: ['2015-01-01', '2015-12-31'] } });
    expect(dated.data.list.every((x: any) => x.appDate >= '2015-01-01' && x.appDate <= '2015-12-31')).toBe(true);
    const pinyin = await page({ filters: { tmName: 'xinghe' } });
    expect(pinyin.subCode).toBe(10000);
  });
});

describe('export', () => {
  it('writes goods and tags as readable text', async () => {
    const row = (await page({ filters: { regNo: '2' } })).data.list.find((x: any) => x.goodsItems.length);
    const rec = await t.call('/brandArchives/export', { columns: ['tmName', 'tmStatus', 'goodsItems', 'tags'], ids: [row.id] }, { token: admin });
    expect(rec.subCode).toBe(10000);
    const file = await t.app.inject({ method: 'GET', url: `/files/exports/${rec.data.id}`, headers: { token: admin } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const values = (wb.worksheets[0].getRow(2).values as unknown[]).slice(1);
    expect(values[0]).toBe(row.tmName);
    expect(values[2]).toBe(row.goodsItems.map((g: any) => g.name).join('；'));
    expect(String(values[2])).not.toContain('[object');
  });
});

describe('create, edit, delete with history', () => {
  let id: number;
  it('validates the form', async () => {
    const missing = await t.call('/brandArchives/add', { tmCl: 25, countryCode: 'CN' }, { token: admin });
    expect(missing.subCode).toBe(40000);
    const badClass = await t.call('/brandArchives/add', { tmName: '测试', tmCl: 46, countryCode: 'CN' }, { token: admin });
    expect(badClass.subCode).toBe(40000);
    const badNo = await t.call('/brandArchives/add', { tmName: '测试', tmCl: 25, countryCode: 'CN', regNo: '12#34' }, { token: admin });
    expect(badNo.subCode).toBe(40000);
    const noRight = await t.call('/brandArchives/add', { tmName: '测试', tmCl: 25, countryCode: 'CN' }, { token: guest });
    expect(noRight.subCode).toBe(40300);
  });

  it('creates a manual record (dplSource 1, generated image) and logs it', async () => {
    const r = await t.call('/brandArchives/add', { tmName: '青禾优选', tmCl: 30, countryCode: 'CN', regNo: '88880001', tmStatus: '申请中', applicant: '杭州青禾食品有限公司', appDate: '2026-03-01' }, { token: admin });
    expect(r.subCode).toBe(10000);
    id = r.data.id;
    expect(r.data).toMatchObject({ tmName: '青禾优选', dplSource: 1, tmCl: 30 });
    expect(r.data.tmImage).toContain('/files/tm-logo.svg');
    const h = await history('trademark', id);
    expect(h.data[0]).toMatchObject({ action: 'create', userName: '王管理' });
  });

  it('edits with a summary of the changed fields', async () => {
    const r = await t.call('/brandArchives/modify', { id, version: 1, tmName: '青禾优选', tmCl: 30, countryCode: 'CN', tmStatus: '初审公告', announcementIssue: '1950' }, { token: admin });
    expect(r.subCode).toBe(10000);
    expect(r.data.tmStatus).toBe('初审公告');
    const h = await history('trademark', id);
    expect(h.data[0].action).toBe('update');
    expect(h.data[0].summary).toContain('法律状态：申请中 → 初审公告');
  });

  it('deletes softly and logs it; the history stays readable', async () => {
    const r = await t.call('/brandArchives/delete', { id }, { token: admin });
    expect(r.subCode).toBe(10000);
    expect((await t.call('/brandArchives/queryBrandDetail', { id }, { token: admin })).subCode).toBe(40400);
    const h = await history('trademark', id);
    expect(h.data.map((x: any) => x.action)).toEqual(['delete', 'update', 'create']);
  });

  it('history needs the list permission and stays in the tenant', async () => {
    expect((await history('trademark', id, guest)).subCode).toBe(40300);
    expect((await history('trademark', id, user)).subCode).toBe(10000); // the specialist reads the archive
    const theirs = await history('trademark', id, other);
    expect(theirs.subCode).toBe(10000);
    expect(theirs.data).toEqual([]);
  });
});

describe('xlsx import', () => {
  it('serves a template that is a real xlsx with the required headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/templates/trademarks.xlsx', headers: { token: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const headers = (wb.worksheets[0].getRow(1).values as string[]).filter(Boolean);
    expect(headers).toContain('商标名称*');
    expect(headers).toContain('类别*');
  });

  it('rejects content that is not xlsx whatever its name, and callers without the permission', async () => {
    const fake = await upload(Buffer.from('商标名称,类别\n星河,25\n'), admin, 'marks.xlsx');
    expect(fake.subCode).toBe(40000);
    expect(fake.subMessage).toContain('xlsx');
    const file = await xlsx([['星河', 25]]);
    expect((await upload(file, guest)).subCode).toBe(40300);
    const res = await t.app.inject({ method: 'POST', url: '/files/imports/trademarks', headers: { 'content-type': multipart(file).contentType }, payload: multipart(file).payload });
    expect(JSON.parse(res.body).subCode).toBe(40100);
  });

  it('reports each bad row with its number; imports nothing unless the good rows are chosen', async () => {
    const file = await xlsx([
      ['导入甲', 25, '77770001', '中国', '已注册', '星河品牌管理有限公司', '2020-01-02', '250042 衬衫；帽子；鞋|2'],
      ['导入乙', 99, '77770002', '美国', '已注册', null, '2020-01-03', null],
      [null, null, null, null, null, null, null, null],
      ['导入丙', '第9类', '77770003', 'JP', '瞎写状态', null, '2020-02-30', null],
      ['导入丁', 9, '77770004', 'US', null, null, new Date(Date.UTC(2021, 4, 6)), '手机'],
    ]);
    const up = await upload(file);
    expect(up.subCode).toBe(10000);
    expect(up.data).toMatchObject({ total: 4, valid: 2, status: 0 });
    expect(up.data.errors.map((e: any) => e.row)).toEqual([3, 5]);
    expect(up.data.errors[0].reason).toContain('类别');
    expect(up.data.errors[1].reason).toContain('法律状态');
    expect(up.data.errors[1].reason).toContain('申请日期');
    const all = await t.call('/brandArchives/importConfirm', { id: up.data.id }, { token: admin });
    expect(all.subCode).toBe(40900);
    expect((await page({ filters: { regNo: '7777000' } })).data.total).toBe(0);
    const good = await t.call('/brandArchives/importConfirm', { id: up.data.id, goodOnly: true }, { token: admin });
    expect(good.subCode).toBe(10000);
    expect(good.data).toMatchObject({ status: 1, imported: 2 });
    const rows = (await page({ filters: { regNo: '7777000' }, sorts: [{ key: 'regNo', asc: true }] })).data.list;
    expect(rows.map((x: any) => [x.tmName, x.dplSource, x.countryCode])).toEqual([['导入甲', 2, 'CN'], ['导入丁', 2, 'US']]);
    expect(rows[0].goodsItems).toEqual([{ code: '250042', name: '衬衫', suffix: null }, { code: null, name: '帽子', suffix: null }, { code: null, name: '鞋', suffix: 2 }]);
    expect(rows[1].appDate).toBe('2021-05-06');
    expect((await history('trademark', rows[0].id)).data[0]).toMatchObject({ action: 'import' });
    const again = await t.call('/brandArchives/importConfirm', { id: up.data.id, goodOnly: true }, { token: admin });
    expect(again.subCode).toBe(40900);
    // Another tenant cannot see or confirm the import.
    expect((await t.call('/brandArchives/importStatus', { id: up.data.id }, { token: other })).subCode).toBe(40400);
  });

  it('a clean file imports at once', async () => {
    const up = await upload(await xlsx([['整洁导入', 35, '66660001', '中国', '申请中', null, null, '广告']]));
    expect(up.data.errors).toEqual([]);
    const r = await t.call('/brandArchives/importConfirm', { id: up.data.id }, { token: admin });
    expect(r.data).toMatchObject({ status: 1, imported: 1 });
  });

  it('more than 2,000 rows run as a batch task with progress', async () => {
    const rows = Array.from({ length: 2105 }, (_, i) => [`批量${i}`, (i % 45) + 1, String(55000000 + i), '中国', '已注册', '星河品牌管理有限公司', '2019-03-04', null]);
    const up = await upload(await xlsx(rows));
    expect(up.data).toMatchObject({ total: 2105, valid: 2105 });
    const r = await t.call('/brandArchives/importConfirm', { id: up.data.id }, { token: admin });
    expect(r.data.status).toBe(3);
    expect(r.data.taskId).toBeGreaterThan(0);
    await new TaskRunner(t.db, { error: () => {} }, t.storage).tick();
    const s = await t.call('/brandArchives/importStatus', { id: up.data.id }, { token: admin });
    expect(s.data).toMatchObject({ status: 1, imported: 2105, progress: 2105 });
    expect((await page({ filters: { regNo: '5500' } })).data.total).toBe(2105);
  }, 120_000);
});

describe('disputes and announcements', () => {
  let id: number;
  it('lists the seeded disputes and announcements', async () => {
    const d = await t.call('/api/dispute/list', { pageSize: 20 }, { token: admin });
    expect(d.subCode).toBe(10000);
    expect(d.data.total).toBeGreaterThanOrEqual(30);
    const a = await t.call('/api/riskGg/list', { pageSize: 20, filters: { announcementType: ['初审公告'] } }, { token: admin });
    expect(a.data.total).toBeGreaterThan(0);
    expect(a.data.list.every((x: any) => x.announcementType === '初审公告')).toBe(true);
    expect((await t.call('/api/dispute/list', {}, { token: other })).data.total).toBe(0);
  });

  it('manage adds, detail reads, manage with id edits, delete removes; all logged', async () => {
    const add = await t.call('/api/dispute/manage', { tmName: '星河', regNo: '20001234', tmCl: 25, disputeType: '异议', disputeStatus: '已提交', opponent: '某某公司', filingDate: '2026-01-05' }, { token: admin });
    expect(add.subCode).toBe(10000);
    id = add.data.id;
    const bad = await t.call('/api/dispute/manage', { tmName: '星河', disputeType: '打官司', disputeStatus: '已提交' }, { token: admin });
    expect(bad.subCode).toBe(40000);
    const detail = await t.call('/api/dispute/detail', { id }, { token: admin });
    expect(detail.data).toMatchObject({ tmName: '星河', disputeType: '异议', opponent: '某某公司' });
    const edit = await t.call('/api/dispute/manage', { id, version: detail.data.version, tmName: '星河', regNo: '20001234', tmCl: 25, disputeType: '异议', disputeStatus: '已裁定', result: '不成立', decisionDate: '2026-04-01' }, { token: admin });
    expect(edit.data).toMatchObject({ disputeStatus: '已裁定', result: '不成立', opponent: null });
    expect((await t.call('/api/dispute/detail', { id }, { token: other })).subCode).toBe(40400);
    expect((await t.call('/api/dispute/delete', { id }, { token: other })).subCode).toBe(40400);
    const del = await t.call('/api/dispute/delete', { id }, { token: admin });
    expect(del.subCode).toBe(10000);
    expect((await t.call('/api/dispute/detail', { id }, { token: admin })).subCode).toBe(40400);
    expect((await history('dispute', id)).data.map((x: any) => x.action)).toEqual(['delete', 'update', 'create']);
  });

  it('a role without dispute permissions cannot write disputes; the specialist may add but not delete', async () => {
    expect((await t.call('/api/dispute/manage', { tmName: 'x', disputeType: '异议', disputeStatus: '已提交' }, { token: guest })).subCode).toBe(40300);
    const made = await t.call('/api/dispute/manage', { tmName: '专员新增', disputeType: '异议', disputeStatus: '已提交' }, { token: user });
    expect(made.subCode).toBe(10000);
    expect((await t.call('/api/dispute/delete', { id: made.data.id }, { token: user })).subCode).toBe(40300);
  });
});

describe('generated logos', () => {
  it('serves an SVG with the text escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/tm-logo.svg?text=' + encodeURIComponent('<星&河>') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('&lt;星&amp;河&gt;');
    expect(res.body).not.toContain('<星');
  });
});
