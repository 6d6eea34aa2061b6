// Official documents and deadlines (issue 12): the shipped catalogue and calendar per tenant, documents whose
// deadline the server computes (with the derivation), dated rule versions (overlap refused), calendar edits that
// recalculate and list the moved deadlines, list filters and sorts, the deadline monitor, and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { startTestApp, tokenWithoutGrants, type TestApp } from './harness';
import { multipart } from './multipart';
import { scanJpeg, scannedPdf } from '../../src/modules/official-docs/server/testScans';
import { textPdf } from './pdf';
import { docx } from './docx';
import JSZip from 'jszip';
import { TaskRunner } from '../../src/server/tasks/runner';
import { chinaDay, scheduleReminders } from '../../src/modules/official-docs/server/reminders';

let t: TestApp;
let admin: string;
let user: string;
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

const call = (path: string, body: object, token = admin) => t.call(path, body, { token });
const list = (body: object, token = admin) => call('/api/official/list', { pageSize: 100, ...body }, token);
const manage = (body: object, token = admin) => call('/api/official/manage', body, token);
const rules = (body: object, token = admin) => call('/api/official/ruleList', { pageSize: 100, ...body }, token);

describe('catalogue and seeded documents', () => {
  it('ships every document type with its rules and basis (getOfficialTypeList)', async () => {
    const r = await call('/brandDetai/getOfficialTypeList', { date: '2026-03-01' });
    expect(r.subCode).toBe(10000);
    const rejection = r.data.find((x: any) => x.officalType === 'rejection');
    expect(rejection).toMatchObject({ name: '驳回通知书', electronicDelivery: '15d,15d', paperDelivery: '15d,15d', legalBasis: '商标法第三十四条', effectiveFrom: '2014-05-01', effectiveTo: null });
    expect(r.data.length).toBeGreaterThanOrEqual(25);
    expect(r.data.find((x: any) => x.officalType === 'useEvidence').electronicDelivery).toBe('15d,2m');
  });

  it('seeds demo documents with computed deadlines a new user sees', async () => {
    const r = await list({}, user);
    expect(r.subCode).toBe(10000);
    expect(r.data.total).toBeGreaterThanOrEqual(10);
    const withDeadline = r.data.list.filter((d: any) => d.deadline);
    expect(withDeadline.length).toBeGreaterThan(5);
    for (const d of withDeadline) {
      expect(d.derivation.deadline).toBe(d.deadline);
      expect(d.deadlineNote).not.toBe('');
    }
  });

  it('the tenant calendar has the shipped 2026 holidays', async () => {
    const r = await call('/api/official/calendarList', { pageSize: 100, filters: { day: ['2026-01-01', '2026-12-31'], kind: 'holiday' } });
    expect(r.data.total).toBe(33);
    const w = await call('/api/official/calendarList', { pageSize: 100, filters: { day: ['2026-01-01', '2026-12-31'], kind: 'workday' } });
    expect(w.data.list.map((d: any) => d.day).sort()).toEqual(['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10']);
  });
});

