// Review documents (评审文书, issue 16): the demo tenant's documents; a file (jsonl, csv, xlsx) loads through the
// public-marks loader as a batch task with every bad row listed (a 文号 loaded again replaces its document); the list
// searches the keyword in the mark name and the full text (search grams), 文号, number, case type, result, classes,
// cited articles and dates; the detail has the full text; a PDF attaches; another tenant sees none of it; the
// 商标专员 may search and load; bad input names the field and stores nothing.
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { TaskRunner } from '../../src/server/tasks/runner';
import { multipart } from './multipart';
import { startTestApp, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let specialist: string;
let other: string;

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const call = (path: string, body: object, token = admin) => t.call(path, body, { token });
const list = (filters: object, token = admin, extra: object = {}) => call('/tm/review/list', { pageNo: 1, pageSize: 100, filters, ...extra }, token);
const count = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from review_documents')).rows[0].n);

async function upload(name: string, data: Buffer, token = admin): Promise<string> {
  const m = multipart(name, data);
  const res = await t.app.inject({ method: 'POST', url: '/files/uploads', headers: { token, 'content-type': m.contentType }, payload: m.payload });
  return JSON.parse(res.body).data.uid;
}

async function load(name: string, data: Buffer, token = admin) {
  const { taskId } = ok(await call('/tm/review/import', { uid: await upload(name, data, token) }, token));
  await new TaskRunner(t.db, { error: () => undefined }, t.storage).tick();
  return ok(await call('/tm/review/importStatus', { taskId }, token));
}

const pdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const parts: Buffer[] = [];
    doc.on('data', (c: Buffer) => parts.push(c));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.text('Decision');
    doc.end();
  });

const FULL = (no: string, name: string, body: string) => `商标驳回复审决定书\n${no}\n\n申请人：澜沧测试茶业有限公司\n\n申请人对驳回第88990001号“${name}”商标注册申请不服，申请复审。\n${body}\n2026年3月8日`;

beforeAll(async () => {
  t = await startTestApp();
  await withSystem(t.db, (tx) => createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]));
  admin = await t.tokenFor('admin', 'Admin@2026');
  specialist = await t.tokenFor('user', 'User@2026');
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
}, 120_000);
afterAll(async () => t?.close());

