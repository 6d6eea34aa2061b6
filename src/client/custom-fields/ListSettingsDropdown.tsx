// The list-settings dropdown of the custom fields (spec 2.16, 4, 5): one row per field with drag handle,
// name, show/hide, filter (not for number and attachment), pin (at most 5), edit (opens the 自定义字段 dialog
// on that field) and delete (after a confirmation). Every toggle is a partial save with its message; a drop
// sends the new order. State and rules live in CustomFieldsController.
import {
  AppstoreOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FilterFilled,
  FilterOutlined,
  HolderOutlined,
  PushpinFilled,
  PushpinOutlined,
} from '@ant-design/icons';
import { Button, Popover, Tooltip, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useI18nText, useT } from '../i18n';
import { notify } from '../request/notify';
import { confirm } from '../runtime/confirm/confirmStore';
import { useStore } from '../runtime/store';
import type { CustomFieldsController, Outcome } from './customFieldsController';
import { canFilter, titleOf, typeOf, type CustomFieldDef } from './model';
import './customFields.css';

export function useOutcome() {
  const t = useT();
  return async (p: Promise<Outcome>) => {
    const r = await p;
    if (r.ok && r.message) notify.success(t(r.message));
    else if (!r.ok && r.warning) notify.warning(t(r.warning));
    return r;
  };
}

function IconToggle({ title, on, icon, onClick, disabled, testId }: { title: string; on?: boolean; icon: ReactNode; onClick: () => void; disabled?: boolean; testId: string }) {
  return (
    <Tooltip title={title} mouseEnterDelay={0.4}>
      <Button
        type="text"
        size="small"
        className={on ? 'ipms-cf-toggle is-on' : 'ipms-cf-toggle'}
        icon={icon}
        disabled={disabled}
        onClick={onClick}
        aria-label={title}
        aria-pressed={on}
        data-testid={testId}
      />
    </Tooltip>
  );
}

export function ListSettingsPanel({ controller, onEdit, onClose }: { controller: CustomFieldsController; onEdit: (id: number) => void; onClose?: () => void }) {
  const t = useT();
  const { token } = theme.useToken();
  const text = useI18nText();
  const run = useOutcome();
  const { defs, pending } = useStore(controller.store);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const remove = async (def: CustomFieldDef) => {
    onClose?.(); // the confirmation must not open under the dropdown
    if (!(await confirm({ type: 'delete', content: t('cf.deleteConfirm', { title: titleOf(def) }) }))) return;
    await run(controller.remove(def.id));
  };

  if (!defs.length) return <div className="ipms-cf-settings-empty">{t('cf.noFields')}</div>;
  return (
    <div className="ipms-cf-settings" data-testid="cf-list-settings">
      <span style={{ color: token.colorTextSecondary }} className="ipms-cf-settings-hint">
        {t('cf.dragHint')}
      </span>
      {defs.map((def) => {
        const busy = pending.has(def.id);
        const locked = def.isEdit === 0;
        const filterable = canFilter(def);
        return (
          <div
            key={def.id}
            className={`ipms-cf-settings-row${over === def.id && dragging !== null && dragging !== def.id ? ' is-over' : ''}${dragging === def.id ? ' is-dragging' : ''}`}
            data-field-id={def.id}
            data-field-title={titleOf(def)}
            draggable
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(def.id));
              setDragging(def.id);
            }}
            onDragOver={(e) => {
              if (dragging === null) return;
              e.preventDefault();
              setOver(def.id);
            }}
            onDragLeave={() => setOver((o) => (o === def.id ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null && dragging !== def.id) void run(controller.move(dragging, def.id));
              setDragging(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
          >
            <HolderOutlined className="ipms-cf-settings-handle" />
            <span className="ipms-cf-settings-name" title={titleOf(def)}>
              {titleOf(def)}
              <span style={{ color: token.colorTextSecondary }} className="ipms-cf-settings-type">
                {text(typeOf(def)?.label)}
              </span>
            </span>
            <IconToggle
              title={def.state === 1 ? t('cf.hide') : t('cf.show')}
              on={def.state === 1}
              icon={def.state === 1 ? <EyeOutlined /> : <EyeInvisibleOutlined />}
              disabled={busy}
              onClick={() => void run(controller.toggleShown(def.id))}
              testId="cf-toggle-show"
            />
            <IconToggle
              title={filterable ? t('cf.filter') : t('cf.filterUnsupported')}
              on={def.isFilter === 1}
              icon={def.isFilter === 1 ? <FilterFilled /> : <FilterOutlined />}
              disabled={busy || !filterable}
              onClick={() => void run(controller.toggleFilter(def.id))}
              testId="cf-toggle-filter"
            />
            <IconToggle
              title={def.isTop === 1 ? t('cf.unpin') : t('cf.pin')}
              on={def.isTop === 1}
              icon={def.isTop === 1 ? <PushpinFilled /> : <PushpinOutlined />}
              disabled={busy}
              onClick={() => void run(controller.togglePin(def.id))}
              testId="cf-toggle-pin"
            />
            <IconToggle title={locked ? t('cf.locked') : t('cf.edit')} icon={<EditOutlined />} disabled={locked} onClick={() => onEdit(def.id)} testId="cf-edit" />
            <IconToggle title={locked ? t('cf.locked') : t('cf.delete')} icon={<DeleteOutlined />} disabled={busy || locked} onClick={() => void remove(def)} testId="cf-delete" />
          </div>
        );
      })}
    </div>
  );
}

export function ListSettingsDropdown({ controller, onEdit }: { controller: CustomFieldsController; onEdit: (id: number) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      arrow={false}
      open={open}
      onOpenChange={setOpen}
      title={t('cf.listSettings')}
      content={
        <ListSettingsPanel
          controller={controller}
          onClose={() => setOpen(false)}
          onEdit={(id) => {
            setOpen(false);
            onEdit(id);
          }}
        />
      }
    >
      <Tooltip title={t('cf.listSettings')}>
        <Button type="text" icon={<AppstoreOutlined />} aria-label={t('cf.listSettings')} data-testid="cf-list-settings-button" />
      </Tooltip>
    </Popover>
  );
}