describe('documents', () => {
  let id: number;
  it('computes the worked example: 驳回 issued 2026-03-01, electronic → 2026-03-31, with its derivation', async () => {
    const r = await manage({ typeCode: 'rejection', medium: 'electronic', issueDate: '2026-03-01', tmName: '期限样例', appNo: '88880001' });
    expect(r.subCode).toBe(10000);
    id = r.data.id;
    expect(r.data).toMatchObject({ deadline: '2026-03-31', typeName: '驳回通知书', status: 'pending', isRead: false, calendarFlag: false });
    expect(r.data.derivation).toMatchObject({ service: { date: '2026-03-16', how: 'electronicDeemed' }, rawEnd: '2026-03-31', legalBasis: '商标法第三十四条' });
    const detail = await call('/api/official/detail', { id });
    expect(detail.data.derivation.rule.text).toBe('15d,15d');
  });

  it('a paper document with a receipt date is served on it; editing recomputes; a stale save is refused', async () => {
    const r = await manage({ id, version: 1, typeCode: 'rejection', medium: 'paper', issueDate: '2026-03-01', receiptDate: '2026-03-10', tmName: '期限样例', appNo: '88880001' });
    expect(r.subCode).toBe(10000);
    expect(r.data.deadline).toBe('2026-03-25');
    expect(r.data.derivation.service).toMatchObject({ date: '2026-03-10', how: 'paperReceipt' });
    const stale = await manage({ id, version: 1, typeCode: 'rejection', medium: 'electronic', issueDate: '2026-03-01' });
    expect(stale.subCode).toBe(40900);
  });

  it('refuses bad input with 40000 naming the field', async () => {
    const badType = await manage({ typeCode: 'noSuchType', medium: 'electronic', issueDate: '2026-03-01' });
    expect(badType.subCode).toBe(40000);
    expect(badType.subMessage).toContain('typeCode');
    const early = await manage({ typeCode: 'rejection', medium: 'paper', issueDate: '2026-03-10', receiptDate: '2026-03-01' });
    expect(early.subCode).toBe(40000);
    expect(early.subMessage).toContain('receiptDate');
    const badDate = await manage({ typeCode: 'rejection', medium: 'electronic', issueDate: '2026-02-30' });
    expect(badDate.subCode).toBe(40000);
    const far = await manage({ typeCode: 'useEvidence', medium: 'electronic', issueDate: '9999-12-31' });
    expect([far.subCode, far.subMessage.includes('issueDate')]).toEqual([40000, true]);
    const badMedium = await manage({ typeCode: 'rejection', medium: 'fax', issueDate: '2026-03-01' });
    expect(badMedium.subCode).toBe(40000);
  });

  it('marks read, handles and ignores; the monitor shows pending documents nearest first', async () => {
    expect((await call('/api/official/markRead', { id })).subCode).toBe(10000);
    expect((await list({ filters: { isRead: true, appNo: '88880001' } })).data.total).toBe(1);
    const monitor = await call('/api/official/deadlineList', { pageSize: 100 });
    expect(monitor.subCode).toBe(10000);
    const days = monitor.data.list.map((d: any) => d.remainingDays);
    expect(days).toEqual([...days].sort((a: number, b: number) => a - b));
    expect(monitor.data.list.every((d: any) => d.status === 'pending' && d.deadline)).toBe(true);
    expect(monitor.data.list.some((d: any) => d.id === id)).toBe(true);
    expect((await call('/api/official/ignore', { id })).subCode).toBe(10000);
    const after = await call('/api/official/deadlineList', { pageSize: 100 });
    expect(after.data.list.some((d: any) => d.id === id)).toBe(false);
    expect((await list({ filters: { status: ['ignored'], appNo: '88880001' } })).data.total).toBe(1);
    expect((await call('/api/official/markRead', { id: 99999999 })).subCode).toBe(40400);
  });

  it('filters by type, medium, receive date and deadline; sorts by deadline and remaining days', async () => {
    for (const [i, d] of [['2026-04-01', 'electronic'], ['2026-05-06', 'paper'], ['2026-06-10', 'electronic']].entries())
      await manage({ typeCode: 'correction', medium: d[1], issueDate: d[0], receiptDate: d[1] === 'paper' ? '2026-05-08' : null, appNo: `7770000${i}` });
    const byType = await list({ filters: { typeCode: ['correction'], appNo: '7770000' } });
    expect(byType.data.total).toBe(3);
    expect((await list({ filters: { typeCode: ['correction'], medium: 'paper', appNo: '7770000' } })).data.list.map((d: any) => d.appNo)).toEqual(['77700001']);
    expect((await list({ filters: { receiptDate: ['2026-05-01', '2026-05-31'], typeCode: ['correction'], appNo: '7770000' } })).data.total).toBe(1);
    const asc = await list({ filters: { appNo: '7770000' }, sorts: [{ key: 'deadline', asc: true }] });
    const dl = asc.data.list.map((d: any) => d.deadline);
    expect(dl).toEqual([...dl].sort());
    const byRemaining = await list({ filters: { appNo: '7770000' }, sorts: [{ key: 'remainingDays', asc: false }] });
    expect(byRemaining.data.list.map((d: any) => d.deadline)).toEqual([...dl].reverse());
    expect((await list({ filters: { deadline: ['2026-05-01', '2026-05-31'], appNo: '7770000' } })).data.total).toBe(1);
  });
});

