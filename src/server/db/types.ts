export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** What handlers get: a connection (usually inside a transaction) that runs parameterised SQL. */
export interface QueryOptions {
  /** Prepared-statement name: PostgreSQL parses and plans the statement once per connection. */
  name?: string;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<R>>;
}

/** One connection of its own, outside the pool: session-level state (advisory locks) lives as long as it does. */
export interface DbSession extends Queryable {
  /** Aborted when the connection ends (database restart, network): its session-level state is gone. */
  readonly lost: AbortSignal;
  close(): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL only: a dedicated connection (PGlite has one connection and one process). */
  session?(): Promise<DbSession>;
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
