// Rights enforcement on both databases: a lead against a mark of the archive, evidence hashed with SHA-256 with its
// capture time, a follow-up, the lead turned into a litigation, a hearing and a served judgement whose dates reach
// collectDeadlines with their derivation; leads on a copyright and a patent of the archives; a litigation's costs as
// finance entries linked back to it (billed ones locked); bad input named; another tenant's records not found; the
// specialist's grants.
import { createHash } from 'node:crypto';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectDeadlines } from '../../src/server/deadlines/sources';
import { withSystem, withTenant } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { startTestApp, type CallResult, type TestApp } from './harness';
import { multipart } from './multipart';

let t: TestApp;
let admin: string;
let specialist: string;
let other: string;
let tenantId: number;
const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const as = (token: string) => (path: string, body: object = {}) => t.call(path, body, { token });

/** A cost's form fields as the edit dialog sends them back. */
const costForm = (c: any) => ({ id: c.id, version: c.version, litigationId: c.litigationId, kind: c.kind, currency: c.currency, amount: c.amount, costDate: c.costDate, payee: c.payee, remark: c.remark });
/** The lead's form fields as the edit dialog sends them back. */
const editable = (l: any) => ({ id: l.id, version: l.version, title: l.title, platform: l.platform, status: l.status, rightType: l.rightType, trademark: l.trademark, shop: l.shop, url: l.url, evidence: l.evidence, handler: l.handler });

