// Duplicates, merge and undo, one-click merge as a batch task, the batch task list, permissions, tenants and the
// related-trademark search (schemas/api/brandMerge.json). Marks are inserted directly (the demo seed's archive
// belongs to the archive work).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/server/db/tenant';
import { searchColumns } from '../../src/server/lists/search';
import { createTenant } from '../../src/server/seed';
import { TaskRunner } from '../../src/server/tasks/runner';
import { interceptTransactions } from './tasks/intercept';
import { startTestApp, tokenWithoutGrants, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let user: string;
/** A role without any button permission (the demo 商标专员 holds brandList). */
let guest: string;
let other: string;
let tenant1: number;
let tenant2: number;

interface Tm { regNo: string | null; tmCl: number; tmName: string; dplSource?: number; tagIds?: string[]; custom?: Record<string, unknown>; countryCode?: string }

async function addTm(tenantId: number, r: Tm): Promise<number> {
  const s = searchColumns([r.tmName, null]);
  const row = await t.db.query<{ id: number }>(
    `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, dpl_source, tag_ids, custom_values, country_code, search_grams, search_text)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [tenantId, r.regNo, r.tmCl, r.tmName, r.dplSource ?? 1, r.tagIds ?? [], JSON.stringify(r.custom ?? {}), r.countryCode ?? 'CN', s.grams, s.text],
  );
  return row.rows[0].id;
}

async function tm(id: number) {
  const r = await t.db.query<{ tag_ids: string[]; custom_values: Record<string, unknown>; deleted_at: Date | null; merged_into: number | null }>(
    'select tag_ids, custom_values, deleted_at, merged_into from trademarks where id = $1',
    [id],
  );
  const x = r.rows[0];
  return { tagIds: x.tag_ids, custom: typeof x.custom_values === 'string' ? JSON.parse(x.custom_values) : x.custom_values, deleted: x.deleted_at !== null, mergedInto: x.merged_into };
}

const merge = (mergeList: unknown, token = admin) => t.call('/brandArchives/mergeBrand', { mergeList }, { token });
const ok = (r: { subCode: number; subMessage: string }) => expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);

/** A table of a later issue (documents) that points at trademarks through brand_id: discovered, not listed. */
async function createChildTable(name: string, extra = '') {
  await t.db.exec(`
    create table ${name} (id serial primary key, tenant_id integer not null references tenants(id), brand_id integer references trademarks(id), title text not null${extra});
    alter table ${name} enable row level security;
    create policy tenant_isolation on ${name} using (tenant_id = current_setting('app.tenant_id')::integer) with check (tenant_id = current_setting('app.tenant_id')::integer);
    grant select, insert, update, delete on ${name} to ipms_app;
    grant usage, select on sequence ${name}_id_seq to ipms_app;
  `);
}
const childBrand = async (table: string, id: number) => (await t.db.query<{ brand_id: number }>(`select brand_id from ${table} where id = $1`, [id])).rows[0].brand_id;
async function addChild(table: string, tenantId: number, brandId: number, title: string) {
  return (await t.db.query<{ id: number }>(`insert into ${table} (tenant_id, brand_id, title) values ($1, $2, $3) returning id`, [tenantId, brandId, title])).rows[0].id;
}

beforeAll(async () => {
  t = await startTestApp();
  tenant1 = (await t.db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
  const two = await withSystem(t.db, (tx) => createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]));
  tenant2 = two.tenantId;
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  guest = await tokenWithoutGrants(t);
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
  await createChildTable('merge_test_documents');
});
afterAll(async () => {
  await t?.close();
});

describe('querySameBrandStatistic and mergeDetail', () => {
  let a: number[] = [];
  beforeAll(async () => {
    a = [
      await addTm(tenant1, { regNo: 'S100', tmCl: 9, tmName: '统计甲' }),
      await addTm(tenant1, { regNo: 'S100', tmCl: 9, tmName: '统计甲' }),
      await addTm(tenant1, { regNo: 'S100', tmCl: 10, tmName: '统计甲' }), // other class: not a duplicate
      await addTm(tenant1, { regNo: 'S200', tmCl: 25, tmName: '统计乙' }),
      await addTm(tenant1, { regNo: 'S200', tmCl: 25, tmName: '统计乙' }),
      await addTm(tenant1, { regNo: 'S200', tmCl: 25, tmName: '统计乙' }),
    ];
    await addTm(tenant1, { regNo: null, tmCl: 9, tmName: '无号' });
    await addTm(tenant1, { regNo: null, tmCl: 9, tmName: '无号' });
    await addTm(tenant2, { regNo: 'S100', tmCl: 9, tmName: '别家' });
    await addTm(tenant2, { regNo: 'S300', tmCl: 9, tmName: '别家' });
    await addTm(tenant2, { regNo: 'S300', tmCl: 9, tmName: '别家' });
  });

  it('groups live marks by registration number and class, this tenant only', async () => {
    const r = await t.call('/brandArchives/querySameBrandStatistic', {}, { token: admin });
    ok(r);
    const mine = r.data.list.filter((g: { regNo: string }) => g.regNo.startsWith('S'));
    expect(mine).toEqual([
      { regNo: 'S100', tmCl: 9, tmName: '统计甲', count: 2, ids: [a[0], a[1]] },
      { regNo: 'S200', tmCl: 25, tmName: '统计乙', count: 3, ids: [a[3], a[4], a[5]] },
    ]);
    expect(r.data.groupCount).toBeGreaterThanOrEqual(2);
    const o = await t.call('/brandArchives/querySameBrandStatistic', {}, { token: other });
    expect(o.data.list).toEqual([expect.objectContaining({ regNo: 'S300', count: 2 })]);
  });

  it('pages the groups and narrows them to the groups of given ids', async () => {
    const p = await t.call('/brandArchives/querySameBrandStatistic', { pageSize: 1, pageNo: 2 }, { token: admin });
    expect(p.data.list).toHaveLength(1);
    expect(p.data.pageNo).toBe(2);
    const only = await t.call('/brandArchives/querySameBrandStatistic', { ids: [a[4]] }, { token: admin });
    expect(only.data).toMatchObject({ groupCount: 1, brandCount: 3, list: [{ regNo: 'S200', ids: [a[3], a[4], a[5]] }] });
    const none = await t.call('/brandArchives/querySameBrandStatistic', { ids: [a[2]] }, { token: admin });
    expect(none.data).toMatchObject({ groupCount: 0, brandCount: 0, list: [] });
  });

  it('mergeDetail returns the archive records in the order asked, and never another tenant’s', async () => {
    const foreign = await addTm(tenant2, { regNo: 'F1', tmCl: 1, tmName: '外租户' });
    const r = await t.call('/brandArchives/mergeDetail', { idList: [a[1], foreign, a[0]] }, { token: admin });
    ok(r);
    expect(r.data.map((x: { id: number }) => x.id)).toEqual([a[1], a[0]]);
    expect(r.data[0]).toMatchObject({ regNo: 'S100', tmCl: 9, tmName: '统计甲', tagIds: [], customFieldInfo: {} });
  });
});

describe('mergeBrand', () => {
  it('moves tags, custom values and child rows onto the kept mark and soft-deletes the merged, in one call', async () => {
    const keep = await addTm(tenant1, { regNo: 'M1', tmCl: 9, tmName: '合并甲', tagIds: ['n1', 'n2'], custom: { '101': '重点', '102': '' } });
    const m1 = await addTm(tenant1, { regNo: 'M1', tmCl: 9, tmName: '合并甲', tagIds: ['n2', 'n3'], custom: { '101': '一般', '102': '补充', '103': 5 } });
    const m2 = await addTm(tenant1, { regNo: 'M1', tmCl: 9, tmName: '合并甲', tagIds: ['n4'], custom: { '104': ['a'] } });
    const d1 = await addChild('merge_test_documents', tenant1, m1, '受理通知书');
    const d2 = await addChild('merge_test_documents', tenant1, m2, '注册证');
    const d3 = await addChild('merge_test_documents', tenant1, keep, '续展');

    const r = await merge([{ targetBrandId: keep, mergedBrandIds: [m1, m2] }]);
    ok(r);
    expect(r.data).toMatchObject({ groups: 1, merged: 2 });
    expect(await tm(keep)).toEqual({ tagIds: ['n1', 'n2', 'n3', 'n4'], custom: { '101': '重点', '102': '补充', '103': 5, '104': ['a'] }, deleted: false, mergedInto: null });
    expect(await tm(m1)).toMatchObject({ deleted: true, mergedInto: keep, tagIds: ['n2', 'n3'] });
    expect(await tm(m2)).toMatchObject({ deleted: true, mergedInto: keep });
    expect([await childBrand('merge_test_documents', d1), await childBrand('merge_test_documents', d2), await childBrand('merge_test_documents', d3)]).toEqual([keep, keep, keep]);

    // merged records leave the archive list and the duplicate groups
    const list = await t.call('/brandArchives/queryBrandPage', { pageSize: 100, filters: { regNo: 'M1' } }, { token: admin });
    expect(list.data.list.map((x: { id: number }) => x.id)).toEqual([keep]);
    const groups = await t.call('/brandArchives/querySameBrandStatistic', { ids: [keep] }, { token: admin });
    expect(groups.data.groupCount).toBe(0);

    // history: one entry on the kept record, one on each merged record
    const log = await t.db.query<{ record_id: number; action: string; summary: string }>('select record_id, action, summary from operate_log where id = $1', [r.data.logIds[0]]);
    expect(log.rows[0]).toMatchObject({ record_id: keep, action: 'merge' });
    expect(log.rows[0].summary).toContain('合并了 2 件重复商标');
    const into = await t.db.query<{ record_id: number }>(`select record_id from operate_log where action = 'mergedInto' and record_id = any($1::int[]) order by record_id`, [[m1, m2]]);
    expect(into.rows.map((x) => x.record_id)).toEqual([m1, m2]);
  });

  it('a failing merge changes nothing (one transaction)', async () => {
    await createChildTable('merge_test_links', ', doc integer not null, unique (doc, brand_id)');
    const keep = await addTm(tenant1, { regNo: 'M2', tmCl: 9, tmName: '失败甲', tagIds: ['n1'] });
    const m1 = await addTm(tenant1, { regNo: 'M2', tmCl: 9, tmName: '失败甲', tagIds: ['n9'], custom: { '101': 'x' } });
    const okChild = await addChild('merge_test_documents', tenant1, m1, '会被移动但回滚');
    await t.db.query(`insert into merge_test_links (tenant_id, brand_id, title, doc) values ($1, $2, 'a', 1), ($1, $3, 'b', 1)`, [tenant1, keep, m1]);
    const r = await merge([{ targetBrandId: keep, mergedBrandIds: [m1] }]);
    expect(r.subCode).toBe(40900);
    expect(r.subMessage).toContain('merge_test_links');
    expect(await tm(keep)).toEqual({ tagIds: ['n1'], custom: {}, deleted: false, mergedInto: null });
    expect(await tm(m1)).toMatchObject({ deleted: false, mergedInto: null });
    expect(await childBrand('merge_test_documents', okChild)).toBe(m1);
    expect((await t.db.query(`select 1 from operate_log where record_id = any($1::int[])`, [[keep, m1]])).rows).toHaveLength(0);
    await t.db.exec('drop table merge_test_links');
  });

  it('rejects incoherent lists and unknown or deleted marks', async () => {
    const a = await addTm(tenant1, { regNo: 'M3', tmCl: 1, tmName: '校验' });
    const b = await addTm(tenant1, { regNo: 'M3', tmCl: 1, tmName: '校验' });
    expect((await merge([{ targetBrandId: a, mergedBrandIds: [a, b] }])).subCode).toBe(40000);
    expect((await merge([{ targetBrandId: a, mergedBrandIds: [b] }, { targetBrandId: b, mergedBrandIds: [a] }])).subCode).toBe(40000);
    const gone = await merge([{ targetBrandId: a, mergedBrandIds: [99999999] }]);
    expect([gone.subCode, gone.subMessage]).toEqual([40400, '商标不存在或已删除：#99999999']);
    expect((await merge([])).subCode).toBe(40000);
    expect((await tm(a)).deleted).toBe(false);
  });

  it('another tenant’s marks are invisible and cannot be merged either way', async () => {
    const mine = await addTm(tenant1, { regNo: 'T1', tmCl: 9, tmName: '租户' });
    const theirs = await addTm(tenant2, { regNo: 'T1', tmCl: 9, tmName: '租户' });
    const r1 = await merge([{ targetBrandId: mine, mergedBrandIds: [theirs] }]);
    expect(r1.subCode).toBe(40400);
    const r2 = await merge([{ targetBrandId: theirs, mergedBrandIds: [mine] }], other);
    expect(r2.subCode).toBe(40400);
    expect((await tm(theirs)).deleted).toBe(false);
    expect((await tm(mine)).deleted).toBe(false);
  });

  it('needs the brandMerge permission for every call', async () => {
    for (const [path, body] of [
      ['/brandArchives/querySameBrandStatistic', {}],
      ['/brandArchives/mergeDetail', { idList: [1] }],
      ['/brandArchives/mergeBrand', { mergeList: [{ targetBrandId: 1, mergedBrandIds: [2] }] }],
      ['/brandArchives/onceMergeBrand', {}],
      ['/brandArchives/batchTaskList', { operateType: 'onceMerge' }],
      ['/brandArchives/undoMerge', { logId: 1 }],
    ] as const) {
      const r = await t.call(path, body, { token: user });
      expect([path, r.subCode]).toEqual([path, 40300]);
    }
    expect((await t.call('/brandArchives/querySameBrandStatistic', {})).subCode).toBe(40100);
  });
});

describe('undoMerge', () => {
  it('restores the merged marks, the kept mark’s values and the child rows', async () => {
    const keep = await addTm(tenant1, { regNo: 'U1', tmCl: 3, tmName: '撤销甲', tagIds: ['n1'], custom: { '101': '重点' } });
    const m1 = await addTm(tenant1, { regNo: 'U1', tmCl: 3, tmName: '撤销甲', tagIds: ['n2'], custom: { '102': 'x' } });
    const doc = await addChild('merge_test_documents', tenant1, m1, '官文');
    const r = await merge([{ targetBrandId: keep, mergedBrandIds: [m1] }]);
    ok(r);
    const u = await t.call('/brandArchives/undoMerge', { logId: r.data.logIds[0] }, { token: admin });
    ok(u);
    expect(u.data).toEqual({ targetBrandId: keep, restoredIds: [m1], childRows: 1 });
    expect(await tm(keep)).toEqual({ tagIds: ['n1'], custom: { '101': '重点' }, deleted: false, mergedInto: null });
    expect(await tm(m1)).toEqual({ tagIds: ['n2'], custom: { '102': 'x' }, deleted: false, mergedInto: null });
    expect(await childBrand('merge_test_documents', doc)).toBe(m1);
    const log = await t.db.query<{ action: string; undone: boolean }>(`select action, undone_at is not null as undone from operate_log where record_id = any($1::int[]) order by id`, [[keep, m1]]);
    expect(log.rows).toEqual([
      { action: 'mergedInto', undone: true },
      { action: 'merge', undone: true },
      { action: 'undoMerge', undone: false },
    ]);
    const again = await t.call('/brandArchives/undoMerge', { logId: r.data.logIds[0] }, { token: admin });
    expect([again.subCode, again.subMessage]).toEqual([40900, '该合并已撤销']);
  });

  it('keeps edits made after the merge that do not conflict (tags added since stay)', async () => {
    const keep = await addTm(tenant1, { regNo: 'U2', tmCl: 3, tmName: '撤销乙', tagIds: ['n1'] });
    const m1 = await addTm(tenant1, { regNo: 'U2', tmCl: 3, tmName: '撤销乙', tagIds: ['n2'] });
    const r = await merge([{ targetBrandId: keep, mergedBrandIds: [m1] }]);
    await t.db.query(`update trademarks set tag_ids = array_append(tag_ids, 'n7') where id = $1`, [keep]);
    ok(await t.call('/brandArchives/undoMerge', { logId: r.data.logIds[0] }, { token: admin }));
    expect((await tm(keep)).tagIds).toEqual(['n1', 'n7']);
  });

  it('refuses (40900) when a custom value the merge filled was edited since, or a later merge is not undone', async () => {
    const keep = await addTm(tenant1, { regNo: 'U3', tmCl: 3, tmName: '撤销丙' });
    const m1 = await addTm(tenant1, { regNo: 'U3', tmCl: 3, tmName: '撤销丙', custom: { '102': '合并来的' } });
    const m2 = await addTm(tenant1, { regNo: 'U3', tmCl: 3, tmName: '撤销丙' });
    const first = await merge([{ targetBrandId: keep, mergedBrandIds: [m1] }]);
    const second = await merge([{ targetBrandId: keep, mergedBrandIds: [m2] }]);
    const blocked = await t.call('/brandArchives/undoMerge', { logId: first.data.logIds[0] }, { token: admin });
    expect([blocked.subCode, blocked.subMessage]).toEqual([40900, '保留的商标之后又合并了其他商标，请先撤销较新的合并']);
    ok(await t.call('/brandArchives/undoMerge', { logId: second.data.logIds[0] }, { token: admin }));
    await t.db.query(`update trademarks set custom_values = '{"102": "后来改的"}' where id = $1`, [keep]);
    const unsafe = await t.call('/brandArchives/undoMerge', { logId: first.data.logIds[0] }, { token: admin });
    expect(unsafe.subCode).toBe(40900);
    expect(unsafe.subMessage).toContain('自定义字段「102」');
    expect((await tm(m1)).deleted).toBe(true);
  });

  it('refuses when the kept mark was deleted, and another tenant cannot undo', async () => {
    const keep = await addTm(tenant1, { regNo: 'U4', tmCl: 3, tmName: '撤销丁' });
    const m1 = await addTm(tenant1, { regNo: 'U4', tmCl: 3, tmName: '撤销丁' });
    const r = await merge([{ targetBrandId: keep, mergedBrandIds: [m1] }]);
    expect((await t.call('/brandArchives/undoMerge', { logId: r.data.logIds[0] }, { token: other })).subCode).toBe(40400);
    await t.db.query('update trademarks set deleted_at = now() where id = $1', [keep]);
    const res = await t.call('/brandArchives/undoMerge', { logId: r.data.logIds[0] }, { token: admin });
    expect(res.subCode).toBe(40900);
    expect(res.subMessage).toContain('已被删除');
  });
});

describe('onceMergeBrand and batchTaskList', () => {
  it('merges every duplicate group as a batch task: 0 processing, then 1 success with endTime', async () => {
    const cloud = await addTm(tenant1, { regNo: 'O1', tmCl: 5, tmName: '一键甲', dplSource: 0 });
    const o1 = await addTm(tenant1, { regNo: 'O1', tmCl: 5, tmName: '一键甲', tagIds: ['n1'] });
    const g2 = [await addTm(tenant1, { regNo: 'O2', tmCl: 5, tmName: '一键乙' }), await addTm(tenant1, { regNo: 'O2', tmCl: 5, tmName: '一键乙', custom: { '1': 'v' } })];
    const start = await t.call('/brandArchives/onceMergeBrand', {}, { token: admin });
    ok(start);
    expect(start.data.groupCount).toBeGreaterThanOrEqual(2);
    const again = await t.call('/brandArchives/onceMergeBrand', {}, { token: admin });
    expect(again.subCode).toBe(40900);

    let list = await t.call('/brandArchives/batchTaskList', { operateType: 'onceMerge' }, { token: admin });
    expect(list.data.list[0]).toMatchObject({ id: start.data.taskId, operateType: 'onceMerge', operateStatus: 0, endTime: null, userName: expect.any(String) });

    await new TaskRunner(t.db, { error: () => {} }, t.storage).tick();
    list = await t.call('/brandArchives/batchTaskList', { operateType: 'onceMerge' }, { token: admin });
    const task = list.data.list[0];
    expect(task).toMatchObject({ id: start.data.taskId, operateStatus: 1, errorMessage: null });
    expect(task.endTime).toEqual(expect.any(String));
    expect(task.result.groups).toBe(start.data.groupCount);
    expect(task.progress).toBe(task.total);

    expect(await tm(cloud)).toMatchObject({ deleted: false, tagIds: ['n1'] }); // synced from the cloud: kept
    expect(await tm(o1)).toMatchObject({ deleted: true, mergedInto: cloud });
    expect(await tm(g2[1])).toMatchObject({ deleted: false }); // more filled values: kept
    expect(await tm(g2[0])).toMatchObject({ deleted: true, mergedInto: g2[1] });
    const groups = await t.call('/brandArchives/querySameBrandStatistic', {}, { token: admin });
    expect(groups.data.groupCount).toBe(0);
    const none = await t.call('/brandArchives/onceMergeBrand', {}, { token: admin });
    expect([none.subCode, none.subMessage]).toEqual([40000, '没有需要合并的重复商标']);
  });

  it('a task whose group fails ends with operateStatus 2 and the reason', async () => {
    await createChildTable('merge_test_pairs', ', doc integer not null, unique (doc, brand_id)');
    const a = await addTm(tenant1, { regNo: 'O3', tmCl: 5, tmName: '一键丙', dplSource: 0 });
    const b = await addTm(tenant1, { regNo: 'O3', tmCl: 5, tmName: '一键丙' });
    await t.db.query(`insert into merge_test_pairs (tenant_id, brand_id, title, doc) values ($1, $2, 'a', 1), ($1, $3, 'b', 1)`, [tenant1, a, b]);
    ok(await t.call('/brandArchives/onceMergeBrand', {}, { token: admin }));
    await new TaskRunner(t.db, { error: () => {} }, t.storage).tick();
    const list = await t.call('/brandArchives/batchTaskList', { operateType: 'onceMerge' }, { token: admin });
    expect(list.data.list[0]).toMatchObject({ operateStatus: 2, errorMessage: expect.stringContaining('1 组失败') });
    expect(list.data.list[0].endTime).toEqual(expect.any(String));
    expect((await tm(b)).deleted).toBe(false);
    await t.db.exec('drop table merge_test_pairs');
  });

  it('two starts at the same moment (two servers) make one task', async () => {
    await addTm(tenant1, { regNo: 'O4', tmCl: 6, tmName: '同时甲' });
    await addTm(tenant1, { regNo: 'O4', tmCl: 6, tmName: '同时甲' });
    const [a, b] = await Promise.all([
      t.call('/brandArchives/onceMergeBrand', {}, { token: admin }),
      t.call('/brandArchives/onceMergeBrand', {}, { token: admin }),
    ]);
    expect([a.subCode, b.subCode].sort()).toEqual([10000, 40900]);
    expect([a, b].find((r) => r.subCode === 40900)!.subMessage).toBe('已有一键合并任务正在处理中，请在批量任务中查看进度');
    const pending = await t.db.query<{ n: number }>(`select count(*)::int as n from batch_tasks where tenant_id = $1 and operate_type = 'onceMerge' and operate_status = 0`, [tenant1]);
    expect(pending.rows[0].n).toBe(1);
    await new TaskRunner(t.db, { error: () => {} }).tick();
    expect((await t.call('/brandArchives/querySameBrandStatistic', {}, { token: admin })).data.groupCount).toBe(0);
  });

  it('a one-click merge stopped midway is resumed from its checkpoint and reports every group once', async () => {
    const groups = 40;
    for (let g = 0; g < groups; g++) for (let i = 0; i < 2; i++) await addTm(tenant1, { regNo: `R${g}`, tmCl: 7, tmName: `续合${g}` });
    const start = await t.call('/brandArchives/onceMergeBrand', {}, { token: admin });
    ok(start);
    const total = start.data.groupCount as number;
    expect(total).toBeGreaterThanOrEqual(groups);
    const task = async () => {
      const r = await t.db.query<{ checkpoint: unknown; operate_status: number; result: unknown }>('select checkpoint, operate_status, result from batch_tasks where id = $1', [start.data.taskId]);
      const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
      return { checkpoint: parse(r.rows[0].checkpoint) as { done: number } | null, status: r.rows[0].operate_status, result: parse(r.rows[0].result) };
    };
    // The first runner is stopped right after its fifth committed group (a restart, as far as the task knows).
    let committed = 0;
    let first: TaskRunner | null = null;
    const watched = interceptTransactions(t.db, async (sql, run) => {
      const r = await run();
      if (sql.includes('set checkpoint') && ++committed === 5) void first!.stop();
      return r;
    });
    first = new TaskRunner(watched, { error: () => {} });
    await first.tick();
    const stopped = await task();
    expect(stopped.status).toBe(0);
    expect(stopped.checkpoint!.done).toBe(5);

    await new TaskRunner(t.db, { error: () => {} }).tick();
    const end = await task();
    expect(end.status).toBe(1);
    // Both runs together: every group once, none counted twice or lost between the runs.
    expect(end.result).toMatchObject({ groups: total, failed: 0 });
    const logs = await t.db.query<{ n: number }>(`select count(*)::int as n from operate_log l join trademarks k on k.id = l.record_id where l.action = 'merge' and k.reg_no like 'R%' and k.tm_cl = 7`);
    expect(logs.rows[0].n).toBe(groups);
    const left = await t.db.query<{ n: number }>(`select count(*)::int as n from trademarks where reg_no like 'R%' and tm_cl = 7 and deleted_at is null`);
    expect(left.rows[0].n).toBe(groups);
    expect((await t.call('/brandArchives/querySameBrandStatistic', {}, { token: admin })).data.groupCount).toBe(0);
  });

  it('pages with pageNo/pageSize (default 20), newest first, this tenant only', async () => {
    const uid = (await t.db.query<{ id: number }>(`select id from users where account = 'admin'`)).rows[0].id;
    // The tasks of the tests above, plus 23 more: 25 in all.
    await t.db.query(`delete from batch_tasks where tenant_id = $1 and id not in (select id from batch_tasks where tenant_id = $1 order by id limit 2)`, [tenant1]);
    await t.db.query(
      `insert into batch_tasks (tenant_id, user_id, operate_type, operate_status, end_time, created_at)
       select $1, $2, 'onceMerge', 1, now(), now() - (g || ' minutes')::interval from generate_series(1, 23) g`,
      [tenant1, uid],
    );
    const p1 = await t.call('/brandArchives/batchTaskList', { operateType: 'onceMerge' }, { token: admin });
    ok(p1);
    expect(p1.data).toMatchObject({ pageNo: 1, pageSize: 20, total: 25 });
    expect(p1.data.list).toHaveLength(20);
    const p2 = await t.call('/brandArchives/batchTaskList', { operateType: 'onceMerge', pageNo: 2, pageSize: 20 }, { token: admin });
    expect(p2.data.list).toHaveLength(5);
    const ids = [...p1.data.list, ...p2.data.list].map((x: { id: number }) => x.id);
    expect(new Set(ids).size).toBe(25);
    expect((await t.call('/brandArchives/batchTaskList', { operateType: 'onceMerge' }, { token: other })).data.total).toBe(0);
    expect((await t.call('/brandArchives/batchTaskList', { operateType: 'export' }, { token: admin })).subCode).toBe(40000);
  });
});

describe('relevanceBrand', () => {
  beforeAll(async () => {
    await addTm(tenant1, { regNo: '77001234', tmCl: 9, tmName: '琨瑶关联' });
    await addTm(tenant1, { regNo: '77001235', tmCl: 35, tmName: '琨瑶关联', countryCode: 'US' });
    await addTm(tenant2, { regNo: '77001236', tmCl: 9, tmName: '关联别家' });
  });
  const search = (body: object, token = admin) => t.call('/brand/relevanceBrand', body, { token });

  it('finds the tenant’s marks by number (exact first) and by name', async () => {
    const r = await search({ key: '7700123' });
    ok(r);
    expect(r.data).toMatchObject({ total: 2, pageNo: 1, pageSize: 50, placeholder: null });
    expect(r.data.list.map((x: { regNo: string }) => x.regNo).sort()).toEqual(['77001234', '77001235']);
    const exact = await search({ key: '77001235' });
    expect(exact.data.list[0].regNo).toBe('77001235');
    const byName = await search({ key: '琨瑶', searchType: 2 });
    expect(byName.data.total).toBe(2);
    const us = await search({ key: '7700123', countryCode: 'US' });
    expect(us.data.list.map((x: { regNo: string }) => x.regNo)).toEqual(['77001235']);
    const theirs = await search({ key: '77001236' });
    expect(theirs.data.total).toBe(0);
  });

  it('answers a placeholder built from the typed number when nothing is found', async () => {
    const r = await search({ key: ' 99887766 ' });
    ok(r);
    expect(r.data).toMatchObject({ list: [], total: 0, placeholder: { regNo: '99887766', tmName: '', countryCode: 'CN', placeholder: true } });
    expect((await search({ key: '无此名称', searchType: 2 })).data.placeholder).toBeNull();
  });

  it('warns 请输入申请号 on an empty key, offers page sizes 50/100/200, needs brandList', async () => {
    const r = await search({ key: '  ' });
    expect([r.subCode, r.subMessage]).toEqual([40000, '请输入申请号']);
    expect((await search({ key: '1', pageSize: 200 })).data.pageSize).toBe(200);
    expect((await search({ key: '1', pageSize: 20 })).subCode).toBe(40000);
    expect((await search({ key: '1' }, guest)).subCode).toBe(40300);
  });
});
