// Risk monitoring (issue 16): the demo tenant's watches and hits; a watch saved with its cron checked and its own
// mark from the archive; a loaded 初审公告 file compared by the monitoring task (a look-alike hit with reason, risk
// level and opposition deadline; nothing compared twice); the scheduled slot claimed once by two servers; hits
// among the deadlines and to-dos; dismiss / plan opposition / the edit with its version; bad input named; another
// tenant sees and changes nothing; the 商标专员's grants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/server/seed';
import { withSystem, withTenant } from '../../src/server/db/tenant';
import { collectDeadlines } from '../../src/server/deadlines/sources';
import { TaskRunner } from '../../src/server/tasks/runner';
import { scheduleMonitoring } from '../../src/modules/risk/server/schedule';
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
  const state: { watch?: any; hit?: any } = {};

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

  it('open hits are deadlines and to-dos; dismiss, plan and the edit with its version', async () => {
    const items = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, to: '2027-12-31' }));
    const mine = items.find((i) => i.source === 'riskOpposition' && i.sourceId === String(state.hit.id));
    expect(mine).toMatchObject({ dueDate: '2027-02-19', kind: '异议期（监控命中）' });
    expect(mine!.derivation.join(' ')).toContain('商标法（2013）第三十三条');
    const todos = ok(await as(specialist)('/homepage/getTodoList', {}));
    expect(JSON.stringify(todos)).toContain('/risk/brandList?status=new');
    ok(await as(specialist)('/risk/brandList/planOpposition', { id: state.hit.id }));
    const again = await as(specialist)('/risk/brandList/dismiss', { id: state.hit.id });
    expect(again.subCode).toBe(40900);
    const row = ok(await as(admin)('/risk/brandList/list', { pageNo: 1, pageSize: 10, filters: { tmName: '兰沧星河', watchName: '澜沧星河' } })).list[0];
    expect(row.status).toBe('oppositionPlanned');
    const stale = await as(admin)('/risk/brandList/update', { id: row.id, version: row.version - 1, status: 'oppositionFiled', remark: '已提交' });
    expect(stale.subCode).toBe(40900);
    const saved = ok(await as(admin)('/risk/brandList/update', { id: row.id, version: row.version, status: 'oppositionFiled', remark: '已提交异议申请' }));
    expect(saved).toMatchObject({ status: 'oppositionFiled', remark: '已提交异议申请' });
    const after = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, to: '2027-12-31' }));
    expect(after.some((i) => i.source === 'riskOpposition' && i.sourceId === String(row.id))).toBe(false);
    const badStatus = await as(admin)('/risk/brandList/update', { id: row.id, version: saved.version, status: 'done' });
    expect([badStatus.subCode, badStatus.subMessage]).toEqual([40000, expect.stringContaining('status')]);
  });

  it('another tenant sees and changes none of it', async () => {
    const o = as(other);
    expect(ok(await o('/risk/riskTrademark/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    expect(ok(await o('/risk/brandList/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    expect((await o('/risk/riskTrademark/update', { id: state.watch.id, version: state.watch.version, kind: 'keyword', name: '越权', cron: '0 7 * * *', enabled: true })).subCode).toBe(40400);
    expect((await o('/risk/watch/delete', { id: state.watch.id })).subCode).toBe(40400);
    expect((await o('/risk/brandList/dismiss', { id: state.hit.id })).subCode).toBe(40400);
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
