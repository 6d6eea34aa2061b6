// Data scope on the archive's writes outside the generic record calls: a user whose role sees only their own marks
// (本人) counts, tags and untags only those, sets custom values on those alone, finds, merges and undoes duplicates
// among them (the one-click merge too), and neither the related-mark search nor a case form's mark lookup shows a
// mark outside the scope. The administrator (全部) reaches them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { searchColumns } from '../../src/server/lists/search';
import { TAG_INLINE_LIMIT } from '../../src/modules/brand-maps/server/tag-limits';
import { TaskRunner } from '../../src/server/tasks/runner';
import { startTestApp, userId, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let own: string;
let ownId: number;
let adminId: number;
let tenant: number;
/** Marks owned by the 本人 user (mine) and by the administrator (theirs). */
let mine: number;
let theirs: number;
let tags: string[];

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const call = (path: string, body: object, token = own) => t.call(path, body, { token });

async function addMark(owner: number, regNo: string, tmName: string, tagIds: string[] = []): Promise<number> {
  const s = searchColumns([tmName, null]);
  const r = await t.db.query<{ id: number }>(
    `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, dpl_source, tag_ids, country_code, search_grams, search_text, created_by)
     values ($1, $2, 9, $3, 1, $4, 'CN', $5, $6, $7) returning id`,
    [tenant, regNo, tmName, tagIds, s.grams, s.text, owner],
  );
  return r.rows[0].id;
}
const markRow = async (id: number) =>
  (await t.db.query<{ tag_ids: string[]; custom_values: Record<string, unknown>; deleted: boolean }>(
    `select tag_ids, custom_values, deleted_at is not null as deleted from trademarks where id = $1`, [id],
  )).rows[0];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  adminId = await userId(t.db, 'admin');
  tenant = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin'`)).rows[0].tenant_id;
  const role = await t.db.query<{ id: number }>(
    `insert into roles (tenant_id, role_name, role_auth, menu_keys, data_scope) values ($1, '本人档案员', $2, $3, 3) returning id`,
    [tenant, ['brandList', 'tagsList', 'addTags', 'delTags', 'customFieldData', 'brandMerge', 'caseSave', 'demandManage', 'evidenceManage', 'evidenceList'].join(','), ['brandManage', 'brandRecord']],
  );
  await t.db.query(`insert into users (tenant_id, account, name, phone, role_id, password_hash) values ($1, 'scope.own', '周本人', '13800000011', $2, $3)`, [
    tenant, role.rows[0].id, await hashPassword('Test@2026x'),
  ]);
  ownId = await userId(t.db, 'scope.own');
  own = await t.tokenFor('scope.own', 'Test@2026x');
  tags = ok(await call('/brandLabel/tagOptions', {}, admin)).flatMap((m: any) => (m.children ?? []).map((c: any) => c.value)).slice(0, 3);
  expect(tags).toHaveLength(3);
  mine = await addMark(ownId, 'SC-1', '范围自有');
  theirs = await addMark(adminId, 'SC-2', '范围他人', [tags[0]]);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('tags', () => {
  it('statistics count only the marks in scope, by selection and by filter', async () => {
    expect(ok(await call('/api/inquireLabels', { trademark: `${mine}#${theirs}` })).count).toBe(1);
    const byFilter = ok(await call('/api/inquireLabelsByCon', { condition: { filters: {} } }));
    expect(byFilter.count).toBe(1);
    expect(ok(await call('/api/inquireLabelsByCon', { condition: { filters: {} } }, admin)).count).toBeGreaterThan(1);
  });

  it('a write by selection or by filter changes the marks in scope alone', async () => {
    expect(ok(await call('/api/batchAddiLabels', { addNodeId: tags[1], trademark: `${mine}#${theirs}` }))).toEqual({ matched: 1, updated: 1 });
    expect(ok(await call('/api/saveLabelsByCon', { addNodeId: tags[2], delNodeId: tags[0], condition: { filters: {} } }))).toEqual({ matched: 1, updated: 1 });
    expect((await markRow(mine)).tag_ids).toEqual([tags[1], tags[2]]);
    expect((await markRow(theirs)).tag_ids).toEqual([tags[0]]);
    const everyone = await t.db.query<{ n: number }>(`select count(*)::int as n from trademarks where tag_ids @> $1`, [[tags[2]]]);
    expect(everyone.rows[0].n).toBe(1);
  });

  it('a write large enough for a batch task tags the marks of its starter’s scope alone', async () => {
    await t.db.query(
      `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, country_code, created_by)
       select $1, 'SCB' || lpad(g::text, 5, '0'), 9, '范围大批', 'CN', case when g % 100 = 0 then $3::int else $4::int end
         from generate_series(1, $2::int) g`,
      [tenant, TAG_INLINE_LIMIT + 100, adminId, ownId],
    );
    const inScope = (await t.db.query<{ n: number }>(`select count(*)::int as n from trademarks where reg_no like 'SCB%' and created_by = $1`, [ownId])).rows[0].n;
    expect(inScope).toBeGreaterThan(TAG_INLINE_LIMIT);
    const w = ok(await call('/api/saveLabelsByCon', { addNodeId: tags[2], condition: { filters: { regNo: 'SCB' } } }));
    expect(w).toEqual({ matched: inScope, updated: 0, taskId: expect.any(Number) });
    await new TaskRunner(t.db, { error: () => {} }).tick();
    expect(ok(await call('/api/labelTask', { taskId: w.taskId }))).toMatchObject({ operateStatus: 1, progress: inScope, updated: inScope });
    const tagged = await t.db.query<{ owner: number; n: number }>(
      `select created_by as owner, count(*)::int as n from trademarks where reg_no like 'SCB%' and tag_ids @> $1 group by created_by`, [[tags[2]]]);
    expect(tagged.rows).toEqual([{ owner: ownId, n: inScope }]);
    // The task is its starter's: the administrator does not follow it.
    expect((await call('/api/labelTask', { taskId: w.taskId }, admin)).subCode).toBe(40400);
  });

  it('removing a tag from a mark outside the scope finds no mark', async () => {
    const r = await call('/api/delTrademarkList', { id: theirs, nodeId: tags[0] });
    expect([r.subCode, r.subMessage]).toEqual([40400, '商标不存在或已删除']);
    expect((await markRow(theirs)).tag_ids).toEqual([tags[0]]);
  });
});

describe('custom values', () => {
  let field: number;
  beforeAll(async () => {
    const options = JSON.stringify({ options: ['重点', '一般'].map((cont, i) => ({ cont, name: cont, color: ['#ff7200', '#1677ff'][i] })) });
    field = ok(await call('/customField/setCustomField', { type: 1, fieldTitle: '范围等级', fieldType: 3, isRequire: 0, fieldContent: options }, admin)).id;
  });

  it('a value set on a mark outside the scope finds no mark; a batch edit changes the marks in scope alone', async () => {
    const one = await call('/customField/setCustomFieldData', { type: 1, id: theirs, fieldId: field, value: '重点' });
    expect([one.subCode, one.subMessage]).toEqual([40400, '商标不存在或已删除']);
    expect(ok(await call('/customField/setTmArchiveCustomFieldData', { type: 1, key: `${mine},${theirs}`, data: { 范围等级: '一般' } }))).toEqual({ updated: 1 });
    expect((await markRow(mine)).custom_values).toEqual({ [field]: '一般' });
    expect((await markRow(theirs)).custom_values).toEqual({});
    ok(await call('/customField/setCustomFieldData', { type: 1, id: theirs, fieldId: field, value: '重点' }, admin));
    expect((await markRow(theirs)).custom_values).toEqual({ [field]: '重点' });
  });
});

describe('merge', () => {
  let mineDup: number[];
  let theirsDup: number[];
  beforeAll(async () => {
    mineDup = [await addMark(ownId, 'SC-M1', '合并自有'), await addMark(ownId, 'SC-M1', '合并自有')];
    theirsDup = [await addMark(adminId, 'SC-M2', '合并他人'), await addMark(adminId, 'SC-M2', '合并他人')];
  });

  it('the duplicate groups, a merge detail and the related-mark search hold the marks in scope alone', async () => {
    const groups = ok(await call('/brandArchives/querySameBrandStatistic', { pageSize: 100 }));
    const keys = groups.list.map((g: any) => g.regNo);
    expect(keys).toContain('SC-M1');
    expect(keys).not.toContain('SC-M2');
    expect(ok(await call('/brandArchives/querySameBrandStatistic', { pageSize: 100 }, admin)).list.map((g: any) => g.regNo)).toContain('SC-M2');
    expect(ok(await call('/brandArchives/mergeDetail', { idList: theirsDup }))).toEqual([]);
    expect(ok(await call('/brand/relevanceBrand', { key: 'SC-M2', searchType: 1 })).list).toEqual([]);
    expect(ok(await call('/brand/relevanceBrand', { key: 'SC-M2', searchType: 1 }, admin)).list.map((m: any) => m.id).sort()).toEqual([...theirsDup].sort());
  });

  it('a merge of marks outside the scope finds no mark and changes nothing; an undo of the administrator’s merge is refused', async () => {
    const r = await call('/brandArchives/mergeBrand', { mergeList: [{ targetBrandId: theirsDup[0], mergedBrandIds: [theirsDup[1]] }] });
    expect(r.subCode).toBe(40400);
    expect(r.subMessage).toContain(`#${theirsDup[0]}`);
    expect((await markRow(theirsDup[1])).deleted).toBe(false);
    const merged = ok(await call('/brandArchives/mergeBrand', { mergeList: [{ targetBrandId: theirsDup[0], mergedBrandIds: [theirsDup[1]] }] }, admin));
    const undo = await call('/brandArchives/undoMerge', { logId: merged.logIds[0] });
    expect([undo.subCode, undo.subMessage]).toEqual([40400, '合并记录不存在']);
    expect((await markRow(theirsDup[1])).deleted).toBe(true);
    ok(await call('/brandArchives/undoMerge', { logId: merged.logIds[0] }, admin));
    expect((await markRow(theirsDup[1])).deleted).toBe(false);
  });

  it('the one-click merge merges the groups of its starter’s scope', async () => {
    const start = ok(await call('/brandArchives/onceMergeBrand', {}));
    expect(start.groupCount).toBe(1);
    await new TaskRunner(t.db, { error: () => {} }, t.storage).tick();
    expect((await markRow(mineDup[0])).deleted !== (await markRow(mineDup[1])).deleted).toBe(true);
    expect([(await markRow(theirsDup[0])).deleted, (await markRow(theirsDup[1])).deleted]).toEqual([false, false]);
  });
});

describe('marks picked into other records', () => {
  const applicant = { applicantType: '法人或其他组织', applicantName: '上海星河科技有限公司', applicantAddress: '上海市浦东新区世纪大道100号' };
  const renewal = (id: number, regNo: string) => ({ applicant, deliveryWay: '电子', trademarks: [{ id, regNo, tmCl: 9 }] });

  it('a case form, the marks it collects and its archive fill take marks in scope alone', async () => {
    const r = await call('/caseManage/collectTmItem', { ids: [theirs] });
    expect([r.subCode, r.subMessage]).toEqual([40000, '字段“商标档案”（ids[0]）指向的商标不存在']);
    expect(ok(await call('/caseManage/collectTmItem', { ids: [mine] })).trademarks.map((m: any) => m.id)).toEqual([mine]);
    const refused = await call('/caseManage/saveCase', { caseType: 'brand-extension', bizParam: renewal(theirs, 'SC-2') });
    expect([refused.subCode, refused.subMessage]).toEqual([40000, '字段“档案编号”（bizParam.trademarks[0].id）指向的商标不存在']);
    const saved = ok(await call('/caseManage/saveCase', { caseType: 'brand-extension', bizParam: renewal(mine, 'SC-1') }));
    expect(saved.bizParam.trademarks[0]).toMatchObject({ id: mine, tmName: '范围自有', tmCl: '09' });
  });

  it('a case that holds a mark outside the editor’s scope keeps it on a save', async () => {
    // The administrator links their mark into a case and hands it to the 本人 user (its owner now).
    const held = ok(await call('/caseManage/saveCase', { caseType: 'brand-extension', bizParam: renewal(theirs, 'SC-2') }, admin));
    await t.db.query(`update cases set created_by = $1 where id = $2`, [ownId, held.id]);
    const again = ok(await call('/caseManage/saveCase', { caseNo: held.caseNo, version: held.version, caseType: 'brand-extension', bizParam: renewal(theirs, 'SC-2') }));
    expect(again.bizParam.trademarks[0].id).toBe(theirs);
  });

  it('a demand links marks in scope alone, and keeps the ones it held', async () => {
    const body = { title: '范围需求', demandType: 'opposition', priority: 'normal' };
    const refused = await call('/api/demandManagement', { ...body, trademarkIds: [mine, theirs] });
    expect([refused.subCode, refused.subMessage]).toEqual([40000, `字段“关联商标”（trademarkIds[1]）指向的商标 ${theirs} 不存在`]);
    const made = ok(await call('/api/demandManagement', { ...body, trademarkIds: [theirs] }, admin));
    await t.db.query(`update demands set requester_id = $1 where id = $2`, [ownId, made.id]);
    const kept = ok(await call('/api/demandManagement', { ...body, id: made.id, version: made.version, trademarkIds: [theirs, mine] }));
    expect(kept.trademarkIds).toEqual([theirs, mine]);
  });

  it('the evidence ZIP of a mark outside the scope finds no mark', async () => {
    const zip = async (token: string) => {
      const r = await t.app.inject({ method: 'GET', url: `/files/evidence/marks/${theirs}`, headers: { token } });
      return [r.statusCode, JSON.parse(r.body).subMessage];
    };
    expect(await zip(own)).toEqual([404, '商标档案不存在或已删除']);
    expect(await zip(admin)).toEqual([404, '该商标还没有证据文件']);
  });

  it('use evidence is filed against a mark in scope, and its goods are read for those alone', async () => {
    const goods = await call('/api/useEvidence/markGoods', { trademarkId: theirs });
    expect([goods.subCode, goods.subMessage]).toEqual([40400, '商标档案不存在或已删除']);
    const r = await call('/api/useEvidence/create', { trademarks: [{ id: theirs, regNo: 'SC-2' }], kind: 'photo', title: '照片', evidenceDate: '2025-01-01', goodsNames: ['x'] });
    expect([r.subCode, r.subMessage]).toEqual([40000, `字段“商标”（trademarks）指向的商标档案 ${theirs} 不存在`]);
  });
});