describe('review documents', () => {
  it('the demo tenant has its demo documents, newest decision first, and the 商标专员 sees them', async () => {
    const page = ok(await call('/tm/review/list', { pageNo: 1, pageSize: 10 }, specialist));
    expect(page.total).toBe(48);
    const dates = page.list.map((d: any) => d.decisionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.list[0]).toMatchObject({ docNo: expect.stringMatching(/^商评字\[\d{4}\]第\d{7}号$/), caseType: expect.any(String), tmCls: expect.any(Array) });
    expect(page.list[0]).not.toHaveProperty('fullText');
    expect(page.list[0]).not.toHaveProperty('keyword');
    const asc = ok(await list({}, admin, { sorts: [{ key: 'decisionDate', asc: true }] })).list.map((d: any) => d.decisionDate);
    expect([...asc].sort()).toEqual(asc);
  });

  it('loads a jsonl file as a batch task: good rows in, the bad row listed with its column', async () => {
    const rows = [
      { 文号: '商评字〔2026〕第0900001号', 案件类型: '驳回复审', 商标名称: '澜沧月', 申请号: '88990001', 类别: '30、43', 决定日期: '2026-03-08', 评审结果: '驳回', 法律依据: '《商标法》第三十条、第三十四条', 全文: FULL('商评字[2026]第0900001号', '澜沧月', '经复审认为，申请商标与引证商标“澜沧明月”构成近似商标，已构成第三十条所指情形。') },
      { 文号: '商评字[2026]第0900002号', 案件类型: '无效宣告请求', 商标名称: '普洱星', 申请号: '88990002', 类别: 30, 决定日期: '2026年4月1日', 评审结果: '无效', 申请人: '请求人甲', 被申请人: '普洱星茶业', 法律依据: '商标法第44条第1款', 全文: '关于第88990002号“普洱星”商标无效宣告请求裁定书\n争议商标的注册属于以其他不正当手段取得注册的情形，予以无效宣告。' },
      { 文号: '商评字[2026]第0900003号', 案件类型: '异议复审', 商标名称: '坏行', 类别: 50, 全文: '……' },
      { 文号: '商评字[2026]第0900004号', 案件类型: '撤三复审', 商标名称: '云岭', 申请号: '88990004', 类别: 30, 决定日期: '2026-05-20', 评审结果: '部分撤销', 法律依据: '第四十九条第二款', 全文: '复审商标在指定期间内未在核定商品上进行真实使用，澜沧江畔的销售凭证无法证明形成时间。' },
    ];
    const s = await load('review.jsonl', Buffer.from(rows.map((r) => JSON.stringify(r)).join('\n')));
    expect(s).toMatchObject({ status: 1, imported: 3, total: 4, fileName: 'review.jsonl' });
    expect(s.errors).toEqual([
      { row: 3, field: '案件类型', message: expect.stringContaining('案件类型“异议复审”不在') },
      { row: 3, field: '类别', message: expect.stringContaining('类别“50”') },
    ]);
    const d = ok(await list({ docNo: '商评字[2026]第0900002号' })).list[0];
    expect(d).toMatchObject({ docKind: '裁定书', caseType: '无效宣告', result: '宣告无效', decisionDate: '2026-04-01', tmCls: ['30'], articles: ['第四十四条', '第四十四条第一款'], applicant: '请求人甲', respondent: '普洱星茶业' });
  });

  it('loads csv and xlsx the same way; a 文号 loaded again replaces its document', async () => {
    const csv = '文号,案件类型,商标名称,全文,评审结果\n"商评字[2026]第0900001号",驳回复审,澜沧月,"复审后改判：予以初步审定，澜沧月与澜沧明月区别明显。",予以初步审定\n,驳回复审,无号,全文,驳回\n';
    const c = await load('review.csv', Buffer.from(csv));
    expect(c).toMatchObject({ status: 1, imported: 1, total: 2, errors: [{ row: 3, field: '文号', message: '文号不能为空' }] });
    const again = ok(await list({ docNo: '商评字[2026]第0900001号' })).list;
    expect(again).toHaveLength(1);
    expect(again[0].result).toBe('予以初步审定');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('文书').addRows([
      ['文号', '文书类型', '案件类型', '决定日期', '商标名称', '申请号/注册号', '类别', '申请人', '评审结果', '法律依据', '全文'],
      ['商评字[2025]第0900005号', '不予注册复审决定书', '不予注册复审', new Date(Date.UTC(2025, 10, 3)), '滇红坊', '88990005', '30', '滇红坊茶业', '予以核准注册', '第三十条、第三十五条第三款', '被异议商标“滇红坊”予以核准注册。'],
    ]);
    const x = await load('review.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(x).toMatchObject({ status: 1, imported: 1, total: 1, errors: [] });
    expect(ok(await list({ markNo: '88990005' })).list[0]).toMatchObject({ decisionDate: '2025-11-03', docKind: '决定书', result: '予以核准注册' });
  });

  it('searches the keyword in the full text and the mark name, 1-character and longer terms, with the other filters', async () => {
    const names = async (filters: object) => ok(await list(filters)).list.map((d: any) => d.tmName).sort();
    expect(await names({ keyword: '澜沧' })).toEqual(['云岭', '澜沧月']); // 云岭: only in its full text
    expect(await names({ keyword: '普洱星' })).toEqual(['普洱星']);
    expect(await names({ keyword: '不正当手段' })).toEqual(expect.arrayContaining(['普洱星']));
    expect(await names({ keyword: '滇' })).toEqual(['滇红坊']);
    expect(await names({ keyword: '澜沧', caseType: ['撤销复审'] })).toEqual(['云岭']);
    expect(await names({ keyword: '澜沧', decisionDate: ['2026-05-01', '2026-05-31'] })).toEqual(['云岭']);
    expect(await names({ keyword: '不存在的词语组合' })).toEqual([]);
    expect(await names({ markNo: '88990002' })).toEqual(['普洱星']);
    expect(await names({ docNo: '0900004' })).toEqual(['云岭']);
    expect(await names({ caseType: ['无效宣告'], result: ['宣告无效'], tmCls: ['30'] })).toEqual(['普洱星']);
    expect(await names({ articles: ['第四十九条第二款'], tmCls: ['30'] })).toEqual(['云岭']);
    expect(await names({ articles: ['第四十四条'], keyword: '普洱' })).toEqual(['普洱星']);
    // the demo documents are found by case type and keyword too
    const demo = ok(await list({ caseType: ['撤销复审'] }));
    expect(demo.total).toBeGreaterThanOrEqual(6);
    expect(demo.list.every((d: any) => d.caseType === '撤销复审')).toBe(true);
    expect(ok(await list({ keyword: '连续三年不使用' })).total).toBeGreaterThanOrEqual(6);
  });

  it('the detail has the full text; a PDF of the tenant attaches and is removed again', async () => {
    const id = ok(await list({ markNo: '88990004' })).list[0].id;
    const d = ok(await call('/tm/review/detail', { id }, specialist));
    expect(d.fullText).toContain('澜沧江畔');
    expect(d.document).toMatchObject({ id, tmName: '云岭', pdfUid: null });
    const notPdf = await call('/tm/review/attachPdf', { id, uid: await upload('a.txt', Buffer.from('hello')) });
    expect([notPdf.subCode, notPdf.subMessage]).toEqual([40000, expect.stringContaining('（uid）')]);
    const uid = await upload('decision.pdf', await pdf());
    expect(ok(await call('/tm/review/attachPdf', { id, uid })).pdfUid).toBe(uid);
    const file = await t.app.inject({ method: 'GET', url: `/files/uploads/${uid}`, headers: { token: specialist } });
    expect(file.statusCode).toBe(200);
    expect(ok(await call('/tm/review/attachPdf', { id, uid: null })).pdfUid).toBeNull();
    const missing = await call('/tm/review/detail', { id: 99999999 });
    expect([missing.subCode, missing.subMessage]).toEqual([40400, expect.stringContaining('（id）')]);
  });

  it('another tenant sees, finds, opens and changes none of the documents; its own load stays its own', async () => {
    const id = ok(await list({ markNo: '88990002' })).list[0].id;
    expect(ok(await list({}, other)).total).toBe(0);
    expect(ok(await list({ keyword: '普洱星' }, other)).total).toBe(0);
    expect((await call('/tm/review/detail', { id }, other)).subCode).toBe(40400);
    expect((await call('/tm/review/attachPdf', { id, uid: null }, other)).subCode).toBe(40400);
    const s = await load('mine.jsonl', Buffer.from(JSON.stringify({ docNo: '商评字[2026]第0900002号', caseType: '驳回复审', tmName: '远山', fullText: '远山的文书' })), other);
    expect(s).toMatchObject({ status: 1, imported: 1 });
    expect(ok(await list({}, other)).list.map((d: any) => d.tmName)).toEqual(['远山']);
    // the same 文号 in another tenant did not replace the demo tenant's document
    expect(ok(await list({ docNo: '商评字[2026]第0900002号' })).list.map((d: any) => d.tmName)).toEqual(['普洱星']);
    expect((await call('/tm/review/importStatus', { taskId: s.taskId })).subCode).toBe(40400);
  });

  it('bad input is refused naming the field, and nothing is stored', async () => {
    const before = await count();
    const cases: Array<[string, object, string]> = [
      ['/tm/review/list', { pageNo: 1, pageSize: 10, filters: { keyword: 5 } }, 'keyword'],
      ['/tm/review/list', { pageNo: 1, pageSize: 10, filters: { decisionDate: ['2026-13-01', null] } }, 'decisionDate'],
      ['/tm/review/list', { pageNo: 1, pageSize: 10, sorts: [{ key: 'fullText', asc: true }] }, 'key'],
      ['/tm/review/import', { uid: 'not-a-uid' }, 'uid'],
      ['/tm/review/detail', { id: 'x' }, 'id'],
      ['/tm/review/attachPdf', { id: 1 }, 'uid'],
    ];
    for (const [path, body, field] of cases) {
      const r = await call(path, body);
      expect(r.subCode, path).toBe(40000);
      expect(r.subMessage, path).toContain(field);
    }
    const r = await call('/tm/review/import', { uid: await upload('notes.txt', Buffer.from('hello')) });
    expect([r.subCode, r.subMessage]).toEqual([40000, expect.stringContaining('（uid）')]);
    const s = await load('wrong.csv', Buffer.from('商标名称,申请号\n甲,123456\n'));
    expect(s).toMatchObject({ status: 2, errorMessage: expect.stringContaining('文号') });
    expect(await count()).toBe(before);
  });
});
