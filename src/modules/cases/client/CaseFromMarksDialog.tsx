// 发起案件 on the trademark archive (widget caseFromMarks): the marks selected in the list are collected from the
// archive (collectTmItem) into a new case form that takes marks (renewal, transfer, change of name, licence...)
// or, for a form with per-country items (overseas registration), one item per chosen country with the marks as
// its basis; the form page opens with them filled in, nothing is saved until the user saves.
import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { caseForms, type CaseFormKey } from '../../../generated/case-forms';
import { dicts } from '../../../generated/dicts';
import { api } from '../../../client/request/api';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import { formsWithPages } from './formRoutes';

const MAX_MARKS = 100;
type Takes = 'trademarks' | 'tmItems';

/** Forms with a page that take marks, and how (a list of marks, or per-country items based on them). */
function formsTakingMarks(): Array<{ caseType: string; path: string; takes: Takes }> {
  return formsWithPages().flatMap((f) => {
    const props = (caseForms[f.caseType as CaseFormKey]?.schema.properties ?? {}) as Record<string, unknown>;
    const takes: Takes | null = 'tmItems' in props ? 'tmItems' : 'trademarks' in props ? 'trademarks' : null;
    return takes ? [{ ...f, takes }] : [];
  });
}

export default function CaseFromMarksDialog({ context, onClose }: WidgetProps) {
  const t = useT();
  const navigate = useNavigate();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const ids = ((context.list.ids as number[] | undefined) ?? []).slice(0, MAX_MARKS);
  const forms = useMemo(formsTakingMarks, []);
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const chosen = forms.find((f) => f.caseType === Form.useWatch('caseType', form));
  const countries = Object.entries(dicts['Case.countries'] as Record<string, { zh: string; en: string }>).filter(([code]) => code !== 'CN');

  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !chosen) return;
    setBusy(true);
    try {
      const r = await api.caseManage.collectTmItem({ ids, ...(chosen.takes === 'tmItems' ? { countries: v.countries } : {}) });
      const prefill =
        chosen.takes === 'tmItems'
          ? { tmItems: r.tmItems }
          : { trademarks: r.trademarks.map(({ id, tmName, regNo, tmCl, endDate }) => ({ id, tmName, regNo, tmCl, endDate })) };
      onClose();
      navigate(chosen.path, { state: { prefill } });
    } catch {
      // the request layer showed the message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={t('cases.fromMarksTitle')} onCancel={onClose} onOk={() => void ok()} okButtonProps={{ disabled: !ids.length || !forms.length }} confirmLoading={busy} width={500} destroyOnHidden>
      {!ids.length ? <Alert type="warning" showIcon message={t('cases.fromMarksNone')} /> : null}
      {ids.length && !forms.length ? <Alert type="warning" showIcon message={t('cases.fromMarksNoForm')} /> : null}
      {ids.length && forms.length ? (
        <Form form={form} layout="vertical" data-testid="case-from-marks-form">
          <Typography.Paragraph>{t('cases.fromMarksCount', { n: ids.length })}</Typography.Paragraph>
          <Form.Item name="caseType" label={t('cases.fromMarksForm')} rules={[{ required: true, message: t('cases.required', { label: t('cases.fromMarksForm') }) }]}>
            <Select showSearch optionFilterProp="label" options={forms.map((f) => ({ value: f.caseType, label: caseForms[f.caseType as CaseFormKey].label[lang] }))} />
          </Form.Item>
          {chosen?.takes === 'tmItems' ? (
            <Form.Item name="countries" label={t('cases.fromMarksCountries')} rules={[{ required: true, type: 'array', min: 1, message: t('cases.required', { label: t('cases.fromMarksCountries') }) }]}>
              <Select mode="multiple" showSearch optionFilterProp="label" options={countries.map(([code, l]) => ({ value: code, label: `${l[lang]}（${code}）` }))} />
            </Form.Item>
          ) : null}
        </Form>
      ) : null}
    </Modal>
  );
}
