// 列表设置 drawer (spec 2.16): 450 px, one row per data column with name, display switch and sort switch;
// drag to reorder (HTML5 drag and drop), fixed columns locked in place. Edits a draft; 保存 persists it.
import { HolderOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Space, Switch, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useI18nText, useT } from '../../i18n';
import { notify } from '../../request/notify';
import { useStore } from '../store';
import { moveItem, setSwitch, type ColumnSettingsController, type SettingItem } from './columnSettings';
import './columns.css';

export function ColumnSettingsDrawer({ controller, open, onClose }: { controller: ColumnSettingsController; open: boolean; onClose: () => void }) {
  const t = useT();
  const text = useI18nText();
  const { items } = useStore(controller.store);
  const [draft, setDraft] = useState<SettingItem[]>(items);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) setDraft(items);
  }, [open, items]);

  const drop = (to: number) => {
    if (dragging !== null) {
      const next = moveItem(draft, dragging, to);
      if (next) setDraft(next);
    }
    setDragging(null);
    setOver(null);
  };
  const save = async () => {
    setSaving(true);
    try {
      await controller.save(draft);
      notify.success(t('columns.saved'));
      onClose();
    } catch {
      /* the request layer showed the error */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title={t('list.columnSettings')}
      width={450}
      open={open}
      onClose={onClose}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Button onClick={() => setDraft(controller.restoreDefaults())}>{t('columns.restore')}</Button>
          <Space>
            <Button onClick={onClose}>{t('columns.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={save}>
              {t('columns.save')}
            </Button>
          </Space>
        </div>
      }
    >
      <Alert type="info" showIcon message={t('columns.sortHint')} description={t('columns.dragHint')} style={{ marginBottom: 12 }} />
      <div className="ipms-colset-head">
        <span className="ipms-colset-handle" />
        <span className="ipms-colset-name">{t('columns.name')}</span>
        <span className="ipms-colset-switch">{t('columns.show')}</span>
        <span className="ipms-colset-switch">{t('columns.sort')}</span>
      </div>
      <div className="ipms-colset-list" data-testid="column-settings">
        {draft.map((item, i) => (
          <div
            key={item.prop}
            className={`ipms-colset-row${item.fixed ? ' is-fixed' : ''}${over === i && dragging !== null && dragging !== i ? ' is-over' : ''}${dragging === i ? ' is-dragging' : ''}`}
            draggable={!item.fixed}
            data-prop={item.prop}
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', item.prop);
              setDragging(i);
            }}
            onDragOver={(e) => {
              if (dragging === null || item.fixed) return;
              e.preventDefault();
              setOver(i);
            }}
            onDragLeave={() => setOver((o) => (o === i ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              drop(i);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
          >
            <span className="ipms-colset-handle">
              {item.fixed ? (
                <Tooltip title={t('columns.fixed')}>
                  <LockOutlined />
                </Tooltip>
              ) : (
                <HolderOutlined />
              )}
            </span>
            <span className="ipms-colset-name">{text(item.label)}</span>
            <span className="ipms-colset-switch">
              <Switch size="small" checked={item.show} onChange={(v) => setDraft((d) => setSwitch(d, item.prop, 'show', v))} />
            </span>
            <span className="ipms-colset-switch">
              <Switch size="small" checked={item.sortable} disabled={!item.canSort} onChange={(v) => setDraft((d) => setSwitch(d, item.prop, 'sortable', v))} />
            </span>
          </div>
        ))}
      </div>
    </Drawer>
  );
}
