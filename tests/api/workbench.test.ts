// Workbench, memo and reports (issue 17): every to-do count equals the total of the list its link opens (with the
// link's filter values); deadlines come from collectDeadlines with overdue ones counted apart; memos are their owner's
// alone, stale saves are refused, a due reminder becomes exactly one message even with two runs at once; the report
// aggregates equal the rows they stand for, with the date and applicant filters.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { collectDeadlines } from '../../src/server/deadlines/sources';
import { withTenant } from '../../src/server/db/tenant';
import { sendMemoReminders } from '../../src/modules/memo/server/reminders';
import { startTestApp, tokenWithoutGrants, userId, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let user: string;
let li: string;
let guest: string;
let tenantId: number;
let adminId: number;
let liId: number;

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const call = (path: string, body: object, token = admin) => t.call(path, body, { token });
const total = async (path: string, filters: object, token = admin) => ok(await call(path, { pageNo: 1, pageSize: 10, filters }, token)).total as number;

/** The list filters a to-do link stands for (the screen reads them from the query string the same way). */
function linkFilters(link: string, ranges: string[] = [], multi: string[] = [], ints: string[] = []): Record<string, unknown> {
  const q = new URL(link, 'http://x').searchParams;
  const out: Record<string, unknown> = {};
  for (const [k, v] of q) {
    if (ranges.includes(k)) out[k] = v.split(',').map((s) => s || null);
    else if (multi.includes(k)) out[k] = v.split(',').map((s) => (ints.includes(k) ? Number(s) : s));
    else out[k] = v === 'true' ? true : v === 'false' ? false : v;
  }
  return out;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  guest = await tokenWithoutGrants(t);
  adminId = await userId(t.db, 'admin');
  const row = (await t.db.query<{ tenant_id: number; role_id: number }>(`select tenant_id, role_id from users where id = $1`, [adminId])).rows[0];
  tenantId = row.tenant_id;
  liId = (
    await t.db.query<{ id: number }>(`insert into users (tenant_id, account, name, phone, role_id, password_hash) values ($1, 'li', '李法务', '13800000001', $2, $3) returning id`, [
      tenantId,
      row.role_id,
      await hashPassword('Li@2026xx'),
    ])
  ).rows[0].id;
  li = await t.tokenFor('li', 'Li@2026xx');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('to-do list', () => {
  it('counts exactly the rows its links open: deadlines (overdue apart), unread documents, cases to file, approvals, sent back', async () => {
    // li asks for two demands: one waits for admin (管理员 approves in the demo flow), one admin sends back.
    const mk = async (title: string) => ok(await call('/api/demandManagement', { title, demandType: 'other', priority: 'normal' }, li));
    const a = await mk('续展“星河”第 9 类');
    const b = await mk('答复驳回“云帆”');
    ok(await call('/api/submitForApproval', { id: a.id, version: a.version }, li));
    ok(await call('/api/submitForApproval', { id: b.id, version: b.version }, li));
    ok(await call('/api/demandApproval', { id: b.id, decision: 'reject', comment: '请补充证据' }));
    // one overdue document (its deadline moved into the past)
    await t.db.query(`update official_documents set deadline = current_date - 3 where id = (select id from official_documents where status = 'pending' and deleted_at is null order by id limit 1)`);

    const todo = ok(await call('/homepage/getTodoList', {}));
    const to = dayjs(todo.today).add(7, 'day').format('YYYY-MM-DD');
    // deadlines: everything due up to today + 7, read through collectDeadlines; the overdue ones counted apart and first
    const all = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, to }));
    expect(todo.deadlines.overdue + todo.deadlines.dueSoon).toBe(all.length);
    expect(todo.deadlines.overdue).toBe(all.filter((d) => d.dueDate < todo.today).length);
    expect(todo.deadlines.overdue).toBeGreaterThan(0);
    expect(todo.deadlines.items[0].daysLeft).toBeLessThan(0);
    expect(todo.deadlines.items.find((i: any) => i.source === 'official').derivation.join('\n')).toMatch(/发文日/);
    const official = todo.deadlines.sources.find((s: any) => s.source === 'official');
    expect(official.link).toBe(`/brand/deadlineMonitor?deadline=,${to}`);
    expect(await total('/api/official/deadlineList', linkFilters(official.link, ['deadline']))).toBe(official.count);

    const byKey = Object.fromEntries(todo.todos.map((x: any) => [x.key, x]));
    expect(byKey.unreadDocs.count).toBeGreaterThan(0);
    expect(await total('/api/official/list', linkFilters(byKey.unreadDocs.link))).toBe(byKey.unreadDocs.count);
    // cases to file: make one so the count is not zero
    await t.db.query(`update cases set case_status = '待递交' where id = (select id from cases where deleted_at is null order by id limit 1)`);
    const again = Object.fromEntries(ok(await call('/homepage/getTodoList', {})).todos.map((x: any) => [x.key, x])) as Record<string, any>;
    expect(again.toFile.count).toBeGreaterThan(0);
    expect(await total('/caseManage/getCaseLists', linkFilters(again.toFile.link, [], ['caseStatus']))).toBe(again.toFile.count);
    expect(again.approvals.count).toBeGreaterThanOrEqual(1);
    const approvals = linkFilters(again.approvals.link, [], ['status', 'approverIds'], ['approverIds']);
    expect(approvals).toEqual({ status: ['pending'], approverIds: [adminId] });
    expect(await total('/demand/getList', approvals)).toBe(again.approvals.count);
    expect(again.sentBack).toBeUndefined(); // nothing of admin's was sent back

    const mine = Object.fromEntries(ok(await call('/homepage/getTodoList', {}, li)).todos.map((x: any) => [x.key, x])) as Record<string, any>;
    expect(mine.sentBack.count).toBe(1);
    const back = linkFilters(mine.sentBack.link, [], ['status', 'requesterId'], ['requesterId']);
    expect(back).toEqual({ status: ['rejected'], requesterId: [liId] });
    expect(await total('/demand/getList', back, li)).toBe(1);
  });

  it('counts only what the role may open', async () => {
    const g = ok(await call('/homepage/getTodoList', {}, guest));
    expect(g.todos).toEqual([]);
    expect(g.deadlines).toMatchObject({ overdue: 0, dueSoon: 0, sources: [], items: [] });
    const u = ok(await call('/homepage/getTodoList', {}, user));
    // The specialist holds officialDeadline, litigationView, patentList and aptitudeList: only those sources count.
    const mine = u.deadlines.sources.map((s: any) => s.source);
    expect(mine).toContain('official');
    for (const source of mine) expect(['official', 'hearing', 'appeal', 'patentAnnualFee', 'qualificationProof']).toContain(source);
  });

  it('全部期限 lists every module’s pending deadlines with how each was derived, only of sources the role may open', async () => {
    const to = dayjs().add(365, 'day').format('YYYY-MM-DD');
    const all = ok(await call('/homepage/deadlineList', { to }));
    const sources = new Set(all.items.map((i: any) => i.source));
    for (const s of ['official', 'hearing', 'patentAnnualFee', 'qualificationProof']) expect(sources.has(s), s).toBe(true);
    expect(all.items.every((i: any) => i.derivation.length > 0 && i.dueDate <= to && i.link.startsWith('/'))).toBe(true);
    expect(all.items.map((i: any) => i.dueDate)).toEqual([...all.items.map((i: any) => i.dueDate)].sort());
    expect(all.items.find((i: any) => i.source === 'hearing').sourceLabel).toEqual({ zh: '开庭', en: 'Hearings' });
    expect(ok(await call('/homepage/deadlineList', { to }, guest)).items).toEqual([]);
    const later = ok(await call('/homepage/deadlineList', { from: dayjs().format('YYYY-MM-DD'), to }));
    expect(later.items.every((i: any) => i.daysLeft >= 0)).toBe(true);
    const bad = await call('/homepage/deadlineList', { to: '2026-02-30' });
    expect([bad.subCode, bad.subMessage]).toEqual([40000, expect.stringContaining('to')]);
  });
});

