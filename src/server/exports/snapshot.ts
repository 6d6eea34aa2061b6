// The rows of one query as of one moment, read in batches, so that an export taken while others insert or
// edit rows has each row exactly once (paging with LIMIT/OFFSET in separate transactions duplicated and
// dropped rows that moved between pages).
//
// PostgreSQL: one REPEATABLE READ, read-only transaction with a cursor: every batch comes from the same
// snapshot, and the connection is the export's alone for its duration.
// PGlite: one connection serves the whole process, so a transaction held for a whole export would stop every
// other call meanwhile. Instead the ids are taken in one statement (one snapshot of which rows, in which
// order), and the rows are read by id in short transactions between other calls: still each row once, with
// values as of when its batch was read.
import type { Database } from '../db/types';
import { scopeToTenant, withTenant } from '../db/tenant';

export type Row = Record<string, unknown>;

export interface SnapshotQuery {
  /** The rows in order, each with an "id" column. */
  sql: string;
  params: unknown[];
  /** The same columns for a set of ids, in any order (PGlite path). */
  byIds: (ids: number[]) => { sql: string; params: unknown[] };
}

export async function readSnapshot<T>(
  db: Database,
  tenantId: number,
  query: SnapshotQuery,
  consume: (batches: AsyncIterable<Row[]>) => Promise<T>,
  batchSize = 1000,
): Promise<T> {
  return db.kind === 'postgres' ? cursorSnapshot(db, tenantId, query, consume, batchSize) : idSnapshot(db, tenantId, query, consume, batchSize);
}

function cursorSnapshot<T>(db: Database, tenantId: number, query: SnapshotQuery, consume: (batches: AsyncIterable<Row[]>) => Promise<T>, batchSize: number) {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    await scopeToTenant(tx, tenantId);
    await tx.query(`declare snapshot_rows no scroll cursor for ${query.sql}`, query.params);
    async function* batches() {
      for (;;) {
        const r = await tx.query<Row>(`fetch forward ${batchSize} from snapshot_rows`);
        if (r.rows.length) yield r.rows;
        if (r.rows.length < batchSize) return;
      }
    }
    return consume(batches());
  });
}

async function idSnapshot<T>(db: Database, tenantId: number, query: SnapshotQuery, consume: (batches: AsyncIterable<Row[]>) => Promise<T>, batchSize: number) {
  // A plain projection of the ordered subquery keeps its order.
  const ids = await withTenant(db, tenantId, async (tx) => (await tx.query<{ id: number }>(`select s."id" as id from (${query.sql}) s`, query.params)).rows.map((r) => Number(r.id)));
  async function* batches() {
    for (let start = 0; start < ids.length; start += batchSize) {
      const chunk = ids.slice(start, start + batchSize);
      const q = query.byIds(chunk);
      const r = await withTenant(db, tenantId, (tx) => tx.query<Row>(q.sql, q.params));
      const byId = new Map(r.rows.map((row) => [Number(row.id), row]));
      // A row deleted since the ids were taken is left out (and so not counted).
      const rows = chunk.map((id) => byId.get(id)).filter((row): row is Row => !!row);
      if (rows.length) yield rows;
    }
  }
  return consume(batches());
}