async function upload(token: string, name: string, data: Buffer) {
  const m = multipart(name, data);
  const res = await t.app.inject({ method: 'POST', url: '/files/uploads', headers: { token, 'content-type': m.contentType }, payload: m.payload });
  const { uid, name: n, size, path, url } = JSON.parse(res.body).data as { uid: string; name: string; size: number; path: string; url: string };
  return { uid, name: n, size, path, url };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  specialist = await t.tokenFor('user', 'User@2026');
  await withSystem(t.db, (tx) => createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]));
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
  tenantId = (await t.db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('enforcement', () => {
  const state: { mark?: { id: number; tm_name: string; reg_no: string; tm_cl: number }; lead?: any; litigation?: any; file?: Buffer } = {};

  it('the demo tenant has leads and two litigations with a hearing and an appeal deadline', async () => {
    const leads = ok(await as(specialist)('/proceed/infringement/list', { pageNo: 1, pageSize: 20 }));
    expect(leads.total).toBeGreaterThanOrEqual(7);
    expect(leads.list.every((l: any) => l.rightId > 0 && l.rightKind)).toBe(true);
    expect(leads.list.map((l: any) => l.rightKind).sort()).toEqual(expect.arrayContaining(['patent', 'trademark', 'work']));
    const lits = ok(await as(specialist)('/proceed/litigation/list', { pageNo: 1, pageSize: 20 }));
    expect(lits.total).toBe(2);
    expect(lits.list.some((l: any) => l.nextHearing)).toBe(true);
    expect(lits.list.some((l: any) => l.appealDeadline)).toBe(true);
    expect(lits.list.map((l: any) => l.costTotal).sort()).toEqual(['CNY 38800.00', 'CNY 68300.00']);
    // Their costs are finance entries of the demo tenant, linked back.
    const entries = ok(await as(admin)('/finance/entryList', { pageNo: 1, pageSize: 50, filters: { caseType: ['litigation'] } }));
    expect(entries.list).toHaveLength(5);
    expect(new Set(entries.list.map((e: any) => e.litigationId))).toEqual(new Set(lits.list.map((l: any) => l.id)));
    expect(entries.list.every((e: any) => e.caseId === null && e.billStatus === 'unbilled')).toBe(true);
  });

  it('a lead on a copyright or a patent picks the record from its archive', async () => {
    const work = (await t.db.query<{ id: number; title: string }>(`select id, title from copyright_works where tenant_id = $1 order by id limit 1`, [tenantId])).rows[0];
    const sw = (await t.db.query<{ id: number; name: string }>(`select id, name from copyright_software where tenant_id = $1 order by id limit 1`, [tenantId])).rows[0];
    const pat = (await t.db.query<{ id: number; title: string; app_no: string }>(`select id, title, app_no from patents where tenant_id = $1 order by id limit 1`, [tenantId])).rows[0];
    const choices = ok(await as(specialist)('/proceed/infringement/copyrightOptions', {}));
    expect(choices.map((c: any) => c.value)).toEqual(expect.arrayContaining([`work:${work.id}`, `software:${sw.id}`]));
    expect(ok(await as(specialist)('/proceed/infringement/patentOptions', {})).map((c: any) => c.value)).toContain(`patent:${pat.id}`);
    const base = { title: '盗版软件销售', platform: 'taobao', status: 'new' };
    const onSoftware = ok(await as(specialist)('/proceed/infringement/create', { ...base, rightType: 'copyright', copyright: `software:${sw.id}`, patent: `patent:${pat.id}` }));
    expect([onSoftware.rightKind, onSoftware.rightId, onSoftware.copyright, onSoftware.patent, onSoftware.trademark]).toEqual(['software', sw.id, `software:${sw.id}`, null, []]);
    expect(onSoftware.rightLabel).toContain(sw.name);
    const onPatent = ok(await as(specialist)('/proceed/infringement/update', { ...editable(onSoftware), rightType: 'patent', patent: `patent:${pat.id}` }));
    expect([onPatent.rightKind, onPatent.rightId, onPatent.copyright, onPatent.rightLabel]).toEqual(['patent', pat.id, null, expect.stringContaining(pat.app_no)]);
    const lit = ok(await as(specialist)('/proceed/litigation/create', { leadId: onSoftware.id, cause: '侵害专利权纠纷', ourRole: 'plaintiff', status: 'ongoing' }));
    expect([lit.rightType, lit.rightKind, lit.rightId]).toEqual(['patent', 'patent', pat.id]);
    const fromLead = ok(await as(specialist)('/proceed/infringement/toLitigation', { id: ok(await as(specialist)('/proceed/infringement/create', { ...base, rightType: 'copyright', copyright: `software:${sw.id}` })).id }));
    expect([fromLead.cause, fromLead.rightKind]).toEqual(['侵害计算机软件著作权纠纷', 'software']);
    ok(await as(admin)('/proceed/litigation/delete', { id: lit.id }));
    ok(await as(admin)('/proceed/litigation/delete', { id: fromLead.id }));
    // A pick that is not the archive's record, or of the wrong archive, is named.
    const wrong = await as(specialist)('/proceed/infringement/create', { ...base, rightType: 'copyright', copyright: `work:2147483000` });
    expect([wrong.subCode, wrong.subMessage]).toEqual([40000, '字段“被侵权著作权”（copyright）指向的记录 2147483000 不存在']);
    const none = await as(specialist)('/proceed/infringement/create', { ...base, rightType: 'patent' });
    expect(none.subMessage).toBe('字段“被侵权专利”（patent）必填：请从专利档案中选择');
    const shape = await as(specialist)('/proceed/infringement/create', { ...base, rightType: 'copyright', copyright: 'patent:1' });
    expect([shape.subCode, shape.subMessage.includes('copyright')]).toEqual([40000, true]);
  });

  it('a specialist records a lead against a picked mark, with evidence hashed and a follow-up', async () => {
    const m = (await t.db.query<{ id: number; tm_name: string; reg_no: string; tm_cl: number }>(
      `select id, tm_name, reg_no, tm_cl from trademarks where tenant_id = $1 and deleted_at is null and reg_no is not null order by id desc limit 1`,
      [tenantId],
    )).rows[0];
    state.mark = m;
    state.file = Buffer.from(`网页截图取证 ${Date.now()}\n`, 'utf8');
    const f = await upload(specialist, '取证截图.txt', state.file);
    const lead = ok(await as(specialist)('/proceed/infringement/create', {
      title: '闲鱼二手仿冒商品', platform: 'xianyu', status: 'new', shop: '某闲鱼卖家', url: 'https://www.goofish.com/item?id=1',
      rightType: 'trademark', trademark: [{ id: m.id, tmName: 'whatever the page said', regNo: m.reg_no, tmCl: m.tm_cl }],
      evidence: [f], followUp: '发现线索，已截图', handler: [{ id: (await t.db.query<{ id: number }>(`select id from users where account = 'user'`)).rows[0].id, name: '李专员' }],
    }));
    expect(lead.rightId).toBe(m.id);
    expect(lead.rightLabel).toBe(`${m.tm_name}（${m.reg_no}，第${m.tm_cl}类）`);
    expect(lead.trademark[0].tmName).toBe(m.tm_name);
    const sha = createHash('sha256').update(state.file).digest('hex');
    const ev = (await t.db.query<{ sha256: string; captured_at: Date; upload_uid: string }>(`select sha256, captured_at, upload_uid from enforcement_evidence where lead_id = $1`, [lead.id])).rows;
    expect(ev).toHaveLength(1);
    expect(ev[0].sha256).toBe(sha);
    expect(ev[0].upload_uid).toBe(f.uid);
    const uploaded = (await t.db.query<{ created_at: Date }>(`select created_at from uploads where uid = $1`, [f.uid])).rows[0];
    expect(ev[0].captured_at.toISOString()).toBe(uploaded.created_at.toISOString());
    expect(lead.evidenceHashes).toContain(sha);
    expect(lead.followUpCount).toBe(1);
    expect(lead.followUps).toContain('李专员：发现线索，已截图');
    // A second follow-up and a status change, from the version read.
    const next = ok(await as(specialist)('/proceed/infringement/update', { ...editable(lead), status: 'verifying', followUp: '已购买样品' }));
    expect([next.status, next.followUpCount, next.version]).toEqual(['verifying', 2, lead.version + 1]);
    expect(next.followUps.split('\n')[0]).toContain('已购买样品');
    // A stale save is refused.
    expect((await as(specialist)('/proceed/infringement/update', { ...editable(lead), status: 'closed' })).subCode).toBe(40900);
    state.lead = next;
  });

  it('bad input is refused naming the field', async () => {
    const base = { title: '测试', platform: 'taobao', status: 'new', rightType: 'trademark' };
    const noMark = await as(admin)('/proceed/infringement/create', base);
    expect([noMark.subCode, noMark.subMessage]).toEqual([40000, '字段“被侵权商标”（trademark）必填：请从商标档案中选择']);
    const fake = await as(admin)('/proceed/infringement/create', { ...base, trademark: [{ id: 2147483000, regNo: '1' }] });
    expect(fake.subMessage).toContain('（trademark）指向的商标 2147483000 不存在');
    const placeholder = await as(admin)('/proceed/infringement/create', { ...base, trademark: [{ id: null, regNo: '1' }] });
    expect(placeholder.subMessage).toContain('必须是商标档案中的商标');
    const platform = await as(admin)('/proceed/infringement/create', { ...base, platform: 'myspace' });
    expect(platform.subCode).toBe(40000);
    expect(platform.subMessage).toContain('platform');
    const url = await as(admin)('/proceed/infringement/create', { ...base, trademark: [{ id: state.mark!.id, regNo: state.mark!.reg_no }], url: 'javascript:alert(1)' });
    expect([url.subCode, url.subMessage.includes('url')]).toEqual([40000, true]);
    const copyright = await as(admin)('/proceed/infringement/create', { ...base, rightType: 'copyright' });
    expect(copyright.subMessage).toContain('（copyright）必填');
    const missingFile = await as(admin)('/proceed/infringement/create', { ...base, trademark: [{ id: state.mark!.id, regNo: state.mark!.reg_no }], evidence: [{ uid: 'nope', name: 'a.png', size: 1, path: '/files/uploads/nope' }] });
    expect(missingFile.subMessage).toContain('（evidence[0]）指向的文件不存在');
    const stage = await as(admin)('/proceed/stage/create', { litigationId: 2147483000, kind: 'hearing', stageDate: '2026-12-01' });
    expect(stage.subMessage).toContain('（litigationId）指向的诉讼 2147483000 不存在');
    const date = await as(admin)('/proceed/stage/create', { litigationId: 1, kind: 'hearing', stageDate: '2026-02-30' });
    expect([date.subCode, date.subMessage.includes('stageDate')]).toEqual([40000, true]);
    const money = await as(admin)('/proceed/litigation/create', { cause: '侵害商标权纠纷', ourRole: 'plaintiff', status: 'ongoing', claimAmount: { amount: '1.005', currency: 'CNY' } });
    expect([money.subCode, money.subMessage.includes('claimAmount')]).toEqual([40000, true]);
  });

  it('the lead becomes a litigation; a hearing and a served judgement reach collectDeadlines with their derivation', async () => {
    const lit = ok(await as(specialist)('/proceed/infringement/toLitigation', { id: state.lead.id }));
    expect([lit.leadId, lit.cause, lit.defendant, lit.rightType, lit.rightId, lit.rightLabel]).toEqual([state.lead.id, '侵害商标权纠纷', '某闲鱼卖家', 'trademark', state.mark!.id, state.lead.rightLabel]);
    const saved = ok(await as(specialist)('/proceed/litigation/update', {
      id: lit.id, version: lit.version, cause: lit.cause, ourRole: lit.ourRole, status: lit.status, caseNo: '(2026)浙0110民初9001号', court: '杭州市余杭区人民法院', claimAmount: { amount: '300000.50', currency: 'CNY' },
    }));
    expect([saved.caseNo, saved.claimAmount]).toEqual(['(2026)浙0110民初9001号', { amount: '300000.50', currency: 'CNY' }]);
    const hearingDay = dayjs().add(20, 'day').format('YYYY-MM-DD');
    const hearing = ok(await as(specialist)('/proceed/stage/create', { litigationId: lit.id, kind: 'hearing', stageDate: hearingDay, foreignParty: false, done: false }));
    expect([hearing.dueDate, hearing.caseNo]).toEqual([hearingDay, '(2026)浙0110民初9001号']);
    const served = dayjs().subtract(2, 'day').format('YYYY-MM-DD');
    const judgement = ok(await as(specialist)('/proceed/stage/create', { litigationId: lit.id, kind: 'judgement', stageDate: dayjs().subtract(5, 'day').format('YYYY-MM-DD'), servedDate: served, foreignParty: true, done: false }));
    expect(judgement.derivation.join('\n')).toContain('上诉期间 30 日');
    const to = dayjs().add(60, 'day').format('YYYY-MM-DD');
    const items = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, to }));
    const mine = items.filter((i) => i.title.startsWith('(2026)浙0110民初9001号'));
    expect(mine.map((i) => [i.source, i.kind, i.sourceId]).sort()).toEqual([['appeal', '判决上诉期限', String(judgement.id)], ['hearing', '开庭', String(hearing.id)]]);
    const h = mine.find((i) => i.source === 'hearing')!;
    expect([h.dueDate, h.userIds.length > 0, h.derivation[0]]).toEqual([hearingDay, true, expect.stringContaining(`开庭日 ${hearingDay}`)]);
    const a = mine.find((i) => i.source === 'appeal')!;
    expect(a.dueDate).toBe(judgement.dueDate);
    expect(a.derivation).toEqual(judgement.derivation);
    // Only the handler's: the specialist handles the lead's litigation.
    const uid = (await t.db.query<{ id: number }>(`select id from users where account = 'user'`)).rows[0].id;
    const his = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, to, userId: uid }));
    expect(his.filter((i) => i.title.startsWith('(2026)浙0110民初9001号'))).toHaveLength(2);
    // An appeal ends the appeal deadline; the list shows the next hearing.
    ok(await as(specialist)('/proceed/stage/create', { litigationId: lit.id, kind: 'appeal', stageDate: dayjs().format('YYYY-MM-DD'), foreignParty: false, done: false }));
    const after = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, to }));
    expect(after.filter((i) => i.title.startsWith('(2026)浙0110民初9001号')).map((i) => i.source)).toEqual(['hearing']);
    const row = ok(await as(specialist)('/proceed/litigation/list', { pageNo: 1, pageSize: 10, filters: { caseNo: '浙0110民初9001' } })).list[0];
    expect([row.nextHearing, row.appealDeadline]).toEqual([hearingDay, null]);
    state.litigation = row;
  });

  it('costs of the litigation are finance entries linked back to it; a billed one is locked', async () => {
    const lit = state.litigation;
    const fee = ok(await as(specialist)('/proceed/cost/create', { litigationId: lit.id, kind: 'lawyerFee', currency: 'CNY', amount: '12000.5', costDate: '2026-11-20', payee: '某律师事务所' }));
    const court = ok(await as(specialist)('/proceed/cost/create', { litigationId: lit.id, kind: 'courtFee', currency: 'USD', amount: '1234.56', costDate: '2026-11-21' }));
    expect([fee.amount, fee.billStatus, fee.caseNo]).toEqual(['12000.50', 'unbilled', '(2026)浙0110民初9001号']);
    const minor = (await t.db.query<{ amount_minor: string }>(`select amount_minor::text from litigation_costs where id = $1`, [court.id])).rows[0].amount_minor;
    expect(minor).toBe('123456');
    const client = lit.plaintiff ?? (await t.db.query<{ name: string }>(`select name from tenants where id = $1`, [tenantId])).rows[0].name;
    const entries = () => as(admin)('/finance/entryList', { pageNo: 1, pageSize: 10, filters: { caseNo: '浙0110民初9001' } });
    let list = ok(await entries()).list;
    expect(list.map((e: any) => [e.caseType, e.feeKind, e.currency, e.amount, e.entryDate, e.litigationId, e.caseId, e.clientName]).sort()).toEqual([
      ['litigation', 'agencyFees', 'CNY', '12000.50', '2026-11-20', lit.id, null, client],
      ['litigation', 'officialFees', 'USD', '1234.56', '2026-11-21', lit.id, null, client],
    ].sort());
    expect(ok(await as(specialist)('/proceed/litigation/list', { pageNo: 1, pageSize: 10, filters: { caseNo: '浙0110民初9001' } })).list[0].costTotal).toBe('CNY 12000.50；USD 1234.56');
    // Changing the cost changes its entry; the case number follows the litigation.
    const changed = ok(await as(specialist)('/proceed/cost/update', { ...costForm(fee), amount: '15000', kind: 'notaryFee' }));
    expect(changed.amount).toBe('15000.00');
    const lit2 = ok(await as(specialist)('/proceed/litigation/detail', { id: lit.id }));
    ok(await as(specialist)('/proceed/litigation/update', { id: lit.id, version: lit2.version, cause: lit2.cause, ourRole: lit2.ourRole, status: lit2.status, caseNo: '(2026)浙0110民初9002号' }));
    list = ok(await as(admin)('/finance/entryList', { pageNo: 1, pageSize: 10, filters: { caseNo: '浙0110民初9002' } })).list;
    expect(list.map((e: any) => [e.feeKind, e.amount]).sort()).toEqual([['officialFees', '1234.56'], ['sundryFees', '15000.00']]);
    // Bad input is named; nothing is written.
    const bad = await as(specialist)('/proceed/cost/create', { litigationId: lit.id, kind: 'lawyerFee', currency: 'CNY', amount: '1.005', costDate: '2026-11-20' });
    expect([bad.subCode, bad.subMessage.includes('amount')]).toEqual([40000, true]);
    const zero = await as(specialist)('/proceed/cost/create', { litigationId: lit.id, kind: 'lawyerFee', currency: 'CNY', amount: '0', costDate: '2026-11-20' });
    expect(zero.subMessage).toBe('字段“金额”（amount）必须是大于 0 的金额，最多两位小数');
    const nolit = await as(specialist)('/proceed/cost/create', { litigationId: 2147483000, kind: 'lawyerFee', currency: 'CNY', amount: '1', costDate: '2026-11-20' });
    expect(nolit.subMessage).toContain('（litigationId）指向的诉讼 2147483000 不存在');
    expect(ok(await entries()).total).toBe(0);
    // Billed: the cost can no longer change, nor the litigation be deleted.
    const usd = list.find((e: any) => e.currency === 'USD');
    ok(await as(admin)('/finance/createBill', { entryIds: [usd.id] }));
    const stale = await as(specialist)('/proceed/cost/update', { ...costForm(court), amount: '1' });
    expect(stale.subCode).toBe(40900);
    expect((await as(specialist)('/proceed/cost/delete', { id: court.id })).subCode).toBe(40900);
    expect((await as(admin)('/proceed/litigation/delete', { id: lit.id })).subCode).toBe(40900);
    // An unbilled cost deleted takes its entry with it.
    ok(await as(specialist)('/proceed/cost/delete', { id: fee.id }));
    expect((await t.db.query(`select 1 from finance_entries where litigation_cost_id = $1`, [fee.id])).rows).toEqual([]);
    state.litigation = { ...state.litigation, billedCost: court.id };
  });

  it('another tenant finds none of these records and cannot change them', async () => {
    const o = as(other);
    expect(ok(await o('/proceed/infringement/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    expect(ok(await o('/proceed/litigation/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    expect(ok(await o('/proceed/stage/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    expect(ok(await o('/proceed/cost/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    expect(ok(await o('/proceed/infringement/copyrightOptions', {}))).toEqual([]);
    expect(ok(await o('/proceed/infringement/patentOptions', {}))).toEqual([]);
    expect((await o('/proceed/litigation/detail', { id: state.litigation.id })).subCode).toBe(40400);
    expect((await o('/proceed/cost/delete', { id: state.litigation.billedCost })).subCode).toBe(40400);
    const cost = await o('/proceed/cost/create', { litigationId: state.litigation.id, kind: 'lawyerFee', currency: 'CNY', amount: '1', costDate: '2026-11-20' });
    expect(cost.subCode).toBe(40000);
    expect(ok(await o('/proceed/litigation/options', {}))).toEqual([]);
    expect((await o('/proceed/infringement/update', { ...editable(state.lead), status: 'closed' })).subCode).toBe(40400);
    expect((await o('/proceed/infringement/toLitigation', { id: state.lead.id })).subCode).toBe(40400);
    expect((await o('/proceed/litigation/delete', { id: state.litigation.id })).subCode).toBe(40400);
    const stage = await o('/proceed/stage/create', { litigationId: state.litigation.id, kind: 'hearing', stageDate: '2026-12-01', foreignParty: false, done: false });
    expect(stage.subCode).toBe(40000);
    // Tenant 2 cannot point a lead at tenant 1's mark.
    const mark = await o('/proceed/infringement/create', { title: '越权', platform: 'taobao', status: 'new', rightType: 'trademark', trademark: [{ id: state.mark!.id, regNo: state.mark!.reg_no }] });
    expect(mark.subMessage).toContain(`指向的商标 ${state.mark!.id} 不存在`);
  });

  it('the specialist may not delete a litigation; the administrator may once its bill is cancelled', async () => {
    expect((await as(specialist)('/proceed/litigation/delete', { id: state.litigation.id })).subCode).toBe(40300);
    const bill = (await t.db.query<{ id: number; version: number }>(`select b.id, b.version from finance_bills b join finance_entries e on e.bill_id = b.id where e.litigation_cost_id = $1`, [state.litigation.billedCost])).rows[0];
    ok(await as(admin)('/finance/removeBill', { id: bill.id, version: bill.version }));
    expect(ok(await as(admin)('/proceed/litigation/delete', { id: state.litigation.id }))).toBeNull();
    expect((await t.db.query('select 1 from litigation_stages where litigation_id = $1', [state.litigation.id])).rows).toEqual([]);
    expect((await t.db.query('select 1 from finance_entries where litigation_id = $1', [state.litigation.id])).rows).toEqual([]);
  });
});
