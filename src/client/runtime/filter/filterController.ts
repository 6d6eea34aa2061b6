// Headless filter form (spec 2.16, 3.17, 4, 5, 7.10): values, validation, auto search, chips, clear/reset,
// collapse state and the filterData/filterPath persistence. The antd view (FilterForm.tsx) only renders
// this state and calls its methods.
import type { Breakpoint } from '../breakpoints';
import type { FilterConfig, FilterRow, ScreenField } from '../screen-types';
import { createStore, type Store } from '../store';
import { layoutFilter, type FilterLayout } from './filterLayout';
import { valuesFromQuery } from './queryFilters';
import {
  chipsOf,
  clearValues,
  defaultValues,
  emptyValue,
  hasValue,
  isEmptyValue,
  isMultiple,
  snapshotOf,
  toRequestFilters,
  type Chip,
  type ChipTexts,
  type FilterValues,
  type Option,
} from './filterValues';

/** localStorage keys of spec 7.10. */
export const FILTER_DATA_KEY = 'filterData';
export const FILTER_PATH_KEY = 'filterPath';
/** Auto search (spec 4 / 9): the first change searches after 25 ms, later changes after 1000 ms. */
export const AUTO_SEARCH_FIRST_MS = 25;
export const AUTO_SEARCH_NEXT_MS = 1000;

export interface FilterState {
  values: FilterValues;
  errors: Record<string, string>;
  collapsed: boolean;
  breakpoint: Breakpoint;
  /** Loaded choices per row (dict or options call), used by the view and the chips. */
  options: Record<string, Option[] | undefined>;
}

export type SearchListener = (filters: Record<string, unknown>, values: FilterValues) => void;

export interface FilterControllerOptions {
  config: FilterConfig;
  fields?: Record<string, ScreenField>;
  /** Route path; filterData is restored only when filterPath names this path. */
  path: string;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  breakpoint?: Breakpoint;
  /** Required-row message; defaults to the Chinese 请输入/请选择 + label. */
  requiredMessage?: (row: FilterRow) => string;
  /** Called with the first invalid row after a failed submit, so the view scrolls to it. */
  onInvalid?: (prop: string) => void;
  /** The page's query string: filter values it names win over the stored ones (a link opens exactly its rows). */
  query?: string;
}

const defaultRequired = (row: FilterRow) => (row.type === 'input' ? `请输入${row.label.zh}` : `请选择${row.label.zh}`);

