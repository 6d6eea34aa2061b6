// The generic list engine through its calls (/brandArchives/queryBrandPage, /enterPrise/*, exports,
// userCustomDisplay): every operator, sorts, paging, the 10,000 cap, rejected fields, injection attempts,
// tenant isolation, writes with conflicts and soft delete, inline and batch exports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSpecs } from '../../src/generated/list-specs';
import { withSystem, withTenant } from '../../src/server/db/tenant';
import { buildListQuery, rowToRecord, type ListRequest } from '../../src/server/lists/engine';
import { PAGE_TOTAL_CAP } from '../../src/server/lists/paging';
import { searchColumns } from '../../src/server/lists/search';
import type { ListSpec } from '../../src/server/lists/spec-types';
import { TaskRunner } from '../../src/server/tasks/runner';
import { createTenant } from '../../src/server/seed';
import { startTestApp, tokenWithoutGrants, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let user: string;
/** A role without any button permission (the demo 商标专员 holds the archive's keys). */
let guest: string;
let t2Admin: string;
let t3Admin: string;
let tenant1: number;
let tenant2: number;
let tenant3: number;

interface Tm {
  regNo?: string | null; tmCl: number; tmName: string; tmStatus?: string | null; applicant?: string | null; agent?: string | null;
  countryCode?: string; appDate?: string | null; regDate?: string | null; dplSource?: number; tagIds?: string[];
  custom?: Record<string, unknown>; createdAt: string; deleted?: boolean;
}

async function addTm(tenantId: number, r: Tm): Promise<number> {
  const s = searchColumns([r.tmName, r.applicant]);
  const row = await t.db.query<{ id: number }>(
    `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, tm_status, applicant, agent, country_code, app_date, reg_date, dpl_source,
       tag_ids, custom_values, search_grams, search_text, created_at, updated_at, deleted_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $17) returning id`,
    [tenantId, r.regNo ?? null, r.tmCl, r.tmName, r.tmStatus ?? null, r.applicant ?? null, r.agent ?? null, r.countryCode ?? 'CN', r.appDate ?? null,
      r.regDate ?? null, r.dplSource ?? 1, r.tagIds ?? [], JSON.stringify(r.custom ?? {}), s.grams, s.text, r.createdAt, r.deleted ? new Date() : null],
  );
  return row.rows[0].id;
}

/** Custom-field definitions with fixed ids, so fixtures can hold their values (filters naming other ids are refused). */
async function defineFields(tenantId: number, fields: Array<[id: number, title: string, fieldType: number]>) {
  for (const [id, title, fieldType] of fields)
    await t.db.query(
      `insert into custom_fields (id, tenant_id, module, field_title, show_field_title, field_type, field_content) values ($1, $2, 1, $3, $3, $4, '{}')`,
      [id, tenantId, title, fieldType],
    );
  await t.db.query(`select setval(pg_get_serial_sequence('custom_fields', 'id'), greatest(1000, (select max(id) from custom_fields)))`);
}

/** Tenant 1's archive; created one hour apart (华为 oldest), so the default order is the reverse. */
const FIXTURES: Tm[] = [
  { regNo: '10000001', tmCl: 9, tmName: '华为', tmStatus: '已注册', applicant: '华为技术有限公司', agent: '北京中细软知识产权代理有限公司', appDate: '2020-01-01', regDate: '2021-01-01', dplSource: 0, tagIds: ['n1', 'n2'], custom: { '101': '重点' }, createdAt: '2024-01-01T00:00:00+08:00' },
  { regNo: '10000002', tmCl: 43, tmName: '华美达', tmStatus: '申请中', applicant: '上海华美达酒店管理有限公司', agent: null, appDate: '2020-01-02', regDate: null, dplSource: 1, tagIds: ['n2'], custom: { '101': '一般', '102': 5 }, createdAt: '2024-01-01T01:00:00+08:00' },
  { regNo: '20000003', tmCl: 11, tmName: '美的', tmStatus: '已注册', applicant: '美的集团股份有限公司', agent: '广东华专知识产权代理有限公司', appDate: '2019-12-31', regDate: '2020-11-30', dplSource: 2, tagIds: [], custom: {}, createdAt: '2024-01-01T02:00:00+08:00' },
  { regNo: '20000004', tmCl: 9, tmName: '小米', tmStatus: '初审公告', applicant: '小米科技有限责任公司', agent: '北京中细软知识产权代理有限公司', appDate: '2021-06-30', regDate: null, dplSource: 0, tagIds: ['n3'], custom: { '101': '防御', '104': ['重点', '储备'] }, createdAt: '2024-01-01T03:00:00+08:00' },
  { regNo: '30000005', tmCl: 9, tmName: 'Apple', tmStatus: '已注册', applicant: 'Apple Inc.', agent: '100%代理_事务所', countryCode: 'US', appDate: '2018-05-05', regDate: '2019-05-05', dplSource: 3, tagIds: ['n1'], custom: { '101': '重点' }, createdAt: '2024-01-01T04:00:00+08:00' },
  { regNo: null, tmCl: 34, tmName: '中华', tmStatus: '商标无效', applicant: '上海烟草集团有限责任公司', agent: null, appDate: null, regDate: null, dplSource: 2, tagIds: [], custom: {}, createdAt: '2024-01-01T05:00:00+08:00' },
  { regNo: '30000007', tmCl: 25, tmName: '华', tmStatus: null, applicant: null, agent: null, appDate: '2022-02-02', regDate: null, dplSource: 1, tagIds: ['n4'], custom: { '101': '储备' }, createdAt: '2024-01-01T06:00:00+08:00' },
  { regNo: '30000008', tmCl: 9, tmName: '华为删除', tmStatus: '已注册', applicant: '华为技术有限公司', appDate: '2020-01-01', tagIds: ['n1'], custom: { '101': '重点' }, createdAt: '2024-01-01T07:00:00+08:00', deleted: true },
];
const ids: Record<string, number> = {};
let otherTenantTm: number;

beforeAll(async () => {
  t = await startTestApp();
  tenant1 = (await t.db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
  // The fixtures below are the whole archive of tenant 1: drop the demo archive the first start seeds.
  await t.db.query('delete from trademarks where tenant_id = $1', [tenant1]);
  const two = await withSystem(t.db, (tx) => createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]));
  const three = await withSystem(t.db, (tx) => createTenant(tx, { name: '大数据租户', code: 'bulk' }, [{ account: 'sun', password: 'Sun@2026xx', name: '孙管理', phone: '13900000003', role: '管理员' }]));
  tenant2 = two.tenantId;
  tenant3 = three.tenantId;
  await defineFields(tenant1, [[101, '重要程度', 1], [102, '评分', 7], [104, '标记', 4]]);
  await defineFields(tenant2, [[201, '重要程度', 1]]);
  await defineFields(tenant3, [[301, '重要程度', 1]]);
  for (const f of FIXTURES) ids[f.tmName] = await addTm(tenant1, f);
  otherTenantTm = await addTm(tenant2, { regNo: '10000001', tmCl: 9, tmName: '华为', tmStatus: '已注册', applicant: '华为技术有限公司', tagIds: ['n1'], custom: { '201': '重点' }, createdAt: '2024-02-01T00:00:00+08:00' });
  await addTm(tenant2, { tmCl: 9, tmName: '远山', createdAt: '2024-02-01T01:00:00+08:00' });
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  guest = await tokenWithoutGrants(t);
  t2Admin = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
  t3Admin = await t.tokenFor('sun@bulk', 'Sun@2026xx');
});
afterAll(async () => {
  await t?.close();
});

