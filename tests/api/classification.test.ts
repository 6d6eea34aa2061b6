// Classification and country calls (issue 5, issue 18 item 2): a fresh database has the shipped NCL(13-2026)
// edition; class tree, lazy children, goods search (1-2 character Chinese, pinyin, initials, codes), lookup,
// pasted-name matching, similar goods (by items and by applyNo) on the test fixture made the tenant's active
// edition; editions side by side; edition management (upload, check, batch import with progress, 设为当前版本,
// the permission); country tree and the tenant's country grouping.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_STEP_ROWS } from '../../src/modules/classification/server/editions';
import { importNiceText } from '../../src/modules/classification/server/importer';
import { withSystem } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { TaskRunner } from '../../src/server/tasks/runner';
import { startTestApp, type TestApp } from './harness';
import { multipart } from './multipart';

const FIXTURE = readFileSync(new URL('../fixtures/nice-mini.jsonl', import.meta.url), 'utf8');

let t: TestApp;
let admin: string;
let user: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  await withSystem(t.db, (tx) =>
    createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]),
  );
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
});
afterAll(async () => {
  await t?.close();
});

const call = (path: string, body: unknown, token = user) => t.call(path, body, { token });
const names = (list: Array<{ groups: Array<{ items: Array<{ name: string }> }> }>) => list.flatMap((c) => c.groups.flatMap((g) => g.items.map((i) => i.name)));

