// Copyright official documents (issue 12, spec 2.7 /copyRight/officeFile, /copyRight/analysis): the trademark 官文
// pipeline for the copyright right type. The copyright catalogue and its deadline rules, upload and recognition
// against the copyright types (kept apart from trademark uploads), the parse results not entered yet, the list of
// copyright documents only (and the trademark calls blind to them), confirming that links a work or software and
// writes its registration details to the record with a history entry, permissions, data scope and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { hashPassword } from '../../src/server/auth/password';
import { withSystem } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { TaskRunner } from '../../src/server/tasks/runner';
import { startTestApp, tokenWithoutGrants, type TestApp } from './harness';
import { multipart } from './multipart';
import { textPdf } from './pdf';

let t: TestApp;
let admin: string;
let user: string;
let guest: string;
let other: string;
let ownOnly: string;
let pendingSoftware: number;
let registeredSoftware: number;
let work: number;

const call = (path: string, body: object, token = admin) => t.call(path, body, { token });
const B = '/copyRight/officeFile/';
const list = (body: object, token = admin) => call(`${B}list`, { pageSize: 100, ...body }, token);
const manage = (body: object, token = admin) => call(`${B}manage`, body, token);

async function upload(url: string, name: string, data: Buffer, token = admin) {
  const m = multipart(name, data);
  const res = await t.app.inject({ method: 'POST', url, headers: { token, 'content-type': m.contentType }, payload: m.payload });
  return { status: res.statusCode, ...(JSON.parse(res.body) as { subCode: number; subMessage: string; data: any }) };
}
const uploadCopyright = (name: string, data: Buffer, token = admin) => upload('/files/official/copyright', name, data, token);

const certificate = textPdf([
  ['中华人民共和国国家版权局', '计算机软件著作权登记证书', '软件名称：星河商品溯源小程序V1.2', '著作权人：星河数字科技有限公司', '登记号：2026SR0123456'],
  ['登记日期：2026年03月02日'],
]);

beforeAll(async () => {
  t = await startTestApp();
  await withSystem(t.db, (tx) => createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]));
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  guest = await tokenWithoutGrants(t);
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
  const id = async (sql: string) => (await t.db.query<{ id: number }>(sql)).rows[0]!.id;
  pendingSoftware = await id(`select id from copyright_software where name = '星河商品溯源小程序'`);
  registeredSoftware = await id(`select id from copyright_software where reg_no = '2022SR0123456'`);
  work = await id(`select id from copyright_works where title = '星河新品发布会宣传片'`);
  // A specialist whose role sees only their own records (data scope 本人).
  const tenant = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin'`)).rows[0]!.tenant_id;
  const role = await t.db.query<{ id: number }>(
    `insert into roles (tenant_id, role_name, role_auth, menu_keys, data_scope)
     select tenant_id, '版权本人专员', role_auth, menu_keys, 3 from roles where tenant_id = $1 and builtin = 'specialist' returning id`,
    [tenant],
  );
  await t.db.query(`insert into users (tenant_id, account, name, phone, role_id, password_hash) values ($1, 'cr.own', '周本人', '13800000019', $2, $3)`, [
    tenant, role.rows[0]!.id, await hashPassword('Test@2026x'),
  ]);
  ownOnly = await t.tokenFor('cr.own', 'Test@2026x');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('catalogue', () => {
  it('ships the copyright types with their rules, apart from the trademark ones', async () => {
    const cr = await call(`${B}typeList`, { date: '2026-03-01' });
    expect(cr.subCode).toBe(10000);
    expect(cr.data.map((x: any) => x.officalType)).toEqual([
      'crAcceptance', 'crSoftwareCorrection', 'crWorkCorrection', 'crNonRegistration', 'crSoftwareCertificate', 'crWorkCertificate', 'crChangeCertificate', 'crContractCertificate',
    ]);
    expect(cr.data.find((x: any) => x.officalType === 'crSoftwareCorrection')).toMatchObject({ name: '软件著作权登记补正通知书', electronicDelivery: '30d', paperDelivery: '30d', legalBasis: '计算机软件著作权登记办法第二十二条' });
    expect(cr.data.find((x: any) => x.officalType === 'crSoftwareCertificate').category).toBe(1);
    const tm = await call('/brandDetai/getOfficialTypeList', {});
    expect(tm.data.some((x: any) => x.officalType.startsWith('cr'))).toBe(false);
    expect((await call(`${B}typeOptions`, {})).data).toHaveLength(8);
    const all = (await call('/api/official/allTypeOptions', {})).data as Array<{ value: string; label: string }>;
    expect(all.find((o) => o.value === 'crWorkCertificate')?.label).toBe('作品登记证书（版权）');
    expect(all.find((o) => o.value === 'rejection')?.label).toBe('驳回通知书');
  });

  it('a tenant loaded before the copyright catalogue shipped gets it on its next call', async () => {
    const tenant = (await t.db.query<{ id: number }>(`select id from tenants where code = 'yuanshan'`)).rows[0]!.id;
    await withSystem(t.db, async (tx) => {
      await tx.query(`delete from official_rule_versions where tenant_id = $1 and type_code like 'cr%'`, [tenant]);
      await tx.query(`delete from official_doc_types where tenant_id = $1 and right_type = 'copyright'`, [tenant]);
      await tx.query(`update official_data_loads set catalogues = '{trademark}' where tenant_id = $1`, [tenant]);
    });
    expect((await call(`${B}typeOptions`, {}, other)).data).toHaveLength(8);
    const loads = await withSystem(t.db, (tx) => tx.query<{ catalogues: string[] }>(`select catalogues from official_data_loads where tenant_id = $1`, [tenant]));
    expect(loads.rows[0]!.catalogues).toEqual(['trademark', 'copyright']);
  });
});

