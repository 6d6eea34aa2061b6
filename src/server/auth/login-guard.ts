// Failed sign-ins slow down guessing without handing an attacker a lock on someone else's account.
// Failures are counted per account, per account and address, and per address. Past a key's free budget each
// further failure starts a delay window twice as long as the last one (1, 2, 4... minutes, at most an hour);
// a run of failures is forgotten after a quiet day or a successful sign-in. During a window new sign-ins are
// refused (42900, saying how long to wait) without looking at the password. Sessions that already proved the
// password are never touched, and the account's own throttle does not apply at addresses its owner has
// signed in from: failing on purpose from elsewhere cannot keep the owner out.
import type { Queryable } from '../db/types';

export const LOGIN_LIMITS = {
  /** Free failures per account (from addresses it never signed in from) and per account + address. */
  accountFreeFailures: 5,
  /** Free failures per address, whatever the accounts (many users may share one NAT address). */
  addressFreeFailures: 30,
  firstDelaySeconds: 60,
  maxDelaySeconds: 60 * 60,
  /** A run of failures is forgotten after this long without a failure. */
  forgetAfterHours: 24,
  /** An address the user signed in from with the right password counts as theirs this long. */
  knownAddressDays: 90,
} as const;

/** The user-facing rule, said once (welcome message, README). */
export const LOGIN_LIMITS_TEXT = `连续${LOGIN_LIMITS.accountFreeFailures}次输错密码后，新的登录需等待${LOGIN_LIMITS.firstDelaySeconds / 60}分钟，再错则等待时间逐次加倍（最长${LOGIN_LIMITS.maxDelaySeconds / 3600}小时）；已登录的会话不受影响，在您登录过的地址上仍可正常登录。`;

export interface GuardKey { key: string; kind: 'account' | 'pair' | 'address'; free: number }

