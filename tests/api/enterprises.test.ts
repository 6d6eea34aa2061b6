// Enterprise detail (issue 17): /enterPrise/getCompanyRecords counts the enterprise's marks, cases and official
// documents exactly as the lists its links open (the 申请人 filter), within the caller's data scope; the country is
// a code of the country list (the picker), names stored before are turned into codes, anything else is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let user: string;

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const call = (path: string, body: object, token = admin) => t.call(path, body, { token });
const total = async (path: string, filters: object, token: string) => ok(await call(path, { pageNo: 1, pageSize: 10, filters }, token)).total as number;
const filtersOf = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  manager = await t.tokenFor('dept.manager', 'Manager@2026');
  // The demo 部门经理 holds the specialist's grants (no 查看企业): here it may open enterprises too.
  await t.db.query(`update roles set role_auth = role_auth || ',enterpriseList' where role_name = '部门经理'`);
  user = await t.tokenFor('user', 'User@2026');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('enterprise detail', () => {
  it('counts marks, cases and documents as the lists its links open, within the data scope', async () => {
    const list = ok(await call('/enterPrise/getList', { pageNo: 1, pageSize: 50, filters: { applicantName: '星河品牌管理有限公司' } }));
    const e = list.list.find((x: { applicantName: string }) => x.applicantName === '星河品牌管理有限公司');
    const r = ok(await call('/enterPrise/getCompanyRecords', { id: e.id }));
    expect(r.marks.total).toBeGreaterThan(0);
    expect(r.marks.link).toMatch(/^\/brandManage\/brandRecord\?applicant=/);
    expect(r.marks.total).toBe(await total('/brandArchives/queryBrandPage', filtersOf(r.marks.link), admin));
    expect(r.marks.list.length).toBe(Math.min(10, r.marks.total));
    expect(r.marks.list[0].link).toBe(`/brandManage/brandRecord/recordDetail?id=${r.marks.list[0].id}`);
    expect(r.cases.total).toBe(await total('/caseManage/getCaseLists', filtersOf(r.cases.link), admin));
    const docs = await t.db.query<{ n: number }>(
      `select count(*)::int as n from official_documents d join trademarks m on m.id = d.trademark_id where d.deleted_at is null and m.deleted_at is null and m.applicant = $1`,
      ['星河品牌管理有限公司'],
    );
    expect(r.documents.total).toBe(docs.rows[0].n);
    // The 法务部 manager: the same links, fewer rows (本部门及下级).
    const scoped = ok(await call('/enterPrise/getCompanyRecords', { id: e.id }, manager));
    expect(scoped.marks.total).toBe(await total('/brandArchives/queryBrandPage', filtersOf(r.marks.link), manager));
    expect(scoped.marks.total).toBeLessThan(r.marks.total);
    // The 商标专员 has no 查看企业 (enterpriseList): refused like the enterprise list.
    expect((await call('/enterPrise/getCompanyRecords', { id: e.id }, user)).subCode).toBe(40300);
    expect((await call('/enterPrise/getCompanyRecords', { id: 99999999 })).subCode).toBe(40400);
    expect(await call('/enterPrise/getCompanyRecords', { id: 'x' })).toMatchObject({ subCode: 40000, subMessage: expect.stringMatching(/id|编号/) });
  });

  it('stores the country as a code of the country list and filters by it', async () => {
    const hk = ok(await call('/enterPrise/getList', { pageNo: 1, pageSize: 10, filters: { countryOrRegion: ['HK'] } }));
    expect(hk.list.map((x: { applicantName: string }) => x.applicantName)).toContain('星河国际（香港）有限公司');
    const all = ok(await call('/enterPrise/getList', { pageNo: 1, pageSize: 50 }));
    expect(all.list.every((x: { countryOrRegion: string }) => /^[A-Z]{2}$/.test(x.countryOrRegion))).toBe(true);
    const bad = await call('/enterPrise/saveInfo', { applicantType: 1, bookType: 1, countryOrRegion: '中国', applicantName: '国家名称测试有限公司' });
    expect(bad).toMatchObject({ subCode: 40000, subMessage: expect.stringMatching(/countryOrRegion|国家/) });
    const made = ok(await call('/enterPrise/saveInfo', { applicantType: 1, bookType: 3, countryOrRegion: 'JP', applicantName: '国家代码测试株式会社' }));
    expect(ok(await call('/enterPrise/getCompanyDetailInfo', { id: made.id })).countryOrRegion).toBe('JP');
  });
});
