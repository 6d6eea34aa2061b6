// 数字: the form editor (an input of at most 20 characters) and the settings panel (数字格式, its choices from
// the type's config schema x-dict: 整数, 保留1位小数, 保留2位小数, 人民币, 美元).
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import type { ConfigPanelProps, ConfigWidget, EditorProps, EditorWidget } from '../../runtime/field-kinds/contracts';
import { formatNumberValue, NUMBER_FORMATS, NUMBER_MAX_LENGTH, numberFormatOf, sanitizeNumberInput } from './number';
import { schemaLabel, schemaDict } from './schemaText';

function NumberEditor({ value, onChange, ctx, autoFocus, placeholder }: EditorProps) {
  const format = numberFormatOf(ctx.config);
  const [text, setText] = useState(() => (value === null || value === undefined ? '' : String(value)));
  return (
    <Input
      allowClear
      autoFocus={autoFocus}
      placeholder={placeholder}
      value={text}
      maxLength={NUMBER_MAX_LENGTH}
      inputMode="decimal"
      onChange={(e) => {
        const next = sanitizeNumberInput(e.target.value, format);
        setText(next);
        onChange(next);
      }}
    />
  );
}

export const numberEditor: EditorWidget = { Component: NumberEditor };

function NumberSettings({ value, onChange, kind: type, lang }: ConfigPanelProps) {
  const dict = schemaDict(type, 'numberFormat');
  const format = numberFormatOf(value);
  return (
    <Form.Item label={schemaLabel(type, 'numberFormat', lang, '数字格式')} style={{ marginBottom: 12 }}>
      <Select
        value={format}
        onChange={(v) => onChange({ ...value, numberFormat: v })}
        options={NUMBER_FORMATS.map((f) => ({ value: f, label: `${dict[f] ? (lang === 'en' ? dict[f].en : dict[f].zh) : f}（${formatNumberValue(1234.5, f)}）` }))}
        data-testid="cf-number-format"
      />
    </Form.Item>
  );
}

export const numberConfig: ConfigWidget = { Panel: NumberSettings };