describe('upload, recognition and parse results', () => {
  let uploadId: number;

  it('reads a software certificate against the copyright types: number, title, owner, date', async () => {
    const r = await uploadCopyright('证书.pdf', certificate);
    expect([r.status, r.subCode]).toEqual([200, 10000]);
    expect(r.data).toMatchObject({
      state: 1, type: 'crSoftwareCertificate', typeName: '计算机软件著作权登记证书', brandNo: '2026SR0123456', issueDate: '2026-03-02',
      title: '星河商品溯源小程序V1.2', applicant: '星河数字科技有限公司', pages: 2, textLayer: true,
    });
    expect(r.data.fields.title).toEqual({ value: '星河商品溯源小程序V1.2', source: 'text' });
    uploadId = r.data.uploadId;
    const row = await t.db.query(`select right_type from official_uploads where id = $1`, [uploadId]);
    expect(row.rows[0].right_type).toBe('copyright');
  });

  it('the same file again answers state 0; as a trademark upload it is another upload, read against the trademark types', async () => {
    const again = await uploadCopyright('again.pdf', certificate);
    expect(again.data).toMatchObject({ state: 0, uploadId, type: 'crSoftwareCertificate' });
    const asMark = await upload('/files/official', '证书.pdf', certificate);
    expect(asMark.data.state).toBe(1);
    expect(asMark.data.uploadId).not.toBe(uploadId);
    expect(asMark.data.type).toBeNull();
  });

  it('a works number and a file name are read the copyright way', async () => {
    const works = textPdf([['作品登记证书', '作品名称：星河新品发布会宣传片', '登记号：国作登字-2026-I-00012345', '发证日期：2026年04月08日']]);
    const r = await uploadCopyright('作品.pdf', works);
    expect(r.data).toMatchObject({ type: 'crWorkCertificate', brandNo: '国作登字-2026-I-00012345', issueDate: '2026-04-08', title: '星河新品发布会宣传片' });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    const byName = await uploadCopyright('不予登记通知书_2026R11L0123456.png', png);
    expect(byName.data).toMatchObject({ type: 'crNonRegistration', brandNo: '2026R11L0123456' });
    expect(byName.data.fields.typeCode.source).toBe('fileName');
  });

  it('lists the caller\'s uploads not entered yet (the parse results), each with its recognition', async () => {
    const r = await call(`${B}pendingUploads`, {});
    expect(r.subCode).toBe(10000);
    const mine = r.data.find((x: any) => x.uploadId === uploadId);
    expect(mine.answer).toMatchObject({ type: 'crSoftwareCertificate', brandNo: '2026SR0123456', title: '星河商品溯源小程序V1.2' });
    // trademark uploads are the trademark page's; another user's are theirs
    expect((await call('/api/official/pendingUploads', {})).data.some((x: any) => x.uploadId === uploadId)).toBe(false);
    expect((await call(`${B}pendingUploads`, {}, user)).data.some((x: any) => x.uploadId === uploadId)).toBe(false);
  });

  it('the preview route serves copyright uploads only, of the own tenant, to holders of the list permission', async () => {
    const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { token } });
    const own = await get(`/files/official/copyright/${uploadId}`, admin);
    expect([own.statusCode, own.headers['content-type'], own.rawPayload.equals(certificate)]).toEqual([200, 'application/pdf', true]);
    expect(JSON.parse((await get(`/files/official/${uploadId}`, admin)).body).subCode).toBe(40400);
    expect(JSON.parse((await get(`/files/official/copyright/${uploadId}`, other)).body).subCode).toBe(40400);
    expect(JSON.parse((await get(`/files/official/copyright/${uploadId}`, guest)).body).subCode).toBe(40300);
  });

  it('refuses a wrong type and a caller without the permission; nothing is kept', async () => {
    const before = (await t.db.query(`select count(*)::int as n from official_uploads`)).rows[0].n;
    const txt = await uploadCopyright('note.txt', Buffer.from('作品登记证书'));
    expect([txt.subCode, txt.subMessage]).toEqual([40000, '请上传 jpg、jpeg、png、pdf、doc、docx 格式的文件']);
    expect((await uploadCopyright('x.pdf', textPdf([['作品登记证书']]), guest)).subCode).toBe(40300);
    expect((await t.db.query(`select count(*)::int as n from official_uploads`)).rows[0].n).toBe(before);
  });

  it('unpacks a zip of copyright documents as a batch task recorded for the copyright right', async () => {
    const zip = new JSZip();
    zip.file('补正.pdf', textPdf([['软件著作权登记补正通知书', '流水号：2026R11L0999999', '发文日期：2026年03月02日']]));
    const m = multipart('版权官文.zip', await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    const res = await t.app.inject({ method: 'POST', url: '/files/official/copyright/zip', headers: { token: admin, 'content-type': m.contentType }, payload: m.payload });
    const started = JSON.parse(res.body);
    expect([started.subCode, started.data.total]).toEqual([10000, 1]);
    await new TaskRunner(t.db, { error: () => {} }, t.storage).tick();
    const status = await call(`${B}batchStatus`, { taskId: started.data.taskId });
    expect(status.data).toMatchObject({ status: 1, progress: 1, total: 1 });
    expect(status.data.results[0]).toMatchObject({ state: 1, type: 'crSoftwareCorrection', brandNo: '2026R11L0999999' });
    const rec = await t.db.query(`select right_type from official_uploads where id = $1`, [status.data.results[0].uploadId]);
    expect(rec.rows[0].right_type).toBe('copyright');
    // the trademark call does not read a copyright batch
    expect((await call('/api/official/batchStatus', { taskId: started.data.taskId })).subCode).toBe(40400);
  });
});

