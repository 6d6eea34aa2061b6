// Data scope beyond marks and cases (issue 17): every entity declaring x-data-scope — official documents (by their
// mark's owner), demands (requester, handler, participants, approvers of its flow), finance entries (by their case's
// owner), bills (creator) with their payments, disputes (by their mark), use evidence, infringement leads,
// litigations, copyrights and patents (creator) — is narrowed by the generic list engine for lists, details, exports
// and deletes alike. The 法务部 manager (本部门及下级) and a
// 市场部 user with 本人 never see a row outside their scope; the administrator (全部) sees them all.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { startTestApp, userId, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let own: string;
const ids: Record<string, number> = {};
let deptOwners: number[];

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const call = (path: string, body: object, token = admin) => t.call(path, body, { token });
const idsOf = (rows: string) => async (owners: number[]) => (await t.db.query<{ id: number }>(rows, [owners])).rows.map((r) => r.id).sort((a, b) => a - b);
/** Every row of a list, page by page (100 a page at most). */
const listed = async (path: string, token: string, body: object = {}) => {
  const out: number[] = [];
  let total = 0;
  for (let pageNo = 1; pageNo <= 50; pageNo++) {
    const page = ok(await call(path, { pageNo, pageSize: 100, ...body }, token));
    total = page.total as number;
    out.push(...(page.list as Array<{ id: number }>).map((r) => r.id));
    if (out.length >= total || !page.list.length) break;
  }
  return { total, ids: out.sort((a, b) => a - b) };
};

