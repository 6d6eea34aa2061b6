// The ag-grid side of a custom-field cell: the renderer (the type's cell widget) and, after a double click
// when the user may edit values, the type's cell editor in the cell or in a popup over it. The grid's own
// editing module is not used: with the popup and tooltip modules it needs it weighed 28 KB gzip on every
// list's first load. One cell edits at a time; Enter saves unless the editor keeps the key, Escape cancels,
// the editor's commit saves.
import type { ICellRendererParams } from 'ag-grid-community';
import { useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Row } from '../../runtime/list/listController';
import { CellView } from '../../runtime/field-kinds/CellView';
import type { CellEditorWidget, FieldCtx } from '../../runtime/field-kinds/contracts';
import { createStore, useStore } from '../../runtime/store';
import { sameValue } from '../model';
import { cellEditorOf, cellWidgetOf } from '../types/cells';
import type { CustomColumnsInput } from './customColumns';

export interface CustomCellParams {
  ctx: FieldCtx;
  editable: boolean;
  commit: CustomColumnsInput['commit'];
}

/** The cell being edited, as `<row id>|<column id>` (one at a time, as in a spreadsheet). */
const editing = createStore<{ cell: string | null }>({ cell: null });
export const cellKeyOf = (row: Row, colId: string) => `${String(row.id)}|${colId}`;
export const startEditing = (cell: string) => editing.set({ cell });
export const editingCell = () => editing.get().cell;
const stopEditing = (cell: string) => editing.get().cell === cell && editing.set({ cell: null });

export function CustomFieldCell(props: ICellRendererParams<Row> & CustomCellParams) {
  const { data, value, ctx, editable, commit, api, node, column, eGridCell } = props;
  const cell = data && column ? cellKeyOf(data, column.getColId()) : '';
  const isEditing = useStore(editing, (s) => !!cell && s.cell === cell);
  if (!data) return null;
  const redraw = () => api.refreshCells({ rowNodes: [node], columns: column ? [column] : undefined, force: true });
  // Saves a new value (from the editor, or from the cell itself: an attachment added with its button).
  const save = (next: unknown) => {
    if (!sameValue(value, next) && commit(data, ctx, next, redraw)) redraw();
  };
  const editor = isEditing && editable ? cellEditorOf(ctx.kind) : undefined;
  if (editor)
    return (
      <CellEditor
        widget={editor}
        value={value}
        ctx={ctx}
        anchor={eGridCell}
        done={(saved, next) => {
          stopEditing(cell);
          if (saved) save(next);
        }}
      />
    );
  return <CellView cell={cellWidgetOf(ctx.kind)} value={value} ctx={ctx} editable={editable} onChange={save} />;
}

interface CellEditorHostProps {
  widget: CellEditorWidget;
  value: unknown;
  ctx: FieldCtx;
  /** The grid cell, for placing a popup editor over it. */
  anchor: HTMLElement;
  done: (saved: boolean, value: unknown) => void;
}

function CellEditor({ widget, value, ctx, anchor, done }: CellEditorHostProps) {
  const [draft, setDraft] = useState(value);
  // The latest value, so that an onChange and a commit in the same tick save the new value.
  const latest = useRef(value);
  const finished = useRef(false);
  const finish = (saved: boolean) => {
    if (finished.current) return;
    finished.current = true;
    done(saved, latest.current);
  };
  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      finish(false);
    } else if (e.key === 'Enter' && !widget.ownsKey?.(e.nativeEvent)) {
      e.preventDefault();
      finish(true);
    }
  };
  const body = (
    <widget.Component
      value={draft}
      ctx={ctx}
      onChange={(v) => {
        latest.current = v;
        setDraft(v);
      }}
      commit={() => finish(true)}
      cancel={() => finish(false)}
    />
  );
  if (!widget.popup)
    return (
      <div className="ipms-cf-inline-editor" onKeyDown={onKeyDown} onDoubleClick={(e) => e.stopPropagation()}>
        {body}
      </div>
    );
  const r = anchor.getBoundingClientRect();
  // Over the cell as the grid placed its popups; kept within the screen on a phone.
  const style = { top: r.top, left: Math.max(8, Math.min(r.left, window.innerWidth - 8 - Math.min(r.width, 320))), minWidth: r.width };
  return createPortal(
    <div className="ipms-cf-popup-host" style={style} onKeyDown={onKeyDown} data-testid="cf-cell-editor">
      {body}
    </div>,
    document.body,
  );
}
