// Public home (spec 2.1). A signed-in user without back-office access lands here with ?source=click.
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { tokenStore } from '../../session/token';
import '../login/login.css';

export default function HomePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = !!tokenStore.get();
  const noAccess = params.get('source') === 'click';
  return (
    <div className="ipms-login" style={{ flexDirection: 'column', gap: 24 }}>
      <div className="ipms-login-brand" style={{ maxWidth: 640, textAlign: 'center' }}>
        <div className="ipms-login-logo" style={{ margin: '0 auto' }}>IP</div>
        <h1>{t('appName')}</h1>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
          {t('home.tagline')}
        </Typography.Paragraph>
        <Space wrap style={{ justifyContent: 'center' }}>
          {t('home.features').split('|').map((f) => (
            <Tag key={f} color="orange" style={{ fontSize: 14, padding: '4px 10px' }}>
              {f}
            </Tag>
          ))}
        </Space>
      </div>
      {noAccess && <Alert type="warning" showIcon message={t('home.noAccess')} />}
      <Space>
        {signedIn && !noAccess ? (
          <Button type="primary" size="large" onClick={() => navigate('/index')}>
            {t('home.enter')}
          </Button>
        ) : (
          <Button type="primary" size="large" onClick={() => navigate('/login')}>
            {t('home.login')}
          </Button>
        )}
      </Space>
    </div>
  );
}