const page = (body: object, token = admin) => t.call('/brandArchives/queryBrandPage', body, { token });
/** Names of the matching rows in the order returned (page size 100). */
async function names(filters: object, sorts?: object[], token = admin): Promise<string[]> {
  const r = await page({ pageSize: 100, filters, ...(sorts ? { sorts } : {}) }, token);
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  expect(r.data.total).toBe(r.data.list.length);
  return r.data.list.map((x: { tmName: string }) => x.tmName);
}
const sorted = (a: string[]) => [...a].sort();

describe('trademark list: records and default order', () => {
  it('returns the visible records newest first, with typed fields', async () => {
    const r = await page({});
    expect(r.data).toMatchObject({ total: 7, totalCapped: false, pageNo: 1, pageSize: 20 });
    expect(r.data.list.map((x: { tmName: string }) => x.tmName)).toEqual(['华', '中华', 'Apple', '小米', '美的', '华美达', '华为']);
    const huawei = r.data.list.at(-1);
    expect(huawei).toEqual({
      id: ids['华为'], regNo: '10000001', tmCl: 9, tmName: '华为', newTmName: null, tmStatus: '已注册', oriTmStatus: null, tmImage: null,
      applicant: '华为技术有限公司', applicantAddress: null, agent: '北京中细软知识产权代理有限公司', countryCode: 'CN',
      appDate: '2020-01-01', regDate: '2021-01-01', endDate: null, dplSource: 0, tagIds: ['n1', 'n2'], customFieldInfo: { '101': '重点' },
      createdAt: '2023-12-31T16:00:00.000Z', updatedAt: '2023-12-31T16:00:00.000Z', version: 1,
      // Archive fields (issue 6): English names, gazette issues, goods, and the tags with their labels (the ids
      // themselves while no brand map names them).
      applicantEn: null, applicantAddressEn: null, agentEn: null, agentAddress: null, announcementIssue: null, regIssue: null,
      brandManagementType: null, goodsItems: [], goodsItemTranslate: {}, registeredGroupInfo: [], niceEdition: null,
      tags: [
        expect.objectContaining({ id: 'n1', nodeId: 'n1', label: 'n1' }),
        expect.objectContaining({ id: 'n2', nodeId: 'n2', label: 'n2' }),
      ],
    });
  });

  it('needs the brandList permission', async () => {
    const r = await page({}, guest);
    expect([r.subCode, r.subMessage]).toEqual([40300, '没有操作权限：查看商标档案']);
  });
});

