import { BellOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Dropdown, Space, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useT } from '../i18n';
import { api } from '../request/api';
import { confirm } from '../runtime/confirm/confirmStore';
import { logout, useSession } from '../session/session';
import { updateSettings, useSettings } from '../settings/settings';
import { tabStore } from './tabs';
import { useAfterIdle } from '../app/afterIdle';

export const UNREAD_KEY = 'messages:unread';

/** The last two characters of a name (spec 2.16 avatar). */
export const avatarText = (name: string) => name.slice(-2);

export function HeaderBar({ onOpenSettings, showCollapse }: { onOpenSettings: () => void; showCollapse: boolean }) {
  const t = useT();
  const s = useSettings();
  const { user } = useSession();
  const navigate = useNavigate();
  // The badge waits until the page has drawn (a null key makes no request).
  const settled = useAfterIdle();
  const { data } = useSWR(settled ? UNREAD_KEY : null, () => api.homepage.getMessageList({ isRead: 0, pageSize: 10 }), { refreshInterval: 60000 });
  const doLogout = async () => {
    if (!(await confirm({ type: 'issue', title: t('header.logout'), content: t('header.logoutConfirm') }))) return;
    await logout().catch(() => undefined);
    tabStore.reset();
    navigate('/login', { replace: true });
  };
  return (
    <div className="ipms-header-bar">
      {showCollapse && (
        <Tooltip title={s.collapsed ? t('header.expand') : t('header.collapse')}>
          <Button type="text" aria-label={s.collapsed ? t('header.expand') : t('header.collapse')} icon={s.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={() => updateSettings({ collapsed: !s.collapsed })} />
        </Tooltip>
      )}
      <div style={{ flex: 1 }} />
      <Space size={4}>
        <Tooltip title={t('header.messages')}>
          <Badge count={data?.unread ?? 0} size="small" offset={[-4, 4]}>
            <Button type="text" aria-label={t('header.messages')} icon={<BellOutlined />} onClick={() => navigate('/deal')} />
          </Badge>
        </Tooltip>
        <Tooltip title={t('header.settings')}>
          <Button type="text" aria-label={t('header.settings')} icon={<SettingOutlined />} onClick={onOpenSettings} />
        </Tooltip>
        <Dropdown
          menu={{
            items: [
              { key: 'personal', icon: <UserOutlined />, label: t('header.personal'), onClick: () => navigate('/personal') },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), onClick: doLogout },
            ],
          }}
        >
          <Space style={{ cursor: 'pointer', padding: '0 8px' }} data-testid="user-menu">
            <Avatar size="small" style={{ background: s.primaryColor }}>{avatarText(user?.name ?? '')}</Avatar>
            <span>{user?.name}</span>
          </Space>
        </Dropdown>
      </Space>
    </div>
  );
}
