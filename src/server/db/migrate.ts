import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { APP_ROLE } from './tenant';
import type { Database, Queryable } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Migration { version: number; name: string; sql: string }

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 3)), name: f.slice(4, -4), sql: readFileSync(join(dir, f), 'utf8') }));
}

/** Advisory lock key (PostgreSQL): instances starting at once take turns, migration by migration. */
const MIGRATION_LOCK = 472113;

/**
 * Applies the numbered migrations not applied yet, in order, each in its own transaction, on PGlite and
 * PostgreSQL alike: a failing migration is rolled back alone and stops the run, those before it stay applied.
 * On PostgreSQL each transaction first takes the same advisory lock and then re-reads whether its migration is
 * applied, so two instances starting at once never apply one twice or out of order.
 */
export async function migrate(db: Database, migrations = listMigrations()): Promise<number[]> {
  await db.transaction(async (tx) => {
    await takeTurn(db, tx);
    await tx.query(`create table if not exists schema_migrations (
      version integer primary key, name text not null, applied_at timestamptz not null default now())`);
    // The application role is cluster-wide on PostgreSQL: create it once, let the connecting user assume it.
    await tx.query(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then create role ${APP_ROLE} nologin; end if;
    exception when duplicate_object or unique_violation then null; -- another database of the cluster created it meanwhile
    end $$`);
    await tx.query(`do $$ begin execute format('grant ${APP_ROLE} to %I', current_user); exception when others then null; end $$`);
    await grantToAppRole(tx);
  });
  const applied: number[] = [];
  for (const m of migrations) {
    const ran = await db
      .transaction(async (tx) => {
        await takeTurn(db, tx);
        if ((await tx.query('select 1 from schema_migrations where version = $1', [m.version])).rows.length) return false;
        for (const statement of splitStatements(m.sql)) await tx.query(statement);
        await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
        await grantToAppRole(tx);
        return true;
      })
      .catch((e: Error) => {
        throw new Error(`migration ${String(m.version).padStart(3, '0')}_${m.name} failed and was rolled back: ${e.message}`, { cause: e });
      });
    if (ran) applied.push(m.version);
  }
  return applied;
}

/** On PostgreSQL, waits for the migration lock; it is released when the transaction ends. */
async function takeTurn(db: Database, tx: Queryable) {
  if (db.kind === 'postgres') await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
}

async function grantToAppRole(tx: Queryable) {
  await tx.query(`grant usage on schema public to ${APP_ROLE}`);
  await tx.query(`grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`);
  await tx.query(`grant usage, select on all sequences in schema public to ${APP_ROLE}`);
}

/** Splits a migration file on semicolons that end a line, keeping $$-quoted bodies whole. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let cur = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    cur += line + '\n';
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      out.push(cur.trim());
      cur = '';
    }
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
