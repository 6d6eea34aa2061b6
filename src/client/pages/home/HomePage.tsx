// Public home (spec 2.1). A signed-in user without back-office access lands here with ?source=click.
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { menuRoutes, publicRoutes, type ComponentKey } from '../../../generated/routes';
import { isBuiltRoute } from '../../app/routeTree';
import { useI18nText, useT } from '../../i18n';
import { pageOf } from '../registry';
import { tokenStore } from '../../session/token';
import '../login/login.css';

/** What the landing page may advertise, in order; each shows only once its page is built (issue 18). */
const FEATURE_PATHS = [
  '/brandManage/brandRecord', '/brand/disputeList', '/brand/riskGg', '/brand/caseList', '/brand/filesAll', '/brand/financeAll',
  '/brand/useEvidence', '/proceed/infringement', '/proceed/list', '/risk/riskBrands', '/tool/goodsService', '/brand/export',
];
const routeTree = [...menuRoutes, ...publicRoutes];
const built = (path: string) => isBuiltRoute(routeTree, path, (c) => !!pageOf(c as ComponentKey));

export function builtFeatures() {
  const byPath = new Map<string, (typeof menuRoutes)[number]>();
  const walk = (l: typeof menuRoutes) => l.forEach((r) => (byPath.set(r.path, r), r.children && walk(r.children)));
  walk(routeTree);
  return FEATURE_PATHS.filter(built).map((p) => byPath.get(p)!);
}

export default function HomePage() {
  const t = useT();
  const text = useI18nText();
  const features = builtFeatures();
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
          {features.map((f) => (
            <Tag key={f.path} color="orange" style={{ fontSize: 14, padding: '4px 10px' }}>
              {text(f.meta.title)}
            </Tag>
          ))}
        </Space>
      </div>
      {noAccess && <Alert type="warning" showIcon message={t('home.noAccess')} />}
      <Space>
        {built('/try45') && (
          <Button size="large" onClick={() => navigate('/try45')}>
            {t('home.try45')}
          </Button>
        )}
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
