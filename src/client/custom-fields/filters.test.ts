import { describe, expect, it, vi } from 'vitest';
import { FilterController, FILTER_DATA_KEY, FILTER_PATH_KEY } from '../runtime/filter/filterController';
import { customFilterFields, customFilterRows } from './filters';
import { def } from './testDefs';

function storage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('custom filter rows', () => {
  it('become rows by the type operator; number and attachment never do', () => {
    const defs = [def(1, 1, { isFilter: 1 }), def(2, 2, { isFilter: 1 }), def(3, 3, { isFilter: 1 }), def(4, 4, { isFilter: 1 }), def(5, 5, { isFilter: 1 }), def(6, 6, { isFilter: 1 }), def(7, 7, { isFilter: 1 }), def(8, 1)];
    expect(customFilterRows(defs).map((r) => [r.prop, r.type, r.op, !!r.multiple])).toEqual([
      ['cf:1', 'input', 'contains', false],
      ['cf:2', 'input', 'contains', false],
      ['cf:3', 'select', 'in', true],
      ['cf:4', 'select', 'in', true],
      ['cf:6', 'date-range', 'range', false],
    ]);
    expect(customFilterFields(defs)['cf:3'].dict).toEqual({ 甲: { zh: '甲', en: '甲' }, 乙: { zh: '乙', en: '乙' } });
  });

  it('join the filter controller at run time: chips, request filters, a search when they change the filters', () => {
    const s = storage();
    s.setItem(FILTER_PATH_KEY, '/p');
    s.setItem(FILTER_DATA_KEY, JSON.stringify({ name: '', 'cf:3': ['甲'] }));
    const fc = new FilterController({ config: { rows: [{ prop: 'name', label: { zh: '名称', en: 'Name' }, type: 'input', op: 'contains' }] }, path: '/p', storage: s });
    fc.markSearched();
    const searched = vi.fn();
    fc.onSearch(searched);
    expect(fc.toRequestFilters()).toEqual({});
    // the stored value of the custom row applies once the row arrives, and the list searches again
    fc.setExtraRows(customFilterRows([def(3, 3, { isFilter: 1 })]));
    expect(fc.toRequestFilters()).toEqual({ 'cf:3': ['甲'] });
    expect(searched).toHaveBeenCalledTimes(1);
    expect(fc.chips({ lang: 'zh', isEmpty: '为空', notEmpty: '不为空' })).toEqual([{ key: 'cf:3', name: '字段3', value: '甲', dateRange: false }]);
    // the same rows again: nothing happens
    fc.setExtraRows(customFilterRows([def(3, 3, { isFilter: 1 })]));
    expect(searched).toHaveBeenCalledTimes(1);
    // the field stops being a filter: its value goes and the list searches without it
    fc.setExtraRows([]);
    expect(fc.toRequestFilters()).toEqual({});
    expect(searched).toHaveBeenCalledTimes(2);
    expect(fc.config.rows.map((r) => r.prop)).toEqual(['name']);
  });

  it('a new row without a stored value does not search', () => {
    const fc = new FilterController({ config: { rows: [] }, path: '/p', storage: storage() });
    fc.markSearched();
    const searched = vi.fn();
    fc.onSearch(searched);
    fc.setExtraRows(customFilterRows([def(1, 1, { isFilter: 1 })]));
    expect(fc.values['cf:1']).toBe('');
    expect(searched).not.toHaveBeenCalled();
    fc.setValue('cf:1', '重点');
    fc.search();
    expect(searched).toHaveBeenCalledWith({ 'cf:1': '重点' }, expect.anything());
  });
});
