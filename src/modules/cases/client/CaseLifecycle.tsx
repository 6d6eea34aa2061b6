// The lifecycle actions of the case detail beyond the form's own steps: 指派承办人 (usersWithPermissions,
// setCaseHandler), 拆分子案件 (/intelligent/subcase/v2), 变更递交方式 and 重新递交
// (/intelligent/changeSubmitTypeOrResubmit); each shown when the case's state and the user's keys allow it.
import { Alert, Button, Checkbox, Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dictLabel } from '../../../client/i18n/dict';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { usePermission } from '../../../client/session/permission';
import { useT } from '../i18n';
import type { SplitBy } from '../shared/split';
import { splitOptions } from '../shared/splitOptions';

type Rec = Record<string, any>;
type Dialog = 'assign' | 'split' | 'submitType' | 'resubmit' | null;

const partLabel = (splitBy: SplitBy, part: string) => (splitBy === 'country' ? `${dictLabel('Case.countries', part)}（${part}）` : `第${part}类`);

export function useCaseLifecycle(c: Rec, reload: () => Promise<void>) {
  const t = useT();
  const can = usePermission();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [users, setUsers] = useState<Rec[]>([]);
  const [form] = Form.useForm();
  const options = splitOptions(c.bizParam ?? {});
  const splitBy: SplitBy | undefined = Form.useWatch('splitBy', form);

  useEffect(() => {
    if (dialog === 'assign') void api.caseManage.usersWithPermissions({}, { noLoading: true }).then(setUsers, () => undefined);
  }, [dialog]);

  const open = (d: Dialog) => {
    form.resetFields();
    form.setFieldsValue({ handlerId: c.handlerId ?? undefined, splitBy: options[0]?.splitBy, parts: [], submitType: c.submitType === '电子递交' ? '纸质递交' : '电子递交' });
    setDialog(d);
  };
  const run = async (action: () => Promise<unknown>, done?: (r: any) => void) => {
    setBusy(true);
    try {
      const r = await action();
      if (done) done(r);
      else notify.success(t('cases.done'));
      setDialog(null);
      await reload();
    } catch {
      // the request layer showed the message
    } finally {
      setBusy(false);
    }
  };
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const base = { caseNo: c.caseNo, version: c.version };
    const reason = v.reason?.trim() || null;
    if (dialog === 'assign') await run(() => api.caseManage.setCaseHandler({ ...base, handlerId: v.handlerId ?? null }));
    if (dialog === 'submitType') await run(() => api.intelligent.changeSubmitTypeOrResubmit({ ...base, action: 'changeSubmitType', submitType: v.submitType, reason }));
    if (dialog === 'resubmit') await run(() => api.intelligent.changeSubmitTypeOrResubmit({ ...base, action: 'resubmit', reason }));
    if (dialog === 'split')
      await run(
        () => api.intelligent.subcase({ ...base, splitBy: v.splitBy, parts: v.parts }),
        (r) => notify.success(t('cases.splitDone', { nos: r.subcases.map((s: Rec) => s.caseNo).join('、') })),
      );
  };

  const status = c.caseStatus as string;
  const mayResubmit = status === '已递交' || (status === '已结案' && c.result === '不予受理');
  const buttons = (
    <>
      {can('caseAssign') ? <Button onClick={() => open('assign')} data-testid="case-assign">{t('cases.assign')}</Button> : null}
      {can('caseSplit') && (status === '草稿' || status === '待递交') && options.length ? <Button onClick={() => open('split')} data-testid="case-split">{t('cases.split')}</Button> : null}
      {can('caseSplit') && ['草稿', '待递交', '已递交'].includes(status) ? <Button onClick={() => open('submitType')} data-testid="case-submit-type">{t('cases.changeSubmitType')}</Button> : null}
      {can('caseSplit') && mayResubmit ? <Button onClick={() => open('resubmit')} data-testid="case-resubmit">{t('cases.resubmit')}</Button> : null}
    </>
  );
  const current = options.find((o) => o.splitBy === splitBy) ?? options[0];
  const title = { assign: t('cases.assign'), split: t('cases.split'), submitType: t('cases.changeSubmitType'), resubmit: t('cases.resubmit') };
  const dialogs = (
    <Modal open={dialog !== null} title={dialog ? title[dialog] : ''} onCancel={() => setDialog(null)} onOk={() => void ok()} confirmLoading={busy} destroyOnHidden width={500}>
      <Form form={form} layout="vertical" data-testid="case-lifecycle-form">
        {dialog === 'assign' ? (
          <Form.Item name="handlerId" label={t('cases.handler')} extra={t('cases.assignHint')}>
            <Select allowClear showSearch optionFilterProp="label" placeholder={t('cases.clearHandler')} options={users.map((u) => ({ value: u.id, label: `${u.name}（${u.account}）` }))} />
          </Form.Item>
        ) : null}
        {dialog === 'split' && current ? (
          <>
            {options.length > 1 ? (
              <Form.Item name="splitBy" label={t('cases.splitBy')}>
                <Radio.Group onChange={() => form.setFieldValue('parts', [])} options={options.map((o) => ({ value: o.splitBy, label: o.splitBy === 'country' ? t('cases.splitByCountry') : t('cases.splitByClass') }))} />
              </Form.Item>
            ) : <Form.Item name="splitBy" hidden><Input /></Form.Item>}
            <Form.Item name="parts" label={t('cases.splitParts')} rules={[{ required: true, type: 'array', min: 1, message: t('cases.required', { label: t('cases.splitParts') }) }]}>
              <Checkbox.Group options={current.parts.map((p) => ({ value: p, label: partLabel(current.splitBy, p) }))} data-testid="case-split-parts" />
            </Form.Item>
            <Alert type="info" showIcon message={t('cases.splitHint')} />
          </>
        ) : null}
        {dialog === 'submitType' ? (
          <>
            {status === '已递交' ? <Alert type="warning" showIcon message={t('cases.changeSubmitHint')} style={{ marginBottom: 12 }} /> : null}
            <Form.Item name="submitType" label={t('cases.submitType')} rules={[{ required: true }]}>
              <Radio.Group options={['电子递交', '纸质递交'].map((x) => ({ value: x, label: dictLabel('Case.submitType', x), disabled: x === c.submitType }))} />
            </Form.Item>
          </>
        ) : null}
        {dialog === 'resubmit' ? <Alert type="warning" showIcon message={t('cases.resubmitHint')} style={{ marginBottom: 12 }} /> : null}
        {dialog === 'submitType' || dialog === 'resubmit' ? (
          <Form.Item name="reason" label={t('cases.reason')}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
  const detailPath = (caseNo: string) => `/brandManage/case-detail?caseNo=${encodeURIComponent(caseNo)}`;
  return { buttons, dialogs, go: (caseNo: string) => navigate(detailPath(caseNo)) };
}

/** The parent of a sub-case and the sub-cases of a case, as links. */
export function SubCaseLinks({ c, go }: { c: Rec; go: (caseNo: string) => void }) {
  const t = useT();
  const [subs, setSubs] = useState<Rec[]>([]);
  useEffect(() => {
    let live = true;
    void api.caseManage
      .getCaseLists({ filters: { parentCaseNo: c.caseNo }, pageNo: 1, pageSize: 100, sorts: [{ key: 'caseNo', asc: true }] } as never, { noLoading: true })
      .then((p: Rec) => live && setSubs(p.list), () => undefined);
    return () => {
      live = false;
    };
  }, [c.caseNo, c.version]);
  if (!c.parentCaseNo && !subs.length) return null;
  return (
    <Space wrap data-testid="case-family">
      {c.parentCaseNo ? <Typography.Text>{t('cases.parent')}：<a onClick={() => go(c.parentCaseNo)}>{c.parentCaseNo}</a></Typography.Text> : null}
      {subs.length ? (
        <Typography.Text>
          {t('cases.subcases', { n: subs.length })}：
          <Space wrap size={4}>{subs.map((s) => <a key={s.caseNo} onClick={() => go(s.caseNo)} data-testid="case-subcase-link">{s.caseNo}</a>)}</Space>
        </Typography.Text>
      ) : null}
    </Space>
  );
}
