// Paging the archive list (issue 19): every sortable key both ways, shallow and deep pages, ties, nulls and
// filters, through /brandArchives/queryBrandPage, compared with plain SQL written here (ORDER BY key asc|desc
// nulls last, id desc LIMIT/OFFSET over the tenant's live rows): the engine's deferred join and its index walk
// (src/server/lists/walk.ts) must return exactly those rows. One-character terms return the set a plain scan
// of the values finds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSpecs } from '../../src/generated/list-specs';
import { withSystem } from '../../src/server/db/tenant';
import { normalize, pinyinForms, searchColumns } from '../../src/server/lists/search';
import { createTenant } from '../../src/server/seed';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
let tenant: number;
const ROWS = 1500;

const NAMES = ['华为', '华美', '安达', '星河', '美的', '小米', '安', '达安', 'LUNA', 'hua', '中华', '长江', '鑫源', '恒安', '泰山'];
const APPLICANTS = ['安达科技有限公司', '星河食品有限公司', '华美服饰有限公司', '合肥长江实业有限公司', '上海恒安贸易有限公司', null];
const AGENTS = ['北京中细软知识产权代理有限公司', '上海汇智知识产权代理有限公司', '佛山立方知识产权代理有限公司', null, null];
const STATUSES = ['已注册', '申请中', '初审公告', '已驳回', '商标无效', null];
const COUNTRIES = ['CN', 'CN', 'CN', 'US', 'JP'];

/** Deterministic rows with many ties (few distinct values), nulls in every nullable key, and soft-deleted rows. */
function row(i: number) {
  const day = (n: number) => new Date(Date.UTC(2015, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const tmName = NAMES[(i * 7) % NAMES.length];
  const applicant = APPLICANTS[(i * 5) % APPLICANTS.length];
  return {
    regNo: i % 11 === 0 ? null : String(10_000_000 + ((i * 37) % 300)),
    tmCl: ((i * 13) % 45) + 1, // crosses 9 -> 10: keys compare as numbers, not text
    tmName,
    tmStatus: STATUSES[(i * 3) % STATUSES.length],
    applicant,
    agent: AGENTS[i % AGENTS.length],
    countryCode: COUNTRIES[(i * 3) % COUNTRIES.length],
    appDate: i % 9 === 0 ? null : day((i * 17) % 120),
    regDate: i % 3 === 0 ? null : day(400 + ((i * 29) % 90)),
    endDate: i % 4 === 0 ? null : day(4000 + ((i * 31) % 60)),
    // microseconds, and runs of equal instants
    createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 3) * 1000).toISOString().replace('Z', '') + `${(i % 7) * 111}+00:00`,
    updatedAt: new Date(Date.UTC(2024, 5, 1) + ((i * 7) % 200) * 60_000).toISOString(),
    deleted: i % 50 === 7,
    grams: searchColumns([tmName, applicant]),
  };
}

beforeAll(async () => {
  t = await startTestApp();
  const created = await withSystem(t.db, (tx) =>
    createTenant(tx, { name: '分页租户', code: 'paging' }, [{ account: 'qian', password: 'Qian@2026x', name: '钱管理', phone: '13900000011', role: '管理员' }]),
  );
  tenant = created.tenantId;
  const rows = Array.from({ length: ROWS }, (_, i) => row(i));
  const col = <T>(f: (r: ReturnType<typeof row>) => T) => rows.map(f);
  await t.db.query(
    `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, tm_status, applicant, agent, country_code, app_date, reg_date, end_date,
       search_grams, search_text, created_at, updated_at, deleted_at)
     select $1, u.reg_no, u.tm_cl, u.tm_name, u.tm_status, u.applicant, u.agent, u.country_code, u.app_date, u.reg_date, u.end_date,
            array(select json_array_elements_text(u.grams::json)), u.search_text, u.created_at, u.updated_at, case when u.deleted then now() end
       from unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::date[], $10::date[], $11::date[],
                   $12::text[], $13::text[], $14::timestamptz[], $15::timestamptz[], $16::boolean[])
         as u(reg_no, tm_cl, tm_name, tm_status, applicant, agent, country_code, app_date, reg_date, end_date, grams, search_text, created_at, updated_at, deleted)`,
    [
      tenant, col((r) => r.regNo), col((r) => r.tmCl), col((r) => r.tmName), col((r) => r.tmStatus), col((r) => r.applicant), col((r) => r.agent),
      col((r) => r.countryCode), col((r) => r.appDate), col((r) => r.regDate), col((r) => r.endDate), col((r) => JSON.stringify(r.grams.grams)),
      col((r) => r.grams.text), col((r) => r.createdAt), col((r) => r.updatedAt), col((r) => r.deleted),
    ],
  );
  await t.db.query('analyze trademarks');
  token = await t.tokenFor('qian@paging', 'Qian@2026x');
});
afterAll(async () => {
  await t?.close();
});