describe('memo', () => {
  it('is its owner’s alone; bad input names the field; a stale save is refused', async () => {
    const m = ok(await call('/memo/create', { title: '准备续展材料', content: '第 9 类、第 35 类', remindAt: '2099-01-01T01:00:00.000Z' }, user));
    expect(m).toMatchObject({ title: '准备续展材料', remindStatus: 'waiting', version: 1 });
    const bad = await call('/memo/create', { title: '', remindAt: 'tomorrow' }, user);
    expect(bad.subCode).toBe(40000);
    expect(bad.subMessage).toMatch(/title|remindAt|标题|提醒时间/);
    expect((await call('/memo/create', { title: 'x'.repeat(101) }, user)).subMessage).toMatch(/标题|title/);
    // another user of the tenant sees nothing of it
    const theirs = ok(await call('/memo/list', { pageNo: 1, pageSize: 50 }, admin));
    expect(theirs.list.some((x: any) => x.id === m.id)).toBe(false);
    expect((await call('/memo/update', { id: m.id, version: 1, title: '改' }, admin)).subCode).toBe(40400);
    expect((await call('/memo/delete', { id: m.id }, admin)).subCode).toBe(40400);
    const own = ok(await call('/memo/list', { pageNo: 1, pageSize: 50, filters: { title: '续展材料' } }, user));
    expect(own.list.map((x: any) => x.id)).toEqual([m.id]);
    const saved = ok(await call('/memo/update', { id: m.id, version: 1, title: '准备续展材料（已核对）' }, user));
    expect(saved.version).toBe(2);
    const stale = await call('/memo/update', { id: m.id, version: 1, title: '旧版本' }, user);
    expect(stale.subCode).toBe(40900);
    ok(await call('/memo/delete', { id: m.id }, user));
    expect((await call('/memo/delete', { id: m.id }, user)).subCode).toBe(40400);
  });

  it('a due reminder becomes exactly one workbench message, also with two runs at once; a new time arms it again', async () => {
    const m = ok(await call('/memo/create', { title: '给客户回电', remindAt: dayjs().subtract(1, 'minute').toISOString() }, user));
    const runs = await Promise.all([sendMemoReminders(t.db), sendMemoReminders(t.db)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await sendMemoReminders(t.db)).toBe(0);
    const msgs = ok(await call('/homepage/getMessageList', { pageNo: 1, pageSize: 50, msgType: 4 }, user));
    expect(msgs.page.list.filter((x: any) => x.title === '备忘提醒：给客户回电')).toHaveLength(1);
    expect(msgs.page.list[0]).toMatchObject({ msgType: 4, link: '/memo' });
    const sent = ok(await call('/memo/list', { pageNo: 1, pageSize: 50, filters: { remindStatus: ['sent'] } }, user));
    expect(sent.list.some((x: any) => x.id === m.id)).toBe(true);
    // same time again: stays sent; a new time: waiting again, and reminded again once due
    const same = ok(await call('/memo/update', { id: m.id, version: m.version, title: m.title, remindAt: m.remindAt }, user));
    expect(same.remindStatus).toBe('sent');
    const moved = ok(await call('/memo/update', { id: m.id, version: same.version, title: m.title, remindAt: dayjs().subtract(10, 'second').toISOString() }, user));
    expect(moved.remindStatus).toBe('waiting');
    expect(await sendMemoReminders(t.db)).toBe(1);
  });
});

describe('reports', () => {
  it('aggregates equal the rows they stand for, with the date and applicant filters', async () => {
    const r = ok(await call('/biAnalyse/getReport', {}, user));
    const sum = (xs: Array<{ value: number }>) => xs.reduce((a, x) => a + x.value, 0);
    const marks = await t.db.query<{ n: number }>(`select count(*)::int as n from trademarks where tenant_id = $1 and deleted_at is null`, [tenantId]);
    expect(marks.rows[0].n).toBeGreaterThan(0);
    expect(sum(r.charts.marksByStatus)).toBe(marks.rows[0].n);
    expect(sum(r.charts.marksByClass)).toBe(marks.rows[0].n);
    expect(r.charts.marksByClass[0].zh).toMatch(/^第\d{2}类$/);
    expect(sum(r.charts.casesByStage)).toBe(await total('/caseManage/getCaseLists', {}));
    expect(sum(r.charts.casesByType)).toBe(sum(r.charts.casesByStage));
    const docs = await t.db.query<{ n: number }>(`select count(*)::int as n from official_documents where tenant_id = $1 and deleted_at is null`, [tenantId]);
    expect(sum(r.charts.documentsByMonth)).toBe(docs.rows[0].n);
    const window = await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, from: r.from, to: r.to }));
    expect(sum(r.charts.deadlinesByWeek)).toBe(window.length);
    expect(sum(r.charts.deadlinesByMonth)).toBe(window.length);

    const applicant = r.applicants[0] as string;
    const from = '2020-01-01';
    const to = dayjs().format('YYYY-MM-DD');
    const f = ok(await call('/biAnalyse/getReport', { applicant, dateFrom: from, dateTo: to }, user));
    const expected = await t.db.query<{ n: number }>(
      `select count(*)::int as n from trademarks where tenant_id = $1 and deleted_at is null and applicant = $2 and app_date between $3 and $4`,
      [tenantId, applicant, from, to],
    );
    expect(sum(f.charts.marksByCountry)).toBeLessThanOrEqual(expected.rows[0].n); // top 20 countries
    expect(sum(f.charts.marksByStatus)).toBe(expected.rows[0].n);
    expect(f.from).toBe(from);
    expect(await call('/biAnalyse/getReport', { dateFrom: '2026-02-30' }, user)).toMatchObject({ subCode: 40000, subMessage: expect.stringMatching(/dateFrom|开始日期/) });
    expect((await call('/biAnalyse/getReport', {}, guest)).subCode).toBe(40300);
  });
});
