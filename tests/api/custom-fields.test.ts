// Custom fields (issue 4) through their calls: definitions (full and partial saves, the dialog's batch save,
// order and pin limit, the locked module-32 field), values validated by type and options, cell and batch
// edits, filters and sorts in the list engine, date reminders, and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../src/server/custom-fields/reminders';
import { withSystem } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let user: string;
let other: string;
const ENTERPRISES = 91;
const ent: Record<string, number> = {};

const cf = (path: string, body: object, token = admin) => t.call(`/customField/${path}`, body, { token });
const options = (...names: string[]) => JSON.stringify({ options: names.map((cont, i) => ({ cont, name: cont, color: ['#ff7200', '#1677ff', '#52c41a', '#722ed1'][i % 4] })) });

beforeAll(async () => {
  t = await startTestApp();
  await withSystem(t.db, (tx) => createTenant(tx, { name: '远山代理', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]));
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
  for (const name of ['甲公司', '乙公司', '丙公司']) {
    const r = await t.call('/enterPrise/saveInfo', { applicantType: 1, bookType: 1, countryOrRegion: 'CN', applicantName: name }, { token: admin });
    ent[name] = r.data.id;
  }
});
afterAll(async () => {
  await t?.close();
});

describe('definitions', () => {
  let level: number;
  it('creates a choice field with options; the list returns it with contents', async () => {
    const r = await cf('setCustomField', { type: ENTERPRISES, fieldTitle: '客户等级', fieldDesc: '重点客户优先处理', isRequire: 0, fieldType: 3, fieldContent: options('重点', '普通', '储备') });
    expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
    level = r.data.id;
    expect(r.data).toMatchObject({ fieldTitle: '客户等级', fieldType: 3, state: 1, isFilter: 0, isTop: 0, isEdit: 1, isRequire: 0 });
    expect(r.data.fieldTypeInfoVo.contents.options).toHaveLength(3);
    const list = await cf('getCustomFieldList', { type: ENTERPRISES });
    expect(list.data.map((d: { id: number }) => d.id)).toContain(level);
  });

  it('refuses a choice field without a non-empty option (请输入选项) and changes nothing', async () => {
    const before = (await cf('getCustomFieldList', { type: ENTERPRISES })).data.length;
    const r = await cf('setCustomField', { type: ENTERPRISES, fieldTitle: '空选项', fieldType: 3, fieldContent: JSON.stringify({ options: [{ cont: ' ', color: '#ff7200' }] }) });
    expect([r.subCode, r.subMessage]).toEqual([40000, '请输入选项']);
    expect((await cf('getCustomFieldList', { type: ENTERPRISES })).data.length).toBe(before);
  });

  it('new fields get the spec defaults (required 1, integer, remind 0 at 00:00)', async () => {
    const num = await cf('setCustomField', { type: ENTERPRISES, fieldTitle: '注册资本', fieldType: 7 });
    expect(num.data.isRequire).toBe(1);
    expect(num.data.fieldTypeInfoVo.contents).toEqual({ numberFormat: 'integer' });
    const date = await cf('setCustomField', { type: ENTERPRISES, fieldTitle: '合同到期', fieldType: 6, isRequire: 0 });
    expect(date.data.fieldTypeInfoVo.contents).toMatchObject({ remind: 0, limitTime: '00:00', dateFormat: 'YYYY/MM/DD' });
  });

  it('partial saves from the list: state, isFilter, and filter refused for number fields', async () => {
    expect((await cf('setCustomField', { type: ENTERPRISES, id: level, state: 0 })).data.state).toBe(0);
    expect((await cf('setCustomField', { type: ENTERPRISES, id: level, state: 1, isFilter: 1 })).data).toMatchObject({ state: 1, isFilter: 1, filter: 1 });
    const num = (await cf('getCustomFieldList', { type: ENTERPRISES })).data.find((d: { fieldTitle: string }) => d.fieldTitle === '注册资本');
    const r = await cf('setCustomField', { type: ENTERPRISES, id: num.id, isFilter: 1 });
    expect(r.subCode).toBe(40000);
    expect(r.subMessage).toContain('不支持筛选');
  });

  it('renaming keeps the values (they are keyed by field id)', async () => {
    await cf('setCustomFieldData', { type: ENTERPRISES, id: ent['甲公司'], fieldId: level, value: '重点' });
    await cf('setCustomField', { type: ENTERPRISES, id: level, fieldTitle: '客户分级' });
    const row = (await t.call('/enterPrise/getCompanyDetailInfo', { id: ent['甲公司'] }, { token: admin })).data;
    expect(row.customValues[String(level)]).toBe('重点');
    await cf('setCustomField', { type: ENTERPRISES, id: level, fieldTitle: '客户等级' });
  });

  it('orders and pins; at most 5 pins, extra pins are ignored', async () => {
    const created: number[] = [];
    for (let i = 0; i < 5; i++) created.push((await cf('setCustomField', { type: ENTERPRISES, fieldTitle: `备注${i}`, fieldType: 1, isRequire: 0 })).data.id);
    const all = (await cf('getCustomFieldList', { type: ENTERPRISES })).data.map((d: { id: number }) => d.id);
    const order = [...all].reverse();
    const r = await cf('sortCustomField', { fieldType: ENTERPRISES, ids: order.join(','), isTop: [...created, level].join(',') });
    expect(r.subCode).toBe(10000);
    const pinned = r.data.filter((d: { isTop: number }) => d.isTop === 1).map((d: { id: number }) => d.id);
    expect(pinned).toHaveLength(5);
    expect(pinned).not.toContain(level); // the sixth pin was ignored
    // pinned first, then the given order
    expect(r.data.slice(0, 5).every((d: { isTop: number }) => d.isTop === 1)).toBe(true);
  });

  it('the dialog saves all changes at once (add, edit, delete) in one call', async () => {
    const list = (await cf('getCustomFieldList', { type: ENTERPRISES })).data;
    const memo0 = list.find((d: { fieldTitle: string }) => d.fieldTitle === '备注0');
    const memo1 = list.find((d: { fieldTitle: string }) => d.fieldTitle === '备注1');
    const r = await cf('updateCustomFields', {
      type: ENTERPRISES,
      fields: [{ fieldTitle: '新字段', fieldType: 2, isRequire: 0 }, { id: memo0.id, fieldDesc: '改过' }, { id: memo1.id, delete: 1 }],
    });
    expect(r.subCode).toBe(10000);
    const titles = r.data.map((d: { fieldTitle: string }) => d.fieldTitle);
    expect(titles).toContain('新字段');
    expect(titles).not.toContain('备注1');
    expect(r.data.find((d: { id: number }) => d.id === memo0.id).fieldDescription).toBe('改过');
  });

  it('a failing item rolls the whole dialog save back', async () => {
    const before = (await cf('getCustomFieldList', { type: ENTERPRISES })).data.length;
    const r = await cf('updateCustomFields', { type: ENTERPRISES, fields: [{ fieldTitle: '会回滚', fieldType: 1 }, { fieldTitle: '坏的', fieldType: 3, fieldContent: '{"options":[]}' }] });
    expect(r.subCode).toBe(40000);
    expect((await cf('getCustomFieldList', { type: ENTERPRISES })).data.length).toBe(before);
  });

  it('module 32 has the locked 作品类型 field: cannot be edited or deleted', async () => {
    const list = (await cf('getCustomFieldList', { type: 32 })).data;
    const work = list.find((d: { showFieldTitle: string }) => d.showFieldTitle === '作品类型');
    expect(work).toMatchObject({ isEdit: 0, fieldType: 3 });
    expect((await cf('setCustomField', { type: 32, id: work.id, fieldTitle: '改名' })).subCode).toBe(40900);
    expect((await cf('setCustomField', { type: 32, id: work.id, delete: 1 })).subCode).toBe(40900);
    expect((await cf('getCustomFieldList', { type: 32 })).data.filter((d: { showFieldTitle: string }) => d.showFieldTitle === '作品类型')).toHaveLength(1);
  });

  it('needs brandCustomListSettings to change definitions; unknown modules are refused', async () => {
    expect((await cf('setCustomField', { type: ENTERPRISES, fieldTitle: 'x', fieldType: 1 }, user)).subCode).toBe(40300);
    expect((await cf('getCustomFieldList', { type: 555 })).subCode).toBe(40000);
  });

  it("another tenant sees none of these definitions and cannot change them", async () => {
    expect((await cf('getCustomFieldList', { type: ENTERPRISES }, other)).data).toEqual([]);
    expect((await cf('setCustomField', { type: ENTERPRISES, id: level, state: 0 }, other)).subCode).toBe(40400);
  });
});

