// Date kinds: 日期 (date; built-in date fields and custom date fields with their formats, reminders and
// auto-fill), 日期时间 (datetime, shown in the user's zone), 日期区间 (dateRange: [from, to], either may be open).
import dayjs, { type Dayjs } from 'dayjs';
import { dateCell, dateCellEditor } from '../../../custom-fields/types/dateCells';
import { dateConfigOf, dateRules, parseDateValue, toDateValue } from '../../../custom-fields/types/date';
import type { EditorProps, FieldKindImpl } from '../contracts';
import { DateRangeField } from '../filterWidgets';
import { lazyConfig, lazyEditor } from '../lazyWidgets';
import { isBlank, popupEditor } from './shared';
import { LazyDatePicker as DatePicker, LazyRangePicker } from '../../lazyAntd';

const dateForms = () => import('../../../custom-fields/types/dateForms');
const dateEditor = lazyEditor(() => dateForms().then((m) => m.dateEditor), 'date');
const dateConfig = lazyConfig(() => dateForms().then((m) => m.dateConfig), 'date', dateRules);

const DAY = 'YYYY-MM-DD';
const day = (v: unknown): Dayjs | null => (typeof v === 'string' && v && dayjs(v).isValid() ? dayjs(v) : null);

export const date: FieldKindImpl = {
  filter: DateRangeField,
  editor: dateEditor,
  cell: dateCell,
  cellEditor: dateCellEditor,
  config: dateConfig,
  toValue: (raw, ctx) => {
    if (isBlank(raw)) return { ok: true, value: null };
    const d = parseDateValue(raw);
    return d ? { ok: true, value: toDateValue(d, dateConfigOf(ctx.config).dateFormat) } : { ok: false, error: 'cf.invalidDate' };
  },
};

const datetimeEditor = {
  Component: ({ value, onChange, autoFocus, placeholder, disabled }: EditorProps) => (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      allowClear
      autoFocus={autoFocus}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={day(value)}
      onChange={(d) => onChange(d ? d.format() : null)}
    />
  ),
};

export const datetime: FieldKindImpl = {
  filter: DateRangeField,
  editor: datetimeEditor,
  cell: { text: (v, ctx) => (day(v)?.format(ctx.format ?? 'YYYY-MM-DD HH:mm') ?? ''), width: 160 },
  cellEditor: popupEditor(datetimeEditor),
};

const rangeOf = (v: unknown): [string | null, string | null] => (Array.isArray(v) ? [v[0] ?? null, v[1] ?? null] : [null, null]);
const rangeEditor = {
  Component: ({ value, onChange, autoFocus, disabled }: EditorProps) => {
    const [from, to] = rangeOf(value);
    return (
      <LazyRangePicker
        allowEmpty={[true, true]}
        autoFocus={autoFocus}
        disabled={disabled}
        style={{ width: '100%' }}
        value={from || to ? [day(from), day(to)] : null}
        onChange={(d) => {
          const next = [d?.[0]?.format(DAY) ?? null, d?.[1]?.format(DAY) ?? null];
          onChange(next[0] === null && next[1] === null ? null : next);
        }}
      />
    );
  },
};

export const dateRange: FieldKindImpl = {
  filter: DateRangeField,
  editor: rangeEditor,
  cell: {
    text: (v, ctx) => {
      const [from, to] = rangeOf(v);
      if (!from && !to) return '';
      const f = (x: string | null) => (x ? (day(x)?.format(ctx.format ?? DAY) ?? x) : '…');
      return `${f(from)} ~ ${f(to)}`;
    },
    width: 220,
  },
  cellEditor: popupEditor(rangeEditor),
};
