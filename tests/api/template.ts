// The API tests' template database: migrated, started (reference data loaded) and seeded once per test project by
// its globalSetup (tests/api/setup-<kind>.ts), then copied for each test file instead of building every file's
// database anew (PGlite: a dump of the data directory loaded into a new instance; PostgreSQL: CREATE DATABASE ...
// TEMPLATE). Same contents as building it, a fraction of the time: the build was most of each file's set-up.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open';
import { openPglite } from '../../src/server/db/pglite';
import { startModules } from '../../src/server/modules';
import { seedDemo } from '../../src/server/seed';
import { serverModules } from '../../src/modules/server';
import { maintenance, MAINTENANCE_URL, dropPostgresDatabase } from './maintenance';

export type DbTemplate =
  | { kind: 'pglite'; dumpPath: string; applied: number[] }
  | { kind: 'postgres'; name: string; applied: number[] };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

export async function buildTemplate(kind: 'pglite' | 'postgres'): Promise<DbTemplate> {
  if (kind === 'pglite') {
    const db = await openPglite();
    try {
      const applied = await migrate(db);
      await startModules(db, serverModules);
      await seedDemo(db, serverModules);
      const dumpPath = join(tmpdir(), `ipms-pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
      writeFileSync(dumpPath, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
      return { kind, dumpPath, applied };
    } finally {
      await db.close();
    }
  }
  const name = `ipms_tpl_${randomBytes(6).toString('hex')}`;
  await maintenance((c) => c.query(`create database "${name}"`));
  const url = new URL(MAINTENANCE_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.href });
  try {
    const applied = await migrate(db);
    await startModules(db, serverModules);
    await seedDemo(db, serverModules);
    return { kind, name, applied };
  } catch (e) {
    await db.close();
    await dropPostgresDatabase(name);
    throw e;
  } finally {
    // A template must have no connection open while it is copied.
    await db.close().catch(() => undefined);
  }
}

export async function dropTemplate(t: DbTemplate): Promise<void> {
  if (t.kind === 'pglite') rmSync(t.dumpPath, { force: true });
  else await dropPostgresDatabase(t.name);
}
