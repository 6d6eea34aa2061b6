import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, QueryResult, Queryable } from './types';

/**
 * Embedded PostgreSQL (PGlite). It has one connection, so every query and transaction runs through one
 * mutex: nothing can slip into another caller's open transaction.
 */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<Database & { dumpDataDir(): Promise<Blob> }> {
  // pg_trgm: trigram indexes for substring filters no other index answers (migration 028).
  // (Options as the only argument: with an undefined data directory first, PGlite ignores the second.)
  // loadDataDir: start from a dump (the API tests' migrated and seeded template, tests/api/template.ts).
  const pg = new PGlite({ dataDir, extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  await pg.waitReady;
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
  const toResult = <R>(r: { rows: unknown[]; affectedRows?: number }): QueryResult<R> => ({
    rows: r.rows as R[],
    rowCount: r.affectedRows ?? r.rows.length,
  });
  return {
    kind: 'pglite',
    query: <R>(sql: string, params?: unknown[]) => exclusive(async () => toResult<R>(await pg.query(sql, params))),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      exclusive(() =>
        pg.transaction(async (tx) =>
          fn({ query: async <R>(sql: string, params?: unknown[]) => toResult<R>(await tx.query(sql, params)) }),
        ),
      ),
    exec: (sql: string) => exclusive(async () => void (await pg.exec(sql))),
    close: () => exclusive(() => pg.close()),
    dumpDataDir: () => exclusive(() => pg.dumpDataDir('none')),
  };
}
