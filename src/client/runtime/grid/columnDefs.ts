// Screen columns (after column settings) -> ag-grid column definitions (spec 3.17): selection, index,
// operation and expand columns, and data and image columns drawn by their field kind's cell from the field-kind
// registry (plain kinds as text, the others as React cells); sortable only where the server sorts.
import type { ColDef, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import type { Row, SortItem } from '../list/listController';
import type { ColumnDef, I18n, ScreenDef } from '../screen-types';
import { fieldCtx, implOf, isKind } from '../field-kinds';
import { dictOptions } from '../filter/filterValues';
import { ExpandCell, KindCell, OperationCell, SelectionCell, SelectionHeader } from './cells';
import { EMPTY_CELL, type Lang } from './format';

export interface ColumnDefsInput {
  screen: Pick<ScreenDef, 'fields' | 'sortable'>;
  columns: ColumnDef[];
  lang: Lang;
  can: (permission?: string) => boolean;
  /** The sort the grid starts with (default sort or the last one). */
  initialSorts: SortItem[];
  texts: { index: string; operation: string; details: string };
}

const pick = (l: I18n | undefined, lang: Lang) => (l ? (lang === 'en' ? l.en : l.zh) : '');

export function buildColumnDefs({ screen, columns, lang, can, initialSorts, texts }: ColumnDefsInput): ColDef<Row>[] {
  const sortable = new Set(screen.sortable);
  const defs: ColDef<Row>[] = [];
  for (const col of columns) {
    if (col.permission && !can(col.permission)) continue; // spec 6: columns without permission are dropped
    const pinned = col.fixed ?? null;
    switch (col.type) {
      case 'selection':
        defs.push({
          colId: '__selection',
          headerComponent: SelectionHeader,
          cellRenderer: SelectionCell,
          width: col.width ?? 48,
          pinned,
          sortable: false,
          resizable: false,
          suppressMovable: true,
          cellClass: 'ipms-cell-center',
          headerClass: 'ipms-cell-center',
        });
        break;
      case 'index':
        defs.push({
          colId: '__index',
          headerName: col.label ? pick(col.label, lang) : texts.index,
          valueGetter: (p: ValueGetterParams<Row>) => (p.data && p.node?.rowIndex != null ? p.node.rowIndex + 1 : ''),
          width: col.width ?? 64,
          pinned,
          sortable: false,
          resizable: false,
          suppressMovable: true,
          cellClass: 'ipms-cell-center ipms-cell-muted',
          headerClass: 'ipms-cell-center',
        });
        break;
      case 'expand':
        defs.push({ colId: '__expand', headerName: '', cellRenderer: ExpandCell, width: col.width ?? 48, pinned, sortable: false, resizable: false, suppressMovable: true, cellClass: 'ipms-cell-center' });
        break;
      case 'operation':
        defs.push({
          colId: '__operation',
          headerName: col.label ? pick(col.label, lang) : texts.operation,
          cellRenderer: OperationCell,
          cellRendererParams: { buttons: col.buttons },
          width: col.width ?? 160,
          minWidth: col.minWidth,
          pinned,
          sortable: false,
          suppressMovable: true,
          cellClass: 'ipms-cell-operation',
        });
        break;
      case 'image':
      case 'data': {
        if (!col.prop) break;
        const field = screen.fields[col.prop];
        // The column's kind: generated (its field's, or the one its format names); image columns default to image.
        const kind = col.fieldKind ?? field?.fieldKind ?? (col.type === 'image' ? 'image' : 'text');
        const cell = implOf(kind).cell;
        // A format that names no kind is the column's dayjs / number format; built-in dates read YYYY-MM-DD.
        const format = col.format && !isKind(col.format) ? col.format : field?.kind === 'date' || field?.kind === 'datetime' ? (kind === 'date' ? 'YYYY-MM-DD' : undefined) : field?.kind === 'integer' ? 'integer' : undefined;
        const ctx = fieldCtx(kind, lang, { options: dictOptions(field, lang), format });
        const i = initialSorts.findIndex((s) => s.key === col.prop);
        const canSort = col.type === 'data' && col.sortable !== false && !!col.sortable && sortable.has(col.prop);
        const width = col.width ?? 140;
        defs.push({
          colId: col.prop,
          field: col.prop as never,
          headerName: pick(col.label ?? field?.label, lang),
          hide: col.isShow === false,
          sortable: canSort,
          initialSort: canSort && i >= 0 ? (initialSorts[i].asc ? 'asc' : 'desc') : undefined,
          initialSortIndex: canSort && i >= 0 ? i : undefined,
          pinned,
          // Pinned columns keep their width; the others share the spare width in proportion to theirs.
          ...(pinned ? { width } : { minWidth: col.minWidth ?? width, flex: width }),
          suppressMovable: true,
          ...(cell.Render && !cell.plain?.(ctx)
            ? { cellRenderer: KindCell, cellRendererParams: { cell, ctx } }
            : { valueFormatter: (p: ValueFormatterParams<Row>) => (p.data ? cell.text(p.value, ctx) || EMPTY_CELL : '') }),
          cellClass: cell.cellClass,
        });
        break;
      }
    }
  }
  return defs;
}

/**
 * Phones (under 768 px, issue 18): no column stays pinned, so no pinned column lies over the row buttons (a
 * pinned 序号/名称 pair would take most of a 390 px screen and cover 详情/编辑). Pinned columns keep their width.
 */
export function unpinned<T extends ColDef<Row>>(defs: T[]): T[] {
  return defs.map((d) => (d.pinned ? { ...d, pinned: null, lockPinned: true } : d));
}
