// Column settings (spec 2.16, 7.10): per table and user, the order, visibility and sortability of the data
// columns. Saved on the server (userCustomDisplay, displayType 1, tableKey) so they follow the user, cached
// in localStorage under one key per table; the server copy wins once it arrives. Fixed columns keep their
// place (locked); the others can be reordered between them.
import type { ColumnDef, I18n, ScreenDef } from '../screen-types';
import { createStore, type Store } from '../store';

export const COLUMN_SETTINGS_DISPLAY_TYPE = 1;
export const columnSettingsCacheKey = (tableKey: string) => `columnSettings:${tableKey}`;

export interface ColumnSetting { prop: string; show: boolean; sortable: boolean }
export interface SettingItem extends ColumnSetting {
  label: I18n;
  fixed?: 'left' | 'right';
  /** The server can sort by this column (screen.sortable); otherwise the sort switch is off and disabled. */
  canSort: boolean;
}

const isSettingColumn = (c: ColumnDef): c is ColumnDef & { prop: string } => (c.type === 'data' || c.type === 'image') && !!c.prop;
const zone = (i: SettingItem) => (i.fixed === 'left' ? 0 : i.fixed === 'right' ? 2 : 1);

/** The schema's own settings: left-fixed first, right-fixed last, otherwise schema order. */
export function defaultItems(screen: Pick<ScreenDef, 'columns' | 'sortable'>): SettingItem[] {
  const sortable = new Set(screen.sortable);
  const items = screen.columns.filter(isSettingColumn).map((c) => {
    const canSort = sortable.has(c.prop) && c.type === 'data';
    return { prop: c.prop, label: c.label ?? { zh: c.prop, en: c.prop }, fixed: c.fixed, show: c.isShow !== false, sortable: canSort && c.sortable !== false, canSort };
  });
  return [...items].sort((a, b) => zone(a) - zone(b));
}

/**
 * Saved settings over the schema's columns: saved order and switches for columns that still exist, removed
 * columns dropped, new columns placed after their schema predecessor, fixed columns at their schema place.
 */
export function mergeSettings(screen: Pick<ScreenDef, 'columns' | 'sortable'>, saved: ColumnSetting[] | null | undefined): SettingItem[] {
  const defaults = defaultItems(screen);
  if (!saved?.length) return defaults;
  const byProp = new Map(defaults.map((d) => [d.prop, d]));
  const savedProps = new Set(saved.map((s) => s.prop));
  const apply = (d: SettingItem, s?: ColumnSetting): SettingItem => ({ ...d, show: s ? s.show !== false : d.show, sortable: d.canSort && (s ? !!s.sortable : d.sortable) });
  const savedMovable = saved
    .filter((s) => byProp.has(s.prop) && !byProp.get(s.prop)!.fixed)
    .map((s) => apply(byProp.get(s.prop)!, s));
  const movable: SettingItem[] = [...savedMovable];
  // Columns new since the settings were saved: after the nearest schema predecessor already placed.
  const schemaMovable = defaults.filter((d) => !d.fixed);
  schemaMovable.forEach((d, i) => {
    if (savedProps.has(d.prop)) return;
    let at = 0;
    for (let j = i - 1; j >= 0; j--) {
      const k = movable.findIndex((m) => m.prop === schemaMovable[j].prop);
      if (k >= 0) {
        at = k + 1;
        break;
      }
    }
    movable.splice(at, 0, d);
  });
  const savedByProp = new Map(saved.map((s) => [s.prop, s]));
  const fixed = (side: 'left' | 'right') => defaults.filter((d) => d.fixed === side).map((d) => apply(d, savedByProp.get(d.prop)));
  return [...fixed('left'), ...movable, ...fixed('right')];
}