const spec = listSpecs.brandRecords;

/** Plain SQL: the tenant's live rows in the list order, one page of ids. */
async function reference(key: string, asc: boolean, pageNo: number, pageSize: number, where = 'true', params: unknown[] = []): Promise<number[]> {
  const c = `"${spec.fields[key].column}"`;
  const r = await t.db.query<{ id: number }>(
    `select id from trademarks where tenant_id = $1 and deleted_at is null and (${where})
      order by ${c} ${asc ? 'asc' : 'desc'} nulls last, id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
    [tenant, ...params],
  );
  return r.rows.map((x) => x.id);
}

async function apiPage(body: object): Promise<{ ids: number[]; total: number }> {
  const r = await t.call('/brandArchives/queryBrandPage', body, { token });
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return { ids: r.data.list.map((x: { id: number }) => x.id), total: r.data.total };
}

describe('every sort key both ways equals plain SQL', () => {
  const live = Array.from({ length: ROWS }, (_, i) => i).filter((i) => i % 50 !== 7).length;

  it('covers every sortable key of the archive', () => {
    expect(spec.sortable).toEqual(['tmName', 'regNo', 'tmCl', 'tmStatus', 'applicant', 'agent', 'countryCode', 'appDate', 'regDate', 'endDate', 'createdAt', 'updatedAt']);
  });

  for (const key of spec.sortable)
    it(`${key}: pages 1, 2, middle, last, past the end; page sizes 20 and 50`, async () => {
      for (const asc of [true, false])
        for (const pageSize of [20, 50]) {
          const last = Math.ceil(live / pageSize);
          for (const pageNo of [1, 2, Math.floor(last / 2), last - 1, last, last + 1]) {
            const got = await apiPage({ pageNo, pageSize, sorts: [{ key, asc }] });
            expect(got.total).toBe(live);
            expect({ key, asc, pageNo, pageSize, ids: got.ids }).toEqual({ key, asc, pageNo, pageSize, ids: await reference(key, asc, pageNo, pageSize) });
          }
        }
    });

  it('with filters: the walk and the ordered scan keep the filter', async () => {
    const cases: Array<[object, string, unknown[]]> = [
      [{ tmStatus: ['已注册', '申请中'] }, `tm_status = any($2::text[])`, [['已注册', '申请中']]],
      [{ tmCl: [9, 10, 11] }, `tm_cl = any($2::int[])`, [[9, 10, 11]]],
      [{ agent: '中细' }, `agent ilike $2`, ['%中细%']],
      [{ appDate: ['2015-01-10', '2015-03-01'] }, `app_date between $2 and $3`, ['2015-01-10', '2015-03-01']],
    ];
    for (const [filters, where, params] of cases)
      for (const key of ['tmName', 'tmCl', 'tmStatus', 'agent', 'appDate', 'regDate', 'createdAt'])
        for (const asc of [true, false])
          for (const pageNo of [1, 3, 8]) {
            const got = await apiPage({ pageNo, pageSize: 20, sorts: [{ key, asc }], filters });
            expect({ filters, key, asc, pageNo, ids: got.ids }).toEqual({ filters, key, asc, pageNo, ids: await reference(key, asc, pageNo, 20, where, params) });
          }
  });

  it('multi-key sorts still page as plain SQL', async () => {
    const got = await apiPage({ pageNo: 4, pageSize: 20, sorts: [{ key: 'tmCl', asc: true }, { key: 'appDate', asc: false }] });
    const r = await t.db.query<{ id: number }>(
      `select id from trademarks where tenant_id = $1 and deleted_at is null order by tm_cl asc, app_date desc nulls last, id desc limit 20 offset 60`,
      [tenant],
    );
    expect(got.ids).toEqual(r.rows.map((x) => x.id));
  });
});

describe('one- and two-character terms', () => {
  // 代理机构 (x-search-values): the matching agencies first, then their rows; the same rows as agent ilike.
  for (const term of ['佛', '中细', '知识', '汇智 ', 'X', '%', '_'])
    it(`agent contains ${JSON.stringify(term)}: the rows of agent ilike, in order, with the total`, async () => {
      const q = normalize(term);
      const r = await t.db.query<{ id: number }>(
        `select id from trademarks where tenant_id = $1 and deleted_at is null and agent ilike $2 order by created_at desc, id desc`,
        [tenant, '%' + q.replace(/[\\%_]/g, (c) => '\\' + c) + '%'],
      );
      const got = await apiPage({ pageNo: 1, pageSize: 100, filters: { agent: term } });
      expect(got.total).toBe(r.rows.length);
      expect(got.ids).toEqual(r.rows.slice(0, 100).map((x) => x.id));
    });

  /** The ids whose name (or its pinyin, or its initials) contains the term, by a plain scan of the values. */
  async function scan(prop: 'tmName' | 'applicant', term: string): Promise<number[]> {
    const r = await t.db.query<{ id: number; v: string | null }>(
      `select id, ${prop === 'tmName' ? 'tm_name' : 'applicant'} as v from trademarks where tenant_id = $1 and deleted_at is null order by id`,
      [tenant],
    );
    const q = normalize(term);
    return r.rows
      .filter((x) => {
        if (!x.v) return false;
        const py = pinyinForms(normalize(x.v));
        return normalize(x.v).includes(q) || (py !== null && (py.full.includes(q) || py.initials.includes(q)));
      })
      .map((x) => x.id);
  }

  for (const [prop, term] of [['tmName', '安'], ['tmName', '华'], ['tmName', '泰'], ['tmName', '安达'], ['tmName', 'h'], ['tmName', 'hm'], ['applicant', '科'], ['applicant', '合肥']] as const)
    it(`${prop} contains ${term}: the same set as a plain scan, total and every page`, async () => {
      const expected = await scan(prop, term);
      expect(expected.length).toBeGreaterThan(0);
      const first = await apiPage({ pageNo: 1, pageSize: 100, filters: { [prop]: term } });
      expect(first.total).toBe(expected.length);
      const all: number[] = [...first.ids];
      for (let p = 2; (p - 1) * 100 < expected.length; p++) all.push(...(await apiPage({ pageNo: p, pageSize: 100, filters: { [prop]: term } })).ids);
      expect([...all].sort((a, b) => a - b)).toEqual(expected);
    });
});

describe('frequent terms in list order (the probe of the first rows, engine.ts probeSql)', () => {
  for (const [term, sorts] of [['安', undefined], ['华', undefined], ['华', [{ key: 'appDate', asc: false }]], ['美', [{ key: 'tmName', asc: false }]]] as const)
    it(`${term} ${sorts ? JSON.stringify(sorts) : 'default order'}: pages 1-5 as plain SQL`, async () => {
      const order = sorts ? `"${spec.fields[sorts[0].key].column}" desc nulls last, id desc` : 'created_at desc, id desc';
      const r = await t.db.query<{ id: number }>(
        `select id from trademarks where tenant_id = $1 and deleted_at is null and tm_name like $2 order by ${order}`,
        [tenant, `%${term}%`],
      );
      const all = r.rows.map((x) => x.id);
      expect(all.length).toBeGreaterThan(100);
      for (const pageNo of [1, 2, 3, 5])
        expect((await apiPage({ pageNo, pageSize: 20, filters: { tmName: term }, ...(sorts ? { sorts } : {}) })).ids).toEqual(all.slice((pageNo - 1) * 20, pageNo * 20));
    });
});

describe('tag labels of a page (brand_map_nodes, migration 017)', () => {
  /** The labels as migration 008 computed them: walking every visible map's JSON for each tag. */
  async function walked(ids: string[]) {
    const r = await t.db.query<{ tags: unknown }>(
      `select coalesce(jsonb_agg(jsonb_build_object('id', i.id, 'nodeId', i.id, 'label', coalesce(n.label, i.id),
                'mapId', n.map_id, 'mapName', n.map_name, 'color', n.color) order by i.ord), '[]'::jsonb) as tags
         from unnest($2::text[]) with ordinality i(id, ord)
         left join lateral (
           select coalesce(node->>'label', node->>'text') as label, m.id as map_id, m.name as map_name, m.color
             from brand_maps m, jsonb_path_query(m.map, 'lax $.**') node
            where m.tenant_id = $1 and jsonb_typeof(node) = 'object' and node->>'id' = i.id and (node ? 'label' or node ? 'text')
            limit 1) n on true`,
      [tenant, ids],
    );
    return r.rows[0].tags;
  }

  it('follows the maps as they are created, edited, recolored and deleted, like walking their JSON', async () => {
    const mark = (await apiPage({ pageNo: 1, pageSize: 10 })).ids[0];
    const tags = ['pg-a', 'pg-b', 'pg-none', 'pg-c'];
    await t.db.query('update trademarks set tag_ids = $2 where id = $1', [mark, tags]);
    const listed = async () => {
      const r = await t.call('/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 10 }, { token });
      return r.data.list.find((x: { id: number }) => x.id === mark).tags;
    };
    const current = async () => (await t.db.query<{ tag_ids: string[] }>('select tag_ids from trademarks where id = $1', [mark])).rows[0].tag_ids;
    expect(await listed()).toEqual(await walked(tags));
    const created = (await t.call('/api/brandMap', { name: '分页图谱', color: '#722ed1' }, { token })).data;
    const root = created.map.root;
    const map = { ...created.map, root: { ...root, children: [{ id: 'pg-a', text: '甲', children: [{ id: 'pg-b', text: '乙' }] }, { id: 'pg-c', text: '丙' }] } };
    const saved = await t.call('/api/brandMap', { id: created.id, map }, { token });
    expect(saved.subCode).toBe(10000);
    expect(await listed()).toEqual(await walked(tags));
    expect((await listed())[1]).toMatchObject({ id: 'pg-b', label: '乙', mapName: '分页图谱', color: '#722ed1', mapId: created.id });
    // a label edit, a removed node, a new color
    const edited = { ...map, root: { ...root, children: [{ id: 'pg-a', text: '甲二', children: [] }, { id: 'pg-c', text: '丙' }] } };
    expect((await t.call('/api/brandMap', { id: created.id, map: edited, color: '#eb2f96' }, { token })).subCode).toBe(10000);
    // removing a node also takes its tag off the marks (brand-maps module)
    expect(await listed()).toEqual(await walked(await current()));
    expect((await listed()).map((x: { label: string }) => x.label)).toEqual(['甲二', 'pg-none', '丙']);
    // deleting the map: what remains shows its id
    expect((await t.call('/brandLabel/deleteBrandMap', { id: created.id }, { token })).subCode).toBe(10000);
    const left = await current();
    expect(left).toContain('pg-none');
    expect(await listed()).toEqual(await walked(left));
    expect((await listed()).map((x: { label: string }) => x.label)).toEqual(left);
  });
});
