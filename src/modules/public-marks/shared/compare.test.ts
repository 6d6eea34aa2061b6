import { describe, expect, it } from 'vitest';
import { compareVerdict, goodsOverlap, type GroupRef, type PlacedGoods, type VerdictSide } from './compare';

const TEA: GroupRef = { code: '3002', name: '茶，茶饮料', classNo: 30 };
const COFFEE: GroupRef = { code: '3001', name: '咖啡，咖啡代用品，可可', classNo: 30 };
const BISCUIT: GroupRef = { code: '3006', name: '糕点，面包，饼干', classNo: 30 };
const CLOTHES: GroupRef = { code: '2501', name: '衣物', classNo: 25 };
const g = (name: string, ...groups: GroupRef[]): PlacedGoods => ({ name, groups });

describe('goodsOverlap', () => {
  it('meets in a similar-goods group even when the items differ', () => {
    const o = goodsOverlap([g('茶', TEA), g('咖啡', COFFEE)], [g('茶饮料', TEA), g('饼干', BISCUIT)]);
    expect(o.commonGroups).toBe(1);
    expect(o.groups[0]).toEqual({ groupCode: '3002', groupName: '茶，茶饮料', classNo: 30, left: ['茶'], right: ['茶饮料'], common: true });
    expect(o.groups.slice(1).map((x) => [x.groupCode, x.common])).toEqual([['3001', false], ['3006', false]]);
    expect(o.sameGoods).toEqual([]);
  });

  it('counts the same item once, by its text (case, width, space and the trailing * aside)', () => {
    const o = goodsOverlap([g('茶*', TEA), g('Ｔｅａ bags')], [g('茶', TEA), g('tea  bags')]);
    expect(o.sameGoods).toEqual(['茶*', 'Ｔｅａ bags']);
    expect(o.leftUngrouped).toEqual(['Ｔｅａ bags']);
    expect(o.rightUngrouped).toEqual(['tea  bags']);
  });

  it('places an item sitting in two groups in both, and nothing when the classes differ', () => {
    const o = goodsOverlap([g('奶茶', TEA, COFFEE)], [g('咖啡', COFFEE)]);
    expect(o.groups.map((x) => [x.groupCode, x.common])).toEqual([['3001', true], ['3002', false]]);
    expect(goodsOverlap([g('服装', CLOTHES)], [g('茶', TEA)]).commonGroups).toBe(0);
  });
});

