// The ag-grid side of a custom-field cell: the renderer (the type's cell widget) and the editor (the type's
// cell editor; Escape cancels, the editor's commit ends editing and the value setter saves).
import type { CustomCellEditorProps } from 'ag-grid-react';
import type { ICellRendererParams } from 'ag-grid-community';
import { useEffect, useRef } from 'react';
import type { Row } from '../../runtime/list/listController';
import { CellView } from '../../runtime/field-kinds/CellView';
import { cellEditorOf, cellWidgetOf } from '../types/cells';
import type { FieldCtx } from '../../runtime/field-kinds/contracts';
import type { CustomColumnsInput } from './customColumns';

export interface CustomCellParams {
  ctx: FieldCtx;
  editable: boolean;
  commit: CustomColumnsInput['commit'];
}

export function CustomFieldCell(props: ICellRendererParams<Row> & CustomCellParams) {
  const { data, value, ctx, editable, commit, api, node, column } = props;
  if (!data) return null;
  return (
    <CellView
      cell={cellWidgetOf(ctx.kind)}
      value={value}
      ctx={ctx}
      editable={editable}
      // Changes made by the cell itself (an attachment uploaded from the add button) save at once.
      onChange={(next: unknown) => {
        if (commit(data, ctx, next, () => api.refreshCells({ rowNodes: [node], columns: column ? [column] : undefined, force: true })))
          api.refreshCells({ rowNodes: [node], columns: column ? [column] : undefined, force: true });
      }}
    />
  );
}

export function CustomFieldCellEditor(props: CustomCellEditorProps<Row> & CustomCellParams) {
  const { ctx, value, onValueChange, stopEditing, api } = props;
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const widget = cellEditorOf(ctx.kind);
  if (!widget) return null;
  const { Component } = widget;
  return (
    <Component
      value={value}
      ctx={ctx}
      onChange={(v) => alive.current && onValueChange(v)}
      commit={() => alive.current && stopEditing()}
      cancel={() => alive.current && api.stopEditing(true)}
    />
  );
}
