// The class tree's level lock (spec 4 "class tree selection"): the first pick locks the tree to that level
// (0 class, 1 group, 2 goods/service); nodes of the other levels cannot be picked until the selection is empty
// again (cleared, or every pick removed). Pure functions over an immutable selection.

export type Level = 0 | 1 | 2;

export interface PickedNode {
  /** Unique in the tree: class and group code, "group/item" for an item (one item code may sit in several groups). */
  key: string;
  level: Level;
  code: string;
  name: string;
  classNo: number;
  /** Items: their group. */
  groupCode?: string;
  groupName?: string;
}

export interface TreeSelection {
  /** The locked level; null while nothing is picked. */
  level: Level | null;
  nodes: readonly PickedNode[];
}

export const EMPTY_SELECTION: TreeSelection = { level: null, nodes: [] };

/** Whether a node of this level may be picked (or unpicked) now. */
export function canPick(sel: TreeSelection, level: Level): boolean {
  return sel.level === null || sel.level === level;
}

export function isPicked(sel: TreeSelection, key: string): boolean {
  return sel.nodes.some((n) => n.key === key);
}

/** Picks or unpicks one node; a node of another level than the locked one leaves the selection as it is. */
export function toggle(sel: TreeSelection, node: PickedNode): TreeSelection {
  if (!canPick(sel, node.level)) return sel;
  if (isPicked(sel, node.key)) {
    const nodes = sel.nodes.filter((n) => n.key !== node.key);
    return nodes.length ? { level: sel.level, nodes } : EMPTY_SELECTION;
  }
  return { level: node.level, nodes: [...sel.nodes, node] };
}

/** Picks several nodes at once (e.g. all search hits); only those of the lockable level are taken. */
export function pickAll(sel: TreeSelection, nodes: readonly PickedNode[]): TreeSelection {
  let out = sel;
  for (const n of nodes) if (!isPicked(out, n.key)) out = toggle(out, n);
  return out;
}

export function clearSelection(): TreeSelection {
  return EMPTY_SELECTION;
}

/** Picked nodes per class number (the counts shown beside the classes). */
export function countByClass(sel: TreeSelection): Map<number, number> {
  const out = new Map<number, number>();
  for (const n of sel.nodes) out.set(n.classNo, (out.get(n.classNo) ?? 0) + 1);
  return out;
}

/** Picked items per group code. */
export function countByGroup(sel: TreeSelection): Map<string, number> {
  const out = new Map<string, number>();
  for (const n of sel.nodes) {
    const group = n.level === 2 ? n.groupCode : n.level === 1 ? n.code : undefined;
    if (group) out.set(group, (out.get(group) ?? 0) + 1);
  }
  return out;
}