describe('operators', () => {
  it('eq on text and on integer dictionaries', async () => {
    expect(await names({ countryCode: 'US' })).toEqual(['Apple']);
    expect(sorted(await names({ dplSource: 2 }))).toEqual(sorted(['美的', '中华']));
    expect(await names({ dplSource: 3, countryCode: 'CN' })).toEqual([]);
  });

  it('in on integers and text', async () => {
    expect(sorted(await names({ tmCl: [9] }))).toEqual(sorted(['华为', '小米', 'Apple']));
    expect(sorted(await names({ tmCl: [9, 43], tmStatus: ['已注册', '申请中'] }))).toEqual(sorted(['华为', 'Apple', '华美达']));
    const empty = await page({ filters: { tmCl: [] } });
    expect(empty.subCode).toBe(40000);
    expect(empty.subMessage).toContain('filters.tmCl');
  });

  it('range on dates includes both days; open ends work', async () => {
    expect(sorted(await names({ appDate: ['2020-01-01', '2020-01-02'] }))).toEqual(sorted(['华为', '华美达']));
    expect(await names({ appDate: ['2019-12-31', '2019-12-31'] })).toEqual(['美的']);
    expect(sorted(await names({ appDate: [null, '2019-12-31'] }))).toEqual(sorted(['美的', 'Apple']));
    expect(sorted(await names({ appDate: ['2021-06-30', null] }))).toEqual(sorted(['小米', '华']));
    expect(sorted(await names({ regDate: ['2020-01-01', '2021-12-31'] }))).toEqual(sorted(['华为', '美的']));
    expect((await names({ appDate: [null, null] })).length).toBe(7);
    const bad = await page({ filters: { appDate: ['2020-13-01', null] } });
    expect(bad.subCode).toBe(40000);
  });

  it('range on a date-time field counts whole days in UTC+8', async () => {
    const call = (body: object, token = t3Admin) => t.call('/enterPrise/getList', body, { token });
    for (const [name, at] of [['夜里十一点半', '2024-03-01T23:30:00+08:00'], ['零点十分', '2024-03-02T00:10:00+08:00'], ['前一天', '2024-02-29T23:59:59+08:00']] as const)
      await t.db.query(`insert into enterprises (tenant_id, applicant_type, book_type, applicant_name, created_at) values ($1, 1, 1, $2, $3)`, [tenant3, name, at]);
    const of = async (range: unknown[]) => (await call({ filters: { createdAt: range } })).data.list.map((e: { applicantName: string }) => e.applicantName);
    expect(await of(['2024-03-01', '2024-03-01'])).toEqual(['夜里十一点半']);
    expect(await of(['2024-03-02', null])).toEqual(['零点十分']);
    expect(sorted(await of([null, '2024-03-01']))).toEqual(sorted(['夜里十一点半', '前一天']));
    await t.db.query(`delete from enterprises where tenant_id = $1`, [tenant3]);
  });

  it('contains on a grams field: 1 and 2 Chinese characters, pinyin, initials, longer terms', async () => {
    expect(sorted(await names({ tmName: '华' }))).toEqual(sorted(['华为', '华美达', '中华', '华']));
    expect(await names({ tmName: '华美' })).toEqual(['华美达']);
    expect(await names({ tmName: '美达' })).toEqual(['华美达']);
    expect(await names({ tmName: '华美达' })).toEqual(['华美达']);
    expect(await names({ tmName: '为华' })).toEqual([]);
    expect(await names({ tmName: 'huawei' })).toEqual(['华为']);
    expect(await names({ tmName: 'HuaWei' })).toEqual(['华为']);
    expect(await names({ tmName: 'hw' })).toEqual(['华为']);
    expect(await names({ tmName: 'xm' })).toEqual(['小米']);
    expect(await names({ tmName: 'xiaomi' })).toEqual(['小米']);
    expect(sorted(await names({ tmName: 'meid' }))).toEqual(sorted(['美的', '华美达'])); // meide, huameida
    expect(await names({ tmName: 'pple' })).toEqual(['Apple']);
    expect(await names({ tmName: '  ' })).toHaveLength(7); // blank means no filter
    // the second grams field
    expect(await names({ applicant: '技术' })).toEqual(['华为']);
    expect(sorted(await names({ applicant: '上海' }))).toEqual(sorted(['华美达', '中华']));
    expect(await names({ applicant: 'yc' })).toEqual(['中华']);
  });

  it('contains with a space: the stored value keeps its spaces, the grams ignore them', async () => {
    expect(await names({ applicant: 'apple inc' })).toEqual(['Apple']); // "Apple Inc." was found by no term with a space
    expect(await names({ applicant: ' Apple   Inc ' })).toEqual(['Apple']);
    expect(await names({ applicant: 'appleinc' })).toEqual(['Apple']); // and a term without the space still finds it
    expect(await names({ applicant: 'apple x' })).toEqual([]);
    expect(await names({ agent: '100% 代理' })).toEqual([]); // plain fields keep the space: "100%代理_事务所" has none
  });

  it('contains on a plain field matches % and _ literally', async () => {
    expect(sorted(await names({ agent: '中细软' }))).toEqual(sorted(['华为', '小米']));
    expect(await names({ agent: '100%' })).toEqual(['Apple']);
    expect(await names({ agent: '%' })).toEqual(['Apple']);
    expect(await names({ agent: '_' })).toEqual(['Apple']);
    expect(await names({ agent: '代理事' })).toEqual([]);
    expect(await names({ regNo: '0000' })).toHaveLength(6);
    expect(await names({ regNo: '20000' })).toEqual(['小米', '美的']);
  });

  it('tree on an array field means "has any of these"', async () => {
    expect(sorted(await names({ tagIds: ['n2'] }))).toEqual(sorted(['华为', '华美达']));
    expect(sorted(await names({ tagIds: ['n3', 'n1'] }))).toEqual(sorted(['华为', '小米', 'Apple']));
    expect(await names({ tagIds: ['n9'] })).toEqual([]);
    expect(await names({ tagIds: [] })).toHaveLength(7); // nothing selected means no filter
  });

  it('custom fields by JSONB containment', async () => {
    expect(await names({ customFieldInfo: { '101': '防御' } })).toEqual(['小米']);
    expect(sorted(await names({ customFieldInfo: { '101': '重点' } }))).toEqual(sorted(['华为', 'Apple']));
    expect(await names({ customFieldInfo: { '104': ['重点'] } })).toEqual(['小米']);
    expect(await names({ customFieldInfo: { '101': '一般', '102': 5 } })).toEqual(['华美达']);
    expect(await names({ customFieldInfo: { '102': '5' } })).toEqual([]);
    expect(await names({ customFieldInfo: { '101': '重点' }, tagIds: ['n2'] })).toEqual(['华为']);
    const none = await page({ filters: { customFieldInfo: {} } });
    expect(none.subCode).toBe(40000);
    const unknown = await page({ filters: { customFieldInfo: { '103': 'x' } } });
    expect([unknown.subCode, unknown.subMessage]).toEqual([40000, '筛选条件“自定义字段”（filters.customFieldInfo）中的自定义字段 103 不存在或已删除']);
    const badKey = await page({ filters: { customFieldInfo: { abc: 'x' } } });
    expect(badKey.subCode).toBe(40000);
    expect(badKey.subMessage).toContain('customFieldInfo.abc');
  });

  it('empty true/false on text (null or blank)', async () => {
    const call = (body: object) => t.call('/enterPrise/getList', { pageSize: 100, ...body }, { token: admin });
    const all = (await call({})).data.list as Array<{ applicantEnglish: string | null }>;
    const blank = await t.call('/enterPrise/saveInfo', { applicantType: 2, bookType: 1, applicantName: '空英文名', countryOrRegion: 'CN', applicantEnglish: '' }, { token: admin });
    expect(blank.data.applicantEnglish).toBeNull(); // '' on a nullable field is stored as null
    await t.db.query(`insert into enterprises (tenant_id, applicant_type, book_type, applicant_name, applicant_english) values ($1, 2, 1, '空白英文名', '')`, [tenant1]);
    const empty = (await call({ filters: { applicantEnglish: true } })).data.list.map((e: { applicantName: string }) => e.applicantName);
    const filled = (await call({ filters: { applicantEnglish: false } })).data.list.map((e: { applicantName: string }) => e.applicantName);
    expect(empty).toEqual(expect.arrayContaining(['空英文名', '空白英文名', '王晓明']));
    expect(empty.length + filled.length).toBe(all.length + 2);
    expect(filled.every((n: string) => !['空英文名', '空白英文名', '王晓明'].includes(n))).toBe(true);
    await t.db.query(`delete from enterprises where applicant_name in ('空英文名', '空白英文名')`);
  });

  it('engine: number ranges, empty on arrays and objects, ids (specs are data)', async () => {
    const base = listSpecs.brandRecords;
    const spec: ListSpec = { ...base, filters: { ...base.filters, tmCl: 'range', tagIds: 'empty', customFieldInfo: 'empty', regNo: 'empty' } };
    const run = async (req: ListRequest, options = {}) =>
      withTenant(t.db, tenant1, async (tx) => {
        const q = buildListQuery(spec, { pageSize: 100, ...req }, options);
        return (await tx.query<Record<string, unknown>>(q.rowsSql, q.params)).rows.map((r) => rowToRecord(spec, r).tmName as string);
      });
    expect(sorted(await run({ filters: { tmCl: [9, 11] } }))).toEqual(sorted(['华为', '小米', 'Apple', '美的']));
    expect(sorted(await run({ filters: { tmCl: [30, null] } }))).toEqual(sorted(['华美达', '中华']));
    expect(sorted(await run({ filters: { tmCl: [null, 9] } }))).toEqual(sorted(['华为', '小米', 'Apple']));
    expect(sorted(await run({ filters: { tagIds: true } }))).toEqual(sorted(['美的', '中华']));
    expect((await run({ filters: { tagIds: false } })).length).toBe(5);
    expect(sorted(await run({ filters: { customFieldInfo: true } }))).toEqual(sorted(['美的', '中华']));
    expect(await run({ filters: { regNo: true } })).toEqual(['中华']);
    expect(await run({}, { ids: [ids['小米'], ids['华为删除'], otherTenantTm] })).toEqual(['小米']);
  });
});

