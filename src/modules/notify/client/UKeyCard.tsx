// UKey signing info (getUKeySignInfo / saveUKeyCode): the code of the user's signing key, kept as data.
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { NotifyGetUKeySignInfoResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { useT } from '../i18n';

export function UKeyCard() {
  const t = useT();
  const [info, setInfo] = useState<NotifyGetUKeySignInfoResponse | null>(null);
  const [form] = Form.useForm<{ ukeyCode: string }>();
  useEffect(() => {
    void api.notify.getUKeySignInfo({}).then((i) => (setInfo(i), form.setFieldsValue({ ukeyCode: i.ukeyCode ?? '' })), () => undefined);
  }, [form]);
  const save = async (v: { ukeyCode: string }) => {
    try {
      setInfo(await api.notify.saveUKeyCode({ ukeyCode: (v.ukeyCode ?? '').trim() }));
      notify.success(t('notify.ukeySaved'));
    } catch {
      // shown by the request layer
    }
  };
  return (
    <Card className="ipms-page-card" title={t('notify.ukey')}>
      <Typography.Paragraph>{info?.bound ? t('notify.ukeyBound', { at: info.savedAt ?? '' }) : t('notify.ukeyUnbound')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item name="ukeyCode" label={t('notify.ukeyCode')} rules={[{ pattern: /^([A-Za-z0-9-]{4,64})?$/, message: t('notify.ukeyBad') }]}>
          <Input maxLength={64} allowClear />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{t('notify.ukeySave')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
