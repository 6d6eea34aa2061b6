// Wires the headless pieces of one list screen: filter form -> list (search), column settings (displayType
// 1) and sort presets (displayType 8) on userCustomDisplay. One instance per mounted screen; keep-alive tabs
// keep it, so filters, page, sort and selection survive tab switches.
import type { CallMeta } from '../../../generated/catalogue';
import { translate } from '../../i18n';
import { getSettings } from '../../settings/settings';
import { ColumnSettingsController, COLUMN_SETTINGS_DISPLAY_TYPE } from '../columns/columnSettings';
import { FilterController } from '../filter/filterController';
import { filterSlot } from '../filter/slots';
import type { ScreenDef } from '../screen-types';
import { SortPresetsController, SORT_PRESETS_DISPLAY_TYPE } from '../sort/sortPresets';
import { ListController, type ListBody, type ListPage } from './listController';

type DisplayType = 1 | 8;
export interface ListRuntimeDeps {
  call: <T>(call: CallMeta, body: unknown, options?: { noLoading?: boolean; signal?: AbortSignal }) => Promise<T>;
  displayQuery: (displayType: DisplayType, tableKey: string) => Promise<{ displayContent: string | null }>;
  displaySet: (displayType: DisplayType, tableKey: string, content: string) => Promise<unknown>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  onInvalid?: (prop: string) => void;
}

export interface ListRuntime {
  screen: ScreenDef;
  filter: FilterController;
  list: ListController;
  columns: ColumnSettingsController;
  sorts: SortPresetsController;
  /** Loads the user's saved column settings and sort presets. */
  load(): void;
  dispose(): void;
}

export function createListRuntime(screen: ScreenDef, path: string, deps: ListRuntimeDeps): ListRuntime {
  // A slot row whose component no feature registered yet is left out (no empty label, no filter).
  const rows = screen.filter.rows.map((r) => (r.type === 'slot' && !filterSlot(r.slot) ? { ...r, show: false } : r));
  const filter = new FilterController({
    config: { ...screen.filter, rows },
    fields: screen.fields,
    path,
    storage: deps.storage,
    requiredMessage: (row) => {
      const lang = getSettings().language;
      return translate(lang, row.type === 'input' ? 'list.input' : 'list.select', { label: lang === 'en' ? row.label.en : row.label.zh });
    },
    onInvalid: deps.onInvalid,
  });
  // The first load uses the restored filter; auto search then only fires on a real change.
  const list = new ListController(screen, (body: ListBody, signal) => deps.call<ListPage>(screen.calls.list, body, { noLoading: true, signal }), {
    filters: filter.toRequestFilters(),
  });
  filter.markSearched();
  const unlisten = filter.onSearch((filters) => list.search(filters));
  const columns = new ColumnSettingsController(screen, {
    storage: deps.storage,
    query: (tableKey) => deps.displayQuery(COLUMN_SETTINGS_DISPLAY_TYPE, tableKey),
    save: (tableKey, content) => deps.displaySet(COLUMN_SETTINGS_DISPLAY_TYPE, tableKey, content),
  });
  const sorts = new SortPresetsController(screen.tableKey, {
    query: (tableKey) => deps.displayQuery(SORT_PRESETS_DISPLAY_TYPE, tableKey),
    save: (tableKey, content) => deps.displaySet(SORT_PRESETS_DISPLAY_TYPE, tableKey, content),
  });
  return {
    screen,
    filter,
    list,
    columns,
    sorts,
    load() {
      void columns.load();
      void sorts.load().catch(() => undefined);
    },
    dispose() {
      unlisten();
      filter.dispose();
      list.dispose();
    },
  };
}
