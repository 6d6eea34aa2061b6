// Brand maps and tags (spec 3.13, 6, 7.4): map CRUD with stable node ids, tag statistics over a selection,
// the own marks and the filter form, tag writes by selection and by filter (one statement, no duplicates,
// history), permissions tagsList/addTags/delTags/modifyLabel enforced by the server, tenants apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/server/db/tenant';
import { searchColumns } from '../../src/server/lists/search';
import { createTenant } from '../../src/server/seed';
import type { MindMap } from '../../src/modules/brand-maps/shared/tree';
import { addChild, deleteNode, renameNode } from '../../src/modules/brand-maps/shared/tree';
import { PER_MARK_LOG_LIMIT } from '../../src/modules/brand-maps/server/tags';
import { TAG_INLINE_LIMIT } from '../../src/modules/brand-maps/server/tag-limits';
import { TaskRunner } from '../../src/server/tasks/runner';
import { interceptTransactions } from './tasks/intercept';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let user: string;
let other: string;
let tenant1: number;
/** Marks created by this test (the demo archive may hold others): A..E. */
const marks: Record<string, number> = {};

const ok = <T = any>(r: { subCode: number; subMessage: string; data: T }) => {
  expect([r.subCode, r.subMessage]).toEqual([10000, expect.any(String)]);
  return r.data;
};
const tagsOf = async (id: number) => (await t.db.query<{ tag_ids: string[] }>('select tag_ids from trademarks where id = $1', [id])).rows[0].tag_ids;
const setUserAuth = (keys: string[]) =>
  t.db.query(`update roles set role_auth = $1 where id = (select role_id from users where account = 'user')`, [keys.join(',')]);

async function insertMark(tenantId: number, m: { name: string; regNo: string; cl: number; applicant: string }) {
  const s = searchColumns([m.name, m.applicant]);
  const r = await t.db.query<{ id: number }>(
    `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, applicant, country_code, search_grams, search_text)
     values ($1, $2, $3, $4, $5, 'CN', $6, $7) returning id`,
    [tenantId, m.regNo, m.cl, m.name, m.applicant, s.grams, s.text],
  );
  return r.rows[0].id;
}

