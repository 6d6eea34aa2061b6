// The deadline digest subscription: off, daily or weekly, and how many days ahead; 立即发送一封 sends one now.
import { Alert, Button, Card, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { useT } from '../i18n';
import type { Profile } from './PersonalCentrePage';

interface Values { frequency: 'off' | 'daily' | 'weekly'; days: number }

export function DigestCard({ profile, onChange }: { profile: Profile; onChange(p: Profile): void }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<'save' | 'now' | null>(null);
  useEffect(() => form.setFieldsValue({ frequency: profile.digestFrequency, days: profile.digestDays }), [form, profile.digestFrequency, profile.digestDays]);
  const run = async (what: 'save' | 'now', fn: () => Promise<void>) => {
    setBusy(what);
    try {
      await fn();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(null);
    }
  };
  const save = (v: Values) =>
    run('save', async () => {
      onChange(await api.notify.setDigest({ frequency: v.frequency, days: v.days }));
      notify.success(t('notify.digestSaved'));
    });
  const now = () =>
    run('now', async () => {
      const r = await api.notify.sendDigestNow({});
      notify.success(t('notify.digestSent', { to: r.sentTo, count: r.itemCount }));
      onChange(await api.notify.profile({}));
    });
  const last = profile.lastDigest;
  return (
    <Card className="ipms-page-card" title={t('notify.digest')}>
      <Typography.Paragraph type="secondary">{t('notify.digestHint')}</Typography.Paragraph>
      {!profile.digestEmailEnabled && <Alert type="warning" showIcon message={t('notify.digestDisabled')} style={{ marginBottom: 12 }} />}
      {!profile.email && <Alert type="info" showIcon message={t('notify.digestNeedEmail')} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item name="frequency" label={t('notify.digest')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'off', label: t('notify.digestOff') },
              { value: 'daily', label: t('notify.digestDaily') },
              { value: 'weekly', label: t('notify.digestWeekly') },
            ]}
          />
        </Form.Item>
        <Form.Item name="days" label={t('notify.digestDays')} rules={[{ required: true, type: 'integer', min: 1, max: 90, message: '1-90' }]}>
          <InputNumber min={1} max={90} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Typography.Paragraph>
          {t('notify.digestSchedule')}：<span data-testid="notify-digest-schedule">{profile.digestSchedule}</span>
          {last && (
            <>
              <br />
              {t('notify.digestLast')}：{last.sentAt ?? last.slot} · {t(`notify.digestStatus.${last.status}` as 'notify.digestStatus.sent')}
              {last.itemCount !== null && ` · ${t('notify.digestItems', { count: last.itemCount })}`}
            </>
          )}
        </Typography.Paragraph>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={busy === 'save'}>{t('notify.digestSave')}</Button>
          <Button onClick={now} loading={busy === 'now'} disabled={!profile.email}>{t('notify.digestNow')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