describe('sorting and paging', () => {
  it('multi-key sort', async () => {
    const r = await names({}, [{ key: 'tmCl', asc: true }, { key: 'appDate', asc: false }]);
    expect(r).toEqual(['小米', '华为', 'Apple', '美的', '华', '中华', '华美达']);
  });

  it('nulls go last both ways', async () => {
    const desc = await names({}, [{ key: 'regDate', asc: false }]);
    expect(desc.slice(0, 3)).toEqual(['华为', '美的', 'Apple']);
    expect(sorted(desc.slice(3))).toEqual(sorted(['华美达', '小米', '中华', '华']));
    const asc = await names({}, [{ key: 'regDate', asc: true }]);
    expect(asc.slice(0, 3)).toEqual(['Apple', '美的', '华为']);
    // ties (all null) fall back to id desc
    expect(asc.slice(3)).toEqual(['华', '中华', '小米', '华美达']);
  });

  it('default sort and paging', async () => {
    const p1 = await page({ pageNo: 1, pageSize: 10 });
    expect(p1.data).toMatchObject({ total: 7, pageNo: 1, pageSize: 10 });
    const all = await page({ pageSize: 100, sorts: [{ key: 'createdAt', asc: false }] });
    expect(p1.data.list).toEqual(all.data.list);
    const p2 = await page({ pageNo: 2, pageSize: 10 });
    expect(p2.data).toMatchObject({ total: 7, list: [] });
    const bad = await page({ pageSize: 7 });
    expect([bad.subCode, bad.subMessage]).toEqual([40000, '字段“每页条数”（pageSize）的取值必须是 10、20、30、50、100 之一']);
  });
});

describe('rejected fields and injection attempts', () => {
  it('unknown filter keys and unsortable sort keys are 40000 naming the field', async () => {
    const f = await page({ filters: { tmImage: 'x' } });
    expect([f.subCode, f.subMessage]).toEqual([40000, '不支持的字段“filters.tmImage”']);
    const s = await page({ sorts: [{ key: 'tmImage', asc: true }] });
    expect(s.subCode).toBe(40000);
    expect(s.subMessage).toContain('sorts[0].key');
    expect(s.subMessage).toContain('排序字段');
    const op = await page({ filters: { tmName: ['华为'] } });
    expect([op.subCode, op.subMessage]).toEqual([40000, '字段“商标名称”（filters.tmName）应为字符串']);
    const extra = await page({ where: '1=1' });
    expect([extra.subCode, extra.subMessage]).toEqual([40000, '不支持的字段“where”']);
  });

  it('values are bound: injection attempts find nothing and change nothing', async () => {
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from trademarks')).rows[0].n;
    for (const filters of [
      { tmName: "'; drop table trademarks; --" },
      { tmName: "华' or '1'='1" },
      { applicant: "%' or 1=1 --" },
      { agent: "x') or true or ('" },
      { regNo: '\\' },
      { tagIds: ["n1'] or true or array['"] },
      { customFieldInfo: { '101': `"}' or '1'='1` } },
      { countryCode: "CN' or '1'='1" },
    ]) {
      const r = await page({ filters });
      if (r.subCode === 10000) expect([JSON.stringify(filters), r.data.total]).toEqual([JSON.stringify(filters), 0]);
      else expect([JSON.stringify(filters), r.subCode]).toEqual([JSON.stringify(filters), 40000]);
    }
    for (const body of [
      { filters: { 'tmName" is not null or "tmName': 'x' } },
      { filters: { customFieldInfo: { "101') or true --": 'x' } } },
      { sorts: [{ key: 'createdAt desc; drop table trademarks; --', asc: true }] },
      { sorts: [{ key: 'createdAt', asc: 'desc; drop table trademarks' }] },
      { pageSize: '20; drop table trademarks' },
      { pageNo: '1 or 1=1' },
    ]) {
      const r = await page(body);
      expect([JSON.stringify(body), r.subCode]).toEqual([JSON.stringify(body), 40000]);
    }
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from trademarks')).rows[0].n).toBe(before);
    expect((await page({})).data.total).toBe(7);
  });
});

