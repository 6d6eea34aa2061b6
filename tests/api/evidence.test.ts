// Evidence of use and qualification proofs (issue 14): the demo tenant's evidence with its generated files
// (written on the first evidence call), the 撤三 checklist of a mark closing a gap when evidence is added, the
// checks of a save (one mark of the archive, its own goods, a past date, the tenant's own uploads, the version),
// the xlsx export, qualification proofs with their validity and their expiry as deadlines, the 商标专员 grants,
// and another tenant seeing nothing.
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectDeadlines } from '../../src/server/deadlines/sources';
import { withSystem, withTenant } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { startTestApp, tokenWithoutGrants, type CallResult, type TestApp } from './harness';
import { multipart } from './multipart';

let t: TestApp;
let admin: string;
let user: string;
let guest: string;
let other: string;
let tenantId: number;
/** The mark of the demo 撤三 notice. */
let markId: number;

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const refused = (r: CallResult, subCode: number, message: RegExp) => expect([r.subCode, r.subMessage]).toEqual([subCode, expect.stringMatching(message)]);
const call = (path: string, body: object, token = admin) => t.call(path, body, { token });
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

async function upload(name: string, data: Buffer, token = admin) {
  const m = multipart(name, data);
  const res = await t.app.inject({ method: 'POST', url: '/files/uploads', headers: { token, 'content-type': m.contentType }, payload: m.payload });
  const body = JSON.parse(res.body);
  expect(body.subCode).toBe(10000);
  // What the attachment input keeps: the upload's answer.
  return body.data as { uid: string; name: string; size: number; mime: string; path: string; url: string };
}
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1d1d80000000049454e44ae426082', 'hex');

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  guest = await tokenWithoutGrants(t);
  await withSystem(t.db, (tx) =>
    createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]),
  );
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
  const r = await t.db.query<{ trademark_id: number; tenant_id: number }>(`select trademark_id, tenant_id from official_documents where type_code = 'useEvidence' order by id limit 1`);
  markId = r.rows[0].trademark_id;
  tenantId = r.rows[0].tenant_id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('demo evidence', () => {
  it('lists the seeded evidence and writes its generated files on the first call', async () => {
    expect((await t.db.query(`select 1 from evidence_demo_files`)).rows.length).toBeGreaterThan(0);
    const page = ok(await call('/api/useEvidence/list', { pageNo: 1, pageSize: 50 }));
    expect(page.total).toBeGreaterThanOrEqual(10);
    expect((await t.db.query(`select 1 from evidence_demo_files`)).rows.length).toBe(0);
    const row = page.list.find((e: any) => e.trademarkId === markId && e.kind === 'contract');
    expect(row).toMatchObject({ trademarks: [{ id: markId }], tmCl: expect.any(Number) });
    const file = await t.app.inject({ method: 'GET', url: `/files/uploads/${row.files[0].uid}`, headers: { token: admin } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows the notice mark with gaps, images through signed URLs', async () => {
    const d = ok(await call('/api/useEvidence/detail', { trademarkId: markId }));
    expect(d.mark.id).toBe(markId);
    expect(d.mark.goods.length).toBeGreaterThan(0);
    expect(d.checklist.refDate).toBe(today());
    expect(d.checklist.missingCount).toBeGreaterThan(0);
    expect(d.checklist.missingCount).toBeLessThan(d.checklist.cellCount);
    const photo = d.evidences.find((e: any) => e.kind === 'photo');
    const f = d.files[String(photo.id)][0];
    expect(f).toMatchObject({ mime: 'image/png', previewUrl: expect.stringMatching(/^\/files\/images\//) });
    const img = await t.app.inject({ method: 'GET', url: f.previewUrl });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const contract = d.evidences.find((e: any) => e.kind === 'contract');
    expect(d.files[String(contract.id)][0]).toMatchObject({ mime: 'application/pdf', previewUrl: null });
  });
});

describe('adding evidence closes a gap', () => {
  let created: any;
  it('a new invoice for a goods item and year fills that cell', async () => {
    const before = ok(await call('/api/useEvidence/detail', { trademarkId: markId }));
    // A cell still missing an invoice, in the latest year.
    const row = before.checklist.rows.find((r: any) => r.cells[2].missing.includes('invoice'));
    expect(row).toBeDefined();
    const date = before.checklist.periods[2].from;
    const file = await upload('发票.png', PNG);
    const mark = { id: markId, tmName: before.mark.tmName, regNo: before.mark.regNo, tmCl: before.mark.tmCl };
    created = ok(await call('/api/useEvidence/create', { trademarks: [mark], kind: 'invoice', title: '测试发票', evidenceDate: date, goodsNames: [row.goods], files: [file] }));
    expect(created).toMatchObject({ trademarkId: markId, kind: 'invoice', goodsNames: [row.goods], version: 1 });
    const after = ok(await call('/api/useEvidence/detail', { trademarkId: markId }));
    expect(after.checklist.missingCount).toBe(before.checklist.missingCount - 1);
    expect(after.checklist.rows.find((r: any) => r.goods === row.goods).cells[2].present).toContain('invoice');
    // The same evidence counted against an earlier reference date falls outside the three years.
    const earlier = ok(await call('/api/useEvidence/detail', { trademarkId: markId, refDate: date }));
    expect(earlier.checklist.rows.find((r: any) => r.goods === row.goods).cells[2].evidenceIds).not.toContain(created.id);
  });

  it('打包下载: the files of the mark in one streamed ZIP, named in evidence order, to its own tenant only', async () => {
    const detail = ok(await call('/api/useEvidence/detail', { trademarkId: markId }));
    const get = (token: string, id = markId) => t.app.inject({ method: 'GET', url: `/files/evidence/marks/${id}`, headers: { token } });
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(`使用证据_${detail.mark.tmName}_${detail.mark.regNo}_第${detail.mark.tmCl}类.zip`)}`);
    // Read back (yauzl checks each file's CRC): every file of every evidence, in the detail page's order.
    const read = await new Promise<Array<{ name: string; data: Buffer }>>((resolve, reject) =>
      yauzl.fromBuffer(res.rawPayload, { lazyEntries: true }, (err, zip) => {
        if (err || !zip) return reject(err);
        const out: Array<{ name: string; data: Buffer }> = [];
        zip.on('entry', (entry: yauzl.Entry) =>
          zip.openReadStream(entry, (e, stream) => {
            if (e || !stream) return reject(e);
            const chunks: Buffer[] = [];
            stream.on('data', (c: Buffer) => chunks.push(c));
            stream.on('error', reject);
            stream.on('end', () => {
              out.push({ name: entry.fileName, data: Buffer.concat(chunks) });
              zip.readEntry();
            });
          }),
        );
        zip.on('end', () => resolve(out));
        zip.on('error', reject);
        zip.readEntry();
      }),
    );
    const expected = detail.evidences.flatMap((e: any) => (detail.files[String(e.id)] ?? []).map((f: any) => ({ e, f })));
    expect(read.length).toBe(expected.length);
    expect(read.length).toBeGreaterThan(0);
    const first = expected[0];
    expect(read[0].name).toBe(`01_${({ photo: '商品实物照片', contract: '销售合同', invoice: '发票', advert: '广告宣传', other: '其他' } as Record<string, string>)[first.e.kind]}_${first.e.evidenceDate}_${first.e.title}_${first.f.name}`);
    const original = await t.app.inject({ method: 'GET', url: `/files/uploads/${first.f.uid}`, headers: { token: admin } });
    expect(read[0].data.equals(original.rawPayload)).toBe(true);
    expect(new Set(read.map((r) => r.name)).size).toBe(read.length);
    // Another tenant does not find the mark; no evidenceList grant, no ZIP; a mark without files says so.
    expect((await get(other)).statusCode).toBe(404);
    expect((await get(guest)).statusCode).toBe(403);
    const bare = await t.db.query<{ id: number }>(
      `select m.id from trademarks m where m.tenant_id = $1 and m.deleted_at is null and not exists (select 1 from use_evidences e where e.trademark_id = m.id) limit 1`, [tenantId]);
    const none = await get(admin, bare.rows[0].id);
    expect([none.statusCode, JSON.parse(none.body).subMessage]).toEqual([404, '该商标还没有证据文件']);
  });

  it('refuses what a defence cannot use, naming the field', async () => {
    const d = ok(await call('/api/useEvidence/detail', { trademarkId: markId }));
    const mark = { id: markId, tmName: d.mark.tmName, regNo: d.mark.regNo, tmCl: d.mark.tmCl };
    const base = { trademarks: [mark], kind: 'photo', title: '照片', evidenceDate: '2025-01-01', goodsNames: [d.mark.goods[0]] };
    refused(await call('/api/useEvidence/create', { ...base, goodsNames: ['不存在的商品'] }), 40000, /goodsNames.*不存在的商品.*不是该商标的核定商品/);
    refused(await call('/api/useEvidence/create', { ...base, trademarks: [{ regNo: '123' }] }), 40000, /trademarks/);
    refused(await call('/api/useEvidence/create', { ...base, trademarks: [{ id: 99999999, regNo: '1' }] }), 40000, /trademarks.*99999999.*不存在/);
    refused(await call('/api/useEvidence/create', { ...base, evidenceDate: '2099-01-01' }), 40000, /evidenceDate.*不能晚于今天/);
    refused(await call('/api/useEvidence/create', { ...base, evidenceDate: '2025-02-30' }), 40000, /evidenceDate/);
    refused(await call('/api/useEvidence/create', { ...base, kind: 'rumour' }), 40000, /kind/);
    refused(await call('/api/useEvidence/create', { ...base, goodsNames: [] }), 40000, /goodsNames/);
    refused(await call('/api/useEvidence/detail', { trademarkId: markId, refDate: '2026-13-01' }), 40000, /refDate/);
    // Another tenant's upload is no file of ours.
    const theirs = await upload('x.png', PNG, other);
    refused(await call('/api/useEvidence/create', { ...base, files: [theirs] }), 40000, /files.*x\.png.*不存在/);
    refused(await call('/api/useEvidence/create', base, guest), 40300, /权限/);
    refused(await call('/api/useEvidence/markGoods', { trademarkId: markId }, guest), 40300, /权限/);
  });

  it('refuses a save of a changed record', async () => {
    const { id, trademarks, kind, evidenceDate, goodsNames, files } = created;
    const form = { id, trademarks, kind, evidenceDate, goodsNames, files };
    const saved = ok(await call('/api/useEvidence/update', { ...form, version: 1, title: '测试发票（补）' }));
    expect(saved).toMatchObject({ title: '测试发票（补）', version: 2, trademarkId: markId });
    const stale = await call('/api/useEvidence/update', { ...form, version: 1, title: '旧表单' });
    refused(stale, 40900, /已被他人修改/);
    expect(stale.data.current.title).toBe('测试发票（补）');
  });

  it('exports the list to xlsx', async () => {
    const rec = ok(await call('/api/useEvidence/export', { columns: ['tmName', 'kind', 'title', 'evidenceDate', 'goodsNames'], ids: [created.id] }));
    const file = await t.app.inject({ method: 'GET', url: `/files/exports/${rec.id}`, headers: { token: admin } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const values = (wb.worksheets[0].getRow(2).values as unknown[]).slice(1);
    expect(values.slice(1, 3)).toEqual(['发票', '测试发票（补）']);
    expect(values[4]).toBe(created.goodsNames.join('；'));
  });

  it('deletes', async () => {
    ok(await call('/api/useEvidence/delete', { id: created.id }));
    refused(await call('/api/useEvidence/delete', { id: created.id }), 40400, /不存在/);
  });
});

describe('qualification proofs', () => {
  it('lists the demo proofs with days left and takes a new one', async () => {
    const page = ok(await call('/api/aptitudeProve/list', { pageNo: 1, pageSize: 20 }));
    expect(page.total).toBe(4);
    const soon = page.list.find((p: any) => p.name === '商标代理委托书');
    expect(soon.remainingDays).toBeGreaterThan(0);
    expect(soon.remainingDays).toBeLessThanOrEqual(21);
    const created = ok(await call('/api/aptitudeProve/create', { kind: 'license', name: '分公司营业执照', holder: '远山杭州分公司', validFrom: '2024-01-01', validUntil: '2029-01-01', remindDays: 30 }, user));
    expect(created).toMatchObject({ version: 1, validUntil: '2029-01-01' });
    const { id, version, kind, name, holder, remindDays } = created;
    refused(await call('/api/aptitudeProve/update', { id, version, kind, name, holder, remindDays, validUntil: '2023-12-31' }), 40000, /validUntil.*不能早于/);
    refused(await call('/api/aptitudeProve/create', { kind: 'license', name: 'x', holder: 'y', remindDays: 400 }), 40000, /remindDays/);
    refused(await call('/api/aptitudeProve/create', { kind: 'license', name: 'x', holder: 'y', remindDays: 3, validUntil: '2026-02-30' }), 40000, /validUntil/);
  });

  it('contributes proofs ending in the range to the deadline sources', async () => {
    const to = new Date(Date.now() + 40 * 86400_000).toISOString().slice(0, 10);
    const items = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, from: today(), to }));
    const proofs = items.filter((i) => i.source === 'qualificationProof');
    expect(proofs.map((p) => p.title)).toEqual(['商标代理委托书（上海远山品牌管理有限公司）']);
    expect(proofs[0]).toMatchObject({ kind: '授权书到期', link: '/brand/aptitudeProveEdit', derivation: [expect.stringMatching(/^有效期至/), expect.stringMatching(/到期前 30 天/)] });
    // The expired authorisation is overdue: in a range without a start.
    const all = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, to }));
    expect(all.filter((i) => i.source === 'qualificationProof').length).toBe(2);
  });
});

describe('access', () => {
  it('商标专员 works the evidence screens', async () => {
    ok(await call('/api/useEvidence/list', { pageNo: 1, pageSize: 10 }, user));
    ok(await call('/api/useEvidence/detail', { trademarkId: markId }, user));
    ok(await call('/api/aptitudeProve/list', { pageNo: 1, pageSize: 10 }, user));
  });
  it('another tenant sees none of it', async () => {
    expect(ok(await call('/api/useEvidence/list', { pageNo: 1, pageSize: 10 }, other)).total).toBe(0);
    expect(ok(await call('/api/aptitudeProve/list', { pageNo: 1, pageSize: 10 }, other)).total).toBe(0);
    refused(await call('/api/useEvidence/detail', { trademarkId: markId }, other), 40400, /不存在/);
    refused(await call('/api/useEvidence/markGoods', { trademarkId: markId }, other), 40400, /不存在/);
    refused(await call('/api/useEvidence/create', { trademarks: [{ id: markId, regNo: '1' }], kind: 'photo', title: 'x', evidenceDate: '2025-01-01', goodsNames: ['x'] }, other), 40000, /不存在/);
  });
});
