import { Dropdown, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { MenuItem } from '../../generated/types';
import { useI18nText, useT } from '../i18n';
import { orderedTabs, tabStore, useTabs } from './tabs';

/** Open pages as tabs; pinned routes (/deal, /dplsearch) first and not closable (spec 2.14 affix). */
export function TagsView({ routes, pinnedPaths, activePath, onRefresh }: { routes: Map<string, MenuItem>; pinnedPaths: string[]; activePath: string; onRefresh: () => void }) {
  const t = useT();
  const text = useI18nText();
  const navigate = useNavigate();
  const visited = useTabs();
  const pinned = new Set(pinnedPaths);
  const tabs = orderedTabs(visited, pinnedPaths).filter((tab) => routes.has(tab.path));
  const goAfterClose = (closing: string) => {
    if (closing !== activePath) return;
    const rest = tabs.filter((x) => x.path !== closing);
    navigate(rest.length ? rest[rest.length - 1].fullPath : '/index');
  };
  return (
    <Tabs
      className="ipms-tags-view"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={activePath}
      onChange={(key) => navigate(tabs.find((x) => x.path === key)?.fullPath ?? key)}
      onEdit={(key, action) => {
        if (action !== 'remove' || typeof key !== 'string') return;
        goAfterClose(key);
        tabStore.close(key, pinned);
      }}
      items={tabs.map((tab) => ({
        key: tab.path,
        closable: !pinned.has(tab.path),
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'refresh', label: t('tags.refresh'), disabled: tab.path !== activePath },
                { key: 'close', label: t('tags.close'), disabled: pinned.has(tab.path) },
                { key: 'others', label: t('tags.closeOthers') },
                { key: 'all', label: t('tags.closeAll') },
              ],
              onClick: ({ key }) => {
                if (key === 'refresh') onRefresh();
                if (key === 'close') {
                  goAfterClose(tab.path);
                  tabStore.close(tab.path, pinned);
                }
                if (key === 'others') {
                  tabStore.closeOthers(tab.path, pinned);
                  if (tab.path !== activePath) navigate(tab.fullPath);
                }
                if (key === 'all') {
                  tabStore.closeAll(pinned);
                  navigate(pinnedPaths[0] ?? '/index');
                }
              },
            }}
          >
            <span>{text(routes.get(tab.path)?.meta.title)}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