describe('confirming a document syncs the archive (updateBrandInfo)', () => {
  it('links the mark, marks the document read, writes the fields and a history entry', async () => {
    const mark = (await t.db.query<{ id: number; version: number }>(
      `select t.id, t.version from trademarks t join tenants x on x.id = t.tenant_id where x.code = 'demo' and t.deleted_at is null order by t.id limit 1`,
    )).rows[0];
    const doc = (await manage({ typeCode: 'registrationCertificate', medium: 'paper', issueDate: '2026-06-01', receiptDate: '2026-06-08' })).data;
    expect(doc.deadline).toBeNull();
    expect(doc.derivation.none).toBe('noResponse');
    const info = { id: mark.id, tmStatus: '已注册', regNo: '90001234', regDate: '2026-05-28', endDate: '2036-05-27', applicant: '星河品牌管理有限公司', applicantAddress: '上海市浦东新区张江路88号' };
    const r = await call('/api/official/confirm', { id: doc.id, version: doc.version, updateBrandInfo: info });
    expect(r.subCode).toBe(10000);
    expect(r.data).toMatchObject({ trademarkId: mark.id, isRead: true, version: doc.version + 1 });
    const tm = (await t.db.query(`select tm_status, reg_no, to_char(reg_date, 'YYYY-MM-DD') as reg_date, to_char(end_date, 'YYYY-MM-DD') as end_date, applicant, version from trademarks where id = $1`, [mark.id])).rows[0];
    expect(tm).toMatchObject({ tm_status: '已注册', reg_no: '90001234', reg_date: '2026-05-28', end_date: '2036-05-27', applicant: '星河品牌管理有限公司', version: mark.version + 1 });
    const log = await call('/userManage/queryOperateLog', { entity: 'trademark', recordId: mark.id });
    expect(log.data[0].summary).toContain('官文“商标注册证”同步');
    expect(log.data[0].summary).toContain('90001234');
    // the same form again is stale
    expect((await call('/api/official/confirm', { id: doc.id, version: doc.version, updateBrandInfo: info })).subCode).toBe(40900);
    // a status outside the dictionary, or a mark that is not ours, changes nothing
    const bad = await call('/api/official/confirm', { id: doc.id, version: doc.version + 1, updateBrandInfo: { id: mark.id, tmStatus: '随便写' } });
    expect([bad.subCode, bad.subMessage.includes('tmStatus')]).toEqual([40000, true]);
    const foreign = (await t.db.query<{ id: number }>(`select t.id from trademarks t join tenants x on x.id = t.tenant_id where x.code <> 'demo' limit 1`)).rows[0];
    if (foreign) expect((await call('/api/official/confirm', { id: doc.id, version: doc.version + 1, updateBrandInfo: { id: foreign.id, regNo: '1' } })).subCode).toBe(40400);
    expect((await call('/api/official/confirm', { id: doc.id, version: doc.version + 1, updateBrandInfo: { id: 99999999, regNo: '1' } })).subCode).toBe(40400);
    expect((await t.db.query(`select version from official_documents where id = $1`, [doc.id])).rows[0].version).toBe(doc.version + 1);
  });
});

async function upload(name: string, data: Buffer, token = admin) {
  const m = multipart(name, data);
  const res = await t.app.inject({ method: 'POST', url: '/files/official', headers: { token, 'content-type': m.contentType }, payload: m.payload });
  return { status: res.statusCode, ...(JSON.parse(res.body) as { subCode: number; subMessage: string; data: any }) };
}

