// Built-in roles (schemas/roles.json -> generated/roles.ts) in every tenant. A new tenant gets them with their
// grants; at every start syncBuiltinRoles brings each tenant's built-in roles in step with the data:
//   - a role holding everything ("all") gets exactly every permission and menu key of this version;
//   - any other built-in role gets the keys the data grants that the sync has not granted before (an upgrade
//     adds new grants), keeps the keys an administrator added by hand, does not re-add a key an administrator
//     took away after the sync had granted it, and loses keys the data no longer grants and keys that no
//     longer exist (renamed or removed);
//   - a missing built-in role is created, or adopted when a role of the same name exists.
// What the sync granted is remembered in roles.synced_auth / synced_menus (migration 015).
import { permissionKeys } from '../generated/catalogue';
import { builtinRoles, type BuiltinRole } from '../generated/roles';
import { menuKeys } from '../generated/routes';
import type { Database, Queryable } from './db/types';

export function grantsOf(role: BuiltinRole): { auth: string[]; menus: string[] } {
  return role.all ? { auth: [...permissionKeys], menus: [...menuKeys] } : { auth: [...role.permissions], menus: [...role.menus] };
}

/**
 * A built-in role's keys after a sync: what it holds now, plus what the data grants and the sync never granted,
 * minus what the sync granted before and the data no longer grants, minus unknown keys. In `order` order.
 */
export function mergeGrants(current: readonly string[], synced: readonly string[], data: readonly string[], order: readonly string[]): string[] {
  const known = new Set(order);
  const granted = new Set(data);
  const before = new Set(synced);
  const out = new Set(current.filter((k) => known.has(k) && (granted.has(k) || !before.has(k))));
  for (const k of data) if (!before.has(k)) out.add(k);
  return order.filter((k) => out.has(k));
}

const splitAuth = (auth: string) => auth.split(',').map((s) => s.trim()).filter(Boolean);

/** Inserts the built-in roles of a new tenant; returns their ids by role name (zh). */
export async function insertBuiltinRoles(tx: Queryable, tenantId: number): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const role of builtinRoles) {
    const g = grantsOf(role);
    const r = await tx.query<{ id: number }>(
      `insert into roles (tenant_id, role_name, role_auth, menu_keys, builtin, synced_auth, synced_menus) values ($1, $2, $3, $4, $5, $6, $4) returning id`,
      [tenantId, role.name.zh, g.auth.join(','), g.menus, role.key, g.auth],
    );
    ids[role.name.zh] = r.rows[0].id;
  }
  return ids;
}

interface RoleRow { id: number; role_auth: string; menu_keys: string[]; synced_auth: string[]; synced_menus: string[] }

/** Brings every tenant's built-in roles in step with schemas/roles.json (runs unscoped, at start and after seeding). */
export async function syncBuiltinRoles(db: Database | Queryable): Promise<void> {
  const run = async (tx: Queryable) => {
    const tenants = await tx.query<{ id: number }>('select id from tenants order by id');
    for (const { id: tenantId } of tenants.rows)
      for (const role of builtinRoles) {
        const g = grantsOf(role);
        let row = (await tx.query<RoleRow>('select id, role_auth, menu_keys, synced_auth, synced_menus from roles where tenant_id = $1 and builtin = $2', [tenantId, role.key])).rows[0];
        if (!row) {
          row = (await tx.query<RoleRow>(`update roles set builtin = $3 where tenant_id = $1 and role_name = $2 and builtin is null returning id, role_auth, menu_keys, synced_auth, synced_menus`, [tenantId, role.name.zh, role.key])).rows[0];
          if (!row) {
            await tx.query(
              `insert into roles (tenant_id, role_name, role_auth, menu_keys, builtin, synced_auth, synced_menus) values ($1, $2, $3, $4, $5, $6, $4)`,
              [tenantId, role.name.zh, g.auth.join(','), g.menus, role.key, g.auth],
            );
            continue;
          }
        }
        const auth = role.all ? g.auth : mergeGrants(splitAuth(row.role_auth), row.synced_auth, g.auth, permissionKeys);
        const menus = role.all ? g.menus : mergeGrants(row.menu_keys, row.synced_menus, g.menus, menuKeys);
        await tx.query('update roles set role_auth = $2, menu_keys = $3, synced_auth = $4, synced_menus = $5 where id = $1', [row.id, auth.join(','), menus, g.auth, g.menus]);
      }
  };
  if ('transaction' in db) await db.transaction(run);
  else await run(db);
}
