// The role editor's tree as data (headless, unit-tested): menus of the permission list with their buttons as
// leaves, keys prefixed m: (menu) and p: (button permission). The view is antd's checkable Tree, which checks a
// whole branch with its parent (check-all per branch); a menu is granted when it or some of its branch is checked.
import type { PermissionNode } from '../../../generated/types';

export interface GrantNode {
  key: string;
  title: string;
  disableCheckbox?: boolean;
  children?: GrantNode[];
}

export const menuKey = (k: string) => `m:${k}`;
export const buttonKey = (k: string) => `p:${k}`;

/** Tree nodes; what the granter may not grant is shown but cannot be checked. */
export function grantNodes(nodes: PermissionNode[], grantableAuth: ReadonlySet<string>, grantableMenus: ReadonlySet<string>, lang: 'zh' | 'en'): GrantNode[] {
  return nodes.map((n) => {
    const children = [
      ...n.buttons.map((b) => ({ key: buttonKey(b.key), title: b.label[lang], ...(grantableAuth.has(b.key) ? {} : { disableCheckbox: true }) })),
      ...grantNodes(n.children, grantableAuth, grantableMenus, lang),
    ];
    return { key: menuKey(n.menuKey), title: n.title[lang], ...(grantableMenus.has(n.menuKey) ? {} : { disableCheckbox: true }), ...(children.length ? { children } : {}) };
  });
}

/**
 * The keys to check for a role: its buttons, and the menus that are leaves (no buttons, no sub-menus). A parent
 * is never passed as checked: the tree would then check its whole branch; it shows checked or half-checked
 * from its branch.
 */
export function checkedKeysOf(nodes: PermissionNode[], roleAuth: ReadonlySet<string>, menus: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (list: PermissionNode[]) => {
    for (const n of list) {
      for (const b of n.buttons) if (roleAuth.has(b.key)) out.push(buttonKey(b.key));
      if (!n.buttons.length && !n.children.length && menus.has(n.menuKey)) out.push(menuKey(n.menuKey));
      walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

/**
 * The grants the checked tree says: checked buttons, and every menu whose branch holds a checked key (checked or
 * half-checked in the tree). Keys the granter cannot grant stay as the role had them (they are disabled in the
 * tree; the server applies the same rule).
 */
export function grantsOfChecked(
  nodes: GrantNode[],
  checked: Iterable<string>,
  original: { roleAuth: readonly string[]; menuKeys: readonly string[] },
  grantableAuth: ReadonlySet<string>,
  grantableMenus: ReadonlySet<string>,
): { roleAuth: string[]; menuKeys: string[] } {
  const on = new Set(checked);
  const auth = new Set(original.roleAuth.filter((k) => !grantableAuth.has(k)));
  const menus = new Set(original.menuKeys.filter((k) => !grantableMenus.has(k)));
  const walk = (list: GrantNode[]): boolean => {
    let any = false;
    for (const n of list) {
      const below = n.children?.length ? walk(n.children) : false;
      const hit = on.has(n.key) || below;
      if (hit && n.key.startsWith('m:') && grantableMenus.has(n.key.slice(2))) menus.add(n.key.slice(2));
      if (on.has(n.key) && n.key.startsWith('p:') && grantableAuth.has(n.key.slice(2))) auth.add(n.key.slice(2));
      any ||= hit;
    }
    return any;
  };
  walk(nodes);
  return { roleAuth: [...auth].sort(), menuKeys: [...menus].sort() };
}

/** Every checkable leaf the granter may grant ("check all"). */
export function grantableLeaves(nodes: GrantNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? grantableLeaves(n.children) : n.disableCheckbox ? [] : [n.key]));
}

/** Keys of the nodes that have children (expand all). */
export function branchKeys(nodes: GrantNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...branchKeys(n.children)] : []));
}