describe('tenant isolation', () => {
  it("another tenant's rows are never listed", async () => {
    const mine = await page({ pageSize: 100 });
    expect(mine.data.list.map((x: { id: number }) => x.id)).not.toContain(otherTenantTm);
    expect(await names({ tmName: '远山' })).toEqual([]);
    const theirs = await page({ pageSize: 100 }, t2Admin);
    expect(theirs.data.total).toBe(2);
    expect(sorted(theirs.data.list.map((x: { tmName: string }) => x.tmName))).toEqual(sorted(['华为', '远山']));
    expect(theirs.data.list.map((x: { id: number }) => x.id)).toContain(otherTenantTm);
    expect(await names({ tagIds: ['n1'], customFieldInfo: { '201': '重点' } }, undefined, t2Admin)).toEqual(['华为']);
    // Tenant 1's field ids are not tenant 2's fields.
    expect((await page({ filters: { customFieldInfo: { '101': '重点' } } }, t2Admin)).subCode).toBe(40000);
  });

  it("reading or writing another tenant's enterprise by id is 40400 and changes nothing", async () => {
    const created = await t.call('/enterPrise/saveInfo', { applicantType: 1, bookType: 1, applicantName: '远山商贸有限公司', countryOrRegion: 'CN' }, { token: t2Admin });
    expect(created.subCode).toBe(10000);
    const id = created.data.id;
    const get = await t.call('/enterPrise/getCompanyDetailInfo', { id }, { token: admin });
    expect(get.subCode).toBe(40400);
    const upd = await t.call('/enterPrise/updateInfo', { id, version: 1, applicantType: 1, bookType: 1, applicantName: '被改名', countryOrRegion: 'CN' }, { token: admin });
    expect([upd.subCode, upd.subMessage]).toEqual([40400, '企业不存在或已删除']);
    const del = await t.call('/enterPrise/delete', { id }, { token: admin });
    expect(del.subCode).toBe(40400);
    const row = (await t.db.query('select applicant_name, deleted_at from enterprises where id = $1', [id])).rows[0];
    expect(row).toEqual({ applicant_name: '远山商贸有限公司', deleted_at: null });
    const list = await t.call('/enterPrise/getList', { pageSize: 100, filters: { applicantName: '远山' } }, { token: admin });
    expect(list.data.total).toBe(0);
  });
});

