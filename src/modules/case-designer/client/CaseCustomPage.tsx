// /case-custom (spec 2.2): a case of a designed form. ?formId= files a new case with the form's latest published
// version (its fees computed from the fee standards the form picks, valid today; 按收费标准计算费用 again once goods or
// marks are entered); ?caseNo= opens a draft with the version it was filed with (a case past 草稿 is shown read-only;
// its detail page shows it in place). 保存草稿 / 提交 as on the built-in case form pages; the server validates with the same version and
// a field it names shows the message under that field.
import { createForm } from '@formily/core';
import { Alert, Button, Card, Result, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../client/request/api';
import { ApiCallError } from '../../../client/request/http';
import { notify } from '../../../client/request/notify';
import { usePermission } from '../../../client/session/permission';
import { useSettings } from '../../../client/settings/settings';
import { loadCaseFormParts } from '../../cases/client';
import { useT } from '../i18n';
import { feesValues } from '../shared/settings';
import DesignedFormView, { type ComputeFees } from './DesignedFormView';
import './designer.css';

type Rec = Record<string, any>;

/** An empty list is no value (an untouched date range or file list is [], which its schema does not take). */
function withoutEmptyLists(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutEmptyLists);
  if (!v || typeof v !== 'object') return v;
  return Object.fromEntries(Object.entries(v as Rec).filter(([, x]) => !(Array.isArray(x) && x.length === 0)).map(([k, x]) => [k, withoutEmptyLists(x)]));
}

export default function CaseCustomPage() {
  const t = useT();
  const can = usePermission();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const caseNo = params.get('caseNo');
  const formIdParam = Number(params.get('formId'));
  const [loaded, setLoaded] = useState<Rec | null>(null);
  const [version, setVersion] = useState<Rec | null>(null);
  // A new case's values: the fees of the form's fee standards today.
  const [initial, setInitial] = useState<Rec>({});
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);

  // The case this page has just saved (its number now in the address): already shown, not loaded again.
  const savedHere = useRef<string | null>(null);
  useEffect(() => {
    if (caseNo && caseNo === savedHere.current) return;
    let alive = true;
    setState('loading');
    (async () => {
      const c = caseNo ? ((await api.caseManage.queryCase({ caseNo })) as Rec) : null;
      if (c && c.caseType !== 'custom') throw new Error('not a designed case');
      const formId = c ? c.formId : formIdParam;
      if (!Number.isInteger(formId) || formId < 1) throw new Error('no form');
      const v = (await api.caseDesign.formVersion(c ? { formId, formVersion: c.formVersion } : { formId })) as Rec;
      const fees = !c && v.settings?.feeStandards?.length ? await api.caseDesign.formFees({ formId, formVersion: v.formVersion }).then((r) => r.fees, () => ({})) : {};
      if (!alive) return;
      setInitial(feesValues(fees));
      // The render benchmark (scripts/bench-case-designer-browser.ts) times from here to the form on screen.
      performance.mark('designed-form:schema');
      setLoaded(c);
      setVersion(v);
      setState('ready');
    })().catch(() => alive && setState('missing'));
    return () => {
      alive = false;
    };
  }, [caseNo, formIdParam]);

  const formKey = `${loaded?.caseNo ?? 'new'}:${version?.formId}:${version?.formVersion}`;
  const locked = !!loaded && loaded.caseStatus !== '草稿';
  const form = useMemo(
    () => createForm({ initialValues: structuredClone(loaded ? (loaded.bizParam ?? {}) : initial), readPretty: locked }),
    [formKey, locked], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const picksFees = !!version?.settings?.feeStandards?.length;
  const computeFees = useCallback<ComputeFees>(
    (bizParam) => api.caseDesign.formFees({ formId: version!.formId, formVersion: version!.formVersion, bizParam }).then((r) => r.fees as Rec, () => null),
    [version],
  );

  if (!can('caseList')) return <Result status="403" title={t('custom.noPermission')} />;
  if (state === 'loading') return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (state === 'missing' || !version) return <Result status="404" title={t('custom.missing')} extra={<Button onClick={() => navigate('/brand/caseList')}>{t('custom.back')}</Button>} />;

  const save = async (mode: 'draft' | 'submit') => {
    const parts = await loadCaseFormParts();
    // A message the server put under a field last time goes; the browser checks again.
    form.clearErrors();
    if (mode === 'submit') {
      try {
        await form.validate();
      } catch {
        notify.warning(form.errors[0]?.messages?.[0] ?? '');
        return;
      }
    }
    setBusy(mode);
    try {
      const values = parts.convertedValues(form, lang);
      if (!values) {
        notify.warning(form.errors[0]?.messages?.[0] ?? '');
        return;
      }
      const body = { caseType: 'custom' as const, formId: version.formId as number, bizParam: withoutEmptyLists(parts.bizOf(values)) as Rec, ...(loaded ? { caseNo: loaded.caseNo, version: loaded.version } : {}) };
      const saved = (mode === 'submit' ? await api.caseManage.submitCase(body) : loaded ? await api.caseManage.updateCase(body as never) : await api.caseManage.saveCase(body)) as Rec;
      notify.success(t(mode === 'submit' ? 'custom.submitted' : 'custom.saved', { caseNo: saved.caseNo }));
      setLoaded(saved);
      if (!loaded) {
        savedHere.current = saved.caseNo;
        setParams({ caseNo: saved.caseNo }, { replace: true });
      }
    } catch (e) {
      // The request layer showed the message; the field it names gets it under the field too.
      if (e instanceof ApiCallError) {
        const address = parts.fieldOfMessage(e.message);
        if (address) {
          form.setFieldState(address, (s) => void ((s as { selfErrors?: string[] }).selfErrors = [e.message]));
          document.querySelector('.ipms-case-form .ant-formily-item-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        }
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="ipms-case-page ipms-case-custom" data-testid="case-custom-page">
      <Card className="ipms-page-card ipms-case-head" size="small">
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {lang === 'en' ? version.labelEn : version.labelZh}
            <Tag style={{ marginLeft: 12 }} data-testid="case-custom-version">{t('custom.version', { v: version.formVersion })}</Tag>
            {loaded ? <Typography.Text type="secondary" style={{ fontSize: 14 }}>{loaded.caseNo}</Typography.Text> : null}
          </Typography.Title>
          <Button onClick={() => navigate('/brand/caseList')}>{t('custom.back')}</Button>
        </Space>
      </Card>
      {locked ? (
        <Alert
          type="info"
          showIcon
          message={t('custom.notDraft', { caseNo: loaded!.caseNo, status: loaded!.caseStatus })}
          action={<Button size="small" onClick={() => navigate(`/brandManage/case-detail?caseNo=${encodeURIComponent(loaded!.caseNo)}`)} data-testid="case-custom-detail">{t('custom.openDetail')}</Button>}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <DesignedFormView key={formKey} schema={version.schema} form={form} lang={lang} computeFees={picksFees && !locked ? computeFees : undefined} />
      {locked ? null : (
        <div className="ipms-case-actions">
          <Button onClick={() => void save('draft')} loading={busy === 'draft'} disabled={!!busy} data-testid="case-save-draft">{t('custom.saveDraft')}</Button>
          <Button type="primary" onClick={() => void save('submit')} loading={busy === 'submit'} disabled={!!busy} data-testid="case-submit">{t('custom.submit')}</Button>
        </div>
      )}
    </div>
  );
}
