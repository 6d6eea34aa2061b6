// An export taken while rows are being inserted has each row exactly once (src/server/exports/snapshot.ts):
// between every two batches the export reads, 400 new rows are committed at the head of its order (newest
// first), which is what made LIMIT/OFFSET paging in separate transactions repeat and drop rows.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/server/db/tenant';
import type { Database, Queryable } from '../../src/server/db/types';
import { createTenant } from '../../src/server/seed';
import { TaskRunner } from '../../src/server/tasks/runner';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let tenantId: number;
let token: string;
const ROWS = 2600;

beforeAll(async () => {
  t = await startTestApp();
  tenantId = (
    await withSystem(t.db, (tx) =>
      createTenant(tx, { name: '快照测试', code: 'snap' }, [{ account: 'snap', password: 'Snap@2026x', name: '快照', phone: '13800000010', role: '管理员' }]),
    )
  ).tenantId;
  token = await t.tokenFor('snap@snap', 'Snap@2026x');
  await t.db.query(
    `insert into enterprises (tenant_id, applicant_type, book_type, applicant_name, created_at)
     select $1, 1, 1, '快照企业' || lpad(g::text, 4, '0'), timestamptz '2025-01-01' + g * interval '1 minute' from generate_series(1, ${ROWS}) g`,
    [tenantId],
  );
});
afterAll(async () => {
  await t?.close();
});

let inserted = 0;
async function insertMore(db: Queryable) {
  await db.query(
    `insert into enterprises (tenant_id, applicant_type, book_type, applicant_name)
     select $1, 1, 1, '插入企业' || (${inserted} + g) from generate_series(1, 400) g`,
    [tenantId],
  );
  inserted += 400;
}

/** t.db, with 400 rows committed by another connection after every batch the export reads. */
function insertingWhileRead(db: Database): Database {
  return {
    ...db,
    transaction: async (fn) => {
      let readBatch = false;
      const result = await db.transaction((tx) =>
        fn({
          query: async (sql, params, options) => {
            const r = await tx.query(sql, params, options);
            // PostgreSQL: a cursor fetch inside the export's snapshot transaction; the insert commits meanwhile.
            if (sql.startsWith('fetch')) await insertMore(db);
            if (sql.includes('t.id = any($1::int[])')) readBatch = true;
            return r as never;
          },
        }),
      );
      // PGlite: one connection, so the rows go in between the export's short transactions.
      if (readBatch) await insertMore(db);
      return result;
    },
  };
}

async function rowsOf(exportId: number): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/files/exports/${exportId}`, headers: { token } });
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const names: string[] = [];
  wb.worksheets[0].eachRow((row, n) => {
    if (n > 1) names.push(String(row.getCell(1).value));
  });
  return names;
}

describe('export snapshot', () => {
  it('an export taken while rows are inserted has each row exactly once, and counts what it wrote', async () => {
    const r = await t.call('/enterPrise/export', { columns: ['applicantName', 'bookType'] }, { token });
    expect(r.data).toMatchObject({ status: 0 });
    const errors: unknown[] = [];
    await new TaskRunner(insertingWhileRead(t.db), { error: (o) => errors.push(o) }, t.storage).tick();
    expect(errors).toEqual([]);
    expect(inserted).toBeGreaterThanOrEqual(800);

    const names = await rowsOf(r.data.id);
    const expected = Array.from({ length: ROWS }, (_, i) => `快照企业${String(ROWS - i).padStart(4, '0')}`);
    // The rows as of the start, newest first, each once; none of those inserted meanwhile.
    expect(names).toEqual(expected);
    const rec = await t.call('/brand/exportRecord/list', { filters: {} }, { token });
    expect(rec.data.list.find((x: { id: number }) => x.id === r.data.id)).toMatchObject({ status: 1, rowCount: ROWS });
  });
});