describe('a fresh database has the shipped edition', () => {
  it('the class tree has the 45 classes with their groups and item counts', async () => {
    const r = await call('/api/queryAllCgList', {});
    expect(r.subCode).toBe(10000);
    expect(r.data.edition).toMatchObject({ edition: 'ncl13-2026', label: 'NCL(13-2026)', builtin: true, active: true, classCount: 45, groupCount: 492, itemCount: 11986 });
    expect(r.data.editions).toHaveLength(1);
    expect(r.data.list).toHaveLength(45);
    expect(r.data.list[0]).toMatchObject({ cgId: '01', cgNum: '01', cgName: '化学原料', dirLevel: 0, classNo: 1, parentNum: null, isLeaf: false });
    expect(r.data.list.every((c: { count: number; cgList: unknown[] }) => c.count > 0 && c.cgList.length > 0)).toBe(true);
    expect(r.data.list.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(11986);
    expect(r.data.list[44]).toMatchObject({ cgNum: '45', cgName: '社会服务', cgNameEn: expect.any(String) });
    const c25 = r.data.list[24];
    expect(c25.cgList.map((g: { cgNum: string }) => g.cgNum)).toContain('2501');
  });

  it('goods search finds items of class 25; lookup and children answer from it', async () => {
    const r = await call('/classification/searchGoods', { keyword: '衬衫', classNos: [25] });
    expect(r.subCode).toBe(10000);
    expect(r.data.total).toBeGreaterThan(0);
    expect(r.data.list[0]).toMatchObject({ classNo: 25, cgName: '服装鞋帽' });
    expect(r.data.list[0].groups.flatMap((g: { items: Array<{ code: string }> }) => g.items.map((i) => i.code))).toContain('250042');
    const pinyin = await call('/classification/searchGoods', { keyword: 'chenshan', classNos: [25] });
    expect(names(pinyin.data.list)).toContain('衬衫');
    const lookup = await call('/classification/lookup', { codes: ['250042', 'C440006'] });
    expect(lookup.data.items.map((i: { code: string; name: string }) => `${i.code} ${i.name}`)).toEqual(['250042 衬衫', 'C440006 配镜服务']);
    const kids = await call('/classification/children', { parentCode: '2501' });
    expect(kids.data.list.length).toBeGreaterThan(10);
  });

  it('the call needs a session', async () => {
    const r = await t.call('/api/queryAllCgList', {});
    expect(r.subCode).toBe(40100);
  });
});

describe('with the fixture edition active', () => {
  beforeAll(async () => {
    await importNiceText(t.db, 'mini-2026', FIXTURE, 'nice-mini.jsonl');
    const r = await call('/classification/setActiveEdition', { edition: 'mini-2026' }, admin);
    expect(r.subCode).toBe(10000);
  });

  it('the tree has classes and groups with item counts; items come lazily', async () => {
    const r = await call('/api/queryAllCgList', {});
    expect(r.data.edition).toMatchObject({ edition: 'mini-2026', nclVersion: null, editionYear: 2026, classCount: 3, groupCount: 8, active: true, builtin: false });
    expect(r.data.list).toHaveLength(45);
    const c09 = r.data.list[8];
    expect(c09).toMatchObject({ cgNum: '09', cgName: '科学仪器', dirLevel: 0, count: 20, isLeaf: false });
    expect(c09.heading).toMatch(/^科学、研究、导航/);
    expect(c09.cgList.map((g: { cgNum: string; count: number }) => [g.cgNum, g.count])).toEqual([['0901', 8], ['0907', 6], ['0922', 6]]);
    expect(c09.cgList[0]).toMatchObject({ cgId: '0901', cgName: '电子计算机及其外部设备', dirLevel: 1, parentNum: '09' });
    expect(c09.cgList[0].cgList).toBeUndefined();
    expect(r.data.list[0]).toMatchObject({ cgNum: '01', count: 0, isLeaf: true, cgList: [] });

    const kids = await call('/classification/children', { parentCode: '0901' });
    expect(kids.data.list).toHaveLength(8);
    expect(kids.data.list[0]).toMatchObject({ cgId: '0901/090019', cgNum: '090019', cgName: '加法器', dirLevel: 2, parentNum: '0901', count: 0, isLeaf: true });
    const groups = await call('/classification/children', { parentCode: '25' });
    expect(groups.data.list.map((g: { cgNum: string }) => g.cgNum)).toEqual(['2501', '2507', '2508']);
  });

  it('withItems returns the whole tree; classNos narrows it', async () => {
    const r = await call('/api/queryAllCgList', { withItems: true, classNos: [9] });
    expect(r.data.list).toHaveLength(1);
    const g0907 = r.data.list[0].cgList[1];
    expect(g0907.cgList.map((i: { cgId: string }) => i.cgId)).toContain('0907/090101');
  });

  it('search: 1 and 2 Chinese characters, pinyin, initials, codes, grouped by class and group', async () => {
    const one = await call('/classification/searchGoods', { keyword: '鞋' });
    expect(one.data.total).toBe(4);
    expect(one.data.list).toHaveLength(1);
    expect(one.data.list[0]).toMatchObject({ classNo: 25, cgNum: '25', cgName: '服装鞋帽' });
    expect(one.data.list[0].groups.map((g: { cgNum: string }) => g.cgNum)).toEqual(['2507']);

    const two = await call('/classification/searchGoods', { keyword: '计算' });
    expect(two.data.total).toBe(7);
    expect(names(two.data.list)).toEqual(['计算圆尺', '计算尺', '计算机器', '计算机存储装置', '计算机', '已录制的计算机程序', '计算圆尺']);
    // 090101 sits in two groups: it is found in both.
    expect(two.data.list[0].groups.map((g: { cgNum: string }) => g.cgNum)).toEqual(['0901', '0907']);

    const pinyin = await call('/classification/searchGoods', { keyword: 'jisuanji' });
    expect(names(pinyin.data.list)).toEqual(expect.arrayContaining(['计算机', '计算机器', '计算机存储装置']));
    expect(names(pinyin.data.list)).not.toContain('计算尺');
    const initials = await call('/classification/searchGoods', { keyword: 'GG' });
    expect(names(initials.data.list)).toEqual(expect.arrayContaining(['张贴广告', '直接邮件广告']));
    const code = await call('/classification/searchGoods', { keyword: '0922' });
    expect(code.data.total).toBe(6);
    const byCode = await call('/classification/searchGoods', { keyword: '250042' });
    expect(names(byCode.data.list)).toEqual(['衬衫']);
  });

  it('search: class filter, limit and truncation', async () => {
    const r = await call('/classification/searchGoods', { keyword: '帽', classNos: [25], limit: 2 });
    expect(r.data).toMatchObject({ total: 4, truncated: true });
    expect(names(r.data.list)).toHaveLength(2);
    const none = await call('/classification/searchGoods', { keyword: '帽', classNos: [9] });
    expect(none.data.total).toBe(0);
    const noMatch = await call('/classification/searchGoods', { keyword: '帽鞋' });
    expect(noMatch.data.total).toBe(0);
  });

  it('lookup by codes keeps the order and reports missing codes', async () => {
    const r = await call('/classification/lookup', { codes: ['250042', '090101', '999999', 'c010254'] });
    expect(r.data.items.map((i: { code: string; groupCode: string }) => `${i.code}@${i.groupCode}`)).toEqual(['250042@2501', '090101@0901', '090101@0907']);
    expect(r.data.items[0]).toEqual({ code: '250042', name: '衬衫', groupCode: '2501', groupName: '衣物', classNo: 25 });
    expect(r.data.missing).toEqual(['999999', 'C010254']);
  });

  it('pasted names match whole names and synonyms; the rest are unmatched', async () => {
    const r = await call('/classification/matchNames', { names: ['衬衫', '毛衣', ' 工装裤 ', '靴', '飞船', '衬衫'] });
    expect(r.data.matched.map((m: { input: string; items: Array<{ code: string }> }) => [m.input, m.items.map((i) => i.code)])).toEqual([
      ['衬衫', ['250042']],
      ['毛衣', ['250034']],
      ['工装裤', ['250010']],
      ['靴', ['250014']],
    ]);
    expect(r.data.unmatched).toEqual(['飞船']);
    const classOnly = await call('/classification/matchNames', { names: ['衬衫'], classNos: [9] });
    expect(classOnly.data.unmatched).toEqual(['衬衫']);
  });

  it('similar goods of given items: every group of each item and the other items of those groups', async () => {
    const r = await call('/classification/similarGoods', { codes: ['090101'], names: ['衬衫', '不存在的商品'] });
    expect(r.subCode).toBe(10000);
    expect(r.data.applyNo).toBeNull();
    expect(r.data.goods.map((g: { code: string; groupCode: string }) => `${g.code}@${g.groupCode}`)).toEqual(['090101@0901', '090101@0907', '250042@2501']);
    expect(r.data.unmatched).toEqual(['不存在的商品']);
    expect(r.data.groups.map((g: { groupCode: string; count: number; goods: unknown[]; others: unknown[] }) => [g.groupCode, g.count, g.goods.length, g.others.length])).toEqual([
      ['0901', 8, 1, 7],
      ['0907', 6, 1, 5],
      ['2501', 10, 1, 9],
    ]);
    expect(r.data.groups[2]).toMatchObject({ groupName: '衣物', classNo: 25, className: '服装鞋帽' });
    expect(r.data.groups[2].others.map((o: { name: string }) => o.name)).not.toContain('衬衫');

    const empty = await call('/classification/similarGoods', { codes: [] });
    expect(empty.subCode).toBe(40000);
  });

  it('similar goods by applyNo (regNo_class) answers 未找到该商标 for an unknown mark', async () => {
    const r = await call('/classification/similarGoods', { applyNo: '99999999_25' });
    expect(r.subCode).toBe(40400);
    expect(r.subMessage).toBe('未找到该商标');
    const bad = await call('/classification/similarGoods', { applyNo: '12345678' });
    expect(bad.subCode).toBe(40000);
  });

  it("similar goods by applyNo reads the tenant's mark when the trademarks table keeps goods", async () => {
    const hasTable = (await t.db.query(`select 1 from information_schema.tables where table_name = 'trademarks'`)).rows.length > 0;
    if (!hasTable) return;
    const cols = (await t.db.query<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'trademarks'`)).rows.map((c) => c.column_name);
    // Until the archive stores goods, simulate the column the archive will add.
    if (!['goods_items', 'goods_info', 'goods', 'cg_info', 'brand_cg_info', 'goods_item'].some((c) => cols.includes(c)))
      await t.db.query('alter table trademarks add column goods_info text');
    const col = ['goods_items', 'goods_info', 'goods', 'cg_info', 'brand_cg_info', 'goods_item'].find((c) => cols.includes(c)) ?? 'goods_info';
    const type = (await t.db.query<{ data_type: string }>(`select data_type from information_schema.columns where table_name = 'trademarks' and column_name = $1`, [col])).rows[0].data_type;
    const value = type === 'jsonb' || type === 'json' ? JSON.stringify([{ code: '250042', name: '衬衫' }, { name: '帽子' }]) : '250042 衬衫;帽子';
    const tenant = (await t.db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
    await t.db.query(`insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, ${col}) values ($1, '30001234', 25, '星河', $2)`, [tenant, value]);
    const r = await call('/classification/similarGoods', { applyNo: '30001234_25' });
    expect(r.subCode).toBe(10000);
    expect(r.data.trademark).toEqual({ regNo: '30001234', tmCl: 25, tmName: '星河' });
    expect(r.data.groups.map((g: { groupCode: string }) => g.groupCode)).toEqual(['2501', '2508']);
    // Another tenant does not see the mark.
    const theirs = await call('/classification/similarGoods', { applyNo: '30001234_25' }, other);
    expect(theirs.subCode).toBe(40400);
  });

  it('a second edition sits beside the others; calls choose it by key, the active one is the default', async () => {
    const older = FIXTURE.replace('"name":"衬衫"', '"name":"衬衣"');
    await importNiceText(t.db, 'ncl12-2025', older, 'older.jsonl');
    const tree = await call('/api/queryAllCgList', {});
    expect(tree.data.edition.edition).toBe('mini-2026');
    expect(tree.data.editions.map((e: { edition: string; active: boolean }) => [e.edition, e.active])).toEqual([
      ['ncl13-2026', false],
      ['mini-2026', true],
      ['ncl12-2025', false],
    ]);
    const now = await call('/classification/lookup', { codes: ['250042'] });
    expect(now.data.items[0].name).toBe('衬衫');
    const then = await call('/classification/lookup', { codes: ['250042'], edition: 'ncl12-2025' });
    expect(then.data.items[0].name).toBe('衬衣');
    const unknown = await call('/classification/lookup', { codes: ['250042'], edition: 'ncl9-2007' });
    expect(unknown.subCode).toBe(40400);
    // Another tenant still works with the shipped edition.
    const theirs = await call('/api/queryAllCgList', { classNos: [25] }, other);
    expect(theirs.data.edition).toMatchObject({ edition: 'ncl13-2026', active: true });
  });
});

/** A small generated edition: classes 25 and 35, a few groups, `items` items, with a header line. */
function smallEdition(key: string, items = 30, extra: string[] = []): string {
  const lines = [JSON.stringify({ type: 'edition', edition: key, label: `测试版 ${key}` })];
  lines.push(JSON.stringify({ type: 'class', code: '25', parentCode: null, name: '服装，鞋，帽' }));
  lines.push(JSON.stringify({ type: 'class', code: '35', parentCode: null, name: '广告，商业经营' }));
  for (const g of ['2501', '2507']) lines.push(JSON.stringify({ type: 'group', code: g, parentCode: '25', name: g === '2501' ? '衣物' : '鞋' }));
  lines.push(JSON.stringify({ type: 'group', code: '3501', parentCode: '35', name: '广告' }));
  for (let i = 0; i < items; i++) {
    const group = ['2501', '2507', '3501'][i % 3];
    lines.push(JSON.stringify({ type: 'item', code: `${group.slice(0, 2)}${String(i).padStart(4, '0')}`, parentCode: group, name: `测试商品${i}号` }));
  }
  return [...lines, ...extra].join('\n') + '\n';
}

async function upload(name: string, content: Buffer, token = admin) {
  const m = multipart(name, content);
  const res = await t.app.inject({ method: 'POST', url: '/files/imports/nice-edition', headers: { 'content-type': m.contentType, token }, payload: m.payload });
  return JSON.parse(res.body) as { subCode: number; subMessage: string; data: any };
}

describe('edition management (版本管理)', () => {
  const runner = () => new TaskRunner(t.db, { error: () => {} }, t.storage).tick();

  it('only administrators manage editions: the demo specialist is refused everywhere', async () => {
    expect((await call('/classification/editions', {}, user)).subCode).toBe(40300);
    expect((await call('/classification/setActiveEdition', { edition: 'ncl13-2026' }, user)).subCode).toBe(40300);
    expect((await call('/classification/importEdition', { id: 1 }, user)).subCode).toBe(40300);
    expect((await upload('x-2027.jsonl', Buffer.from(smallEdition('x-2027')), user)).subCode).toBe(40300);
    const list = await call('/classification/editions', {}, admin);
    expect(list.subCode).toBe(10000);
    expect(list.data.editions.map((e: { edition: string }) => e.edition)).toContain('ncl13-2026');
  });

  it('a file with bad rows is reported line by line and cannot be imported', async () => {
    const bad = smallEdition('bad-2027', 6, ['{"type":"item","code":"259999","parentCode":"2599","name":"无群组"}', 'not json']);
    const r = await upload('bad-2027.jsonl', Buffer.from(bad));
    expect(r.subCode).toBe(10000);
    expect(r.data).toMatchObject({ edition: 'bad-2027', status: 0, problemCount: 2, classCount: 2, groupCount: 3, itemCount: 7 });
    expect(r.data.problems.map((p: { line: number }) => p.line)).toEqual([13, 14]);
    const confirm = await call('/classification/importEdition', { id: r.data.id }, admin);
    expect(confirm.subCode).toBe(40000);
    expect((await call('/classification/editions', {}, admin)).data.editions.map((e: { edition: string }) => e.edition)).not.toContain('bad-2027');
    const notText = await upload('x.jsonl', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]));
    expect(notText.subCode).toBe(40000);
  });

  it('the shipped edition cannot be overwritten; a taken key is refused until another is named', async () => {
    const r = await upload('ncl13-2026.jsonl', Buffer.from(smallEdition('ncl13-2026', 3)));
    expect(r.data.problemCount).toBe(0);
    expect(r.data.editionProblem).toMatch(/内置/);
    expect((await call('/classification/importEdition', { id: r.data.id }, admin)).subCode).toBe(40900);
    expect((await call('/classification/importEdition', { id: r.data.id, edition: 'Bad Key' }, admin)).subCode).toBe(40000);
  });

  it('an import that fails is reported with its reason and leaves its key free', async () => {
    const r = await upload('lost-2027.jsonl', Buffer.from(smallEdition('lost-2027', 5)));
    expect(r.data).toMatchObject({ problemCount: 0, editionProblem: null });
    const started = await call('/classification/importEdition', { id: r.data.id }, admin);
    expect(started.data.status).toBe(3);
    const key = (await t.db.query<{ file_key: string }>('select file_key from nice_edition_imports where id = $1', [r.data.id])).rows[0].file_key;
    await t.storage.remove(key);
    await runner();
    const failed = await call('/classification/importEditionStatus', { id: r.data.id }, admin);
    expect(failed.data).toMatchObject({ status: 2, errorMessage: expect.any(String) });
    expect((await t.db.query(`select 1 from nice_editions where edition = 'lost-2027'`)).rows).toEqual([]);
    const again = await upload('lost-2027.jsonl', Buffer.from(smallEdition('lost-2027', 5)));
    expect(again.data.editionProblem).toBeNull();
  });

  it('imports a gzip file as a batch task with progress, then it can be made the active edition', async () => {
    const items = EDITION_STEP_ROWS + 500; // more than one step
    const file = gzipSync(Buffer.from(smallEdition('test-2027', items)));
    const checked = await upload('test-2027.jsonl.gz', file);
    expect(checked.subCode).toBe(10000);
    expect(checked.data).toMatchObject({ fileName: 'test-2027.jsonl.gz', edition: 'test-2027', label: '测试版 test-2027', status: 0, problemCount: 0, editionProblem: null, classCount: 2, groupCount: 3, itemCount: items });
    const started = await call('/classification/importEdition', { id: checked.data.id, label: '2027 测试版' }, admin);
    expect(started.subCode).toBe(10000);
    expect(started.data).toMatchObject({ status: 3, taskId: expect.any(Number), progressTotal: items + 5, label: '2027 测试版' });
    // Not usable before the task ran.
    expect((await call('/classification/lookup', { codes: ['250000'], edition: 'test-2027' }, admin)).subCode).toBe(40400);
    expect((await call('/classification/importEdition', { id: checked.data.id }, admin)).subCode).toBe(40900);
    await runner();
    const done = await call('/classification/importEditionStatus', { id: checked.data.id }, admin);
    expect(done.data).toMatchObject({ status: 1, progress: items + 5, progressTotal: items + 5, errorMessage: null });
    const list = await call('/classification/editions', {}, admin);
    expect(list.data.editions.find((e: { edition: string }) => e.edition === 'test-2027')).toMatchObject({ label: '2027 测试版', classCount: 2, groupCount: 3, itemCount: items, active: false, builtin: false });
    expect(list.data.imports[0]).toMatchObject({ id: checked.data.id, status: 1 });
    // The same key again is taken now.
    const again = await upload('test-2027.jsonl', Buffer.from(smallEdition('test-2027', 3)));
    expect(again.data.editionProblem).toMatch(/已存在/);

    const set = await call('/classification/setActiveEdition', { edition: 'test-2027' }, admin);
    expect(set.data.edition).toMatchObject({ edition: 'test-2027', active: true });
    const search = await call('/classification/searchGoods', { keyword: '测试商品1号' }, user);
    expect(search.data.total).toBe(1);
    expect((await call('/api/queryAllCgList', {}, user)).data.edition.edition).toBe('test-2027');
    // Other tenants keep theirs.
    expect((await call('/api/queryAllCgList', {}, other)).data.edition.edition).toBe('ncl13-2026');
    expect((await call('/classification/setActiveEdition', { edition: 'nope-1' }, admin)).subCode).toBe(40400);
    // Back to the shipped edition.
    expect((await call('/classification/setActiveEdition', { edition: 'ncl13-2026' }, admin)).subCode).toBe(10000);
    expect((await call('/classification/searchGoods', { keyword: '衬衫', classNos: [25] }, user)).data.total).toBeGreaterThan(0);
  });
});

describe('countries', () => {
  it('the country tree has the regional offices and the countries by continent, in Chinese and English', async () => {
    const r = await call('/api/getCopyrightCountry', {});
    expect(r.subCode).toBe(10000);
    const [eu, oapi, bx] = r.data.list;
    expect([eu.name, eu.code, eu.kind, eu.subList.length]).toEqual(['欧盟', 'EM', 'group', 27]);
    expect([oapi.name, oapi.code, oapi.subList.length]).toEqual(['非知', 'OA', 17]);
    expect(bx.subList.map((c: { code: string }) => c.code)).toEqual(['BE', 'NL', 'LU']);
    expect(bx.subList[0]).toEqual({ name: '比利时', nameEn: 'Belgium', code: 'BE', kind: 'country' });
    const asia = r.data.list.find((n: { code: string }) => n.code === 'asia');
    expect(asia.subList[0]).toMatchObject({ name: '中国', code: 'CN', nameEn: 'China' });
    const all = r.data.list.filter((n: { kind: string }) => n.kind === 'continent').flatMap((n: { subList: unknown[] }) => n.subList);
    expect(all.length).toBe(250);
  });

  it('a tenant starts with the three groups and saves its own grouping', async () => {
    const start = await call('/countryCtg/treeList', {}, admin);
    expect(start.data.custom).toBe(false);
    expect(start.data.list.map((n: { name: string }) => n.name)).toEqual(['欧盟', '非知', '比荷卢']);

    const saved = await call('/countryCtg/reSave', { list: [{ name: '重点国家', subList: [{ name: '', code: 'us' }, { name: '日本', code: 'JP' }, { name: '', code: 'EM' }] }, { name: '空分组', subList: [] }] }, admin);
    expect(saved.subCode).toBe(10000);
    expect(saved.data.custom).toBe(true);
    expect(saved.data.list).toEqual([
      {
        name: '重点国家',
        code: '',
        kind: 'category',
        subList: [
          { name: '美国', nameEn: 'United States', code: 'US', kind: 'country' },
          { name: '日本', nameEn: 'Japan', code: 'JP', kind: 'country' },
          { name: '欧盟', nameEn: 'European Union', code: 'EM', kind: 'group' },
        ],
      },
      { name: '空分组', code: '', kind: 'category', subList: [] },
    ]);
    expect((await call('/countryCtg/treeList', {}, user)).data).toEqual(saved.data);
    // Other tenants keep theirs.
    expect((await call('/countryCtg/treeList', {}, other)).data.custom).toBe(false);
    // An empty grouping is a saved grouping too.
    expect((await call('/countryCtg/reSave', { list: [] }, admin)).data).toEqual({ list: [], custom: true });
  });

  it('reSave checks codes and needs the countryCtgEdit permission', async () => {
    const bad = await call('/countryCtg/reSave', { list: [{ name: '分组', subList: [{ name: '', code: 'ZZ' }] }] }, admin);
    expect(bad.subCode).toBe(40000);
    expect(bad.subMessage).toContain('ZZ');
    const dup = await call('/countryCtg/reSave', { list: [{ name: '分组', subList: [{ name: '', code: 'US' }, { name: '', code: 'us' }] }] }, admin);
    expect(dup.subCode).toBe(40000);
    const unnamed = await call('/countryCtg/reSave', { list: [{ name: ' ', subList: [] }] }, admin);
    expect(unnamed.subCode).toBe(40000);
    const forbidden = await call('/countryCtg/reSave', { list: [] }, user);
    expect(forbidden.subCode).toBe(40300);
  });

  it('the country-group hint dismissal is kept per user (userCustomDisplay type 7)', async () => {
    expect((await call('/userCustomDisplay/query', { displayType: 7 })).data.displayContent).toBeNull();
    expect((await call('/userCustomDisplay/set', { displayType: 7, displayContent: '1' })).subCode).toBe(10000);
    expect((await call('/userCustomDisplay/query', { displayType: 7 })).data.displayContent).toBe('1');
    expect((await call('/userCustomDisplay/query', { displayType: 7 }, admin)).data.displayContent).toBeNull();
  });
});
