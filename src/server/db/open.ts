import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lockDataDir } from './dir-lock';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR/pgdata (memory when dataDir is null). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string | null }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.dataDir === null) return openPglite();
  const dir = resolve(opts.dataDir ?? './data', 'pgdata');
  mkdirSync(join(dir, '..'), { recursive: true });
  // One process at a time per directory (PGlite does not lock it itself).
  const unlock = lockDataDir(dir);
  try {
    const db = await openPglite(dir);
    return { ...db, close: () => db.close().finally(unlock) };
  } catch (e) {
    unlock();
    throw e;
  }
}
