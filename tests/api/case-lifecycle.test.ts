// Case lifecycle, second part (issue 10): export through the export records (filters, selection, custom columns;
// a large export as a batch task), custom fields on cases (module 2: columns, filters, setCaseCustomFieldValue),
// users holding the case permissions and the handler, trademark items collected from the archive, change of
// filing way and new filing, sub-cases per class and per country. Each call: 40300 without its key, another
// tenant's case not found, bad input refused naming the field.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseForms } from '../../src/generated/case-forms';
import { withSystem } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { TaskRunner } from '../../src/server/tasks/runner';
import { startTestApp, tokenWithoutGrants, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let guest: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  guest = await tokenWithoutGrants(t);
  await withSystem(t.db, (tx) =>
    createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]),
  );
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (path: string, body: object, token = admin) => t.call(path, body, { token });
const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const refused = (r: CallResult, message: RegExp, subCode = 40000) => {
  expect(r.subCode, r.subMessage).toBe(subCode);
  expect(r.subMessage).toMatch(message);
};

const applicant = { applicantType: '法人或其他组织', applicantName: '上海星河科技有限公司', applicantAddress: '上海市浦东新区世纪大道100号' };
const addBrand = (tmName: string, classes = ['09', '42']) => ({
  applicant, markType: '文字', tmName, priorityRadio: 'no',
  goods: classes.map((tmCl) => ({ tmCl, goodsItem: [{ name: `商品${tmCl}` }] })),
  fees: { officialFees: { amount: '540.00', currency: 'CNY' } },
});
const newCase = async (tmName: string, mode: 'saveCase' | 'submitCase' = 'saveCase', classes?: string[]) =>
  ok(await call(`/caseManage/${mode}`, { caseType: 'add-brand', bizParam: addBrand(tmName, classes) }));

