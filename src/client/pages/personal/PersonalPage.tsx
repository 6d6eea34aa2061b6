// Change password (/api/修改密码; other sessions end on success): the card the personal centre page (a module's,
// route /personal) shows beside the profile.
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n';
import { api } from '../../request/api';
import { notify } from '../../request/notify';
import { encodePassword } from '../../session/encode';

interface PasswordForm { oldPassword: string; newPassword: string; confirm: string }

export function ChangePasswordCard() {
  const t = useT();
  const [form] = Form.useForm<PasswordForm>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: PasswordForm) => {
    setBusy(true);
    try {
      await api.account.changePassword({ oldPassword: encodePassword(v.oldPassword), newPassword: encodePassword(v.newPassword), encryptionType: 'base64' });
      notify.success(t('personal.changed'));
      form.resetFields();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="ipms-page-card" title={t('personal.changePassword')}>
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
        <Form.Item name="oldPassword" label={t('personal.oldPassword')} rules={[{ required: true, message: t('common.required', { label: t('personal.oldPassword') }) }]}>
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('personal.newPassword')}
          extra={t('personal.passwordRule')}
          rules={[
            { required: true, message: t('common.required', { label: t('personal.newPassword') }) },
            { pattern: /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/, message: t('personal.passwordRule') },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('personal.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('common.required', { label: t('personal.confirmPassword') }) },
            ({ getFieldValue }) => ({
              validator: (_, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('personal.mismatch')))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('personal.save')}
        </Button>
      </Form>
    </Card>
  );
}