describe('compareVerdict', () => {
  const side = (o: Partial<VerdictSide> = {}): VerdictSide => ({ tmName: '澜沧星河', tmCl: 30, number: '1001', goodsCount: 2, oppositionEnd: null, ...o });
  const today = '2026-11-28';
  const tea = goodsOverlap([g('茶', TEA)], [g('茶饮料', TEA)]);
  const apart = goodsOverlap([g('咖啡', COFFEE)], [g('饼干', BISCUIT)]);

  it('high: very alike names on goods of one group', () => {
    const r = compareVerdict({ left: side(), right: side({ tmName: '兰沧星河' }), score: 0.9, reasons: ['samePinyin'], overlap: tea, today });
    expect(r.verdict).toBe('high');
    expect(r.hints).toEqual(['名称近似（相似度 90%：读音相同）', '同一类别（第30类）', '指定商品/服务在 1 个类似群重合：3002 茶，茶饮料']);
  });

  it('medium: similar names on similar goods, or very alike names in one class on goods of other groups', () => {
    expect(compareVerdict({ left: side(), right: side(), score: 0.7, reasons: ['partial'], overlap: tea, today }).verdict).toBe('medium');
    const r = compareVerdict({ left: side(), right: side(), score: 0.9, reasons: ['reorder'], overlap: apart, today });
    expect(r.verdict).toBe('medium');
    expect(r.hints).toContain('指定商品/服务不在同一类似群，一般不构成类似商品');
  });

  it('low: names apart, or similar names on goods of other classes', () => {
    expect(compareVerdict({ left: side(), right: side({ tmName: '苹果' }), score: 0.1, reasons: [], overlap: tea, today })).toMatchObject({ verdict: 'low', hints: expect.arrayContaining(['名称差异明显（相似度 10%）']) });
    const other = goodsOverlap([g('服装', CLOTHES)], [g('茶', TEA)]);
    const r = compareVerdict({ left: side({ tmCl: 25 }), right: side(), score: 0.9, reasons: ['samePinyin'], overlap: other, today });
    expect(r.verdict).toBe('low');
    expect(r.hints).toContain('类别不同（第25类 / 第30类）');
  });

  it('without goods on one side (a keyword watch) the class stands in for them', () => {
    const none = goodsOverlap([], [g('茶', TEA)]);
    const same = compareVerdict({ left: side({ goodsCount: 0 }), right: side(), score: 0.9, reasons: ['reorder'], overlap: none, today });
    expect(same.verdict).toBe('high');
    expect(same.hints).toContain('商标一未列出商品/服务，按类别判断：同类，可能构成类似商品');
    const otherClass = compareVerdict({ left: side({ goodsCount: 0, tmCl: 25 }), right: side(), score: 0.9, reasons: ['reorder'], overlap: none, today });
    expect(otherClass).toMatchObject({ verdict: 'low', hints: expect.arrayContaining(['商标一未列出商品/服务，按类别判断：类别不同，一般不构成类似商品']) });
  });

  it('without goods nor class on one side (a keyword watched in every class) the names alone say at most medium', () => {
    const none = goodsOverlap([], [g('茶', TEA)]);
    const any = compareVerdict({ left: side({ goodsCount: 0, tmCl: null }), right: side(), score: 0.9, reasons: ['reorder'], overlap: none, today });
    expect(any.verdict).toBe('medium');
    expect(any.hints).toContain('一方未限定类别');
    expect(any.hints).toContain('商标一未列出商品/服务，也未限定类别：商品是否类似无法判断，按名称近似程度提示');
    expect(compareVerdict({ left: side({ goodsCount: 0, tmCl: null }), right: side(), score: 0.3, reasons: [], overlap: none, today }).verdict).toBe('low');
  });

  it('does not compare a name that is not there (an image watch without words)', () => {
    const r = compareVerdict({ left: side({ tmName: '' }), right: side(), score: 1, reasons: ['same'], overlap: tea, today });
    expect(r.verdict).toBe('low');
    expect(r.hints[0]).toBe('一方没有文字部分，名称不作比较，请对照图样判断');
  });

  it('names the open opposition window, and one that has passed', () => {
    const r = compareVerdict({ left: side({ oppositionEnd: '2026-01-09' }), right: side({ tmName: '兰沧星河', number: '2002', oppositionEnd: '2027-02-09' }), score: 0.9, reasons: [], overlap: tea, today });
    expect(r.hints).toContain('“兰沧星河”（2002）处于异议期，截止 2027-02-09，可对其提出异议');
    expect(r.hints).toContain('“澜沧星河”（1001）的异议期已于 2026-01-09 届满，可考虑无效宣告');
  });

  it('lists goods the classification does not know', () => {
    const o = goodsOverlap([g('茶', TEA), g('自制茶点')], [g('茶饮料', TEA)]);
    expect(compareVerdict({ left: side(), right: side(), score: 0.9, reasons: [], overlap: o, today }).hints).toContain('1 项商品/服务未能归入区分表的类似群，仅按文字比较：自制茶点');
  });

  it('images: 图形近似 counts as a very alike name, 图形部分相似 only in its hint', () => {
    const base = { left: side(), right: side({ tmName: '青山' }), score: 0.1, reasons: [], today };
    const alike = compareVerdict({ ...base, overlap: tea, image: 'similar', imageHint: '图形近似（相似度 100%，汉明距离 0/64）' });
    expect(alike.verdict).toBe('high');
    expect(alike.hints.slice(0, 2)).toEqual(['名称差异明显（相似度 10%）', '图形近似（相似度 100%，汉明距离 0/64）']);
    expect(compareVerdict({ ...base, overlap: apart, image: 'similar' }).verdict).toBe('medium');
    expect(compareVerdict({ ...base, overlap: tea, image: 'partial', imageHint: '图形部分相似' }).verdict).toBe('low');
    const none = compareVerdict({ ...base, overlap: tea, image: null, imageHint: '商标二无图样：图形无法比较' });
    expect(none.verdict).toBe('low');
    expect(none.hints).toContain('商标二无图样：图形无法比较');
  });
});
