// The filter bar (spec 2.16): rows on a responsive grid, 重置/查询, 展开/收起, and the 已选条件 chips with
// 清空条件. All state lives in FilterController; this view renders it.
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Form, Space, Tag } from 'antd';
import { memo, useEffect } from 'react';
import { useI18nText, useT } from '../../i18n';
import { useSettings } from '../../settings/settings';
import { useBreakpoint } from '../breakpoints';
import { ResponsiveGrid } from '../ResponsiveGrid';
import type { FilterRow, ScreenField } from '../screen-types';
import { useStore } from '../store';
import { filterWidget } from '../field-kinds';
import type { FilterController } from './filterController';
import { spanOf } from './filterLayout';
import type { Lang } from './filterValues';
import { useRowOptions } from './options';
import './filter.css';

export interface FilterFormProps {
  controller: FilterController;
  fields: Record<string, ScreenField>;
}

/** Label column wide enough for the longest label (CJK ~14 px a character, Latin ~7.5), within bounds. */
export function autoLabelWidth(labels: string[], lang: Lang): number {
  const widest = Math.max(0, ...labels.map((l) => [...l].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 14 : 7.5), 0)));
  return Math.round(Math.min(lang === 'en' ? 200 : 160, Math.max(80, widest + 24)));
}

const FilterItem = memo(function FilterItem({ controller, row, field, lang, error, value, labelWidth, vertical }: {
  controller: FilterController;
  row: FilterRow;
  field?: ScreenField;
  lang: Lang;
  error?: string;
  value: unknown;
  labelWidth: number;
  vertical: boolean;
}) {
  const t = useT();
  const text = useI18nText();
  const options = useRowOptions(row, field, lang);
  useEffect(() => controller.setOptions(row.prop, options), [controller, row.prop, options]);
  // The row's widget: the one its type names, from the field-kind registry.
  const Field = filterWidget(row.type);
  const label = text(row.label);
  return (
    <Form.Item
      label={label}
      required={row.required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      labelCol={vertical ? undefined : { flex: `${row.labelWidth ?? labelWidth}px` }}
      wrapperCol={vertical ? undefined : { flex: '1 1 0', style: { minWidth: 0 } }}
      style={{ marginBottom: 16 }}
    >
      {Field && <Field row={row} value={value} onChange={(v: unknown) => controller.setValue(row.prop, v)} options={options} lang={lang} t={t} label={label} checkAll={controller.config.showCheckAll} placeholder={row.placeholder ? text(row.placeholder) : undefined} />}
    </Form.Item>
  );
});

export function FilterForm({ controller, fields }: FilterFormProps) {
  const t = useT();
  const text = useI18nText();
  const { language } = useSettings();
  const lang: Lang = language === 'en' ? 'en' : 'zh';
  const bp = useBreakpoint();
  useEffect(() => controller.setBreakpoint(bp), [controller, bp]);
  const state = useStore(controller.store);
  const { config } = controller;
  const layout = controller.layout(state);
  const chips = controller.chips({ lang, isEmpty: t('list.isEmpty'), notEmpty: t('list.notEmpty') }, state);
  const labelWidth = config.labelWidth ?? autoLabelWidth(config.rows.map((r) => text(r.label)), lang);

  // Phones: labels above the fields, so the fields keep the full width.
  const vertical = bp === 'xs';
  const colon = lang === 'en' ? ': ' : '：';
  if (config.rows.length === 0) return null;
  return (
    <div className="ipms-filter">
      <Form layout={vertical ? 'vertical' : 'horizontal'} colon={!vertical} onSubmitCapture={(e) => e.preventDefault()} onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT' && controller.search()}>
        <ResponsiveGrid gap={[20, 0]}>
          {layout.rows.map((row) => (
            <ResponsiveGrid.Item key={row.prop} span={spanOf(row, bp, layout.cols)} data-filter-prop={row.prop}>
              <FilterItem controller={controller} row={row} field={fields[row.prop]} lang={lang} error={state.errors[row.prop]} value={state.values[row.prop]} labelWidth={labelWidth} vertical={vertical} />
            </ResponsiveGrid.Item>
          ))}
          <ResponsiveGrid.Item column={layout.cols} style={config.fixed ? { position: 'sticky', top: 0, zIndex: 2 } : undefined}>
            <div className="ipms-filter-buttons" style={{ justifyContent: config.align === 'left' ? 'flex-start' : 'flex-end' }}>
              <Space size={8} wrap>
                <Button onClick={() => controller.reset()}>{config.resetText ? text(config.resetText) : t('list.reset')}</Button>
                <Button type="primary" onClick={() => controller.search()}>
                  {config.submitText ? text(config.submitText) : t('list.search')}
                </Button>
                {layout.collapsible && (
                  <Button type="link" style={{ paddingInline: 4 }} onClick={() => controller.toggleCollapsed()}>
                    {state.collapsed ? t('list.expand') : t('list.collapse')}
                    {state.collapsed ? <DownOutlined /> : <UpOutlined />}
                  </Button>
                )}
              </Space>
            </div>
          </ResponsiveGrid.Item>
        </ResponsiveGrid>
      </Form>
      {chips.length > 0 && (
        <div className="ipms-filter-chips">
          <span className="ipms-filter-chips-label">
            {t('list.chips')}
            {colon}
          </span>
          <div className="ipms-filter-chips-list">
            {chips.map((c) => (
              <Tag
                key={c.key}
                closable
                data-date-range={c.dateRange || undefined}
                onClose={(e) => {
                  e.preventDefault();
                  controller.removeChip(c.key);
                }}
              >
                {c.name}
                {colon}
                {c.value}
              </Tag>
            ))}
            <Button type="link" size="small" onClick={() => controller.clear()}>
              {t('list.clearChips')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
