// Wires the headless pieces of one list screen: filter form -> list (search), column settings (displayType
// 1) and sort presets (displayType 8) on userCustomDisplay. One instance per mounted screen; keep-alive tabs
// keep it, so filters, page, sort and selection survive tab switches.
import { calls, type CallRef } from '../../../generated/calls';
import { CustomFieldsController, type CustomFieldsApi } from '../../custom-fields/customFieldsController';
import { customFilterRows } from '../../custom-fields/filters';
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
  call: <T>(call: CallRef, body: unknown, options?: { noLoading?: boolean; signal?: AbortSignal }) => Promise<T>;
  displayQuery: (displayType: DisplayType, tableKey: string) => Promise<{ displayContent: string | null }>;
  displaySet: (displayType: DisplayType, tableKey: string, content: string) => Promise<unknown>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  onInvalid?: (prop: string) => void;
  /** The page's query string (filter values of a link, filter/queryFilters.ts). */
  query?: string;
}

export interface ListRuntime {
  screen: ScreenDef;
  filter: FilterController;
  list: ListController;
  columns: ColumnSettingsController;
  sorts: SortPresetsController;
  /** The screen's custom fields (screens with a customFieldModule): columns, filter rows, cell values. */
  customFields: CustomFieldsController | null;
  /** Loads the user's saved column settings and sort presets (and the custom fields). */
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
    query: deps.query,
  });
  const customFields = screen.customFieldModule ? new CustomFieldsController(screen.customFieldModule, customFieldsApi(deps.call, screen.calls.setCustomValue)) : null;
  // The first load uses the restored filter; auto search then only fires on a real change. Custom filter
  // rows (cf:<id>) travel as the call's customFilters.
  const list = new ListController(
    screen,
    (body: ListBody, signal) => deps.call<ListPage>(screen.calls.list, customFields ? customFields.wireBody(body) : body, { noLoading: true, signal }),
    { filters: filter.toRequestFilters() },
  );
  filter.markSearched();
  const unlisten = filter.onSearch((filters) => list.search(filters));
  // Custom fields as filter rows and sort keys, whenever their definitions change.
  let lastDefs: unknown = null;
  const unwatch = customFields?.store.subscribe(() => {
    const { defs } = customFields.store.get();
    if (defs === lastDefs) return;
    lastDefs = defs;
    list.setExtraSortable(customFields.sortableKeys(defs));
    filter.setExtraRows(customFilterRows(customFields.filterable(defs)));
  });
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
    customFields,
    load() {
      void columns.load();
      void sorts.load().catch(() => undefined);
      void customFields?.load();
    },
    dispose() {
      unlisten();
      unwatch?.();
      filter.dispose();
      list.dispose();
    },
  };
}

/**
 * The custom-field calls through the runtime's call function (the generated catalogue's metadata). A screen may
 * name its own cell-edit call (setCustomValue: {id, fieldId, value}, e.g. /caseManage/setCaseCustomFieldValue).
 */
function customFieldsApi(call: ListRuntimeDeps['call'], setCustomValue?: CallRef): CustomFieldsApi {
  const c = calls.customField;
  return {
    list: (body) => call(c.getCustomFieldList, body, { noLoading: true }),
    save: (body) => call(c.setCustomField, body, { noLoading: true }),
    saveAll: (body) => call(c.updateCustomFields, body),
    sort: (body) => call(c.sortCustomField, body, { noLoading: true }),
    setValue: ({ type, ...rest }) => (setCustomValue ? call(setCustomValue, rest, { noLoading: true }) : call(c.setCustomFieldData, { type, ...rest }, { noLoading: true })),
    batchSet: (body) => call(c.setTmArchiveCustomFieldData, body),
  };
}
