import { describe, expect, it } from 'vitest';
import type { PermissionNode } from '../../../generated/types';
import { branchKeys, checkedKeysOf, grantableLeaves, grantNodes, grantsOfChecked } from './grantTree';

const l = (zh: string) => ({ zh, en: zh });
const tree: PermissionNode[] = [
  {
    menuKey: 'brandManage', title: l('商标管理'), buttons: [],
    children: [
      { menuKey: 'brandRecord', title: l('商标档案'), buttons: [{ key: 'brandList', label: l('查看') }, { key: 'brandDelete', label: l('删除') }], children: [] },
      { menuKey: 'export', title: l('导出记录'), buttons: [], children: [] },
    ],
  },
  { menuKey: 'deal', title: l('工作台'), buttons: [], children: [] },
];

describe('the role editor tree', () => {
  const grantAuth = new Set(['brandList']);
  const grantMenus = new Set(['brandManage', 'brandRecord', 'export', 'deal']);
  const nodes = grantNodes(tree, grantAuth, grantMenus, 'zh');

  it('shows what the granter lacks as disabled', () => {
    expect(nodes[0].children![0].children!.map((n) => [n.key, !!n.disableCheckbox])).toEqual([['p:brandList', false], ['p:brandDelete', true]]);
    expect(grantableLeaves(nodes)).toEqual(['p:brandList', 'm:export', 'm:deal']);
    expect(branchKeys(nodes)).toEqual(['m:brandManage', 'm:brandRecord']);
  });

  it('checks buttons and leaf menus only, so that a parent never checks its whole branch', () => {
    expect(checkedKeysOf(tree, new Set(['brandList']), new Set(['brandManage', 'brandRecord', 'deal']))).toEqual(['p:brandList', 'm:deal']);
  });

  it('grants the checked buttons and every menu above a checked key; keeps what the granter cannot change', () => {
    const g = grantsOfChecked(nodes, ['p:brandList'], { roleAuth: ['brandDelete'], menuKeys: ['memo'] }, grantAuth, grantMenus);
    expect(g).toEqual({ roleAuth: ['brandDelete', 'brandList'], menuKeys: ['brandManage', 'brandRecord', 'memo'] });
    expect(grantsOfChecked(nodes, [], { roleAuth: [], menuKeys: [] }, grantAuth, grantMenus)).toEqual({ roleAuth: [], menuKeys: [] });
  });
});
