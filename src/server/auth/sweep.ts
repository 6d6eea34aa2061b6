import type { Database } from '../db/types';
import { LOGIN_LIMITS } from './login-guard';

/** Deletes expired sessions, forgotten sign-in failure runs and old known addresses; safe from several instances. */
export async function sweepExpiredSessions(db: Database): Promise<void> {
  await db.query('delete from sessions where expires_at <= now()');
  await db.query(
    `delete from login_attempts where (locked_until is null or locked_until < now())
       and coalesce(last_failure_at, window_start) < now() - make_interval(hours => $1)`,
    [LOGIN_LIMITS.forgetAfterHours],
  );
  await db.query('delete from sign_in_addresses where last_success_at < now() - make_interval(days => $1)', [LOGIN_LIMITS.knownAddressDays]);
}
