// 单行文本 / 多行文本 in the grid: the text (one line, full text in the tooltip); an input (max 50) or a text
// area in a popup (max 200; Enter saves, Shift+Enter starts a new line); blur or Enter saves, Escape cancels.
import { Input } from 'antd';
import type { InputRef } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef } from 'react';
import type { CellEditorProps, CellEditorWidget, CellWidget } from '../../runtime/field-kinds/contracts';
import { maxLengthOf, textCellText } from './text';

export const textCell: CellWidget = {
  text: (value) => textCellText(value),
  width: 160,
  Render: ({ value }) => {
    const text = textCellText(value);
    return (
      <span className="ipms-cf-text" title={typeof value === 'string' ? value : undefined}>
        {text || '-'}
      </span>
    );
  },
};

/** Escape cancels; the grid handles Enter (save) itself. */
const escapeCancels = (cancel: () => void) => (e: React.KeyboardEvent) => {
  if (e.key === 'Escape') {
    e.preventDefault();
    cancel();
  }
};

function InputCellEditor({ value, onChange, commit, cancel, ctx }: CellEditorProps) {
  const ref = useRef<InputRef>(null);
  useEffect(() => ref.current?.focus({ cursor: 'end' }), []);
  return (
    <Input
      ref={ref}
      className="ipms-cf-cell-input"
      value={(value as string) ?? ''}
      maxLength={maxLengthOf(ctx.kind)}
      onChange={(e) => onChange(e.target.value)}
      onBlur={commit}
      onKeyDown={escapeCancels(cancel)}
    />
  );
}

function TextAreaCellEditor({ value, onChange, commit, cancel, ctx }: CellEditorProps) {
  const ref = useRef<TextAreaRef>(null);
  useEffect(() => ref.current?.focus({ cursor: 'end' }), []);
  const max = maxLengthOf(ctx.kind, 200);
  return (
    <div className="ipms-cf-popup ipms-cf-popup-textarea">
      <Input.TextArea
        ref={ref}
        value={(value as string) ?? ''}
        maxLength={max}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        onChange={(e) => onChange(e.target.value)}
        onBlur={commit}
        onKeyDown={escapeCancels(cancel)}
      />
    </div>
  );
}

export const inputCellEditor: CellEditorWidget = { Component: InputCellEditor, popup: false };
export const textareaCellEditor: CellEditorWidget = {
  Component: TextAreaCellEditor,
  popup: true,
  // Shift+Enter is a new line in the text area; plain Enter saves through the grid.
  ownsKey: (e) => e.key === 'Enter' && e.shiftKey,
};