async function xlsxRows(recordId: number) {
  const file = await t.app.inject({ method: 'GET', url: `/files/exports/${recordId}`, headers: { token: admin } });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

describe('exportCase', () => {
  it('exports the filtered cases, or the selected ones, into an export record', async () => {
    const a = await newCase('导出甲');
    const b = await newCase('导出乙');
    const rec = ok(await call('/caseManage/exportCase', { columns: ['caseNo', 'tmName', 'caseStatus'], filters: { tmName: '导出' }, sorts: [{ key: 'tmName', asc: true }] }));
    expect(rec.status).toBe(1);
    expect(rec.rowCount).toBe(2);
    expect(await xlsxRows(rec.id)).toEqual([['案件编号', '商标名称', '案件状态'], [a.caseNo, '导出乙', '草稿'].map((x, i) => (i === 0 ? b.caseNo : x)), [a.caseNo, '导出甲', '草稿']]);
    const sel = ok(await call('/caseManage/exportCase', { columns: ['caseNo'], ids: [b.id] }));
    expect(await xlsxRows(sel.id)).toEqual([['案件编号'], [b.caseNo]]);
    const records = ok(await call('/brand/exportRecord/list', { filters: {} }));
    expect(records.list.some((r: any) => r.id === sel.id && r.source === '案件')).toBe(true);
  });

  it('writes more than 2,000 cases through a batch task', async () => {
    const tenant = (await t.db.query<{ tenant_id: number }>(`select tenant_id from cases limit 1`)).rows[0].tenant_id;
    await t.db.query(
      `insert into cases (tenant_id, case_no, case_type, tm_name) select $1, 'BULK' || g, 'add-brand', '批量' || g from generate_series(1, 2001) g`,
      [tenant],
    );
    const rec = ok(await call('/caseManage/exportCase', { columns: ['caseNo', 'tmName'], filters: { caseNo: 'BULK' } }));
    expect(rec.status).toBe(0);
    await new TaskRunner(t.db, { error: () => undefined }, t.storage).tick();
    const done = ok(await call('/brand/exportRecord/list', { filters: {} })).list.find((r: any) => r.id === rec.id);
    expect([done.status, done.rowCount]).toEqual([1, 2001]);
    await t.db.query(`delete from cases where case_no like 'BULK%'`);
  });

  it('refuses a role without caseExport, an unknown column, and reaches only the caller’s tenant', async () => {
    refused(await call('/caseManage/exportCase', { columns: ['caseNo'] }, guest), /权限/, 40300);
    refused(await call('/caseManage/exportCase', { columns: ['nope'] }), /columns/);
    const mine = await newCase('本租户');
    const theirs = ok(await call('/caseManage/exportCase', { columns: ['caseNo'], ids: [mine.id] }, other));
    expect(theirs.rowCount).toBe(0);
  });
});

describe('custom fields on cases (module 2)', () => {
  let field: number;
  let c: any;
  beforeAll(async () => {
    const options = JSON.stringify({ options: ['加急', '普通'].map((cont, i) => ({ cont, name: cont, color: ['#ff7200', '#1677ff'][i] })) });
    ok(await call('/customField/setCustomField', { type: 2, fieldTitle: '紧急程度', fieldType: 3, isRequire: 0, fieldContent: options }));
    field = ok(await call('/customField/getCustomFieldList', { type: 2 })).find((d: any) => d.fieldTitle === '紧急程度').id;
    c = await newCase('自定义');
  });

  it('sets a value with setCaseCustomFieldValue, lists, filters and exports it', async () => {
    expect(ok(await call('/caseManage/setCaseCustomFieldValue', { id: c.id, fieldId: field, value: '加急' }))).toEqual({ value: '加急' });
    const page = ok(await call('/caseManage/getCaseLists', { customFilters: { [field]: { op: 'in', value: ['加急'] } } }));
    expect(page.list.map((x: any) => x.caseNo)).toEqual([c.caseNo]);
    expect(page.list[0].customValues[String(field)]).toBe('加急');
    const rec = ok(await call('/caseManage/exportCase', { columns: ['caseNo', `cf:${field}`], ids: [c.id] }));
    expect(await xlsxRows(rec.id)).toEqual([['案件编号', '紧急程度'], [c.caseNo, '加急']]);
  });

  it('refuses a value outside the options naming the field, another tenant’s case, and a role without customFieldData', async () => {
    refused(await call('/caseManage/setCaseCustomFieldValue', { id: c.id, fieldId: field, value: '很急' }), /“紧急程度”（value）没有选项“很急”/);
    refused(await call('/caseManage/setCaseCustomFieldValue', { id: c.id, fieldId: 'x', value: '加急' }), /fieldId/);
    refused(await call('/caseManage/setCaseCustomFieldValue', { id: c.id, fieldId: field, value: '加急' }, other), /不存在/, 40400);
    refused(await call('/caseManage/setCaseCustomFieldValue', { id: c.id, fieldId: field, value: '加急' }, guest), /权限/, 40300);
  });
});

describe('usersWithPermissions and setCaseHandler', () => {
  it('lists the tenant’s enabled users holding the case keys; assigns one as handler', async () => {
    const users = ok(await call('/caseManage/usersWithPermissions', {}));
    const accounts = users.map((u: any) => u.account);
    expect(accounts).toEqual(expect.arrayContaining(['admin', 'user']));
    expect(accounts).not.toContain('guest');
    expect(accounts).not.toContain('zhao');
    const deleters = ok(await call('/caseManage/usersWithPermissions', { permissions: ['caseDelete'], search: 'adm' }));
    expect(deleters.map((u: any) => u.account)).toEqual(['admin']);
    const c = await newCase('承办');
    const handler = users.find((u: any) => u.account === 'user');
    const after = ok(await call('/caseManage/setCaseHandler', { caseNo: c.caseNo, version: c.version, handlerId: handler.id }));
    expect([after.handlerId, after.handlerName, after.version]).toEqual([handler.id, handler.name, c.version + 1]);
    const listed = ok(await call('/caseManage/getCaseLists', { filters: { handlerName: handler.name, tmName: '承办' } }));
    expect(listed.list.map((x: any) => x.caseNo)).toEqual([c.caseNo]);
    refused(await call('/caseManage/setCaseHandler', { caseNo: c.caseNo, version: c.version, handlerId: handler.id }), /该记录已被他人修改/, 40900);
  });

  it('refuses a handler without the case keys naming the field, bad input, another tenant, a role without the key', async () => {
    const c = await newCase('承办二');
    const guestId = (await t.db.query<{ id: number }>(`select id from users where account = 'guest'`)).rows[0].id;
    refused(await call('/caseManage/setCaseHandler', { caseNo: c.caseNo, version: c.version, handlerId: guestId }), /“承办人”（handlerId）/);
    refused(await call('/caseManage/usersWithPermissions', { permissions: ['nope'] }), /permissions/);
    refused(await call('/caseManage/setCaseHandler', { caseNo: c.caseNo, version: c.version, handlerId: null }, other), /案件不存在/, 40400);
    refused(await call('/caseManage/setCaseHandler', { caseNo: c.caseNo, version: c.version, handlerId: null }, guest), /权限/, 40300);
    refused(await call('/caseManage/usersWithPermissions', {}, guest), /权限/, 40300);
  });
});

describe('collectTmItem', () => {
  it('collects the marks and one tmItems entry per country from the archive', async () => {
    const marks = (await t.db.query<{ id: number; reg_no: string; tm_cl: number; tm_name: string }>(
      `select id, reg_no, tm_cl, tm_name from trademarks where deleted_at is null and reg_no is not null and reg_date is not null and country_code = 'CN' order by id limit 2`,
    )).rows;
    const r = ok(await call('/caseManage/collectTmItem', { ids: marks.map((m) => m.id), countries: ['US', 'JP'] }));
    expect(r.trademarks.map((m: any) => [m.id, m.regNo, m.tmCl])).toEqual(marks.map((m) => [m.id, m.reg_no, String(m.tm_cl).padStart(2, '0')]));
    expect(r.tmItems.map((x: any) => [x.appCountry, x.countryName, x.applyBasic])).toEqual([['US', '美国', '基础注册'], ['JP', '日本', '基础注册']]);
    expect(r.tmItems[0].basicTmInfos.map((m: any) => m.regNo)).toEqual(marks.map((m) => m.reg_no));
    expect(r.tmItems[0].tmCl).toEqual([...new Set(marks.map((m) => String(m.tm_cl).padStart(2, '0')))].sort());
  });

  it('refuses a mark of another tenant naming it, bad input, a role without caseSave', async () => {
    const id = (await t.db.query<{ id: number }>(`select id from trademarks where deleted_at is null order by id limit 1`)).rows[0].id;
    refused(await call('/caseManage/collectTmItem', { ids: [id] }, other), /“商标档案”（ids\[0\]）指向的商标不存在/);
    refused(await call('/caseManage/collectTmItem', { ids: [] }), /ids/);
    refused(await call('/caseManage/collectTmItem', { ids: [id], countries: ['usa'] }), /countries/);
    refused(await call('/caseManage/collectTmItem', { ids: [id] }, guest), /权限/, 40300);
  });
});

describe('/intelligent/changeSubmitTypeOrResubmit', () => {
  const path = '/intelligent/changeSubmitTypeOrResubmit';
  it('changes the filing way (a filed case goes back to 待递交) and files a case again', async () => {
    let c = await newCase('递交方式', 'submitCase');
    expect(c.submitType).toBe('电子递交');
    c = ok(await call('/caseManage/confirmSubmissionCase', { caseNo: c.caseNo, version: c.version, submitDate: '2026-03-02' }));
    c = ok(await call(path, { caseNo: c.caseNo, version: c.version, action: 'changeSubmitType', submitType: '纸质递交', reason: '电子系统维护' }));
    expect([c.caseStatus, c.submitType, c.submitDate]).toEqual(['待递交', '纸质递交', null]);
    c = ok(await call('/caseManage/confirmSubmissionCase', { caseNo: c.caseNo, version: c.version }));
    c = ok(await call(path, { caseNo: c.caseNo, version: c.version, action: 'resubmit', reason: '材料退回' }));
    expect([c.caseStatus, c.submitDate]).toEqual(['待递交', null]);
    const stages = ok(await call('/caseManage/caseQueryStageRecord', { caseNo: c.caseNo })).map((s: any) => s.stage);
    expect(stages).toEqual(expect.arrayContaining(['变更递交方式：电子递交 → 纸质递交', '重新递交']));
  });

  it('refuses a missing or unchanged filing way naming it, a closed case, another tenant, a role without caseSplit', async () => {
    const c = await newCase('递交二');
    refused(await call(path, { caseNo: c.caseNo, version: c.version, action: 'changeSubmitType' }), /“递交方式”（submitType）/);
    refused(await call(path, { caseNo: c.caseNo, version: c.version, action: 'changeSubmitType', submitType: '电子递交' }), /“递交方式”（submitType）/);
    refused(await call(path, { caseNo: c.caseNo, version: c.version, action: 'resubmit' }), /只有已递交或不予受理/, 40900);
    refused(await call(path, { caseNo: c.caseNo, version: c.version, action: 'other' }), /action/);
    refused(await call(path, { caseNo: c.caseNo, version: c.version, action: 'resubmit' }, other), /案件不存在/, 40400);
    refused(await call(path, { caseNo: c.caseNo, version: c.version, action: 'resubmit' }, guest), /权限/, 40300);
  });
});

describe('/intelligent/subcase/v2', () => {
  const path = '/intelligent/subcase/v2';
  it('splits a submitted registration per class: sub-cases numbered after the case, archive records moved with their class', async () => {
    const c = await newCase('拆分', 'submitCase', ['09', '25', '42']);
    expect(c.archiveIds).toHaveLength(3);
    const r = ok(await call(path, { caseNo: c.caseNo, version: c.version, splitBy: 'class', parts: ['25', '42'] }));
    expect(r.parent.tmCls).toEqual(['09']);
    expect(r.parent.archiveIds).toEqual([c.archiveIds[0]]);
    expect(r.subcases.map((s: any) => [s.caseNo, s.caseStatus, s.tmCls, s.parentCaseNo, s.archiveIds])).toEqual([
      [`${c.caseNo}-1`, '待递交', ['25'], c.caseNo, [c.archiveIds[1]]],
      [`${c.caseNo}-2`, '待递交', ['42'], c.caseNo, [c.archiveIds[2]]],
    ]);
    const sub = ok(await call('/caseManage/queryCase', { caseNo: `${c.caseNo}-1` }));
    expect(sub.bizParam.goods.map((g: any) => g.tmCl)).toEqual(['25']);
    expect(sub.bizParam.fees).toBeUndefined();
    expect(r.parent.version).toBe(c.version + 1);
    const listed = ok(await call('/caseManage/getCaseLists', { filters: { parentCaseNo: c.caseNo } }));
    expect(listed.total).toBe(2);
  });

  it('refuses a class the case does not have naming it, splitting every class, country split without countries, a filed case', async () => {
    const c = await newCase('拆分二');
    refused(await call(path, { caseNo: c.caseNo, version: c.version, splitBy: 'class', parts: ['09', '30'] }), /“拆出的国家\/类别”（parts\[1\]）/);
    refused(await call(path, { caseNo: c.caseNo, version: c.version, splitBy: 'class', parts: ['09', '42'] }), /至少要留一个/);
    refused(await call(path, { caseNo: c.caseNo, version: c.version, splitBy: 'country', parts: ['US'] }), /不能按国家\/地区拆分/);
    refused(await call(path, { caseNo: c.caseNo, version: c.version, splitBy: 'class', parts: ['9'] }), /parts/);
    refused(await call(path, { caseNo: c.caseNo, version: c.version, splitBy: 'class', parts: ['09'] }, other), /案件不存在/, 40400);
    refused(await call(path, { caseNo: c.caseNo, version: c.version, splitBy: 'class', parts: ['09'] }, guest), /权限/, 40300);
    let filed = await newCase('拆分三', 'submitCase');
    filed = ok(await call('/caseManage/confirmSubmissionCase', { caseNo: filed.caseNo, version: filed.version }));
    refused(await call(path, { caseNo: filed.caseNo, version: filed.version, splitBy: 'class', parts: ['09'] }), /只能拆分草稿或待递交/, 40900);
  });

  // Per country needs a form with per-country items (tmItems): the overseas registration form.
  const overseas = Object.keys(caseForms).find((k) => JSON.stringify((caseForms as Record<string, { schema?: unknown }>)[k]).includes('"tmItems"'));
  it.skipIf(!overseas)('splits an overseas case per country with its files and fees', async () => {
    const item = (appCountry: string, amount: string) => ({ appCountry, tmCl: ['09'], goodsItem: 'computers', officialFees: { amount, currency: 'USD' } });
    const biz = { applicant, tmName: 'STAR', tmItems: [item('US', '350'), item('JP', '120.5'), item('KR', '62')], officialSubmitFiles: [{ appCountry: 'JP', files: [{ fileName: '委托书_JP', filePath: '/files/uploads/x' }] }] };
    const c = ok(await call('/caseManage/saveCase', { caseType: overseas, bizParam: biz }));
    const r = ok(await call(path, { caseNo: c.caseNo, version: c.version, splitBy: 'country', parts: ['JP'] }));
    expect(r.parent.countries).toEqual(['KR', 'US']);
    const sub = ok(await call('/caseManage/queryCase', { caseNo: r.subcases[0].caseNo }));
    expect(sub.bizParam.tmItems.map((x: any) => x.officialFees.amount)).toEqual(['120.5']);
    expect(sub.bizParam.officialSubmitFiles).toHaveLength(1);
  });
});
