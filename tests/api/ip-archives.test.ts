// Copyright and patent archives (issue 15): create, list with filters, detail, xlsx import (good rows kept, bad
// rows reported by row and field), bad input named, the work type as module 32's locked custom field, patents'
// term and next annual fee derived from the dated term rules (a rule change recalculates them), the annual fees
// in the platform's deadline sources, the demo data and the 商标专员's grants, and another tenant finding nothing.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectDeadlines } from '../../src/server/deadlines/sources';
import { withSystem, withTenant } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { startTestApp, type CallResult, type TestApp } from './harness';
import { multipart } from './multipart';

let t: TestApp;
let admin: string;
let user: string;
let other: string;
let tenantId: number;

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const refused = (r: CallResult, subCode: number, message: RegExp) => expect([r.subCode, r.subMessage]).toEqual([subCode, expect.stringMatching(message)]);
const call = (path: string, body: object, token = admin) => t.call(path, body, { token });
const page = { pageNo: 1, pageSize: 50 };
const ruleBody = (r: any) => ({ id: r.id, version: r.version, patentType: r.patentType, validFrom: r.validFrom, validTo: r.validTo, termYears: r.termYears, legalBasis: r.legalBasis });

async function upload(name: string, data: Buffer, token = admin): Promise<string> {
  const m = multipart(name, data);
  const res = await t.app.inject({ method: 'POST', url: '/files/uploads', headers: { token, 'content-type': m.contentType }, payload: m.payload });
  const body = JSON.parse(res.body);
  expect(body.subCode).toBe(10000);
  return body.data.uid;
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('导入');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  tenantId = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin' order by id limit 1`)).rows[0].tenant_id;
  await withSystem(t.db, (tx) =>
    createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]),
  );
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('copyright archive', () => {
  it('has demo works with their work type, creates, filters and details a work; the specialist may work it', async () => {
    const demo = ok(await call('/copyRight/ordinary/list', page, user));
    expect(demo.total).toBeGreaterThanOrEqual(4);
    const defs = ok(await call('/customField/getCustomFieldList', { type: 32 }));
    const workType = defs.find((d: any) => d.fieldTitle === '作品类型');
    expect(workType).toBeTruthy();
    expect(demo.list.some((w: any) => w.customValues[workType.id] === '美术作品')).toBe(true);

    const w = ok(
      await call(
        '/copyRight/ordinary/add',
        { title: '远航插画集', author: '周舟', owner: '星河品牌管理有限公司', completionDate: '2025-01-10', regNo: '国作登字-2025-F-00999999', regDate: '2025-03-01', customValues: { [workType.id]: '美术作品' } },
        user,
      ),
    );
    expect(w).toMatchObject({ title: '远航插画集', regDate: '2025-03-01', files: [], version: 1 });
    const found = ok(await call('/copyRight/ordinary/list', { ...page, filters: { title: '远航', regDate: ['2025-01-01', '2025-12-31'] } }));
    expect(found.list.map((x: any) => x.id)).toEqual([w.id]);
    const byType = ok(await call('/copyRight/ordinary/list', { ...page, customFilters: { [workType.id]: { op: 'in', value: ['美术作品'] } } }));
    expect(byType.list.map((x: any) => x.id)).toContain(w.id);
    expect(ok(await call('/copyRight/ordinary/detail', { id: w.id }, user))).toMatchObject({ id: w.id, author: '周舟' });
    // the same registration number twice is refused naming it; a stale save is refused
    refused(await call('/copyRight/ordinary/add', { title: '另一作品', owner: '某公司', regNo: '国作登字-2025-F-00999999' }), 40900, /登记号/);
    ok(await call('/copyRight/ordinary/update', { id: w.id, version: 1, title: w.title, owner: w.owner, remark: '已登记' }));
    refused(await call('/copyRight/ordinary/update', { id: w.id, version: 1, title: w.title, owner: w.owner, remark: '旧表单' }), 40900, /已被他人修改/);
  });

  it('refuses bad input naming the field, and a missing work type is optional', async () => {
    refused(await call('/copyRight/ordinary/add', { owner: '某公司' }), 40000, /title/);
    refused(await call('/copyRight/ordinary/add', { title: '作品', owner: '某公司', regDate: '2025-02-30' }), 40000, /登记日期.*regDate/);
    refused(await call('/copyRight/software/add', { name: '软件', developer: '某公司', softwareVersion: 'x'.repeat(51) }), 40000, /版本号.*softwareVersion/);
    refused(await call('/copyRight/ordinary/add', { title: '作品', owner: '某公司', files: [{ uid: 'u', name: 'a.pdf' }] }), 40000, /files\[0\]/);
  });

  it('creates and details software; the specialist cannot delete', async () => {
    const s = ok(await call('/copyRight/software/add', { name: '星河数据中台', shortName: '数据中台', softwareVersion: 'V3.0', developer: '星河数字科技有限公司', regNo: '2025SR0999999' }, user));
    expect(ok(await call('/copyRight/software/list', { ...page, filters: { softwareVersion: 'V3.0' } })).list.map((x: any) => x.id)).toEqual([s.id]);
    expect(ok(await call('/copyRight/software/detail', { id: s.id }))).toMatchObject({ shortName: '数据中台', sourceFiles: [], manualFiles: [] });
    refused(await call('/copyRight/software/delete', { id: s.id }, user), 40300, /.+/);
    ok(await call('/copyRight/software/delete', { id: s.id }));
    refused(await call('/copyRight/software/detail', { id: s.id }), 40400, /不存在/);
  });

  it('imports works from xlsx: good rows kept, bad ones reported by row and field', async () => {
    const uid = await upload('works.xlsx', await xlsx([
      ['作品名称', '著作权人', '作者', '登记日期', '登记号'],
      ['导入作品一', '星河品牌管理有限公司', '甲', '2024-05-01', 'IMP-001'],
      ['导入作品二', '', '乙', '2024-05-02', 'IMP-002'],
      ['导入作品三', '星河品牌管理有限公司', '丙', '2024-13-01', 'IMP-003'],
      ['导入作品四', '星河品牌管理有限公司', '丁', new Date(Date.UTC(2024, 4, 4)), 'IMP-001'],
    ]));
    const r = ok(await call('/copyRight/ordinary/import', { uid }));
    expect(r).toMatchObject({ total: 4, created: 1 });
    expect(r.errors).toEqual([
      { row: 3, message: expect.stringMatching(/owner/) },
      { row: 4, message: expect.stringMatching(/regDate/) },
      { row: 5, message: expect.stringMatching(/登记号/) },
    ]);
    expect(ok(await call('/copyRight/ordinary/list', { ...page, filters: { title: '导入作品' } })).list.map((x: any) => x.title)).toEqual(['导入作品一']);
    refused(await call('/copyRight/ordinary/import', { uid: await upload('bad.xlsx', await xlsx([['名称'], ['x']])) }), 40000, /缺少必填列：作品名称、著作权人/);
    refused(await call('/copyRight/ordinary/import', { uid: await upload('notes.txt', Buffer.from('not a workbook')) }), 40000, /xlsx/);
    // another tenant's upload is not found
    refused(await call('/copyRight/ordinary/import', { uid }, other), 40000, /文件不存在/);
  });
});

