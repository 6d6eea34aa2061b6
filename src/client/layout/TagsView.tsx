// Open pages as tabs; pinned routes (/deal, /dplsearch) first and not closable (spec 2.14 affix). A right click
// offers refresh and close. A plain strip rather than antd's Tabs: it is on every signed-in page, and Tabs
// (11 KB gzip) would weigh on each list's first load for a row of links.
import { CloseOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuItem } from '../../generated/types';
import { useI18nText, useT } from '../i18n';
import { orderedTabs, tabStore, useTabs } from './tabs';

export function TagsView({ routes, pinnedPaths, activePath, onRefresh }: { routes: Map<string, MenuItem>; pinnedPaths: string[]; activePath: string; onRefresh: () => void }) {
  const t = useT();
  const text = useI18nText();
  const navigate = useNavigate();
  const visited = useTabs();
  const activeTab = useRef<HTMLDivElement>(null);
  const pinned = new Set(pinnedPaths);
  const tabs = orderedTabs(visited, pinnedPaths).filter((tab) => routes.has(tab.path));
  useEffect(() => {
    activeTab.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activePath, tabs.length]);

  const close = (closing: string) => {
    if (closing === activePath) {
      const rest = tabs.filter((x) => x.path !== closing);
      navigate(rest.length ? rest[rest.length - 1].fullPath : '/index');
    }
    tabStore.close(closing, pinned);
  };
  return (
    <div className="ipms-tags-view" role="tablist">
      {tabs.map((tab) => {
        const active = tab.path === activePath;
        const closable = !pinned.has(tab.path);
        return (
          <Dropdown
            key={tab.path}
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'refresh', label: t('tags.refresh'), disabled: !active },
                { key: 'close', label: t('tags.close'), disabled: !closable },
                { key: 'others', label: t('tags.closeOthers') },
                { key: 'all', label: t('tags.closeAll') },
              ],
              onClick: ({ key }) => {
                if (key === 'refresh') onRefresh();
                if (key === 'close') close(tab.path);
                if (key === 'others') {
                  tabStore.closeOthers(tab.path, pinned);
                  if (!active) navigate(tab.fullPath);
                }
                if (key === 'all') {
                  tabStore.closeAll(pinned);
                  navigate(pinnedPaths[0] ?? '/index');
                }
              },
            }}
          >
            <div
              ref={active ? activeTab : undefined}
              role="tab"
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={active ? 'ipms-tag is-active' : 'ipms-tag'}
              onClick={() => !active && navigate(tab.fullPath)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && !active && navigate(tab.fullPath)}
            >
              <span className="ipms-tag-title">{text(routes.get(tab.path)?.meta.title)}</span>
              {closable && (
                <button
                  type="button"
                  className="ipms-tag-close"
                  aria-label={t('tags.close')}
                  onClick={(e) => {
                    e.stopPropagation();
                    close(tab.path);
                  }}
                >
                  <CloseOutlined />
                </button>
              )}
            </div>
          </Dropdown>
        );
      })}
    </div>
  );
}
