// Role grants as data, shared by the server (checks) and the role editor (tree, check-all per branch):
// the menus of the route tree (only built ones, as the sidebar shows them) and, under each menu, its button
// permission keys from schemas/permissions.json.
import { permissionKeys, permissionLabels, permissionMenus, type PermissionKey } from '../../../generated/catalogue';
import { menuKeys as allMenuKeys, menuRoutes } from '../../../generated/routes';
import type { MenuItem, PermissionNode } from '../../../generated/types';

/** The built menu tree (routes with a page, or groups holding one), each menu with its buttons. */
export function permissionTree(routes: MenuItem[] = menuRoutes): PermissionNode[] {
  const buttonsOf = new Map<string, PermissionNode['buttons']>();
  for (const key of permissionKeys) {
    const menu = permissionMenus[key];
    if (!buttonsOf.has(menu)) buttonsOf.set(menu, []);
    buttonsOf.get(menu)!.push({ key, label: permissionLabels[key] });
  }
  const visit = (list: MenuItem[]): PermissionNode[] =>
    list.flatMap((r) => {
      if (!r.meta.menuKey) return [];
      const children = r.children ? visit(r.children) : [];
      if (!r.component && children.length === 0) return [];
      return [{ menuKey: r.meta.menuKey, title: r.meta.title as PermissionNode['title'], path: r.path, buttons: buttonsOf.get(r.meta.menuKey) ?? [], children }];
    });
  return visit(routes);
}

/** Parent menu key of every menu key of the route tree (roots: null). */
export function menuParents(routes: MenuItem[] = menuRoutes): Map<string, string | null> {
  const out = new Map<string, string | null>();
  const walk = (list: MenuItem[], parent: string | null) => {
    for (const r of list) {
      const key = r.meta.menuKey ?? parent;
      if (r.meta.menuKey) out.set(r.meta.menuKey, parent);
      if (r.children) walk(r.children, key);
    }
  };
  walk(routes, null);
  return out;
}

export interface GrantRequest { roleAuth: string[]; menuKeys: string[]; dataScope: 1 | 2 | 3 }

export type GrantProblem = { kind: 'unknownPermission' | 'unknownMenu'; keys: string[] } | { kind: 'exceeds'; permissions: string[]; menus: string[]; dataScope: boolean };

/**
 * A role's grants as stored: known keys only, every granted button's menu granted, every granted menu's
 * ancestors granted (the sidebar shows a menu only under its granted parents), in catalogue order.
 */
export function normaliseGrants(req: Pick<GrantRequest, 'roleAuth' | 'menuKeys'>, parents = menuParents()): { roleAuth: string[]; menuKeys: string[] } | { problem: GrantProblem } {
  const knownAuth = new Set<string>(permissionKeys);
  const knownMenus = new Set<string>(allMenuKeys);
  const badAuth = req.roleAuth.filter((k) => !knownAuth.has(k));
  if (badAuth.length) return { problem: { kind: 'unknownPermission', keys: badAuth } };
  const badMenus = req.menuKeys.filter((k) => !knownMenus.has(k));
  if (badMenus.length) return { problem: { kind: 'unknownMenu', keys: badMenus } };
  const menus = new Set(req.menuKeys);
  for (const k of req.roleAuth) menus.add(permissionMenus[k as PermissionKey]);
  for (const k of [...menus]) for (let p = parents.get(k) ?? null; p; p = parents.get(p) ?? null) menus.add(p);
  const auth = new Set(req.roleAuth);
  return { roleAuth: permissionKeys.filter((k) => auth.has(k)), menuKeys: allMenuKeys.filter((k) => menus.has(k)) };
}

/**
 * What a grant adds beyond the granter's own role: keys the role did not hold before (previous) that the
 * granter lacks, and a data scope wider than both the granter's and the role's previous one (1 is widest).
 * Keeping what a role already holds is not granting.
 */
export function exceeding(
  next: GrantRequest,
  previous: GrantRequest | null,
  own: { roleAuth: Iterable<string>; menuKeys: Iterable<string>; dataScope: 1 | 2 | 3 },
): GrantProblem | null {
  const ownAuth = new Set(own.roleAuth);
  const ownMenus = new Set(own.menuKeys);
  const prevAuth = new Set(previous?.roleAuth ?? []);
  const prevMenus = new Set(previous?.menuKeys ?? []);
  const permissions = next.roleAuth.filter((k) => !prevAuth.has(k) && !ownAuth.has(k));
  const menus = next.menuKeys.filter((k) => !prevMenus.has(k) && !ownMenus.has(k));
  const dataScope = next.dataScope < own.dataScope && next.dataScope !== previous?.dataScope;
  return permissions.length || menus.length || dataScope ? { kind: 'exceeds', permissions, menus, dataScope } : null;
}
