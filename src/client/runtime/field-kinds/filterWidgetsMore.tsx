// Filter-row widgets that list screens rarely show (radio and checkbox groups, the cascader, number ranges, file
// links), loaded by ./filterWidgets when a row first needs one.
import { Cascader, Checkbox, InputNumber, Radio, Space, Typography } from 'antd';
import { optionCodec } from '../filter/options';
import type { FilterWidgetProps as FieldProps } from './contracts';
import { style } from './filterWidgets';

const ALL = '__all__';

export function RadioField({ value, onChange, options, t }: FieldProps) {
  const codec = optionCodec(options);
  return (
    <Radio.Group
      style={{ lineHeight: '32px' }}
      value={value === undefined || value === null ? ALL : codec.encode(value)}
      onChange={(e) => onChange(e.target.value === ALL ? undefined : codec.decode(e.target.value))}
      options={[{ value: ALL, label: t('list.checkAll') }, ...(options ?? []).map((o) => ({ value: codec.encode(o.value), label: o.label }))]}
    />
  );
}

export function CheckboxField({ value, onChange, options, t, checkAll }: FieldProps) {
  const codec = optionCodec(options);
  const selected = ((value as unknown[]) ?? []).map(codec.encode);
  const all = (options ?? []).map((o) => codec.encode(o.value));
  return (
    <Space size={8} wrap>
      {checkAll && (
        <Checkbox
          indeterminate={selected.length > 0 && selected.length < all.length}
          checked={all.length > 0 && selected.length === all.length}
          onChange={(e) => onChange(e.target.checked ? all.map(codec.decode) : [])}
        >
          {t('list.checkAll')}
        </Checkbox>
      )}
      <Checkbox.Group value={selected} onChange={(v) => onChange((v as string[]).map(codec.decode))} options={(options ?? []).map((o) => ({ value: codec.encode(o.value), label: o.label }))} />
    </Space>
  );
}

export function CascaderField({ row, value, onChange, options, t, label }: FieldProps) {
  return (
    <Cascader
      allowClear
      changeOnSelect
      style={style(row)}
      placeholder={t('list.select', { label })}
      options={options as never}
      fieldNames={{ label: 'label', value: 'value', children: 'children' }}
      value={(value as (string | number)[]) ?? []}
      onChange={(v) => onChange(v ?? [])}
    />
  );
}

export function NumberRangeField({ row, value, onChange, t }: FieldProps) {
  const [min = null, max = null] = (value as [number | null, number | null]) ?? [];
  const set = (a: number | null, b: number | null) => onChange(a === null && b === null ? [] : [a, b]);
  return (
    <Space.Compact style={style(row)}>
      <InputNumber style={{ width: '50%' }} placeholder={t('list.min')} value={min} onChange={(v) => set(v ?? null, max)} />
      <InputNumber style={{ width: '50%' }} placeholder={t('list.max')} value={max} onChange={(v) => set(min, v ?? null)} />
    </Space.Compact>
  );
}

export function FileLinkField({ row }: FieldProps) {
  return (
    <Space size={12} wrap>
      {(row.links ?? []).map((l) => (
        <Typography.Link key={l.url} href={l.url} target="_blank" rel="noreferrer">
          {l.name}
        </Typography.Link>
      ))}
    </Space>
  );
}