describe('upload and recognition', () => {
  const pdf = textPdf([['国家知识产权局', '商标驳回通知书', '申请号：78901234', '第 25 类', '申请人：星河品牌管理有限公司'], ['发文日期：2026年03月01日']]);

  it('reads type, application number, issue date, class and applicant from a PDF text layer', async () => {
    const r = await upload('scan.pdf', pdf);
    expect([r.status, r.subCode]).toEqual([200, 10000]);
    expect(r.data).toMatchObject({ state: 1, type: 'rejection', typeName: '驳回通知书', brandNo: '78901234', issueDate: '2026-03-01', tmCl: 25, applicant: '星河品牌管理有限公司', pages: 2, textLayer: true });
    expect(r.data.fields.typeCode.source).toBe('text');
    // entering the document keeps its file; another tenant's or an unknown upload is refused
    const doc = await manage({ typeCode: r.data.type, medium: 'electronic', issueDate: r.data.issueDate, appNo: r.data.brandNo, uploadId: r.data.uploadId });
    expect(doc.data).toMatchObject({ uploadId: r.data.uploadId, deadline: '2026-03-31' });
    const unknown = await manage({ typeCode: 'rejection', medium: 'electronic', issueDate: '2026-03-01', uploadId: 99999999 });
    expect([unknown.subCode, unknown.subMessage.includes('uploadId')]).toEqual([40000, true]);
  });

  it('the same file again answers state 0 and stores nothing new', async () => {
    const before = (await t.db.query(`select count(*)::int as n from official_uploads`)).rows[0].n;
    const r = await upload('again.pdf', pdf);
    expect(r.data).toMatchObject({ state: 0, type: 'rejection', fileName: 'scan.pdf' });
    expect((await t.db.query(`select count(*)::int as n from official_uploads`)).rows[0].n).toBe(before);
  });

  it('without a type in the text, name, number and country come from the file name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    const r = await upload('不予注册决定书_G7654321_美国.png', png);
    expect(r.data).toMatchObject({ state: 1, type: 'nonRegistration', brandNo: 'G7654321', country: '美国', textLayer: false });
    expect(r.data.fields.typeCode.source).toBe('fileName');
  });

  it('refuses a wrong type, a broken PDF and a caller without the permission; nothing is kept', async () => {
    const before = (await t.db.query(`select count(*)::int as n from official_uploads`)).rows[0].n;
    const txt = await upload('note.txt', Buffer.from('驳回通知书'));
    expect([txt.subCode, txt.subMessage]).toEqual([40000, '请上传 jpg、jpeg、png、pdf、doc、docx 格式的文件']);
    const broken = await upload('broken.pdf', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> garbage'));
    expect(broken.subCode).toBe(40000);
    expect(broken.subMessage).toContain('PDF');
    expect((await upload('scan2.pdf', textPdf([['驳回通知书']]), guest)).subCode).toBe(40300);
    expect((await t.db.query(`select count(*)::int as n from official_uploads`)).rows[0].n).toBe(before);
  });

  it('reads a scanned PDF (no text layer) by OCR; the fields say so', async () => {
    const scan = scannedPdf([scanJpeg(['国家知识产权局', '核准转让证明', '申请号：66554433', '发文日期：2026年05月06日'])]);
    const r = await upload('扫描件.pdf', scan);
    expect(r.data).toMatchObject({ state: 1, type: 'transferCertificate', brandNo: '66554433', issueDate: '2026-05-06', textLayer: false, ocr: true, fileType: 'pdf' });
    expect(r.data.fields.typeCode.source).toBe('ocr');
  }, 60_000);

  it("the dialog's fields: handling deadline, category-5 fields, the file and its preview route (own tenant only)", async () => {
    const pdf2 = textPdf([['商标异议答辩通知书', '申请号：44332211', '发文日期：2026年04月01日']]);
    const up = await upload('答辩.pdf', pdf2);
    const doc = await manage({ typeCode: 'oppositionReply', medium: 'electronic', issueDate: '2026-04-01', uploadId: up.data.uploadId, handlingDeadline: '2026-05-01', disputedDate: '2026-03-20', rulingResult: '  部分支持 ' });
    expect(doc.data).toMatchObject({ handlingDeadline: '2026-05-01', disputedDate: '2026-03-20', rulingResult: '部分支持', typeCategory: 5, fileName: '答辩.pdf', fileType: 'pdf' });
    // the plain form (no such fields) leaves them as they are
    const again = await manage({ id: doc.data.id, version: doc.data.version, typeCode: 'oppositionReply', medium: 'electronic', issueDate: '2026-04-01', remark: '改备注' });
    expect(again.data).toMatchObject({ handlingDeadline: '2026-05-01', rulingResult: '部分支持', remark: '改备注' });
    const detail = await call('/api/official/detail', { id: doc.data.id });
    expect(detail.data.fileName).toBe('答辩.pdf');
    const get = (token: string) => t.app.inject({ method: 'GET', url: `/files/official/${up.data.uploadId}`, headers: { token } });
    const own = await get(admin);
    expect([own.statusCode, own.headers['content-type'], own.rawPayload.equals(pdf2)]).toEqual([200, 'application/pdf', true]);
    expect(JSON.parse((await get(other)).body).subCode).toBe(40400);
    expect(JSON.parse((await get(guest)).body).subCode).toBe(40300);
  });

  it('recognises a 5-page text PDF in well under a second', async () => {
    const five = textPdf(Array.from({ length: 5 }, (_, i) => [`商标异议答辩通知书 第${i + 1}页`, '申请号：55667788', '发文日期：2026年04月02日']));
    const t0 = performance.now();
    const r = await upload('five.pdf', five);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(r.data).toMatchObject({ state: 1, type: 'oppositionReply', pages: 5, issueDate: '2026-04-02' });
  });
});

