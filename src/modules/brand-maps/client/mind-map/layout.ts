// organizationStructure layout of a brand map (spec 3.13): the root on top, each level one row below, a
// parent centred over its children, subtrees side by side without overlap. Small tidy-tree code: one pass
// for subtree widths, one to place. Node sizes come from a text-width estimate (CJK ~ 1 em, Latin ~ 0.6 em),
// so the layout is pure and testable without a DOM.
import type { MapNode } from '../../shared/tree';

export interface LayoutOptions {
  fontSize: number;
  paddingX: number;
  nodeHeight: number;
  /** Horizontal gap between neighbouring subtrees. */
  gapX: number;
  /** Vertical gap between levels. */
  gapY: number;
  minWidth: number;
  maxWidth: number;
  /** Margin around the whole drawing. */
  margin: number;
}

export const DEFAULT_LAYOUT: LayoutOptions = { fontSize: 14, paddingX: 16, nodeHeight: 36, gapX: 20, gapY: 56, minWidth: 64, maxWidth: 240, margin: 24 };

export interface PlacedNode {
  id: string;
  text: string;
  depth: number;
  parentId: string | null;
  /** Top-left corner and size. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Edge {
  from: string;
  to: string;
  /** SVG path: down from the parent, across, down into the child (elbow connector). */
  path: string;
}

export interface MapLayout {
  nodes: PlacedNode[];
  edges: Edge[];
  width: number;
  height: number;
}

export function textWidth(text: string, fontSize: number): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? fontSize : fontSize * 0.6;
  return w;
}

export function nodeWidth(text: string, o: LayoutOptions = DEFAULT_LAYOUT, depth = 1): number {
  const size = depth === 0 ? o.fontSize + 2 : o.fontSize;
  return Math.round(Math.min(o.maxWidth, Math.max(o.minWidth, textWidth(text, size) + 2 * o.paddingX)));
}

export function layoutMap(root: MapNode, o: LayoutOptions = DEFAULT_LAYOUT): MapLayout {
  const span = new Map<string, number>();
  const measure = (n: MapNode, depth: number): number => {
    const own = nodeWidth(n.text, o, depth);
    const kids = n.children ?? [];
    const children = kids.reduce((sum, c) => sum + measure(c, depth + 1), 0) + Math.max(0, kids.length - 1) * o.gapX;
    const s = Math.max(own, children);
    span.set(n.id, s);
    return s;
  };
  measure(root, 0);
  const nodes: PlacedNode[] = [];
  const edges: Edge[] = [];
  const byId = new Map<string, PlacedNode>();
  const place = (n: MapNode, left: number, depth: number, parent: PlacedNode | null) => {
    const s = span.get(n.id)!;
    const width = nodeWidth(n.text, o, depth);
    const node: PlacedNode = { id: n.id, text: n.text, depth, parentId: parent?.id ?? null, x: left + (s - width) / 2, y: o.margin + depth * (o.nodeHeight + o.gapY), width, height: o.nodeHeight };
    nodes.push(node);
    byId.set(n.id, node);
    const kids = n.children ?? [];
    const childrenSpan = kids.reduce((sum, c) => sum + span.get(c.id)!, 0) + Math.max(0, kids.length - 1) * o.gapX;
    let x = left + (s - childrenSpan) / 2;
    for (const c of kids) {
      place(c, x, depth + 1, node);
      x += span.get(c.id)! + o.gapX;
    }
    if (kids.length) {
      // Centred over its first and last child (an org chart), kept inside its own span.
      const first = byId.get(kids[0].id)!;
      const last = byId.get(kids[kids.length - 1].id)!;
      const centre = (first.x + first.width / 2 + last.x + last.width / 2) / 2;
      node.x = Math.min(Math.max(centre - width / 2, left), left + s - width);
    }
  };
  place(root, o.margin, 0, null);
  for (const n of nodes) {
    if (!n.parentId) continue;
    const p = byId.get(n.parentId)!;
    const x1 = p.x + p.width / 2;
    const y1 = p.y + p.height;
    const x2 = n.x + n.width / 2;
    const y2 = n.y;
    const midY = y1 + (y2 - y1) / 2;
    edges.push({ from: p.id, to: n.id, path: `M${x1},${y1} V${midY} H${x2} V${y2}` });
  }
  const width = Math.max(...nodes.map((n) => n.x + n.width)) + o.margin;
  const height = Math.max(...nodes.map((n) => n.y + n.height)) + o.margin;
  return { nodes, edges, width, height };
}