const norm = (account: string) => account.toLowerCase();
export const accountKey = (tenantId: number | null, account: string) => `acct:${tenantId ?? 0}:${norm(account)}`;
export const pairKey = (tenantId: number | null, account: string, ip: string) => `pair:${tenantId ?? 0}:${norm(account)}@${ip}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** The keys that govern one sign-in attempt (the account key is left out at the owner's known addresses). */
export function guardKeys(tenantId: number | null, account: string, ip: string, knownAddress: boolean) {
  const acct: GuardKey = { key: accountKey(tenantId, account), kind: 'account', free: LOGIN_LIMITS.accountFreeFailures };
  const pair: GuardKey = { key: pairKey(tenantId, account, ip), kind: 'pair', free: LOGIN_LIMITS.accountFreeFailures };
  const address: GuardKey = { key: addressKey(ip), kind: 'address', free: LOGIN_LIMITS.addressFreeFailures };
  return {
    account: acct,
    pair,
    /** Checked before the password: any of them in a window refuses the attempt. */
    check: knownAddress ? [pair, address] : [acct, pair, address],
    /** Counted on a failure (the account key always: an attack from many addresses shows there). */
    count: [acct, pair, address],
  };
}

/** Human wait: 45秒, 3分钟. */
export function waitText(seconds: number): string {
  return seconds < 60 ? `${Math.max(1, Math.ceil(seconds))}秒` : `${Math.ceil(seconds / 60)}分钟`;
}

/** Seconds until the last of the keys' windows ends; 0 when none is in a window. */
export async function secondsBlocked(tx: Queryable, keys: GuardKey[]): Promise<number> {
  const r = await tx.query<{ s: number | null }>(
    `select ceil(extract(epoch from max(locked_until) - now()))::int as s from login_attempts where key = any($1::text[]) and locked_until > now()`,
    [keys.map((k) => k.key)],
  );
  return r.rows[0]?.s ?? 0;
}

export interface FailureOutcome {
  /** Free failures left before a window starts (the smallest over the account-sized budgets). */
  remaining: number;
  /** When this failure started a window: its length in seconds (the longest of the keys). */
  blockedSeconds: number;
  /** The account key's new window, if this failure started one. */
  accountWindow: { until: Date; failures: number; notify: boolean } | null;
}

/** Counts one failed sign-in on every key; starts a window on each key past its free budget. */
export async function recordFailure(tx: Queryable, keys: GuardKey[]): Promise<FailureOutcome> {
  const { forgetAfterHours, firstDelaySeconds, maxDelaySeconds } = LOGIN_LIMITS;
  let remaining = Infinity;
  let blockedSeconds = 0;
  let accountWindow: FailureOutcome['accountWindow'] = null;
  for (const k of keys) {
    // A run older than forgetAfterHours starts over.
    const r = await tx.query<{ failures: number }>(
      `insert into login_attempts as a (key, failures, window_start, last_failure_at, level) values ($1, 1, now(), now(), 0)
       on conflict (key) do update set
         failures = case when a.last_failure_at is null or a.last_failure_at < now() - make_interval(hours => $2) then 1 else a.failures + 1 end,
         level = case when a.last_failure_at is null or a.last_failure_at < now() - make_interval(hours => $2) then 0 else a.level end,
         window_start = case when a.last_failure_at is null or a.last_failure_at < now() - make_interval(hours => $2) then now() else a.window_start end,
         last_failure_at = now()
       returning failures`,
      [k.key, forgetAfterHours],
    );
    const failures = r.rows[0].failures;
    if (k.kind !== 'address') remaining = Math.min(remaining, Math.max(0, k.free - failures));
    if (failures < k.free) continue;
    const w = await tx.query<{ until: Date; seconds: number; notify: boolean }>(
      `update login_attempts set level = level + 1,
              locked_until = now() + make_interval(secs => least($2::float8, $3::float8 * power(2, level))),
              notified_until = case when notified_until is null or notified_until <= now() then now() + make_interval(secs => least($2::float8, $3::float8 * power(2, level))) else notified_until end
        where key = $1
       returning locked_until as until, ceil(extract(epoch from locked_until - now()))::int as seconds,
                 notified_until = locked_until as notify`,
      [k.key, maxDelaySeconds, firstDelaySeconds],
    );
    blockedSeconds = Math.max(blockedSeconds, w.rows[0].seconds);
    if (k.kind === 'account') accountWindow = { until: new Date(w.rows[0].until), failures, notify: w.rows[0].notify };
  }
  return { remaining: remaining === Infinity ? 0 : remaining, blockedSeconds, accountWindow };
}

/**
 * After the right password: forget this address's failures on the account, and the account's own run unless
 * it is in a window (an attack from elsewhere goes on; the owner got in at a known address anyway).
 */
export async function recordSuccess(tx: Queryable, keys: ReturnType<typeof guardKeys>, tenantId: number, userId: number, ip: string): Promise<void> {
  await tx.query('delete from login_attempts where key = $1', [keys.pair.key]);
  await tx.query('delete from login_attempts where key = $1 and (locked_until is null or locked_until <= now())', [keys.account.key]);
  await tx.query(
    `insert into sign_in_addresses (tenant_id, user_id, ip) values ($1, $2, $3)
     on conflict (user_id, ip) do update set last_success_at = now()`,
    [tenantId, userId, ip],
  );
}

export async function isKnownAddress(tx: Queryable, userId: number, ip: string): Promise<boolean> {
  const r = await tx.query('select 1 from sign_in_addresses where user_id = $1 and ip = $2 and last_success_at > now() - make_interval(days => $3)', [
    userId, ip, LOGIN_LIMITS.knownAddressDays,
  ]);
  return r.rows.length > 0;
}

/** An administrator's unlock: the account's run and its per-address runs are forgotten. */
export async function clearAccount(tx: Queryable, tenantId: number, account: string): Promise<void> {
  await tx.query('delete from login_attempts where key = $1 or starts_with(key, $2)', [accountKey(tenantId, account), `pair:${tenantId}:${norm(account)}@`]);
}
