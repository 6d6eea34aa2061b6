// The case form page of every form of schemas/case-forms (routes with component caseForm name the form by their
// caseForm key: /brands/domesticRegistration and /case/<form>). New without ?caseNo=, else the draft it names.
// 保存草稿 saves without the required checks (the server checks types), 提交 validates in the browser first, and
// the server checks both against the same schema: a field it names shows the message under that field. A new form
// may start from values handed over in the route's state (prefill: marks collected from the archive, 发起案件).
import { createForm } from '@formily/core';
import { Alert, Button, Card, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { caseForms, type CaseFormKey } from '../../../generated/case-forms';
import type { PageProps } from '../../../client/pages/registry';
import { api } from '../../../client/request/api';
import { ApiCallError } from '../../../client/request/http';
import { notify } from '../../../client/request/notify';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import { bizOf, fieldOfMessage } from './caseFormSchema';
import { convertedValues } from './caseFormValues';
import { CASE_SHAPED_COMPONENTS } from './caseFormComponents';
import CaseFormView from './CaseFormView';
import { detailPathFor } from './formRoutes';

type Rec = Record<string, any>;


export default function CaseFormPage({ route }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const prefill = (location.state as { prefill?: Rec } | null)?.prefill;
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const caseType = (route as { caseForm?: string }).caseForm as CaseFormKey | undefined;
  const def = caseType ? caseForms[caseType] : undefined;
  const caseNo = params.get('caseNo');
  const detailPath = (no: string) => detailPathFor(route.path, no);
  const [loaded, setLoaded] = useState<Rec | null>(null);
  const [loading, setLoading] = useState(!!caseNo);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);

  useEffect(() => {
    if (!caseNo) {
      setLoaded(null);
      setLoading(false);
      return;
    }
    if (loaded?.caseNo === caseNo) return;
    let alive = true;
    setLoading(true);
    api.caseManage
      .queryCase({ caseNo })
      .then((c) => alive && setLoaded(c as Rec))
      .catch(() => undefined)
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [caseNo, loaded?.caseNo]);

  // A new form per case read (a save that only bumps the version keeps the form and what is typed in it).
  const formKey = loaded ? `${loaded.caseNo}` : `new:${caseType}:${prefill ? location.key : ''}`;
  const form = useMemo(() => createForm({ initialValues: structuredClone(loaded ? (loaded.bizParam ?? {}) : (prefill ?? {})) }), [formKey]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!def || !caseType) return <Card className="ipms-page-card"><Result status="warning" title={t('cases.formMissing', { type: String(caseType) })} /></Card>;
  if (loading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (caseNo && !loaded) return <Card className="ipms-page-card"><Result status="404" title={t('cases.notFound')} /></Card>;
  if (loaded && loaded.caseType !== caseType) return <Card className="ipms-page-card"><Result status="warning" title={t('cases.formMissing', { type: loaded.caseType })} /></Card>;

  const locked = loaded && loaded.caseStatus !== '草稿';

  const save = async (mode: 'draft' | 'submit') => {
    if (mode === 'submit') {
      try {
        await form.validate();
      } catch {
        notify.warning(form.errors[0]?.messages?.[0] ?? t('cases.required', { label: '' }));
        return;
      }
    } else {
      form.clearErrors();
    }
    setBusy(mode);
    try {
      const values = convertedValues(form, lang, CASE_SHAPED_COMPONENTS);
      if (!values) {
        notify.warning(form.errors[0]?.messages?.[0] ?? t('cases.required', { label: '' }));
        return;
      }
      const body = { caseType, bizParam: bizOf(values) as Rec, ...(loaded ? { caseNo: loaded.caseNo, version: loaded.version } : {}) };
      const saved = (mode === 'submit' ? await api.caseManage.submitCase(body as never) : loaded ? await api.caseManage.updateCase(body as never) : await api.caseManage.saveCase(body as never)) as Rec;
      if (mode === 'submit') {
        notify.success(t('cases.submitted', { caseNo: saved.caseNo }));
        navigate(detailPath(saved.caseNo));
        return;
      }
      notify.success(t('cases.saved', { caseNo: saved.caseNo }));
      setLoaded(saved);
      if (!loaded) setParams({ caseNo: saved.caseNo }, { replace: true });
    } catch (e) {
      // The request layer showed the message; a field it names gets it under the field too.
      if (e instanceof ApiCallError) {
        const address = fieldOfMessage(e.message);
        if (address) {
          form.setFieldState(address, (s) => void ((s as { selfErrors?: string[] }).selfErrors = [e.message]));
          document.querySelector('.ipms-case-form .ant-formily-item-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        }
      } else {
        // A fault in the page itself: say so rather than leave the user with a save that silently did nothing.
        notify.error(t('cases.saveError', { message: e instanceof Error ? e.message : String(e) }));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="ipms-case-page" data-testid="case-form-page">
      <Card className="ipms-page-card ipms-case-head" size="small">
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {def.label[lang]}
            {loaded ? <Typography.Text type="secondary" style={{ fontSize: 14, marginLeft: 12 }}>{loaded.caseNo}</Typography.Text> : null}
          </Typography.Title>
          <Space wrap>
            <Button onClick={() => navigate('/brand/caseList')}>{t('cases.back')}</Button>
            {loaded ? <Button onClick={() => navigate(detailPath(loaded.caseNo))}>{t('cases.detail')}</Button> : null}
          </Space>
        </Space>
      </Card>
      {locked ? (
        <Alert type="info" showIcon message={t('cases.notDraft', { caseNo: loaded.caseNo, status: loaded.caseStatus })} style={{ marginBottom: 12 }} />
      ) : null}
      {locked ? null : (
        <>
          <CaseFormView key={formKey} caseType={caseType} form={form} />
          <div className="ipms-case-actions">
            <Button onClick={() => void save('draft')} loading={busy === 'draft'} disabled={!!busy} data-testid="case-save-draft">
              {t('cases.saveDraft')}
            </Button>
            <Button type="primary" onClick={() => void save('submit')} loading={busy === 'submit'} disabled={!!busy} data-testid="case-submit">
              {t('cases.submit')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
