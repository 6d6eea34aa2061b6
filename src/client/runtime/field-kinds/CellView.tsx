// A kind's cell as a React element: its Render, or its text (with the empty mark) for kinds drawn as text.
import { useT } from '../../i18n';
import type { CellRenderProps, CellWidget } from './contracts';

export function CellView({ cell, ...props }: CellRenderProps & { cell: CellWidget }) {
  const t = useT();
  if (cell.Render) return <cell.Render {...props} />;
  const text = cell.text(props.value, props.ctx, t);
  return <span title={text.length > 20 ? text : undefined}>{text || '-'}</span>;
}
