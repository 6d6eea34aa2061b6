// Work that must wait until a call's transaction has committed (e.g. sending the emails a call queued: a rolled-back
// call must send nothing, and a committed one should not wait for the next periodic run). A module registers it on
// the call's transaction; the router runs it after the commit, in the background (the answer does not wait, and a
// failure is logged, never reported to the caller). Work registered on a transaction that is not a call's (tasks,
// periodic jobs) is dropped with the transaction: those jobs run their follow-up work themselves.
import type { Database, Queryable } from './types';

export type AfterCommit = (db: Database) => Promise<unknown>;

const pending = new WeakMap<Queryable, Map<string, AfterCommit>>();

/** Runs fn once after tx commits; a second registration under the same key within the transaction is ignored. */
export function afterCommit(tx: Queryable, key: string, fn: AfterCommit): void {
  let work = pending.get(tx);
  if (!work) pending.set(tx, (work = new Map()));
  if (!work.has(key)) work.set(key, fn);
}

/** Starts the work registered on a committed transaction (router.ts); returns when all of it has settled. */
export function runAfterCommit(tx: Queryable, db: Database, log: { error(obj: object, msg: string): void }): Promise<void> {
  const work = pending.get(tx);
  pending.delete(tx);
  if (!work?.size) return Promise.resolve();
  return Promise.all(
    [...work].map(([key, fn]) => Promise.resolve().then(() => fn(db)).catch((e: unknown) => log.error({ err: e, work: key }, 'after-commit work failed'))),
  ).then(() => undefined);
}