export class FilterController {
  readonly store: Store<FilterState>;
  /** The screen's rows plus the extra rows set at run time (custom fields); replaced by setExtraRows. */
  config: FilterConfig;
  private rows: FilterRow[];
  private extraRows: FilterRow[] = [];
  private readonly storage: FilterControllerOptions['storage'];
  private readonly listeners = new Set<SearchListener>();
  private lastSnapshot: string | null = null;
  private autoFired = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly opts: FilterControllerOptions) {
    this.config = opts.config;
    this.rows = opts.config.rows;
    this.storage = opts.storage === undefined ? (typeof localStorage === 'undefined' ? null : localStorage) : opts.storage;
    this.store = createStore<FilterState>({
      values: this.fromQuery(opts.query) ?? this.restore() ?? defaultValues(this.rows),
      errors: {},
      collapsed: !!opts.config.showCollapse,
      breakpoint: opts.breakpoint ?? 'lg',
      options: {},
    });
  }

  get values() {
    return this.store.get().values;
  }

  /** The filters object of the list call for the current values. */
  toRequestFilters(): Record<string, unknown> {
    return toRequestFilters(this.rows, this.values);
  }

  /** Listens to searches (submit, auto search, chip removal, clear, reset). */
  onSearch(listener: SearchListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records that the list was loaded with the current values (the first load), so auto search skips them. */
  markSearched() {
    this.lastSnapshot = snapshotOf(this.toRequestFilters());
  }

  setValue(prop: string, value: unknown) {
    const { values, errors } = this.store.get();
    const nextErrors = errors[prop] ? { ...errors } : errors;
    if (nextErrors !== errors) delete nextErrors[prop];
    this.store.set({ values: { ...values, [prop]: value }, errors: nextErrors });
    if (this.config.autoSearch) this.scheduleAutoSearch();
  }

  /**
   * Rows known only at run time (custom fields with 筛选 on), placed after the screen's rows. A stored value
   * (filterData) for such a row applies once it arrives; a row that goes away takes its value with it. When
   * that changes the request filters, the list searches again.
   */
  setExtraRows(rows: FilterRow[]) {
    if (JSON.stringify(rows) === JSON.stringify(this.extraRows)) return;
    const gone = this.extraRows.filter((r) => !rows.some((n) => n.prop === r.prop));
    this.extraRows = rows;
    this.rows = [...this.opts.config.rows, ...rows];
    this.config = { ...this.opts.config, rows: this.rows };
    const values = { ...this.values };
    for (const r of gone) delete values[r.prop];
    for (const row of rows) {
      if (!hasValue(row)) continue;
      const v = values[row.prop];
      const fits = v !== undefined && v !== null && isMultiple(row) === Array.isArray(v);
      if (!fits) values[row.prop] = emptyValue(row);
    }
    this.store.set({ values });
    if (snapshotOf(this.toRequestFilters()) !== this.lastSnapshot) this.search({ auto: true });
  }

  setOptions(prop: string, options: Option[] | undefined) {
    const current = this.store.get().options;
    if (current[prop] === options) return;
    this.store.set({ options: { ...current, [prop]: options } });
  }

  setBreakpoint(breakpoint: Breakpoint) {
    if (this.store.get().breakpoint !== breakpoint) this.store.set({ breakpoint });
  }

  toggleCollapsed() {
    this.store.set((s) => ({ collapsed: !s.collapsed }));
  }

  layout(state: FilterState = this.store.get()): FilterLayout {
    return layoutFilter(this.config, state.breakpoint, state.collapsed);
  }

  chips(texts: ChipTexts, state: FilterState = this.store.get()): Chip[] {
    return chipsOf(this.rows, state.values, state.options, texts, this.config.excludeChips);
  }

  /** Required rows without a value; sets the errors shown under the fields. */
  validate(): Record<string, string> {
    const errors: Record<string, string> = {};
    const message = this.opts.requiredMessage ?? defaultRequired;
    for (const row of this.rows) {
      if (row.show === false || !row.required || !hasValue(row)) continue;
      if (isEmptyValue(this.values[row.prop])) errors[row.prop] = message(row);
    }
    this.store.set({ errors });
    return errors;
  }

  /**
   * Submits: validates (scrolling to the first error), persists filterData/filterPath and tells the
   * listeners. An auto search skips quietly when invalid or when the filters equal the last search.
   */
  search(opts: { auto?: boolean; persist?: boolean } = {}): boolean {
    this.cancelAutoSearch();
    if (opts.auto) {
      const invalid = this.rows.some((r) => r.show !== false && r.required && hasValue(r) && isEmptyValue(this.values[r.prop]));
      if (invalid) return false;
    } else {
      const errors = this.validate();
      const first = this.rows.find((r) => errors[r.prop]);
      if (first) {
        this.opts.onInvalid?.(first.prop);
        return false;
      }
    }
    const filters = this.toRequestFilters();
    const snapshot = snapshotOf(filters);
    if (opts.auto && snapshot === this.lastSnapshot) return false;
    this.lastSnapshot = snapshot;
    if (opts.persist !== false) this.persist();
    this.listeners.forEach((l) => l(filters, this.values));
    return true;
  }

  /**
   * A link with filter values in its query string opened the (kept-alive) screen: those values, every other row
   * empty, then search. Returns false when the query names none of the rows (nothing changes).
   */
  applyQuery(search: string): boolean {
    const values = this.fromQuery(search);
    if (!values) return false;
    this.store.set({ values, errors: {} });
    this.search();
    return true;
  }

  /** 重置: back to the starting values, errors cleared, then search. */
  reset() {
    this.store.set({ values: { ...defaultValues(this.rows) }, errors: {} });
    this.search();
  }

  /** 清空条件: spec 4 clear-all semantics, then search; the stored filter data and path are removed (not re-saved). */
  clear() {
    this.store.set({ values: clearValues(this.values, this.rows), errors: {} });
    this.storage?.removeItem(FILTER_DATA_KEY);
    this.storage?.removeItem(FILTER_PATH_KEY);
    this.search({ persist: false });
  }

  /** Removes one chip: clears that key and searches. */
  removeChip(key: string) {
    const row = this.rows.find((r) => r.prop === key);
    const { values } = this.store.get();
    this.store.set({ values: { ...values, [key]: row ? emptyValue(row) : undefined } });
    this.search();
  }

  dispose() {
    this.cancelAutoSearch();
    this.listeners.clear();
  }

  private scheduleAutoSearch() {
    this.cancelAutoSearch();
    const delay = this.autoFired === 0 ? AUTO_SEARCH_FIRST_MS : AUTO_SEARCH_NEXT_MS;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.autoFired += 1;
      this.search({ auto: true });
    }, delay);
  }

  private cancelAutoSearch() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private persist() {
    try {
      this.storage?.setItem(FILTER_DATA_KEY, JSON.stringify(this.values));
      this.storage?.setItem(FILTER_PATH_KEY, this.opts.path);
    } catch {
      /* storage full or unavailable: the filter still works, it is just not restored */
    }
  }

  private fromQuery(search: string | undefined): FilterValues | null {
    const named = search ? valuesFromQuery(this.rows, this.opts.fields, search) : null;
    return named ? { ...defaultValues(this.rows), ...named } : null;
  }

  private restore(): FilterValues | null {
    try {
      if (!this.storage || this.storage.getItem(FILTER_PATH_KEY) !== this.opts.path) return null;
      const saved = JSON.parse(this.storage.getItem(FILTER_DATA_KEY) ?? 'null') as FilterValues | null;
      if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return null;
      const values: FilterValues = { ...saved, ...defaultValues(this.rows) };
      for (const row of this.rows) {
        if (!hasValue(row) || !(row.prop in saved)) continue;
        const v = saved[row.prop];
        // A value of the wrong shape (the schema changed since it was stored) falls back to empty.
        if (isMultiple(row) === Array.isArray(v) || v === undefined || v === null) values[row.prop] = v ?? emptyValue(row);
      }
      return values;
    } catch {
      return null;
    }
  }
}