describe('Word documents and zip batches (officialDecompression)', () => {
  async function uploadZip(name: string, data: Buffer, token = admin) {
    const m = multipart(name, data);
    const res = await t.app.inject({ method: 'POST', url: '/brandDetai/officialDecompression', headers: { token, 'content-type': m.contentType }, payload: m.payload });
    return JSON.parse(res.body) as { subCode: number; subMessage: string; data: any };
  }
  const zipOf = async (files: Array<[string, Buffer | string]>) => {
    const zip = new JSZip();
    for (const [name, data] of files) zip.file(name, data, { createFolders: false });
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  };
  const zipCount = async () => (await t.db.query(`select count(*)::int as n from batch_tasks where operate_type = 'officialDecompression'`)).rows[0].n;

  it("reads a docx's text with mammoth", async () => {
    const r = await upload('通知.docx', await docx(['国家知识产权局', '补正通知书', '申请号：31313131', '发文日期：2026年02月03日']));
    expect(r.data).toMatchObject({ state: 1, type: 'correction', brandNo: '31313131', issueDate: '2026-02-03', fileType: 'docx' });
  });

  it('unpacks a zip as a batch task with progress: each file recognised, a duplicate state 0, a wrong type named', async () => {
    const pdfA = textPdf([['驳回通知书', '申请号：70000001', '发文日期：2026年01月05日']]);
    const zip = await zipOf([
      ['批次/驳回.pdf', pdfA], ['批次/再传.pdf', pdfA], ['批次/说明.txt', '不是官文'],
      ['批次/补正.docx', await docx(['补正通知书', '申请号：70000002'])], ['__MACOSX/._驳回.pdf', 'x'],
    ]);
    const r = await uploadZip('官文.zip', zip);
    expect(r.subCode).toBe(10000);
    expect(r.data).toMatchObject({ fileName: '官文.zip', total: 4 });
    const before = await call('/api/official/batchStatus', { taskId: r.data.taskId });
    expect(before.data).toMatchObject({ status: 0, total: 4 });
    await new TaskRunner(t.db, { error: () => {} }, t.storage).tick();
    const s = await call('/api/official/batchStatus', { taskId: r.data.taskId });
    expect(s.data).toMatchObject({ status: 1, progress: 4, total: 4 });
    expect(s.data.results).toEqual([
      expect.objectContaining({ fileName: '驳回.pdf', state: 1, type: 'rejection', brandNo: '70000001', issueDate: '2026-01-05' }),
      expect.objectContaining({ fileName: '再传.pdf', state: 0, type: 'rejection' }),
      { fileName: '说明.txt', error: '请上传 jpg、jpeg、png、pdf、doc、docx 格式的文件' },
      expect.objectContaining({ fileName: '补正.docx', state: 1, type: 'correction', brandNo: '70000002' }),
    ]);
    // another user cannot read it
    expect((await call('/api/official/batchStatus', { taskId: r.data.taskId }, user)).subCode).toBe(40400);
  });

  it('refuses path traversal, a zip bomb, a broken zip and a non-zip with a clear message; no task, nothing kept', async () => {
    const tasks = await zipCount();
    const uploads = (await t.db.query(`select count(*)::int as n from official_uploads`)).rows[0].n;
    const traversal = await uploadZip('evil.zip', await zipOf([['../../etc/驳回.pdf', textPdf([['驳回通知书']])]]));
    expect([traversal.subCode, traversal.subMessage]).toEqual([40000, '压缩包内的文件路径“../../etc/驳回.pdf”指向压缩包以外，已拒绝整个压缩包']);
    const bomb = await uploadZip('bomb.zip', await zipOf([['zeros.pdf', Buffer.alloc(30 * 1024 * 1024)]]));
    expect([bomb.subCode, bomb.subMessage]).toEqual([40000, '压缩包内的文件“zeros.pdf”压缩比异常（疑似压缩炸弹），已拒绝']);
    const broken = await uploadZip('broken.zip', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200, 7)]));
    expect([broken.subCode, broken.subMessage]).toEqual([40000, '压缩包已损坏，无法读取；请重新打包后上传']);
    const notZip = await uploadZip('x.zip', textPdf([['驳回通知书']]));
    expect([notZip.subCode, notZip.subMessage]).toEqual([40000, '请上传 zip 格式的压缩包']);
    expect(await zipCount()).toBe(tasks);
    expect((await t.db.query(`select count(*)::int as n from official_uploads`)).rows[0].n).toBe(uploads);
  });
});

