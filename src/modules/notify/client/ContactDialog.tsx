// Change phone or email with a verification code sent by email (to the new address for an email, to the current
// email for a phone); the send button counts down the server's 60-second resend wait.
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { useT } from '../i18n';
import type { Profile } from './PersonalCentrePage';

interface Props { purpose: 'phone' | 'email'; onClose(): void; onDone(p: Profile): void }
interface Values { target: string; code: string }

const PHONE = /^1[3-9][0-9]{9}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function ContactDialog({ purpose, onClose, onDone }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const label = purpose === 'phone' ? t('notify.newPhone') : t('notify.newEmail');
  const send = async () => {
    const { target } = await form.validateFields(['target']);
    try {
      const r = await api.notify.getVerificationCode({ purpose, target: target.trim() });
      setSentTo(t('notify.codeSent', { to: r.sentTo, minutes: r.expiresInMinutes }));
      setWait(60);
    } catch {
      // shown by the request layer
    }
  };
  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const p = purpose === 'phone' ? await api.notify.changePhone({ phone: v.target.trim(), code: v.code }) : await api.notify.changeEmail({ email: v.target.trim(), code: v.code });
      notify.success(purpose === 'phone' ? t('notify.phoneChanged') : t('notify.emailChanged'));
      onDone(p);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={purpose === 'phone' ? t('notify.changePhone') : t('notify.changeEmail')} onCancel={onClose} footer={null} width={440} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="target"
          label={label}
          extra={purpose === 'phone' ? t('notify.phoneCodeHint') : t('notify.emailCodeHint')}
          rules={[
            { required: true, message: t('notify.required', { label }) },
            { pattern: purpose === 'phone' ? PHONE : EMAIL, message: purpose === 'phone' ? t('notify.phoneBad') : t('notify.emailBad') },
          ]}
        >
          <Input maxLength={purpose === 'phone' ? 11 : 254} inputMode={purpose === 'phone' ? 'tel' : 'email'} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('notify.code')} required htmlFor="notify-code">
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true, pattern: /^[0-9]{6}$/, message: t('notify.codeBad') }]}>
              <Input id="notify-code" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
            </Form.Item>
            <Button onClick={send} disabled={wait > 0}>
              {wait > 0 ? t('notify.resend', { seconds: wait }) : t('notify.getCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
        {sentTo && <Typography.Paragraph type="secondary">{sentTo}</Typography.Paragraph>}
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('notify.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={busy}>{t('notify.confirm')}</Button>
        </Space>
      </Form>
    </Modal>
  );
}
