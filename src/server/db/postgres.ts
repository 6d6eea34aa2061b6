import pg from 'pg';
import type { Database, Queryable } from './types';

// int8 (counts, bigint ids) as JS numbers: our ids and counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async query(sql, params, options) {
      const r = await pool.query({ text: sql, values: params as unknown[], name: options?.name });
      return { rows: r.rows, rowCount: r.rowCount ?? r.rows.length };
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const tx: Queryable = {
          async query(sql, params, options) {
            const r = await client.query({ text: sql, values: params as unknown[], name: options?.name });
            return { rows: r.rows, rowCount: r.rowCount ?? r.rows.length };
          },
        };
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
