// The detail page's buttons, as the server's `can` flags allow: edit, submit, withdraw, approve/reject with a
// comment, reassign an approver, add participants, delete.
import { Button, Form, Input, Modal, Select, Space, message } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../client/request/api';
import { useT } from '../i18n';
import { DemandFormDrawer } from './DemandFormDrawer';
import type { DemandDetail } from './useDemandDetail';

type Dialog = 'edit' | 'adopt' | 'reject' | 'reassign' | 'participants' | null;
type Option = { value: number; label: string };

export function DemandActions({ detail, reload }: { detail: DemandDetail; reload: () => Promise<void> }) {
  const t = useT();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [users, setUsers] = useState<Option[]>([]);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const [modal, holder] = Modal.useModal();
  const { demand: d, can, flow } = detail;
  useEffect(() => {
    if (dialog === 'reassign' || dialog === 'participants') void api.demand.userOptions({}, { noLoading: true }).then((x) => setUsers(x as Option[]), () => undefined);
  }, [dialog]);

  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      message.success(t('demands.done'));
      setDialog(null);
      form.resetFields();
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const due = flow && flow.current >= 0 ? flow.steps[flow.current].votes.filter((v) => v.decision === null) : [];
  const onOk = async () => {
    const v = await form.validateFields();
    if (dialog === 'adopt' || dialog === 'reject') await run(() => api.demand.demandApproval({ id: d.id, decision: dialog, comment: v.comment || null }));
    if (dialog === 'reassign') await run(() => api.demand.demandReassign({ id: d.id, fromUserId: v.fromUserId, toUserId: v.toUserId, comment: v.comment || null }));
    if (dialog === 'participants') await run(() => api.demand.addParticipants({ id: d.id, userIds: v.userIds }));
  };

  return (
    <Space wrap>
      {holder}
      {can.edit && <Button onClick={() => setDialog('edit')}>{t('demands.action.edit')}</Button>}
      {can.submit && <Button type="primary" data-testid="demand-submit" loading={busy} onClick={() => void run(() => api.demand.submitForApproval({ id: d.id, version: d.version }))}>{t('demands.action.submit')}</Button>}
      {can.approve && <Button type="primary" data-testid="demand-adopt" onClick={() => setDialog('adopt')}>{t('demands.action.adopt')}</Button>}
      {can.approve && <Button danger onClick={() => setDialog('reject')}>{t('demands.action.reject')}</Button>}
      {can.reassign && <Button onClick={() => setDialog('reassign')}>{t('demands.action.reassign')}</Button>}
      <Button onClick={() => setDialog('participants')}>{t('demands.action.participants')}</Button>
      {can.withdraw && (
        <Button onClick={() => void modal.confirm({ title: t('demands.confirm.withdraw'), onOk: () => run(() => api.demand.demandWithdraw({ id: d.id })) })}>{t('demands.action.withdraw')}</Button>
      )}
      {can.remove && (
        <Button danger onClick={() => void modal.confirm({ title: t('demands.confirm.delete'), onOk: () => api.demand.delDemand({ id: d.id }).then(() => navigate('/brand/demandList')) })}>{t('demands.action.delete')}</Button>
      )}
      {dialog === 'edit' && <DemandFormDrawer detail={detail} onClose={() => setDialog(null)} onSaved={() => { setDialog(null); void reload(); }} />}
      <Modal
        open={dialog !== null && dialog !== 'edit'}
        title={dialog ? t(dialog === 'adopt' ? 'demands.action.adopt' : dialog === 'reject' ? 'demands.action.reject' : dialog === 'reassign' ? 'demands.action.reassign' : 'demands.action.participants') : ''}
        onCancel={() => setDialog(null)}
        onOk={() => void onOk()}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          {dialog === 'reassign' && (
            <>
              <Form.Item name="fromUserId" label={t('demands.reassign.from')} rules={[{ required: true }]}>
                <Select options={due.map((v) => ({ value: v.userId, label: v.name }))} />
              </Form.Item>
              <Form.Item name="toUserId" label={t('demands.reassign.to')} rules={[{ required: true }]}>
                <Select options={users} showSearch optionFilterProp="label" />
              </Form.Item>
            </>
          )}
          {dialog === 'participants' && (
            <Form.Item name="userIds" label={t('demands.pickUsers')} rules={[{ required: true }]}>
              <Select mode="multiple" options={users} optionFilterProp="label" />
            </Form.Item>
          )}
          {dialog !== 'participants' && (
            <Form.Item name="comment" label={dialog === 'reassign' ? t('demands.reassign.comment') : t('demands.comment')} rules={dialog === 'reject' ? [{ required: true, whitespace: true, message: t('demands.commentRequired') }] : []}>
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Space>
  );
}
