// Text kinds: 单行文本 (text), 多行文本 (textarea), 密码 (password). Plain cells (the grid draws the text), an
// input / text area / password input in forms, the custom fields' text cell editors.
import { Input } from 'antd';
import { inputCellEditor, textareaCellEditor } from '../../../custom-fields/types/textCells';
import type { EditorProps, FieldCtx, FieldKindImpl } from '../contracts';
import { InputField } from '../filterWidgets';
import { AMOUNT_FORMAT, formatNumber } from '../../grid/format';
import { isBlank, plainText } from './shared';

const maxLength = (ctx: FieldCtx, extra?: Record<string, unknown>) =>
  (extra?.maxLength as number | undefined) ?? (ctx.config.maxLength as number | undefined) ?? ctx.kind.limits?.maxLength;

const textValue = (raw: unknown) => ({ ok: true as const, value: typeof raw === 'string' ? (raw.trim() === '' ? null : raw) : isBlank(raw) ? null : raw });

export const text: FieldKindImpl = {
  filter: InputField,
  editor: {
    Component: ({ value, onChange, ctx, autoFocus, placeholder, disabled, extra }: EditorProps) => (
      <Input allowClear autoFocus={autoFocus} placeholder={placeholder} disabled={disabled} value={(value as string) ?? ''} maxLength={maxLength(ctx, extra)} showCount={!!extra?.showCount} onChange={(e) => onChange(e.target.value)} />
    ),
  },
  // A column formatted "amount" shows an exact decimal string grouped by thousands (finance amounts).
  cell: { text: (v, ctx) => (ctx.format === AMOUNT_FORMAT && !isBlank(v) ? formatNumber(v, AMOUNT_FORMAT) : plainText(v)), width: 160 },
  cellEditor: inputCellEditor,
  toValue: textValue,
};

export const textarea: FieldKindImpl = {
  ...text,
  editor: {
    Component: ({ value, onChange, ctx, autoFocus, placeholder, disabled, extra }: EditorProps) => (
      <Input.TextArea
        autoFocus={autoFocus}
        placeholder={placeholder}
        disabled={disabled}
        value={(value as string) ?? ''}
        maxLength={maxLength(ctx, extra)}
        showCount={extra?.showCount !== false}
        autoSize={(extra?.autoSize as { minRows: number; maxRows: number }) ?? { minRows: 2, maxRows: 6 }}
        onChange={(e) => onChange(e.target.value)}
      />
    ),
  },
  cellEditor: textareaCellEditor,
};

export const password: FieldKindImpl = {
  ...text,
  editor: {
    Component: ({ value, onChange, autoFocus, placeholder, disabled }: EditorProps) => (
      <Input.Password autoFocus={autoFocus} placeholder={placeholder} disabled={disabled} autoComplete="new-password" value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} />
    ),
  },
  cell: { text: (v) => (isBlank(v) ? '' : '••••••'), width: 120 },
};
