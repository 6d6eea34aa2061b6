// Image search (图形检索, /tm/graphicRetrieval, issue 16) over the public marks: images named by a loaded file are
// hashed as they load (also images in a zip with the data file), a near copy is found and ranked first, an unrelated figure is not returned, the class filter
// and the two levels; the demo tenant's generated figures are searchable; marks left without a hash are hashed by the
// batch task; bad input is refused with the field named; another tenant's marks and uploads stay apart; an image
// watch hits a newly loaded near copy in the monitoring run.
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SEARCH_REFUSED } from '../../src/modules/public-marks/server/handlers';
import { queueImageHashing } from '../../src/modules/public-marks/server/hashTask';
import { insertMarks } from '../../src/modules/public-marks/server/store';
import { figureSvg } from '../../src/modules/public-marks/shared/figures';
import { withSystem, withTenant } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { TaskRunner } from '../../src/server/tasks/runner';
import { multipart } from './multipart';
import { startTestApp, tokenWithoutGrants, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let specialist: string;
let other: string;
let tenantId: number;

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const call = (path: string, body: object, token = admin) => t.call(path, body, { token });
const runTasks = () => new TaskRunner(t.db, { error: () => undefined }, t.storage).tick();

async function upload(name: string, data: Buffer, token = admin): Promise<{ subCode: number; data: { uid: string; path: string } }> {
  const m = multipart(name, data);
  const res = await t.app.inject({ method: 'POST', url: '/files/uploads', headers: { token, 'content-type': m.contentType }, payload: m.payload });
  return JSON.parse(res.body);
}
const uid = async (name: string, data: Buffer, token = admin) => (await upload(name, data, token)).data.uid;

async function load(rows: object[], token = admin) {
  const { taskId } = ok(await call('/tm/importMarks', { uid: await uid('images.jsonl', Buffer.from(rows.map((r) => JSON.stringify(r)).join('\n')), token) }, token));
  await runTasks();
  return ok(await call('/tm/importStatus', { taskId }, token));
}

const svg = (body: string, size = 200) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200"><rect width="200" height="200" fill="white"/>${body}</svg>`);
const RING = '<circle cx="100" cy="100" r="70" fill="none" stroke="#c00" stroke-width="24"/>';
const BARS = '<rect x="20" y="20" width="40" height="160" fill="#036"/><rect x="120" y="60" width="60" height="60" fill="#036"/>';
const STAR = '<polygon points="100,20 124,76 185,80 138,120 152,180 100,146 48,180 62,120 15,80 76,76" fill="#036"/>';
const png = (body: string, size = 200) => sharp(svg(body, size)).png().toBuffer();
const jpeg = (body: string, size: number) => sharp(svg(body, size)).jpeg({ quality: 80 }).toBuffer();

const search = (body: object, token = admin) => call('/tm/graphicRetrieval', { pageSize: 100, ...body }, token);
const appNos = (page: any) => page.list.map((h: any) => h.mark.appNo);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  specialist = await t.tokenFor('user', 'User@2026');
  await withSystem(t.db, (tx) => createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]));
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
  tenantId = (await t.db.query<{ id: number }>(`select id from tenants where code = 'demo'`)).rows[0].id;
  const ring = await uid('ring.png', await png(RING));
  const ringJpeg = await uid('ring.jpg', await jpeg(RING, 480));
  const bars = await uid('bars.png', await png(BARS));
  const star = await uid('star.png', await png(STAR));
  const row = (appNo: string, tmName: string, image: string, tmCl = 30) => ({ tmName, appNo, tmCl, goods: '茶', tmImage: `/files/uploads/${image}`, announcementType: '注册公告' });
  const s = await load([row('88500001', '环形标', ring), row('88500002', '环形标乙', ringJpeg, 25), row('88500003', '柱形标', bars), row('88500004', '星形标', star)]);
  expect(s).toMatchObject({ status: 1, imported: 4 });
}, 120_000);
afterAll(async () => t?.close());

