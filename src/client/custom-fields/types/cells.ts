// Grid widgets by name (the generated types' widgets.cell and widgets.cellEditor). A new type reuses these
// names or registers its own; an unknown cell name falls back to plain text, an unknown editor to none.
import type { CustomFieldTypeDef } from '../model';
import { choiceCell, multiSelectCellEditor, selectCellEditor } from './choiceCells';
import type { CellEditorWidget, CellWidget } from './contracts';
import { dateCell, dateCellEditor } from './dateCells';
import { filesCell, uploadCellEditor } from './fileCells';
import { numberCell, numberCellEditor } from './numberCells';
import { inputCellEditor, textareaCellEditor, textCell } from './textCells';

export const cellWidgets: Record<string, CellWidget> = {
  text: textCell,
  choice: choiceCell,
  files: filesCell,
  date: dateCell,
  number: numberCell,
};

export const cellEditorWidgets: Record<string, CellEditorWidget> = {
  input: inputCellEditor,
  textarea: textareaCellEditor,
  select: selectCellEditor,
  multiSelect: multiSelectCellEditor,
  date: dateCellEditor,
  number: numberCellEditor,
  upload: uploadCellEditor,
};

export function registerCellWidget(name: string, widget: CellWidget) {
  cellWidgets[name] = widget;
}
export function registerCellEditorWidget(name: string, widget: CellEditorWidget) {
  cellEditorWidgets[name] = widget;
}

export const cellWidgetOf = (type: CustomFieldTypeDef): CellWidget => cellWidgets[type.widgets.cell] ?? textCell;

/** The type's cell editor, or undefined when it has none that works (the cell stays read-only). */
export function cellEditorOf(type: CustomFieldTypeDef): CellEditorWidget | undefined {
  const w = cellEditorWidgets[type.widgets.cellEditor];
  return w && (w.available?.() ?? true) ? w : undefined;
}
