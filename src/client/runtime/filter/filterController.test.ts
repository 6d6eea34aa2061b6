import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FilterConfig, FilterRow } from '../screen-types';
import { AUTO_SEARCH_FIRST_MS, AUTO_SEARCH_NEXT_MS, FILTER_DATA_KEY, FILTER_PATH_KEY, FilterController } from './filterController';

const l = (zh: string) => ({ zh, en: zh });
const rows: FilterRow[] = [
  { prop: 'name', label: l('姓名'), type: 'input', op: 'contains' },
  { prop: 'status', label: l('状态'), type: 'select', op: 'eq' },
  { prop: 'roleId', label: l('角色'), type: 'select', op: 'in', multiple: true },
  { prop: 'locked', label: l('已锁定'), type: 'select', op: 'eq' },
  { prop: 'createdAt', label: l('创建时间'), type: 'date-range', op: 'range' },
  { prop: 'english', label: l('英文名'), type: 'empty-check', op: 'empty' },
];

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

function make(config: Partial<FilterConfig> = {}, storage = memoryStorage()) {
  const ctrl = new FilterController({ config: { rows, ...config }, path: '/system/userConfig', storage });
  const searches: Record<string, unknown>[] = [];
  ctrl.onSearch((f) => searches.push(f));
  return { ctrl, searches, storage };
}

describe('filter controller: request filters', () => {
  it('drops empty values and shapes each op', () => {
    const { ctrl } = make();
    ctrl.setValue('name', '  张 ');
    ctrl.setValue('status', 1);
    ctrl.setValue('roleId', []);
    ctrl.setValue('locked', false);
    ctrl.setValue('createdAt', ['2026-01-01', null]);
    ctrl.setValue('english', true);
    expect(ctrl.toRequestFilters()).toEqual({ name: '张', status: 1, locked: false, createdAt: ['2026-01-01', null], english: true });
    ctrl.setValue('createdAt', [null, null]);
    ctrl.setValue('name', '   ');
    expect(ctrl.toRequestFilters()).toEqual({ status: 1, locked: false, english: true });
  });
});

describe('filter controller: auto search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 25 ms after the first change, then 1000 ms after later changes', () => {
    const { ctrl, searches } = make({ autoSearch: true });
    ctrl.markSearched();
    ctrl.setValue('name', 'a');
    vi.advanceTimersByTime(AUTO_SEARCH_FIRST_MS - 1);
    expect(searches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(searches).toEqual([{ name: 'a' }]);

    ctrl.setValue('name', 'ab');
    vi.advanceTimersByTime(AUTO_SEARCH_FIRST_MS);
    expect(searches).toHaveLength(1);
    vi.advanceTimersByTime(AUTO_SEARCH_NEXT_MS - AUTO_SEARCH_FIRST_MS - 1);
    expect(searches).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(searches).toEqual([{ name: 'a' }, { name: 'ab' }]);
  });

  it('debounces: only the last of quick changes searches', () => {
    const { ctrl, searches } = make({ autoSearch: true });
    ctrl.markSearched();
    ctrl.setValue('name', 'a');
    vi.advanceTimersByTime(AUTO_SEARCH_FIRST_MS);
    for (const v of ['b', 'bc', 'bcd']) {
      ctrl.setValue('name', v);
      vi.advanceTimersByTime(500);
    }
    vi.advanceTimersByTime(AUTO_SEARCH_NEXT_MS);
    expect(searches).toEqual([{ name: 'a' }, { name: 'bcd' }]);
  });

  it('does not search when the params equal the last searched snapshot', () => {
    const { ctrl, searches } = make({ autoSearch: true });
    ctrl.markSearched();
    ctrl.setValue('name', '   '); // still no filter
    vi.advanceTimersByTime(AUTO_SEARCH_FIRST_MS);
    expect(searches).toHaveLength(0);
    ctrl.setValue('name', 'x');
    ctrl.search(); // manual search
    ctrl.setValue('name', 'x ');
    vi.advanceTimersByTime(AUTO_SEARCH_NEXT_MS);
    expect(searches).toEqual([{ name: 'x' }]);
  });

  it('never auto-searches when autoSearch is off', () => {
    const { ctrl, searches } = make({ autoSearch: false });
    ctrl.setValue('name', 'a');
    vi.advanceTimersByTime(5000);
    expect(searches).toHaveLength(0);
  });

  it('a manual search cancels the pending auto search', () => {
    const { ctrl, searches } = make({ autoSearch: true });
    ctrl.markSearched();
    ctrl.setValue('name', 'a');
    ctrl.search();
    vi.advanceTimersByTime(5000);
    expect(searches).toEqual([{ name: 'a' }]);
  });
});

