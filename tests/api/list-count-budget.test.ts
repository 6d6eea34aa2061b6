// A list's total within the count budget, else after the page (lists/count-budget.ts): on PostgreSQL a page whose
// count runs out of time comes with totalPending and a provisional total; the same list with countOnly gives the
// total, which is then remembered for the other pages and orders (lists/over-cap.ts). PGlite always counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/server/db/tenant';
import { searchColumns } from '../../src/server/lists/search';
import { createTenant } from '../../src/server/seed';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
const ROWS = 12_000;

beforeAll(async () => {
  // 1 ms: no count of 10,001 rows of a contains term fits in it.
  t = await startTestApp({ listCountBudgetMs: 1 });
  const tenant = await withSystem(t.db, (tx) =>
    createTenant(tx, { name: '统计租户', code: 'counting' }, [{ account: 'qian', password: 'Qian@2026x', name: '钱管理', phone: '13900000009', role: '管理员' }]),
  );
  const s = searchColumns(['批量商标', null]);
  await t.db.query(
    `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, tm_status, search_grams, search_text, created_at)
     select $1, (50000000 + g)::text, 1 + g % 45, '批量商标', '已注册', $2, $3, timestamptz '2025-01-01' + g * interval '1 minute'
       from generate_series(1, ${ROWS}) g`,
    [tenant.tenantId, s.grams, s.text],
  );
  await t.db.query('analyze trademarks');
  token = await t.tokenFor('qian@counting', 'Qian@2026x');
});
afterAll(async () => {
  await t?.close();
});

const page = (body: object) => t.call('/brandArchives/queryBrandPage', body, { token });

describe('the count budget', () => {
  it('answers the page first when its total takes longer, then the total alone, remembered for the next pages', async () => {
    const filters = { tmName: '批量' };
    const first = await page({ pageSize: 50, filters });
    expect(first.subCode).toBe(10000);
    expect(first.data.list).toHaveLength(50);
    expect(first.data.list[0].regNo).toBe(String(50000000 + ROWS));
    if (t.kind === 'pglite') {
      // no statement timeout there: counted with the page
      expect(first.data).toMatchObject({ total: 10000, totalCapped: true });
      expect(first.data.totalPending).toBeUndefined();
      return;
    }
    // the rows up to this page and one more, until the total comes
    expect(first.data).toMatchObject({ total: 51, totalCapped: false, totalPending: true });
    const total = await page({ pageSize: 50, filters, countOnly: true });
    expect(total.data).toEqual({ list: [], total: 10000, totalCapped: true, pageNo: 1, pageSize: 50 });
    // remembered: the next page and another order come with the total
    const next = await page({ pageNo: 2, pageSize: 50, filters, sorts: [{ key: 'regNo', asc: false }] });
    expect(next.data).toMatchObject({ total: 10000, totalCapped: true });
    expect(next.data.totalPending).toBeUndefined();
    expect(next.data.list[0].regNo).toBe(String(50000000 + ROWS - 50));
  });

  it('reads a term whose rarest piece is in few rows whole: the page and its total together', async () => {
    // 3,000 names holding 鹰熊生物: PostgreSQL, taking its pieces as independent, estimates a few rows, while its
    // rarest piece alone says 3,000 at most (generic.ts FIRST_ROWS_READ_WHOLE). Those rows are the page itself:
    // not stopped at the 1 ms budget, so the total comes with the page.
    const tenantId = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'qian'`)).rows[0].tenant_id;
    const s = searchColumns(['鹰熊生物甲', null]);
    await t.db.query(
      `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, tm_status, search_grams, search_text, created_at)
       select $1, (60000000 + g)::text, 1 + g % 45, '鹰熊生物甲', '已注册', $2, $3, timestamptz '2024-01-01' + g * interval '1 minute'
         from generate_series(1, 3000) g`,
      [tenantId, s.grams, s.text],
    );
    await t.db.query('analyze trademarks');
    const r = await page({ pageSize: 50, filters: { tmName: '鹰熊生物' } });
    expect(r.data).toMatchObject({ total: 3000, totalCapped: false });
    expect(r.data.totalPending).toBeUndefined();
    expect(r.data.list.map((x: { regNo: string }) => x.regNo).slice(0, 2)).toEqual(['60003000', '60002999']);
  });

  it('a short page or one that ends the rows needs no count', async () => {
    const few = await page({ pageSize: 50, filters: { regNo: '5000001' } });
    expect(few.data).toMatchObject({ total: 10, totalCapped: false });
    expect(few.data.totalPending).toBeUndefined();
  });

  it('countOnly is checked like the rest of the body', async () => {
    const bad = await page({ countOnly: 'yes' });
    expect(bad.subCode).not.toBe(10000);
    expect(bad.subMessage).toContain('仅统计总数');
  });
});
