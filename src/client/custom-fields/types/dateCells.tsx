// 日期 in the grid: the date in the field's format (weekday written out) and, with 显示剩余期限, the remaining
// period as a tag (剩余N天 / 今日到期 / 已超期N天); a date picker (with the hour and minute for that format) in
// a popup, opened at once, that saves on a pick or when it closes.
import { DatePicker, Tag } from 'antd';
import { useRef } from 'react';
import { useT } from '../../i18n';
import type { CellEditorProps, CellEditorWidget, CellWidget, Translate } from './contracts';
import { dateConfigOf, displayFormat, formatDateValue, hasTime, parseDateValue, remainingOf, toDateValue, type Remaining } from './date';

export function remainingText(r: Remaining, t: Translate): string {
  return r.kind === 'left' ? t('cf.date.left', { n: r.days }) : r.kind === 'today' ? t('cf.date.today') : t('cf.date.over', { n: r.days });
}
const remainingColor = (r: Remaining) => (r.kind === 'over' ? 'error' : r.kind === 'today' ? 'warning' : r.days <= 7 ? 'orange' : 'success');

export const dateCell: CellWidget = {
  text: (value, ctx, t) => {
    const c = dateConfigOf(ctx.config);
    const text = formatDateValue(value, c.dateFormat, ctx.lang);
    const r = c.showRemaining ? remainingOf(value) : null;
    return r ? `${text} ${remainingText(r, t)}` : text;
  },
  width: 220,
  Render: function DateCellView({ value, ctx }) {
    const t = useT();
    const c = dateConfigOf(ctx.config);
    const text = formatDateValue(value, c.dateFormat, ctx.lang);
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
