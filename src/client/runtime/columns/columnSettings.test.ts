import { describe, expect, it, vi } from 'vitest';
import type { ColumnDef } from '../screen-types';
import {
  applySettings,
  ColumnSettingsController,
  columnSettingsCacheKey,
  defaultItems,
  mergeSettings,
  moveItem,
  parseSettings,
  serializeSettings,
  setSwitch,
  visibleDataProps,
} from './columnSettings';

const l = (s: string) => ({ zh: s, en: s });
const data = (prop: string, extra: Partial<ColumnDef> = {}): ColumnDef => ({ type: 'data', prop, label: l(prop), sortable: true, ...extra });
const columns: ColumnDef[] = [
  { type: 'selection', fixed: 'left' },
  { type: 'index', fixed: 'left' },
  data('account', { fixed: 'left' }),
  data('name'),
  data('phone', { sortable: false }),
  data('email', { isShow: false }),
  data('createdAt'),
  { type: 'operation', fixed: 'right', buttons: [] },
];
const screen = { columns, sortable: ['account', 'name', 'createdAt'], tableKey: 'system.users' };
const props = (items: { prop: string }[]) => items.map((i) => i.prop);

describe('column settings: defaults and merge', () => {
  it('has one item per data column with display and sort switches', () => {
    const items = defaultItems(screen);
    expect(props(items)).toEqual(['account', 'name', 'phone', 'email', 'createdAt']);
    expect(items.find((i) => i.prop === 'email')).toMatchObject({ show: false, sortable: false, canSort: false });
    expect(items.find((i) => i.prop === 'phone')).toMatchObject({ canSort: false, sortable: false });
    expect(items[0]).toMatchObject({ fixed: 'left', canSort: true, sortable: true });
  });

  it('keeps the saved order and switches, drops removed columns and places new ones after their predecessor', () => {
    const saved = [
      { prop: 'createdAt', show: true, sortable: false },
      { prop: 'gone', show: true, sortable: true },
      { prop: 'name', show: false, sortable: true },
      { prop: 'account', show: true, sortable: false },
    ];
    const items = mergeSettings(screen, saved);
    // account is fixed: first whatever was saved; phone (new) after name; email (new, after phone)
    expect(props(items)).toEqual(['account', 'createdAt', 'name', 'phone', 'email']);
    expect(items.find((i) => i.prop === 'name')!.show).toBe(false);
    expect(items.find((i) => i.prop === 'createdAt')!.sortable).toBe(false);
    expect(items.find((i) => i.prop === 'account')!.sortable).toBe(false);
  });

  it('a new first column goes to the start of the movable zone', () => {
    const items = mergeSettings(screen, [{ prop: 'createdAt', show: true, sortable: true }]);
    expect(props(items)).toEqual(['account', 'name', 'phone', 'email', 'createdAt']);
    const more = mergeSettings({ ...screen, columns: [...columns.slice(0, 3), data('first'), ...columns.slice(3)] }, [{ prop: 'createdAt', show: true, sortable: true }, { prop: 'name', show: true, sortable: true }]);
    expect(props(more)).toEqual(['account', 'first', 'createdAt', 'name', 'phone', 'email']);
  });

  it('never enables sorting where the server cannot sort', () => {
    const items = mergeSettings(screen, [{ prop: 'phone', show: true, sortable: true }]);
    expect(items.find((i) => i.prop === 'phone')!.sortable).toBe(false);
    expect(setSwitch(items, 'phone', 'sortable', true).find((i) => i.prop === 'phone')!.sortable).toBe(false);
  });
});

describe('column settings: reorder around fixed columns', () => {
  const items = defaultItems(screen);
  it('moves movable columns', () => {
    expect(props(moveItem(items, 4, 1)!)).toEqual(['account', 'createdAt', 'name', 'phone', 'email']);
  });
  it('refuses to move a fixed column or to drop onto one', () => {
    expect(moveItem(items, 0, 2)).toBeNull();
    expect(moveItem(items, 2, 0)).toBeNull();
    expect(moveItem(items, 2, 2)).toBeNull();
  });
});

