// Form editors of the text types (batch edit, forms): an input with its 50-character count, a text area with 200.
import { Input } from 'antd';
import type { EditorProps, EditorWidget } from '../../runtime/field-kinds/contracts';
import { maxLengthOf } from './text';

export const inputEditor: EditorWidget = {
  Component: ({ value, onChange, ctx, autoFocus, placeholder }: EditorProps) => (
    <Input allowClear autoFocus={autoFocus} placeholder={placeholder} value={(value as string) ?? ''} maxLength={maxLengthOf(ctx.kind)} showCount onChange={(e) => onChange(e.target.value)} />
  ),
};

export const textareaEditor: EditorWidget = {
  Component: ({ value, onChange, ctx, autoFocus, placeholder }: EditorProps) => (
    <Input.TextArea autoFocus={autoFocus} placeholder={placeholder} value={(value as string) ?? ''} maxLength={maxLengthOf(ctx.kind, 200)} showCount autoSize={{ minRows: 2, maxRows: 6 }} onChange={(e) => onChange(e.target.value)} />
  ),
};
