// Unique indexes by name -> their columns, read from the catalogue at start. Under row-level security
// PostgreSQL leaves the key out of unique-violation errors, so the index name is all a handler gets.
import type { Queryable } from '../db/types';

const uniqueColumns = new Map<string, string[]>();

export async function loadUniqueIndexes(db: Queryable): Promise<void> {
  const r = await db.query<{ index: string; columns: string[] }>(
    `select c.relname as index, array_agg(a.attname::text order by a.attnum) as columns
       from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indisunique
      group by c.relname`,
  );
  uniqueColumns.clear();
  for (const row of r.rows) uniqueColumns.set(row.index, row.columns);
}

export function columnsOfConstraint(name: string | undefined): string[] {
  return (name && uniqueColumns.get(name)) || [];
}