beforeAll(async () => {
  t = await startTestApp();
  tenant1 = (await t.db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
  await withSystem(t.db, (tx) =>
    createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [
      { account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' },
    ]),
  );
  const own = '星河品牌管理有限公司'; // one of the demo tenant's enterprises
  marks.A = await insertMark(tenant1, { name: '标签测甲', regNo: 'TGT0001', cl: 25, applicant: own });
  marks.B = await insertMark(tenant1, { name: '标签测乙', regNo: 'TGT0002', cl: 25, applicant: own });
  marks.C = await insertMark(tenant1, { name: '标签测丙', regNo: 'TGT0003', cl: 9, applicant: '他人科技有限公司' });
  marks.D = await insertMark(tenant1, { name: '标签测丁', regNo: 'TGT0004', cl: 9, applicant: '他人科技有限公司' });
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
});
afterAll(async () => {
  await t?.close();
});

let map: { id: number; map: MindMap; name: string; color: string; sort: number };
const node: Record<string, string> = {};

describe('brand maps', () => {
  it('the demo tenant starts with the seeded maps in order', async () => {
    const maps = ok(await t.call('/brandLabel/brandMapList', { format: 1 }, { token: admin }));
    expect(maps.map((m: { name: string }) => m.name)).toEqual(['产品线', '地区', '法律状态关注']);
    expect(maps[0].map.layout).toBe('organizationStructure');
    expect(maps[0].map.root.children.map((c: { text: string }) => c.text)).toEqual(['服装', '鞋履', '配饰', '食品饮料', '数码']);
  });

  it('creates a map with a root named after it, then edits it with the tree operations', async () => {
    const created = ok(await t.call('/api/brandMap', { name: '测试图谱', color: '#722ed1' }, { token: admin }));
    expect(created).toMatchObject({ name: '测试图谱', color: '#722ed1', sort: 3, map: { layout: 'organizationStructure', root: { text: '测试图谱' } } });
    let m: MindMap = created.map;
    let r = addChild(m, m.root.id, '渠道');
    m = r.map;
    node.channel = r.id;
    r = addChild(m, node.channel, '线上');
    m = r.map;
    node.online = r.id;
    r = addChild(m, node.channel, '线下');
    m = r.map;
    node.offline = r.id;
    map = ok(await t.call('/api/brandMap', { id: created.id, map: m }, { token: admin }));
    expect(map.map.root.children).toEqual([{ id: node.channel, text: '渠道', children: [{ id: node.online, text: '线上' }, { id: node.offline, text: '线下' }] }]);
    expect(ok(await t.call('/api/brandMapDetails', { id: created.id }, { token: admin }))).toEqual(map);
  });

  it('renaming the root renames the map; the name renames the root', async () => {
    const renamed = ok(await t.call('/api/brandMap', { id: map.id, map: renameNode(map.map, map.map.root.id, '销售渠道') }, { token: admin }));
    expect([renamed.name, renamed.map.root.text, renamed.map.root.id]).toEqual(['销售渠道', '销售渠道', map.map.root.id]);
    const back = ok(await t.call('/api/brandMap', { id: map.id, name: '测试图谱', sort: 7, color: '#eb2f96' }, { token: admin }));
    expect([back.name, back.map.root.text, back.sort, back.color]).toEqual(['测试图谱', '测试图谱', 7, '#eb2f96']);
    map = back;
  });

  it('refuses duplicate ids, ids of another map, bad ids and empty names', async () => {
    const dup = addChild(map.map, map.map.root.id, '重复', node.online).map;
    const r1 = await t.call('/api/brandMap', { id: map.id, map: dup }, { token: admin });
    expect([r1.subCode, r1.subMessage]).toEqual([40000, `节点编号“${node.online}”重复`]);
    const seeded = ok(await t.call('/brandLabel/brandMapList', {}, { token: admin }))[0];
    const stolen = addChild(map.map, map.map.root.id, '借用', seeded.map.root.children[0].id).map;
    const r2 = await t.call('/api/brandMap', { id: map.id, map: stolen }, { token: admin });
    expect([r2.subCode, r2.subMessage]).toEqual([40900, `节点编号 ${seeded.map.root.children[0].id} 已被图谱“产品线”使用`]);
    const bad = addChild(map.map, map.map.root.id, '坏', 'has space').map;
    expect((await t.call('/api/brandMap', { id: map.id, map: bad }, { token: admin })).subCode).toBe(40000);
    expect((await t.call('/api/brandMap', { id: map.id, map: renameNode(map.map, node.online, '新') , name: '  ' }, { token: admin })).subCode).toBe(40000);
    expect((await t.call('/api/brandMap', { color: '#123456' }, { token: admin })).subMessage).toBe('请输入图谱名称');
    expect(ok(await t.call('/api/brandMapDetails', { id: map.id }, { token: admin }))).toEqual(map);
  });

  it('tag options are the maps as a tree, value = node id', async () => {
    const options = ok(await t.call('/brandLabel/tagOptions', {}, { token: admin }));
    const mine = options.find((o: { mapId?: number }) => o.mapId === map.id);
    expect(mine).toEqual({
      value: map.map.root.id, label: '测试图谱', color: '#eb2f96', mapId: map.id, root: true,
      children: [{ value: node.channel, label: '渠道', color: '#eb2f96', children: [{ value: node.online, label: '线上', color: '#eb2f96' }, { value: node.offline, label: '线下', color: '#eb2f96' }] }],
    });
  });
});

describe('tags on trademarks', () => {
  it('adds and removes by selection: union without duplicates, order kept, history per mark', async () => {
    const sel = `${marks.A}#${marks.B}`;
    const r = ok(await t.call('/api/batchAddiLabels', { trademark: sel, addNodeId: `${node.online},${node.offline}` }, { token: admin }));
    expect(r).toEqual({ matched: 2, updated: 2 });
    expect(await tagsOf(marks.A)).toEqual([node.online, node.offline]);
    // Again: nothing changes, nothing duplicated.
    expect(ok(await t.call('/api/batchAddiLabels', { trademark: sel, addNodeId: node.online }, { token: admin }))).toEqual({ matched: 2, updated: 0 });
    expect(ok(await t.call('/api/batchAddiLabels', { trademark: `${marks.A}`, delNodeId: node.online, addNodeId: node.channel }, { token: admin }))).toEqual({ matched: 1, updated: 1 });
    expect(await tagsOf(marks.A)).toEqual([node.offline, node.channel]);
    expect(await tagsOf(marks.B)).toEqual([node.online, node.offline]);
    const history = await t.db.query<{ summary: string; action: string }>(
      `select summary, action from operate_log where entity = 'trademark' and record_id = $1 order by id`, [marks.A]);
    expect(history.rows).toEqual([
      { action: 'tags', summary: '添加标签：线上、线下' },
      { action: 'tags', summary: '添加标签：渠道；移除标签：线上' },
    ]);
  });

  it('refuses unknown tags and map roots, and an empty write', async () => {
    const r = await t.call('/api/batchAddiLabels', { trademark: `${marks.A}`, addNodeId: 'nope' }, { token: admin });
    expect([r.subCode, r.subMessage]).toEqual([40000, '标签 nope 不存在或已删除']);
    expect((await t.call('/api/batchAddiLabels', { trademark: `${marks.A}`, addNodeId: map.map.root.id }, { token: admin })).subCode).toBe(40000);
    expect((await t.call('/api/batchAddiLabels', { trademark: `${marks.A}` }, { token: admin })).subMessage).toBe('请选择要添加或移除的标签');
    expect((await t.call('/api/batchAddiLabels', { trademark: `${marks.A}#x`, addNodeId: node.online }, { token: admin })).subCode).toBe(40000);
  });

  it('statistics of a selection: count, partSelect, selectAll', async () => {
    const s = ok(await t.call('/api/inquireLabels', { trademark: `${marks.A}#${marks.B}#${marks.C}` }, { token: admin }));
    expect(s.count).toBe(3);
    const mine = (ids: string[]) => ids.filter((id) => Object.values(node).includes(id));
    expect(s.partSelect.filter((p: { nodeId: string }) => Object.values(node).includes(p.nodeId))).toEqual(
      [{ nodeId: node.channel, num: 1 }, { nodeId: node.offline, num: 2 }, { nodeId: node.online, num: 1 }].sort((a, b) => a.nodeId.localeCompare(b.nodeId)),
    );
    expect(mine(s.selectAll)).toEqual([]);
    const two = ok(await t.call('/api/inquireLabels', { trademark: `${marks.A}#${marks.B}` }, { token: admin }));
    expect(mine(two.selectAll)).toEqual([node.offline]);
  });

  it('statistics and writes by the filter form use the list engine', async () => {
    const condition = { filters: { regNo: 'TGT000', tmCl: [9] } };
    const before = ok(await t.call('/api/inquireLabelsByCon', { condition }, { token: admin }));
    expect(before.count).toBe(2);
    const w = ok(await t.call('/api/saveLabelsByCon', { condition, addNodeId: node.online }, { token: admin }));
    expect(w).toEqual({ matched: 2, updated: 2 });
    expect([await tagsOf(marks.C), await tagsOf(marks.D)]).toEqual([[node.online], [node.online]]);
    const after = ok(await t.call('/api/inquireLabelsByCon', { condition }, { token: admin }));
    expect(after.selectAll).toContain(node.online);
    // The tag filter of the archive list (has any) sees them.
    const list = ok(await t.call('/brandArchives/queryBrandPage', { filters: { tagIds: [node.online] }, pageSize: 50 }, { token: admin }));
    expect(list.list.map((m: { id: number }) => m.id).sort()).toEqual([marks.B, marks.C, marks.D].sort());
    ok(await t.call('/api/saveLabelsByCon', { condition, delNodeId: node.online }, { token: admin }));
    expect([await tagsOf(marks.C), await tagsOf(marks.D)]).toEqual([[], []]);
  });

  it('statistics and writes over the own marks (applicant among the enterprises)', async () => {
    const expected = (await t.db.query<{ n: number }>(
      `select count(*)::int as n from trademarks t where t.tenant_id = $1 and t.deleted_at is null
          and t.applicant in (select applicant_name from enterprises where tenant_id = $1 and deleted_at is null)`, [tenant1])).rows[0].n;
    const s = ok(await t.call('/api/inquireLabels_v2', {}, { token: admin }));
    expect(s.count).toBe(expected);
    expect(s.count).toBeGreaterThanOrEqual(2);
    const w = ok(await t.call('/api/batchAddiLabels_v2', { addNodeId: node.channel }, { token: admin }));
    expect(w.matched).toBe(expected);
    expect(await tagsOf(marks.B)).toEqual([node.online, node.offline, node.channel]);
    expect(await tagsOf(marks.C)).toEqual([]);
  });

  it('removes a single tag from a record', async () => {
    expect(ok(await t.call('/api/delTrademarkList', { id: marks.B, nodeId: node.offline }, { token: admin }))).toEqual({ matched: 1, updated: 1 });
    expect(await tagsOf(marks.B)).toEqual([node.online, node.channel]);
    expect((await t.call('/api/delTrademarkList', { id: 999999, nodeId: node.offline }, { token: admin })).subCode).toBe(40400);
  });

  it('node ids survive renames; deleting a node takes its tag off the marks', async () => {
    const renamed = ok(await t.call('/api/brandMap', { id: map.id, map: renameNode(map.map, node.online, '电商') }, { token: admin }));
    expect(await tagsOf(marks.B)).toEqual([node.online, node.channel]);
    const opts = ok(await t.call('/brandLabel/tagOptions', {}, { token: admin }));
    expect(JSON.stringify(opts)).toContain(`{"value":"${node.online}","label":"电商"`);
    map = ok(await t.call('/api/brandMap', { id: map.id, map: deleteNode(renamed.map, node.offline) }, { token: admin }));
    expect(map.map.root.children![0].children).toEqual([{ id: node.online, text: '电商' }]);
    expect(await tagsOf(marks.A)).toEqual([node.channel]);
    expect(await tagsOf(marks.B)).toEqual([node.online, node.channel]);
  });

  it('above the per-mark limit a write logs one summary entry', async () => {
    await t.db.query(
      `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, country_code)
       select $1, 'BLK' || lpad(g::text, 5, '0'), 35, '批量' || g, 'CN' from generate_series(1, $2::int) g`,
      [tenant1, PER_MARK_LOG_LIMIT + 1],
    );
    const w = ok(await t.call('/api/saveLabelsByCon', { condition: { filters: { regNo: 'BLK' } }, addNodeId: node.online }, { token: admin }));
    expect(w).toEqual({ matched: PER_MARK_LOG_LIMIT + 1, updated: PER_MARK_LOG_LIMIT + 1 });
    const logs = await t.db.query<{ entity: string; record_id: number; summary: string }>(
      `select entity, record_id, summary from operate_log where summary like '添加标签：电商%' order by id`);
    expect(logs.rows).toEqual([{ entity: 'trademarkTags', record_id: 0, summary: `添加标签：电商（${PER_MARK_LOG_LIMIT + 1} 条商标）` }]);
    const tagged = await t.db.query<{ n: number }>(`select count(*)::int as n from trademarks where reg_no like 'BLK%' and tag_ids = array[$1]`, [node.online]);
    expect(tagged.rows[0].n).toBe(PER_MARK_LOG_LIMIT + 1);
  });

  it('a write over more than TAG_INLINE_LIMIT marks is a batch task of steps, resumed after a stop, each mark once', async () => {
    const n = TAG_INLINE_LIMIT * 2 + 7;
    await t.db.query(
      `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, country_code)
       select $1, 'BIG' || lpad(g::text, 5, '0'), 35, '大批' || g, 'CN' from generate_series(1, $2::int) g`,
      [tenant1, n],
    );
    // Three carry the tag already: matched, not updated.
    await t.db.query(`update trademarks set tag_ids = array[$1] where reg_no in ('BIG00001', 'BIG00002', 'BIG00003')`, [node.channel]);
    const tagged = async () => (await t.db.query<{ n: number }>(`select count(*)::int as n from trademarks where reg_no like 'BIG%' and tag_ids = array[$1]`, [node.channel])).rows[0].n;
    const w = ok(await t.call('/api/saveLabelsByCon', { condition: { filters: { regNo: 'BIG' } }, addNodeId: node.channel }, { token: admin }));
    expect(w).toEqual({ matched: n, updated: 0, taskId: expect.any(Number) });
    expect(await tagged()).toBe(3); // nothing written within the call
    const status = () => t.call('/api/labelTask', { taskId: w.taskId }, { token: admin });
    expect(ok(await status())).toEqual({ id: w.taskId, operateStatus: 0, progress: 0, total: n, updated: 0, errorMessage: null });
    // Someone else's task, or another tenant's: not found.
    expect((await t.call('/api/labelTask', { taskId: w.taskId }, { token: other })).subCode).toBe(40400);

    // The first runner stops right after its first committed step (a restart, as far as the task knows).
    let first: TaskRunner | null = null;
    const watched = interceptTransactions(t.db, async (sql, run) => {
      const r = await run();
      if (sql.includes('set checkpoint')) void first!.stop();
      return r;
    });
    first = new TaskRunner(watched, { error: () => {} });
    await first.tick();
    expect(await tagged()).toBe(TAG_INLINE_LIMIT);
    expect(ok(await status())).toMatchObject({ operateStatus: 0, updated: TAG_INLINE_LIMIT - 3 });

    await new TaskRunner(t.db, { error: () => {} }).tick();
    expect(ok(await status())).toEqual({ id: w.taskId, operateStatus: 1, progress: n, total: n, updated: n - 3, errorMessage: null });
    expect(await tagged()).toBe(n);
    // Its starter is told on the workbench, in case the drawer was closed.
    const told = await t.db.query<{ title: string; content: string; link: string }>(
      `select title, content, link from messages where user_id = (select id from users where account = 'admin') and title like '标签批量写入%' order by id`);
    expect(told.rows).toEqual([{ title: '标签批量写入完成', content: `添加标签：渠道（范围内 ${n} 条商标，${n - 3} 条的标签有变化）`, link: '/brandManage/brandRecord' }]);
    // Past the per-mark limit: one summary for the whole write, no row per mark.
    const logs = await t.db.query<{ entity: string; summary: string }>(`select entity, summary from operate_log where summary like '添加标签：渠道%'
        and (detail->'scope'->'condition'->'filters'->>'regNo' = 'BIG' or entity = 'trademark' and record_id in (select id from trademarks where reg_no like 'BIG%'))`);
    expect(logs.rows).toEqual([{ entity: 'trademarkTags', summary: `添加标签：渠道（${n - 3} 条商标）` }]);

    // A task whose changes stay within the per-mark limit logs each changed mark.
    await t.db.query(`update trademarks set tag_ids = array[$1] where reg_no like 'BIG%' and reg_no > 'BIG00004'`, [node.online]);
    const again = ok(await t.call('/api/saveLabelsByCon', { condition: { filters: { regNo: 'BIG' } }, addNodeId: node.online }, { token: admin }));
    await new TaskRunner(t.db, { error: () => {} }).tick();
    expect(ok(await t.call('/api/labelTask', { taskId: again.taskId }, { token: admin }))).toMatchObject({ operateStatus: 1, updated: 4 });
    const each = await t.db.query<{ n: number }>(`select count(*)::int as n from operate_log where entity = 'trademark' and summary = '添加标签：电商' and record_id in (select id from trademarks where reg_no like 'BIG%')`);
    expect(each.rows[0].n).toBe(4);

    // Deleting a map whose tag more than TAG_INLINE_LIMIT marks carry: the map goes at once, the tags by a task.
    const bulk = ok(await t.call('/api/brandMap', { name: '大批图谱' }, { token: admin }));
    const withNode = addChild(bulk.map, bulk.map.root.id, '大批标签');
    ok(await t.call('/api/brandMap', { id: bulk.id, map: withNode.map }, { token: admin }));
    await t.db.query(`update trademarks set tag_ids = tag_ids || array[$1] where reg_no like 'BIG%'`, [withNode.id]);
    const carrying = async () => (await t.db.query<{ n: number }>(`select count(*)::int as n from trademarks where tag_ids @> array[$1]`, [withNode.id])).rows[0].n;
    ok(await t.call('/brandLabel/deleteBrandMap', { id: bulk.id }, { token: admin }));
    expect((await t.call('/api/brandMapDetails', { id: bulk.id }, { token: admin })).subCode).toBe(40400);
    expect(await carrying()).toBe(n);
    await new TaskRunner(t.db, { error: () => {} }).tick();
    expect(await carrying()).toBe(0);
    const drop = await t.db.query<{ operate_status: number; progress: number; total: number }>(`select operate_status, progress, total from batch_tasks where operate_type = 'tagDrop' order by id desc limit 1`);
    expect(drop.rows[0]).toEqual({ operate_status: 1, progress: n, total: n });
    // The other tags stay; the later tests start from marks without these.
    expect((await t.db.query<{ tag_ids: string[] }>(`select tag_ids from trademarks where reg_no = 'BIG00009'`)).rows[0].tag_ids).toEqual([node.online]);
    await t.db.query(`update trademarks set tag_ids = '{}' where reg_no like 'BIG%'`);
  });

  it('a tag write task that fails says why, to the drawer and on the workbench', async () => {
    const w = ok(await t.call('/api/saveLabelsByCon', { condition: { filters: { regNo: 'BIG' } }, addNodeId: node.channel }, { token: admin }));
    const failing = interceptTransactions(t.db, (sql, run) => (sql.includes('update trademarks m') ? Promise.reject(new Error('磁盘已满')) : run()));
    await new TaskRunner(failing, { error: () => {} }).tick();
    expect(ok(await t.call('/api/labelTask', { taskId: w.taskId }, { token: admin }))).toMatchObject({ operateStatus: 2, progress: 0, updated: 0, errorMessage: '磁盘已满' });
    const told = await t.db.query<{ content: string }>(`select content from messages where title = '标签批量写入失败' order by id desc limit 1`);
    expect(told.rows[0].content).toBe('添加标签：渠道（未完成：磁盘已满；已处理的商标保持已写入的标签，请重新发起）');
    expect((await t.db.query<{ n: number }>(`select count(*)::int as n from trademarks where reg_no like 'BIG%' and tag_ids <> '{}'`)).rows[0].n).toBe(0);
  });
});

describe('permissions and tenants', () => {
  it('without tagsList: no maps, no statistics', async () => {
    await setUserAuth([]);
    for (const [path, body] of [['/brandLabel/brandMapList', {}], ['/api/brandMapDetails', { id: map.id }], ['/api/inquireLabels', { trademark: `${marks.A}` }], ['/api/inquireLabels_v2', {}], ['/api/inquireLabelsByCon', { condition: {} }]] as const) {
      const r = await t.call(path, body, { token: user });
      expect([path, r.subCode, r.subMessage]).toEqual([path, 40300, '没有操作权限：查看标签']);
    }
  });

  it('addTags, delTags and modifyLabel each guard their writes', async () => {
    await setUserAuth(['tagsList']);
    const add = await t.call('/api/batchAddiLabels', { trademark: `${marks.C}`, addNodeId: node.online }, { token: user });
    expect([add.subCode, add.subMessage]).toEqual([40300, '没有操作权限：添加标签']);
    expect((await t.call('/api/saveLabelsByCon', { condition: {}, addNodeId: node.online }, { token: user })).subCode).toBe(40300);
    expect((await t.call('/api/batchAddiLabels_v2', { addNodeId: node.online }, { token: user })).subCode).toBe(40300);
    expect((await t.call('/api/delTrademarkList', { id: marks.C, nodeId: node.online }, { token: user })).subMessage).toBe('没有操作权限：删除标签');
    expect((await t.call('/api/brandMap', { name: '越权' }, { token: user })).subMessage).toBe('没有操作权限：编辑品牌图谱');
    expect((await t.call('/brandLabel/deleteBrandMap', { id: map.id }, { token: user })).subCode).toBe(40300);
    await setUserAuth(['tagsList', 'addTags']);
    expect(ok(await t.call('/api/batchAddiLabels', { trademark: `${marks.C}`, addNodeId: node.online }, { token: user }))).toEqual({ matched: 1, updated: 1 });
    const del = await t.call('/api/batchAddiLabels', { trademark: `${marks.C}`, delNodeId: node.online }, { token: user });
    expect([del.subCode, del.subMessage]).toEqual([40300, '没有操作权限：删除标签']);
    expect(await tagsOf(marks.C)).toEqual([node.online]);
    await setUserAuth(['tagsList', 'addTags', 'delTags']);
    ok(await t.call('/api/delTrademarkList', { id: marks.C, nodeId: node.online }, { token: user }));
    expect(await tagsOf(marks.C)).toEqual([]);
    // Tag options need only a session (the archive's filter).
    await setUserAuth([]);
    expect((await t.call('/brandLabel/tagOptions', {}, { token: user })).subCode).toBe(10000);
  });

  it("another tenant sees none of the maps, cannot read one by id and cannot tag this tenant's marks", async () => {
    expect(ok(await t.call('/brandLabel/brandMapList', {}, { token: other }))).toEqual([]);
    expect((await t.call('/api/brandMapDetails', { id: map.id }, { token: other })).subCode).toBe(40400);
    expect(ok(await t.call('/brandLabel/tagOptions', {}, { token: other }))).toEqual([]);
    const theirs = ok(await t.call('/api/brandMap', { name: '远山图谱' }, { token: other }));
    // The same node id may be used in another tenant: ids are checked within the tenant only.
    const withChild = addChild(theirs.map, theirs.map.root.id, '复用', node.online);
    const saved = ok(await t.call('/api/brandMap', { id: theirs.id, map: withChild.map }, { token: other }));
    expect(saved.map.root.children[0].id).toBe(node.online);
    expect(ok(await t.call('/api/batchAddiLabels', { trademark: `${marks.A}#${marks.B}`, addNodeId: node.online }, { token: other }))).toEqual({ matched: 0, updated: 0 });
    expect(ok(await t.call('/api/inquireLabels', { trademark: `${marks.A}` }, { token: other }))).toMatchObject({ count: 0 });
    expect((await t.call('/brandLabel/deleteBrandMap', { id: map.id }, { token: other })).subCode).toBe(40400);
    expect(ok(await t.call('/brandLabel/brandMapList', {}, { token: admin })).map((m: { name: string }) => m.name)).not.toContain('远山图谱');
  });

  it('deleting a node takes its whole subtree off the marks; deleting a map takes all of its tags', async () => {
    ok(await t.call('/api/batchAddiLabels', { trademark: `${marks.D}`, addNodeId: node.online }, { token: admin }));
    map = ok(await t.call('/api/brandMap', { id: map.id, map: deleteNode(map.map, node.channel) }, { token: admin }));
    expect(map.map.root.children).toEqual([]);
    // The subtree's tags are on the demo's own marks and the BLK marks too (more than one call writes): a task.
    const carried = await t.db.query<{ n: number }>(`select count(*)::int as n from trademarks where tag_ids && $1::text[]`, [[node.channel, node.online]]);
    expect(carried.rows[0].n).toBeGreaterThan(TAG_INLINE_LIMIT);
    await new TaskRunner(t.db, { error: () => {} }).tick();
    expect([await tagsOf(marks.A), await tagsOf(marks.B), await tagsOf(marks.D)]).toEqual([[], [], []]);
    const again = addChild(map.map, map.map.root.id, '再来');
    map = ok(await t.call('/api/brandMap', { id: map.id, map: again.map }, { token: admin }));
    ok(await t.call('/api/batchAddiLabels', { trademark: `${marks.D}`, addNodeId: again.id }, { token: admin }));
    expect(await tagsOf(marks.D)).toEqual([again.id]);
    ok(await t.call('/brandLabel/deleteBrandMap', { id: map.id }, { token: admin }));
    expect(await tagsOf(marks.D)).toEqual([]);
    expect((await t.call('/api/brandMapDetails', { id: map.id }, { token: admin })).subCode).toBe(40400);
  });
});
