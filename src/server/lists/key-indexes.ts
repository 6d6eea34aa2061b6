// Which columns lead a b-tree index of their table (after tenant_id, row-level security's condition), read from the
// catalogue at start: a range of such a key is an index scan (key-range.ts), of any other column a sort of the table.
import type { Queryable } from '../db/types';

const keyed = new Map<string, Set<string>>();

export async function loadKeyIndexes(db: Queryable): Promise<void> {
  const r = await db.query<{ table: string; columns: string[] }>(
    `select t.relname as table, array(select a.attname::text from unnest(i.indkey[0:1]) with ordinality k(n, o)
              join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n order by k.o) as columns
       from pg_index i
       join pg_class t on t.oid = i.indrelid
       join pg_class c on c.oid = i.indexrelid
       join pg_am am on am.oid = c.relam and am.amname = 'btree'
       join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
      -- (a partial index serves the lists only when the engine's own condition implies its predicate)
      where i.indpred is null or pg_get_expr(i.indpred, i.indrelid) = '(deleted_at IS NULL)'`,
  );
  keyed.clear();
  for (const { table, columns } of r.rows) {
    const key = columns[0] === 'tenant_id' ? columns[1] : columns[0];
    if (!key) continue;
    if (!keyed.has(table)) keyed.set(table, new Set());
    keyed.get(table)!.add(key);
  }
}

/** Whether a b-tree of the table leads with the column (after tenant_id). */
export function hasKeyIndex(table: string, column: string): boolean {
  return keyed.get(table)?.has(column) ?? false;
}
