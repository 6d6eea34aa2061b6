// A PostgreSQL server that ends the app's idle pooled connections (a restart, pg_terminate_backend, an idle
// timeout) must not stop the app: the pool drops them and the next query connects again. (An 'error' event of
// the pool without a listener is fatal in Node; vitest reports it as an unhandled error and fails the run.)
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seed: false, start: false });
});
afterAll(async () => t?.drop());

describe.skipIf(process.env.TEST_DB !== 'postgres')('idle connections ended by the server', () => {
  it('are replaced: queries after pg_terminate_backend succeed', async () => {
    // Several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => t.db.query('select pg_sleep(0.05)')));
    const admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((r) => setTimeout(r, 200));
    const r = await t.db.query<{ one: number }>('select 1 as one');
    expect(r.rows).toEqual([{ one: 1 }]);
  });
});
