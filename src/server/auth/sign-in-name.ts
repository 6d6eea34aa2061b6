// Sign-in names. Accounts are unique per tenant, so creating a user never consults (or reveals) another
// tenant's accounts. "account@code" signs in to the tenant with that code; a plain "account" to the default
// tenant (the installation's first, the demo tenant), so a single-company installation and the demo logins
// need no code. Accounts may contain '@' themselves (e-mail style): the text after the last '@' names a
// tenant only when it is an existing tenant's code (codes have no dots), else the whole text is the account.
import type { Queryable } from '../db/types';

/** Tenant codes (schemas/entities/tenant.json). */
const TENANT_CODE = /^[a-z0-9-]{2,40}$/;

export interface SignInName {
  /** null only when there is no tenant at all. */
  tenantId: number | null;
  account: string;
}

export async function resolveSignInName(tx: Queryable, text: string): Promise<SignInName> {
  const at = text.lastIndexOf('@');
  if (at > 0) {
    const code = text.slice(at + 1).toLowerCase();
    if (TENANT_CODE.test(code)) {
      const r = await tx.query<{ id: number }>('select id from tenants where code = $1', [code]);
      if (r.rows[0]) return { tenantId: r.rows[0].id, account: text.slice(0, at) };
    }
  }
  const d = await tx.query<{ id: number }>('select id from tenants order by id limit 1');
  return { tenantId: d.rows[0]?.id ?? null, account: text };
}
