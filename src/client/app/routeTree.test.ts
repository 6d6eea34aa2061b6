import { describe, expect, it } from 'vitest';
import { menuRoutes } from '../../generated/routes';
import type { MenuItem } from '../../generated/types';
import { routeIcons } from '../layout/icons';
import { activeMenuPath, ancestorsOf, flattenRoutes, homePath, isBuiltRoute } from './routeTree';

const r = (path: string, meta: Partial<MenuItem['meta']> = {}, extra: Partial<MenuItem> = {}): MenuItem => ({
  path, name: path.replace(/\W/g, '') || 'x', meta: { title: { zh: path, en: path }, ...meta }, ...extra,
});

describe('route tree helpers', () => {
  const tree = [r('/deal', { affix: true }, { component: 'deal' }), r('/sys', {}, { children: [r('/sys/a', {}, { component: 'a' }), r('/sys/a/detail', { hidden: true, activeMenu: '/sys/a' }, { component: 'b' })] })];
  it('flattens depth-first', () => expect(flattenRoutes(tree).map((x) => x.path)).toEqual(['/deal', '/sys', '/sys/a', '/sys/a/detail']));
  it('finds ancestors for the breadcrumb', () => expect(ancestorsOf(tree, '/sys/a/detail').map((x) => x.path)).toEqual(['/sys', '/sys/a/detail']));
  it('highlights activeMenu for hidden pages', () => expect(activeMenuPath(flattenRoutes(tree)[3], '/sys/a/detail')).toBe('/sys/a'));
  it('lands on the pinned page first', () => expect(homePath(tree)).toBe('/deal'));
  it('every icon the route tree names is bundled', () => {
    for (const route of flattenRoutes(menuRoutes)) if (route.meta.icon) expect(routeIcons, route.path).toHaveProperty(route.meta.icon);
  });
  it('a typed route answers 403 only when it is built; planned routes without a page answer 404 (issue 18)', () => {
    const has = (c: string) => c !== 'b';
    expect(isBuiltRoute(tree, '/sys/a', has)).toBe(true);
    expect(isBuiltRoute(tree, '/sys/a/detail', has)).toBe(false); // component named but no page registered
    expect(isBuiltRoute(tree, '/sys', has)).toBe(false); // a group without a page
    expect(isBuiltRoute(tree, '/nowhere', has)).toBe(false);
    // The same in a tree of the real shape: a planned leaf (no component) beside built ones, as /tool/dplsearch7 was.
    // In the real tree every leaf has a page now: 评审文书 (/tool/dplsearch5, /tool/review) was the last.
    const planned = [r('/dplsearch', {}, { children: [r('/tool/dplsearch4', {}, { component: 'markCompare' }), r('/tool/dplsearch7')] })];
    expect(isBuiltRoute(planned, '/tool/dplsearch7', () => true)).toBe(false);
    expect(isBuiltRoute(planned, '/tool/dplsearch4', () => true)).toBe(true);
    expect(isBuiltRoute(planned, '/dplsearch', () => true)).toBe(false);
    expect(isBuiltRoute(menuRoutes, '/tool/dplsearch5', () => true)).toBe(true);
    expect(isBuiltRoute(menuRoutes, '/tool/review', () => true)).toBe(true);
    expect(isBuiltRoute(menuRoutes, '/brandManage/brandRecord', () => true)).toBe(true);
    const leaves = flattenRoutes(menuRoutes).filter((route) => !route.children?.length);
    expect(leaves.filter((route) => !isBuiltRoute(menuRoutes, route.path, () => true)).map((route) => route.path)).toEqual([]);
  });
});
