// A database whose transactions pass every statement through `on`, for the task tests that stop a runner after a
// given step (a restart, as far as the task knows) or make a step fail.
import type { Database, QueryResult } from '../../../src/server/db/types';

export function interceptTransactions(db: Database, on: (sql: string, run: () => Promise<QueryResult<unknown>>) => Promise<QueryResult<unknown>>): Database {
  return {
    ...db,
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params, options) => on(sql, () => tx.query(sql, params, options)) as never })),
  };
}
