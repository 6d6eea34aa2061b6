// Personal centre (/personal): profile with avatar, phone and email (changed with a code), the deadline digest,
// the calendar feed, UKey signing and the password. A page of its own (not a schema screen): it edits the
// caller's own settings through dedicated calls, not records of a list.
import { Avatar, Button, Card, Col, Descriptions, Row, Space, Upload } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { NotifyProfileResponse } from '../../../generated/types';
import { ChangePasswordCard } from '../../../client/pages/personal/PersonalPage';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { uploadFile } from '../../../client/request/upload';
import { acceptOf } from '../../../shared/files/limits';
import { useT } from '../i18n';
import { CalendarCard } from './CalendarCard';
import { ContactDialog } from './ContactDialog';
import { DigestCard } from './DigestCard';
import { UKeyCard } from './UKeyCard';

export type Profile = NotifyProfileResponse;

export default function PersonalCentrePage() {
  const t = useT();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [dialog, setDialog] = useState<'phone' | 'email' | null>(null);
  const reload = useCallback(() => api.notify.profile({}).then(setProfile, () => undefined), []);
  useEffect(() => void reload(), [reload]);
  if (!profile) return <Card className="ipms-page-card" loading />;
  const avatar = async (file: File) => {
    try {
      const up = await uploadFile(file, undefined, 'image');
      setProfile(await api.notify.setAvatar({ uid: up.uid }));
      notify.success(t('notify.avatarSaved'));
    } catch {
      // shown by the request layer
    }
  };
  return (
    <Row gutter={[16, 16]} className="notify-personal">
      <Col xs={24} lg={12}>
        <Card className="ipms-page-card" title={t('notify.profile')}>
          <Space align="center" wrap style={{ marginBottom: 16 }}>
            <Avatar size={64} src={profile.avatarUrl ?? undefined} style={{ background: '#1677ff', fontSize: 22 }} data-testid="notify-avatar">
              {profile.avatarText}
            </Avatar>
            <Upload accept={acceptOf('image')} showUploadList={false} beforeUpload={(f) => (void avatar(f), false)}>
              <Button size="small">{t('notify.avatarUpload')}</Button>
            </Upload>
            {profile.avatarUrl && (
              <Button size="small" onClick={() => api.notify.setAvatar({ uid: null }).then(setProfile, () => undefined)}>
                {t('notify.avatarReset')}
              </Button>
            )}
          </Space>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('notify.account')}>{profile.account}</Descriptions.Item>
            <Descriptions.Item label={t('notify.name')}>{profile.name}</Descriptions.Item>
            <Descriptions.Item label={t('notify.phone')}>
              <Space wrap>
                <span data-testid="notify-phone">{profile.phone}</span>
                <Button type="link" size="small" data-testid="notify-change-phone" onClick={() => setDialog('phone')}>{t('notify.change')}</Button>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('notify.email')}>
              <Space wrap>
                <span data-testid="notify-email" style={{ wordBreak: 'break-all' }}>{profile.email ?? t('notify.noEmail')}</span>
                <Button type="link" size="small" data-testid="notify-change-email" onClick={() => setDialog('email')}>{profile.email ? t('notify.change') : t('notify.bind')}</Button>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('notify.role')}>{profile.roleName}</Descriptions.Item>
            <Descriptions.Item label={t('notify.tenant')}>{profile.tenantName}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <DigestCard profile={profile} onChange={setProfile} />
      </Col>
      <Col xs={24} lg={12}>
        <CalendarCard profile={profile} onChange={setProfile} />
      </Col>
      <Col xs={24} lg={12}>
        <UKeyCard />
      </Col>
      <Col xs={24} lg={12}>
        <ChangePasswordCard />
      </Col>
      {dialog && <ContactDialog purpose={dialog} onClose={() => setDialog(null)} onDone={(p) => (setProfile(p), setDialog(null))} />}
    </Row>
  );
}
