// Migrations on both databases: each runs in its own transaction, so a failing migration N is rolled back alone
// and leaves 1..N-1 applied; a second run picks up where the first stopped; two instances starting at once on
// PostgreSQL apply every migration exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate, type Migration } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open';
import type { Queryable } from '../../src/server/db/types';
import { createTestDatabase, DB_KIND, type TestDatabase } from './harness';

const ALL = listMigrations();
const versions = async (db: Queryable) => (await db.query<{ version: number }>('select version from schema_migrations order by version')).rows.map((r) => r.version);
const exists = async (db: Queryable, relation: string) => (await db.query<{ ok: boolean }>('select to_regclass($1) is not null as ok', [relation])).rows[0].ok;
const hasColumn = async (db: Queryable, table: string, column: string) =>
  (await db.query('select 1 from information_schema.columns where table_name = $1 and column_name = $2', [table, column])).rows.length === 1;

describe('each migration in its own transaction', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('a failing migration N is rolled back alone: 1..N-1 stay applied, N and the ones after it are not', async () => {
    // N = 4: its first statement succeeds, its second fails; the real 004 comes after it as 5.
    const broken: Migration = { version: 4, name: 'broken', sql: 'create table half_done (id integer);\nselect 1 / 0;\n' };
    const list = [...ALL.slice(0, 3), broken, { ...ALL[3], version: 5 }];
    const failure = await migrate(t.db, list).then(() => null, (e: Error) => e);
    expect(await versions(t.db)).toEqual([1, 2, 3]);
    expect(failure?.message).toMatch(/^migration 004_broken failed and was rolled back: division by zero/);
    expect(await exists(t.db, 'trademarks')).toBe(true); // made by 003
    expect(await exists(t.db, 'half_done')).toBe(false); // rolled back with 004_broken
    expect(await hasColumn(t.db, 'sessions', 'revoked_reason')).toBe(false); // the real 004 never ran
    // The tables of the applied migrations are usable by the application role already.
    const granted = await t.db.query<{ ok: boolean }>(`select has_table_privilege('ipms_app', 'trademarks', 'select') as ok`);
    expect(granted.rows[0].ok).toBe(true);
  });

  it('the next run applies the rest, and a run after that applies nothing', async () => {
    expect(await migrate(t.db)).toEqual(ALL.slice(3).map((m) => m.version));
    expect(await versions(t.db)).toEqual(ALL.map((m) => m.version));
    expect(await hasColumn(t.db, 'sessions', 'revoked_reason')).toBe(true);
    expect(await migrate(t.db)).toEqual([]);
  });
});

describe.runIf(DB_KIND === 'postgres')('two instances starting at once (PostgreSQL)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('take turns: every migration is applied once, in order', async () => {
    const other = await openDatabase({ databaseUrl: t.url! });
    try {
      const [a, b] = await Promise.all([migrate(t.db), migrate(other)]);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(ALL.map((m) => m.version));
      expect(await versions(t.db)).toEqual(ALL.map((m) => m.version));
    } finally {
      await other.close();
    }
  });
});