describe('values, filters and sorts', () => {
  let level: number;
  let capital: number;
  let due: number;
  beforeAll(async () => {
    const list = (await cf('getCustomFieldList', { type: ENTERPRISES })).data;
    level = list.find((d: { fieldTitle: string }) => d.fieldTitle === '客户等级').id;
    capital = list.find((d: { fieldTitle: string }) => d.fieldTitle === '注册资本').id;
    due = list.find((d: { fieldTitle: string }) => d.fieldTitle === '合同到期').id;
  });

  it('validates values by type, options and required', async () => {
    expect((await cf('setCustomFieldData', { type: ENTERPRISES, id: ent['乙公司'], fieldId: level, value: '不存在' })).subMessage).toBe('“客户等级”（value）没有选项“不存在”');
    expect((await cf('setCustomFieldData', { type: ENTERPRISES, id: ent['乙公司'], fieldId: capital, value: 'abc' })).subCode).toBe(40000);
    expect((await cf('setCustomFieldData', { type: ENTERPRISES, id: ent['乙公司'], fieldId: capital, value: null })).subMessage).toBe('“注册资本”（value）为必填项');
    expect((await cf('setCustomFieldData', { type: ENTERPRISES, id: ent['乙公司'], fieldId: due, value: '2026/01/01' })).subCode).toBe(40000);
    const ok = await cf('setCustomFieldData', { type: ENTERPRISES, id: ent['乙公司'], fieldId: capital, value: 5000000 });
    expect(ok.data).toEqual({ value: 5000000 });
  });

  it('batch edit by field title for chosen records; unknown titles refused', async () => {
    const r = await cf('setTmArchiveCustomFieldData', { type: ENTERPRISES, key: `${ent['乙公司']},${ent['丙公司']}`, data: { 客户等级: '普通', 合同到期: '2026-12-31' }, source: 0 });
    expect([r.subCode, r.data]).toEqual([10000, { updated: 2 }]);
    expect((await cf('setTmArchiveCustomFieldData', { type: ENTERPRISES, key: `${ent['乙公司']}`, data: { 没有这个字段: 1 } })).subCode).toBe(40000);
    await cf('setCustomFieldData', { type: ENTERPRISES, id: ent['丙公司'], fieldId: capital, value: 300 });
  });

  const names = async (body: object) => {
    const r = await t.call('/enterPrise/getList', { pageSize: 100, ...body }, { token: admin });
    expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
    return r.data.list.map((x: { applicantName: string }) => x.applicantName).filter((n: string) => n.endsWith('公司') && n.length === 3);
  };

  it('filters by custom values: in, empty, range; sorts numerically by a number field (not filterable, spec 4)', async () => {
    expect(await names({ customFilters: { [level]: { op: 'in', value: ['普通'] } } })).toEqual(expect.arrayContaining(['乙公司', '丙公司']));
    expect(await names({ customFilters: { [level]: { op: 'in', value: ['重点'] } } })).toEqual(['甲公司']);
    expect(await names({ customFilters: { [due]: { op: 'range', value: ['2026-12-31', '2026-12-31'] } } })).toEqual(expect.arrayContaining(['乙公司', '丙公司']));
    expect(await names({ customFilters: { [due]: { op: 'empty', value: true } } })).toEqual(['甲公司']);
    expect(await names({ sorts: [{ key: `cf:${capital}`, asc: false }], customFilters: { [level]: { op: 'in', value: ['普通'] } } })).toEqual(['乙公司', '丙公司']);
    expect(await names({ sorts: [{ key: `cf:${capital}`, asc: true }], customFilters: { [level]: { op: 'in', value: ['普通'] } } })).toEqual(['丙公司', '乙公司']);
  });

  it('rejects operators the type does not have and unknown fields, naming the field', async () => {
    const r = await t.call('/enterPrise/getList', { customFilters: { [capital]: { op: 'contains', value: '5' } } }, { token: admin });
    expect(r.subCode).toBe(40000);
    expect(r.subMessage).toContain('注册资本');
    expect((await t.call('/enterPrise/getList', { customFilters: { '999999': { op: 'eq', value: 1 } } }, { token: admin })).subCode).toBe(40000);
    expect((await t.call('/enterPrise/getList', { sorts: [{ key: "cf:1; drop table users", asc: true }] }, { token: admin })).subCode).toBe(40000);
  });

  it('deleting a field hides its values without losing them', async () => {
    const tmp = (await cf('setCustomField', { type: ENTERPRISES, fieldTitle: '临时', fieldType: 1, isRequire: 0 })).data.id;
    await cf('setCustomFieldData', { type: ENTERPRISES, id: ent['甲公司'], fieldId: tmp, value: '保留我' });
    await cf('setCustomField', { type: ENTERPRISES, id: tmp, delete: 1 });
    expect((await cf('getCustomFieldList', { type: ENTERPRISES })).data.map((d: { id: number }) => d.id)).not.toContain(tmp);
    const stored = await t.db.query<{ v: string }>(`select custom_values->>$1 as v from enterprises where id = $2`, [String(tmp), ent['甲公司']]);
    expect(stored.rows[0].v).toBe('保留我');
  });

  it('another tenant cannot write values into this tenant\'s records', async () => {
    expect((await cf('setCustomFieldData', { type: ENTERPRISES, id: ent['甲公司'], fieldId: level, value: '重点' }, other)).subCode).toBe(40400);
  });
});

