import { describe, expect, it } from 'vitest';
import { addIds, buildMergeList, groupKey, MANUAL_GROUP, pruneKeep } from './mergeModel';

const g1 = { key: groupKey({ regNo: 'A1', tmCl: 9 }), regNo: 'A1', tmCl: 9, ids: [1, 2, 3] };
const g2 = { key: groupKey({ regNo: 'B2', tmCl: 25 }), regNo: 'B2', tmCl: 25, ids: [4, 5] };

describe('buildMergeList', () => {
  it('asks for a kept mark when none is chosen (请选择要保留的商标！)', () => {
    expect(buildMergeList([g1, g2], {})).toEqual({ ok: false, reason: 'chooseKeep' });
    expect(buildMergeList([g1], { [g1.key]: 99 })).toEqual({ ok: false, reason: 'chooseKeep' });
  });
  it('merges the groups with a choice and leaves the others', () => {
    expect(buildMergeList([g1, g2], { [g1.key]: 2 })).toEqual({ ok: true, mergeList: [{ targetBrandId: 2, mergedBrandIds: [1, 3] }] });
    expect(buildMergeList([g1, g2], { [g1.key]: 1, [g2.key]: 5 })).toEqual({
      ok: true,
      mergeList: [
        { targetBrandId: 1, mergedBrandIds: [2, 3] },
        { targetBrandId: 5, mergedBrandIds: [4] },
      ],
    });
  });
  it('needs two marks in the manual group', () => {
    expect(buildMergeList([{ key: MANUAL_GROUP, ids: [7] }], { [MANUAL_GROUP]: 7 })).toEqual({ ok: false, reason: 'needTwo' });
  });
});

describe('manual group helpers', () => {
  it('adds ids once, in order', () => {
    expect(addIds([3, 1], [1, 4, 4])).toEqual([3, 1, 4]);
  });
  it('drops a choice whose mark left its group', () => {
    expect(pruneKeep([{ key: MANUAL_GROUP, ids: [1, 2] }], { [MANUAL_GROUP]: 3, other: 5 })).toEqual({ other: 5 });
  });
});
