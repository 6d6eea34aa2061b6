import type { Queryable } from '../db/types';

/** Failed sign-ins allowed per account, then a lock; per address a larger budget (many users behind one NAT). */
export const LOGIN_LIMITS = {
  accountFailures: 5,
  addressFailures: 30,
  windowMinutes: 15,
  lockMinutes: 15,
};

export interface GuardState { lockedUntil: Date | null }

async function state(tx: Queryable, key: string): Promise<GuardState> {
  const r = await tx.query<{ locked_until: Date | null }>(
    'select locked_until from login_attempts where key = $1 and locked_until > now()',
    [key],
  );
  return { lockedUntil: r.rows[0]?.locked_until ?? null };
}

export const accountKey = (account: string) => `acct:${account.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** When the account or address is locked, the time the lock ends. */
export async function lockedUntil(tx: Queryable, account: string, ip: string): Promise<Date | null> {
  const [a, b] = [await state(tx, accountKey(account)), await state(tx, addressKey(ip))];
  const times = [a.lockedUntil, b.lockedUntil].filter((d): d is Date => !!d).map((d) => new Date(d));
  return times.length ? new Date(Math.max(...times.map((d) => d.getTime()))) : null;
}

/** Counts one failure for the key; returns true when this failure locked it. */
async function countFailure(tx: Queryable, key: string, limit: number): Promise<boolean> {
  const { windowMinutes, lockMinutes } = LOGIN_LIMITS;
  const r = await tx.query<{ failures: number }>(
    `insert into login_attempts (key, failures, window_start) values ($1, 1, now())
     on conflict (key) do update set
       failures = case when login_attempts.window_start < now() - make_interval(mins => $2) then 1 else login_attempts.failures + 1 end,
       window_start = case when login_attempts.window_start < now() - make_interval(mins => $2) then now() else login_attempts.window_start end
     returning failures`,
    [key, windowMinutes],
  );
  if (r.rows[0].failures >= limit) {
    await tx.query(
      `update login_attempts set locked_until = now() + make_interval(mins => $2), failures = 0, window_start = now() where key = $1`,
      [key, lockMinutes],
    );
    return true;
  }
  return false;
}

/** Records a failed sign-in; returns whether the account got locked by it. */
export async function recordFailure(tx: Queryable, account: string, ip: string): Promise<{ accountLocked: boolean }> {
  const accountLocked = await countFailure(tx, accountKey(account), LOGIN_LIMITS.accountFailures);
  await countFailure(tx, addressKey(ip), LOGIN_LIMITS.addressFailures);
  return { accountLocked };
}

export async function clearAccount(tx: Queryable, account: string): Promise<void> {
  await tx.query('delete from login_attempts where key = $1', [accountKey(account)]);
}

export async function remainingFailures(tx: Queryable, account: string): Promise<number> {
  const r = await tx.query<{ failures: number }>(
    `select failures from login_attempts where key = $1 and window_start >= now() - make_interval(mins => $2)`,
    [accountKey(account), LOGIN_LIMITS.windowMinutes],
  );
  return LOGIN_LIMITS.accountFailures - (r.rows[0]?.failures ?? 0);
}
