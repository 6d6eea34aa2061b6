// /case-proposal?token= (spec 2.1, public: no sign-in): a tenant's proposal form as its client fills it in, with
// the contact to answer; files go through the link's own upload (30 MB each, type by content, rate-limited); the
// server checks it with the version shown and files it as a proposal staff turn into a case.
import { createForm } from '@formily/core';
import { Button, Card, Form, Input, Result, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FileUploaderContext, type FileUploader } from '../../../client/custom-fields/types/uploader';
import { api } from '../../../client/request/api';
import { ApiCallError } from '../../../client/request/http';
import { notify } from '../../../client/request/notify';
import { uploadTo } from '../../../client/request/upload';
import { useSettings } from '../../../client/settings/settings';
import { loadCaseFormParts } from '../../cases/client';
import { useT } from '../i18n';
import DesignedFormView from './DesignedFormView';
import './designer.css';

type Rec = Record<string, any>;

export default function CaseProposalPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const [shared, setShared] = useState<Rec | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'done'>('loading');
  const [busy, setBusy] = useState(false);
  const [contact] = Form.useForm();
  useEffect(() => {
    api.caseProposal.form({ token }).then(
      (r) => {
        setShared(r as Rec);
        setState('ready');
      },
      () => setState('missing'),
    );
  }, [token]);
  const form = useMemo(() => createForm(), [shared]);
  // Files are sent through the link (the client has no session).
  const uploader = useMemo<FileUploader>(() => (file, onProgress) => uploadTo(`/caseProposal/files/${encodeURIComponent(token)}`, file, { onProgress }), [token]);

  if (state === 'loading') return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (state === 'missing' || !shared) return <Result status="404" title={t('proposal.missing')} />;
  if (state === 'done') return <Result status="success" title={t('proposal.thanks')} subTitle={t('proposal.thanksHelp')} data-testid="proposal-done" />;

  const submit = async () => {
    const parts = await loadCaseFormParts();
    form.clearErrors();
    let who: Rec;
    try {
      who = await contact.validateFields();
      await form.validate();
    } catch {
      notify.warning(form.errors[0]?.messages?.[0] ?? t('proposal.fix'));
      return;
    }
    const values = parts.convertedValues(form, lang);
    if (!values) return;
    setBusy(true);
    try {
      await api.caseProposal.submit({
        token, formVersion: shared.formVersion, contactName: who.contactName.trim(),
        ...(who.contactPhone?.trim() ? { contactPhone: who.contactPhone.trim() } : {}), ...(who.contactEmail?.trim() ? { contactEmail: who.contactEmail.trim() } : {}),
        bizParam: parts.bizOf(values) as Rec,
      });
      setState('done');
    } catch (e) {
      if (e instanceof ApiCallError) {
        const address = parts.fieldOfMessage(e.message);
        if (address) form.setFieldState(address, (s) => void ((s as { selfErrors?: string[] }).selfErrors = [e.message]));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ipms-case-page ipms-proposal-page" data-testid="case-proposal-page">
      <Card className="ipms-page-card" size="small">
        <Typography.Title level={4} style={{ margin: 0 }}>{lang === 'en' ? shared.labelEn : shared.labelZh}</Typography.Title>
        <Typography.Text type="secondary">{t('proposal.intro')}</Typography.Text>
      </Card>
      <FileUploaderContext.Provider value={uploader}>
        <DesignedFormView schema={shared.schema} form={form} lang={lang} />
      </FileUploaderContext.Provider>
      <Card className="ipms-page-card" size="small" title={t('proposal.contactTitle')}>
        <Form form={contact} layout="vertical" className="ipms-proposal-contact">
          <Form.Item name="contactName" label={t('proposal.contact')} rules={[{ required: true, whitespace: true, message: t('proposal.contactRequired') }, { max: 50 }]}>
            <Input maxLength={50} data-testid="proposal-contact-name" />
          </Form.Item>
          <Form.Item name="contactPhone" label={t('proposal.phone')} rules={[{ pattern: /^[0-9+() -]{5,30}$/, message: t('proposal.phoneBad') }]}>
            <Input maxLength={30} inputMode="tel" data-testid="proposal-contact-phone" />
          </Form.Item>
          <Form.Item
            name="contactEmail"
            label={t('proposal.email')}
            dependencies={['contactPhone']}
            rules={[{ type: 'email', message: t('proposal.emailBad') }, ({ getFieldValue }) => ({ validator: (_, v) => (v?.trim() || getFieldValue('contactPhone')?.trim() ? Promise.resolve() : Promise.reject(new Error(t('proposal.reachRequired')))) })]}
          >
            <Input maxLength={120} inputMode="email" data-testid="proposal-contact-email" />
          </Form.Item>
        </Form>
      </Card>
      <div className="ipms-case-actions">
        <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="proposal-submit">{t('proposal.submit')}</Button>
      </div>
    </div>
  );
}