describe('deadline reminders (workbench messages, once a day, once with two servers)', () => {
  it('claims the day once, sends one message per responsible person and document, and never twice', async () => {
    const now = new Date();
    const { day } = chinaDay(now);
    const at9 = new Date(`${day}T01:00:00Z`); // 09:00 in China
    const doc = await manage({ typeCode: 'rejection', medium: 'electronic', issueDate: '2026-01-10', tmName: '提醒测试', appNo: 'REMIND7' });
    await withSystem(t.db, (tx) => tx.query(`update official_documents set deadline = $2::date + 7 where id = $1`, [doc.data.id, day]));
    expect(await scheduleReminders(t.db, new Date(`${day}T07:30:00+08:00`))).toBe(0); // before 08:00 in China
    const [a, b] = await Promise.all([scheduleReminders(t.db, at9), scheduleReminders(t.db, at9)]); // two servers
    const tenants = await withSystem(t.db, (tx) => tx.query<{ n: number }>(`select count(*)::int as n from tenants t where exists (select 1 from users u where u.tenant_id = t.id)`));
    expect(a + b).toBe(tenants.rows[0]!.n); // one task per tenant, not one per server
    expect(await scheduleReminders(t.db, at9)).toBe(0);
    const runner = () => new TaskRunner(t.db, { error: () => {} }, t.storage).tick();
    await runner();
    await runner();
    const msgs = await withSystem(t.db, (tx) => tx.query<{ user_id: number; title: string; content: string }>(`select user_id, title, content from messages where content like '%REMIND7%'`));
    const admins = await withSystem(t.db, (tx) => tx.query<{ id: number }>(`select u.id from users u join roles r on r.id = u.role_id where 'officialDeadline' = any(string_to_array(r.role_auth, ',')) and u.tenant_id = (select tenant_id from official_documents where id = $1) and u.deleted_at is null and u.status = 1`, [doc.data.id]));
    expect(admins.rows.length).toBeGreaterThan(0);
    expect(msgs.rows.map((m) => m.user_id).sort()).toEqual(admins.rows.map((u) => u.id).sort());
    expect(msgs.rows[0]!.title).toBe('官文期限提醒：驳回通知书还有 7 天到期');
    expect(msgs.rows[0]!.content).toContain('提醒测试');
  });
});

