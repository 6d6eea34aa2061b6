// /brandManage/case-detail?caseNo=: the case with its state and numbers, the actions its state allows (编辑 and
// 删除 for drafts, 确认递交, 补充申请号, 记录结果), the archive records it wrote, and tabs for the application form
// (read-only, the same schema the form page renders; a designed form's case with the form version it was filed
// with, rendered here by the designed-form runtime), the stages (caseQueryStageRecord), the timeline with its
// comment box (getTrendsList, sendComments), the submitted files and the fees (per country and totals); handler,
// sub-cases, filing way and new filing come from CaseLifecycle.
import { createForm } from '@formily/core';
import { Button, Card, DatePicker, Descriptions, Form, Input, Modal, Result, Select, Space, Spin, Tabs, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { caseForms, type CaseFormKey } from '../../../generated/case-forms';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import CaseFeesTab from './CaseFeesTab';
import CaseFilesTab from './CaseFilesTab';
import CaseFormView from './CaseFormView';
import { CountryItems } from './CountryItems';
import { SubCaseLinks, useCaseLifecycle } from './CaseLifecycle';
import { formPathOf } from './formRoutes';
import './cases.css';

type Rec = Record<string, any>;
// The designed-form runtime (the case-designer module) renders a designed case's form from its stored version; loaded
// only for such a case.
const DesignedFormView = lazy(() => import('../../case-designer/client').then((m) => m.loadDesignedFormView()));
const spin = <Spin style={{ display: 'block', margin: '48px auto' }} />;

const STATUS_COLOR: Record<string, string> = { 草稿: 'default', 待递交: 'gold', 已递交: 'blue', 已受理: 'cyan', 已结案: 'green' };
const RESULTS = ['核准', '部分核准', '驳回', '不予受理', '成立', '部分成立', '不成立', '撤回'];
type Dialog = 'confirm' | 'appNo' | 'result' | null;

export default function CaseDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const caseNo = params.get('caseNo') ?? params.get('id') ?? '';
  const [c, setC] = useState<Rec | null>(null);
  /** A designed case's form version (name and schema). */
  const [designedVersion, setDesignedVersion] = useState<Rec | null>(null);
  const [missing, setMissing] = useState(false);
  const [stages, setStages] = useState<Rec[]>([]);
  const [trends, setTrends] = useState<Rec[]>([]);
  const [comment, setComment] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [modal, modalHolder] = Modal.useModal();
  const [dialogForm] = Form.useForm();

  const load = useCallback(async () => {
    if (!caseNo) return setMissing(true);
    try {
      const [one, st, tr] = await Promise.all([api.caseManage.queryCase({ caseNo }), api.caseManage.caseQueryStageRecord({ caseNo }, { noLoading: true }), api.caseManage.getTrendsList({ caseNo }, { noLoading: true })]);
      const rec = one as Rec;
      if (rec.caseType === 'custom' && rec.formId)
        setDesignedVersion((await api.caseDesign.formVersion({ formId: rec.formId, formVersion: rec.formVersion }, { noLoading: true })) as Rec);
      setC(rec);
      setStages(st as Rec[]);
      setTrends(tr as Rec[]);
    } catch {
      setMissing(true);
    }
  }, [caseNo]);
  useEffect(() => void load(), [load]);

  const form = useMemo(() => createForm({ readPretty: true, initialValues: structuredClone(c?.bizParam ?? {}) }), [c]);
  const lifecycle = useCaseLifecycle(c ?? {}, load);

  if (missing) return <Card className="ipms-page-card"><Result status="404" title={t('cases.notFound')} /></Card>;
  if (!c) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const def = caseForms[c.caseType as CaseFormKey];
  // A case of a designed form is edited on /case-custom (a draft), with the form version it was filed with.
  const designed = c.caseType === 'custom';
  const editPath = designed ? '/case-custom' : formPathOf(c.caseType);
  const designedName = designedVersion ? (lang === 'en' ? designedVersion.labelEn : designedVersion.labelZh) : null;
  const typeLabel = def?.label[lang] ?? (designed ? (designedName ? `${designedName}（v${c.formVersion}）` : t('cases.designedForm', { v: c.formVersion })) : c.caseType);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      notify.success(t('cases.done'));
      setDialog(null);
      await load();
    } catch {
      // the request layer showed the message
    } finally {
      setBusy(false);
    }
  };
  const submitDialog = async () => {
    const v = await dialogForm.validateFields().catch(() => null);
    if (!v) return;
    const date = (d: unknown) => (d ? dayjs(d as string).format('YYYY-MM-DD') : null);
    if (dialog === 'confirm') await run(() => api.caseManage.confirmSubmissionCase({ caseNo: c.caseNo, version: c.version, submitDate: date(v.date) ?? undefined }));
    if (dialog === 'appNo') await run(() => api.caseManage.caseAppNoSupply({ caseNo: c.caseNo, version: c.version, appNo: v.appNo.trim(), appDate: date(v.date) }));
    if (dialog === 'result')
      await run(() => api.caseManage.setCaseResultValue({ caseNo: c.caseNo, version: c.version, result: v.result, resultDate: date(v.date)!, regNo: v.regNo?.trim() || null, remark: v.remark?.trim() || null }));
  };
  const open = (d: Dialog) => {
    dialogForm.resetFields();
    dialogForm.setFieldsValue({ date: dayjs(), appNo: c.appNo ?? '', result: '核准', regNo: c.appNo ?? '' });
    setDialog(d);
  };
  const remove = () =>
    modal.confirm({
      title: t('cases.delete'),
      content: t('cases.deleteConfirm', { caseNo: c.caseNo }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await api.caseManage.deleteCase({ caseNo: c.caseNo });
        notify.success(t('cases.deleted'));
        navigate('/brand/caseList');
      },
    });
  const sendComment = async () => {
    const content = comment.trim();
    if (!content) return;
    await api.caseManage.sendComments({ caseNo: c.caseNo, content }).then(
      (tr) => {
        setComment('');
        setTrends((list) => [tr as Rec, ...list]);
      },
      () => undefined,
    );
  };

  const biz: Rec = c.bizParam ?? {};
  const perCountry = Array.isArray(biz.tmItems) && biz.tmItems.length > 0;

  return (
    <div className="ipms-case-page ipms-case-detail" data-testid="case-detail-page">
      {modalHolder}
      <Card className="ipms-page-card ipms-case-head" size="small">
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Space wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>{typeLabel}</Typography.Title>
            <Typography.Text type="secondary">{c.caseNo}</Typography.Text>
            <Tag color={STATUS_COLOR[c.caseStatus]} data-testid="case-status">{c.caseStatus}</Tag>
          </Space>
          <div className="ipms-case-detail-actions">
            <Button onClick={() => navigate('/brand/caseList')}>{t('cases.back')}</Button>
            {c.caseStatus === '草稿' && editPath ? <Button type="primary" onClick={() => navigate(`${editPath}?caseNo=${encodeURIComponent(c.caseNo)}`)}>{t('cases.edit')}</Button> : null}
            {c.caseStatus === '草稿' ? <Button danger onClick={remove}>{t('cases.delete')}</Button> : null}
            {c.caseStatus === '待递交' ? <Button type="primary" onClick={() => open('confirm')}>{t('cases.confirmSubmission')}</Button> : null}
            {c.caseStatus === '已递交' || c.caseStatus === '已受理' ? <Button type={c.caseStatus === '已递交' ? 'primary' : 'default'} onClick={() => open('appNo')}>{t('cases.supplyAppNo')}</Button> : null}
            {c.caseStatus === '已受理' || c.caseStatus === '已结案' ? <Button type={c.caseStatus === '已受理' ? 'primary' : 'default'} onClick={() => open('result')}>{t('cases.recordResult')}</Button> : null}
            {lifecycle.buttons}
          </div>
        </Space>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3, lg: 4 }}>
          <Descriptions.Item label={t('cases.caseType')}>{typeLabel}</Descriptions.Item>
          <Descriptions.Item label={t('cases.submitType')}><span data-testid="case-submit-type-value">{c.submitType}</span></Descriptions.Item>
          <Descriptions.Item label={t('cases.handler')}><span data-testid="case-handler">{c.handlerName ?? t('cases.noHandler')}</span></Descriptions.Item>
          <Descriptions.Item label={t('cases.submitDate')}>{c.submitDate ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('cases.appNo')}>{c.appNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('cases.appDate')}>{c.appDate ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('cases.result')}>{c.result ? <span data-testid="case-result">{c.result}</span> : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('cases.resultDate')}>{c.resultDate ?? '-'}</Descriptions.Item>
          {c.remark ? <Descriptions.Item label={t('cases.remark')}>{c.remark}</Descriptions.Item> : null}
          {c.archiveIds?.length ? (
            <Descriptions.Item label={t('cases.archive')}>
              <Space wrap data-testid="case-archive-links">
                {(c.archiveIds as number[]).map((id, i) => (
                  <a key={id} onClick={() => navigate(`/brandManage/brandRecord/recordDetail?id=${id}`)}>
                    {c.caseType === 'add-brand' ? t('cases.archiveOpen', { cls: c.tmCls?.[i] ?? '' }) : `#${id}`}
                  </a>
                ))}
              </Space>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        <SubCaseLinks c={c} go={lifecycle.go} />
      </Card>
      <Card className="ipms-page-card" size="small">
        <Tabs
          items={[
            { key: 'form', label: t('cases.form'), children: designed ? (
                <div data-testid="case-designed-form">
                  <Tag data-testid="case-designed-version" style={{ marginBottom: 8 }}>{t('cases.designedVersion', { v: c.formVersion })}</Tag>
                  {designedVersion ? (
                    <Suspense fallback={spin}>
                      <DesignedFormView schema={designedVersion.schema} form={form} lang={lang} />
                    </Suspense>
                  ) : (
                    spin
                  )}
                </div>
              ) : (
                <CaseFormView caseType={c.caseType} form={form} />
              ) },
            ...(perCountry ? [{ key: 'countries', label: `${t('cases.countries')}（${biz.tmItems.length}）`, children: <CountryItems biz={biz} /> }] : []),
            {
              key: 'stages',
              label: `${t('cases.stages')}（${stages.length}）`,
              children: (
                <Timeline
                  data-testid="case-stages"
                  items={stages.map((s) => ({ children: <><b>{s.stage}</b> <Typography.Text type="secondary">{s.stageDate} · {s.operatorName ?? ''}</Typography.Text>{s.remark ? <div>{s.remark}</div> : null}</> }))}
                />
              ),
            },
            {
              key: 'trends',
              label: t('cases.trends'),
              children: (
                <>
                  <div className="ipms-case-comment">
                    <Input value={comment} maxLength={1000} placeholder={t('cases.commentPlaceholder')} onChange={(e) => setComment(e.target.value)} onPressEnter={() => void sendComment()} data-testid="case-comment-input" />
                    <Button type="primary" onClick={() => void sendComment()} disabled={!comment.trim()}>{t('cases.send')}</Button>
                  </div>
                  <Timeline
                    data-testid="case-trends"
                    items={trends.map((x) => ({ color: x.trendType === 'comment' ? 'orange' : 'blue', children: <><div>{x.content}</div><Typography.Text type="secondary">{x.userName ?? ''} · {dayjs(x.createdAt).format('YYYY/MM/DD HH:mm')}</Typography.Text></> }))}
                  />
                </>
              ),
            },
            {
              key: 'files',
              label: t('cases.files'),
              children: <CaseFilesTab biz={biz} appNo={c.appNo} />,
            },
            {
              key: 'fees',
              label: t('cases.fees'),
              children: <CaseFeesTab biz={biz} />,
            },
          ]}
        />
      </Card>
      {lifecycle.dialogs}
      <Modal
        open={dialog !== null}
        title={dialog === 'confirm' ? t('cases.confirmSubmission') : dialog === 'appNo' ? t('cases.supplyAppNo') : t('cases.recordResult')}
        onCancel={() => setDialog(null)}
        onOk={() => void submitDialog()}
        confirmLoading={busy}
        destroyOnHidden
        width={500}
      >
        <Form form={dialogForm} layout="vertical" data-testid="case-action-form">
          {dialog === 'appNo' ? (
            <Form.Item name="appNo" label={t('cases.appNo')} rules={[{ required: true, whitespace: true, message: t('cases.required', { label: t('cases.appNo') }) }, { pattern: /^[0-9A-Za-z.\-/ ]+$/ }]}>
              <Input maxLength={50} />
            </Form.Item>
          ) : null}
          {dialog === 'result' ? (
            <>
              <Form.Item name="result" label={t('cases.result')} rules={[{ required: true }]}>
                <Select options={RESULTS.map((r) => ({ value: r, label: r }))} />
              </Form.Item>
              {c.caseType === 'add-brand' ? (
                <Form.Item name="regNo" label={t('cases.regNo')}>
                  <Input maxLength={50} />
                </Form.Item>
              ) : null}
              <Form.Item name="remark" label={t('cases.remark')}>
                <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
              </Form.Item>
            </>
          ) : null}
          <Form.Item name="date" label={dialog === 'confirm' ? t('cases.submitDate') : dialog === 'appNo' ? t('cases.appDate') : t('cases.resultDate')} rules={[{ required: dialog === 'result' }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
