import { describe, expect, it } from 'vitest';
import { addChild, addSibling, allIds, checkMap, deleteNode, emptyMap, findParent, newNodeId, nodeActions, renameNode, subtreeIds, TreeError, type MindMap } from './tree';

const base = (): MindMap => ({
  layout: 'organizationStructure',
  root: { id: 'r', text: '产品线', children: [{ id: 'a', text: '服装', children: [{ id: 'a1', text: '男装' }] }, { id: 'b', text: '鞋履' }] },
});

describe('brand-map tree operations', () => {
  it('rename keeps the id and touches nothing else', () => {
    const m = base();
    const r = renameNode(m, 'a1', '  男士服装 ');
    expect(r.root.children![0].children![0]).toEqual({ id: 'a1', text: '男士服装' });
    expect(m.root.children![0].children![0].text).toBe('男装'); // input untouched
    expect(allIds(r.root)).toEqual(allIds(m.root));
    expect(() => renameNode(m, 'a1', '   ')).toThrow(TreeError);
    expect(() => renameNode(m, 'zz', 'x')).toThrow('节点不存在');
  });

  it('add child appends under the node with a new id', () => {
    const { map, id } = addChild(base(), 'b', '运动鞋');
    expect(map.root.children![1]).toEqual({ id: 'b', text: '鞋履', children: [{ id, text: '运动鞋' }] });
    expect(id).toMatch(/^n[a-z0-9]{11}$/);
    const onRoot = addChild(base(), 'r', '配饰', 'c');
    expect(onRoot.map.root.children!.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('add sibling inserts right after the node; the root has none', () => {
    const { map } = addSibling(base(), 'a', '内衣', 'x');
    expect(map.root.children!.map((c) => c.id)).toEqual(['a', 'x', 'b']);
    expect(addSibling(base(), 'a1', '女装', 'y').map.root.children![0].children!.map((c) => c.id)).toEqual(['a1', 'y']);
    expect(() => addSibling(base(), 'r', '同级')).toThrow('根节点不能添加同级节点');
  });

  it('delete removes the subtree; the root cannot be deleted', () => {
    const m = deleteNode(base(), 'a');
    expect(allIds(m.root)).toEqual(['r', 'b']);
    expect(subtreeIds(base().root, 'a')).toEqual(['a', 'a1']);
    expect(() => deleteNode(base(), 'r')).toThrow('根节点不能删除');
    expect(() => deleteNode(base(), 'zz')).toThrow('节点不存在');
  });

  it('the root offers rename and add child only', () => {
    expect(nodeActions(base(), 'r')).toEqual({ rename: true, addChild: true, addSibling: false, remove: false });
    expect(nodeActions(base(), 'a1')).toEqual({ rename: true, addChild: true, addSibling: true, remove: true });
  });

  it('checks ids, texts and limits', () => {
    expect(checkMap(base())).toEqual([]);
    expect(checkMap(addChild(base(), 'b', 'x', 'a').map)).toEqual(['节点编号“a”重复']);
    expect(checkMap(addChild(base(), 'b', 'x', 'a b').map)).toEqual(['节点编号“a b”不合法']);
    let deep = emptyMap('深', 'd0');
    for (let i = 1; i <= 9; i++) deep = addChild(deep, `d${i - 1}`, `第${i}层`, `d${i}`).map;
    expect(checkMap(deep)).toEqual(['图谱最多 8 层']);
    expect(findParent(deep.root, 'd3')?.id).toBe('d2');
  });

  it('new ids are well formed and distinct', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newNodeId()));
    expect(ids.size).toBe(1000);
  });
});
