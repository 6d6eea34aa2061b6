// Public trademark data and search tools (issue 16): a file (xlsx, csv, jsonl) loads as a batch task with every bad
// row listed; search exact / contains / similar on name and numbers with the reasons and the 初审公告 opposition
// window; name hints; batch search by application numbers with the missing ones; the side-by-side comparison
// (goods by similar-goods groups, an own mark of the archive on one side; the images by their perceptual hash);
// the demo tenant's generated marks; the 商标专员 may search; bad input names the field.
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskRunner } from '../../src/server/tasks/runner';
import { withTenant } from '../../src/server/db/tenant';
import { insertMarks } from '../../src/modules/public-marks/server/store';
import { similarCandidates, walksClass } from '../../src/modules/public-marks/server/search';
import { multipart } from './multipart';
import { startTestApp, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let specialist: string;

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const call = (path: string, body: object, token = admin) => t.call(path, body, { token });

async function upload(name: string, data: Buffer): Promise<string> {
  const m = multipart(name, data);
  const res = await t.app.inject({ method: 'POST', url: '/files/uploads', headers: { token: admin, 'content-type': m.contentType }, payload: m.payload });
  return JSON.parse(res.body).data.uid;
}

async function load(name: string, data: Buffer) {
  const { taskId } = ok(await call('/tm/importMarks', { uid: await upload(name, data) }));
  await new TaskRunner(t.db, { error: () => undefined }, t.storage).tick();
  return ok(await call('/tm/importStatus', { taskId }));
}

const search = (body: object, token = admin) => call('/tm/customSearchV2', { shouldFields: [], ...body }, token);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  specialist = await t.tokenFor('user', 'User@2026');
}, 120_000);
afterAll(async () => t?.close());

