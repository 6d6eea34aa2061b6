import { describe, expect, it, vi } from 'vitest';
import { CustomFieldsController, splitCustomFilters, type CustomFieldsApi } from './customFieldsController';
import type { CustomFieldDef } from './model';
import { def } from './testDefs';

function make(defs: CustomFieldDef[]) {
  let server = defs.map((d) => ({ ...d }));
  const api: CustomFieldsApi = {
    list: vi.fn(async () => server),
    save: vi.fn(async (body) => {
      if (body.delete) {
        server = server.filter((d) => d.id !== body.id);
        return null;
      }
      server = server.map((d) => (d.id === body.id ? { ...d, ...('state' in body ? { state: body.state! } : {}), ...('isFilter' in body ? { isFilter: body.isFilter!, filter: body.isFilter! } : {}) } : d));
      return server.find((d) => d.id === body.id)!;
    }),
    saveAll: vi.fn(async () => server),
    sort: vi.fn(async ({ ids, isTop }) => {
      const order = ids.split(',').map(Number);
      const pins = new Set(isTop ? isTop.split(',').map(Number) : []);
      server = server.map((d) => ({ ...d, sort: order.indexOf(d.id), isTop: pins.has(d.id) ? 1 : 0 }));
      return server;
    }),
    setValue: vi.fn(async ({ value }) => ({ value })),
    batchSet: vi.fn(async () => ({ updated: 2 })),
  };
  const ctrl = new CustomFieldsController(91, api);
  return { ctrl, api };
}

