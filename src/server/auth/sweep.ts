import type { Database } from '../db/types';

/** Deletes expired sessions and stale sign-in counters; safe to run from several instances. */
export async function sweepExpiredSessions(db: Database): Promise<void> {
  await db.query('delete from sessions where expires_at <= now()');
  await db.query(`delete from login_attempts where (locked_until is null or locked_until < now()) and window_start < now() - interval '1 day'`);
}
