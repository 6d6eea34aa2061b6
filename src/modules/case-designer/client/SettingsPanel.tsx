// The form's settings in the property panel (nothing selected): names, category, countries, stages, default fees
// (typed as amounts, kept in integer minor units) and the archive write-back (form field -> archive field).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Form, Input, Select, Space, Typography } from 'antd';
import { useState, type Dispatch } from 'react';
import { CURRENCIES } from '../../../shared/money';
import { useT } from '../i18n';
import type { DesignDoc, Json } from '../shared/design';
import type { DesignerAction } from '../shared/model';
import { ARCHIVE_TARGETS, FEE_KINDS, TARGET_KINDS, amountOfMinor, fieldPaths, minorOfText, type ArchiveTarget, type DefaultFeeKind, type FormSettings } from '../shared/settings';

function FeeInput({ kind, settings, onSettings }: { kind: DefaultFeeKind; settings: FormSettings; onSettings: (s: FormSettings) => void }) {
  const t = useT();
  const value = settings.defaultFees?.[kind];
  const [currency, setCurrency] = useState(value?.currency ?? 'CNY');
  const [text, setText] = useState(value ? amountOfMinor(value) : '');
  const [bad, setBad] = useState(false);
  const set = (nextText: string, nextCurrency: string) => {
    setText(nextText);
    setCurrency(nextCurrency);
    const minor = minorOfText(nextText, nextCurrency);
    setBad(minor === undefined);
    if (minor === undefined) return;
    const fees = { ...(settings.defaultFees ?? {}) };
    if (minor === null) delete fees[kind];
    else fees[kind] = { amountMinor: minor, currency: nextCurrency };
    onSettings({ ...settings, defaultFees: Object.keys(fees).length ? fees : undefined });
  };
  return (
    <Form.Item label={t(`designer.fee.${kind}`)} validateStatus={bad ? 'error' : undefined} help={bad ? t('designer.feeBad') : undefined}>
      <Space.Compact block>
        <Select style={{ width: 100 }} value={currency} options={CURRENCIES.map((c) => ({ value: c.code, label: c.code }))} onChange={(c: string) => set(text, c)} aria-label={`${t(`designer.fee.${kind}`)} ${t('designer.feeCurrency')}`} />
        <Input value={text} inputMode="decimal" placeholder="0.00" onChange={(e) => set(e.target.value, currency)} data-testid={`fee-${kind}`} aria-label={t(`designer.fee.${kind}`)} />
      </Space.Compact>
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

export function SettingsPanel(p: { doc: DesignDoc; schema: Json; dispatch: Dispatch<DesignerAction>; settings: FormSettings; onSettings: (s: FormSettings) => void; purpose: 'case' | 'proposal' }) {
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
          {FEE_KINDS.map((k) => <FeeInput key={k} kind={k} settings={p.settings} onSettings={p.onSettings} />)}
          <Divider plain>{t('designer.writeBack')}</Divider>
          <WriteBackEditor schema={p.schema} settings={p.settings} onSettings={p.onSettings} />
        </>
      ) : null}
      <Typography.Text type="secondary">{t('designer.propsNone')}</Typography.Text>
    </>
  );
}
