// Headless list state (spec 2.16, 5, 9): paging (sizes 10/20/30/50/100, total capped at 10000), server-side
// multi-column sort, the applied filters, selection kept across pages by id, and a datasource in the shape
// of ag-grid's Infinite Row Model holding one block: the page shown (the grid has no pagination of its own;
// the antd bar moves pages). The grid view subscribes to `commands` to move the grid; nothing here imports
// ag-grid.
import type { ScreenDef } from '../screen-types';
import { createStore, type Store } from '../store';

export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
export const TOTAL_CAP = 10000;
/** The list call accepts at most 5 sort keys. */
export const MAX_SORTS = 5;

export type Row = Record<string, unknown> & { id?: string | number };
export interface SortItem { key: string; asc: boolean }
export interface ListBody {
  pageNo: number;
  pageSize: PageSize;
  sorts: SortItem[];
  filters: Record<string, unknown>;
  /** The total alone (asked after a page came with totalPending). */
  countOnly?: true;
}
/** totalPending: the server answered the page before its total (a slow count); the total is asked for alone. */
export interface ListPage { list: Row[]; total: number; totalCapped?: boolean; totalPending?: boolean; pageNo?: number; pageSize?: number }
/** A body's identity whatever its keys' order (the screen's default sorts and the grid's sort model differ in it). */
function bodyKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(bodyKey).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${bodyKey((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

const sameSorts = (a: SortItem[], b: SortItem[]) => a.length === b.length && a.every((s, i) => s.key === b[i].key && s.asc === b[i].asc);

export type ListFetcher = (body: ListBody, signal: AbortSignal) => Promise<ListPage>;

/** The part of ag-grid's IGetRowsParams the datasource uses. */
export interface GetRowsParams {
  startRow: number;
  endRow: number;
  sortModel: Array<{ colId: string; sort: 'asc' | 'desc' | null | undefined }>;
  successCallback(rows: unknown[], lastRow?: number): void;
  failCallback(): void;
}

export interface ListState {
  pageNo: number;
  pageSize: PageSize;
  total: number;
  totalCapped: boolean;
  /** The total is being counted (until then `total` only says that a next page exists, or not). */
  totalPending: boolean;
  loading: boolean;
  /** A page has loaded at least once since the last reset. */
  loaded: boolean;
  error: boolean;
  sorts: SortItem[];
  filters: Record<string, unknown>;
  selected: ReadonlyMap<string, Row>;
  pageRows: Row[];
  /** The row whose full record shows in the details drawer. */
  expanded: Row | null;
}

/** What the grid view is asked to do. */
export type GridCommand =
  | { type: 'reset' } // new filters or page size: reload from page 1
  | { type: 'refresh' } // same page again
  | { type: 'goto'; page: number } // 1-based
  | { type: 'sort'; sorts: SortItem[] }
  | { type: 'reveal'; colId: string }; // scroll a column into view (a newly added custom column)

export const rowKey = (row: Row) => String(row.id);

/** What a list's total depends on: the body without its page and order. */
const countKey = (filters: ListBody['filters']) => bodyKey(filters);

export function isPageSize(n: number): n is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(n);
}

export function sortsFromModel(model: GetRowsParams['sortModel'], sortable: readonly string[]): SortItem[] {
  const allowed = new Set(sortable);
  return model
    .filter((m) => (m.sort === 'asc' || m.sort === 'desc') && allowed.has(m.colId))
    .slice(0, MAX_SORTS)
    .map((m) => ({ key: m.colId, asc: m.sort === 'asc' }));
}

export class ListController {
  readonly store: Store<ListState>;
  private readonly commandListeners = new Set<(c: GridCommand) => void>();
  private inflight = new Set<AbortController>();
  /** The page whose answer is awaited, while it is (a search repeated meanwhile keeps it). */
  private awaited: { key: string; abort: AbortController } | null = null;
  /** The first page's call started before the grid asked for it (prefetchFirstPage), by its body. */
  private early: { key: string; page: Promise<ListPage>; abort: AbortController } | null = null;
  /** The total of a filter counted after its page (countOnly), or being counted: it holds for every page and order. */
  private counted: { key: string; page: Promise<ListPage> | null; total: number; capped: boolean; abort: AbortController } | null = null;
  /** Sort keys beyond the screen's (custom-field columns, cf:<id>), set at run time. */
  private extraSortable: string[] = [];

  constructor(
    readonly screen: Pick<ScreenDef, 'sortable' | 'defaultSort'>,
    private readonly fetch: ListFetcher,
    initial: { filters?: Record<string, unknown>; pageSize?: number } = {},
  ) {
    this.store = createStore<ListState>({
      pageNo: 1,
      pageSize: initial.pageSize && isPageSize(initial.pageSize) ? initial.pageSize : DEFAULT_PAGE_SIZE,
      total: 0,
      totalCapped: false,
      totalPending: false,
      loading: false,
      loaded: false,
      error: false,
      sorts: [...screen.defaultSort],
      filters: initial.filters ?? {},
      selected: new Map(),
      pageRows: [],
      expanded: null,
    });
  }

  get state() {
    return this.store.get();
  }

  /** Keys the server sorts by: the screen's and the run-time ones. */
  sortableKeys(): string[] {
    return this.extraSortable.length ? [...this.screen.sortable, ...this.extraSortable] : this.screen.sortable;
  }

  setExtraSortable(keys: string[]) {
    this.extraSortable = keys;
  }

  onCommand(listener: (c: GridCommand) => void): () => void {
    this.commandListeners.add(listener);
    return () => this.commandListeners.delete(listener);
  }

  private command(c: GridCommand) {
    this.commandListeners.forEach((l) => l(c));
  }

  bodyFor(pageNo: number, sorts = this.state.sorts): ListBody {
    const { pageSize, filters } = this.state;
    return { pageNo, pageSize, sorts, filters };
  }

  /**
   * Starts the first page's call at once (a list screen on mount), so it does not wait for the grid's code: the
   * grid's first request takes it when it asks for the same body (else it is dropped and a new call made).
   */
  prefetchFirstPage() {
    if (this.early || this.state.loaded) return;
    const body = this.bodyFor(1);
    const abort = new AbortController();
    const page = this.fetch(body, abort.signal);
    page.catch(() => undefined);
    this.early = { key: bodyKey(body), page, abort };
  }

  /** A datasource for the Infinite Row Model; a new one per reset, so late answers of the old one are dropped. */
  datasource() {
    return {
      getRows: (params: GetRowsParams) => void this.getRows(params),
    };
  }

  private async getRows(params: GetRowsParams) {
    const { pageSize } = this.state;
    // A block of the cache being replaced (page size just changed): not the page shown.
    if (params.startRow !== 0 || params.endRow !== pageSize) return params.failCallback();
    const sorts = sortsFromModel(params.sortModel, this.sortableKeys());
    // A new order from a header click starts again from page 1.
    if (!sameSorts(sorts, this.state.sorts)) this.store.set({ pageNo: 1 });
    const { pageNo } = this.state;
    const body = this.bodyFor(pageNo, sorts);
    const early = this.early;
    this.early = null;
    const reuse = early !== null && early.key === bodyKey(body);
    if (early && !reuse) early.abort.abort();
    const abort = reuse ? early.abort : new AbortController();
    this.inflight.add(abort);
    this.awaited = { key: bodyKey(body), abort };
    this.store.set({ loading: true, error: false, sorts });
    try {
      const page = await (reuse ? early.page : this.fetch(body, abort.signal));
      if (abort.signal.aborted) return params.failCallback();
      const isCurrent = pageNo === this.state.pageNo;
      const known = page.totalPending ? this.totalOf(body) : null;
      const total = Math.min(known ? known.total : page.total, TOTAL_CAP);
      this.store.set({
        total,
        totalCapped: known ? known.capped : !!page.totalCapped || page.total > TOTAL_CAP,
        totalPending: !!page.totalPending && !known,
        loaded: true,
        ...(isCurrent ? { pageRows: page.list } : {}),
      });
      if (page.totalPending && !known) this.countTotal(body);
      // The grid holds this page's rows only.
      params.successCallback(page.list, page.list.length);
      const lastPage = Math.max(1, Math.ceil(total / pageSize));
      if (page.list.length === 0 && total > 0 && pageNo > lastPage) this.goToPage(lastPage);
    } catch {
      if (!abort.signal.aborted) this.store.set({ error: true, loaded: true });
      params.failCallback();
    } finally {
      this.inflight.delete(abort);
      if (this.awaited?.abort === abort) this.awaited = null;
      if (this.inflight.size === 0) this.store.set({ loading: false });
    }
  }

  /** The counted total of a body's filters, if it came already. */
  private totalOf(body: ListBody) {
    const c = this.counted;
    return c && c.key === countKey(body.filters) && c.page === null ? c : null;
  }

  /** Asks for the total of the body's filters alone, once per filter; the page bar shows it when it comes. */
  private countTotal(body: ListBody) {
    const key = countKey(body.filters);
    if (this.counted?.key === key) return;
    this.dropCount();
    // Not in `inflight`: the rows are shown meanwhile, without the loading veil.
    const abort = new AbortController();
    const page = this.fetch({ ...body, pageNo: 1, countOnly: true }, abort.signal);
    const entry = { key, page, total: 0, capped: false, abort };
    this.counted = entry;
    page
      .then((r) => {
        if (abort.signal.aborted || this.counted !== entry) return;
        Object.assign(entry, { page: null, total: Math.min(r.total, TOTAL_CAP), capped: !!r.totalCapped || r.total > TOTAL_CAP });
        if (countKey(this.state.filters) === key) this.store.set({ total: entry.total, totalCapped: entry.capped, totalPending: false });
      })
      .catch(() => {
        // Asked again by the next page that comes without its total.
        if (this.counted === entry) this.counted = null;
      });
  }

  /** Forgets the counted total (new filters, or rows changed by an action), stopping its call if it is out. */
  private dropCount() {
    this.counted?.abort.abort();
    this.counted = null;
  }

  /** New filters (a search): back to page 1. */
  search(filters: Record<string, unknown>) {
    // The same search while its first page is still coming (the automatic search as the user typed, then 查询 at
    // once): that answer is the one wanted, not a second call for it. Once it has come, 查询 asks again.
    const awaited = this.awaited;
    if (awaited && !awaited.abort.signal.aborted && awaited.key === bodyKey({ ...this.bodyFor(1), filters })) return;
    this.abortAll();
    if (this.counted?.key !== countKey(filters)) this.dropCount();
    this.store.set({ filters, pageNo: 1, pageRows: [], loaded: false });
    this.command({ type: 'reset' });
  }

  /** Reloads the current page (刷新, or after an action). */
  refresh() {
    this.dropCount();
    this.command({ type: 'refresh' });
  }

  goToPage(pageNo: number) {
    const { total, pageSize } = this.state;
    const last = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(Math.max(1, Math.floor(pageNo)), last);
    // The page asked for before stays on screen until the new one arrives; its late answer is dropped.
    this.abortAll();
    this.store.set({ pageNo: page });
    this.command({ type: 'goto', page });
  }

  /** Scrolls the grid to a column (e.g. a custom field just added, issue 18). */
  revealColumn(colId: string) {
    this.command({ type: 'reveal', colId });
  }

  setPageSize(size: number) {
    if (!isPageSize(size) || size === this.state.pageSize) return;
    this.abortAll();
    this.store.set({ pageSize: size, pageNo: 1, pageRows: [] });
    this.command({ type: 'reset' });
  }

  /** Applies a multi-key sort (a sort preset): the grid shows it on the headers and reloads. */
  applySorts(sorts: SortItem[]) {
    const allowed = new Set(this.sortableKeys());
    const next = sorts.filter((s) => allowed.has(s.key)).slice(0, MAX_SORTS);
    // A new order starts again from page 1 (the grid reloads when the headers change).
    this.store.set({ sorts: next, ...(sameSorts(next, this.state.sorts) ? {} : { pageNo: 1 }) });
    this.command({ type: 'sort', sorts: next });
  }

  // Selection, by id across pages.
  isSelected(row: Row) {
    return this.state.selected.has(rowKey(row));
  }

  toggleRow(row: Row, checked = !this.isSelected(row)) {
    const selected = new Map(this.state.selected);
    if (checked) selected.set(rowKey(row), row);
    else selected.delete(rowKey(row));
    this.store.set({ selected });
  }

  /** Header checkbox: all rows of the current page on or off. */
  togglePage(checked: boolean) {
    const selected = new Map(this.state.selected);
    for (const row of this.state.pageRows) {
      if (checked) selected.set(rowKey(row), row);
      else selected.delete(rowKey(row));
    }
    this.store.set({ selected });
  }

  pageSelection(): 'none' | 'some' | 'all' {
    const { pageRows, selected } = this.state;
    const n = pageRows.filter((r) => selected.has(rowKey(r))).length;
    return n === 0 ? 'none' : n === pageRows.length ? 'all' : 'some';
  }

  clearSelection() {
    this.store.set({ selected: new Map() });
  }

  selectedIds(): Array<string | number> {
    return [...this.state.selected.values()].map((r) => r.id!).filter((id) => id !== undefined);
  }

  expand(row: Row | null) {
    this.store.set({ expanded: row });
  }

  /** Body of the export call: the current filters and sorts, the visible data columns, the selected ids. */
  exportBody(columns: string[]) {
    const ids = this.selectedIds();
    return { filters: this.state.filters, sorts: this.state.sorts, columns, ...(ids.length ? { ids } : {}) };
  }

  dispose() {
    this.abortAll();
    this.dropCount();
    this.commandListeners.clear();
  }

  private abortAll() {
    this.early?.abort.abort();
    this.early = null;
    this.inflight.forEach((a) => a.abort());
    this.inflight.clear();
  }
}
