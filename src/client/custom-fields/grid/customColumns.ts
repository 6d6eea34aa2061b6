// Custom fields as grid columns (spec 4, 9): the shown fields after the schema's data columns, pinned ones
// first and pinned left; each cell drawn by its type's cell widget; double-click editing with the type's
// cell editor when the user may edit values (customFieldData, see ./cells); sortable types send cf:<id> sorts.
import type { CellClassParams, CellDoubleClickedEvent, ColDef, ValueGetterParams } from 'ag-grid-community';
import type { Row, SortItem } from '../../runtime/list/listController';
import { cfKey, configOf, sameValue, titleOf, typeOf, valueOf, type CustomFieldDef, type Lang } from '../model';
import { cellEditorOf, cellWidgetOf } from '../types/cells';
import type { FieldCtx } from '../../runtime/field-kinds/contracts';
import { cellKeyOf, CustomFieldCell, startEditing, type CustomCellParams } from './cells';

export interface CustomColumnsInput {
  /** Shown fields in list order (pinned first). */
  defs: CustomFieldDef[];
  lang: Lang;
  /** The user may edit values (customFieldData). */
  canEdit: boolean;
  /** The sort the grid starts with. */
  initialSorts: SortItem[];
  /**
   * Saves a cell's new editor value: converts and checks it, writes it into the row and calls the server;
   * true when the cell changed (the grid redraws it).
   */
  commit: (row: Row, ctx: FieldCtx, value: unknown, redraw: () => void) => boolean;
}

export function buildCustomColumnDefs({ defs, lang, canEdit, initialSorts, commit }: CustomColumnsInput): ColDef<Row>[] {
  const out: ColDef<Row>[] = [];
  for (const def of defs) {
    const type = typeOf(def);
    if (!type || def.state !== 1) continue;
    const ctx: FieldCtx = { def, kind: type, config: configOf(def), lang };
    const cell = cellWidgetOf(type);
    const editor = canEdit ? cellEditorOf(type) : undefined;
    const colId = cfKey(def.id);
    const sortIndex = initialSorts.findIndex((s) => s.key === colId);
    const pinned = def.isTop === 1 ? 'left' : null;
    const params: CustomCellParams = { ctx, editable: canEdit, commit };
    out.push({
      colId,
      headerName: titleOf(def),
      valueGetter: (p: ValueGetterParams<Row>) => valueOf(p.data, def.id),
      equals: sameValue,
      cellRenderer: CustomFieldCell,
      cellRendererParams: params,
      cellClass: (p: CellClassParams<Row>) => [cell.cellClass, editor && p.data ? 'ipms-cf-editable' : undefined].filter(Boolean).join(' ') || undefined,
      sortable: type.sortable,
      initialSort: type.sortable && sortIndex >= 0 ? (initialSorts[sortIndex].asc ? 'asc' : 'desc') : undefined,
      initialSortIndex: type.sortable && sortIndex >= 0 ? sortIndex : undefined,
      pinned,
      ...(pinned ? { width: cell.width } : { minWidth: cell.width, flex: cell.width }),
      suppressMovable: true,
      ...(editor ? { onCellDoubleClicked: (e: CellDoubleClickedEvent<Row>) => e.data && startEditing(cellKeyOf(e.data, colId)) } : {}),
    });
  }
  return out;
}

/** The schema's column definitions with the custom ones after the last data column (before operation/right-pinned). */
export function insertCustomColumns(base: ColDef<Row>[], custom: ColDef<Row>[]): ColDef<Row>[] {
  if (!custom.length) return base;
  let at = -1;
  base.forEach((c, i) => {
    if (c.colId && !c.colId.startsWith('__') && c.pinned !== 'right') at = i;
  });
  if (at < 0) at = base.findIndex((c) => c.colId === '__operation' || c.pinned === 'right') - 1;
  if (at < -1) at = base.length - 1;
  return [...base.slice(0, at + 1), ...custom, ...base.slice(at + 1)];
}
