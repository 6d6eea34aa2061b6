// Who runs which batch task. PostgreSQL: a session-level advisory lock per task on a connection of the
// runner's own, so the lock ends with the process (kill -9 closes the socket; a vanished host is ended by
// the server's idle_session_timeout, which the ping below keeps from ending a living runner). PGlite: one
// process only (its data directory is locked), so a set in memory is the whole truth.
import { SESSION_IDLE_TIMEOUT_S } from '../db/postgres';
import type { Database } from '../db/types';

export interface TaskLocks {
  /** Aborted when the locks are gone (the connection ended): a running task must stop writing. */
  readonly lost: AbortSignal;
  tryLock(taskId: number): Promise<boolean>;
  unlock(taskId: number): Promise<void>;
  close(): Promise<void>;
}

/** First key of the two-key advisory locks on batch tasks (the second is the task id). */
export const TASK_LOCK_NAMESPACE = 20020;

export async function taskLocks(db: Database): Promise<TaskLocks> {
  return db.session ? advisoryLocks(db) : memoryLocks(db);
}

async function advisoryLocks(db: Database): Promise<TaskLocks> {
  const session = await db.session!();
  const ping = setInterval(() => {
    session.query('select 1').catch(() => void session.close());
  }, (SESSION_IDLE_TIMEOUT_S * 1000) / 3);
  ping.unref();
  return {
    lost: session.lost,
    async tryLock(taskId) {
      const r = await session.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [TASK_LOCK_NAMESPACE, taskId]);
      return r.rows[0].ok;
    },
    async unlock(taskId) {
      await session.query('select pg_advisory_unlock($1, $2)', [TASK_LOCK_NAMESPACE, taskId]);
    },
    async close() {
      clearInterval(ping);
      await session.close();
    },
  };
}

const heldInProcess = new WeakMap<Database, Set<number>>();

function memoryLocks(db: Database): TaskLocks {
  let held = heldInProcess.get(db);
  if (!held) heldInProcess.set(db, (held = new Set()));
  const mine = new Set<number>();
  return {
    lost: new AbortController().signal,
    async tryLock(taskId) {
      if (held.has(taskId)) return false;
      held.add(taskId);
      mine.add(taskId);
      return true;
    },
    async unlock(taskId) {
      if (mine.delete(taskId)) held.delete(taskId);
    },
    async close() {
      for (const id of mine) held.delete(id);
      mine.clear();
    },
  };
}
