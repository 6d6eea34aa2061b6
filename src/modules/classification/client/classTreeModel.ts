// The class tree's rows: classes -> groups -> items from the class tree call (items of a group are loaded when
// it is expanded), and the filtered view while a keyword is typed (classes and groups matching by code or
// name, plus the goods the server search found, placed under their groups).
import type { CgNode, GoodsByClass } from '../../../generated/types';
import type { Level, PickedNode } from './levelLock';

export interface TreeRow {
  key: string;
  level: Level;
  code: string;
  name: string;
  classNo: number;
  /** Items beneath (0 for an item). */
  count: number;
  groupCode?: string;
  groupName?: string;
  isLeaf: boolean;
  /** Undefined: not loaded yet. */
  children?: TreeRow[];
}

export function rowOf(node: CgNode, groupName?: string): TreeRow {
  const row: TreeRow = {
    key: node.cgId,
    level: node.dirLevel as Level,
    code: node.cgNum,
    name: node.cgName,
    classNo: node.classNo,
    count: node.count,
    isLeaf: node.isLeaf,
  };
  if (node.dirLevel === 2) {
    row.groupCode = node.parentNum ?? undefined;
    row.groupName = groupName;
  }
  return row;
}

/** Rows of the tree: loaded items (by group code) are put under their groups. */
export function buildRows(classes: readonly CgNode[], itemsByGroup: ReadonlyMap<string, readonly CgNode[]>): TreeRow[] {
  return classes.map((c) => ({
    ...rowOf(c),
    children: (c.cgList ?? []).map((g) => {
      const items = itemsByGroup.get(g.cgNum);
      return { ...rowOf(g), children: items ? items.map((i) => rowOf(i, g.cgName)) : g.isLeaf ? [] : undefined };
    }),
  }));
}

const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/**
 * The tree while filtering: a class or group whose code or name contains the keyword stays (a group with its
 * loaded items), and the server's goods hits are added under their groups. Returns the keys to expand.
 */
export function filterRows(rows: readonly TreeRow[], keyword: string, hits: readonly GoodsByClass[]): { rows: TreeRow[]; expanded: string[] } {
  const k = norm(keyword);
  if (!k) return { rows: [...rows], expanded: [] };
  const hitItems = new Map<string, TreeRow[]>();
  for (const c of hits)
    for (const g of c.groups)
      hitItems.set(
        g.cgNum,
        g.items.map((i) => ({ key: `${i.groupCode}/${i.code}`, level: 2 as Level, code: i.code, name: i.name, classNo: i.classNo, count: 0, groupCode: i.groupCode, groupName: i.groupName, isLeaf: true })),
      );
  const expanded: string[] = [];
  const out: TreeRow[] = [];
  for (const c of rows) {
    const classMatch = norm(c.code).includes(k) || norm(c.name).includes(k);
    const groups: TreeRow[] = [];
    for (const g of c.children ?? []) {
      const groupMatch = norm(g.code).includes(k) || norm(g.name).includes(k);
      const found = hitItems.get(g.code);
      if (groupMatch) groups.push(g);
      else if (found?.length) {
        groups.push({ ...g, children: found });
        expanded.push(g.key);
      }
    }
    if (classMatch || groups.length) {
      out.push({ ...c, children: classMatch && !groups.length ? c.children : groups });
      if (groups.length) expanded.push(c.key);
    }
  }
  return { rows: out, expanded };
}

export function pickedOf(row: TreeRow): PickedNode {
  return {
    key: row.key,
    level: row.level,
    code: row.code,
    name: row.name,
    classNo: row.classNo,
    ...(row.groupCode ? { groupCode: row.groupCode, groupName: row.groupName } : {}),
  };
}
