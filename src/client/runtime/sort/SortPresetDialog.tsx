// 自定义排序 dialog (spec 3.14, 5, 8): saved presets (apply, delete with 是否删除该排序名称？), condition rows
// (field among the screen's sortable keys, asc/desc), add / apply / save with the spec's messages.
import { CloseOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Empty, Input, Modal, Radio, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useI18nText, useT } from '../../i18n';
import { notify } from '../../request/notify';
import { confirm } from '../confirm/confirmStore';
import type { SortItem } from '../list/listController';
import type { ScreenDef } from '../screen-types';
import { useStore } from '../store';
import { addRow, availableKeys, presetRows, toSorts, type DraftRow, type SortPresetsController } from './sortPresets';

export interface SortPresetDialogProps {
  open: boolean;
  screen: ScreenDef;
  controller: SortPresetsController;
  current: SortItem[];
  onApply: (sorts: SortItem[]) => void;
  onClose: () => void;
}

export function SortPresetDialog({ open, screen, controller, current, onApply, onClose }: SortPresetDialogProps) {
  const t = useT();
  const text = useI18nText();
  const { presets } = useStore(controller.store);
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [name, setName] = useState('');
  useEffect(() => {
    if (!open) return;
    setRows(current.length ? current.map((s) => ({ key: s.key, asc: s.asc })) : [{ asc: true }]);
    setName('');
  }, [open, current]);

  const label = (key: string) => text(screen.fields[key]?.label) || key;
  const warn = (key: Parameters<typeof t>[0]) => notify.warning(t(key, { n: 5 }));

  const add = () => {
    const r = addRow(rows);
    if (r.ok) setRows(r.value);
    else warn(r.error);
  };
  const apply = (list = rows) => {
    const r = toSorts(list);
    if (!r.ok) return warn(r.error);
    onApply(r.value);
    onClose();
  };
  const save = async () => {
    const error = await controller.save(name, rows, label).catch(() => 'failed' as const);
    if (error === 'failed') return;
    if (error) return warn(error);
    notify.success(t('sort.saved'));
    setName('');
  };
  const remove = async (presetName: string) => {
    const ok = await confirm({ type: 'delete', content: t('sort.deleteConfirm') });
    if (!ok) return;
    try {
      await controller.remove(presetName);
      notify.success(t('sort.deleted'));
    } catch {
      /* shown by the request layer */
    }
  };

  return (
    <Modal open={open} title={t('sort.title')} width={560} onCancel={onClose} destroyOnHidden footer={null}>
      <div style={{ marginBottom: 8, fontWeight: 500 }}>{t('sort.presets')}</div>
      {presets.length ? (
        <Space size={[8, 8]} wrap data-testid="sort-presets">
          {presets.map((p) => (
            <Tag
              key={p.name}
              color="processing"
              style={{ cursor: 'pointer', paddingInline: 10, fontSize: 13 }}
              closable
              closeIcon={<CloseOutlined />}
              onClick={() => apply(presetRows(p, screen.sortable))}
              onClose={(e) => {
                e.preventDefault();
                void remove(p.name);
              }}
              title={p.conditions.map((c) => `${label(c.key)} ${c.asc ? t('sort.asc') : t('sort.desc')}`).join('，')}
            >
              {p.name}
            </Tag>
          ))}
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sort.noPresets')} style={{ margin: '8px 0' }} />
      )}
      <Divider style={{ margin: '16px 0' }} />
      <Space direction="vertical" style={{ width: '100%' }} size={8} data-testid="sort-rows">
        {rows.map((row, i) => (
          <Space key={i} style={{ width: '100%' }}>
            <span style={{ width: 20, color: '#999' }}>{i + 1}</span>
            <Select
              style={{ width: 240 }}
              placeholder={t('sort.field')}
              value={row.key}
              options={availableKeys(rows, i, screen.sortable).map((k) => ({ value: k, label: label(k) }))}
              onChange={(key) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, key } : r)))}
            />
            <Radio.Group
              optionType="button"
              value={row.asc}
              onChange={(e) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, asc: e.target.value } : r)))}
              options={[
                { value: true, label: t('sort.asc') },
                { value: false, label: t('sort.desc') },
              ]}
            />
            <Button type="text" icon={<DeleteOutlined />} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))} aria-label="remove" />
          </Space>
        ))}
        <Button type="dashed" icon={<PlusOutlined />} onClick={add} block>
          {t('sort.addRow')}
        </Button>
      </Space>
      <Divider style={{ margin: '16px 0' }} />
      <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Space.Compact style={{ flex: '1 1 240px' }}>
          <Input placeholder={t('sort.name')} value={name} maxLength={20} onChange={(e) => setName(e.target.value)} />
          <Button onClick={save}>{t('sort.save')}</Button>
        </Space.Compact>
        <Space>
          <Button
            onClick={() => {
              onApply([]);
              onClose();
            }}
          >
            {t('sort.clear')}
          </Button>
          <Button type="primary" onClick={() => apply()}>
            {t('sort.apply')}
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