const officialIn = idsOf(`select d.id from official_documents d join trademarks m on m.id = d.trademark_id where d.deleted_at is null and m.created_by = any($1::int[])`);
const entriesIn = idsOf(`select e.id from finance_entries e join cases c on c.id = e.case_id where c.created_by = any($1::int[])`);
const disputesIn = idsOf(`select d.id from disputes d join trademarks m on m.id = d.trademark_id where d.deleted_at is null and m.created_by = any($1::int[])`);
const demandsIn = idsOf(
  `select id from demands where deleted_at is null and (requester_id = any($1::int[]) or handler_id = any($1::int[]) or current_approver_ids && $1::int[]
     or participants @> any(array(select jsonb_build_array(jsonb_build_object('id', u)) from unnest($1::int[]) u))
     or exists (select 1 from jsonb_path_query(flow_state, '$.steps[*].votes[*].userId') v where (v #>> '{}')::int = any($1::int[])))`,
);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  manager = await t.tokenFor('dept.manager', 'Manager@2026');
  for (const a of ['admin', 'user', 'dept.manager', 'market']) ids[a] = await userId(t.db, a);
  const tenant = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin'`)).rows[0].tenant_id;
  const dept = (await t.db.query<{ path: string }>(`select d.path from departments d join users u on u.dept_id = d.id where u.account = 'dept.manager'`)).rows[0].path;
  deptOwners = (await t.db.query<{ id: number }>(`select u.id from users u join departments d on d.id = u.dept_id where d.path like $1`, [`${dept}%`])).rows.map((r) => r.id);
  // A 市场部 user whose role sees only their own records, with the same list and export buttons as the specialist.
  const role = await t.db.query<{ id: number }>(
    `insert into roles (tenant_id, role_name, role_auth, menu_keys, data_scope)
     select tenant_id, '仅本人专员', role_auth, menu_keys, 3 from roles where tenant_id = $1 and builtin = 'specialist' returning id`,
    [tenant],
  );
  const market = (await t.db.query<{ dept_id: number }>(`select dept_id from users where account = 'market'`)).rows[0].dept_id;
  await t.db.query(`insert into users (tenant_id, account, name, phone, role_id, dept_id, password_hash) values ($1, 'own.only', '孙本人', '13800000009', $2, $3, $4)`, [
    tenant, role.rows[0].id, market, await hashPassword('Test@2026x'),
  ]);
  ids.own = await userId(t.db, 'own.only');
  own = await t.tokenFor('own.only', 'Test@2026x');
  // One mark of their own with an official document and a dispute, so 本人 sees exactly those.
  const mark = await t.db.query<{ id: number }>(`update trademarks set created_by = $1 where id = (select min(id) from trademarks where deleted_at is null and created_by = $2) returning id`, [ids.own, ids.market]);
  await t.db.query(`update official_documents set trademark_id = $1 where id = (select min(id) from official_documents where deleted_at is null and trademark_id is not null)`, [mark.rows[0].id]);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('official documents', () => {
  it('list, detail and export hold only the documents of marks owned in scope', async () => {
    const mine = await officialIn(deptOwners);
    const all = await listed('/api/official/list', admin);
    const seen = await listed('/api/official/list', manager);
    expect(seen.total).toBe(mine.length);
    expect(seen.ids).toEqual(mine);
    expect(all.total).toBeGreaterThan(seen.total);
    const outside = all.ids.find((id) => !mine.includes(id))!;
    expect(outside).toBeDefined();
    expect((await call('/api/official/detail', { id: outside }, manager)).subCode).toBe(40400);
    ok(await call('/api/official/detail', { id: outside }));
    // The document route (GET /official/:id) is narrowed like the detail call.
    const route = (id: number, token: string) => t.app.inject({ method: 'GET', url: `/official/${id}`, headers: { token } });
    expect((await route(outside, manager)).statusCode).toBe(404);
    expect((await route(outside, admin)).statusCode).toBe(200);
    // So is the file of its upload (GET /files/official/:uploadId); an upload not read into a document stays open.
    const tenant = (await t.db.query<{ tenant_id: number }>('select tenant_id from official_documents where id = $1', [outside])).rows[0].tenant_id;
    const upload = async (n: number) => {
      const key = `official/scope-test-${n}.pdf`;
      await t.storage.put(key, Readable.from([Buffer.from('%PDF-1.4 scope test')]));
      return (await t.db.query<{ id: number }>(
        `insert into official_uploads (tenant_id, file_key, file_name, file_type, size, sha256) values ($1, $2, $3, 'pdf', 19, $4) returning id`,
        [tenant, key, `范围${n}.pdf`, `scope-test-${n}`],
      )).rows[0].id;
    };
    const [linked, pending] = [await upload(1), await upload(2)];
    await t.db.query('update official_documents set upload_id = $1 where id = $2', [linked, outside]);
    const file = (id: number, token: string) => t.app.inject({ method: 'GET', url: `/files/official/${id}`, headers: { token } });
    expect((await file(linked, manager)).statusCode).toBe(404);
    expect((await file(linked, admin)).statusCode).toBe(200);
    expect((await file(pending, manager)).statusCode).toBe(200);
    const exported = ok(await call('/api/official/export', { columns: ['tmName', 'appNo'] }, manager));
    expect([exported.status, exported.rowCount]).toEqual([1, mine.length]);
    // 本人: the documents of their one mark.
    const ownDocs = await officialIn([ids.own]);
    expect(ownDocs.length).toBeGreaterThan(0);
    const ownSeen = await listed('/api/official/list', own);
    expect([ownSeen.total, ownSeen.ids]).toEqual([ownDocs.length, ownDocs]);
    expect(ok(await call('/api/official/export', { columns: ['tmName'] }, own)).rowCount).toBe(ownDocs.length);
  });
});

describe('demands', () => {
  it('a demand is seen by its requester, handler and current approvers’ scopes only', async () => {
    const all = await listed('/demand/getList', admin);
    expect(all.total).toBeGreaterThan(0);
    expect((await listed('/demand/getList', manager)).ids).toEqual(await demandsIn(deptOwners));
    const ownSeen = await listed('/demand/getList', own);
    expect(ownSeen.total).toBe(0);
    expect((await call('/api/demandDetails', { id: all.ids[0] }, own)).subCode).toBe(40400);
    ok(await call('/api/demandDetails', { id: all.ids[0] }));
  });
});

