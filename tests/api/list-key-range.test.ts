// A frequent term's page within a range of the sort key (src/server/lists/key-range.ts): 48,000 marks, 安 in one
// name of eight (6,000 marks, more than a whole read takes), sorted by a nullable date both ways, by the name, and
// in the default order, every page compared with plain SQL; with a state as well, whose rows in the range fall
// short of the term's share (the second try). On PostgreSQL the 1 ms count budget stops the first rows' read, as
// at 1,000,000 marks, so the page comes from the key's range; PGlite counts them and pages from that read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSpecs } from '../../src/generated/list-specs';
import { withSystem, withTenant } from '../../src/server/db/tenant';
import type { Queryable } from '../../src/server/db/types';
import { bindCountBudget } from '../../src/server/lists/count-budget';
import { runList } from '../../src/server/lists/generic';
import { searchColumns } from '../../src/server/lists/search';
import { createTenant } from '../../src/server/seed';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
let tenant: number;
const ROWS = 48_000;
const NAMES = ['安达', '华美', '星河', '美的', '小米', '长江', '鑫源', '泰山'];
const STATUSES = ['已注册', '申请中', '初审公告'];

beforeAll(async () => {
  t = await startTestApp({ listCountBudgetMs: 1 });
  tenant = (
    await withSystem(t.db, (tx) =>
      createTenant(tx, { name: '区间租户', code: 'ranges' }, [{ account: 'qian', password: 'Qian@2026x', name: '钱管理', phone: '13900000012', role: '管理员' }]),
    )
  ).tenantId;
  for (const [i, name] of NAMES.entries()) {
    const s = searchColumns([name, null]);
    // dates with ties and nulls, states independent of the name
    await t.db.query(
      `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, tm_status, app_date, search_grams, search_text, created_at)
       select $1, (60000000 + g)::text, 1 + g % 45, $2, ($3::text[])[1 + (g / 8) % 3],
              case when g % 10 = 3 then null else date '2000-01-01' + (g * 7919) % 4000 end,
              $4, $5, timestamptz '2025-01-01' + g * interval '1 minute'
         from generate_series(1, ${ROWS}) g where g % ${NAMES.length} = ${i}`,
      [tenant, name, STATUSES, s.grams, s.text],
    );
  }
  await t.db.query('analyze trademarks');
  token = await t.tokenFor('qian@ranges', 'Qian@2026x');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const spec = listSpecs.brandRecords;

async function apiIds(body: object): Promise<number[]> {
  const r = await t.call('/brandArchives/queryBrandPage', body, { token });
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data.list.map((x: { id: number }) => x.id);
}

describe('a frequent term within a range of the sort key', () => {
  const cases: Array<[string, Record<string, unknown>, { key: string; asc: boolean }]> = [
    ['安', { tmName: '安' }, { key: 'appDate', asc: true }],
    ['安', { tmName: '安' }, { key: 'appDate', asc: false }],
    ['安', { tmName: '安' }, { key: 'tmName', asc: true }],
    ['安', { tmName: '安' }, { key: 'createdAt', asc: false }],
    ['安 + 已注册', { tmName: '安', tmStatus: ['已注册'] }, { key: 'appDate', asc: true }],
  ];
  for (const [label, filters, sort] of cases)
    it(`${label} ${JSON.stringify(sort)}: pages as plain SQL`, async () => {
      const c = `"${spec.fields[sort.key].column}"`;
      const status = filters.tmStatus ? ` and tm_status = '已注册'` : '';
      const r = await t.db.query<{ id: number }>(
        `select id from trademarks where tenant_id = $1 and deleted_at is null and tm_name like '%安%'${status}
          order by ${c} ${sort.asc ? 'asc' : 'desc'} nulls last, id desc`,
        [tenant],
      );
      const all = r.rows.map((x) => x.id);
      expect(all.length).toBeGreaterThan(1500);
      for (const pageNo of [1, 3, 6, 20, 60])
        expect(await apiIds({ pageNo, pageSize: 20, filters, sorts: [sort] }), `page ${pageNo}`).toEqual(all.slice((pageNo - 1) * 20, pageNo * 20));
    });

  it('is the path taken: the bound read from the key alone, then the rows within it, no walk', async () => {
    if (t.kind === 'pglite') return; // no count budget there: the first rows' read gives the page
    const seen: string[] = [];
    const body = { pageNo: 6, pageSize: 20, filters: { tmName: '安' }, sorts: [{ key: 'appDate', asc: true }] };
    const res = await withTenant(t.db, tenant, (tx) => {
      const recording: Queryable = { query: (sql, params, options) => (seen.push(sql), tx.query(sql, params, options)) };
      bindCountBudget(recording, 1); // as the router binds it for a call
      return runList(recording, spec, body);
    });
    expect(res.list.map((x) => x.id)).toEqual(await apiIds(body));
    expect(seen.filter((sql) => /^select t\."app_date"::text as d from .* offset \d+ limit 1$/.test(sql))).toHaveLength(1);
    expect(seen.some((sql) => sql.includes('select p.k::text'))).toBe(false);
  });
});