describe('column settings: applied to the grid columns', () => {
  it('reorders data columns in their slots and applies visibility and sort', () => {
    let items = moveItem(defaultItems(screen), 4, 1)!;
    items = setSwitch(items, 'name', 'show', false);
    items = setSwitch(items, 'email', 'show', true);
    const out = applySettings(columns, items);
    expect(out.map((c) => c.prop ?? c.type)).toEqual(['selection', 'index', 'account', 'createdAt', 'name', 'phone', 'email', 'operation']);
    expect(out.find((c) => c.prop === 'name')!.isShow).toBe(false);
    expect(visibleDataProps(out)).toEqual(['account', 'createdAt', 'phone', 'email']);
  });

  it('round-trips through the stored JSON', () => {
    const items = setSwitch(defaultItems(screen), 'name', 'show', false);
    expect(parseSettings(serializeSettings(items))).toEqual(items.map(({ prop, show, sortable }) => ({ prop, show, sortable })));
    expect(parseSettings('not json')).toBeNull();
    expect(parseSettings(null)).toBeNull();
  });
});

describe('column settings controller', () => {
  function storage() {
    const data = new Map<string, string>();
    return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
  }

  it('starts from the cache, then the server copy wins and is cached', async () => {
    const s = storage();
    s.setItem(columnSettingsCacheKey('system.users'), serializeSettings(setSwitch(defaultItems(screen), 'name', 'show', false)));
    const server = serializeSettings(setSwitch(defaultItems(screen), 'phone', 'show', false));
    const ctrl = new ColumnSettingsController(screen, { storage: s, query: async () => ({ displayContent: server }), save: vi.fn() });
    expect(ctrl.items.find((i) => i.prop === 'name')!.show).toBe(false);
    await ctrl.load();
    expect(ctrl.items.find((i) => i.prop === 'name')!.show).toBe(true);
    expect(ctrl.items.find((i) => i.prop === 'phone')!.show).toBe(false);
    expect(s.data.get(columnSettingsCacheKey('system.users'))).toBe(server);
  });

  it('a server copy equal to the cached one leaves the items as they are (the grid keeps its columns)', async () => {
    const s = storage();
    const same = serializeSettings(setSwitch(defaultItems(screen), 'name', 'show', false));
    s.setItem(columnSettingsCacheKey('system.users'), same);
    const ctrl = new ColumnSettingsController(screen, { storage: s, query: async () => ({ displayContent: same }), save: vi.fn() });
    const before = ctrl.items;
    await ctrl.load();
    expect(ctrl.items).toBe(before);
  });

  it('keeps the cache when the server has nothing or fails', async () => {
    const s = storage();
    s.setItem(columnSettingsCacheKey('system.users'), serializeSettings(setSwitch(defaultItems(screen), 'name', 'show', false)));
    const a = new ColumnSettingsController(screen, { storage: s, query: async () => ({ displayContent: null }), save: vi.fn() });
    await a.load();
    expect(a.items.find((i) => i.prop === 'name')!.show).toBe(false);
    const b = new ColumnSettingsController(screen, { storage: s, query: async () => Promise.reject(new Error('x')), save: vi.fn() });
    await b.load();
    expect(b.store.get().synced).toBe(true);
    expect(b.items.find((i) => i.prop === 'name')!.show).toBe(false);
  });

  it('saves to the server and the cache', async () => {
    const s = storage();
    const save = vi.fn(async () => null);
    const ctrl = new ColumnSettingsController(screen, { storage: s, query: async () => ({ displayContent: null }), save });
    const items = moveItem(ctrl.items, 4, 1)!;
    await ctrl.save(items);
    expect(save).toHaveBeenCalledWith('system.users', serializeSettings(items));
    expect(s.data.get(columnSettingsCacheKey('system.users'))).toBe(serializeSettings(items));
    expect(visibleDataProps(ctrl.columns())).toEqual(['account', 'createdAt', 'name', 'phone']);
  });
});
