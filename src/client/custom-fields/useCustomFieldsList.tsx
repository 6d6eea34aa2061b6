// What a list screen with a customFieldModule gets from its custom fields: grid columns (after the schema's
// data columns), the filter rows' fields, sort keys for the sort presets, the toolbar buttons 自定义字段 (with
// brandCustomListSettings) and 批量修改自定义字段 (with customFieldData, rows selected), the list-settings
// dropdown, and the dialogs (lazy chunks). Screens without custom fields get nothing.
import { EditOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ColDef } from 'ag-grid-community';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CustomFieldDef } from '../../generated/types';
import { useT } from '../i18n';
import { notify } from '../request/notify';
import { usePermission } from '../session/permission';
import type { ListRuntime } from '../runtime/list/listRuntime';
import type { Row, SortItem } from '../runtime/list/listController';
import type { ScreenDef, ScreenField } from '../runtime/screen-types';
import { createStore, useStore, type Store } from '../runtime/store';
import type { CustomFieldsState } from './customFieldsController';
import { customFilterFields } from './filters';
import { makeCellCommit } from './grid/cellCommit';
import { buildCustomColumnDefs, insertCustomColumns } from './grid/customColumns';
import { ListSettingsDropdown } from './ListSettingsDropdown';
import { cfKey, titleOf, typeOf, type Lang } from './model';

const CustomFieldsDialog = lazy(() => import('./CustomFieldsDialog'));
const BatchEditDialog = lazy(() => import('./BatchEditDialog'));

const NONE: Store<CustomFieldsState> = createStore<CustomFieldsState>({ defs: [], loaded: true, pending: new Set() });

interface UiState {
  dialog: { focusId?: number } | null;
  batch: boolean;
}

export interface CustomFieldsList {
  /** The screen's column definitions with the custom columns inserted. */
  withColumns: (base: ColDef<Row>[]) => ColDef<Row>[];
  /** Fields of the custom filter rows (choice options as dictionaries), to merge with the screen's. */
  filterFields: Record<string, ScreenField>;
  /** The screen as the sort presets see it: custom sortable columns included. */
  sortScreen: ScreenDef;
  /** The fields of the create/edit dialog (every definition with a kind, in list order). */
  formDefs: CustomFieldDef[];
  /** Export columns of the shown custom fields (cf:<id>, in the grid's order). */
  exportColumns: string[];
  toolbar: ReactNode;
  icons: ReactNode;
  dialogs: ReactNode;
}

export function useCustomFieldsList(rt: ListRuntime, lang: Lang, initialSorts: SortItem[]): CustomFieldsList {
  const t = useT();
  const can = usePermission();
  const controller = rt.customFields;
  const canDefine = !!controller && can('brandCustomListSettings');
  const canEdit = !!controller && can('customFieldData');
  const defs = useStore(controller?.store ?? NONE, (s) => s.defs);
  const loaded = useStore(controller?.store ?? NONE, (s) => s.loaded);
  const selected = useStore(rt.list.store, (s) => s.selected.size);
  const [ui] = useState(() => createStore<UiState>({ dialog: null, batch: false }));
  const { dialog, batch } = useStore(ui);

  const commit = useMemo(
    () =>
      controller
        ? makeCellCommit({
            setValue: (recordId, fieldId, value) => controller.setValue(recordId, fieldId, value),
            warn: (key, vars) => notify.warning(t(key, vars)),
            saved: () => notify.success(t('cf.valueSaved')),
          })
        : null,
    [controller, t],
  );
  const custom = useMemo(
    () => (controller && commit ? buildCustomColumnDefs({ defs: controller.shown(defs), lang, canEdit, initialSorts, commit }) : []),
    [controller, commit, defs, lang, canEdit, initialSorts],
  );
  const withColumns = useMemo(() => (base: ColDef<Row>[]) => insertCustomColumns(base, custom), [custom]);
  const formDefs = useMemo(() => defs.filter((d) => typeOf(d)), [defs]);
  // A column added after the first load (a new field, or one shown again) is scrolled into view (issue 18).
  const shownIds = useMemo(() => (controller ? controller.shown(defs).map((d) => d.id) : []), [controller, defs]);
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const before = seen.current;
    seen.current = new Set(shownIds);
    const added = before ? shownIds.filter((id) => !before.has(id)) : [];
    if (added.length) rt.list.revealColumn(cfKey(added[added.length - 1]));
  }, [loaded, shownIds, rt.list]);
  const filterFields = useMemo(() => (controller ? customFilterFields(controller.filterable(defs)) : {}), [controller, defs]);
  const sortScreen = useMemo(() => {
    if (!controller) return rt.screen;
    const sortable = controller.shown(defs).filter((d) => typeOf(d)?.sortable);
    if (!sortable.length) return rt.screen;
    const fields = { ...rt.screen.fields };
    for (const d of sortable) fields[cfKey(d.id)] = { label: { zh: titleOf(d), en: titleOf(d) }, kind: 'text', nullable: true };
    return { ...rt.screen, fields, sortable: [...rt.screen.sortable, ...sortable.map((d) => cfKey(d.id))] };
  }, [controller, defs, rt.screen]);

  const exportColumns = shownIds.map(cfKey);
  if (!controller) return { withColumns, filterFields, sortScreen, formDefs, exportColumns, toolbar: null, icons: null, dialogs: null };

  // The dialog itself says when no shown field has a form editor (attachments without uploads).
  const batchable = canEdit && selected > 0 && controller.shown(defs).length > 0;
  const toolbar = (
    <>
      {canDefine && (
        <Button icon={<SettingOutlined />} onClick={() => ui.set({ dialog: {} })} data-testid="cf-open-dialog">
          {t('cf.button')}
        </Button>
      )}
      {batchable && (
        <Button icon={<EditOutlined />} onClick={() => ui.set({ batch: true })} data-testid="cf-open-batch">
          {t('cf.batch.title')}
        </Button>
      )}
    </>
  );
  const icons = canDefine ? <ListSettingsDropdown controller={controller} onEdit={(id) => ui.set({ dialog: { focusId: id } })} /> : null;
  const dialogs = (
    <Suspense fallback={null}>
      {dialog && <CustomFieldsDialog controller={controller} open focusId={dialog.focusId} onClose={() => ui.set({ dialog: null })} />}
      {batch && (
        <BatchEditDialog
          controller={controller}
          open
          recordIds={rt.list.selectedIds()}
          onClose={() => ui.set({ batch: false })}
          onDone={() => rt.list.refresh()}
        />
      )}
    </Suspense>
  );
  return { withColumns, filterFields, sortScreen, formDefs, exportColumns, toolbar, icons, dialogs };
}
