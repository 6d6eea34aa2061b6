import type { Database, Queryable } from './types';
import { tenantWrote, transactionWrote } from '../lists/over-cap';

/** The database role tenant-scoped work runs as; row-level security policies apply to it. */
export const APP_ROLE = 'ipms_app';

/**
 * Runs fn in a transaction that can only see and write rows of one tenant: the tenant id is set for the
 * transaction and the role switched to APP_ROLE, whose row-level security policies filter every tenant
 * table. A handler that forgets a WHERE clause still cannot reach another tenant.
 */
export async function withTenant<T>(db: Database, tenantId: number, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let wrote = false;
  const result = await db.transaction(async (tx) => {
    await scopeToTenant(tx, tenantId);
    const r = await fn(tx);
    wrote = await transactionWrote(tx);
    return r;
  });
  // A task's import or deletion changes the tenant's lists: their remembered over-cap counts are dropped.
  if (wrote) tenantWrote(tenantId);
  return result;
}

/** Narrows an open transaction to one tenant for the rest of it (see withTenant). */
export async function scopeToTenant(tx: Queryable, tenantId: number): Promise<void> {
  await tx.query(`select set_config('app.tenant_id', $1, true), set_config('role', '${APP_ROLE}', true)`, [String(tenantId)]);
}

/** Unscoped work (sign-in, session lookup, seeding) as the owning role. Use only where no tenant is known yet. */
export function withSystem<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
