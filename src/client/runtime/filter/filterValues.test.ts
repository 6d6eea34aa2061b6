import { describe, expect, it } from 'vitest';
import type { FilterRow, ScreenField } from '../screen-types';
import { dictOptions, emptyValue, requestValue, snapshotOf } from './filterValues';

const row = (type: FilterRow['type'], op: FilterRow['op'], extra: Partial<FilterRow> = {}): FilterRow => ({ prop: 'p', label: { zh: 'p', en: 'p' }, type, op, ...extra });

describe('filter values', () => {
  it('empty values by row type', () => {
    expect(emptyValue(row('input', 'contains'))).toBe('');
    expect(emptyValue(row('select', 'eq'))).toBeUndefined();
    expect(emptyValue(row('select', 'in'))).toEqual([]);
    expect(emptyValue(row('checkbox-group', 'in'))).toEqual([]);
    expect(emptyValue(row('date-range', 'range'))).toEqual([]);
    expect(emptyValue(row('empty-check', 'empty'))).toBeUndefined();
  });

  it('request values by op', () => {
    expect(requestValue(row('tree-select', 'tree'), [1, 2])).toEqual(['1', '2']);
    expect(requestValue(row('cascader', 'eq'), ['a', 'b'])).toBe('b');
    expect(requestValue(row('select', 'in'), 3)).toEqual([3]);
    expect(requestValue(row('number-range', 'range'), [1, undefined])).toEqual([1, null]);
    expect(requestValue(row('date-picker', 'range'), '2026-01-02')).toEqual(['2026-01-02', '2026-01-02']);
    expect(requestValue(row('empty-check', 'empty'), false)).toBe(false);
    expect(requestValue(row('input', undefined), 'x')).toBeUndefined();
  });

  it('dict options carry typed values', () => {
    const int: ScreenField = { label: { zh: '', en: '' }, kind: 'integer', nullable: false, dict: { '0': { zh: '停用', en: 'Off' }, '1': { zh: '启用', en: 'On' } } };
    const bool: ScreenField = { label: { zh: '', en: '' }, kind: 'boolean', nullable: false, dict: { false: { zh: '正常', en: 'Normal' }, true: { zh: '已锁定', en: 'Locked' } } };
    expect(dictOptions(int, 'zh')).toEqual([{ value: 0, label: '停用' }, { value: 1, label: '启用' }]);
    expect(dictOptions(bool, 'en')).toEqual([{ value: false, label: 'Normal' }, { value: true, label: 'Locked' }]);
  });

  it('snapshots ignore key order', () => {
    expect(snapshotOf({ a: 1, b: [2] })).toBe(snapshotOf({ b: [2], a: 1 }));
  });
});
