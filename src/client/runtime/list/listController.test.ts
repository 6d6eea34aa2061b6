import { describe, expect, it, vi } from 'vitest';
import { ListController, sortsFromModel, type GetRowsParams, type GridCommand, type ListBody, type ListPage } from './listController';

const screen = { sortable: ['name', 'createdAt'], defaultSort: [{ key: 'createdAt', asc: false }] };
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `u${from + i}` }));

function params(startRow: number, endRow: number, sortModel: GetRowsParams['sortModel'] = []) {
  const p = { startRow, endRow, sortModel, successCallback: vi.fn(), failCallback: vi.fn() };
  return p;
}

function make(answer: (b: ListBody) => ListPage = (b) => ({ list: rows((b.pageNo - 1) * b.pageSize + 1, b.pageSize), total: 45, totalCapped: false })) {
  const bodies: ListBody[] = [];
  const fetch = vi.fn(async (b: ListBody) => {
    bodies.push(b);
    return answer(b);
  });
  const ctrl = new ListController(screen, fetch, { filters: { name: 'u' } });
  const commands: GridCommand[] = [];
  ctrl.onCommand((c) => commands.push(c));
  return { ctrl, bodies, commands, fetch };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('list controller', () => {
  it('prefetches the first page: the grid\'s first request takes that call; another body makes a new call', async () => {
    const { ctrl, fetch } = make();
    // The default sort with its keys in another order than the grid's sort model gives them.
    ctrl.store.set({ sorts: [{ asc: false, key: 'createdAt' } as { key: string; asc: boolean }] });
    ctrl.prefetchFirstPage();
    expect(fetch).toHaveBeenCalledTimes(1);
    const first = params(0, 20, [{ colId: 'createdAt', sort: 'desc' }]);
    ctrl.datasource().getRows(first);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(first.successCallback).toHaveBeenCalledWith(rows(1, 20), 20);

    const other = make();
    other.ctrl.prefetchFirstPage();
    const sorted = params(0, 20, [{ colId: 'name', sort: 'asc' }]);
    other.ctrl.datasource().getRows(sorted);
    await flush();
    expect(other.fetch).toHaveBeenCalledTimes(2);
    expect(other.bodies[1].sorts).toEqual([{ key: 'name', asc: true }]);
    expect(sorted.successCallback).toHaveBeenCalledWith(rows(1, 20), 20);
  });

  it('a search before the grid asked drops the prefetched call', async () => {
    const signals: AbortSignal[] = [];
    const ctrl = new ListController(screen, async (b, signal) => {
      signals.push(signal);
      return { list: rows(1, b.pageSize), total: 45, totalCapped: false };
    });
    ctrl.prefetchFirstPage();
    ctrl.search({ name: 'x' });
    expect(signals[0].aborted).toBe(true);
    const p = params(0, 20, [{ colId: 'createdAt', sort: 'desc' }]);
    ctrl.datasource().getRows(p);
    await flush();
    expect(signals).toHaveLength(2);
    expect(signals[1].aborted).toBe(false);
  });

  it('the same search while its first page is coming makes no second call; once it came, 查询 asks again', async () => {
    let answer: (p: ListPage) => void = () => undefined;
    const fetch = vi.fn((b: ListBody) => new Promise<ListPage>((r) => (answer = r)).then((p) => ({ ...p, list: rows(1, b.pageSize) })));
    const ctrl = new ListController(screen, fetch, { filters: { name: 'u' } });
    const commands: GridCommand[] = [];
    ctrl.onCommand((c) => commands.push(c));
    // The automatic search as the user typed: the grid asks for page 1.
    ctrl.search({ name: 'x' });
    const p = params(0, 20, [{ colId: 'createdAt', sort: 'desc' }]);
    ctrl.datasource().getRows(p);
    expect(fetch).toHaveBeenCalledTimes(1);
    // 查询 at once, same filters: the call out is kept.
    ctrl.search({ name: 'x' });
    expect(commands.filter((c) => c.type === 'reset')).toHaveLength(1);
    // Other filters do replace it.
    ctrl.search({ name: 'xy' });
    expect(commands.filter((c) => c.type === 'reset')).toHaveLength(2);
    ctrl.datasource().getRows(params(0, 20, [{ colId: 'createdAt', sort: 'desc' }]));
    expect(fetch).toHaveBeenCalledTimes(2);
    answer({ list: [], total: 20, totalCapped: false });
    await flush();
    // Answered: the same search again is a new call.
    ctrl.search({ name: 'xy' });
    expect(commands.filter((c) => c.type === 'reset')).toHaveLength(3);
  });

  it('serves the page shown as the grid\'s one block (sorts from the sort model)', async () => {
    const { ctrl, bodies } = make();
    ctrl.store.set({ total: 45 });
    ctrl.goToPage(2);
    const p = params(0, 20, [{ colId: 'createdAt', sort: 'desc' }]);
    ctrl.datasource().getRows(p);
    await flush();
    expect(bodies[0]).toEqual({ pageNo: 2, pageSize: 20, filters: { name: 'u' }, sorts: [{ key: 'createdAt', asc: false }] });
    expect(p.successCallback).toHaveBeenCalledWith(rows(21, 20), 20);
    expect(ctrl.state).toMatchObject({ pageNo: 2, pageRows: rows(21, 20), total: 45 });
  });

  it('a new order from the headers starts again from page 1 (unsortable columns dropped)', async () => {
    const { ctrl, bodies } = make();
    ctrl.store.set({ total: 45, pageNo: 3 });
    const p = params(0, 20, [
      { colId: 'name', sort: 'asc' },
      { colId: 'phone', sort: 'desc' }, // not sortable: dropped
      { colId: 'createdAt', sort: 'desc' },
    ]);
    ctrl.datasource().getRows(p);
    await flush();
    expect(bodies[0]).toMatchObject({ pageNo: 1, sorts: [{ key: 'name', asc: true }, { key: 'createdAt', asc: false }] });
    expect(ctrl.state).toMatchObject({ pageNo: 1, sorts: [{ key: 'name', asc: true }, { key: 'createdAt', asc: false }] });
  });

  it('ignores blocks that are not the page shown (the cache being rebuilt for a new page size)', async () => {
    const { ctrl, fetch } = make();
    const p = params(20, 40);
    ctrl.datasource().getRows(p);
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(p.failCallback).toHaveBeenCalled();
  });

  it('caps the total at 10000 and keeps the capped flag', async () => {
    const { ctrl } = make(() => ({ list: rows(1, 20), total: 10000, totalCapped: true }));
    const p = params(0, 20);
    ctrl.datasource().getRows(p);
    await flush();
    expect(ctrl.state).toMatchObject({ total: 10000, totalCapped: true, loaded: true });
    expect(p.successCallback).toHaveBeenCalledWith(expect.any(Array), 20);
  });

  it('search resets to page 1 with the new filters; page size change resets too', () => {
    const { ctrl, commands } = make();
    ctrl.store.set({ pageNo: 3, total: 45 });
    ctrl.search({ status: 1 });
    expect(ctrl.state).toMatchObject({ pageNo: 1, filters: { status: 1 } });
    ctrl.setPageSize(50);
    ctrl.setPageSize(50);
    ctrl.setPageSize(7); // not a page size
    expect(ctrl.state.pageSize).toBe(50);
    expect(commands).toEqual([{ type: 'reset' }, { type: 'reset' }]);
  });

  it('goToPage clamps to the pages there are', () => {
    const { ctrl, commands } = make();
    ctrl.store.set({ total: 45 });
    ctrl.goToPage(9);
    ctrl.goToPage(0);
    expect(commands).toEqual([{ type: 'goto', page: 3 }, { type: 'goto', page: 1 }]);
  });

  it('moves to the last page when the current one emptied (after a delete)', async () => {
    const { ctrl, commands } = make(() => ({ list: [], total: 40 }));
    ctrl.store.set({ pageNo: 3, total: 41 });
    ctrl.datasource().getRows(params(0, 20, [{ colId: 'createdAt', sort: 'desc' }]));
    await flush();
    expect(commands).toEqual([{ type: 'goto', page: 2 }]);
  });

  it('keeps the selection across pages by id', async () => {
    const { ctrl } = make();
    ctrl.store.set({ pageNo: 1, pageRows: rows(1, 20) });
    ctrl.toggleRow({ id: 3 });
    ctrl.togglePage(true);
    expect(ctrl.pageSelection()).toBe('all');
    ctrl.store.set({ pageNo: 2, pageRows: rows(21, 20) });
    expect(ctrl.pageSelection()).toBe('none');
    ctrl.toggleRow({ id: 22 });
    expect(ctrl.pageSelection()).toBe('some');
    expect(ctrl.selectedIds()).toHaveLength(21);
    ctrl.store.set({ pageNo: 1, pageRows: rows(1, 20) });
    ctrl.togglePage(false);
    expect(ctrl.selectedIds()).toEqual([22]);
  });

  it('builds the export body from filters, sorts, columns and the selected ids', () => {
    const { ctrl } = make();
    expect(ctrl.exportBody(['name'])).toEqual({ filters: { name: 'u' }, sorts: [{ key: 'createdAt', asc: false }], columns: ['name'] });
    ctrl.toggleRow({ id: 5 });
    expect(ctrl.exportBody(['name']).ids).toEqual([5]);
  });

  it('applies a sort preset (sortable keys only, at most 5) through a grid command', () => {
    const { ctrl, commands } = make();
    ctrl.applySorts([{ key: 'name', asc: true }, { key: 'nope', asc: true }]);
    expect(commands).toEqual([{ type: 'sort', sorts: [{ key: 'name', asc: true }] }]);
  });

  it('fails the block quietly when a request was aborted by a new search', async () => {
    let resolve!: (p: ListPage) => void;
    const ctrl = new ListController(screen, () => new Promise((r) => (resolve = r)));
    const p = params(0, 20);
    ctrl.datasource().getRows(p);
    ctrl.search({ name: 'z' });
    resolve({ list: rows(1, 20), total: 20 });
    await flush();
    expect(p.failCallback).toHaveBeenCalled();
    expect(p.successCallback).not.toHaveBeenCalled();
    expect(ctrl.state.error).toBe(false);
  });

  it('refuses blocks that are not a page of the current size (a cache being replaced)', async () => {
    const { ctrl, fetch } = make();
    const p = params(20, 40);
    ctrl.store.set({ pageSize: 50 });
    ctrl.datasource().getRows(p);
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(p.failCallback).toHaveBeenCalled();
  });

  it('a page answered before its total: rows at once, the total asked for alone once per filter and kept across pages', async () => {
    // each countOnly call answers when the test says so
    const counts: Array<(p: ListPage) => void> = [];
    const bodies: ListBody[] = [];
    const ctrl = new ListController(
      screen,
      async (b) => {
        bodies.push(b);
        if (b.countOnly) return new Promise<ListPage>((r) => counts.push(r));
        return { list: rows((b.pageNo - 1) * 20 + 1, 20), total: b.pageNo * 20 + 1, totalCapped: false, totalPending: true };
      },
      { filters: { name: 'u' } },
    );
    const first = params(0, 20);
    ctrl.datasource().getRows(first);
    await flush();
    expect(first.successCallback).toHaveBeenCalledWith(rows(1, 20), 20);
    expect(ctrl.state).toMatchObject({ total: 21, totalPending: true, loading: false });
    expect(bodies.map((b) => [b.pageNo, b.countOnly])).toEqual([[1, undefined], [1, true]]);
    // page 2 while the total is out: no second count
    ctrl.goToPage(2);
    ctrl.datasource().getRows(params(0, 20));
    await flush();
    expect(bodies.filter((b) => b.countOnly)).toHaveLength(1);
    counts[0]({ list: [], total: 10000, totalCapped: true });
    await flush();
    expect(ctrl.state).toMatchObject({ total: 10000, totalCapped: true, totalPending: false, pageNo: 2 });
    // page 3 comes without its total again: the counted one holds
    ctrl.goToPage(3);
    ctrl.datasource().getRows(params(0, 20));
    await flush();
    expect(ctrl.state).toMatchObject({ total: 10000, totalCapped: true, totalPending: false, pageNo: 3 });
    expect(bodies.filter((b) => b.countOnly)).toHaveLength(1);
    // another filter counts again
    ctrl.search({ name: 'v' });
    ctrl.datasource().getRows(params(0, 20));
    await flush();
    expect(ctrl.state).toMatchObject({ total: 21, totalPending: true });
    expect(bodies.filter((b) => b.countOnly).map((b) => b.filters)).toEqual([{ name: 'u' }, { name: 'v' }]);
  });

  it('sortsFromModel keeps the order and drops unsorted entries', () => {
    expect(sortsFromModel([{ colId: 'createdAt', sort: null }, { colId: 'name', sort: 'desc' }], screen.sortable)).toEqual([{ key: 'name', asc: false }]);
  });
});
