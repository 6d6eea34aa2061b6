// The form's settings in the property panel (nothing selected): names, category, countries, stages, the fee
// standards (收费标准) a new case's fees are computed from (picked, with today's amount; a standard gone or no longer
// valid is flagged) and the archive write-back (form field -> archive field).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Form, Input, Select, Space, Typography } from 'antd';
import { type Dispatch } from 'react';
import { useSettings } from '../../../client/settings/settings';
import { pickKey, type FeeStandard } from '../../finance/client';
import { useT } from '../i18n';
import type { DesignDoc, Json } from '../shared/design';
import type { DesignerAction } from '../shared/model';
import { ARCHIVE_TARGETS, TARGET_KINDS, fieldPaths, type ArchiveTarget, type FormSettings } from '../shared/settings';
import { amountText, shownVersion, standardOptions } from './feeStandards';

function FeeStandardsPicker({ rows, settings, onSettings }: { rows: FeeStandard[] | null; settings: FormSettings; onSettings: (s: FormSettings) => void }) {
  const t = useT();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const picks = settings.feeStandards ?? [];
  const groups = rows ? standardOptions(rows, lang) : [];
  const byKey = new Map(groups.flatMap((g) => g.options).map((o) => [o.value, o.pick]));
  const set = (keys: string[]) => {
    const next = keys.map((k) => byKey.get(k) ?? picks.find((p) => pickKey(p) === k)!).filter(Boolean);
    onSettings({ ...settings, feeStandards: next.length ? next : undefined });
  };
  return (
    <Form.Item label={t('designer.feeStandards')} extra={t('designer.feeStandardsHelp')}>
      <Select
        mode="multiple"
        loading={!rows}
        value={picks.map(pickKey)}
        options={groups}
        optionFilterProp="label"
        placeholder={t('designer.feeStandardsPick')}
        notFoundContent={t('designer.feeStandardsNone')}
        onChange={set}
        // The tags show the standard's name; the list shows its country, kind and amount.
        labelRender={({ value }) => String(value).split('|')[3]}
        popupMatchSelectWidth={false}
        data-testid="fee-standards"
        aria-label={t('designer.feeStandards')}
      />
      {picks.length ? (
        <ul className="ipms-designer-fee-picks" data-testid="fee-standards-picked">
          {picks.map((p) => {
            const shown = rows ? shownVersion(rows, p) : null;
            return (
              <li key={pickKey(p)}>
                <Typography.Text>{p.name}</Typography.Text>{' '}
                {!rows ? null : !shown ? (
                  <Typography.Text type="danger">{t('designer.feeStandardGone')}</Typography.Text>
                ) : shown.when === 'now' ? (
                  <Typography.Text type="secondary">{t('designer.feeStandardToday', { amount: amountText(shown.row, lang) })}</Typography.Text>
                ) : (
                  <Typography.Text type="warning">{t(shown.when === 'later' ? 'designer.feeStandardLater' : 'designer.feeStandardEnded', { day: shown.when === 'later' ? shown.row.validFrom : (shown.row.validTo ?? '') })}</Typography.Text>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {rows && !rows.length ? <Alert type="info" showIcon message={t('designer.feeStandardsEmpty')} /> : null}
    </Form.Item>
  );
}

function WriteBackEditor({ schema, settings, onSettings }: { schema: Json; settings: FormSettings; onSettings: (s: FormSettings) => void }) {
  const t = useT();
  const rows = settings.archiveWriteBack ?? [];
  const paths = [...fieldPaths(schema)];
  const setRows = (next: typeof rows) => onSettings({ ...settings, archiveWriteBack: next.length ? next : undefined });
  const free = ARCHIVE_TARGETS.filter((x) => !rows.some((r) => r.target === x));
  return (
    <Form.Item label={t('designer.writeBack')} extra={t('designer.writeBackHelp')}>
      {rows.map((r, i) => (
        <Space.Compact key={i} block style={{ marginBottom: 4 }}>
          <Select
            style={{ width: '50%' }}
            value={r.target}
            options={ARCHIVE_TARGETS.map((x) => ({ value: x, label: t(`designer.target.${x}`), disabled: x !== r.target && rows.some((o) => o.target === x) }))}
            onChange={(target: ArchiveTarget) => setRows(rows.map((o, j) => (i === j ? { target, field: TARGET_KINDS[target].includes(fieldPaths(schema).get(o.field) ?? '') ? o.field : '' } : o)))}
            aria-label={`${t('designer.writeBackTarget')} ${i + 1}`}
          />
          <Select
            style={{ width: '50%' }}
            value={r.field || undefined}
            placeholder={t('designer.writeBackField')}
            options={paths.filter(([, kind]) => TARGET_KINDS[r.target].includes(kind)).map(([p]) => ({ value: p, label: p }))}
            onChange={(field: string) => setRows(rows.map((o, j) => (i === j ? { ...o, field } : o)))}
            aria-label={`${t('designer.writeBackField')} ${i + 1}`}
            data-testid={`writeback-field-${i}`}
          />
          <Button icon={<DeleteOutlined />} onClick={() => setRows(rows.filter((_, j) => j !== i))} aria-label={t('designer.remove')} />
        </Space.Compact>
      ))}
      {free.length ? (
        <Button size="small" icon={<PlusOutlined />} onClick={() => setRows([...rows, { target: free[0], field: '' }])} data-testid="writeback-add">
          {t('designer.writeBackAdd')}
        </Button>
      ) : null}
    </Form.Item>
  );
}

export function SettingsPanel(p: { doc: DesignDoc; schema: Json; dispatch: Dispatch<DesignerAction>; settings: FormSettings; onSettings: (s: FormSettings) => void; purpose: 'case' | 'proposal'; feeRows: FeeStandard[] | null }) {
  const t = useT();
  return (
    <>
      <Form.Item label={t('designer.nameZh')}>
        <Input value={p.doc.label.zh} maxLength={60} onChange={(e) => p.dispatch({ type: 'setLabel', label: { ...p.doc.label, zh: e.target.value } })} data-testid="form-name-zh" />
      </Form.Item>
      <Form.Item label={t('designer.nameEn')}>
        <Input value={p.doc.label.en} maxLength={100} onChange={(e) => p.dispatch({ type: 'setLabel', label: { ...p.doc.label, en: e.target.value } })} data-testid="form-name-en" />
      </Form.Item>
      {p.purpose === 'case' ? (
        <>
          <Form.Item label={t('designer.category')}>
            <Input value={p.settings.category ?? ''} maxLength={40} onChange={(e) => p.onSettings({ ...p.settings, category: e.target.value || undefined })} />
          </Form.Item>
          <Form.Item label={t('designer.countries')}>
            <Select mode="tags" tokenSeparators={[',', '，', ' ']} value={p.settings.countries ?? []} onChange={(v: string[]) => p.onSettings({ ...p.settings, countries: v.map((x) => x.trim().toUpperCase()).filter((x) => /^[A-Z]{2}$/.test(x)) })} placeholder="CN, US" />
          </Form.Item>
          <Form.Item label={t('designer.stages')}>
            <Select mode="tags" tokenSeparators={[',', '，']} value={p.settings.stages ?? []} onChange={(v: string[]) => p.onSettings({ ...p.settings, stages: v.map((x) => x.trim()).filter(Boolean) })} />
          </Form.Item>
          <Divider plain>{t('designer.defaultFees')}</Divider>
          <FeeStandardsPicker rows={p.feeRows} settings={p.settings} onSettings={p.onSettings} />
          <Divider plain>{t('designer.writeBack')}</Divider>
          <WriteBackEditor schema={p.schema} settings={p.settings} onSettings={p.onSettings} />
        </>
      ) : null}
      <Typography.Text type="secondary">{t('designer.propsNone')}</Typography.Text>
    </>
  );
}
