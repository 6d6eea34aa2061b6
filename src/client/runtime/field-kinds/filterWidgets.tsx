// The filter-row widgets of the platform's kinds (spec 3.17): one antd control per widget name that the kind
// definitions give as widgets.filter (a screen row's type names one), plus the rows that are no kind's.
import { Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FilterRow } from '../screen-types';
import { optionCodec } from '../filter/options';
import { filterSlot } from '../filter/slots';
import { LazyDatePicker as DatePicker, LazyRangePicker, LazyTreeSelect as TreeSelect } from '../lazyAntd';
import { lazyComponent } from '../lazyComponent';
import type { FilterWidgetProps as FieldProps, Option } from './contracts';

// Widgets of rows that list screens rarely show load when a filter row first needs them.
const more = () => import('./filterWidgetsMore');
const RadioField = lazyComponent(() => more().then((m) => m.RadioField), 'RadioField');
const CheckboxField = lazyComponent(() => more().then((m) => m.CheckboxField), 'CheckboxField');
const CascaderField = lazyComponent(() => more().then((m) => m.CascaderField), 'CascaderField');
const NumberRangeField = lazyComponent(() => more().then((m) => m.NumberRangeField), 'NumberRangeField');
const FileLinkField = lazyComponent(() => more().then((m) => m.FileLinkField), 'FileLinkField');

const DAY = 'YYYY-MM-DD';
const toDay = (v: unknown): Dayjs | null => (typeof v === 'string' && v ? dayjs(v) : null);
export const style = (row: FilterRow) => ({ width: row.width ?? '100%' });

interface TreeNode { title: string; value: string; key: string; children?: TreeNode[] }
const treeData = (options: Option[] | undefined): TreeNode[] =>
  (options ?? []).map((o) => ({ title: o.label, value: String(o.value), key: String(o.value), children: o.children ? treeData(o.children) : undefined }));

function InputField({ row, value, onChange, t, label, placeholder }: FieldProps) {
  return <Input allowClear value={(value as string) ?? ''} placeholder={placeholder ?? t('list.input', { label })} onChange={(e) => onChange(e.target.value)} style={style(row)} />;
}

function SelectField({ row, value, onChange, options, t, label, placeholder }: FieldProps) {
  const codec = optionCodec(options);
  const multiple = !!row.multiple || row.op === 'in';
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      mode={multiple ? 'multiple' : undefined}
      maxTagCount="responsive"
      loading={options === undefined}
      placeholder={placeholder ?? t('list.select', { label })}
      style={style(row)}
      options={(options ?? []).map((o) => ({ value: codec.encode(o.value), label: o.label }))}
      value={multiple ? ((value as unknown[]) ?? []).map(codec.encode) : value === undefined || value === null ? undefined : codec.encode(value)}
      onChange={(v: string | string[] | undefined) => onChange(multiple ? ((v as string[]) ?? []).map(codec.decode) : v === undefined ? undefined : codec.decode(v as string))}
    />
  );
}




function TreeField({ row, value, onChange, options, t, label }: FieldProps) {
  const multiple = row.type === 'treeMultiple' || !!row.multiple || row.op === 'in' || row.op === 'tree';
  return (
    <TreeSelect
      allowClear
      showSearch
      treeNodeFilterProp="title"
      multiple={multiple}
      treeCheckable={row.type === 'treeMultiple'}
      showCheckedStrategy="SHOW_PARENT"
      maxTagCount="responsive"
      style={style(row)}
      placeholder={t('list.select', { label })}
      treeData={treeData(options)}
      value={multiple ? ((value as unknown[]) ?? []).map(String) : value === undefined || value === null ? undefined : String(value)}
      onChange={(v: string | string[] | undefined) => onChange(multiple ? (v as string[]) ?? [] : v)}
    />
  );
}

function DateField({ row, value, onChange }: FieldProps) {
  return <DatePicker style={style(row)} value={toDay(value)} onChange={(d) => onChange(d ? d.format(DAY) : undefined)} />;
}

function DateRangeField({ row, value, onChange, t }: FieldProps) {
  const [from, to] = (value as [string | null, string | null]) ?? [];
  return (
    <LazyRangePicker
      style={style(row)}
      allowEmpty={[true, true]}
      placeholder={[t('list.startDate'), t('list.endDate')]}
      value={from || to ? [toDay(from), toDay(to)] : null}
      onChange={(dates) => {
        const next = [dates?.[0]?.format(DAY) ?? null, dates?.[1]?.format(DAY) ?? null];
        onChange(next[0] === null && next[1] === null ? [] : next);
      }}
    />
  );
}


function EmptyCheckField({ row, value, onChange, t, label }: FieldProps) {
  return (
    <Select
      allowClear
      style={style(row)}
      placeholder={t('list.select', { label })}
      value={value === undefined || value === null ? undefined : String(value)}
      onChange={(v?: string) => onChange(v === undefined ? undefined : v === 'true')}
      options={[
        { value: 'true', label: t('list.isEmpty') },
        { value: 'false', label: t('list.notEmpty') },
      ]}
    />
  );
}


function SlotField({ row, value, onChange }: FieldProps) {
  const Slot = filterSlot(row.slot);
  return Slot ? <Slot row={row} value={value} onChange={onChange} /> : null;
}

export {
  InputField, SelectField, RadioField, CheckboxField, CascaderField, TreeField, DateField, DateRangeField, NumberRangeField, EmptyCheckField,
  FileLinkField, SlotField,
};
