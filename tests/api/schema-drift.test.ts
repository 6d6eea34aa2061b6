// Tables and entity schemas cannot drift (issue 9): after the migrations, on both databases, every entity with an
// x-table is compared with its table (generators/storage.ts): each stored field has a column of a type that holds
// it (not null when the field is required and not nullable), each column is a field or one of the entity's
// x-internal-columns, and the tenant column is under the tenant policy. A field added to an entity without its
// column, or a column without its field, fails here.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry, type JsonObject, type Registry, SCHEMA_BASE } from '../../generators/load';
import { compareWithTable, storedEntities, type StoredEntity, type TableInfo } from '../../generators/storage';
import type { Queryable } from '../../src/server/db/types';
import { createTestDatabase, type TestDatabase } from './harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let t: TestDatabase;
let reg: Registry;

beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  reg = loadRegistry(ROOT);
});
afterAll(async () => {
  await t?.drop();
});

/** A table's or view's columns (udt names, nullability), row-level security and policy conditions, from the catalogue. */
async function relation(db: Queryable, name: string): Promise<TableInfo | undefined> {
  const rel = await db.query<{ oid: number; rls: boolean }>(
    `select c.oid, c.relrowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relname = $1`,
    [name],
  );
  if (!rel.rows[0]) return undefined;
  const columns = await db.query<{ name: string; type: string; nullable: boolean }>(
    `select a.attname as name, ty.typname as type, not a.attnotnull as nullable
       from pg_attribute a join pg_type ty on ty.oid = a.atttypid
      where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [rel.rows[0].oid],
  );
  const policies = await db.query<{ qual: string }>(`select qual from pg_policies where schemaname = 'public' and tablename = $1`, [name]);
  return { columns: columns.rows, rowSecurity: rel.rows[0].rls, policies: policies.rows.map((p) => p.qual) };
}

async function problemsOf(db: Queryable, entities: StoredEntity[]): Promise<string[]> {
  const problems: string[] = [];
  for (const e of entities)
    problems.push(...compareWithTable(e, await relation(db, e.table), e.source !== e.table ? await relation(db, e.source) : undefined));
  return problems;
}

/** Thrown to roll back a transaction that changed a table for one check. */
class Rollback extends Error {
  constructor(readonly value: string[]) {
    super('rollback');
  }
}

describe('entity schemas and tables', () => {
  it('every stored entity matches its table', async () => {
    const entities = storedEntities(reg);
    expect(entities.map((e) => e.table)).toEqual(expect.arrayContaining(['trademarks', 'users', 'enterprises', 'announcements', 'disputes', 'tenants']));
    expect(await problemsOf(t.db, entities)).toEqual([]);
  });

  it("a screen that reads its own view of the entity's rows (screen source) has every column of the entity's source", async () => {
    const screens = [...reg.files.entries()].filter(([id, f]) => id.startsWith(SCHEMA_BASE + 'screens/') && typeof f.doc.source === 'string');
    expect(screens.map(([, f]) => f.doc.source)).toEqual(expect.arrayContaining(['official_trademark_documents_view', 'official_copyright_documents_view']));
    const entities = storedEntities(reg);
    for (const [id, f] of screens) {
      const entity = entities.find((e) => (f.doc.entity as string).endsWith(e.name.split('/').pop()!));
      expect(entity, id).toBeDefined();
      const own = await relation(t.db, f.doc.source as string);
      const base = await relation(t.db, entity!.source);
      expect(own, `${id}: ${f.doc.source}`).toBeDefined();
      expect(own!.columns.map((c) => c.name), id).toEqual(base!.columns.map((c) => c.name));
    }
  });

  it('reports a field without its column', async () => {
    const copy = structuredClone(reg);
    const doc = copy.files.get(SCHEMA_BASE + 'entities/trademark.json')!.doc;
    (doc.properties as JsonObject).renewalDate = { type: ['string', 'null'], format: 'date' };
    expect(await problemsOf(t.db, storedEntities(copy))).toEqual(['entities/trademark.json (table trademarks): field renewalDate has no column renewal_date in trademarks or trademark_list']);
  });

  it('reports a column without its field, a column of the wrong type and a required field on a nullable column', async () => {
    const problems = await t.db
      .transaction(async (tx) => {
        await tx.query('alter table disputes add column appeal_no text');
        await tx.query('alter table disputes alter column tm_name drop not null');
        await tx.query('alter table disputes alter column case_no type integer using null');
        throw new Rollback(await problemsOf(tx, storedEntities(reg).filter((e) => e.table === 'disputes')));
      })
      .catch((e) => (e instanceof Rollback ? e.value : Promise.reject(e)));
    expect(problems).toEqual([
      'entities/dispute.json (table disputes): field tmName is required and not null, but column tm_name allows null',
      'entities/dispute.json (table disputes): field caseNo (text) does not fit column case_no of type int4',
      'entities/dispute.json (table disputes): column appeal_no is neither a field nor in x-internal-columns',
    ]);
  });

  it('reports a tenant table without its policy', async () => {
    const problems = await t.db
      .transaction(async (tx) => {
        await tx.query('drop policy tenant_isolation on announcements');
        await tx.query('alter table announcements disable row level security');
        throw new Rollback(await problemsOf(tx, storedEntities(reg).filter((e) => e.table === 'announcements')));
      })
      .catch((e) => (e instanceof Rollback ? e.value : Promise.reject(e)));
    expect(problems).toEqual([
      'entities/announcement.json (table announcements): row-level security is off',
      "entities/announcement.json (table announcements): no policy (tenant_id = (current_setting('app.tenant_id'::text))::integer)",
    ]);
  });
});
