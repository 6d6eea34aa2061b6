// 日期: the form editor (a date picker in the field's format) and the settings panel: 日期格式, 设置期限提醒
// and, when on, 类型 (提醒指定人员), 人员, 日期 (当天 .. 提前2个月), 时间 (00:00-23:00); 显示剩余期限; 自动填写.
import { Checkbox, DatePicker, Form, Radio, Select, Switch, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { api } from '../../request/api';
import type { ConfigPanelProps, ConfigWidget, EditorProps, EditorWidget } from '../../runtime/field-kinds/contracts';
import { DATE_FORMATS, DATE_LIMITS, REMIND_HOURS, dateConfigOf, dateRules, displayFormat, formatDateValue, hasTime, parseDateValue, reminderAt, toDateValue } from './date';
import { schemaLabel } from './schemaText';
import dayjs from 'dayjs';

function DateEditor({ value, onChange, ctx, autoFocus, placeholder }: EditorProps) {
  const { dateFormat } = dateConfigOf(ctx.config);
  return (
    <DatePicker
      allowClear
      autoFocus={autoFocus}
      placeholder={placeholder}
      style={{ width: '100%' }}
      showTime={hasTime(dateFormat) ? { format: 'HH:mm' } : false}
      format={(d) => d.format(displayFormat(dateFormat, d, ctx.lang))}
      value={parseDateValue(value)}
      onChange={(d) => onChange(toDateValue(d, dateFormat))}
    />
  );
}

export const dateEditor: EditorWidget = { Component: DateEditor };

interface Person { value: number; label: string }
const PEOPLE_PAGE = 30;

/** 人员 (spec 7.3 people search): searched when text is typed, 30 at a time; chosen people shown by name. */
function PeopleSelect({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Person[]>([]);
  const [loading, setLoading] = useState(false);
  const [, setKnown] = useState(0);
  const names = useRef(new Map<number, string>());
  useEffect(() => {
    const missing = value.filter((id) => !names.current.has(id));
    if (!missing.length) return;
    let alive = true;
    api.user
      .peopleSearch({ ids: missing }, { noLoading: true })
      .then((people) => {
        people.forEach((p) => names.current.set(p.id, p.name || p.account || `#${p.id}`));
        if (alive) setKnown((n) => n + 1);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [value]);
  useEffect(() => {
    if (!search.trim()) return setFound([]);
    let alive = true;
    const timer = setTimeout(() => {
      setLoading(true);
      api.user
        .peopleSearch({ search: search.trim(), pageNo: 0, pageSize: PEOPLE_PAGE }, { noLoading: true })
        .then((list) => {
          if (!alive) return;
          const people = list.map((u) => ({ value: u.id, label: u.name || u.account || `#${u.id}` }));
          people.forEach((p) => names.current.set(p.value, p.label));
          setFound(people);
        })
        .catch(() => undefined)
        .finally(() => alive && setLoading(false));
    }, 300);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [search]);
  const options = useMemo(() => {
    const chosen = value.filter((id) => !found.some((p) => p.value === id)).map((id) => ({ value: id, label: names.current.get(id) ?? `#${id}` }));
    return [...chosen, ...found];
  }, [found, value]);
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch
      filterOption={false}
      loading={loading}
      placeholder={t('cf.date.personPlaceholder')}
      value={value}
      options={options}
      onSearch={setSearch}
      onChange={(ids: number[]) => onChange(ids)}
      maxTagCount="responsive"
      data-testid="cf-people"
    />
  );
}

function DateSettings({ value, onChange, kind: type, lang }: ConfigPanelProps) {
  const t = useT();
  const c = dateConfigOf(value);
  const set = (patch: Record<string, unknown>) => onChange({ ...value, ...c, ...patch });
  const label = (prop: string, fallback: string) => schemaLabel(type, prop, lang, fallback);
  const sample = dayjs().format('YYYY-MM-DD') + 'T09:30';
  const exampleDay = dayjs().add(1, 'month').format('YYYY-MM-DD');
  return (
    <div className="ipms-cf-date-settings">
      <Form.Item label={label('dateFormat', '日期格式')} style={{ marginBottom: 12 }}>
        <Select
          value={c.dateFormat}
          onChange={(v) => set({ dateFormat: v })}
          options={DATE_FORMATS.map((f) => ({ value: f, label: formatDateValue(hasTime(f) ? sample : sample.slice(0, 10), f, lang) }))}
          data-testid="cf-date-format"
        />
      </Form.Item>
      <Form.Item label={label('remind', '设置期限提醒')} style={{ marginBottom: 12 }}>
        <Switch checked={c.remind === 1} onChange={(on) => set({ remind: on ? 1 : 0 })} data-testid="cf-date-remind" />
      </Form.Item>
      {c.remind === 1 && (
        <>
          <Form.Item label={label('remindType', '类型')} style={{ marginBottom: 12 }}>
            <Radio.Group value={c.remindType} options={[{ value: '1', label: t('cf.date.remindPersons') }]} />
          </Form.Item>
          <Form.Item label={label('limitPerson', '人员')} style={{ marginBottom: 12 }}>
            <PeopleSelect value={c.limitPerson} onChange={(ids) => set({ limitPerson: ids })} />
          </Form.Item>
          <Form.Item label={label('dateLimit', '日期')} style={{ marginBottom: 12 }}>
            <Select value={c.dateLimit} onChange={(v) => set({ dateLimit: v })} options={DATE_LIMITS.map((l) => ({ value: l, label: t(`cf.date.limit.${l}`) }))} data-testid="cf-date-limit" />
          </Form.Item>
          <Form.Item label={label('limitTime', '时间')} style={{ marginBottom: 12 }}>
            <Select value={c.limitTime} onChange={(v) => set({ limitTime: v })} options={REMIND_HOURS.map((h) => ({ value: h, label: h }))} data-testid="cf-date-time" />
          </Form.Item>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: -4 }}>
            {t('cf.date.preview', {
              date: formatDateValue(exampleDay, 'YYYY/MM/DD', lang),
              at: reminderAt(exampleDay, c)!.format('YYYY/MM/DD HH:mm'),
            })}
          </Typography.Paragraph>
        </>
      )}
      <Form.Item style={{ marginBottom: 4 }}>
        <Checkbox checked={c.showRemaining} onChange={(e) => set({ showRemaining: e.target.checked })}>
          {label('showRemaining', '显示剩余期限')}
        </Checkbox>
      </Form.Item>
      <Form.Item style={{ marginBottom: 12 }}>
        <Checkbox checked={c.isAuto} onChange={(e) => set({ isAuto: e.target.checked })}>
          {t('cf.date.isAuto')}
        </Checkbox>
      </Form.Item>
    </div>
  );
}

export const dateConfig: ConfigWidget = { Panel: DateSettings, ...dateRules };
