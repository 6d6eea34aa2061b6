// The calendar feed: make (or renew) the secret address, shown once to copy; revoke it.
import { Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { useT } from '../i18n';
import type { Profile } from './PersonalCentrePage';

export function CalendarCard({ profile, onChange }: { profile: Profile; onChange(p: Profile): void }) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  const make = async () => {
    try {
      const r = await api.notify.icalCreate({});
      setUrl(new URL(r.url, window.location.origin).href);
      onChange(await api.notify.profile({}));
    } catch {
      // shown by the request layer
    }
  };
  const revoke = async () => {
    try {
      onChange(await api.notify.icalRevoke({}));
      setUrl(null);
      notify.success(t('notify.calendarRevoked'));
    } catch {
      // shown by the request layer
    }
  };
  return (
    <Card className="ipms-page-card" title={t('notify.calendar')}>
      <Typography.Paragraph type="secondary">{t('notify.calendarHint')}</Typography.Paragraph>
      <Typography.Paragraph data-testid="notify-calendar-state">
        {profile.icalActive ? t('notify.calendarActive', { at: profile.icalCreatedAt ?? '' }) : t('notify.calendarInactive')}
      </Typography.Paragraph>
      {url && (
        <Typography.Paragraph>
          {t('notify.calendarOnce')}
          <Typography.Text code copyable data-testid="notify-calendar-url" style={{ wordBreak: 'break-all' }}>
            {url}
          </Typography.Text>
        </Typography.Paragraph>
      )}
      <Space wrap>
        {profile.icalActive ? (
          <Popconfirm title={t('notify.calendarRenewConfirm')} onConfirm={make}>
            <Button>{t('notify.calendarRenew')}</Button>
          </Popconfirm>
        ) : (
          <Button type="primary" onClick={make}>{t('notify.calendarCreate')}</Button>
        )}
        {profile.icalActive && (
          <Button danger onClick={revoke}>{t('notify.calendarRevoke')}</Button>
        )}
      </Space>
    </Card>
  );
}