describe('image search (graphicRetrieval)', () => {
  it('hashes the images a loaded file names as it loads them', async () => {
    const r = await t.db.query<{ app_no: string; hashed: boolean; image_pending: boolean }>(
      `select app_no, image_hash is not null as hashed, image_pending from public_marks where app_no like '885000%' order by app_no`,
    );
    expect(r.rows).toEqual(['88500001', '88500002', '88500003', '88500004'].map((app_no) => ({ app_no, hashed: true, image_pending: false })));
  });

  it('finds a rescaled jpeg copy of the ring and ranks the ring marks first; the bars and the star are not returned', async () => {
    const query = await uid('query.jpg', await jpeg(RING, 980));
    const page = ok(await search({ uid: query }, specialist));
    expect(appNos(page).slice(0, 2).sort()).toEqual(['88500001', '88500002']);
    expect(page.list[0]).toMatchObject({ level: 'similar', imageUrl: expect.stringMatching(/^\/files\/images\/[0-9a-f-]{36}\?/) });
    expect(page.list[0].distance).toBeLessThanOrEqual(4);
    expect(page.list[0].similarity).toBeCloseTo(1 - page.list[0].distance / 64, 3);
    expect(appNos(page)).not.toContain('88500003');
    expect(appNos(page)).not.toContain('88500004');
    expect(page.total).toBe(page.list.length);
    const distances = page.list.map((h: any) => h.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d: number) => d <= 10)).toBe(true);
    // the class filter keeps class 30 only
    const c30 = ok(await search({ uid: query, tmCl: [30] }));
    expect(appNos(c30)[0]).toBe('88500001');
    expect(appNos(c30)).not.toContain('88500002');
    expect(c30.list.every((h: any) => h.mark.tmCl === 30)).toBe(true);
    // paging: page 2 of size 1 is the second nearest, with the same total
    const second = ok(await search({ uid: query, pageNo: 2, pageSize: 1 }));
    expect([second.total, second.list[0].mark.id]).toEqual([page.total, page.list[1].mark.id]);
  });

  it('the partial level adds the marks within 16 bits, each with its level', async () => {
    const query = await uid('query.png', await png(RING));
    const similar = ok(await search({ uid: query, level: 'similar' }));
    const partial = ok(await search({ uid: query, level: 'partial' }));
    expect(partial.total).toBeGreaterThanOrEqual(similar.total);
    expect(appNos(partial)).toEqual(expect.arrayContaining(appNos(similar)));
    for (const h of partial.list) expect(h.level).toBe(h.distance <= 10 ? 'similar' : 'partial');
    expect(partial.list.every((h: any) => h.distance <= 16)).toBe(true);
  });

  it('finds the demo tenant’s generated figure marks by a copy of their figure', async () => {
    const r = await t.db.query<{ tm_image: string }>(`select tm_image from public_marks where tm_image like '/files/tm-figure.svg?f=5&%' limit 1`);
    expect(r.rows.length).toBe(1);
    const query = await uid('figure.png', await sharp(Buffer.from(figureSvg(5, 0))).resize(600, 600).png().toBuffer());
    const page = ok(await search({ uid: query }));
    expect(page.list[0].mark.tmImage).toMatch(/^\/files\/tm-figure\.svg\?f=5&v=\d$/);
    expect(page.list[0].imageUrl).toBe(page.list[0].mark.tmImage);
    const figureSvgRes = await t.app.inject({ method: 'GET', url: page.list[0].imageUrl });
    expect([figureSvgRes.statusCode, figureSvgRes.headers['content-type']]).toEqual([200, expect.stringContaining('image/svg+xml')]);
  });

  it('hashes marks that have an image but no hash yet by the batch task', async () => {
    const ring = await uid('ring-later.png', await png(RING));
    await withTenant(t.db, tenantId, (tx) => insertMarks(tx, tenantId, [{ tmName: '后补环形', appNo: '88500009', tmCl: 30, tmImage: `/files/uploads/${ring}` }], null));
    const before = (await t.db.query<{ image_pending: boolean; image_hash: string | null }>(`select image_pending, image_hash from public_marks where app_no = '88500009'`)).rows[0];
    expect(before).toEqual({ image_pending: true, image_hash: null });
    expect(await queueImageHashing(t.db)).toBe(1);
    await runTasks();
    const after = (await t.db.query<{ image_pending: boolean; hashed: boolean }>(`select image_pending, image_hash is not null as hashed from public_marks where app_no = '88500009'`)).rows[0];
    expect(after).toEqual({ image_pending: false, hashed: true });
    expect(await queueImageHashing(t.db)).toBe(0);
    const page = ok(await search({ uid: await uid('q.png', await png(RING)) }));
    expect(appNos(page)).toContain('88500009');
  });

  it('refuses bad input with the field named, never a 500', async () => {
    const malformed = await search({ uid: 'abc' });
    expect([malformed.subCode, malformed.subMessage]).toEqual([40000, expect.stringContaining('uid')]);
    const missingField = await search({});
    expect([missingField.subCode, missingField.subMessage]).toEqual([40000, expect.stringContaining('检索图样')]);
    const level = await search({ uid: randomUUID(), level: 'close' });
    expect([level.subCode, level.subMessage]).toEqual([40000, expect.stringContaining('level')]);
    const none = await search({ uid: randomUUID() });
    expect([none.subCode, none.subMessage]).toEqual([40400, IMAGE_SEARCH_REFUSED.missing]);
    const text = await search({ uid: await uid('notes.txt', Buffer.from('not an image')) });
    expect([text.subCode, text.subMessage]).toEqual([40000, IMAGE_SEARCH_REFUSED.notImage]);
    // a png signature with nothing readable behind it: refused at upload (checked by content) or at the search
    const broken = await upload('broken.png', Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(200, 7)]));
    if (broken.subCode === 10000) {
      const r = await search({ uid: broken.data.uid });
      expect([r.subCode, r.subMessage]).toEqual([40000, IMAGE_SEARCH_REFUSED.unreadable]);
    } else expect(broken.subCode).toBe(40000);
  });

  it('keeps tenants apart: another tenant finds only its own marks and cannot search with this tenant’s upload', async () => {
    const mine = await uid('mine.png', await png(RING));
    const refused = await search({ uid: mine }, other);
    expect([refused.subCode, refused.subMessage]).toEqual([40400, IMAGE_SEARCH_REFUSED.missing]);
    const theirs = await uid('theirs.png', await png(RING), other);
    expect(ok(await search({ uid: theirs }, other))).toMatchObject({ total: 0, list: [] });
    const s = await load([{ tmName: '远山环形', appNo: '88600001', tmCl: 30, tmImage: `/files/uploads/${theirs}` }], other);
    expect(s.imported).toBe(1);
    expect(appNos(ok(await search({ uid: theirs }, other)))).toEqual(['88600001']);
    expect(appNos(ok(await search({ uid: mine })))).not.toContain('88600001');
  });

  it('needs the search grant', async () => {
    const none = await tokenWithoutGrants(t, 'nobody');
    const r = await search({ uid: randomUUID() }, none);
    expect(r.subCode).toBe(40300);
  });

  it('an image watch hits a near copy in a newly loaded 初审公告 by image, with level, risk and reason', async () => {
    const watched = (await upload('watch.png', await png(STAR), specialist)).data;
    const w = ok(await call('/risk/PicMonitor/create', { image: watched.path, imageRemark: '星形图形', cron: '0 7 * * *', enabled: true, tmCl: 30 }, specialist));
    // compare only what loads from now on
    const maxId = (await t.db.query<{ max: number }>(`select max(id) as max from public_marks`)).rows[0].max;
    await t.db.query(`update risk_watches set checked_up_to = $2, pending = false where id = $1`, [w.id, maxId]);
    const today = dayjs().format('YYYY-MM-DD');
    const copy = await uid('star-copy.jpg', await jpeg(STAR, 640));
    const bars = await uid('bars-new.png', await png(BARS));
    const rows = [
      { tmName: '星光闪耀', appNo: '88500021', tmCl: 30, tmImage: `/files/uploads/${copy}`, announcementType: '初审公告', announcementIssue: '2000', announcementDate: today },
      { tmName: '方柱', appNo: '88500022', tmCl: 30, tmImage: `/files/uploads/${bars}`, announcementType: '初审公告', announcementIssue: '2000', announcementDate: today },
    ];
    expect((await load(rows)).imported).toBe(2);
    ok(await call('/risk/runNow', {}, specialist));
    await runTasks();
    const hits = ok(await call('/risk/PicMonitor/list', { pageNo: 1, pageSize: 10 }, specialist)).list.find((x: any) => x.id === w.id);
    expect(hits.hitCount).toBe(1);
    const page = ok(await call('/risk/brandList/list', { pageNo: 1, pageSize: 20, filters: { watchKind: ['image'], appNo: '88500021' } }, specialist));
    const h = page.list.find((x: any) => x.watchId === w.id);
    expect(h).toMatchObject({ tmName: '星光闪耀', riskLevel: 'high', status: 'new', oppositionEnd: expect.any(String) });
    expect(h.reason).toMatch(/^图形近似（相似度 \d+%，汉明距离 \d+\/64）；同在第30类；初审公告，异议截止 /);
  });

  it('loads a zip of a data file and the images it names: each image stored once as an upload and hashed, bad ones listed', async () => {
    const zip = new JSZip();
    const rows = [
      { tmName: '压缩环', appNo: '88700001', tmCl: 30, tmImage: 'images/ring.png' },
      { tmName: '压缩环二', appNo: '88700002', tmCl: 30, tmImage: 'ring.png' },
      { tmName: '压缩星', appNo: '88700003', tmCl: 30, tmImage: 'STAR.JPG' },
      { tmName: '缺图', appNo: '88700004', tmCl: 30, tmImage: 'nope.png' },
      { tmName: '假图', appNo: '88700005', tmCl: 30, tmImage: 'fake.png' },
      { tmName: '无图', appNo: '88700006', tmCl: 30 },
    ];
    zip.file('公告/gazette.jsonl', rows.map((r) => JSON.stringify(r)).join('\n'));
    zip.file('images/ring.png', await png(RING));
    zip.file('star.jpg', await jpeg(STAR, 300));
    zip.file('fake.png', 'not an image');
    const { taskId } = ok(await call('/tm/importMarks', { uid: await uid('gazette.zip', await zip.generateAsync({ type: 'nodebuffer' })) }));
    await runTasks();
    const s = ok(await call('/tm/importStatus', { taskId }));
    expect(s).toMatchObject({ status: 1, imported: 4, total: 6 });
    expect(s.errors).toEqual([
      { row: 4, field: '商标图样', message: '压缩包中没有图片“nope.png”' },
      { row: 5, field: '商标图样', message: '“fake.png”不是 jpg、jpeg、png 图片' },
    ]);
    const r = await t.db.query<{ app_no: string; tm_image: string | null; hashed: boolean }>(
      `select app_no, tm_image, image_hash is not null as hashed from public_marks where app_no like '887000%' order by app_no`,
    );
    expect(r.rows.map((x) => [x.app_no, x.hashed])).toEqual([['88700001', true], ['88700002', true], ['88700003', true], ['88700006', false]]);
    // the ring named twice (by path and by file name) is one upload
    expect(r.rows[0].tm_image).toMatch(/^\/files\/uploads\/[0-9a-f-]{36}$/);
    expect(r.rows[1].tm_image).toBe(r.rows[0].tm_image);
    const up = (await t.db.query<{ name: string; mime: string }>(`select name, mime from uploads where uid = $1`, [r.rows[2].tm_image!.slice(15)])).rows[0];
    expect(up).toEqual({ name: 'star.jpg', mime: 'image/jpeg' });
    const page = ok(await search({ uid: await uid('q.png', await png(RING)), tmCl: [30] }));
    expect(appNos(page)).toEqual(expect.arrayContaining(['88700001', '88700002']));
    // a zip without exactly one data file fails as a whole, saying why
    const two = new JSZip();
    two.file('a.csv', '商标名称,申请号\n甲,88700010\n');
    two.file('b.jsonl', '{}');
    const bad = ok(await call('/tm/importMarks', { uid: await uid('two.zip', await two.generateAsync({ type: 'nodebuffer' })) }));
    await runTasks();
    expect(ok(await call('/tm/importStatus', { taskId: bad.taskId }))).toMatchObject({ status: 2, errorMessage: '压缩包中只能有一个数据文件，现有 2 个：a.csv、b.jsonl' });
    const escaping = new JSZip();
    escaping.file('../evil.csv', '商标名称,申请号\n甲,88700011\n');
    const esc = ok(await call('/tm/importMarks', { uid: await uid('evil.zip', await escaping.generateAsync({ type: 'nodebuffer' })) }));
    await runTasks();
    expect(ok(await call('/tm/importStatus', { taskId: esc.taskId }))).toMatchObject({ status: 2, errorMessage: expect.stringContaining('指向压缩包以外') });
  });
});
