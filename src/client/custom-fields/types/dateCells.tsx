// 日期 in the grid: the date in the field's format (weekday written out) and, with 显示剩余期限, the remaining
// period as a tag (剩余N天 / 今日到期 / 已超期N天); a date picker (with the hour and minute for that format) in
// a popup, opened at once, that saves on a pick or when it closes.
import { Tag } from 'antd';
import { LazyDatePicker as DatePicker } from '../../runtime/lazyAntd';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { useT } from '../../i18n';
import type { CellEditorProps, CellEditorWidget, CellWidget, Translate } from '../../runtime/field-kinds/contracts';
import { dateConfigOf, displayFormat, formatDateValue, hasTime, parseDateValue, remainingOf, toDateValue, type Remaining } from './date';

export function remainingText(r: Remaining, t: Translate): string {
  return r.kind === 'left' ? t('cf.date.left', { n: r.days }) : r.kind === 'today' ? t('cf.date.today') : t('cf.date.over', { n: r.days });
}
const remainingColor = (r: Remaining) => (r.kind === 'over' ? 'error' : r.kind === 'today' ? 'warning' : r.days <= 7 ? 'orange' : 'success');

/** A column's own dayjs format (built-in date columns) wins over the field's date format. */
const dateText = (value: unknown, format: string | undefined, dateFormat: string, lang: 'zh' | 'en') =>
  format ? (value === null || value === undefined || value === '' ? '' : dayjs(value as string).isValid() ? dayjs(value as string).format(format) : String(value)) : formatDateValue(value, dateFormat, lang);

export const dateCell: CellWidget = {
  text: (value, ctx, t) => {
    const c = dateConfigOf(ctx.config);
    const text = dateText(value, ctx.format, c.dateFormat, ctx.lang);
    const r = c.showRemaining && t ? remainingOf(value) : null;
    return r && t ? `${text} ${remainingText(r, t)}` : text;
  },
  plain: (ctx) => !dateConfigOf(ctx.config).showRemaining,
  width: 220,
  Render: function DateCellView({ value, ctx }) {
    const t = useT();
    const c = dateConfigOf(ctx.config);
    const text = dateText(value, ctx.format, c.dateFormat, ctx.lang);
    if (!text) return <>-</>;
    const r = c.showRemaining ? remainingOf(value) : null;
    return (
      <span className="ipms-cf-date">
        <span>{text}</span>
        {r && (
          <Tag color={remainingColor(r)} bordered={false} className="ipms-cf-tag">
            {remainingText(r, t)}
          </Tag>
        )}
      </span>
    );
  },
};

function DateCellEditor({ value, onChange, commit, cancel, ctx }: CellEditorProps) {
  const { dateFormat } = dateConfigOf(ctx.config);
  const withTime = hasTime(dateFormat);
  const cancelled = useRef(false);
  return (
    <div className="ipms-cf-popup ipms-cf-popup-date" onKeyDownCapture={(e) => e.key === 'Escape' && (cancelled.current = true)}>
      <DatePicker
        defaultOpen
        autoFocus
        allowClear
        style={{ width: '100%' }}
        showTime={withTime ? { format: 'HH:mm' } : false}
        format={(d) => d.format(displayFormat(dateFormat, d, ctx.lang))}
        value={parseDateValue(value)}
        onChange={(d) => {
          onChange(toDateValue(d, dateFormat));
          if (!withTime || !d) setTimeout(commit, 0);
        }}
        onOpenChange={(open) => {
          if (!open) setTimeout(() => (cancelled.current ? cancel() : commit()), 0);
        }}
      />
    </div>
  );
}

export const dateCellEditor: CellEditorWidget = { Component: DateCellEditor, popup: true, ownsKey: (e) => e.key === 'Enter' };
