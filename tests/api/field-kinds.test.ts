// Field kinds on the server (issues 9 and 18): custom values in create and update bodies checked by their kind's
// value schema (money is an exact decimal string, never a float), 是否必填 enforced on create, update and cell
// edits (40000 naming the field), custom columns in the xlsx export written by their kind's export format, and a
// money range filter.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
const ARCHIVE = 1;
let req: number;
let fee: number;
let id: number;
let version: number;

const cf = (path: string, body: object) => t.call(`/customField/${path}`, body, { token: admin });
const add = (body: object) => t.call('/brandArchives/add', { tmName: '星河', tmCl: 9, ...body }, { token: admin });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  req = (await cf('setCustomField', { type: ARCHIVE, fieldTitle: '内部编号', fieldType: 1, isRequire: 1 })).data.id;
  const money = await cf('setCustomField', { type: ARCHIVE, fieldTitle: '官费', fieldType: 8, isRequire: 0, isFilter: 1, fieldContent: JSON.stringify({ currency: 'USD', fixedCurrency: false }) });
  expect([money.subCode, money.subMessage]).toEqual([10000, '成功']);
  fee = money.data.id;
});
afterAll(async () => {
  await t?.close();
});

describe('custom values in create and update', () => {
  it('refuses a create without a required custom field, naming it', async () => {
    const r = await add({});
    expect([r.subCode, r.subMessage]).toEqual([40000, '“内部编号”为必填项']);
    expect((await add({ customValues: { [req]: '  ' } })).subMessage).toBe('“内部编号”为必填项');
  });

  it('refuses a money amount that is a float or has too many decimals, and an unknown currency', async () => {
    for (const value of [{ amount: 12.5, currency: 'USD' }, { amount: '1.234', currency: 'USD' }, { amount: '5', currency: 'XXX' }]) {
      const r = await add({ customValues: { [req]: 'A-1', [fee]: value } });
      expect(r.subCode, JSON.stringify(value)).toBe(40000);
      expect(r.subMessage).toMatch(/^“官费”（customValues\[\d+\]）的值不符合要求/);
    }
  });

  it('creates with the values, stored as given', async () => {
    const r = await add({ customValues: { [req]: 'A-1', [fee]: { amount: '1234.5', currency: 'USD' } } });
    expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
    id = r.data.id;
    version = r.data.version;
    expect(r.data.customFieldInfo).toEqual({ [req]: 'A-1', [fee]: { amount: '1234.5', currency: 'USD' } });
  });

  it('updates: changes the given fields, keeps the others, refuses clearing a required one', async () => {
    const cleared = await t.call('/brandArchives/modify', { id, version, tmName: '星河', tmCl: 9, customValues: { [req]: null } }, { token: admin });
    expect([cleared.subCode, cleared.subMessage]).toEqual([40000, "“内部编号”为必填项"]);
    const r = await t.call('/brandArchives/modify', { id, version, tmName: '星河', tmCl: 9, customValues: { [fee]: { amount: '99', currency: 'CNY' } } }, { token: admin });
    expect(r.subCode).toBe(10000);
    version = r.data.version;
    expect(r.data.customFieldInfo).toEqual({ [req]: 'A-1', [fee]: { amount: '99', currency: 'CNY' } });
    // An update that does not carry customValues leaves them alone.
    const plain = await t.call('/brandArchives/modify', { id, version, tmName: '星河二', tmCl: 9 }, { token: admin });
    expect(plain.data.customFieldInfo[req]).toBe('A-1');
  });

  it('refuses a cell edit that clears a required field', async () => {
    const r = await cf('setCustomFieldData', { type: ARCHIVE, id, fieldId: req, value: null });
    expect([r.subCode, r.subMessage]).toEqual([40000, '“内部编号”（value）为必填项']);
  });

  it('refuses values of unknown fields', async () => {
    expect((await add({ customValues: { [req]: 'x', 999999: 'y' } })).subMessage).toBe('自定义字段 999999 不存在或已删除');
  });
});

describe('money in lists and exports', () => {
  it('filters by an amount range (exact decimals)', async () => {
    const list = (body: object) => t.call('/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 50, ...body }, { token: admin });
    const hit = await list({ customFilters: { [fee]: { op: 'range', value: [50, 100] } } });
    expect(hit.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    const miss = await list({ customFilters: { [fee]: { op: 'range', value: [100, null] } } });
    expect(miss.data.list).toEqual([]);
  });

  it('exports the visible custom columns by their kind: money as users read it', async () => {
    const rec = await t.call('/brandArchives/export', { columns: ['tmName', `cf:${req}`, `cf:${fee}`], ids: [id] }, { token: admin });
    expect([rec.subCode, rec.subMessage]).toEqual([10000, '成功']);
    const file = await t.app.inject({ method: 'GET', url: `/files/exports/${rec.data.id}`, headers: { token: admin } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['商标名称', '内部编号', '官费']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['星河二', 'A-1', '¥99.00']);
  });

  it('refuses an export column of a field that does not exist', async () => {
    const rec = await t.call('/brandArchives/export', { columns: ['tmName', 'cf:999999'], ids: [id] }, { token: admin });
    expect(rec.subCode).toBe(40000);
  });
});
