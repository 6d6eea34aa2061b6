import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT as O, layoutMap, nodeWidth, textWidth } from './layout';

const tree = {
  id: 'r', text: '产品线',
  children: [
    { id: 'a', text: '服装', children: [{ id: 'a1', text: '男装' }, { id: 'a2', text: '女装' }, { id: 'a3', text: '童装' }] },
    { id: 'b', text: '鞋履' },
  ],
};

describe('organizationStructure layout', () => {
  it('estimates text widths: CJK one em, Latin about 0.6 em, clamped', () => {
    expect(textWidth('服装', 14)).toBe(28);
    expect(textWidth('ab', 10)).toBe(12);
    expect(nodeWidth('服装')).toBe(64); // min width
    expect(nodeWidth('很'.repeat(50))).toBe(O.maxWidth);
  });

  it('puts the root on top and each level one row below', () => {
    const l = layoutMap(tree);
    const y = Object.fromEntries(l.nodes.map((n) => [n.id, n.y]));
    expect(y.r).toBe(O.margin);
    expect(y.a).toBe(O.margin + O.nodeHeight + O.gapY);
    expect(y.b).toBe(y.a);
    expect(y.a1).toBe(O.margin + 2 * (O.nodeHeight + O.gapY));
  });

  it('centres a parent over its children and keeps siblings apart without overlap', () => {
    const l = layoutMap(tree);
    const n = Object.fromEntries(l.nodes.map((x) => [x.id, x]));
    const centre = (id: string) => n[id].x + n[id].width / 2;
    expect(centre('a')).toBeCloseTo((centre('a1') + centre('a3')) / 2);
    expect(centre('r')).toBeCloseTo((centre('a') + centre('b')) / 2);
    const row = l.nodes.filter((x) => x.depth === 2).sort((p, q) => p.x - q.x);
    for (let i = 1; i < row.length; i++) expect(row[i].x).toBeGreaterThanOrEqual(row[i - 1].x + row[i - 1].width + O.gapX);
    // b sits right of a's whole subtree
    expect(n.b.x).toBeGreaterThanOrEqual(n.a3.x + n.a3.width + O.gapX - 0.001);
  });

  it('draws one elbow edge per parent-child pair and sizes the canvas to fit', () => {
    const l = layoutMap(tree);
    expect(l.edges.map((e) => `${e.from}>${e.to}`)).toEqual(['r>a', 'a>a1', 'a>a2', 'a>a3', 'r>b']);
    expect(l.edges[0].path).toMatch(/^M[\d.]+,[\d.]+ V[\d.]+ H[\d.]+ V[\d.]+$/);
    for (const x of l.nodes) {
      expect(x.x).toBeGreaterThanOrEqual(O.margin);
      expect(x.x + x.width).toBeLessThanOrEqual(l.width - O.margin + 0.001);
      expect(x.y + x.height).toBeLessThanOrEqual(l.height);
    }
  });

  it('a single root is centred in its own width', () => {
    const l = layoutMap({ id: 'r', text: '地区' });
    expect(l.nodes).toHaveLength(1);
    expect(l.width).toBe(nodeWidth('地区', O, 0) + 2 * O.margin);
  });
});