describe('documents, deadlines and the list', () => {
  let correction: any;

  it('computes the correction notice deadline: 30 days from the issue date, rolled past the National Day holiday', async () => {
    const r = await manage({ typeCode: 'crSoftwareCorrection', medium: 'electronic', issueDate: '2026-03-02', tmName: '星河商品溯源小程序', appNo: '2026R11L0123457' });
    expect(r.subCode).toBe(10000);
    correction = r.data;
    expect(r.data).toMatchObject({ rightType: 'copyright', deadline: '2026-04-01', typeName: '软件著作权登记补正通知书', status: 'pending', isRead: false, copyrightKind: null });
    expect(r.data.derivation).toMatchObject({ rawEnd: '2026-04-01', legalBasis: '计算机软件著作权登记办法第二十二条', service: null });
    const rolled = await manage({ typeCode: 'crWorkCorrection', medium: 'paper', issueDate: '2026-09-01', tmName: '星河门店摄影集' });
    expect(rolled.data.deadline).toBe('2026-10-08');
    expect(rolled.data.derivation.rolled.length).toBeGreaterThan(0);
  });

  it('takes copyright types and copyright uploads only', async () => {
    const tmType = await manage({ typeCode: 'rejection', medium: 'electronic', issueDate: '2026-03-01' });
    expect([tmType.subCode, tmType.subMessage.includes('typeCode')]).toEqual([40000, true]);
    const tmUpload = (await t.db.query<{ id: number }>(`select id from official_uploads where right_type = 'trademark' order by id desc limit 1`)).rows[0]!.id;
    const wrongUpload = await manage({ typeCode: 'crAcceptance', medium: 'electronic', issueDate: '2026-03-01', uploadId: tmUpload });
    expect([wrongUpload.subCode, wrongUpload.subMessage.includes('uploadId')]).toEqual([40000, true]);
    // and the trademark call no copyright type
    const crOnTm = await call('/api/official/manage', { typeCode: 'crAcceptance', medium: 'electronic', issueDate: '2026-03-01' });
    expect(crOnTm.subCode).toBe(40000);
    expect((await manage({ typeCode: 'crAcceptance', medium: 'fax', issueDate: '2026-03-01' })).subCode).toBe(40000);
  });

  it('lists copyright documents only; the trademark list and calls do not see them, nor they trademark documents', async () => {
    const cr = await list({});
    expect(cr.subCode).toBe(10000);
    expect(cr.data.list.every((d: any) => d.rightType === 'copyright')).toBe(true);
    expect(cr.data.list.some((d: any) => d.id === correction.id)).toBe(true);
    // the seeded demo copyright documents are there too
    expect(cr.data.list.some((d: any) => d.typeCode === 'crAcceptance' && d.tmName === '星河新品发布会宣传片')).toBe(true);
    const tm = await call('/api/official/list', { pageSize: 100 });
    expect(tm.data.list.every((d: any) => d.rightType === 'trademark')).toBe(true);
    expect((await call('/api/official/detail', { id: correction.id })).subCode).toBe(40400);
    expect((await call('/api/official/markRead', { id: correction.id })).subCode).toBe(40400);
    expect((await call('/api/official/delete', { id: correction.id })).subCode).toBe(40400);
    const tmDoc = tm.data.list[0].id;
    expect((await call(`${B}detail`, { id: tmDoc })).subCode).toBe(40400);
    expect((await call(`${B}handle`, { id: tmDoc })).subCode).toBe(40400);
    // filters: type, number, read state; the deadline monitor shows both rights
    expect((await list({ filters: { typeCode: ['crSoftwareCorrection'], appNo: '2026R11L0123457' } })).data.total).toBe(1);
    expect((await list({ filters: { isRead: false, tmName: '溯源' } })).data.list.some((d: any) => d.id === correction.id)).toBe(true);
    const monitor = await call('/api/official/deadlineList', { pageSize: 100, filters: { rightType: 'copyright' } });
    expect(monitor.data.list.some((d: any) => d.id === correction.id)).toBe(true);
    expect(monitor.data.list.every((d: any) => d.rightType === 'copyright')).toBe(true);
  });

  it('marks read, handles and ignores copyright documents; mark all read touches the copyright ones only', async () => {
    expect((await call(`${B}markRead`, { id: correction.id })).subCode).toBe(10000);
    expect((await list({ filters: { isRead: true, appNo: '2026R11L0123457' } })).data.total).toBe(1);
    const unreadMarks = (await t.db.query(`select count(*)::int as n from official_documents where right_type = 'trademark' and not is_read and deleted_at is null`)).rows[0].n;
    expect((await call(`${B}markAllRead`, {})).subCode).toBe(10000);
    expect((await t.db.query(`select count(*)::int as n from official_documents where right_type = 'copyright' and not is_read and deleted_at is null`)).rows[0].n).toBe(0);
    expect((await t.db.query(`select count(*)::int as n from official_documents where right_type = 'trademark' and not is_read and deleted_at is null`)).rows[0].n).toBe(unreadMarks);
    const extra = await manage({ typeCode: 'crAcceptance', medium: 'electronic', issueDate: '2026-03-01', tmName: '待删除' });
    expect((await call(`${B}ignore`, { id: extra.data.id })).subCode).toBe(10000);
    expect((await call(`${B}delete`, { id: extra.data.id }, user)).subCode).toBe(40300); // the specialist may not delete
    expect((await call(`${B}delete`, { id: extra.data.id })).subCode).toBe(10000);
    expect((await call(`${B}detail`, { id: extra.data.id })).subCode).toBe(40400);
  });
});

