// Grid widgets of a custom field: its kind's cell and cell editor from the field-kind registry.
import { implOf } from '../../runtime/field-kinds';
import type { CellEditorWidget, CellWidget } from '../../runtime/field-kinds/contracts';
import type { FieldKindDef } from '../../../shared/field-kinds';

export const cellWidgetOf = (kind: FieldKindDef): CellWidget => implOf(kind.kind).cell;

/** The kind's cell editor, or undefined when it has none that works (the cell stays read-only). */
export function cellEditorOf(kind: FieldKindDef): CellEditorWidget | undefined {
  const w = implOf(kind.kind).cellEditor;
  return w.available?.() ?? true ? w : undefined;
}
