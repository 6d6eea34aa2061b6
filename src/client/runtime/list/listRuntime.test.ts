import { describe, expect, it, vi } from 'vitest';
import { screens } from '../../../generated/screens/all';
import { FILTER_DATA_KEY, FILTER_PATH_KEY } from '../filter/filterController';
import { createListRuntime, type ListRuntimeDeps } from './listRuntime';

function storage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

function deps(over: Partial<ListRuntimeDeps> = {}): ListRuntimeDeps {
  return {
    call: vi.fn(async () => ({ list: [], total: 0, totalCapped: false })) as ListRuntimeDeps['call'],
    displayQuery: vi.fn(async () => ({ displayContent: null })),
    displaySet: vi.fn(async () => null),
    storage: storage(),
    ...over,
  };
}

describe('list runtime wiring', () => {
  it('a filter search reaches the list, which asks the grid to reload from page 1', () => {
    const rt = createListRuntime(screens.users, '/system/userConfig', deps());
    const commands: unknown[] = [];
    rt.list.onCommand((c) => commands.push(c));
    rt.filter.setValue('name', '张');
    rt.filter.search();
    expect(rt.list.state.filters).toEqual({ name: '张' });
    expect(commands).toEqual([{ type: 'reset' }]);
    rt.dispose();
  });

  it('starts the list with the restored filter of this path', () => {
    const s = storage();
    s.setItem(FILTER_PATH_KEY, '/system/userConfig');
    s.setItem(FILTER_DATA_KEY, JSON.stringify({ status: 1 }));
    const rt = createListRuntime(screens.users, '/system/userConfig', deps({ storage: s }));
    expect(rt.list.state.filters).toEqual({ status: 1 });
  });

  it('loads the list through the screen list call without the loading overlay', async () => {
    const d = deps();
    const rt = createListRuntime(screens.enterprises, '/system/companyList', d);
    const p = { startRow: 0, endRow: 20, sortModel: [], successCallback: vi.fn(), failCallback: vi.fn() };
    rt.list.datasource().getRows(p);
    await new Promise((r) => setTimeout(r, 0));
    expect(d.call).toHaveBeenCalledWith(screens.enterprises.calls.list, { pageNo: 1, pageSize: 20, sorts: [], filters: {} }, expect.objectContaining({ noLoading: true }));
    expect(p.successCallback).toHaveBeenCalledWith([], 0);
  });

  it('reads column settings (type 1) and sort presets (type 8) by table key', async () => {
    const d = deps();
    const rt = createListRuntime(screens.users, '/system/userConfig', d);
    rt.load();
    await new Promise((r) => setTimeout(r, 0));
    expect(d.displayQuery).toHaveBeenCalledWith(1, 'system.users');
    expect(d.displayQuery).toHaveBeenCalledWith(8, 'system.users');
  });

  it('localizes the required-row message', () => {
    const screen = { ...screens.users, filter: { ...screens.users.filter, rows: screens.users.filter.rows.map((r, i) => (i === 0 ? { ...r, required: true } : r)) } };
    const rt = createListRuntime(screen, '/x', deps());
    expect(rt.filter.validate()).toEqual({ name: '请输入姓名' });
  });
});
