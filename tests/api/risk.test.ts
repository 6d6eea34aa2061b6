// Risk monitoring (issue 16): the demo tenant's watches and hits; a watch saved with its cron checked and its own
// mark from the archive; a loaded 初审公告 file compared by the monitoring task (a look-alike hit with reason, risk
// level and opposition deadline; nothing compared twice); the scheduled slot claimed once by two servers; a hit
// compared with the watched mark; hits among the deadlines and to-dos; 拟提异议 making a linked opposition case or
// demand, filed when the case is submitted; dismiss / restore / the note with its version; 风险商标; bad input
// named; another tenant sees and changes nothing; the grants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/server/seed';
import { withSystem, withTenant } from '../../src/server/db/tenant';
import { collectDeadlines } from '../../src/server/deadlines/sources';
import { TaskRunner } from '../../src/server/tasks/runner';
import { scheduleMonitoring } from '../../src/modules/risk/server/schedule';
import { hashPassword } from '../../src/server/auth/password';
import { multipart } from './multipart';
import { startTestApp, type CallResult, type TestApp } from './harness';

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
const runTasks = () => new TaskRunner(t.db, { error: () => undefined }, t.storage).tick();

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

describe('risk monitoring', () => {
  const state: { watch?: any; hit?: any; caseNo?: string } = {};

  it('the demo tenant has watches at home and abroad and hits with reasons and open opposition windows', async () => {
    const home = ok(await as(specialist)('/risk/riskTrademark/list', { pageNo: 1, pageSize: 100 }));
    expect(home.total).toBeGreaterThanOrEqual(3);
    expect(home.list.every((w: any) => w.country === 'CN')).toBe(true);
    expect(home.list.some((w: any) => w.kind === 'ownMark' && w.trademark.length === 1 && w.hitCount > 0)).toBe(true);
    const abroad = ok(await as(specialist)('/risk/abroadBrandRisk/list', { pageNo: 1, pageSize: 100 }));
    expect(abroad.list.map((w: any) => w.country).sort()).toEqual(['JP', 'US']);
    const hits = ok(await as(specialist)('/risk/brandList/list', { pageNo: 1, pageSize: 100 }));
    expect(hits.total).toBeGreaterThanOrEqual(5);
    expect(hits.list.every((h: any) => h.country === 'CN')).toBe(true);
    expect(hits.list.some((h: any) => h.riskLevel === 'high' && h.oppositionEnd && h.reason.includes('异议截止'))).toBe(true);
    expect(hits.list.some((h: any) => h.status === 'oppositionPlanned')).toBe(true);
    const overseas = ok(await as(specialist)('/tool/overseasMonitor/list', { pageNo: 1, pageSize: 100, filters: { country: ['US'] } }));
    expect(overseas.list.map((h: any) => h.tmName).sort()).toEqual(['CL0UDY', 'CLOUDY KIDS']);
  });

  it('saves a watch of an own mark: the name and class come from the archive; the cron is checked', async () => {
    const mark = (await t.db.query<{ id: number; tm_name: string; tm_cl: number }>(`select id, tm_name, tm_cl from trademarks where tenant_id = $1 and deleted_at is null order by id desc limit 1`, [tenantId])).rows[0];
    const bad = await as(admin)('/risk/riskTrademark/create', { kind: 'ownMark', cron: '0 25 * * *', enabled: true, trademark: [{ id: mark.id, regNo: 'x' }] });
    expect(bad.subCode).toBe(40000);
    expect(bad.subMessage).toContain('字段“监控周期”（cron）“0 25 * * *”无法解析');
    const noMark = await as(admin)('/risk/riskTrademark/create', { kind: 'ownMark', cron: '0 7 * * *', enabled: true });
    expect(noMark.subMessage).toContain('字段“监控的本方商标”（trademark）必填');
    const noName = await as(admin)('/risk/riskTrademark/create', { kind: 'keyword', cron: '0 7 * * *', enabled: true });
    expect(noName.subMessage).toContain('字段“监控名称”（name）必填');
    const badKind = await as(admin)('/risk/riskTrademark/create', { kind: 'image', name: 'x', cron: '0 7 * * *', enabled: true });
    expect([badKind.subCode, badKind.subMessage]).toEqual([40000, expect.stringContaining('kind')]);
    const w = ok(await as(admin)('/risk/riskTrademark/create', { kind: 'ownMark', cron: '0 7 * * *', enabled: true, trademark: [{ id: mark.id, regNo: 'x' }] }));
    expect(w).toMatchObject({ name: mark.tm_name, tmCl: mark.tm_cl, country: 'CN', hitCount: 0, trademark: [{ id: mark.id, tmName: mark.tm_name }] });
    const kw = ok(await as(admin)('/risk/riskTrademark/create', { kind: 'keyword', name: '澜沧星河', tmCl: 30, cron: '30 6 * * 1-5', enabled: true }));
    state.watch = kw;
    // abroad watches refuse CN; the home screen cannot edit an abroad watch
    const cn = await as(admin)('/risk/abroadBrandRisk/create', { kind: 'keyword', name: 'X', country: 'CN', cron: '0 7 * * *', enabled: true });
    expect(cn.subMessage).toContain('字段“监控国家/地区”（country）');
    const us = ok(await as(admin)('/risk/abroadBrandRisk/create', { kind: 'keyword', name: 'LANCANG', country: 'US', cron: '0 7 * * *', enabled: true }));
    expect((await as(admin)('/risk/riskTrademark/update', { id: us.id, version: us.version, kind: 'keyword', name: 'Y', cron: '0 7 * * *', enabled: true })).subCode).toBe(40400);
  });

  it('an image watch keeps its cropped image (checked by content) and remark; a renamed text file is refused', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const up = async (name: string, data: Buffer) => {
      const m = multipart(name, data);
      const res = await t.app.inject({ method: 'POST', url: '/files/uploads', headers: { token: specialist, 'content-type': m.contentType }, payload: m.payload });
      return JSON.parse(res.body);
    };
    const fake = await up('logo.png', Buffer.from('not an image at all'));
    if (fake.subCode === 10000) {
      const refused = await as(specialist)('/risk/PicMonitor/create', { image: fake.data.path, imageRemark: '假图片', cron: '0 7 * * *', enabled: true });
      expect([refused.subCode, refused.subMessage]).toEqual([40000, expect.stringContaining('字段“监控图样”（image）')]);
    } else expect(fake.subCode).toBe(40000);
    const none = await as(specialist)('/risk/PicMonitor/create', { imageRemark: '无图', cron: '0 7 * * *', enabled: true });
    expect(none.subMessage).toContain('缺少必填字段“监控图样”（image）');
    const long = await as(specialist)('/risk/PicMonitor/create', { image: '/files/uploads/x', imageRemark: '这是一段超过二十个字的图样备注文字，用来检查长度限制', cron: '0 7 * * *', enabled: true });
    expect([long.subCode, long.subMessage]).toEqual([40000, expect.stringContaining('imageRemark')]);
    const good = (await up('logo.png', png)).data;
    const w = ok(await as(specialist)('/risk/PicMonitor/create', { image: good.path, imageRemark: '云朵图形', name: '云朵', cron: '0 7 * * *', enabled: true }));
    expect(w).toMatchObject({ kind: 'image', imageRemark: '云朵图形', name: '云朵', country: 'CN', image: expect.stringMatching(/^\/files\/images\//) });
    const list = ok(await as(specialist)('/risk/PicMonitor/list', { pageNo: 1, pageSize: 10 }));
    expect(list.list.map((x: any) => x.id)).toEqual([w.id]);
    // the name screens do not list it, nor edit it
    const home = ok(await as(specialist)('/risk/riskTrademark/list', { pageNo: 1, pageSize: 100 }));
    expect(home.list.some((x: any) => x.id === w.id)).toBe(false);
    expect((await as(specialist)('/risk/riskTrademark/update', { id: w.id, version: w.version, kind: 'keyword', name: '云朵', cron: '0 7 * * *', enabled: true })).subCode).toBe(40400);
  });

  it('a loaded 初审公告 file is compared by the monitoring task: look-alikes hit once, with reason and deadline', async () => {
    const csv = '商标名称,类别,申请号,公告类型,公告期号,公告日期,申请人\n兰沧星河,30,89000001,初审公告,1990,2026-11-20,普洱某茶业有限公司\n星河澜沧,30,89000002,初审公告,1990,2026-11-20,昆明某食品有限公司\n澜沧星河,9,89000003,初审公告,1990,2026-11-20,某科技公司\n苹果,30,89000004,初审公告,1990,2026-11-20,某公司\n';
    const m = multipart('gazette.csv', Buffer.from(csv));
    const up = JSON.parse((await t.app.inject({ method: 'POST', url: '/files/uploads', headers: { token: admin, 'content-type': m.contentType }, payload: m.payload })).body).data;
    ok(await as(admin)('/tm/importMarks', { uid: up.uid }));
    await runTasks();
    const run = ok(await as(admin)('/risk/runNow', {}));
    expect(run.watches).toBeGreaterThanOrEqual(5);
    await runTasks();
    const page = ok(await as(admin)('/risk/brandList/list', { pageNo: 1, pageSize: 20, filters: { watchName: '澜沧星河' } }));
    expect(page.list.map((h: any) => h.tmName).sort()).toEqual(['兰沧星河', '星河澜沧']);
    const h = page.list.find((x: any) => x.tmName === '兰沧星河');
    expect(h).toMatchObject({ status: 'new', oppositionEnd: '2027-02-19', tmCl: 30, announcementIssue: '1990' });
    expect(h.reason).toContain('同在第30类');
    state.hit = h;
    // a second run compares nothing twice
    ok(await as(admin)('/risk/runNow', {}));
    await runTasks();
    expect(ok(await as(admin)('/risk/brandList/list', { pageNo: 1, pageSize: 20, filters: { watchName: '澜沧星河' } })).total).toBe(2);
    const task = (await t.db.query<{ operate_status: number; result: any }>(`select operate_status, result from batch_tasks where operate_type = 'riskMonitor' order by id desc limit 1`)).rows[0];
    expect(task.operate_status).toBe(1);
  });

  it('two servers scheduling at once claim each watch slot once and start one run', async () => {
    await t.db.query(`update risk_watches set last_slot = null, pending = false`);
    const now = new Date();
    const [a, b] = await Promise.all([scheduleMonitoring(t.db, now), scheduleMonitoring(t.db, now)]);
    const enabled = Number((await t.db.query<{ n: string }>(`select count(*) as n from risk_watches where enabled`)).rows[0].n);
    expect(a + b).toBe(enabled);
    expect(await scheduleMonitoring(t.db, now)).toBe(0);
    const pending = await t.db.query(`select tenant_id from batch_tasks where operate_type = 'riskMonitor' and operate_status = 0`);
    expect(pending.rows.length).toBe(new Set(pending.rows.map((r: any) => r.tenant_id)).size);
    await runTasks();
    expect(Number((await t.db.query<{ n: string }>(`select count(*) as n from risk_watches where pending`)).rows[0].n)).toBe(0);
  });

  it('compares a hit with the watched mark: a keyword by its class, an own mark by its goods in similar-goods groups', async () => {
    const c = ok(await as(specialist)('/risk/brandList/compare', { id: state.hit.id }));
    expect(c.hit).toMatchObject({ id: state.hit.id, watchKind: 'keyword', status: 'new', opposedBy: null });
    expect(c.comparison.left).toMatchObject({ source: 'watch', tmName: '澜沧星河', tmCl: 30, goods: [], tmImage: expect.stringContaining('/files/tm-logo.svg') });
    expect(c.comparison.right).toMatchObject({ source: 'publicMark', tmName: '兰沧星河', appNo: '89000001', oppositionEnd: '2027-02-19' });
    expect(c.comparison.verdict).toBe('high');
    expect(c.comparison.hints).toContain('商标一未列出商品/服务，按类别判断：同类，可能构成类似商品');
    expect(c.comparison.hints.join()).toContain('“兰沧星河”（89000001）');
    // an own mark of the demo: its look-alike lists some of its goods, found in the same groups
    const own = ok(await as(specialist)('/risk/brandList/list', { pageNo: 1, pageSize: 100, filters: { watchKind: ['ownMark'] } })).list[0];
    const o = ok(await as(specialist)('/risk/brandList/compare', { id: own.id })).comparison;
    expect(o.left).toMatchObject({ source: 'trademark', tmName: own.watchName });
    expect(o.left.goods.length).toBeGreaterThan(0);
    expect(o.commonGroups).toBeGreaterThan(0);
    expect(o.groups[0]).toMatchObject({ common: true, left: expect.any(Array), right: expect.any(Array) });
    expect(o.edition).toBe('ncl13-2026');
    // an applicant watch has nothing to compare
    const byApplicant = ok(await as(specialist)('/risk/brandList/list', { pageNo: 1, pageSize: 10, filters: { watchKind: ['applicant'] } })).list[0];
    const refused = await as(specialist)('/risk/brandList/compare', { id: byApplicant.id });
    expect([refused.subCode, refused.subMessage]).toEqual([40000, expect.stringContaining('（id）')]);
    expect((await as(specialist)('/risk/brandList/compare', { id: 2147483647 })).subCode).toBe(40400);
  });

  it('open hits are deadlines and to-dos; 拟提异议 makes a draft opposition case from the hit and links it', async () => {
    const items = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, to: '2027-12-31' }));
    const mine = items.find((i) => i.source === 'riskOpposition' && i.sourceId === String(state.hit.id));
    expect(mine).toMatchObject({ dueDate: '2027-02-19', kind: '异议期（监控命中）' });
    expect(mine!.derivation.join(' ')).toContain('商标法（2013）第三十三条');
    const todos = ok(await as(specialist)('/homepage/getTodoList', {}));
    expect(JSON.stringify(todos)).toContain('/risk/brandList?status=new');
    const noTarget = await as(specialist)('/risk/brandList/planOpposition', { id: state.hit.id });
    expect([noTarget.subCode, noTarget.subMessage]).toEqual([40000, expect.stringContaining('target')]);
    const planned = ok(await as(specialist)('/risk/brandList/planOpposition', { id: state.hit.id, target: 'case' }));
    expect(planned).toMatchObject({ demandId: null, demandNo: null, caseNo: expect.stringMatching(/^AJ\d{12}$/) });
    expect(planned.hit).toMatchObject({ status: 'oppositionPlanned', opposedBy: 'case', caseNo: planned.caseNo, caseId: expect.any(Number) });
    const made = ok(await as(specialist)('/caseManage/queryCase', { caseNo: planned.caseNo }));
    expect(made).toMatchObject({ caseType: 'apply-objection', caseStatus: '草稿', remark: expect.stringContaining('异议截止 2027-02-19') });
    expect(made.bizParam).toMatchObject({
      opposedParty: { name: '普洱某茶业有限公司' },
      trademarks: [{ tmName: '兰沧星河', regNo: '89000001', tmCl: '30' }],
      announcementNo: '1990',
      announcementDate: '2026-11-20',
      legalBasis: ['与在先商标相同或近似（第三十条、第三十一条）'],
      request: '请求对第89000001号“兰沧星河”商标在第30类商品/服务上的注册申请不予核准注册。',
      factsAndReasons: expect.stringContaining('与异议人关注的商标“澜沧星河”构成近似'),
    });
    // the deadline now opens the case; the hit is handled once
    const after = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, to: '2027-12-31' }));
    expect(after.find((i) => i.sourceId === String(state.hit.id))).toMatchObject({ kind: '拟提异议', link: `/brandManage/case-detail?caseNo=${planned.caseNo}` });
    expect((await as(specialist)('/risk/brandList/planOpposition', { id: state.hit.id, target: 'demand' })).subCode).toBe(40900);
    expect((await as(specialist)('/risk/brandList/dismiss', { id: state.hit.id })).subCode).toBe(40900);
    state.hit = planned.hit;
    state.caseNo = planned.caseNo;
  });

  it('submitting the opposition case files the hit: its deadline leaves the deadlines', async () => {
    const c = ok(await as(specialist)('/caseManage/queryCase', { caseNo: state.caseNo }));
    const bizParam = { ...c.bizParam, applicant: { applicantType: '法人或其他组织', bookType: '中文', applicantName: '云南澜沧星河茶业有限公司', applicantAddress: '云南省昆明市五华区' } };
    const submitted = await as(specialist)('/caseManage/submitCase', { caseNo: c.caseNo, version: c.version, caseType: 'apply-objection', bizParam });
    expect([submitted.subCode, submitted.subMessage]).toEqual([10000, '成功']);
    const row = ok(await as(admin)('/risk/brandList/list', { pageNo: 1, pageSize: 10, filters: { appNo: '89000001', watchName: '澜沧星河' } })).list[0];
    expect(row).toMatchObject({ status: 'oppositionFiled', caseNo: state.caseNo });
    const after = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, to: '2027-12-31' }));
    expect(after.some((i) => i.source === 'riskOpposition' && i.sourceId === String(row.id))).toBe(false);
    // the note is the only field the edit writes, at the version read
    const stale = await as(admin)('/risk/brandList/update', { id: row.id, version: row.version - 1, remark: '已提交' });
    expect(stale.subCode).toBe(40900);
    const saved = ok(await as(admin)('/risk/brandList/update', { id: row.id, version: row.version, remark: '已提交异议申请' }));
    expect(saved).toMatchObject({ status: 'oppositionFiled', remark: '已提交异议申请' });
    const badStatus = await as(admin)('/risk/brandList/update', { id: row.id, version: saved.version, status: 'new' });
    expect([badStatus.subCode, badStatus.subMessage]).toEqual([40000, expect.stringContaining('status')]);
  });

  it('拟提异议 as a demand: type 异议, due on the deadline, a 商标异议申请 scheme; its case filed later files the hit', async () => {
    const hit = ok(await as(specialist)('/risk/brandList/list', { pageNo: 1, pageSize: 10, filters: { appNo: '89000002' } })).list[0];
    const tooLong = await as(specialist)('/risk/brandList/planOpposition', { id: hit.id, target: 'demand', title: 'x'.repeat(201) });
    expect([tooLong.subCode, tooLong.subMessage]).toEqual([40000, expect.stringContaining('title')]);
    const r = ok(await as(specialist)('/risk/brandList/planOpposition', { id: hit.id, target: 'demand', priority: 'high' }));
    expect(r).toMatchObject({ caseNo: null, demandNo: expect.any(String), hit: { status: 'oppositionPlanned', opposedBy: 'demand', demandId: r.demandId } });
    const d = ok(await as(specialist)('/api/demandDetails', { id: r.demandId }));
    expect(d.demand).toMatchObject({ title: '对“星河澜沧”（89000002）提出商标异议', demandType: 'opposition', priority: 'high', status: 'draft', manualDueDate: '2027-02-19' });
    expect(d.demand.description).toContain('异议期限：初审公告 第1990期，公告日 2026-11-20；异议期 3 个月（商标法（2013）第三十三条）；异议截止 2027-02-19');
    expect(d.schemes).toMatchObject([{ title: '商标异议申请', caseType: 'apply-objection', caseNo: null }]);
    // the demand's case (made when it is adopted) submitted: the hit is filed and links the case
    const draft = ok(await as(specialist)('/caseManage/saveCase', { caseType: 'apply-objection', bizParam: {} }));
    await t.db.query(`update demands set case_nos = array[$2] where id = $1`, [r.demandId, draft.caseNo]);
    const bizParam = {
      applicant: { applicantType: '法人或其他组织', bookType: '中文', applicantName: '云南澜沧星河茶业有限公司', applicantAddress: '云南省昆明市五华区' },
      opposedParty: { name: '昆明某食品有限公司' }, trademarks: [{ tmName: '星河澜沧', regNo: '89000002', tmCl: '30' }], announcementNo: '1990',
      legalBasis: ['与在先商标相同或近似（第三十条、第三十一条）'], request: '不予核准注册', factsAndReasons: '构成近似',
    };
    ok(await as(specialist)('/caseManage/submitCase', { caseNo: draft.caseNo, version: draft.version, caseType: 'apply-objection', bizParam }));
    const filed = ok(await as(specialist)('/risk/brandList/list', { pageNo: 1, pageSize: 10, filters: { appNo: '89000002' } })).list[0];
    expect(filed).toMatchObject({ status: 'oppositionFiled', demandNo: r.demandNo, caseNo: draft.caseNo, opposedBy: 'case' });
  });

  it('a deleted demand lets the hit be planned again; the rights to create it are checked; abroad marks get no CNIPA case', async () => {
    const hit = ok(await as(admin)('/risk/brandList/list', { pageNo: 1, pageSize: 10, filters: { status: ['new'], watchKind: ['ownMark'] } })).list[0];
    const r = ok(await as(admin)('/risk/brandList/planOpposition', { id: hit.id, target: 'demand' }));
    expect(r.hit.opposedBy).toBe('demand');
    const d = ok(await as(admin)('/api/demandDetails', { id: r.demandId }));
    expect(d.demand.trademarkIds.length).toBe(1);
    ok(await as(admin)('/api/delDemand', { id: r.demandId }));
    const orphan = ok(await as(admin)('/risk/brandList/compare', { id: hit.id })).hit;
    expect(orphan).toMatchObject({ status: 'oppositionPlanned', opposedBy: null, demandNo: null });
    const again = ok(await as(admin)('/risk/brandList/planOpposition', { id: hit.id, target: 'case' }));
    expect(again.hit.opposedBy).toBe('case');
    const cited = ok(await as(admin)('/caseManage/queryCase', { caseNo: again.caseNo })).bizParam;
    expect(cited.citedTrademarks).toEqual([expect.objectContaining({ tmName: hit.watchName })]);
    expect(cited.applicant).toMatchObject({ applicantName: expect.any(String) });
    // a role that may handle hits but neither create demands nor cases
    const role = await t.db.query<{ id: number }>(`insert into roles (tenant_id, role_name, role_auth, menu_keys) values ($1, '监控员', 'riskList,riskHandle', array['risk', 'brand']) returning id`, [tenantId]);
    await t.db.query(`insert into users (tenant_id, account, name, phone, role_id, password_hash) values ($1, 'watcher', '监控员', '13800000098', $2, $3)`, [tenantId, role.rows[0].id, await hashPassword('Watch@2026')]);
    const watcher = await t.tokenFor('watcher', 'Watch@2026');
    const next = ok(await as(admin)('/risk/brandList/list', { pageNo: 1, pageSize: 10, filters: { status: ['new'] } })).list[0];
    const noCase = await as(watcher)('/risk/brandList/planOpposition', { id: next.id, target: 'case' });
    expect([noCase.subCode, noCase.subMessage]).toEqual([40300, '没有新建案件的权限（保存案件）']);
    expect((await as(watcher)('/risk/brandList/planOpposition', { id: next.id, target: 'demand' })).subCode).toBe(40300);
    // dismissed, then restored
    ok(await as(watcher)('/risk/brandList/dismiss', { id: next.id }));
    ok(await as(watcher)('/risk/brandList/restore', { id: next.id }));
    expect((await as(watcher)('/risk/brandList/restore', { id: next.id })).subCode).toBe(40900);
    // an abroad hit has no CNIPA opposition
    const abroad = ok(await as(admin)('/tool/overseasMonitor/list', { pageNo: 1, pageSize: 10, filters: { country: ['US'] } })).list[0];
    const noCnipa = await as(admin)('/risk/brandList/planOpposition', { id: abroad.id, target: 'case' });
    expect([noCnipa.subCode, noCnipa.subMessage]).toEqual([40000, expect.stringContaining('字段“处理方式”（target）')]);
  });

  it('风险商标 lists each domestic mark once with its hits, highest risk and open deadline', async () => {
    const page = ok(await as(specialist)('/risk/riskBrands/list', { pageNo: 1, pageSize: 100 }));
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(new Set(page.list.map((m: any) => m.id)).size).toBe(page.list.length);
    const lancang = ok(await as(specialist)('/risk/riskBrands/list', { pageNo: 1, pageSize: 10, filters: { appNo: '89000001' } })).list;
    expect(lancang).toEqual([expect.objectContaining({ tmName: '兰沧星河', hitCount: 1, newHitCount: 0, riskLevel: 'high', watchNames: '澜沧星河', oppositionEnd: null })]);
    const high = ok(await as(specialist)('/risk/riskBrands/list', { pageNo: 1, pageSize: 100, filters: { riskLevel: ['high'] } })).list;
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((m: any) => m.riskLevel === 'high')).toBe(true);
    expect(page.list.some((m: any) => ['CL0UDY', 'KUMO KUMO'].includes(m.tmName))).toBe(false);
  });

  it('another tenant sees and changes none of it', async () => {
    const o = as(other);
    expect(ok(await o('/risk/riskTrademark/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    expect(ok(await o('/risk/brandList/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    expect((await o('/risk/riskTrademark/update', { id: state.watch.id, version: state.watch.version, kind: 'keyword', name: '越权', cron: '0 7 * * *', enabled: true })).subCode).toBe(40400);
    expect((await o('/risk/watch/delete', { id: state.watch.id })).subCode).toBe(40400);
    expect((await o('/risk/brandList/dismiss', { id: state.hit.id })).subCode).toBe(40400);
    expect((await o('/risk/brandList/compare', { id: state.hit.id })).subCode).toBe(40400);
    expect((await o('/risk/brandList/planOpposition', { id: state.hit.id, target: 'demand' })).subCode).toBe(40400);
    expect(ok(await o('/risk/riskBrands/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    // row-level security: scoped to the other tenant, the tables show nothing of the demo tenant
    const otherId = (await t.db.query<{ id: number }>(`select id from tenants where code = 'yuanshan'`)).rows[0].id;
    const seen = await withTenant(t.db, otherId, (tx) => tx.query(`select (select count(*) from risk_watches)::int as w, (select count(*) from risk_hits)::int as h`));
    expect(seen.rows[0]).toEqual({ w: 0, h: 0 });
  });

  it('a user without the grants is refused; deleting a watch deletes its hits', async () => {
    const none = await import('./harness').then((h) => h.tokenWithoutGrants(t));
    expect((await as(none)('/risk/brandList/list', { pageNo: 1, pageSize: 10 })).subCode).toBe(40300);
    expect((await as(none)('/risk/runNow', {})).subCode).toBe(40300);
    ok(await as(specialist)('/risk/watch/delete', { id: state.watch.id }));
    expect((await t.db.query('select 1 from risk_hits where watch_id = $1', [state.watch.id])).rows).toEqual([]);
  });
});
