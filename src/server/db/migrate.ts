import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { APP_ROLE } from './tenant';
import type { Database } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Migration { version: number; name: string; sql: string }

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 3)), name: f.slice(4, -4), sql: readFileSync(join(dir, f), 'utf8') }));
}

/**
 * Applies the numbered migrations not applied yet, each in its own transaction, on PGlite and PostgreSQL
 * alike. On PostgreSQL an advisory lock keeps two starting instances from migrating at once.
 */
export async function migrate(db: Database, migrations = listMigrations()): Promise<number[]> {
  const applied: number[] = [];
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(472113)');
    await tx.query(`create table if not exists schema_migrations (
      version integer primary key, name text not null, applied_at timestamptz not null default now())`);
    // The application role is cluster-wide on PostgreSQL: create it once, let the connecting user assume it.
    await tx.query(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then create role ${APP_ROLE} nologin; end if;
    exception when duplicate_object or unique_violation then null; -- another database of the cluster created it meanwhile
    end $$`);
    await tx.query(`do $$ begin execute format('grant ${APP_ROLE} to %I', current_user); exception when others then null; end $$`);
    const done = new Set((await tx.query<{ version: number }>('select version from schema_migrations')).rows.map((r) => r.version));
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      applied.push(m.version);
    }
    await tx.query(`grant usage on schema public to ${APP_ROLE}`);
    await tx.query(`grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`);
    await tx.query(`grant usage, select on all sequences in schema public to ${APP_ROLE}`);
  });
  return applied;
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