describe('patent archive', () => {
  it('derives the term and the next annual fee on create, with the derivation; bad dates are named', async () => {
    const tea = { patentType: 'design', title: '茶具（远山）', appNo: 'CN202130999999.1', appDate: '2021-06-08', grantDate: '2021-09-14', applicants: '星河品牌管理有限公司', legalStatus: 'granted' };
    const p = ok(await call('/patent/archives/add', { ...tea, feePaidYear: 4 }, user));
    expect(p).toMatchObject({ termYears: 15, expiryDate: '2036-06-07', nextFeeYear: 5, nextFeeDue: '2025-06-07' });
    expect(p.feeDerivation.join('\n')).toMatch(/2021-06-01 至 今.*15 年/);
    expect(ok(await call('/patent/archives/detail', { id: p.id }))).toMatchObject({ nextFeeDue: '2025-06-07', feeDerivation: p.feeDerivation });
    const list = ok(await call('/patent/archives/list', { ...page, filters: { patentType: 'design', nextFeeDue: ['2025-06-01', '2025-06-30'] } }));
    expect(list.list.map((x: any) => x.id)).toEqual([p.id]);
    // an update recalculates
    const u = ok(await call('/patent/archives/update', { ...tea, id: p.id, version: p.version, feePaidYear: 5 }, user));
    expect(u).toMatchObject({ nextFeeYear: 6, nextFeeDue: '2026-06-07' });

    refused(await call('/patent/archives/add', { patentType: 'design', title: 'x', appNo: 'CN1', appDate: '2021-06-08', grantDate: '2021-01-01', applicants: 'a', legalStatus: 'granted' }), 40000, /授权日.*grantDate.*不能早于申请日/);
    refused(await call('/patent/archives/add', { patentType: 'gadget', title: 'x', appNo: 'CN1', appDate: '2021-06-08', applicants: 'a', legalStatus: 'pending' }), 40000, /专利类型.*patentType/);
    refused(await call('/patent/archives/add', { patentType: 'design', title: 'x', appNo: 'CN1', appDate: '2021-06-08', applicants: 'a', legalStatus: 'granted' }), 40000, /grantDate/);
    refused(await call('/patent/archives/add', { patentType: 'design', title: 'x', appNo: 'CN202130999999.1', appDate: '2021-06-08', applicants: 'a', legalStatus: 'pending' }), 40900, /申请号/);
  });

  it('a rule change recalculates the tenant\'s patents; overlapping rules and deleting shipped ones are refused', async () => {
    const rules = ok(await call('/patent/termRules/list', page)).list;
    expect(rules).toHaveLength(4);
    const design15 = rules.find((r: any) => r.patentType === 'design' && r.validFrom === '2021-06-01');
    refused(await call('/patent/termRules/add', { patentType: 'design', validFrom: '2030-01-01', termYears: 20, legalBasis: '假设' }), 40900, /重叠.*外观设计 2021-06-01/);
    refused(await call('/patent/termRules/delete', { id: design15.id }), 40900, /内置规则不能删除/);
    refused(await call('/patent/termRules/list', page, user), 40300, /.+/);
    // Close the 15-year rule before the patent's filing date and add a 12-year one from then.
    ok(await call('/patent/termRules/update', { ...ruleBody(design15), validTo: '2021-06-07' }));
    const added = ok(await call('/patent/termRules/add', { patentType: 'design', validFrom: '2021-06-08', termYears: 12, legalBasis: '假设的修订' }));
    const p = ok(await call('/patent/archives/list', { ...page, filters: { appNo: 'CN202130999999.1' } })).list[0];
    expect(p).toMatchObject({ termYears: 12, expiryDate: '2033-06-07' });
    expect(p.feeDerivation.join('\n')).toContain('假设的修订');
    ok(await call('/patent/termRules/delete', { id: added.id }));
    const fresh = ok(await call('/patent/termRules/list', page)).list.find((r: any) => r.id === design15.id);
    ok(await call('/patent/termRules/update', { ...ruleBody(fresh), validTo: null }));
    expect(ok(await call('/patent/archives/detail', { id: p.id }))).toMatchObject({ termYears: 15 });
  });

  it('contributes the next annual fees to the platform deadline sources', async () => {
    const items = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, to: '2100-01-01' }));
    const fees = items.filter((i) => i.source === 'patentAnnualFee');
    expect(fees.length).toBeGreaterThanOrEqual(4);
    const tea = fees.find((i) => i.title.includes('茶具（远山）'))!;
    expect(tea).toMatchObject({ kind: '专利年费', dueDate: '2026-06-07', link: expect.stringMatching(/^\/patent\/archives\/detail\?id=\d+$/) });
    expect(tea.derivation.some((l) => l.includes('截止日 2026-06-07'))).toBe(true);
    // the pending demo invention contributes nothing
    expect(fees.some((i) => i.title.includes('基于图像识别'))).toBe(false);
  });

  it('imports patents by the list\'s column names and dictionary labels', async () => {
    const uid = await upload('patents.xlsx', await xlsx([
      ['专利名称', '专利类型', '申请号', '申请日', '申请人（专利权人）', '法律状态', '授权日'],
      ['一种杯盖', '实用新型', 'CN202320000001.0', '2023-02-01', '星河品牌管理有限公司', '有效（已授权）', '2023-06-01'],
      ['一种杯子', '不存在的类型', 'CN202320000002.0', '2023-02-01', '星河品牌管理有限公司', '审查中', ''],
    ]));
    const r = ok(await call('/patent/archives/import', { uid }, user));
    expect(r).toMatchObject({ total: 2, created: 1, errors: [{ row: 3, message: expect.stringMatching(/patentType/) }] });
    const p = ok(await call('/patent/archives/list', { ...page, filters: { appNo: 'CN202320000001.0' } })).list[0];
    expect(p).toMatchObject({ patentType: 'utilityModel', termYears: 10, nextFeeYear: 2, nextFeeDue: '2024-01-31' });
  });

  it('exports the list as xlsx; the export imports again (here into another tenant)', async () => {
    const columns = ['title', 'patentType', 'appNo', 'appDate', 'grantDate', 'applicants', 'legalStatus', 'nextFeeDue'];
    const rec = ok(await call('/patent/archives/export', { columns, filters: { patentType: 'design' } }, user));
    const file = await t.app.inject({ method: 'GET', url: `/files/exports/${rec.id}`, headers: { token: user } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['专利名称', '专利类型', '申请号', '申请日', '授权日', '申请人（专利权人）', '法律状态', '下次年费截止日']);
    expect(sheet.rowCount - 1).toBe(ok(await call('/patent/archives/list', { ...page, filters: { patentType: 'design' } })).total);
    const uid = await upload('export.xlsx', Buffer.from(await wb.xlsx.writeBuffer()), other);
    const r = ok(await call('/patent/archives/import', { uid }, other));
    expect(r).toMatchObject({ total: sheet.rowCount - 1, created: sheet.rowCount - 1, errors: [] });
    const copied = ok(await call('/patent/archives/list', { ...page, filters: { appNo: 'CN202130999999.1' } }, other)).list[0];
    expect(copied).toMatchObject({ patentType: 'design', appDate: '2021-06-08', legalStatus: 'granted', termYears: 15 });
    await t.db.query(`delete from patents where tenant_id <> $1`, [tenantId]);
  });

  it('another tenant finds none of these records', async () => {
    const p = ok(await call('/patent/archives/list', page)).list[0];
    const w = ok(await call('/copyRight/ordinary/list', page)).list[0];
    refused(await call('/patent/archives/detail', { id: p.id }, other), 40400, /不存在/);
    refused(await call('/patent/archives/update', { id: p.id, version: p.version, patentType: p.patentType, title: '越权', appNo: p.appNo, appDate: p.appDate, applicants: p.applicants, legalStatus: 'pending' }, other), 40400, /不存在/);
    refused(await call('/copyRight/ordinary/detail', { id: w.id }, other), 40400, /不存在/);
    expect(ok(await call('/patent/archives/list', page, other)).total).toBe(0);
    expect(ok(await call('/copyRight/ordinary/list', page, other)).total).toBe(0);
    // the other tenant gets its own shipped rules
    expect(ok(await call('/patent/termRules/list', page, other)).list).toHaveLength(4);
  });
});