describe('confirming writes the copyright record', () => {
  it('links the software, marks the document read, writes number, date and owner with a history entry', async () => {
    const up = await uploadCopyright('证书.pdf', certificate); // state 0: the upload of the first test
    const doc = (await manage({ typeCode: 'crSoftwareCertificate', medium: 'electronic', issueDate: '2026-03-02', appNo: '2026SR0123456', uploadId: up.data.uploadId })).data;
    expect(doc).toMatchObject({ deadline: null, fileName: '证书.pdf', typeCategory: 1 });
    expect((await call(`${B}pendingUploads`, {})).data.some((x: any) => x.uploadId === up.data.uploadId)).toBe(false);
    const before = (await call('/copyRight/software/detail', { id: pendingSoftware })).data;
    expect(before.regNo).toBeNull();
    const info = { kind: 'software', id: pendingSoftware, regNo: '2026SR0123456', regDate: '2026-03-02', owner: '星河数字科技有限公司' };
    const r = await call(`${B}confirm`, { id: doc.id, version: doc.version, updateCopyrightInfo: info });
    expect(r.subCode).toBe(10000);
    expect(r.data).toMatchObject({ copyrightSoftwareId: pendingSoftware, copyrightWorkId: null, copyrightKind: 'software', isRead: true, tmName: '星河商品溯源小程序', appNo: '2026SR0123456' });
    const after = (await call('/copyRight/software/detail', { id: pendingSoftware })).data;
    expect(after).toMatchObject({ regNo: '2026SR0123456', regDate: '2026-03-02', developer: '星河数字科技有限公司', version: before.version + 1 });
    const log = await t.db.query<{ summary: string }>(`select summary from operate_log where entity = 'copyrightSoftware' and record_id = $1 order by id desc limit 1`, [pendingSoftware]);
    expect(log.rows[0]!.summary).toContain('登记号：空 → 2026SR0123456');
    // the detail page's documents: the list filtered on the record
    const ofRecord = await list({ filters: { copyrightSoftwareId: pendingSoftware } });
    expect(ofRecord.data.list.map((d: any) => d.id)).toEqual([doc.id]);
    // a stale confirm is refused and changes nothing
    const stale = await call(`${B}confirm`, { id: doc.id, version: doc.version, updateCopyrightInfo: { ...info, regNo: '2026SR0000001' } });
    expect(stale.subCode).toBe(40900);
    expect((await call('/copyRight/software/detail', { id: pendingSoftware })).data.regNo).toBe('2026SR0123456');
  });

  it('links an ordinary work (relinking replaces the software link); a change certificate writes the owner only', async () => {
    const doc = (await manage({ typeCode: 'crChangeCertificate', medium: 'electronic', issueDate: '2026-05-06' })).data;
    const r = await call(`${B}confirm`, { id: doc.id, version: doc.version, updateCopyrightInfo: { kind: 'work', id: work, owner: '星河影业有限公司' } });
    expect(r.data).toMatchObject({ copyrightWorkId: work, copyrightSoftwareId: null, copyrightKind: 'work', tmName: '星河新品发布会宣传片' });
    const rec = (await call('/copyRight/ordinary/detail', { id: work })).data;
    expect(rec).toMatchObject({ owner: '星河影业有限公司', regNo: null });
    const again = await call(`${B}confirm`, { id: doc.id, version: r.data.version, updateCopyrightInfo: { kind: 'software', id: pendingSoftware } });
    expect(again.data).toMatchObject({ copyrightWorkId: null, copyrightSoftwareId: pendingSoftware, copyrightKind: 'software' });
  });

  it('refuses a registration number another record has (40900), an unknown record (40400), a bad kind (40000)', async () => {
    const doc = (await manage({ typeCode: 'crSoftwareCertificate', medium: 'electronic', issueDate: '2026-03-02' })).data;
    const taken = (await call('/copyRight/software/detail', { id: registeredSoftware })).data.regNo;
    const dup = await call(`${B}confirm`, { id: doc.id, version: doc.version, updateCopyrightInfo: { kind: 'software', id: pendingSoftware, regNo: taken } });
    expect(dup.subCode).toBe(40900);
    expect((await call(`${B}detail`, { id: doc.id })).data).toMatchObject({ version: doc.version, copyrightSoftwareId: null });
    expect((await call(`${B}confirm`, { id: doc.id, version: doc.version, updateCopyrightInfo: { kind: 'work', id: 99999999 } })).subCode).toBe(40400);
    const bad = await call(`${B}confirm`, { id: doc.id, version: doc.version, updateCopyrightInfo: { kind: 'patent', id: work } });
    expect([bad.subCode, bad.subMessage.includes('kind')]).toEqual([40000, true]);
    const noId = await call(`${B}confirm`, { id: doc.id, version: doc.version, updateCopyrightInfo: { kind: 'work' } });
    expect(noId.subCode).toBe(40000);
    // the trademark confirm does not take a copyright document
    const mark = (await t.db.query<{ id: number }>(`select id from trademarks where deleted_at is null order by id limit 1`)).rows[0]!.id;
    expect((await call('/api/official/confirm', { id: doc.id, version: doc.version, updateBrandInfo: { id: mark } })).subCode).toBe(40400);
  });
});

