// Named cell renderers for data columns (screen column `format`, e.g. "tmStatus", "goods", "tags"): a
// registry instead of type switches in the grid. A format that names no renderer stays a dayjs/number format.
import type { ComponentType } from 'react';
import type { ICellRendererParams } from 'ag-grid-community';
import { GoodsCell, TagsCell, TmStatusCell } from '../../widgets/archive/cells';

export type FormatCellProps = ICellRendererParams;

const formats = new Map<string, ComponentType<FormatCellProps>>([
  ['tmStatus', TmStatusCell as ComponentType<FormatCellProps>],
  ['goods', GoodsCell as ComponentType<FormatCellProps>],
  ['tags', TagsCell as ComponentType<FormatCellProps>],
]);

export function registerCellFormat(name: string, component: ComponentType<FormatCellProps>) {
  formats.set(name, component);
}

export function cellFormat(name: string | undefined): ComponentType<FormatCellProps> | undefined {
  return name ? formats.get(name) : undefined;
}