describe('finance', () => {
  it('entries follow their case’s owner; bills, payments and invoices their bill’s creator', async () => {
    const mine = await entriesIn(deptOwners);
    const seen = await listed('/finance/entryList', manager);
    expect(seen.total).toBe(mine.length);
    expect(seen.ids.filter((id) => !mine.includes(id))).toEqual([]);
    expect((await listed('/finance/entryList', admin)).total).toBeGreaterThan(seen.total);
    const exported = ok(await call('/finance/entryExport', { columns: ['caseNo', 'amount'] }, manager));
    expect(exported.rowCount).toBe(mine.length);
    // The demo bills are the administrator's (总部): outside 法务部.
    const bills = await listed('/finance/billList', admin);
    expect(bills.total).toBeGreaterThan(0);
    expect((await listed('/finance/billList', manager)).total).toBe(0);
    expect((await call('/finance/billDetail', { id: bills.ids[0] }, manager)).subCode).toBe(40400);
    // Its PDF route as well.
    const pdf = (token: string) => t.app.inject({ method: 'GET', url: `/files/finance/bills/${bills.ids[0]}`, headers: { token } });
    expect((await pdf(manager)).statusCode).toBe(404);
    expect((await pdf(admin)).statusCode).toBe(200);
    expect(ok(await call('/finance/billExport', { columns: ['billNo'] }, manager)).rowCount).toBe(0);
    expect((await listed('/finance/paymentList', manager, { filters: { billId: bills.ids[0] } })).total).toBe(0);
    expect((await listed('/finance/paymentList', admin, { filters: { billId: bills.ids[0] } })).total).toBeGreaterThanOrEqual(0);
  });

  it('totals cover the rows in scope only (the summaries hold every owner’s entries)', async () => {
    const mine = await entriesIn(deptOwners);
    const sums = (await t.db.query<{ currency: string; n: number; m: string }>(
      `select currency, count(*)::int as n, finance_decimal(sum(amount_minor)::bigint) as m from finance_entries where id = any($1::int[]) group by 1 order by 1`,
      [mine],
    )).rows.map((r) => ({ currency: r.currency, count: r.n, amount: r.m }));
    for (const filters of [{}, { currency: ['CNY'] }]) {
      const totals = ok(await call('/finance/entryTotals', { filters }, manager)) as Array<{ currency: string; count: number; amount: string }>;
      const want = 'currency' in filters ? sums.filter((x) => x.currency === 'CNY') : sums;
      expect(totals.map(({ currency, count, amount }) => ({ currency, count, amount }))).toEqual(want);
    }
    const all = ok(await call('/finance/entryTotals', { filters: {} }, admin)) as Array<{ count: number }>;
    expect(all.reduce((n, x) => n + x.count, 0)).toBeGreaterThan(mine.length);
    expect(ok(await call('/finance/billTotals', { filters: {} }, manager))).toEqual([]); // the demo bills are 总部's
  });
});

describe('disputes', () => {
  it('follow their mark’s owner in list, detail and export', async () => {
    const mine = await disputesIn(deptOwners);
    const all = await listed('/api/dispute/list', admin);
    const seen = await listed('/api/dispute/list', manager);
    expect(seen.ids).toEqual(mine);
    const outside = all.ids.find((id) => !mine.includes(id));
    if (outside) expect((await call('/api/dispute/detail', { id: outside }, manager)).subCode).toBe(40400);
    expect(ok(await call('/api/dispute/export', { columns: ['tmName'] }, manager)).rowCount).toBe(mine.length);
  });
});