describe('enterprise writes', () => {
  const body = { applicantType: 1, bookType: 1, applicantName: '青山测试有限公司', countryOrRegion: 'CN', applicantCreditCode: '91310000MA1FL1234X', legalPerson: '青山' };

  it('create, update, duplicate credit code, soft delete', async () => {
    const c = await t.call('/enterPrise/saveInfo', body, { token: admin });
    expect(c.subCode).toBe(10000);
    expect(c.data).toMatchObject({ ...body, applicantEnglish: null });
    const id = c.data.id;
    const found = await t.call('/enterPrise/getList', { filters: { applicantName: 'qingshan' } }, { token: admin });
    expect(found.data.list.map((e: { id: number }) => e.id)).toEqual([id]);

    const dup = await t.call('/enterPrise/saveInfo', { ...body, applicantName: '另一家公司' }, { token: admin });
    expect(dup.subCode).toBe(40900);
    expect(dup.subMessage).toContain('统一社会信用代码');
    // another tenant may hold the same code
    expect((await t.call('/enterPrise/saveInfo', body, { token: t2Admin })).subCode).toBe(10000);

    const other = await t.call('/enterPrise/saveInfo', { ...body, applicantName: '第二家', applicantCreditCode: '91310000MA1FL5678Y' }, { token: admin });
    const clash = await t.call('/enterPrise/updateInfo', { id: other.data.id, version: other.data.version, ...body, applicantName: '第二家' }, { token: admin });
    expect(clash.subCode).toBe(40900);
    expect(clash.subMessage).toContain('统一社会信用代码');

    const u = await t.call('/enterPrise/updateInfo', { id, version: c.data.version, ...body, applicantName: '青山改名有限公司' }, { token: admin });
    expect(u.data).toMatchObject({ id, applicantName: '青山改名有限公司', version: c.data.version + 1 });
    expect(Date.parse(u.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(c.data.updatedAt));
    expect((await t.call('/enterPrise/getList', { filters: { applicantName: '改名' } }, { token: admin })).data.total).toBe(1);

    const d = await t.call('/enterPrise/delete', { id }, { token: admin });
    expect([d.subCode, d.data]).toEqual([10000, null]);
    expect((await t.db.query('select deleted_at is not null as gone from enterprises where id = $1', [id])).rows[0]).toEqual({ gone: true });
    expect((await t.call('/enterPrise/getList', { filters: { applicantName: '改名' } }, { token: admin })).data.total).toBe(0);
    expect((await t.call('/enterPrise/getCompanyDetailInfo', { id }, { token: admin })).subCode).toBe(40400);
    expect((await t.call('/enterPrise/delete', { id }, { token: admin })).subCode).toBe(40400);
    expect((await t.call('/enterPrise/updateInfo', { id, version: u.data.version, ...body }, { token: admin })).subCode).toBe(40400);
    // the code is free again once its holder is deleted
    expect((await t.call('/enterPrise/saveInfo', body, { token: admin })).subCode).toBe(10000);
  });

  it('a user without the permission cannot write', async () => {
    const r = await t.call('/enterPrise/saveInfo', { ...body, applicantCreditCode: null }, { token: user });
    expect(r.subCode).toBe(40300);
  });
});

describe('userCustomDisplay', () => {
  it('is kept per user and per tenant', async () => {
    const set = (token: string, content: string, displayType = 1, tableKey = 'brand.records') =>
      t.call('/userCustomDisplay/set', { displayType, tableKey, displayContent: content }, { token });
    const query = async (token: string, displayType = 1, tableKey = 'brand.records') =>
      (await t.call('/userCustomDisplay/query', { displayType, tableKey }, { token })).data.displayContent;
    expect(await query(admin)).toBeNull();
    expect((await set(admin, '[{"prop":"tmName","show":true}]')).subCode).toBe(10000);
    expect(await query(admin)).toBe('[{"prop":"tmName","show":true}]');
    expect(await query(user)).toBeNull();
    expect(await query(t2Admin)).toBeNull();
    expect(await query(admin, 8)).toBeNull();
    expect(await query(admin, 1, 'system.users')).toBeNull();
    await set(user, 'user-1');
    await set(t2Admin, 'tenant-2');
    await set(admin, 'admin-2');
    expect([await query(admin), await query(user), await query(t2Admin)]).toEqual(['admin-2', 'user-1', 'tenant-2']);
    // a second session of the same user sees the same settings
    const again = await t.tokenFor('admin', 'Admin@2026');
    expect(await query(again)).toBe('admin-2');
  });
});

describe('exports', () => {
  const download = (id: number, token: string) => t.app.inject({ method: 'GET', url: `/files/exports/${id}`, headers: { token } });

  it('inline (<= 2000 rows): finished at once, downloadable as xlsx by its owner only', async () => {
    const r = await t.call('/enterPrise/export', { columns: ['applicantName', 'applicantType', 'createdAt'], filters: { bookType: [1] } }, { token: admin });
    expect(r.subCode).toBe(10000);
    expect(r.data).toMatchObject({ status: 1, source: '企业', createdByName: '王管理' });
    expect(r.data.rowCount).toBeGreaterThan(0);
    const file = await download(r.data.id, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');

    const otherUser = await download(r.data.id, user);
    expect([otherUser.statusCode, JSON.parse(otherUser.body).subCode]).toEqual([404, 40400]);
    const otherTenant = await download(r.data.id, t2Admin);
    expect([otherTenant.statusCode, JSON.parse(otherTenant.body).subCode]).toEqual([404, 40400]);
    const noToken = await t.app.inject({ method: 'GET', url: `/files/exports/${r.data.id}` });
    expect(JSON.parse(noToken.body).subCode).toBe(40100);
  });

  it('large (> 2000 rows): a batch task, status 0 then 1 after the runner', async () => {
    await t.db.query(
      `insert into enterprises (tenant_id, applicant_type, book_type, applicant_name) select $1, 1, 1, '批量企业' || g from generate_series(1, 2100) g`,
      [tenant3],
    );
    const r = await t.call('/enterPrise/export', { columns: ['applicantName', 'bookType'] }, { token: t3Admin });
    expect(r.subCode).toBe(10000);
    expect(r.data).toMatchObject({ status: 0, rowCount: 0 });
    const pending = await download(r.data.id, t3Admin);
    expect([pending.statusCode, JSON.parse(pending.body).subCode]).toEqual([409, 40900]);

    const errors: unknown[] = [];
    await new TaskRunner(t.db, { error: (o) => errors.push(o) }, t.storage).tick();
    expect(errors).toEqual([]);
    const list = await t.call('/brand/exportRecord/list', { filters: {} }, { token: t3Admin });
    const rec = list.data.list.find((x: { id: number }) => x.id === r.data.id);
    expect(rec).toMatchObject({ status: 1, rowCount: 2100 });
    const task = (await t.db.query('select operate_status, progress from batch_tasks where operate_type = $1 and tenant_id = $2', ['export', tenant3])).rows;
    expect(task).toEqual([{ operate_status: 1, progress: 2100 }]);
    const file = await download(r.data.id, t3Admin);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await download(r.data.id, admin)).statusCode).toBe(404);
    await t.db.query('delete from enterprises where tenant_id = $1', [tenant3]);
  });
});