/** Moves an item; null when either end is a fixed column or the target lies outside the movable zone. */
export function moveItem(items: SettingItem[], from: number, to: number): SettingItem[] | null {
  if (from === to || !items[from] || !items[to] || items[from].fixed || items[to].fixed) return null;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function setSwitch(items: SettingItem[], prop: string, key: 'show' | 'sortable', value: boolean): SettingItem[] {
  return items.map((i) => (i.prop !== prop ? i : key === 'sortable' && !i.canSort ? i : { ...i, [key]: value }));
}

export function serializeSettings(items: SettingItem[]): string {
  return JSON.stringify({ v: 1, columns: items.map(({ prop, show, sortable }) => ({ prop, show, sortable })) });
}

export function parseSettings(content: string | null | undefined): ColumnSetting[] | null {
  if (!content) return null;
  try {
    const parsed = JSON.parse(content) as { columns?: unknown } | unknown[];
    const list = Array.isArray(parsed) ? parsed : (parsed as { columns?: unknown }).columns;
    if (!Array.isArray(list)) return null;
    return list
      .filter((c): c is ColumnSetting => !!c && typeof c === 'object' && typeof (c as ColumnSetting).prop === 'string')
      .map((c) => ({ prop: c.prop, show: c.show !== false, sortable: !!c.sortable }));
  } catch {
    return null;
  }
}

/**
 * The screen's columns with the settings applied: setting columns fill their schema slots in the settings'
 * order, with isShow and sortable from the settings; selection/index/expand/operation columns stay put.
 */
export function applySettings(columns: ColumnDef[], items: SettingItem[]): ColumnDef[] {
  const byProp = new Map(columns.filter(isSettingColumn).map((c) => [c.prop, c]));
  const queue = items.filter((i) => byProp.has(i.prop));
  let k = 0;
  return columns.map((c) => {
    if (!isSettingColumn(c)) return c;
    const item = queue[k++];
    if (!item) return c;
    return { ...byProp.get(item.prop)!, isShow: item.show, sortable: item.sortable };
  });
}

/** Props of the visible data columns in display order (the export's columns). */
export function visibleDataProps(columns: ColumnDef[]): string[] {
  return columns.filter((c) => c.type === 'data' && c.prop && c.isShow !== false).map((c) => c.prop!);
}

export interface ColumnSettingsDeps {
  query: (tableKey: string) => Promise<{ displayContent: string | null }>;
  save: (tableKey: string, content: string) => Promise<unknown>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export interface ColumnSettingsState {
  items: SettingItem[];
  /** The server copy has been read (or failed). */
  synced: boolean;
}

export class ColumnSettingsController {
  readonly store: Store<ColumnSettingsState>;
  private readonly storage: ColumnSettingsDeps['storage'];

  constructor(
    private readonly screen: Pick<ScreenDef, 'columns' | 'sortable' | 'tableKey'>,
    private readonly deps: ColumnSettingsDeps,
  ) {
    this.storage = deps.storage === undefined ? (typeof localStorage === 'undefined' ? null : localStorage) : deps.storage;
    const cached = parseSettings(this.storage?.getItem(columnSettingsCacheKey(screen.tableKey)));
    this.store = createStore<ColumnSettingsState>({ items: mergeSettings(screen, cached), synced: false });
  }

  get items() {
    return this.store.get().items;
  }

  /** Reads the server copy; it replaces the cached one. */
  async load() {
    try {
      const { displayContent } = await this.deps.query(this.screen.tableKey);
      const saved = parseSettings(displayContent);
      const items = saved && mergeSettings(this.screen, saved);
      // Only a different copy replaces the cached one: new items rebuild every column of the grid.
      if (items && serializeSettings(items) !== serializeSettings(this.items)) {
        this.store.set({ items });
        this.cache();
      }
    } catch {
      /* offline or failed: the cached copy (or the schema defaults) stays */
    } finally {
      this.store.set({ synced: true });
    }
  }

  async save(items: SettingItem[]) {
    this.store.set({ items });
    this.cache();
    await this.deps.save(this.screen.tableKey, serializeSettings(items));
  }

  restoreDefaults(): SettingItem[] {
    return defaultItems(this.screen);
  }

  columns(): ColumnDef[] {
    return applySettings(this.screen.columns, this.items);
  }

  private cache() {
    try {
      this.storage?.setItem(columnSettingsCacheKey(this.screen.tableKey), serializeSettings(this.items));
    } catch {
      /* storage unavailable */
    }
  }
}
