import pg from 'pg';
import type { Database, DbSession, Queryable } from './types';

// int8 (counts, bigint ids) as JS numbers: our ids and counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle pooled connection the server ends (a restart, pg_terminate_backend, idle timeouts) is dropped by the
  // pool, which then emits 'error'; without a listener Node would treat that as fatal and stop the process.
  // The next query opens a fresh connection, so there is nothing else to do here.
  pool.on('error', () => undefined);
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
    session: () => openSession(url),
    close: () => pool.end(),
  };
}

/** Seconds a dedicated session may sit idle before the server ends it (its holder pings more often). */
export const SESSION_IDLE_TIMEOUT_S = 30;

/**
 * A connection of its own. The server ends it after SESSION_IDLE_TIMEOUT_S without a statement, so when its
 * process vanishes without closing the socket (a host that lost power) its advisory locks do not outlive it
 * by more than that; a living holder pings (see tasks/runner.ts).
 */
async function openSession(url: string): Promise<DbSession> {
  const client = new pg.Client({ connectionString: url, keepAlive: true });
  const lost = new AbortController();
  client.on('error', () => lost.abort());
  client.on('end', () => lost.abort());
  await client.connect();
  // idle_session_timeout exists from PostgreSQL 14; older servers keep the session until TCP gives up.
  await client.query(`set idle_session_timeout = '${SESSION_IDLE_TIMEOUT_S}s'`).catch(() => undefined);
  return {
    lost: lost.signal,
    async query(sql, params, options) {
      const r = await client.query({ text: sql, values: params as unknown[], name: options?.name });
      return { rows: r.rows, rowCount: r.rowCount ?? r.rows.length };
    },
    async close() {
      lost.abort();
      await client.end().catch(() => undefined);
    },
  };
}
