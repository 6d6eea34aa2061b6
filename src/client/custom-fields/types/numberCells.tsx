// 数字 in the grid: formatted per the field's number format, right-aligned; an input of at most 20 characters
// that keeps digits, a minus and (except for integers) one dot.
import { Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { CellEditorProps, CellEditorWidget, CellWidget } from '../../runtime/field-kinds/contracts';
import { formatNumber } from '../../runtime/grid/format';
import { NUMBER_MAX_LENGTH, formatNumberValue, numberFormatOf, sanitizeNumberInput } from './number';

/** A column's own number format (built-in number columns: integer, decimal1, yuan, 0.00...) wins over the field's. */
export const numberCell: CellWidget = {
  text: (value, ctx) => (ctx.format ? formatNumber(value, ctx.format) : formatNumberValue(value, numberFormatOf(ctx.config))),
  width: 130,
  cellClass: 'ipms-cell-number',
};

function NumberCellEditor({ value, onChange, commit, cancel, ctx }: CellEditorProps) {
  const format = numberFormatOf(ctx.config);
  const ref = useRef<InputRef>(null);
  // The text as typed; the grid receives it and the save turns it into a number.
  const [text, setText] = useState(() => (value === null || value === undefined ? '' : String(value)));
  useEffect(() => ref.current?.focus({ cursor: 'end' }), []);
  return (
    <Input
      ref={ref}
      className="ipms-cf-cell-input ipms-cf-cell-number"
      value={text}
      maxLength={NUMBER_MAX_LENGTH}
      inputMode="decimal"
      onChange={(e) => {
        const next = sanitizeNumberInput(e.target.value, format);
        setText(next);
        onChange(next);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          cancel();
        }
      }}
    />
  );
}

export const numberCellEditor: CellEditorWidget = { Component: NumberCellEditor, popup: false };