describe('the 10,000 cap', () => {
  it('counts no further than 10,001 rows and reports the cap', async () => {
    await t.db.query(
      `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, tm_status, created_at)
       select $1, (40000000 + g)::text, 1 + g % 45, '批量商标' || g, case when g % 2 = 0 then '已注册' else '申请中' end,
              timestamptz '2025-01-01' + g * interval '1 minute'
         from generate_series(1, 10050) g`,
      [tenant3],
    );
    // grams for a few rows only
    const few = await t.db.query<{ id: number; tm_name: string }>(`select id, tm_name from trademarks where tenant_id = $1 and reg_no in ('40000001', '40000002', '40010050')`, [tenant3]);
    for (const row of few.rows) {
      const s = searchColumns([row.tm_name, null]);
      await t.db.query('update trademarks set search_grams = $2, search_text = $3 where id = $1', [row.id, s.grams, s.text]);
    }
    const first = await page({ pageSize: 20 }, t3Admin);
    expect(first.data).toMatchObject({ total: 10000, totalCapped: true });
    expect(first.data.list[0].regNo).toBe('40010050');
    const last = await page({ pageNo: 500, pageSize: 20 }, t3Admin);
    expect(last.data).toMatchObject({ total: 10000, totalCapped: true });
    expect(last.data.list).toHaveLength(20);
    const beyond = await page({ pageNo: 1000, pageSize: 100 }, t3Admin);
    expect(beyond.data).toMatchObject({ total: 10000, totalCapped: true, list: [] });
    const registered = await page({ filters: { tmStatus: ['已注册'] } }, t3Admin);
    expect(registered.data).toMatchObject({ total: 5025, totalCapped: false });
    const byName = await page({ filters: { tmName: '批量' } }, t3Admin);
    expect(byName.data).toMatchObject({ total: 3, totalCapped: false });
    expect((await page({ filters: { tmName: 'plsb' } }, t3Admin)).data.total).toBe(3);
    // the count query itself stops at the cap + 1
    const q = buildListQuery(listSpecs.brandRecords, {});
    expect(q.countSql).toMatch(/limit 10001\) capped$/);
    const n = await withTenant(t.db, tenant3, (tx) => tx.query<{ n: number }>(q.countSql, q.params));
    expect(n.rows[0].n).toBe(10001);
    // tenant 1 is unaffected
    expect((await page({})).data.total).toBe(7);
  });

  it('exactly 10,000 matching rows are a plain total; 10,001 are capped', async () => {
    // Tenant 3 has 10,050 live rows (above): hide all but 10,000, then bring one back.
    const hide = (n: number) =>
      t.db.query(
        `update trademarks set deleted_at = case when reg_no::bigint > 40000000 + $2 then now() end where tenant_id = $1 and reg_no like '4%'`,
        [tenant3, n],
      );
    try {
      await hide(PAGE_TOTAL_CAP);
      const exact = await page({ pageSize: 20 }, t3Admin);
      expect(exact.data).toMatchObject({ total: 10000, totalCapped: false });
      // The last page: full with no row after it (the count says 10,000), and the page past it.
      const lastExact = await page({ pageNo: 500, pageSize: 20 }, t3Admin);
      expect(lastExact.data).toMatchObject({ total: 10000, totalCapped: false });
      expect(lastExact.data.list).toHaveLength(20);
      expect((await page({ pageNo: 501, pageSize: 20 }, t3Admin)).data).toMatchObject({ total: 10000, totalCapped: false, list: [] });
      await hide(PAGE_TOTAL_CAP + 1);
      const over = await page({ pageSize: 20 }, t3Admin);
      expect(over.data).toMatchObject({ total: 10000, totalCapped: true });
      // Without a count: the row after page 500 is the 10,001st; page 501 holds it alone (a short page).
      expect((await page({ pageNo: 500, pageSize: 20 }, t3Admin)).data).toMatchObject({ total: 10000, totalCapped: true });
      const lastOver = await page({ pageNo: 501, pageSize: 20 }, t3Admin);
      expect(lastOver.data).toMatchObject({ total: 10000, totalCapped: true });
      expect(lastOver.data.list).toHaveLength(1);
      // A short page in the middle of the cap: its total is the rows before it plus its own.
      await hide(PAGE_TOTAL_CAP - 5);
      const short = await page({ pageNo: 500, pageSize: 20 }, t3Admin);
      expect(short.data).toMatchObject({ total: 9995, totalCapped: false });
      expect(short.data.list).toHaveLength(15);
    } finally {
      await t.db.query(`update trademarks set deleted_at = null where tenant_id = $1 and reg_no like '4%'`, [tenant3]);
    }
  });

  it('a count past the cap is remembered for the same condition until a write of the tenant commits', async () => {
    // Tenant 3 has 10,050 live rows. appDb writes without the app hearing of it (as another process would).
    const hideAllBut = (n: number) =>
      t.appDb.query(`update trademarks set deleted_at = case when reg_no::bigint > 40000000 + $2 then now() end where tenant_id = $1 and reg_no like '4%'`, [tenant3, n]);
    try {
      expect((await page({ pageSize: 20 }, t3Admin)).data).toMatchObject({ total: 10000, totalCapped: true });
      await hideAllBut(PAGE_TOTAL_CAP);
      // The same condition, another page and order: the remembered fact answers (no count, so still capped) ...
      expect((await page({ pageNo: 3, pageSize: 20, sorts: [{ key: 'tmName', asc: true }] }, t3Admin)).data).toMatchObject({ total: 10000, totalCapped: true });
      // ... but not another condition, nor another tenant's
      expect((await page({ pageSize: 20, filters: { tmCl: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45] } }, t3Admin)).data).toMatchObject({ total: 10000, totalCapped: false });
      // A page past the real end tells the truth whatever was remembered.
      expect((await page({ pageNo: 501, pageSize: 20 }, t3Admin)).data).toMatchObject({ total: 10000, totalCapped: false, list: [] });
      // A committed write through a call drops the tenant's facts: the count runs again.
      expect((await page({ pageSize: 20 }, t3Admin)).data).toMatchObject({ totalCapped: true });
      const other = (await t.appDb.query<{ id: number }>(`select id from trademarks where tenant_id = $1 and reg_no = '40000001'`, [tenant3])).rows[0].id;
      expect((await t.call('/brandArchives/delete', { id: other }, { token: t3Admin })).subCode).toBe(10000);
      expect((await page({ pageSize: 20 }, t3Admin)).data).toMatchObject({ total: 9999, totalCapped: false });
    } finally {
      await t.db.query(`update trademarks set deleted_at = null where tenant_id = $1 and reg_no like '4%'`, [tenant3]);
    }
  });

  it('grams, tags, custom fields and registration-number substrings are answered by their GIN indexes under row-level security', async () => {
    // Needs the leakproof marks of migration 003: without them a policy keeps these conditions out of index scans.
    const leakproof = await t.db.query<{ proname: string; proleakproof: boolean }>(
      `select proname, proleakproof from pg_proc where proname in ('arraycontains', 'arrayoverlap', 'jsonb_contains') order by proname`,
    );
    expect(leakproof.rows).toEqual([
      { proname: 'arraycontains', proleakproof: true },
      { proname: 'arrayoverlap', proleakproof: true },
      { proname: 'jsonb_contains', proleakproof: true },
    ]);
    await t.db.query(`update trademarks set tag_ids = '{n9}', custom_values = '{"301": "罕见"}' where tenant_id = $1 and reg_no in ('40000100', '40000200')`, [tenant3]);
    await t.db.query('vacuum analyze trademarks'); // also merges the GIN pending list, as autovacuum would
    const spec = listSpecs.brandRecords;
    // ILIKE marked leakproof by 028 for the registration-number trigrams.
    const likes = await t.db.query<{ proname: string; proleakproof: boolean }>(
      `select proname, proleakproof from pg_proc where proname in ('texticlike', 'textlike') order by proname`,
    );
    expect(likes.rows).toEqual([
      { proname: 'texticlike', proleakproof: true },
      { proname: 'textlike', proleakproof: true },
    ]);
    for (const [filters, index] of [
      [{ regNo: '0000100' }, 'trademarks_reg_no_trgm_idx'],
      [{ tmName: '批量' }, 'trademarks_gin_idx'],
      [{ tagIds: ['n9'] }, 'trademarks_gin_idx'],
      [{ customFieldInfo: { '301': '罕见' } }, 'trademarks_gin_idx'],
      [{ tagIds: ['n9'], customFieldInfo: { '301': '罕见' } }, 'trademarks_gin_idx'],
    ] as const) {
      const q = buildListQuery(spec, { filters });
      const plan = await withTenant(t.db, tenant3, async (tx) =>
        (await tx.query<Record<string, string>>(`explain ${q.rowsSql}`, q.params)).rows.map((r) => Object.values(r)[0]).join('\n'),
      );
      expect(plan).toContain(index);
    }
    expect((await page({ filters: { tagIds: ['n9'], customFieldInfo: { '301': '罕见' } } }, t3Admin)).data.total).toBe(2);
  });

  it('a filter only the rows settle (grams, LIKE): the first 10,001 matching rows give the total, and the page when they are all of them', async () => {
    // Tenant 3's 10,050 marks all get their grams here: 批量 matches every one (more than the cap: the probe and
    // the walk page it), 批量商标1 1,162 of them (the page comes from the rows the count read), 批量 and 已注册 5,025.
    const marks = await t.db.query<{ id: number; tm_name: string }>(`select id, tm_name from trademarks where tenant_id = $1 and reg_no like '4%'`, [tenant3]);
    const cols = marks.rows.map((r) => searchColumns([r.tm_name, null]));
    await t.db.query(
      `update trademarks t set search_grams = string_to_array(u.grams, chr(31)), search_text = u.text
         from unnest($1::int[], $2::text[], $3::text[]) u(id, grams, text) where t.id = u.id`,
      [marks.rows.map((r) => r.id), cols.map((c) => c.grams.join('\u001f')), cols.map((c) => c.text)],
    );
    await t.db.query('analyze trademarks');
    const spec = listSpecs.brandRecords;
    expect(buildListQuery(spec, { filters: { tmName: '批量' } }).firstRowsSql).toContain('limit 10001');
    expect(buildListQuery(spec, { filters: { regNo: '400' } }).firstRowsSql).not.toBeNull();
    expect(buildListQuery(spec, { filters: { tmStatus: ['已注册'], agent: '中细' } }).firstRowsSql).toBeNull(); // b-tree filters: page, then count
    const orders: Array<[object[] | undefined, string]> = [
      [undefined, 'created_at desc, id desc'],
      [[{ key: 'tmName', asc: true }], 'tm_name asc nulls last, id desc'],
      [[{ key: 'regNo', asc: false }], 'reg_no desc nulls last, id desc'],
    ];
    for (const [filters, like] of [
      [{ tmName: '批量' }, `tm_name like '%批量%'`],
      [{ tmName: '批量商标1' }, `tm_name like '%批量商标1%'`],
      // with another filter: the rows up to the cap first, then (more than the cap) the probe, or (fewer) their page
      [{ tmName: '批量', tmStatus: ['已注册', '申请中'] }, `tm_name like '%批量%' and tm_status in ('已注册', '申请中')`],
      [{ tmName: '批量', tmStatus: ['已注册'] }, `tm_name like '%批量%' and tm_status = '已注册'`],
      [{ regNo: '400' }, `reg_no like '%400%'`],
      [{ regNo: '4001' }, `reg_no like '%4001%'`],
    ] as const) {
      const n = (await t.db.query<{ n: number }>(`select count(*)::int as n from trademarks where tenant_id = $1 and deleted_at is null and ${like}`, [tenant3])).rows[0].n;
      for (const [sorts, order] of orders)
        for (const pageNo of [1, 2, 40]) {
          const expected = await t.db.query<{ id: number }>(
            `select id from trademarks where tenant_id = $1 and deleted_at is null and ${like} order by ${order} limit 20 offset ${(pageNo - 1) * 20}`,
            [tenant3],
          );
          const got = await page({ pageNo, pageSize: 20, filters, ...(sorts ? { sorts } : {}) }, t3Admin);
          expect({ filters, sorts, pageNo, total: got.data.total, capped: got.data.totalCapped, ids: got.data.list.map((x: { id: number }) => x.id) }).toEqual({
            filters, sorts, pageNo, total: Math.min(n, PAGE_TOTAL_CAP), capped: n > PAGE_TOTAL_CAP, ids: expected.rows.map((x) => x.id),
          });
        }
    }
  });
});