describe('rule versions', () => {
  it('refuses a version overlapping another of the same type (40900, naming it)', async () => {
    const r = await call('/api/official/ruleManage', { typeCode: 'oppositionReply', electronicRule: '15d,20d', paperRule: '15d,20d', legalBasis: '测试', effectiveFrom: '2026-01-01' });
    expect(r.subCode).toBe(40900);
    expect(r.subMessage).toContain('商标异议答辩通知书');
    expect(r.subMessage).toContain('2014-05-01');
  });

  it('refuses a malformed rule and a reversed period with 40000', async () => {
    const r = await call('/api/official/ruleManage', { typeCode: 'oppositionReply', electronicRule: '15x', effectiveFrom: '2030-01-01' });
    expect(r.subCode).toBe(40000);
    expect(r.subMessage).toContain('electronicRule');
    const rev = await call('/api/official/ruleManage', { typeCode: 'oppositionReply', effectiveFrom: '2030-01-01', effectiveTo: '2029-01-01' });
    expect(rev.subCode).toBe(40000);
  });

  it('closes the shipped version, adds a dated one, and deadlines from then on use it (moved ones listed)', async () => {
    const doc = await manage({ typeCode: 'oppositionReply', medium: 'electronic', issueDate: '2027-01-05', appNo: '66660001' });
    expect(doc.data.deadline).toBe('2027-02-19'); // served 01-20 + 30d = Fri 02-19 (2027 has no calendar data yet: flagged)
    expect(doc.data.calendarFlag).toBe(true);
    const shipped = (await rules({ filters: { typeCode: ['oppositionReply'] } })).data.list[0];
    const closed = await call('/api/official/ruleManage', { ...pick(shipped), id: shipped.id, version: shipped.version, effectiveTo: '2026-12-31' });
    expect(closed.subCode).toBe(10000);
    const added = await call('/api/official/ruleManage', { typeCode: 'oppositionReply', electronicRule: '15d,20d', paperRule: '15d,20d', legalBasis: '商标法（2027 修订，测试）', effectiveFrom: '2027-01-01' });
    expect(added.subCode).toBe(10000);
    expect(added.data).toMatchObject({ typeName: '商标异议答辩通知书', shipped: false, effectiveTo: null });
    const after = await call('/api/official/detail', { id: doc.data.id });
    expect(after.data.deadline).toBe('2027-02-09');
    expect(after.data.derivation.legalBasis).toBe('商标法（2027 修订，测试）');
    const changes = await call('/api/official/deadlineChanges', {});
    // closing the shipped version first left the document without a rule for a moment: both moves are listed, latest first
    expect(changes.data.filter((c: any) => c.documentId === doc.data.id).map((c: any) => [c.oldDeadline, c.newDeadline])).toEqual([['2027-02-19', null], [null, '2027-02-09']].reverse());
    // documents issued before keep the old version
    const old = await manage({ typeCode: 'oppositionReply', medium: 'electronic', issueDate: '2026-12-31', appNo: '66660002' });
    expect(old.data.derivation.rule.effectiveTo).toBe('2026-12-31');
    // the shipped version cannot be deleted, the added one can
    expect((await call('/api/official/ruleDelete', { id: shipped.id })).subCode).toBe(40000);
    expect((await call('/api/official/ruleDelete', { id: added.data.id })).subCode).toBe(10000);
    expect((await call('/api/official/detail', { id: doc.data.id })).data.derivation.none).toBe('noRule');
  });

  it('needs the rule permission', async () => {
    expect((await call('/api/official/ruleManage', { typeCode: 'rejection', effectiveFrom: '2040-01-01' }, user)).subCode).toBe(40300);
    expect((await call('/api/official/list', { pageSize: 10 }, guest)).subCode).toBe(40300);
  });
});