describe('custom fields controller', () => {
  it('loads the module, pinned first then by sort', async () => {
    const { ctrl, api } = make([def(1, 1, { sort: 2 }), def(2, 3, { sort: 1 }), def(3, 6, { sort: 3, isTop: 1 })]);
    await ctrl.load();
    expect(api.list).toHaveBeenCalledWith({ type: 91 });
    expect(ctrl.defs.map((d) => d.id)).toEqual([3, 2, 1]);
    expect(ctrl.store.get().loaded).toBe(true);
  });

  it('show/hide and filter are partial saves with their messages', async () => {
    const { ctrl, api } = make([def(1, 1), def(2, 7)]);
    await ctrl.load();
    expect(await ctrl.toggleShown(1)).toEqual({ ok: true, message: 'cf.hiddenDone' });
    expect(api.save).toHaveBeenLastCalledWith({ type: 91, id: 1, state: 0 });
    expect(ctrl.shown().map((d) => d.id)).toEqual([2]);
    expect(await ctrl.toggleShown(1)).toEqual({ ok: true, message: 'cf.shownDone' });
    expect(await ctrl.toggleFilter(1)).toEqual({ ok: true, message: 'cf.filterOnDone' });
    expect(api.save).toHaveBeenLastCalledWith({ type: 91, id: 1, isFilter: 1 });
    expect(ctrl.filterable().map((d) => d.id)).toEqual([1]);
    expect(await ctrl.toggleFilter(1)).toEqual({ ok: true, message: 'cf.filterOffDone' });
    // number fields cannot filter (spec 4): nothing sent
    const calls = (api.save as ReturnType<typeof vi.fn>).mock.calls.length;
    expect(await ctrl.toggleFilter(2)).toEqual({ ok: false, warning: 'cf.filterUnsupported' });
    expect((api.save as ReturnType<typeof vi.fn>).mock.calls.length).toBe(calls);
  });

  it('pins at most 5 fields (最多可固定5项) and sends order and pins', async () => {
    const { ctrl, api } = make([1, 2, 3, 4, 5, 6].map((id) => def(id, 1, { isTop: id <= 5 ? 1 : 0 })));
    await ctrl.load();
    expect(await ctrl.togglePin(6)).toEqual({ ok: false, warning: 'cf.pinLimit' });
    expect(api.sort).not.toHaveBeenCalled();
    expect(await ctrl.togglePin(2)).toEqual({ ok: true, message: 'cf.unpinDone' });
    expect(api.sort).toHaveBeenLastCalledWith({ fieldType: 91, ids: '1,2,3,4,5,6', isTop: '1,3,4,5' });
    expect(await ctrl.togglePin(6)).toEqual({ ok: true, message: 'cf.pinDone' });
    expect(api.sort).toHaveBeenLastCalledWith({ fieldType: 91, ids: '1,3,4,5,2,6', isTop: '1,3,4,5,6' });
    expect(ctrl.defs.filter((d) => d.isTop).map((d) => d.id)).toEqual([1, 3, 4, 5, 6]);
  });

  it('moves fields within the pinned or the unpinned group (移动成功)', async () => {
    const { ctrl, api } = make([def(1, 1, { isTop: 1 }), def(2, 1), def(3, 1), def(4, 1)]);
    await ctrl.load();
    expect(await ctrl.move(4, 2)).toEqual({ ok: true, message: 'cf.movedDone' });
    expect(api.sort).toHaveBeenLastCalledWith({ fieldType: 91, ids: '1,4,2,3', isTop: '1' });
    expect(ctrl.defs.map((d) => d.id)).toEqual([1, 4, 2, 3]);
    expect(await ctrl.move(3, 1)).toEqual({ ok: false }); // across the pinned boundary
    expect(CustomFieldsController.reorder(ctrl.defs, 2, 2)).toBeNull();
  });

  it('deletes with delete=1, but never a locked field', async () => {
    const { ctrl, api } = make([def(1, 1), def(2, 3, { isEdit: 0 })]);
    await ctrl.load();
    expect(await ctrl.remove(2)).toEqual({ ok: false, warning: 'cf.locked' });
    expect(await ctrl.remove(1)).toEqual({ ok: true, message: 'cf.deletedDone' });
    expect(api.save).toHaveBeenLastCalledWith({ type: 91, id: 1, delete: 1 });
    expect(ctrl.defs.map((d) => d.id)).toEqual([2]);
  });

  it('ignores a second toggle while the first is under way', async () => {
    const { ctrl, api } = make([def(1, 1)]);
    await ctrl.load();
    const a = ctrl.toggleShown(1);
    const b = ctrl.toggleShown(1);
    expect(await b).toEqual({ ok: false });
    await a;
    expect(api.save).toHaveBeenCalledTimes(1);
  });

  it('sets values and batch values through the module', async () => {
    const { ctrl, api } = make([def(1, 1)]);
    expect(await ctrl.setValue(8, 1, 'x')).toBe('x');
    expect(api.setValue).toHaveBeenCalledWith({ type: 91, id: 8, fieldId: 1, value: 'x' });
    expect(await ctrl.batchSet([3, 4], { 字段1: 'y' })).toEqual({ ok: true, message: 'cf.batch.done' });
    expect(api.batchSet).toHaveBeenCalledWith({ type: 91, key: '3,4', data: { 字段1: 'y' }, source: 0 });
  });

  it('offers cf:<id> sort keys for shown sortable fields', async () => {
    const { ctrl } = make([def(1, 1), def(2, 4), def(3, 6, { state: 0 }), def(4, 7)]);
    await ctrl.load();
    expect(ctrl.sortableKeys()).toEqual(['cf:1', 'cf:4']); // multiple choice is not sortable; 3 is hidden
  });

  it('moves custom filter rows into customFilters with the type operator', () => {
    const defs = [def(1, 1, { isFilter: 1 }), def(2, 4, { isFilter: 1 }), def(3, 6, { isFilter: 1 }), def(4, 1)];
    const body = { pageNo: 1, filters: { name: '张', 'cf:1': '重点', 'cf:2': ['甲'], 'cf:3': ['2026-01-01', null], 'cf:4': 'x', 'cf:9': 'gone' } };
    expect(splitCustomFilters(body, defs)).toEqual({
      pageNo: 1,
      filters: { name: '张' },
      customFilters: { 1: { op: 'contains', value: '重点' }, 2: { op: 'in', value: ['甲'] }, 3: { op: 'range', value: ['2026-01-01', null] } },
    });
    const plain = { pageNo: 1, filters: { name: '张' } };
    expect(splitCustomFilters(plain, defs)).toBe(plain);
  });
});
