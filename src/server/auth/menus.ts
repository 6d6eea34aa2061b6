import { menuRoutes } from '../../generated/routes';
import type { MenuItem } from '../../generated/types';

/**
 * The menu tree a role may open: routes whose menuKey is granted and that are built (have a component),
 * plus groups that still hold such a route. Planned routes without a screen never reach the sidebar.
 */
export function menuTreeFor(granted: Iterable<string>, routes: MenuItem[] = menuRoutes): MenuItem[] {
  const keys = new Set(granted);
  const visit = (list: MenuItem[]): MenuItem[] =>
    list.flatMap((r) => {
      if (!r.meta.menuKey || !keys.has(r.meta.menuKey)) return [];
      const children = r.children ? visit(r.children) : [];
      if (!r.component && children.length === 0) return [];
      const out: MenuItem = { ...r };
      if (r.children) out.children = children;
      if (r.redirect && !children.some((c) => c.path === r.redirect)) out.redirect = children.find((c) => !c.meta.hidden)?.path ?? children[0]?.path;
      return [out];
    });
  return visit(routes);
}

/** Menu keys of the tree, joined: the user's mauth (empty means no back-office access). */
export function mauthOf(tree: MenuItem[]): string {
  const keys: string[] = [];
  const walk = (l: MenuItem[]) => l.forEach((r) => (r.meta.menuKey && keys.push(r.meta.menuKey), r.children && walk(r.children)));
  walk(tree);
  return keys.join(',');
}
