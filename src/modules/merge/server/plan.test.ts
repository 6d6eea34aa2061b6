import { describe, expect, it } from 'vitest';
import { checkMergeList, fillCustomValues, isEmptyValue, pickKeeper, planUndo, sameValue, unionTags } from './plan';

describe('unionTags', () => {
  it('keeps the kept record’s tags first and appends the others once', () => {
    expect(unionTags(['a', 'b'], [['b', 'c'], ['c', 'd', 'a']])).toEqual(['a', 'b', 'c', 'd']);
    expect(unionTags([], [])).toEqual([]);
    expect(unionTags(['a', 'a'], [])).toEqual(['a']);
  });
});

describe('fillCustomValues', () => {
  it('lets the kept record win and fills only its gaps, first merged record first', () => {
    const r = fillCustomValues({ '1': '重点', '2': '', '3': null, '5': [] }, [{ '1': '一般', '2': '甲', '4': 7 }, { '2': '乙', '3': '丙', '5': ['x'] }]);
    expect(r.values).toEqual({ '1': '重点', '2': '甲', '3': '丙', '4': 7, '5': ['x'] });
    expect(r.filled).toEqual({ '2': '甲', '3': '丙', '4': 7, '5': ['x'] });
  });
  it('does not fill with empty values', () => {
    expect(fillCustomValues({}, [{ a: '', b: [] }])).toEqual({ values: {}, filled: {} });
  });
  it('treats 0 and false as filled', () => {
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue(false)).toBe(false);
    expect(fillCustomValues({ n: 0 }, [{ n: 5 }]).values).toEqual({ n: 0 });
  });
});

describe('checkMergeList', () => {
  it('accepts disjoint groups', () => {
    expect(checkMergeList([{ targetBrandId: 1, mergedBrandIds: [2, 3] }, { targetBrandId: 4, mergedBrandIds: [5] }])).toBeNull();
  });
  it('rejects keeping and merging the same record', () => {
    expect(checkMergeList([{ targetBrandId: 1, mergedBrandIds: [1, 2] }])).toMatch(/不能既保留又被合并/);
  });
  it('rejects a record in two groups', () => {
    expect(checkMergeList([{ targetBrandId: 1, mergedBrandIds: [2] }, { targetBrandId: 3, mergedBrandIds: [2] }])).toMatch(/#2.*多次/);
    expect(checkMergeList([{ targetBrandId: 1, mergedBrandIds: [2] }, { targetBrandId: 2, mergedBrandIds: [3] }])).toMatch(/#2/);
  });
});

describe('pickKeeper', () => {
  const r = (id: number, dplSource: number, tags = 0, custom = 0) => ({
    id, dplSource, tagIds: Array.from({ length: tags }, (_, i) => `t${i}`), customValues: Object.fromEntries(Array.from({ length: custom }, (_, i) => [String(i), 'v'])),
  });
  it('prefers the record synced from the public cloud', () => {
    expect(pickKeeper([r(1, 1, 5, 5), r(2, 0), r(3, 2)])).toBe(2);
  });
  it('then the most tags and filled custom values', () => {
    expect(pickKeeper([r(1, 1, 1), r(2, 1, 1, 2), r(3, 2)])).toBe(2);
  });
  it('then the oldest', () => {
    expect(pickKeeper([r(9, 1), r(4, 1), r(7, 1)])).toBe(4);
  });
  it('ignores empty custom values when weighing', () => {
    expect(pickKeeper([{ id: 1, dplSource: 1, tagIds: [], customValues: { a: '', b: null } }, r(2, 1, 0, 1)])).toBe(2);
  });
});

describe('planUndo', () => {
  const before = { tagIds: ['a'], customValues: { '1': 'x' } };
  const after = { tagIds: ['a', 'b', 'c'], customValues: { '1': 'x', '2': 'y' } };
  const filled = { '2': 'y' };
  it('restores the values before when nothing changed since', () => {
    expect(planUndo(before, after, filled, { tagIds: ['a', 'b', 'c'], customValues: { '2': 'y', '1': 'x' } })).toEqual({ ok: true, ...before });
  });
  it('removes only what the merge added when the record changed since', () => {
    const plan = planUndo(before, after, filled, { tagIds: ['a', 'c', 'd'], customValues: { '1': 'z', '2': 'y', '3': 'new' } });
    expect(plan).toEqual({ ok: true, tagIds: ['a', 'd'], customValues: { '1': 'z', '3': 'new' } });
  });
  it('accepts a filled field the user cleared since', () => {
    expect(planUndo(before, after, filled, { tagIds: ['a'], customValues: { '1': 'x' } })).toEqual({ ok: true, tagIds: ['a'], customValues: { '1': 'x' } });
  });
  it('refuses when a filled field was edited since', () => {
    expect(planUndo(before, after, filled, { tagIds: ['a'], customValues: { '1': 'x', '2': 'edited' } })).toEqual({ ok: false, field: '2' });
  });
});

describe('sameValue', () => {
  it('compares JSON values regardless of key order', () => {
    expect(sameValue({ a: [1, { b: 2, c: 3 }] }, { a: [1, { c: 3, b: 2 }] })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});
