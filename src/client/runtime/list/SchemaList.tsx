// A list screen from its ScreenDef (spec 2.16): filter form, toolbar, grid, pagination, and the dialogs
// (create/edit form - lazy, so Formily loads only when opened -, column settings, sort presets, record
// details, confirmations). State lives in the headless runtime created once per mounted screen.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCustomFieldsList } from '../../custom-fields/useCustomFieldsList';
import { useT, useI18nText } from '../../i18n';
import { download } from '../../request/download';
import { transport } from '../../request/http';
import { notify } from '../../request/notify';
import { hasPermission } from '../../session/permission';
import { useSession } from '../../session/session';
import { useSettings } from '../../settings/settings';
import { runAction, type ActionContext } from '../actions/actions';
import { applySettings, visibleDataProps } from '../columns/columnSettings';
import { ConfirmHost } from '../confirm/ConfirmHost';
import { confirm } from '../confirm/confirmStore';
import { FilterForm } from '../filter/FilterForm';
import type { GridContext } from '../grid/cells';
import { buildColumnDefs, unpinned } from '../grid/columnDefs';
import { useBreakpoint } from '../breakpoints';
import { preloadFieldKinds } from '../field-kinds/registry';
import { GridPagination } from '../grid/GridPagination';
import type { ButtonDef, ScreenDef } from '../screen-types';
import { useStore } from '../store';
import type { Row } from './listController';
import { createListRuntime, type ListRuntime } from './listRuntime';
import { handedOver, listRuntimeDeps, startedList } from './earlyList';
import { ListToolbar } from './ListToolbar';
import { SkeletonRows } from './ListSkeleton';
import './list.css';

const SchemaFormDialog = lazy(() => import('../form/SchemaFormDialog'));
// The column settings drawer loads when first opened (then stays mounted for its closing animation).
const ColumnSettingsDrawer = lazy(() => import('../columns/ColumnSettingsDrawer').then((m) => ({ default: m.ColumnSettingsDrawer })));
// Sort presets and the record drawer load when first opened (then stay mounted for their closing animations).
const SortPresetDialog = lazy(() => import('../sort/SortPresetDialog').then((m) => ({ default: m.SortPresetDialog })));
const RecordDrawer = lazy(() => import('./RecordDrawer').then((m) => ({ default: m.RecordDrawer })));
// ag-grid is its own chunk: requested as soon as this module runs, so it loads while the filter paints.
const loadGrid = () => import('../grid/DataGrid');
const gridChunk = typeof window === 'undefined' ? null : loadGrid();
const DataGrid = lazy(() => (gridChunk ?? loadGrid()).then((m) => ({ default: m.DataGrid })));

