import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuItem } from '../../generated/types';
import { ancestorsOf, activeMenuPath, flattenRoutes } from '../app/routeTree';
import { useI18nText } from '../i18n';
import { RouteIcon } from './icons';

type Item = Required<MenuProps>['items'][number];

/** The role's menu tree as an antd Menu (vertical sidebar or horizontal top bar). Hidden routes are skipped. */
export function SideMenu({ menus, mode, dark, collapsed }: { menus: MenuItem[]; mode: 'inline' | 'horizontal'; dark: boolean; collapsed?: boolean }) {
  const text = useI18nText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => {
    const build = (list: MenuItem[]): Item[] =>
      list
        .filter((r) => !r.meta.hidden)
        .map((r) => {
          const visibleChildren = (r.children ?? []).filter((c) => !c.meta.hidden);
          const label = r.meta.externalLink ? (
            <a href={r.meta.externalLink} target="_blank" rel="noreferrer">
              {text(r.meta.title)}
            </a>
          ) : (
            text(r.meta.title)
          );
          return visibleChildren.length
            ? { key: r.path, icon: <RouteIcon name={r.meta.icon} />, label, children: build(visibleChildren) }
            : { key: r.path, icon: <RouteIcon name={r.meta.icon} />, label };
        });
    return build(menus);
  }, [menus, text]);
  const current = flattenRoutes(menus).find((r) => r.path === pathname);
  const selected = activeMenuPath(current, pathname);
  const openKeys = ancestorsOf(menus, selected).slice(0, -1).map((r) => r.path);
  return (
    <Menu
      mode={mode}
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={[selected]}
      defaultOpenKeys={collapsed ? undefined : openKeys}
      onClick={({ key }) => {
        const target = flattenRoutes(menus).find((r) => r.path === key);
        if (target && !target.meta.externalLink) navigate(target.path);
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
