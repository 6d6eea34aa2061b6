import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, canPick, clearSelection, countByClass, countByGroup, pickAll, toggle, type PickedNode } from './levelLock';

const cls = (no: number): PickedNode => ({ key: String(no).padStart(2, '0'), level: 0, code: String(no).padStart(2, '0'), name: `第${no}类`, classNo: no });
const group = (code: string): PickedNode => ({ key: code, level: 1, code, name: code, classNo: Number(code.slice(0, 2)) });
const item = (groupCode: string, code: string): PickedNode => ({ key: `${groupCode}/${code}`, level: 2, code, name: code, classNo: Number(groupCode.slice(0, 2)), groupCode });

describe('level lock', () => {
  it('nothing picked: every level is open', () => {
    expect([0, 1, 2].map((l) => canPick(EMPTY_SELECTION, l as 0 | 1 | 2))).toEqual([true, true, true]);
  });

  it('the first pick locks its level; other levels are refused', () => {
    const s = toggle(EMPTY_SELECTION, group('0901'));
    expect(s.level).toBe(1);
    expect([canPick(s, 0), canPick(s, 1), canPick(s, 2)]).toEqual([false, true, false]);
    expect(toggle(s, cls(9))).toBe(s);
    expect(toggle(s, item('0901', '090372'))).toBe(s);
    const two = toggle(s, group('2501'));
    expect(two.nodes.map((n) => n.key)).toEqual(['0901', '2501']);
    expect(two.level).toBe(1);
  });

  it('unpicking the last node releases the lock', () => {
    const s = toggle(toggle(EMPTY_SELECTION, item('0901', '090372')), item('0907', '090101'));
    expect(s.level).toBe(2);
    const one = toggle(s, item('0901', '090372'));
    expect(one.level).toBe(2);
    const none = toggle(one, item('0907', '090101'));
    expect(none).toEqual(EMPTY_SELECTION);
    expect(toggle(none, cls(25)).level).toBe(0);
  });

  it('clearing releases the lock', () => {
    const s = toggle(EMPTY_SELECTION, cls(9));
    expect(canPick(s, 2)).toBe(false);
    const c = clearSelection();
    expect(c.level).toBeNull();
    expect(canPick(c, 2)).toBe(true);
  });

  it('the same item code in two groups is two picks', () => {
    const s = pickAll(EMPTY_SELECTION, [item('0901', '090101'), item('0907', '090101'), item('0901', '090101')]);
    expect(s.nodes).toHaveLength(2);
  });

  it('pickAll takes only nodes of the locked level', () => {
    const s = pickAll(toggle(EMPTY_SELECTION, item('2501', '250042')), [group('2501'), item('2508', '250012'), cls(25)]);
    expect(s.nodes.map((n) => n.key)).toEqual(['2501/250042', '2508/250012']);
  });

  it('counts picks per class and per group', () => {
    const s = pickAll(EMPTY_SELECTION, [item('2501', '250042'), item('2508', '250012'), item('0901', '090372')]);
    expect([...countByClass(s)]).toEqual([[25, 2], [9, 1]]);
    expect([...countByGroup(s)]).toEqual([['2501', 1], ['2508', 1], ['0901', 1]]);
  });
});