describe('filter controller: chips', () => {
  const texts = { lang: 'zh' as const, isEmpty: '为空', notEmpty: '不为空' };
  it('shows names and value texts, with dict labels and the date-range flag', () => {
    const { ctrl } = make();
    ctrl.setOptions('status', [
      { value: 0, label: '停用' },
      { value: 1, label: '启用' },
    ]);
    ctrl.setOptions('roleId', [
      { value: 1, label: '管理员' },
      { value: 2, label: '代理机构' },
    ]);
    ctrl.setValue('status', 1);
    ctrl.setValue('roleId', [1, 2]);
    ctrl.setValue('createdAt', ['2026-01-01', '2026-01-31']);
    ctrl.setValue('english', false);
    expect(ctrl.chips(texts)).toEqual([
      { key: 'status', name: '状态', value: '启用', dateRange: false },
      { key: 'roleId', name: '角色', value: '管理员、代理机构', dateRange: false },
      { key: 'createdAt', name: '创建时间', value: '2026-01-01 ~ 2026-01-31', dateRange: true },
      { key: 'english', name: '英文名', value: '不为空', dateRange: false },
    ]);
  });

  it('leaves out the spec 5 keys and the caller exclusions', () => {
    const own: FilterRow[] = [
      { prop: 'fileName', label: l('文件名'), type: 'input', op: 'contains' },
      { prop: 'appNo', label: l('申请号'), type: 'input', op: 'contains' },
      { prop: 'name', label: l('姓名'), type: 'input', op: 'contains' },
      { prop: 'phone', label: l('手机'), type: 'input', op: 'contains' },
    ];
    const ctrl = new FilterController({ config: { rows: own, excludeChips: ['phone'] }, path: '/x', storage: null });
    for (const r of own) ctrl.setValue(r.prop, 'v');
    expect(ctrl.chips(texts).map((c) => c.key)).toEqual(['name']);
  });

  it('removing a chip clears that key and searches', () => {
    const { ctrl, searches } = make();
    ctrl.setValue('name', 'a');
    ctrl.setValue('status', 0);
    ctrl.removeChip('status');
    expect(ctrl.values.status).toBeUndefined();
    expect(searches).toEqual([{ name: 'a' }]);
  });
});

describe('filter controller: clear and reset', () => {
  it('clear: strings empty, arrays empty, booleans false, searchType 0, paging and sort kept, storage cleared', () => {
    const { ctrl, searches, storage } = make();
    ctrl.setValue('name', 'a');
    ctrl.setValue('roleId', [1]);
    ctrl.setValue('locked', true);
    ctrl.setValue('english', false);
    ctrl.setValue('onlyMine', true);
    ctrl.setValue('keyword', 'k');
    ctrl.setValue('tags', ['x']);
    ctrl.setValue('searchType', 2);
    ctrl.setValue('pageNo', 3);
    ctrl.setValue('pageSize', 50);
    ctrl.setValue('sorts', [{ key: 'name', asc: true }]);
    ctrl.search();
    expect(storage.data.get(FILTER_PATH_KEY)).toBe('/system/userConfig');
    ctrl.clear();
    expect(ctrl.values).toMatchObject({
      name: '',
      roleId: [],
      locked: undefined, // a row value: back to "no filter", not false
      english: undefined,
      onlyMine: false,
      keyword: '',
      tags: [],
      searchType: 0,
      pageNo: 3,
      pageSize: 50,
      sorts: [{ key: 'name', asc: true }],
    });
    expect(storage.data.has(FILTER_DATA_KEY)).toBe(false);
    expect(storage.data.has(FILTER_PATH_KEY)).toBe(false);
    expect(searches.at(-1)).toEqual({});
  });

  it('reset restores the defaults, drops errors and searches', () => {
    const { ctrl, searches } = make();
    ctrl.setValue('name', 'a');
    ctrl.reset();
    expect(ctrl.values.name).toBe('');
    expect(searches).toEqual([{}]);
  });
});

describe('filter controller: validation', () => {
  it('blocks the search on an empty required row and reports the first error', () => {
    const onInvalid = vi.fn();
    const own: FilterRow[] = [
      { prop: 'a', label: l('甲'), type: 'input', op: 'contains' },
      { prop: 'b', label: l('乙'), type: 'select', op: 'eq', required: true },
      { prop: 'c', label: l('丙'), type: 'input', op: 'contains', required: true },
    ];
    const ctrl = new FilterController({ config: { rows: own }, path: '/x', storage: null, onInvalid });
    const searched = vi.fn();
    ctrl.onSearch(searched);
    expect(ctrl.search()).toBe(false);
    expect(onInvalid).toHaveBeenCalledWith('b');
    expect(ctrl.store.get().errors).toEqual({ b: '请选择乙', c: '请输入丙' });
    ctrl.setValue('b', 1);
    expect(ctrl.store.get().errors).toEqual({ c: '请输入丙' });
    ctrl.setValue('c', 'x');
    expect(ctrl.search()).toBe(true);
    expect(searched).toHaveBeenCalledOnce();
  });
});

describe('filter controller: persistence', () => {
  it('restores filterData only on the stored filterPath', () => {
    const storage = memoryStorage();
    const first = make({}, storage).ctrl;
    first.setValue('name', 'abc');
    first.setValue('roleId', [2]);
    first.search();
    const again = new FilterController({ config: { rows }, path: '/system/userConfig', storage });
    expect(again.values).toMatchObject({ name: 'abc', roleId: [2] });
    expect(again.toRequestFilters()).toEqual({ name: 'abc', roleId: [2] });
    const other = new FilterController({ config: { rows }, path: '/system/companyList', storage });
    expect(other.values.name).toBe('');
  });

  it('falls back to empty values when a stored value has the wrong shape', () => {
    const storage = memoryStorage();
    storage.setItem(FILTER_PATH_KEY, '/p');
    storage.setItem(FILTER_DATA_KEY, JSON.stringify({ roleId: 3, name: 'n' }));
    const ctrl = new FilterController({ config: { rows }, path: '/p', storage });
    expect(ctrl.values.roleId).toEqual([]);
    expect(ctrl.values.name).toBe('n');
  });
});

describe('filter controller: collapse', () => {
  it('starts collapsed when showCollapse is set', () => {
    expect(make({ showCollapse: true }).ctrl.store.get().collapsed).toBe(true);
    expect(make({}).ctrl.store.get().collapsed).toBe(false);
  });
});
