// Pure helpers over the menu tree: flattening, lookup by path, ancestors for the breadcrumb.
import type { MenuItem } from '../../generated/types';

export function flattenRoutes(tree: MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  const walk = (list: MenuItem[]) => list.forEach((r) => (out.push(r), r.children && walk(r.children)));
  walk(tree);
  return out;
}

/** The chain from the top-level menu to the route with this path, or [] when absent. */
export function ancestorsOf(tree: MenuItem[], path: string): MenuItem[] {
  for (const r of tree) {
    if (r.path === path) return [r];
    if (r.children) {
      const below = ancestorsOf(r.children, path);
      if (below.length) return [r, ...below];
    }
  }
  return [];
}

/** Sidebar key to highlight: the route itself, or its activeMenu when it is a hidden page. */
export function activeMenuPath(route: MenuItem | undefined, path: string): string {
  return route?.meta.activeMenu ?? path;
}

/** The first page a user can open: a pinned route, else the first visible page with a component. */
export function homePath(tree: MenuItem[]): string | undefined {
  const flat = flattenRoutes(tree).filter((r) => r.component);
  return (flat.find((r) => r.meta.affix) ?? flat.find((r) => !r.meta.hidden) ?? flat[0])?.path;
}

/**
 * Whether a typed path answers 403 (a built page the role lacks) rather than 404: only routes with a page count
 * (issue 18). A planned route without a page is not in any menu and answers 404 to everybody.
 */
export function isBuiltRoute(tree: MenuItem[], path: string, hasPage: (component: string) => boolean): boolean {
  return flattenRoutes(tree).some((r) => r.path === path && !!r.component && hasPage(r.component));
}