describe('date reminders', () => {
  it('creates one 期限提醒 message for the chosen people when due, never twice', async () => {
    const adminId = (await t.call('/homepage/getUserInfo', {}, { token: admin })).data.id;
    const content = JSON.stringify({ dateFormat: 'YYYY/MM/DD', remind: 1, remindType: '1', limitPerson: [adminId], dateLimit: '1d', limitTime: '09:00', showRemaining: true, isAuto: false });
    const field = (await cf('setCustomField', { type: ENTERPRISES, fieldTitle: '年检日', fieldType: 6, isRequire: 0, fieldContent: content })).data.id;
    await cf('setCustomFieldData', { type: ENTERPRISES, id: ent['甲公司'], fieldId: field, value: '2030-03-10' });
    // Due 2030-03-09 09:00 in UTC+8 = 01:00 UTC.
    expect(await sendDueReminders(t.db, new Date('2030-03-09T00:59:00Z'))).toBe(0);
    expect(await sendDueReminders(t.db, new Date('2030-03-09T01:05:00Z'))).toBe(1);
    expect(await sendDueReminders(t.db, new Date('2030-03-09T02:00:00Z'))).toBe(0);
    const msgs = await t.call('/homepage/getMessageList', { msgType: 2 }, { token: admin });
    expect(msgs.data.page.list[0]).toMatchObject({ title: '期限提醒：年检日', msgType: 2, link: '/system/companyList' });
    expect(msgs.data.page.list[0].content).toContain('甲公司');
  });
});

describe('people search (spec 7.3, reminder people)', () => {
  it('finds the tenant\'s people by name, pinyin initials or account without a user-list permission; empty search finds nobody', async () => {
    const byName = await t.call('/api/fuzzySearch', { search: '管理', pageNo: 0, pageSize: 30 }, { token: user });
    expect(byName.subCode).toBe(10000);
    expect(byName.data.map((p: { name: string }) => p.name)).toEqual(['王管理']);
    expect((await t.call('/api/fuzzySearch', { search: 'lzy' }, { token: user })).data.map((p: { name: string }) => p.name)).toEqual(['李专员']);
    expect((await t.call('/api/fuzzySearch', { search: '' }, { token: user })).data).toEqual([]);
    expect((await t.call('/api/fuzzySearch', { search: '管理' }, { token: other })).data.map((p: { name: string }) => p.name)).toEqual(['赵管理']);
    const ids = (await t.call('/api/fuzzySearch', { search: 'admin' }, { token: user })).data.map((p: { id: number }) => p.id);
    expect((await t.call('/api/fuzzySearch', { ids }, { token: other })).data).toEqual([]);
  });
});
