// Cell and header renderers of the list grid (React components inside ag-grid). They read the list state
// from the grid context, so a selection change re-renders only the checkboxes.
import { ProfileOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import type { ICellRendererParams, IHeaderParams } from 'ag-grid-community';
import { useT } from '../../i18n';
import type { ListController, Row } from '../list/listController';
import { rowKey } from '../list/listController';
import { CellView } from '../field-kinds/CellView';
import type { CellWidget, FieldCtx } from '../field-kinds/contracts';
import type { ButtonDef } from '../screen-types';
import { useStore } from '../store';
import { HoverTooltip } from '../widgets/HoverTooltip';
import { ActionButtons } from './RowButtons';

export interface GridContext {
  list: ListController;
  onAction: (button: ButtonDef, row?: Row) => void;
}

type CellProps = ICellRendererParams<Row, unknown, GridContext>;

export function SelectionCell({ data, context }: CellProps) {
  const key = data ? rowKey(data) : '';
  const checked = useStore(context.list.store, (s) => s.selected.has(key));
  if (!data) return null;
  return <Checkbox checked={checked} onChange={(e) => context.list.toggleRow(data, e.target.checked)} aria-label="select row" />;
}

export function SelectionHeader({ context }: IHeaderParams<Row, GridContext>) {
  const list = context.list;
  const state = useStore(list.store, (s) => `${s.selected.size}:${s.pageRows.length}:${s.pageNo}`);
  void state;
  const mode = list.pageSelection();
  return (
    <Checkbox
      checked={mode === 'all' && list.state.pageRows.length > 0}
      indeterminate={mode === 'some'}
      disabled={list.state.pageRows.length === 0}
      onChange={(e) => list.togglePage(e.target.checked)}
      aria-label="select page"
    />
  );
}

/** A data cell drawn by its field kind (columnDefs passes the kind's cell widget and the field's context). */
export function KindCell({ value, data, colDef }: CellProps) {
  const { cell, ctx } = colDef!.cellRendererParams as { cell: CellWidget; ctx: FieldCtx };
  if (!data) return null;
  return <CellView cell={cell} value={value} ctx={ctx} row={data} />;
}

export function OperationCell({ data, colDef, context }: CellProps) {
  const buttons = (colDef?.cellRendererParams as { buttons?: ButtonDef[] } | undefined)?.buttons;
  if (!data) return null;
  return <ActionButtons buttons={buttons} row={data} onAction={context.onAction} variant="link" />;
}

export function ExpandCell({ data, context }: CellProps) {
  const t = useT();
  if (!data) return null;
  return (
    <HoverTooltip title={t('list.details')}>
      <Button type="text" size="small" icon={<ProfileOutlined />} aria-label={t('list.details')} onClick={() => context.list.expand(data)} />
    </HoverTooltip>
  );
}
