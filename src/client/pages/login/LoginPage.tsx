// Sign-in (spec 7.1): the password travels base64-encoded with encryptionType "base64". The login page has a
// 200 KB gzip JS budget: two inputs and a button, validated here rather than with antd Form (rc-field-form,
// async-validator, tooltips), and no grid or Formily.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { menuRoutes } from '../../../generated/routes';
import { preloadRoute, preloadShell, startRoute } from '../../app/routes';
import { flattenRoutes, homePath } from '../../app/routeTree';
import { preloadPage } from '../registry';
import { useT } from '../../i18n';
import { api } from '../../request/api';
import { notify } from '../../request/notify';
import { clearSession, loadSession } from '../../session/session';
import { encodePassword } from '../../session/encode';
import { tokenStore } from '../../session/token';
import './login.css';

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : null;
}

export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState({ username: '', password: '' });
  const [touched, setTouched] = useState({ username: false, password: false });
  const errors = {
    username: values.username.trim() ? '' : t('login.usernameRequired'),
    password: values.password ? '' : t('login.passwordRequired'),
  };

  // Load the shell and the usual landing page (the pinned workbench) as soon as the user types (later calls cost
  // nothing: the imports are cached) and while the credentials are checked; the page asked for (?redirect=...) too.
  const preloadNext = () => {
    preloadShell();
    flattenRoutes(menuRoutes).filter((r) => r.meta.affix).forEach((r) => preloadPage(r.component));
    const wanted = safeRedirect(params.get('redirect'));
    if (wanted) preloadRoute(wanted.split('?')[0]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched({ username: true, password: true });
    if (errors.username || errors.password || busy) return;
    setBusy(true);
    preloadNext();
    try {
      clearSession();
      const res = await api.loginPage.login({ username: values.username.trim(), password: encodePassword(values.password), encryptionType: 'base64' });
      tokenStore.set(res.token, res.userInfo);
      const session = await loadSession();
      const target = safeRedirect(params.get('redirect')) ?? homePath(session.menus) ?? '/deal';
      const [targetPath, targetQuery] = target.split('?');
      preloadPage(flattenRoutes(session.menus).find((r) => r.path === targetPath)?.component);
      if (session.user?.mauth) startRoute(targetPath, targetQuery ? `?${targetQuery}` : '', session.menus);
      notify.success(t('login.success'));
      if (!session.user?.mauth) return navigate('/?source=click', { replace: true });
      navigate(target, { replace: true });
    } catch {
      // The request layer already showed the server's message (wrong password, disabled, locked...).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ipms-login">
      <div className="ipms-login-brand">
        <div className="ipms-login-logo">IP</div>
        <h1>{t('appName')}</h1>
        <p>{t('login.subtitle')}</p>
      </div>
      <div className="ipms-login-card">
        <h2>{t('login.title')}</h2>
        <form onSubmit={submit} noValidate autoComplete="on">
          <label className="ipms-login-label" htmlFor="login-username">
            {t('login.username')}
          </label>
          <Input
            id="login-username"
            name="username"
            size="large"
            prefix={<UserOutlined />}
            autoComplete="username"
            placeholder={t('login.usernameHint')}
            maxLength={91}
            autoFocus
            value={values.username}
            status={touched.username && errors.username ? 'error' : undefined}
            onChange={(e) => (preloadNext(), setValues((v) => ({ ...v, username: e.target.value })))}
            onBlur={() => setTouched((x) => ({ ...x, username: true }))}
          />
          <div className="ipms-login-error" role="alert">{touched.username && errors.username}</div>
          <label className="ipms-login-label" htmlFor="login-password">
            {t('login.password')}
          </label>
          <Input.Password
            id="login-password"
            name="password"
            size="large"
            prefix={<LockOutlined />}
            autoComplete="current-password"
            maxLength={64}
            value={values.password}
            status={touched.password && errors.password ? 'error' : undefined}
            onChange={(e) => (preloadNext(), setValues((v) => ({ ...v, password: e.target.value })))}
            onBlur={() => setTouched((x) => ({ ...x, password: true }))}
          />
          <div className="ipms-login-error" role="alert">{touched.password && errors.password}</div>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {t('login.submit')}
          </Button>
        </form>
        <p className="ipms-login-note">
          {t('login.agree')} <Link to="/agreement">{t('login.agreement')}</Link>
        </p>
      </div>
    </div>
  );
}
