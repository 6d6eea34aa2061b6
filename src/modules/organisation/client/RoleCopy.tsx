// 复制角色 (widget roleCopy of the roles screen): a new role with the row's grants and data scope under a new name.
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useT } from '../i18n';

export default function RoleCopy({ context, onClose }: WidgetProps) {
  const t = useT();
  const row = context.row as { id: number; roleName: string } | undefined;
  const [form] = Form.useForm<{ roleName: string }>();
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !row) return;
    setBusy(true);
    try {
      await api.organisation.roleCopy({ id: row.id, roleName: v.roleName.trim() });
      notify.success(t('org.role.copied'));
      context.refresh();
      onClose();
    } catch {
      // the request layer showed the message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('org.role.copy')} onCancel={onClose} onOk={() => void ok()} okText={t('org.ok')} cancelText={t('org.cancel')} confirmLoading={busy} width={440} style={{ maxWidth: 'calc(100vw - 16px)' }} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ roleName: row ? t('org.role.copyName', { name: row.roleName }).slice(0, 50) : '' }}>
        <Form.Item name="roleName" label={t('org.role.name')} rules={[{ required: true, whitespace: true, message: t('org.role.nameRequired') }, { max: 50 }]}>
          <Input maxLength={50} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