describe('public marks', () => {
  it('the demo tenant has generated marks in the 商标公告 list', async () => {
    const page = ok(await call('/tm/noticeList', { pageNo: 1, pageSize: 10 }));
    expect(page.total).toBeGreaterThanOrEqual(3000);
    expect(page.list[0]).toMatchObject({ tmName: expect.any(String), appNo: expect.stringMatching(/^7\d{7}$/) });
  });

  it('loads an xlsx as a batch task: good rows in, each bad row listed with its column and reason', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('公告').addRows([
      ['商标名称', '类别', '商品/服务', '申请人', '申请号', '注册号', '公告类型', '公告期号', '公告日期'],
      ['澜沧星河', 30, '茶；咖啡；饼干', '普洱澜沧茶业有限公司', '88000001', null, '初审公告', '1990', '2026-05-06'],
      ['星河澜沧', 30, '茶；方便面', '昆明星河食品有限公司', '88000002', '88000002', '注册公告', '1980', '2026-02-20'],
      ['坏行', 50, '茶', '某公司', '', null, '初审公告', '1990', '2026-13-40'],
      ['蓝月湾', 3, '洗衣液', '广州蓝月湾日化有限公司', '88000003', null, '初审公告', '1990', new Date(Date.UTC(2026, 4, 6))],
    ]);
    const s = await load('gazette-1990.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(s).toMatchObject({ status: 1, imported: 3, total: 4, fileName: 'gazette-1990.xlsx' });
    expect(s.errors).toEqual([
      { row: 4, field: '申请号', message: '申请号不能为空' },
      { row: 4, field: '类别', message: '类别“50”应为 1-45 的整数' },
      { row: 4, field: '公告日期', message: '公告日期“2026-13-40”不是有效日期（如 2026-01-06）' },
    ]);
    const found = ok(await call('/tm/batchTmSearchByAppNos', { appNos: ['88000003'] }));
    expect(found.found[0].mark).toMatchObject({ tmName: '蓝月湾', announcementDate: '2026-05-06', tmCl: 3 });
  });

  it('loads csv (quoted cells, numbers kept as text) and jsonl (a broken line is a row error)', async () => {
    const csv = '\uFEFF商标名称,类别,申请号,商品/服务,公告类型,公告日期\n"澜沧,红",30,088000010,"茶,咖啡",初审公告,2026-05-06\n无号,30,,茶,初审公告,2026-05-06\n';
    const a = await load('g.csv', Buffer.from(csv));
    expect(a).toMatchObject({ status: 1, imported: 1, total: 2, errors: [{ row: 3, field: '申请号', message: '申请号不能为空' }] });
    expect(ok(await call('/tm/batchTmSearchByAppNos', { appNos: ['088000010'] })).found[0].mark.tmName).toBe('澜沧,红');
    const jsonl = [JSON.stringify({ tmName: '月光澜沧', appNo: '88000020', tmCl: 30, announcementType: '注册公告' }), '{broken', JSON.stringify({ tmName: '无类型', appNo: '88000021', announcementType: '公示' })].join('\n');
    const b = await load('g.jsonl', Buffer.from(jsonl));
    expect(b).toMatchObject({ status: 1, imported: 1, total: 3 });
    expect(b.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([[2, '整行'], [3, '公告类型']]);
  });

  it('refuses a file of another type by name and a file without the required columns as a whole', async () => {
    const r = await call('/tm/importMarks', { uid: await upload('notes.txt', Buffer.from('hello')) });
    expect([r.subCode, r.subMessage]).toEqual([40000, expect.stringContaining('（uid）')]);
    const s = await load('empty.csv', Buffer.from('名称,号码\n甲,1\n'));
    expect(s).toMatchObject({ status: 2, errorMessage: expect.stringContaining('商标名称') });
  });

  it('searches names exact, contains and similar, with the reasons and the opposition window', async () => {
    const exact = ok(await search({ shouldFields: [{ field: 'tm_name', value: '澜沧星河', searchType: 'exact' }] }));
    expect(exact.list.map((h: any) => h.mark.appNo)).toEqual(['88000001']);
    expect(exact.list[0]).toMatchObject({ score: 1, reasons: ['same'], matchedBy: ['tm_name'], oppositionEnd: '2026-08-05' });

    const contains = ok(await search({ shouldFields: [{ field: 'tm_name', value: '澜沧', searchType: 'contains' }], tmCl: [30] }));
    expect(contains.list.map((h: any) => h.mark.tmName).sort()).toEqual(['星河澜沧', '月光澜沧', '澜沧,红', '澜沧星河'].sort());

    const similar = ok(await search({ shouldFields: [{ field: 'tm_name', value: '兰沧星河', searchType: 'similar' }], tmCl: [30] }));
    const names = similar.list.map((h: any) => h.mark.tmName);
    expect(names[0]).toBe('澜沧星河'); // same pinyin ranks first
    expect(similar.list[0].reasons).toContain('samePinyin');
    expect(names).toContain('星河澜沧'); // reordered
    expect(similar.list.find((h: any) => h.mark.tmName === '星河澜沧').reasons.length).toBeGreaterThan(0);
    expect(names).not.toContain('蓝月湾');

    // the class and date filters narrow; rangeType 2 needs every condition
    expect(ok(await search({ shouldFields: [{ field: 'tm_name', value: '澜沧星河', searchType: 'exact' }], tmCl: [3] })).total).toBe(0);
    expect(ok(await search({ shouldFields: [{ field: 'tm_name', value: '澜沧', searchType: 'contains' }], dateFrom: '2026-05-01', dateTo: '2026-05-31', tmCl: [30] })).total).toBe(2);
    const both = ok(await search({ rangeType: 2, shouldFields: [{ field: 'tm_name', value: '澜沧', searchType: 'contains' }, { field: 'reg_no', value: '8800000', searchType: 'contains' }] }));
    expect(both.list.map((h: any) => h.mark.appNo)).toEqual(['88000002']);
    const any = ok(await search({ rangeType: 1, shouldFields: [{ field: 'app_no', value: '88000001', searchType: 'exact' }, { field: 'reg_no', value: '88000002', searchType: 'exact' }] }));
    expect(any.list.map((h: any) => h.mark.appNo).sort()).toEqual(['88000001', '88000002']);
  });

  it('finds the marks like a one-character term: one character read or drawn alike, or read as that syllable', async () => {
    const csv = '商标名称,类别,申请号,公告类型,公告日期\n金,14,88000101,初审公告,2026-05-06\nJIN,14,88000102,初审公告,2026-05-06\n令,14,88000103,初审公告,2026-05-06\n今天,14,88000104,初审公告,2026-05-06\n金源,14,88000105,初审公告,2026-05-06\n';
    expect(await load('one.csv', Buffer.from(csv))).toMatchObject({ status: 1, imported: 5 });
    const r = ok(await search({ shouldFields: [{ field: 'tm_name', value: '今', searchType: 'similar' }], tmCl: [14] }));
    const byName = Object.fromEntries(r.list.map((h: any) => [h.mark.tmName, h.reasons]));
    expect(Object.keys(byName).sort()).toEqual(['JIN', '令', '金'].sort());
    expect(byName['金']).toContain('samePinyin');
    expect(byName['令']).toContain('visual');
    // the page's marks come whole (the candidates were scored on their names only)
    expect(r.list.find((h: any) => h.mark.tmName === '金').mark).toMatchObject({ appNo: '88000101', tmCl: 14, announcementType: '初审公告' });
  });

  it('a piece in many names (科技) does not crowd out the names like the term', async () => {
    // 6,000 newer marks that share only 科技 with 安达科技, and two older ones like it: read newest first, the
    // frequent piece alone would fill the 5,000 candidates before the older ones are reached.
    const tenantId = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin'`)).rows[0].tenant_id;
    const prefixes = [...'星河云帆青禾远山北辰南风东方西岭中天华夏'];
    const filler = Array.from({ length: 6000 }, (_, i) => ({
      tmName: `${prefixes[i % prefixes.length]}${prefixes[Math.floor(i / prefixes.length) % prefixes.length]}${i}科技`,
      appNo: `8901${String(i).padStart(4, '0')}`,
      tmCl: 9,
      announcementType: '初审公告',
      announcementDate: '2026-06-01',
    }));
    const alike = [
      { tmName: '安大科技', appNo: '89020001', tmCl: 9, announcementType: '初审公告', announcementDate: '2020-01-02' },
      { tmName: '达安科技', appNo: '89020002', tmCl: 9, announcementType: '初审公告', announcementDate: '2020-01-02' },
    ];
    await withTenant(t.db, tenantId, (tx) => insertMarks(tx, tenantId, [...filler, ...alike], null));
    await t.db.query('analyze public_marks');
    const r = ok(await search({ shouldFields: [{ field: 'tm_name', value: '安达科技', searchType: 'similar' }], tmCl: [9], pageSize: 50 }));
    expect(r.list.map((h: any) => h.mark.tmName)).toEqual(expect.arrayContaining(['安大科技', '达安科技']));
  });

  it('reads the same similar-name candidates through the name pieces as by walking the date index', async () => {
    // 科技 alone is in most names now (the 6,000 above): its newest candidates come from the date index (migration 059)
    const tenantId = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin'`)).rows[0].tenant_id;
    const cases: Array<[string, object]> = [
      ['科技', {}],
      ['科技', { tmCl: [9], dateFrom: '2020-01-01', announcementType: ['初审公告'] }],
      ['安达科技', { tmCl: [9] }],
      ['兰沧星河', {}],
      ['澜沧', { dateTo: '2026-05-31' }],
      ['今', { tmCl: [14] }],
      ['a', {}],
      ['JIN', {}],
      ['HUAWEI 科技', {}],
      ['科技', { tmCl: [9] }],
      ['科技', { tmCl: [9, 30] }],
      ['ra', {}],
      ['mi', { tmCl: [9] }],
      ['mira', { tmCl: [9, 30, 35] }],
    ];
    await withTenant(t.db, tenantId, async (tx) => {
      for (const [term, filters] of cases) {
        const pieces = await similarCandidates(tx, term, filters, 5000, 'pieces');
        expect(pieces.length, term).toBeGreaterThan(0);
        expect(await similarCandidates(tx, term, filters, 5000, 'recent'), term).toEqual(pieces);
        expect(await similarCandidates(tx, term, filters, 5000), term).toEqual(pieces);
      }
      expect((await similarCandidates(tx, '科技', {}, 5000, 'recent')).length).toBe(5000);
    });
    const r = ok(await search({ shouldFields: [{ field: 'tm_name', value: '科技', searchType: 'similar' }], pageSize: 50 }));
    expect(r.total).toBeGreaterThan(4000);
    expect(r.list[0]).toMatchObject({ score: expect.any(Number), reasons: expect.arrayContaining(['contains']) });
    expect(r.list.map((h: any) => h.score)).toEqual(r.list.map((h: any) => h.score).sort((a: number, b: number) => b - a));
  });

  it('finds a 1-2 character term in one class the same by walking the class as through the name pieces', async () => {
    // The 6,000 科技 names of class 9 (above) make walking class 9's date index cheaper than the pieces for 科 and 科技
    // (walksClass); the expected rows are read through name_grams, newest first.
    const tenantId = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin'`)).rows[0].tenant_id;
    expect(await withTenant(t.db, tenantId, (tx) => walksClass(tx, '科', { tmCl: [9] }))).toBe(true);
    for (const term of ['科', '科技', '河', 'h', 'Wa']) {
      const expected = await withTenant(t.db, tenantId, (tx) =>
        tx.query<{ app_no: string }>(
          `select app_no from public_marks where name_grams @> array[lower($1)] and tm_cl = 9 order by announcement_date desc nulls last, id desc limit 2000`,
          [term],
        ),
      );
      const pageNo = expected.rows.length > 60 ? 3 : 1;
      const page = ok(await search({ shouldFields: [{ field: 'tm_name', value: term, searchType: 'contains' }], tmCl: [9], pageNo, pageSize: 20 }));
      expect(page.total, term).toBe(expected.rows.length);
      expect(page.list.map((h: any) => h.mark.appNo), term).toEqual(expected.rows.slice((pageNo - 1) * 20, pageNo * 20).map((r) => r.app_no));
    }
  });

  it('suggests names and similar-name hints', async () => {
    expect(ok(await call('/tm/getBrandName', { keyword: '澜沧' }))).toEqual(expect.arrayContaining(['澜沧星河', '澜沧,红']));
    const hints = ok(await call('/tm/getBrandNameHint', { keyword: '兰沧星河' }));
    expect(hints[0]).toMatchObject({ name: '澜沧星河', reasons: expect.arrayContaining(['samePinyin']), count: 1 });
  });

  it('batch-searches application numbers and lists the missing ones', async () => {
    const r = ok(await call('/tm/batchTmSearchByAppNos', { appNos: ['88000001', ' 88000002 ', '99999999', '88000001'] }));
    expect(r.found.map((h: any) => h.mark.appNo)).toEqual(['88000001', '88000002']);
    expect(r.missing).toEqual(['99999999']);
  });

  it('compares two marks: name similarity, goods placed in similar-goods groups, verdict hints', async () => {
    const [a, b] = ok(await call('/tm/batchTmSearchByAppNos', { appNos: ['88000001', '88000002'] })).found.map((h: any) => h.mark.id);
    const c = ok(await call('/tm/compareMarks', { leftId: a, rightId: b }));
    expect(c).toMatchObject({ sameClass: true, sameGoods: ['茶'], commonGroups: 1, verdict: 'high', edition: 'ncl13-2026', leftUngrouped: [], rightUngrouped: [] });
    expect(c.left).toMatchObject({ source: 'publicMark', tmName: '澜沧星河', goods: ['茶', '咖啡', '饼干'], oppositionEnd: '2026-08-05', tmImage: expect.stringContaining('/files/tm-logo.svg') });
    expect(c.right).toMatchObject({ tmName: '星河澜沧', oppositionEnd: null });
    expect(c.groups.map((g: any) => [g.groupCode, g.common, g.left, g.right])).toEqual([
      ['3002', true, ['茶'], ['茶']],
      ['3001', false, ['咖啡'], []],
      ['3006', false, ['饼干'], []],
      ['3009', false, [], ['方便面']],
    ]);
    expect(c.reasons).toContain('reorder');
    expect(c.hints).toContain('指定商品/服务在 1 个类似群重合：3002 茶，茶饮料');
    expect(c.hints).toContain('相同商品/服务 1 项：茶');
    const gone = await call('/tm/compareMarks', { leftId: a, rightId: 2147483647 });
    expect([gone.subCode, gone.subMessage]).toEqual([40400, expect.stringContaining('（rightId）')]);
  });

  it('compares the images by their perceptual hash: the same image 0 apart, another figure far, 无图样 said', async () => {
    const svg = (body: string, size = 200) =>
      sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200"><rect width="200" height="200" fill="white"/>${body}</svg>`));
    const ring = '<circle cx="100" cy="100" r="70" fill="none" stroke="#c00" stroke-width="24"/>';
    const ringPng = await upload('ring.png', await svg(ring).png().toBuffer());
    const ringJpeg = await upload('ring.jpg', await svg(ring, 480).jpeg({ quality: 60 }).toBuffer());
    const bars = await upload('bars.png', await svg('<rect x="20" y="20" width="40" height="160" fill="#036"/><rect x="120" y="60" width="60" height="60" fill="#036"/>').png().toBuffer());
    const text = await upload('notes.txt', Buffer.from('not an image'));
    const row = (appNo: string, tmName: string, uid: string) => JSON.stringify({ tmName, appNo, tmCl: 30, goods: '茶', tmImage: `/files/uploads/${uid}` });
    const s = await load('images.jsonl', Buffer.from([row('88000031', '圆环', ringPng), row('88000032', '红环', ringPng), row('88000033', '环形', ringJpeg), row('88000034', '方块', bars), row('88000035', '坏图', text)].join('\n')));
    expect(s).toMatchObject({ imported: 5 });
    const appNos = ['88000031', '88000032', '88000033', '88000034', '88000035', '88000001'];
    const found = new Map<string, number>(ok(await call('/tm/batchTmSearchByAppNos', { appNos })).found.map((h: any) => [h.mark.appNo, h.mark.id]));
    const [a, same, jpeg, other, broken, word] = appNos.map((n) => found.get(n)!);
    const compare = async (l: number, r: number) => ok(await call('/tm/compareMarks', { leftId: l, rightId: r }));

    const c = await compare(a, same);
    expect(c.image).toEqual({ status: 'compared', distance: 0, similarity: 1, level: 'similar', hint: '图形近似（相似度 100%，汉明距离 0/64）' });
    expect(c.left).toMatchObject({ hasImage: true, tmImage: expect.stringMatching(/^\/files\/images\/[0-9a-f-]{36}\?/) });
    expect(c.hints).toContain('图形近似（相似度 100%，汉明距离 0/64）');
    // names apart, same goods: the alike image makes the verdict
    expect(c.verdict).toBe('high');
    const rescaled = await compare(a, jpeg);
    expect(rescaled.image).toMatchObject({ status: 'compared', level: 'similar' });
    expect(rescaled.image.distance).toBeLessThanOrEqual(4);
    const apart = await compare(a, other);
    expect(apart.image).toMatchObject({ status: 'compared', level: 'different' });
    expect(apart.image.distance).toBeGreaterThan(16);
    expect(apart.image.similarity).toBeCloseTo(1 - apart.image.distance / 64, 3);
    expect(apart.hints).toContain(apart.image.hint);

    const none = await compare(a, word);
    expect(none.right).toMatchObject({ hasImage: false, tmImage: expect.stringContaining('/files/tm-logo.svg') });
    expect(none.image).toEqual({ status: 'noImage', distance: null, similarity: null, level: null, hint: '商标二无图样：图形无法比较' });
    expect(none.hints).toContain('商标二无图样：图形无法比较');
    expect((await compare(broken, a)).image).toMatchObject({ status: 'unreadable', distance: null, hint: '商标一图样无法读取：图形无法比较' });
  });

  it('compares a public mark with an own mark of the archive, found by name or number', async () => {
    const own = (await t.db.query<{ id: number; tm_name: string; reg_no: string; tm_cl: number }>(
      `select id, tm_name, reg_no, tm_cl from trademarks where deleted_at is null and reg_no is not null and jsonb_array_length(goods_items) > 0 order by id limit 1`,
    )).rows[0];
    const picked = ok(await call('/tm/compareCandidates', { keyword: own.reg_no }));
    expect(picked[0]).toMatchObject({ source: 'trademark', id: own.id, number: own.reg_no, tmName: own.tm_name });
    expect(ok(await call('/tm/compareCandidates', { keyword: '88000001' }))).toEqual([expect.objectContaining({ source: 'publicMark', tmName: '澜沧星河', number: '88000001' })]);
    const [a] = ok(await call('/tm/batchTmSearchByAppNos', { appNos: ['88000001'] })).found.map((h: any) => h.mark.id);
    const c = ok(await call('/tm/compareMarks', { leftId: own.id, leftSource: 'trademark', rightId: a }));
    expect(c.left).toMatchObject({ source: 'trademark', id: own.id, tmName: own.tm_name, regNo: own.reg_no, tmCl: own.tm_cl });
    expect(c.left.goods.length).toBeGreaterThan(0);
    expect(c.groups.filter((g: any) => g.left.length).every((g: any) => g.classNo === own.tm_cl)).toBe(true);
    // the archive is for those who may list it
    const none = await import('./harness').then((h) => h.tokenWithoutGrants(t, 'nobody'));
    await t.db.query(`update roles set role_auth = 'publicMarkSearch' where role_name = '访客'`);
    expect(ok(await call('/tm/compareCandidates', { keyword: own.reg_no }, none))).toEqual([]);
    const refused = await call('/tm/compareMarks', { leftId: own.id, leftSource: 'trademark', rightId: a }, none);
    expect(refused.subCode).toBe(40300);
    const bad = await call('/tm/compareMarks', { leftId: own.id, leftSource: 'archive', rightId: a });
    expect([bad.subCode, bad.subMessage]).toEqual([40000, expect.stringContaining('leftSource')]);
  });

  it('lets the 商标专员 search and refuses bad input naming the field', async () => {
    ok(await search({ shouldFields: [{ field: 'app_no', value: '88000001', searchType: 'exact' }] }, specialist));
    const bad = await search({ shouldFields: [{ field: 'tm_name', value: '华为', searchType: 'fuzzy' }] });
    expect([bad.subCode, bad.subMessage]).toEqual([40000, expect.stringContaining('searchType')]);
    const none = await search({ shouldFields: [] });
    expect([none.subCode, none.subMessage]).toEqual([40000, expect.stringContaining('shouldFields')]);
  });
});
