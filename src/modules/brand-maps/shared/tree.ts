// Brand-map trees (spec 3.13): pure operations shared by the mind-map editor and the server. A map is
// {root, layout: 'organizationStructure'}; a node is {id, text, children?}. Node ids are strings that never
// change once given (rename keeps the id), so the tags trademarks carry survive edits of the map. The root
// is the map itself: it can be renamed and given children, but has no sibling and cannot be deleted
// (spec 6, modifyLabel). Every operation returns a new tree and leaves its input untouched.

export interface MapNode {
  id: string;
  text: string;
  children?: MapNode[];
}

export interface MindMap {
  root: MapNode;
  layout: 'organizationStructure';
}

export const MAP_LAYOUT = 'organizationStructure' as const;
/** Largest map the server accepts: nodes in all, and levels below the root. */
export const MAX_MAP_NODES = 2000;
export const MAX_MAP_DEPTH = 8;
export const NODE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh node id: "n" + 11 random base-36 characters (about 57 bits: collisions are not a practical concern). */
export function newNodeId(random: () => number = Math.random): string {
  let id = 'n';
  for (let i = 0; i < 11; i++) id += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return id;
}

export function emptyMap(name: string, rootId = newNodeId()): MindMap {
  return { root: { id: rootId, text: name }, layout: MAP_LAYOUT };
}

/** Depth-first, parents before children; depth 0 is the root. */
export function walk(node: MapNode, visit: (node: MapNode, depth: number, parent: MapNode | null) => void, depth = 0, parent: MapNode | null = null): void {
  visit(node, depth, parent);
  for (const c of node.children ?? []) walk(c, visit, depth + 1, node);
}

export function allIds(root: MapNode): string[] {
  const ids: string[] = [];
  walk(root, (n) => ids.push(n.id));
  return ids;
}

/** Ids of a node and everything below it. */
export function subtreeIds(root: MapNode, id: string): string[] {
  const node = findNode(root, id);
  return node ? allIds(node) : [];
}

export function findNode(root: MapNode, id: string): MapNode | null {
  let found: MapNode | null = null;
  walk(root, (n) => {
    if (!found && n.id === id) found = n;
  });
  return found;
}

export function findParent(root: MapNode, id: string): MapNode | null {
  let found: MapNode | null = null;
  walk(root, (n, _d, parent) => {
    if (!found && n.id === id) found = parent;
  });
  return found;
}

/** Problems of a map (empty when it is well formed): ids unique and well formed, texts present, size limits. */
export function checkMap(map: MindMap): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  let count = 0;
  let deepest = 0;
  walk(map.root, (n, depth) => {
    count++;
    deepest = Math.max(deepest, depth);
    if (!NODE_ID_PATTERN.test(n.id)) problems.push(`节点编号“${n.id}”不合法`);
    else if (seen.has(n.id)) problems.push(`节点编号“${n.id}”重复`);
    seen.add(n.id);
    if (!n.text.trim()) problems.push('节点名称不能为空');
  });
  if (count > MAX_MAP_NODES) problems.push(`一个图谱最多 ${MAX_MAP_NODES} 个节点`);
  if (deepest > MAX_MAP_DEPTH) problems.push(`图谱最多 ${MAX_MAP_DEPTH} 层`);
  return problems;
}

function mapNodes(node: MapNode, fn: (n: MapNode) => MapNode): MapNode {
  const next = fn(node);
  if (!next.children) return next;
  return { ...next, children: next.children.map((c) => mapNodes(c, fn)) };
}

export class TreeError extends Error {}

export function renameNode(map: MindMap, id: string, text: string): MindMap {
  const value = text.trim();
  if (!value) throw new TreeError('节点名称不能为空');
  if (!findNode(map.root, id)) throw new TreeError('节点不存在');
  return { ...map, root: mapNodes(map.root, (n) => (n.id === id ? { ...n, text: value } : n)) };
}

/** Adds a child at the end of the node's children; returns the new map and the new node's id. */
export function addChild(map: MindMap, parentId: string, text: string, id = newNodeId()): { map: MindMap; id: string } {
  if (!findNode(map.root, parentId)) throw new TreeError('节点不存在');
  const child: MapNode = { id, text };
  const root = mapNodes(map.root, (n) => (n.id === parentId ? { ...n, children: [...(n.children ?? []), child] } : n));
  return { map: { ...map, root }, id };
}

/** Adds a sibling right after the node; the root has no siblings. */
export function addSibling(map: MindMap, siblingId: string, text: string, id = newNodeId()): { map: MindMap; id: string } {
  if (siblingId === map.root.id) throw new TreeError('根节点不能添加同级节点');
  const parent = findParent(map.root, siblingId);
  if (!parent) throw new TreeError('节点不存在');
  const node: MapNode = { id, text };
  const root = mapNodes(map.root, (n) => {
    if (n.id !== parent.id) return n;
    const children = [...(n.children ?? [])];
    children.splice(children.findIndex((c) => c.id === siblingId) + 1, 0, node);
    return { ...n, children };
  });
  return { map: { ...map, root }, id };
}

/** Removes the node and its subtree; the root cannot be removed. */
export function deleteNode(map: MindMap, id: string): MindMap {
  if (id === map.root.id) throw new TreeError('根节点不能删除');
  if (!findParent(map.root, id)) throw new TreeError('节点不存在');
  return { ...map, root: mapNodes(map.root, (n) => (n.children?.some((c) => c.id === id) ? { ...n, children: n.children.filter((c) => c.id !== id) } : n)) };
}

/** What the editor's menu offers for a node (spec 6: the root has no sibling and no delete). */
export function nodeActions(map: MindMap, id: string): { rename: boolean; addChild: boolean; addSibling: boolean; remove: boolean } {
  const isRoot = id === map.root.id;
  return { rename: true, addChild: true, addSibling: !isRoot, remove: !isRoot };
}
