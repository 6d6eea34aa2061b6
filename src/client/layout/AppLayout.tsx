// The shell (spec 1, 2.14): sidebar or top menu, header with user menu, breadcrumb, tags view, page area
// with keep-alive, footer, settings drawer. Every part can be switched off in the settings.
import { Layout, theme } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../../generated/types';
import { flattenRoutes } from '../app/routeTree';
import { useI18nText, useT } from '../i18n';
import { useSettings } from '../settings/settings';
import { Breadcrumbs } from './Breadcrumbs';
import { HeaderBar } from './HeaderBar';
import { KeepAliveContent } from './KeepAliveContent';
import { ShellExtras } from './shellExtras';
import { lazyComponent } from '../runtime/lazyComponent';
import { removeBoot } from '../app/boot';
import { ConfirmHost } from '../runtime/confirm/ConfirmHost';

// The settings drawer (color picker and all) loads the first time it opens.
// The phone menu (a drawer) loads on narrow screens only.
const NarrowMenu = lazyComponent<{ menus: MenuItem[] }>(() => import('./NarrowMenu').then((m) => m.NarrowMenu), 'NarrowMenu');
const SettingsDrawer = lazyComponent<{ open: boolean; onClose: () => void }>(() => import('./SettingsDrawer').then((m) => m.SettingsDrawer), 'SettingsDrawer');
import { SideMenu } from './SideMenu';
import { TagsView } from './TagsView';
import { tabStore, useTabs } from './tabs';
import './layout.css';

export function AppLayout({ menus, fallback }: { menus: MenuItem[]; fallback: ReactNode }) {
  const s = useSettings();
  const t = useT();
  const text = useI18nText();
  const { token } = theme.useToken();
  const location = useLocation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  useEffect(() => void (settingsOpen && setSettingsUsed(true)), [settingsOpen]);
  const [refreshKey, setRefreshKey] = useState(0);
  // Below lg (992 px) the sidebar folds away entirely, whatever the saved setting: a phone needs the width.
  const [narrow, setNarrow] = useState(false);
  const pages = useMemo(() => new Map(flattenRoutes(menus).filter((r) => r.component && !r.meta.fullScreen).map((r) => [r.path, r])), [menus]);
  const pinnedPaths = useMemo(() => [...pages.values()].filter((r) => r.meta.affix).map((r) => r.path), [pages]);
  const route = pages.get(location.pathname);
  const visited = useTabs();

  useEffect(() => {
    if (route) tabStore.open({ path: route.path, fullPath: location.pathname + location.search });
  }, [route, location.pathname, location.search]);
  useEffect(() => {
    document.title = route ? `${text(route.meta.title)} - ${t('appName')}` : t('appName');
  }, [route, text, t]);

  // The shell is drawn: the boot frame of index.html goes (the page area shows its own skeleton meanwhile).
  useEffect(removeBoot, []);

  const openPaths = new Set([...visited.map((v) => v.path), ...pinnedPaths]);
  const vertical = s.layout === 'vertical';
  const logo = (
    <div className="ipms-logo">
      <span className="ipms-logo-mark" style={{ background: s.primaryColor }}>IP</span>
      {!(vertical && (s.collapsed || narrow)) && <span className="ipms-logo-text">{t('appName')}</span>}
    </div>
  );
  const headerDark = s.invertHeader;
  return (
    <Layout className="ipms-layout" style={{ minHeight: '100vh' }}>
      {vertical && (
        <Layout.Sider
          width={220}
          collapsedWidth={narrow ? 0 : 64}
          collapsed={s.collapsed || narrow}
          breakpoint="lg"
          onBreakpoint={setNarrow}
          trigger={null}
          theme={s.invertSidebar ? 'dark' : 'light'}
          className="ipms-sider"
          style={{ borderInlineEnd: s.invertSidebar ? undefined : `1px solid ${token.colorBorderSecondary}` }}
        >
          <div className={s.invertSidebar ? 'ipms-sider-inverted' : ''}>{logo}</div>
          <SideMenu menus={menus} mode="inline" dark={s.invertSidebar} collapsed={s.collapsed || narrow} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          className={`ipms-header ${headerDark ? 'ipms-header-inverted' : ''}`}
          style={{ background: headerDark ? '#001529' : token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
        >
          {!vertical && logo}
          {!vertical && (
            <div style={{ flex: 1, minWidth: 0 }}>
              <SideMenu menus={menus} mode="horizontal" dark={headerDark} />
            </div>
          )}
          {vertical && narrow && <NarrowMenu menus={menus} />}
          <HeaderBar onOpenSettings={() => setSettingsOpen(true)} showCollapse={vertical && !narrow} />
        </Layout.Header>
        {(s.breadcrumb || s.tagsView) && (
          <div className="ipms-subheader" style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
            {s.breadcrumb && route && (
              <div className="ipms-breadcrumb">
                <Breadcrumbs menus={menus} path={route.path} />
              </div>
            )}
            {s.tagsView && <TagsView routes={pages} pinnedPaths={pinnedPaths} activePath={route?.path ?? ''} onRefresh={() => setRefreshKey((k) => k + 1)} />}
          </div>
        )}
        <Layout.Content className="ipms-content">
          {route ? <KeepAliveContent route={route} openPaths={openPaths} refreshKey={refreshKey} /> : fallback}
        </Layout.Content>
        {s.footer && (
          <Layout.Footer className="ipms-footer">
            {t('footer.text')} © {new Date().getFullYear()}
          </Layout.Footer>
        )}
      </Layout>
      {settingsUsed && <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
      <ConfirmHost />
      <ShellExtras />
    </Layout>
  );
}
