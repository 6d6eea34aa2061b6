// The PostgreSQL maintenance connection the API tests create and drop their databases through.
import pg from 'pg';

/** Maintenance database used to create and drop the per-file test databases. */
export const MAINTENANCE_URL = process.env.TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export async function maintenance<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: MAINTENANCE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropPostgresDatabase(name: string) {
  await maintenance(async (c) => {
    await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    await c.query(`drop database if exists "${name}"`);
  });
}