/** header: what a module puts above the filter form, given the list's runtime (e.g. the case list's type tabs). */
export function SchemaList({ screen, path, header }: { screen: ScreenDef; path: string; header?: (rt: ListRuntime) => ReactNode }) {
  const t = useT();
  const text = useI18nText();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { permissions } = useSession();
  const can = useCallback((key?: string) => hasPermission(permissions, key), [permissions]);
  const { language } = useSettings();
  const lang = language === 'en' ? 'en' : 'zh';
  // The modules' cell kinds of the columns (status tags, goods cards...) load alongside the first page of rows.
  useState(() => preloadFieldKinds(screen.columns.map((c) => c.fieldKind)));
  // The runtime started right after sign-in (or with the session on a direct load), else a new one.
  const [{ rt, started }] = useState(() => {
    const early = startedList(screen, path, search);
    return { rt: early ?? createListRuntime(screen, path, listRuntimeDeps(search)), started: !!early };
  });
  // A link with filter values (a workbench to-do) opening this kept-alive screen again: apply them and search.
  const lastSearch = useRef(search);
  useEffect(() => {
    if (search === lastSearch.current) return;
    lastSearch.current = search;
    rt.filter.applyQuery(search);
  }, [rt, search]);
  useEffect(() => {
    // The first page's call goes out with the settings calls, not after the grid's code has arrived.
    if (started) handedOver(rt);
    else {
      rt.list.prefetchFirstPage();
      rt.load();
    }
    return () => rt.dispose();
  }, [rt, started]);

  const { items } = useStore(rt.columns.store);
  const sorts = useStore(rt.list.store, (s) => s.sorts);
  const [form, setForm] = useState<{ mode: 'create' | 'update'; row?: Row } | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  if (settingsOpen && !settingsUsed) setSettingsUsed(true);
  const [sortOpen, setSortOpen] = useState(false);
  const [sortUsed, setSortUsed] = useState(false);
  if (sortOpen && !sortUsed) setSortUsed(true);
  const expanded = useStore(rt.list.store, (s) => s.expanded !== null);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (expanded && !drawerUsed) setDrawerUsed(true);

  const columns = useMemo(() => applySettings(screen.columns, items), [screen, items]);
  // The grid keeps its own sort state; its starting sort is fixed at the first render.
  const [initialSorts] = useState(() => rt.list.state.sorts);
  // The screen's custom fields (if it has a customFieldModule): columns, filter rows, buttons, dialogs.
  const custom = useCustomFieldsList(rt, lang, initialSorts);
  // Phones: nothing pinned (pinned columns would cover the row buttons), dialogs one column and full width.
  const narrow = useBreakpoint() === 'xs';
  const columnDefs = useMemo(() => {
    const defs = custom.withColumns(
      buildColumnDefs({ screen, columns, lang, can, initialSorts, texts: { index: t('list.index'), operation: t('list.operation'), details: t('list.details') } }),
    );
    return narrow ? unpinned(defs) : defs;
  }, [screen, columns, lang, can, initialSorts, t, custom.withColumns, narrow]);
  const filterFields = useMemo(() => ({ ...screen.fields, ...custom.filterFields }), [screen.fields, custom.filterFields]);

  const actionContext: ActionContext = {
    screen,
    call: (call, body) => transport(call, body),
    confirm,
    notify: { ...notify, info: notify.success },
    download,
    navigate: (to) => navigate(to),
    openForm: (mode, row) => setForm({ mode, row }),
    refresh: () => rt.list.refresh(),
    exportBody: () => {
      // The visible custom columns are exported too, after the schema's (issue 18).
      const body = rt.list.exportBody([...visibleDataProps(columns), ...custom.exportColumns]);
      // Custom filter rows travel as customFilters, as in the list call.
      return rt.customFields ? rt.customFields.wireBody(body) : body;
    },
    t,
    text,
  };
  const onAction = (button: ButtonDef, row?: Row) => void runAction(button, row, actionContext);
  const [gridContext] = useState<GridContext>(() => ({ list: rt.list, onAction }));
  gridContext.onAction = onAction; // the renderers read the latest handler

  return (
    <div className="ipms-page-card ipms-list-card ipms-schema-list" data-screen={screen.screen}>
      {header?.(rt)}
      <FilterForm controller={rt.filter} fields={filterFields} />
      <ListToolbar
        list={rt.list}
        buttons={screen.toolbar}
        selectable={screen.columns.some((c) => c.type === 'selection')}
        sortCount={sorts.length}
        onAction={onAction}
        onColumnSettings={() => setSettingsOpen(true)}
        onSortPresets={custom.sortScreen.sortable.length ? () => setSortOpen(true) : undefined}
        extra={custom.toolbar}
        extraIcons={custom.icons}
      />
      <Suspense fallback={<SkeletonRows />}>
        <DataGrid list={rt.list} columnDefs={columnDefs} context={gridContext} />
      </Suspense>
      <GridPagination list={rt.list} />
      {settingsUsed && (
        <Suspense fallback={null}>
          <ColumnSettingsDrawer controller={rt.columns} open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      {sortUsed && (
        <Suspense fallback={null}>
          <SortPresetDialog open={sortOpen} screen={custom.sortScreen} controller={rt.sorts} current={sorts} onApply={(s) => rt.list.applySorts(s)} onClose={() => setSortOpen(false)} />
        </Suspense>
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <RecordDrawer list={rt.list} screen={screen} />
        </Suspense>
      )}
      <ConfirmHost />
      {custom.dialogs}
      {form && screen.form && (
        <Suspense fallback={null}>
          <SchemaFormDialog
            screen={screen}
            mode={form.mode}
            row={form.row}
            customDefs={custom.formDefs}
            narrow={narrow}
            onClose={() => setForm(null)}
            onSaved={() => {
              setForm(null);
              if (form.mode === 'create') rt.list.search(rt.list.state.filters);
              else rt.list.refresh();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