describe('permissions, data scope and tenants', () => {
  it('needs the copyright document permissions', async () => {
    expect((await list({}, guest)).subCode).toBe(40300);
    expect((await manage({ typeCode: 'crAcceptance', medium: 'electronic', issueDate: '2026-03-01' }, guest)).subCode).toBe(40300);
    expect((await call(`${B}pendingUploads`, {}, guest)).subCode).toBe(40300);
    // the specialist holds list and manage
    expect((await list({}, user)).subCode).toBe(10000);
  });

  it('a role that sees its own records sees the copyright documents it entered or of the works and software it created, nothing else', async () => {
    const own = (await t.db.query<{ id: number }>(`select id from users where account = 'cr.own'`)).rows[0]!.id;
    await t.db.query(`update copyright_works set created_by = $1 where id = $2`, [own, work]);
    const all = await list({});
    const mine = all.data.list.filter((d: any) => d.copyrightWorkId === work).map((d: any) => d.id).sort();
    const doc = (await manage({ typeCode: 'crWorkCertificate', medium: 'electronic', issueDate: '2026-06-01' })).data;
    const confirmed = (await call(`${B}confirm`, { id: doc.id, version: doc.version, updateCopyrightInfo: { kind: 'work', id: work } })).data;
    mine.push(confirmed.id);
    const seen = await list({}, ownOnly);
    expect(seen.data.list.map((d: any) => d.id).sort()).toEqual(mine.sort());
    // linked to software someone else created, or to nothing: not found
    const software = all.data.list.find((d: any) => d.copyrightSoftwareId);
    expect((await call(`${B}detail`, { id: software.id }, ownOnly)).subCode).toBe(40400);
    const unlinked = all.data.list.find((d: any) => !d.copyrightKind);
    expect((await call(`${B}detail`, { id: unlinked.id }, ownOnly)).subCode).toBe(40400);
    // a document they enter is theirs before it is linked; they cannot link it to a record outside their scope
    const theirs = (await manage({ typeCode: 'crAcceptance', medium: 'electronic', issueDate: '2026-06-01' }, ownOnly)).data;
    expect(theirs.copyrightKind).toBeNull();
    expect((await list({}, ownOnly)).data.list.map((d: any) => d.id)).toContain(theirs.id);
    expect((await call(`${B}confirm`, { id: theirs.id, version: theirs.version, updateCopyrightInfo: { kind: 'software', id: pendingSoftware } }, ownOnly)).subCode).toBe(40400);
    expect((await call(`${B}confirm`, { id: theirs.id, version: theirs.version, updateCopyrightInfo: { kind: 'work', id: work } }, ownOnly)).data.copyrightWorkId).toBe(work);
  });

  it('another tenant sees none of these documents, uploads or records and cannot confirm across tenants', async () => {
    const mine = await list({});
    const theirs = await list({}, other);
    expect(theirs.subCode).toBe(10000);
    const ids = new Set(mine.data.list.map((d: any) => d.id));
    expect(theirs.data.list.some((d: any) => ids.has(d.id))).toBe(false);
    const id = mine.data.list[0].id;
    expect((await call(`${B}detail`, { id }, other)).subCode).toBe(40400);
    expect((await call(`${B}markRead`, { id }, other)).subCode).toBe(40400);
    expect((await call(`${B}confirm`, { id, version: mine.data.list[0].version, updateCopyrightInfo: { kind: 'work', id: work } }, other)).subCode).toBe(40400);
    // their own document cannot link our work
    const doc = (await manage({ typeCode: 'crAcceptance', medium: 'electronic', issueDate: '2026-03-01' }, other)).data;
    expect((await call(`${B}confirm`, { id: doc.id, version: doc.version, updateCopyrightInfo: { kind: 'work', id: work } }, other)).subCode).toBe(40400);
    expect((await call(`${B}pendingUploads`, {}, other)).data).toEqual([]);
  });

  it('the workbench counts unread copyright documents for holders of the copyright list permission', async () => {
    await manage({ typeCode: 'crAcceptance', medium: 'electronic', issueDate: '2026-03-01', tmName: '未读样例' });
    const todos = (await call('/homepage/getTodoList', {})).data.todos as Array<{ key: string; count: number; link: string }>;
    const unread = todos.find((x) => x.key === 'unreadCopyrightDocs')!;
    expect(unread.link).toBe('/copyRight/officeFile?isRead=false');
    expect(unread.count).toBe((await list({ filters: { isRead: false } })).data.total);
    expect(((await call('/homepage/getTodoList', {}, guest)).data.todos as Array<{ key: string }>).some((x) => x.key === 'unreadCopyrightDocs')).toBe(false);
  });
});
