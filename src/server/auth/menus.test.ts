import { describe, expect, it } from 'vitest';
import { menuKeys, menuRoutes } from '../../generated/routes';
import type { MenuItem } from '../../generated/types';
import { mauthOf, menuTreeFor } from './menus';

const t = (zh: string) => ({ zh, en: zh });
const routes: MenuItem[] = [
  { path: '/deal', name: 'deal', component: 'deal', meta: { title: t('工作台'), menuKey: 'deal' } },
  { path: '/planned', name: 'planned', meta: { title: t('未建'), menuKey: 'planned' } },
  {
    path: '/group',
    name: 'group',
    redirect: '/group/a',
    meta: { title: t('分组'), menuKey: 'group' },
    children: [
      { path: '/group/a', name: 'groupA', meta: { title: t('A 未建'), menuKey: 'groupA' } },
      { path: '/group/hidden', name: 'groupHidden', component: 'h', meta: { title: t('隐藏'), menuKey: 'groupHidden', hidden: true } },
      { path: '/group/b', name: 'groupB', component: 'b', meta: { title: t('B'), menuKey: 'groupB' } },
      { path: '/group/c', name: 'groupC', component: 'c', meta: { title: t('C'), menuKey: 'groupC' } },
    ],
  },
  {
    path: '/empty',
    name: 'empty',
    meta: { title: t('空分组'), menuKey: 'empty' },
    children: [{ path: '/empty/x', name: 'emptyX', meta: { title: t('X 未建'), menuKey: 'emptyX' } }],
  },
  { path: '/nokey', name: 'nokey', component: 'nokey', meta: { title: t('无键') } },
];
const ALL = ['deal', 'planned', 'group', 'groupA', 'groupHidden', 'groupB', 'groupC', 'empty', 'emptyX'];

describe('menuTreeFor', () => {
  it('keeps granted routes that have a component, and groups that still hold one', () => {
    const tree = menuTreeFor(ALL, routes);
    expect(tree.map((r) => r.path)).toEqual(['/deal', '/group']);
    expect(tree[1].children!.map((r) => r.path)).toEqual(['/group/hidden', '/group/b', '/group/c']);
  });

  it('drops routes whose key is not granted, with their children', () => {
    expect(menuTreeFor(['deal'], routes).map((r) => r.path)).toEqual(['/deal']);
    expect(menuTreeFor(['groupB', 'groupC'], routes)).toEqual([]); // parent not granted
    const tree = menuTreeFor(['group', 'groupC'], routes);
    expect(tree).toHaveLength(1);
    expect(tree[0].children!.map((r) => r.name)).toEqual(['groupC']);
    expect(menuTreeFor([], routes)).toEqual([]);
  });

  it('points a redirect at a remaining visible child when its target was dropped', () => {
    expect(menuTreeFor(ALL, routes)[1].redirect).toBe('/group/b');
    expect(menuTreeFor(['group', 'groupHidden'], routes)[0].redirect).toBe('/group/hidden');
  });

  it('does not change the input tree', () => {
    const before = JSON.stringify(routes);
    menuTreeFor(['group', 'groupC'], routes);
    expect(JSON.stringify(routes)).toBe(before);
  });

  it('on the real route tree: every served route is built', () => {
    const tree = menuTreeFor(menuKeys);
    const flat = (l: MenuItem[]): MenuItem[] => l.flatMap((r) => [r, ...flat(r.children ?? [])]);
    const served = flat(tree);
    expect(served.map((r) => r.path)).toContain('/deal');
    for (const r of served) expect(Boolean(r.component) || (r.children ?? []).length > 0).toBe(true);
    // Every route of the tree has a page now (评审文书 was the last), so the administrator is served all of them.
    expect(served.length).toBe(flat(menuRoutes).length);
  });
});

describe('mauthOf', () => {
  it('joins the menu keys of the tree, parents before children', () => {
    expect(mauthOf(menuTreeFor(ALL, routes))).toBe('deal,group,groupHidden,groupB,groupC');
    expect(mauthOf([])).toBe('');
    expect(mauthOf(routes.slice(-1))).toBe('');
  });
});
