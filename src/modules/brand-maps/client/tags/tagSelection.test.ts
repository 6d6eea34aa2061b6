import { describe, expect, it } from 'vitest';
import { changes, checkedKeys, fromStatistics, stateOf, toggle } from './tagSelection';

const stats = { count: 3, selectAll: ['a'], partSelect: [{ nodeId: 'b', num: 2 }] };

describe('tag drawer selection', () => {
  it('starts from the statistics', () => {
    const s = fromStatistics(stats);
    expect([stateOf(s, 'a'), stateOf(s, 'b'), stateOf(s, 'c')]).toEqual(['all', 'part', 'none']);
    expect(checkedKeys(s, ['a', 'b', 'c'])).toEqual({ checked: ['a'], halfChecked: ['b'] });
    expect(s.num).toEqual({ a: 3, b: 2 });
    expect(changes(s)).toEqual({ add: [], remove: [] });
  });

  it('toggles: all -> none -> all, part -> all -> none, none -> all', () => {
    let s = fromStatistics(stats);
    s = toggle(s, 'a');
    s = toggle(s, 'b');
    s = toggle(s, 'c');
    expect(changes(s)).toEqual({ add: ['b', 'c'], remove: ['a'] });
    s = toggle(s, 'b');
    expect(stateOf(s, 'b')).toBe('none');
    expect(changes(s)).toEqual({ add: ['c'], remove: ['a', 'b'] });
    s = toggle(toggle(s, 'a'), 'c');
    expect(changes(s)).toEqual({ add: [], remove: ['b'] });
  });

  it('without delTags nothing carried can be unchecked', () => {
    let s = fromStatistics(stats);
    s = toggle(s, 'a', false);
    expect(stateOf(s, 'a')).toBe('all');
    s = toggle(s, 'b', false);
    expect(stateOf(s, 'b')).toBe('all');
    s = toggle(s, 'b', false);
    expect(stateOf(s, 'b')).toBe('all');
    s = toggle(toggle(s, 'c', false), 'c', false);
    expect(stateOf(s, 'c')).toBe('none');
    expect(changes(s)).toEqual({ add: ['b'], remove: [] });
  });
});