describe('holiday calendar', () => {
  it('entering a 2027 holiday rolls the deadline, clears the missing-year flag and lists the moved deadline', async () => {
    // 驳回 issued 2027-02-13 electronic: served 02-28, raw end Mon 2027-03-15
    const doc = await manage({ typeCode: 'rejection', medium: 'electronic', issueDate: '2027-02-13', appNo: '55550001' });
    expect(doc.data).toMatchObject({ deadline: '2027-03-15', calendarFlag: true });
    const day = await call('/api/official/calendarManage', { day: '2027-03-15', kind: 'holiday', name: '测试假日' });
    expect(day.subCode).toBe(10000);
    const after = (await call('/api/official/detail', { id: doc.data.id })).data;
    expect(after).toMatchObject({ deadline: '2027-03-16', calendarFlag: false });
    expect(after.derivation.rolled).toEqual([{ date: '2027-03-15', why: 'holiday', name: '测试假日' }]);
    const moved = (await call('/api/official/deadlineChanges', {})).data.filter((c: any) => c.documentId === doc.data.id);
    expect(moved[0]).toMatchObject({ oldDeadline: '2027-03-15', newDeadline: '2027-03-16' });
    expect(moved[0].cause).toContain('2027-03-15');
    // turning it into an adjusted working day: no roll
    const edit = await call('/api/official/calendarManage', { id: day.data.id, version: day.data.version, day: '2027-03-15', kind: 'workday', name: '测试调休' });
    expect(edit.subCode).toBe(10000);
    expect((await call('/api/official/detail', { id: doc.data.id })).data.deadline).toBe('2027-03-15');
    // the same day twice is refused
    const dup = await call('/api/official/calendarManage', { day: '2027-03-15', kind: 'holiday', name: '重复' });
    expect(dup.subCode).toBe(40900);
    // a manual recalculation finds nothing left to move
    const re = await call('/api/official/recalculate', {});
    expect(re.data.moved).toEqual([]);
    expect(re.data.checked).toBeGreaterThan(10);
    // and rewrites no document when nothing changed (stored derivations compare equal)
    const stamp = `select max(updated_at)::text as at from official_documents where deleted_at is null`;
    const before = (await t.db.query(stamp)).rows[0].at;
    expect((await call('/api/official/recalculate', {})).data.moved).toEqual([]);
    expect((await t.db.query(stamp)).rows[0].at).toBe(before);
  });
});

describe('tenants', () => {
  it('another tenant gets its own catalogue and sees none of these documents or calendar edits', async () => {
    const r = await list({}, other);
    expect(r.subCode).toBe(10000);
    expect(r.data.total).toBe(0);
    const types = await call('/brandDetai/getOfficialTypeList', {}, other);
    expect(types.data.length).toBeGreaterThanOrEqual(25);
    const cal = await call('/api/official/calendarList', { pageSize: 10, filters: { day: ['2027-01-01', '2027-12-31'] } }, other);
    expect(cal.data.total).toBe(0);
    const mine = (await list({ filters: { appNo: '88880001' } })).data.list[0];
    expect((await call('/api/official/detail', { id: mine.id }, other)).subCode).toBe(40400);
    expect((await call('/api/official/markRead', { id: mine.id }, other)).subCode).toBe(40400);
  });
});

function pick(r: any) {
  const { typeCode, electronicRule, paperRule, legalBasis, effectiveFrom, effectiveTo, remark } = r;
  return { typeCode, electronicRule, paperRule, legalBasis, effectiveFrom, effectiveTo, remark };
}