describe('reports (/biAnalyse)', () => {
  const sum = (xs: Array<{ value: number }>) => xs.reduce((a, x) => a + x.value, 0);
  const minor = (amount: string) => BigInt(amount.replace('.', ''));
  /** Cost totals per currency in minor units (exact), from the report's rows. */
  const perCurrency = (rows: Array<{ currency: string; amount: string; key: string }>) => {
    const out: Record<string, string> = {};
    for (const r of rows) out[r.currency] = String(BigInt(out[r.currency] ?? '0') + minor(r.amount));
    return out;
  };
  // every entry, a litigation's costs too (no case: outside any owner's scope, inside the whole tenant's)
  const dbCosts = async (where: string, params: unknown[]) =>
    Object.fromEntries(
      (await t.db.query<{ currency: string; m: string }>(`select e.currency, sum(e.amount_minor)::text as m from finance_entries e left join cases c on c.id = e.case_id where ${where} group by 1`, params)).rows.map((r) => [r.currency, r.m]),
    );

  it('costs per month and currency, summed exactly and never across currencies', async () => {
    const r = ok(await call('/biAnalyse/getReport', {}));
    expect(r.costs.length).toBeGreaterThan(0);
    const keys = r.costs.map((c: { key: string; currency: string }) => `${c.key}/${c.currency}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(perCurrency(r.costs)).toEqual(await dbCosts('true', []));
    expect(r.costs[0].zh).toMatch(/^\d{4}年\d{1,2}月$/);
  });

  it('the department filter keeps the records owned in that department and below; a scoped caller sees its scope only', async () => {
    const legal = (await t.db.query<{ id: number }>(`select id from departments where name = '法务部'`)).rows[0].id;
    const f = ok(await call('/biAnalyse/getReport', { deptId: legal }));
    const marks = (await t.db.query<{ n: number }>(`select count(*)::int as n from trademarks where deleted_at is null and created_by = any($1::int[])`, [deptOwners])).rows[0].n;
    expect(sum(f.charts.marksByStatus)).toBe(marks);
    expect(perCurrency(f.costs)).toEqual(await dbCosts('c.created_by = any($1::int[])', [deptOwners]));
    const all = ok(await call('/biAnalyse/getReport', {}));
    expect(sum(all.charts.marksByStatus)).toBeGreaterThan(marks);
    // The 法务部 manager without a filter: the same numbers as the administrator filtering on 法务部.
    const scoped = ok(await call('/biAnalyse/getReport', {}, manager));
    expect(sum(scoped.charts.marksByStatus)).toBe(marks);
    expect(sum(scoped.charts.casesByType)).toBe(sum(f.charts.casesByType));
    expect(scoped.costs).toEqual(f.costs);
    // 本人 with their single mark.
    expect(sum(ok(await call('/biAnalyse/getReport', {}, own)).charts.marksByStatus)).toBe(1);
    expect(await call('/biAnalyse/getReport', { deptId: 99999999 })).toMatchObject({ subCode: 40400, subMessage: '部门不存在或已删除' });
    expect(await call('/biAnalyse/getReport', { deptId: 0 })).toMatchObject({ subCode: 40000, subMessage: expect.stringMatching(/部门|deptId/) });
  });
});

describe('copyright and patent archives', () => {
  const archives = [
    { name: 'works', path: '/copyRight/ordinary', table: 'copyright_works', column: 'title', add: { title: '本人的作品', owner: '孙本人' } },
    { name: 'software', path: '/copyRight/software', table: 'copyright_software', column: 'name', add: { name: '本人的软件', developer: '孙本人', softwareVersion: 'V1.0' } },
    {
      name: 'patents', path: '/patent/archives', table: 'patents', column: 'title',
      add: { patentType: 'design', title: '本人的外观设计', appNo: 'CN202130777777.1', appDate: '2021-06-08', grantDate: '2021-09-14', applicants: '孙本人', legalStatus: 'granted', feePaidYear: 4 },
    },
  ] as const;
  const made: Record<string, number> = {};

  it.each(archives)('$name: 本部门及下级 and 本人 see the records created in their scope, in list, detail and export', async (a) => {
    const owned = idsOf(`select id from ${a.table} where created_by = any($1::int[])`);
    const all = await listed(`${a.path}/list`, admin);
    const deptRows = await owned(deptOwners);
    expect(deptRows.length).toBeGreaterThan(0);
    expect(all.total).toBeGreaterThan(deptRows.length);
    expect((await listed(`${a.path}/list`, manager)).ids).toEqual(deptRows);
    expect(ok(await call(`${a.path}/export`, { columns: [a.column] }, manager)).rowCount).toBe(deptRows.length);
    // 本人 owns none at first, then the one they create.
    expect((await listed(`${a.path}/list`, own)).total).toBe(0);
    expect(ok(await call(`${a.path}/export`, { columns: [a.column] }, own)).rowCount).toBe(0);
    const mine = ok(await call(`${a.path}/add`, a.add, own));
    made[a.name] = mine.id;
    expect(await owned([ids.own])).toEqual([mine.id]);
    expect(await listed(`${a.path}/list`, own)).toEqual({ total: 1, ids: [mine.id] });
    const exported = ok(await call(`${a.path}/export`, { columns: [a.column] }, own));
    expect([exported.status, exported.rowCount]).toEqual([1, 1]);
    ok(await call(`${a.path}/detail`, { id: mine.id }, own));
    const outside = all.ids[0];
    expect((await call(`${a.path}/detail`, { id: outside }, own)).subCode).toBe(40400);
    expect((await call(`${a.path}/detail`, { id: mine.id }, manager)).subCode).toBe(40400); // 市场部 is not under 法务部
    ok(await call(`${a.path}/detail`, { id: outside }));
    expect((await listed(`${a.path}/list`, admin)).total).toBe(all.total + 1);
  });

  it('an update or delete of a record outside the scope finds nothing', async () => {
    await t.db.query(`update roles set role_auth = role_auth || ',copyrightDelete,copyrightEdit' where role_name = '仅本人专员'`);
    const others = (await listed('/copyRight/ordinary/list', admin)).ids.filter((id) => id !== made.works);
    const before = ok(await call('/copyRight/ordinary/detail', { id: others[0] }));
    expect((await call('/copyRight/ordinary/delete', { id: others[0] }, own)).subCode).toBe(40400);
    expect((await call('/copyRight/ordinary/update', { id: others[0], version: before.version, title: before.title, owner: before.owner, remark: '越权修改' }, own)).subCode).toBe(40400);
    expect(ok(await call('/copyRight/ordinary/detail', { id: others[0] })).remark).toBe(before.remark);
    ok(await call('/copyRight/ordinary/delete', { id: made.works }, own));
    expect((await listed('/copyRight/ordinary/list', own)).total).toBe(0);
  });

  it('the annual fees among the deadlines are those of the patents in scope', async () => {
    const fees = async (token: string) =>
      (ok(await call('/homepage/deadlineList', { to: '2100-01-01' }, token)).items as Array<{ source: string; sourceId: string }>)
        .filter((d) => d.source === 'patentAnnualFee')
        .map((d) => Number(d.sourceId.split('-')[0]));
    expect(await fees(own)).toEqual([made.patents]);
    const everyone = await fees(admin);
    expect(everyone).toContain(made.patents);
    expect(everyone.length).toBeGreaterThan(1);
  });
});

describe('infringement leads under 本人', () => {
  it('a lead names only a right the caller may see: a mark, copyright or patent outside the scope is refused by id', async () => {
    const base = { title: '越权线索', platform: 'taobao', status: 'new' };
    const work = (await t.db.query<{ id: number }>(`select min(id) as id from copyright_works where created_by <> $1`, [ids.own])).rows[0].id;
    const patent = (await t.db.query<{ id: number }>(`select min(id) as id from patents where created_by <> $1`, [ids.own])).rows[0].id;
    const m = (await t.db.query<{ id: number; tm_name: string; reg_no: string | null; tm_cl: number }>(`select id, tm_name, reg_no, tm_cl from trademarks where deleted_at is null and created_by <> $1 order by id limit 1`, [ids.own])).rows[0];
    const mark = m.id;
    const before = (await t.db.query(`select count(*)::int as n from enforcement_leads`)).rows[0].n;
    const onWork = await call('/proceed/infringement/create', { ...base, rightType: 'copyright', copyright: `work:${work}` }, own);
    expect([onWork.subCode, onWork.subMessage]).toEqual([40000, `字段“被侵权著作权”（copyright）指向的记录 ${work} 不存在`]);
    const onPatent = await call('/proceed/infringement/create', { ...base, rightType: 'patent', patent: `patent:${patent}` }, own);
    expect([onPatent.subCode, onPatent.subMessage]).toEqual([40000, `字段“被侵权专利”（patent）指向的记录 ${patent} 不存在`]);
    const onMark = await call('/proceed/infringement/create', { ...base, rightType: 'trademark', trademark: [{ id: mark, tmName: m.tm_name, regNo: m.reg_no ?? '', tmCl: m.tm_cl }] }, own);
    expect([onMark.subCode, onMark.subMessage]).toEqual([40000, `字段“被侵权商标”（trademark）指向的商标 ${mark} 不存在`]);
    expect((await t.db.query(`select count(*)::int as n from enforcement_leads`)).rows[0].n).toBe(before);
    // The administrator (全部) may name the same records.
    ok(await call('/proceed/infringement/create', { ...base, rightType: 'copyright', copyright: `work:${work}` }));
  });
});

describe('demand participants and approvers under 本人', () => {
  it('a participant lists, opens and comments on the demand; others of the tenant stay out of sight', async () => {
    const d = ok(await call('/api/demandManagement', { title: '请孙本人参与的需求', demandType: 'other', priority: 'normal' }));
    expect((await call('/api/demandDetails', { id: d.id }, own)).subCode).toBe(40400);
    ok(await call('/api/addParticipants', { id: d.id, userIds: [ids.own] }));
    expect((await listed('/demand/getList', own)).ids).toEqual([d.id]);
    const detail = ok(await call('/api/demandDetails', { id: d.id }, own));
    expect(detail.demand.participants.map((p: any) => p.id)).toEqual([ids.own]);
    ok(await call('/api/demandComment', { id: d.id, content: '已知悉' }, own));
    expect(ok(await call('/api/demandDetails', { id: d.id })).events.some((e: any) => e.content === '已知悉')).toBe(true);
  });

  it('an approver sees the demand while it waits, decides it, and still sees it afterwards', async () => {
    const flow = ok(await call('/api/demandFlowCreate', { name: '本人审批', sort: 0, enabled: true, demandTypes: ['renewal'] }));
    ok(await call('/api/demandFlowStepCreate', { flowId: flow.id, seq: 1, name: '本人审批', mode: 'any', approverUsers: [{ id: ids.own, name: '孙本人' }], approverRoleIds: [] }));
    const d = ok(await call('/api/demandManagement', { title: '请孙本人审批的需求', demandType: 'renewal', priority: 'normal' }));
    ok(await call('/api/submitForApproval', { id: d.id, version: d.version }));
    expect((await listed('/demand/getList', own)).ids).toContain(d.id);
    expect(ok(await call('/api/demandDetails', { id: d.id }, own)).can.approve).toBe(true);
    const done = ok(await call('/api/demandApproval', { id: d.id, decision: 'adopt', comment: '同意' }, own));
    expect(done.status).toBe('adopted');
    expect((await listed('/demand/getList', own)).ids).toContain(d.id);
    ok(await call('/api/demandDetails', { id: d.id }, own));
    // The department manager's scope reaches neither demand (the administrator and 孙本人 are outside 法务部).
    expect((await listed('/demand/getList', manager)).ids).not.toContain(d.id);
    ok(await call('/api/demandFlowDelete', { id: flow.id }));
  });
});
