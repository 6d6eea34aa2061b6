// The list runtime with custom fields: definitions load with the screen, shown filterable fields become filter
// rows, their values travel as customFilters, and cf:<id> sorts reach the list call.
import { describe, expect, it, vi } from 'vitest';
import { screens } from '../../generated/screens/all';
import { createListRuntime, type ListRuntimeDeps } from '../runtime/list/listRuntime';
import { def } from './testDefs';

function storage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('list runtime with custom fields', () => {
  it('turns the module definitions into filter rows, customFilters and cf sorts', async () => {
    const bodies: Array<{ path: string; body: unknown }> = [];
    const call = vi.fn(async (meta: { path: string }, body: unknown) => {
      bodies.push({ path: meta.path, body });
      if (meta.path === '/customField/getCustomFieldList') return [def(1, 1, { isFilter: 1, type: 90 }), def(2, 7, { type: 90 })];
      return { list: [], total: 0, totalCapped: false };
    }) as unknown as ListRuntimeDeps['call'];
    const rt = createListRuntime(screens.users, '/system/userConfig', {
      call,
      displayQuery: vi.fn(async () => ({ displayContent: null })),
      displaySet: vi.fn(async () => null),
      storage: storage(),
    });
    expect(rt.customFields?.module).toBe(90);
    rt.load();
    await flush();
    expect(bodies.find((b) => b.path === '/customField/getCustomFieldList')?.body).toEqual({ type: 90 });
    expect(rt.filter.config.rows.at(-1)).toMatchObject({ prop: 'cf:1', type: 'input', op: 'contains' });

    rt.filter.setValue('cf:1', '重点');
    rt.filter.search();
    const params = { startRow: 0, endRow: 20, sortModel: [{ colId: 'cf:2', sort: 'desc' as const }, { colId: 'cf:9', sort: 'asc' as const }], successCallback: vi.fn(), failCallback: vi.fn() };
    rt.list.datasource().getRows(params);
    await flush();
    const listBody = bodies.filter((b) => b.path === screens.users.calls.list.path).at(-1)!.body as Record<string, unknown>;
    expect(listBody.customFilters).toEqual({ 1: { op: 'contains', value: '重点' } });
    expect(listBody.filters).toEqual({});
    expect(listBody.sorts).toEqual([{ key: 'cf:2', asc: false }]); // unknown custom keys are dropped
    rt.dispose();
  });

  it('screens without a custom-field module have none', () => {
    const rt = createListRuntime({ ...screens.users, customFieldModule: undefined }, '/x', {
      call: vi.fn(async () => ({ list: [], total: 0 })) as unknown as ListRuntimeDeps['call'],
      displayQuery: vi.fn(async () => ({ displayContent: null })),
      displaySet: vi.fn(async () => null),
      storage: storage(),
    });
    expect(rt.customFields).toBeNull();
  });
});
