// Header toolbar of a list (spec 2.16): the screen's buttons (permission-checked, dropdowns for children),
// the selection count, and the icon buttons 自定义排序 / 刷新 / 列表设置.
import { ReloadOutlined, SettingOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { ActionButtons } from '../grid/RowButtons';
import type { ButtonDef } from '../screen-types';
import { useStore } from '../store';
import type { ListController, Row } from './listController';

export interface ListToolbarProps {
  list: ListController;
  buttons: ButtonDef[];
  selectable: boolean;
  sortCount: number;
  onAction: (button: ButtonDef, row?: Row) => void;
  onColumnSettings: () => void;
  onSortPresets?: () => void;
  /** More buttons after the screen's (custom fields: 自定义字段, 批量修改自定义字段). */
  extra?: ReactNode;
  /** More icon buttons before 刷新 (custom fields: the list-settings dropdown). */
  extraIcons?: ReactNode;
}

export function ListToolbar({ list, buttons, selectable, sortCount, onAction, onColumnSettings, onSortPresets, extra, extraIcons }: ListToolbarProps) {
  const t = useT();
  // Secondary text in the theme's colour (no Typography: the list's first load does not carry it).
  const { token } = theme.useToken();
  const selected = useStore(list.store, (s) => s.selected.size);
  const loading = useStore(list.store, (s) => s.loading);
  return (
    <div className="ipms-list-toolbar">
      <Space size={12} wrap>
        <ActionButtons buttons={buttons} onAction={onAction} variant="button" />
        {extra}
        {selectable && selected > 0 && (
          <span style={{ color: token.colorTextSecondary }}>
            {t('list.selected', { n: selected })}
            <Button type="link" size="small" onClick={() => list.clearSelection()}>
              {t('list.clearSelection')}
            </Button>
          </span>
        )}
      </Space>
      <Space size={4}>
        {extraIcons}
        {onSortPresets && (
          <Tooltip title={t('sort.title')}>
            <Badge count={sortCount} size="small" offset={[-4, 4]} color="var(--ipms-primary, #ff7200)">
              <Button type="text" icon={<SortAscendingOutlined />} onClick={onSortPresets} aria-label={t('sort.title')} />
            </Badge>
          </Tooltip>
        )}
        <Tooltip title={t('list.refresh')}>
          <Button type="text" icon={<ReloadOutlined spin={loading} />} onClick={() => list.refresh()} aria-label={t('list.refresh')} />
        </Tooltip>
        <Tooltip title={t('list.columnSettings')}>
          <Button type="text" icon={<SettingOutlined />} onClick={onColumnSettings} aria-label={t('list.columnSettings')} />
        </Tooltip>
      </Space>
    </div>
  );
}
