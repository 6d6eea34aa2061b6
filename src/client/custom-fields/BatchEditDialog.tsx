// 批量修改自定义字段 (spec 2.16, 5): 580 px; rows of (field, value editor) for the selected records, each field
// once; 请先选择所有要修改的字段 while a row has no field; 修改成功 and a refresh of the list. Rules in
// batchEditModel.ts; lazy, loads when first opened.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Select, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../i18n';
import { notify } from '../request/notify';
import { useSettings } from '../settings/settings';
import { useStore } from '../runtime/store';
import { addRow, BATCH_DIALOG_WIDTH, choicesFor, ctxOf, firstRows, removeRow, setRowField, setRowValue, toBatchData, type BatchRow } from './batchEditModel';
import type { CustomFieldsController } from './customFieldsController';
import { titleOf, typeOf } from './model';
import { editorOf } from './types/forms';
import './customFields.css';

export interface BatchEditDialogProps {
  controller: CustomFieldsController;
  open: boolean;
  recordIds: Array<number | string>;
  onClose: () => void;
  /** After a successful save (the list refreshes). */
  onDone: () => void;
}

export default function BatchEditDialog({ controller, open, recordIds, onClose, onDone }: BatchEditDialogProps) {
  const t = useT();
  const { language } = useSettings();
  const lang = language === 'en' ? 'en' : 'zh';
  const defs = useStore(controller.store, (s) => s.defs);
  // Shown fields whose type has a working form editor (attachments need an upload call).
  const fields = useMemo(() => controller.shown(defs).filter((d) => typeOf(d) && editorOf(typeOf(d)!)), [controller, defs]);
  const [rows, setRows] = useState<BatchRow[]>(firstRows);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) setRows(firstRows());
  }, [open]);

  const submit = async () => {
    const r = toBatchData(rows, fields, lang);
    if (!r.ok) return notify.warning(t(r.warning, r.vars));
    setSaving(true);
    try {
      const outcome = await controller.batchSet(recordIds, r.data);
      if (outcome.ok) {
        notify.success(t('cf.batch.done'));
        onClose();
        onDone();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('cf.batch.title')}
      open={open}
      width={BATCH_DIALOG_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      okText={t('cf.ok')}
      cancelText={t('cf.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      okButtonProps={{ 'data-testid': 'cf-batch-ok', disabled: !fields.length } as never}
    >
      <Typography.Paragraph type="secondary">{fields.length ? t('cf.batch.count', { n: recordIds.length }) : t('cf.batch.noFields')}</Typography.Paragraph>
      <div className="ipms-cf-batch" data-testid="cf-batch">
        <div className="ipms-cf-batch-head">
          <span>{t('cf.batch.field')}</span>
          <span>{t('cf.batch.value')}</span>
          <span />
        </div>
        {rows.map((row) => {
          const def = fields.find((f) => f.id === row.fieldId);
          const ctx = def ? ctxOf(def, lang) : null;
          const Editor = ctx ? editorOf(ctx.kind)?.Component : undefined;
          return (
            <div className="ipms-cf-batch-row" key={row.key} data-row={row.key}>
              <Select
                placeholder={t('cf.batch.selectField')}
                value={row.fieldId}
                onChange={(id: number) => setRows((rs) => setRowField(rs, row.key, id))}
                options={choicesFor(rows, row.key, fields).map((f) => ({ value: f.id, label: titleOf(f) }))}
                showSearch
                optionFilterProp="label"
                data-testid="cf-batch-field"
              />
              <div className="ipms-cf-batch-value" data-testid="cf-batch-value">
                {Editor && ctx ? <Editor key={row.fieldId} value={row.value} onChange={(v) => setRows((rs) => setRowValue(rs, row.key, v))} ctx={ctx} /> : <Input disabled />}
              </div>
              <Tooltip title={t('cf.batch.remove')}>
                <Button type="text" icon={<DeleteOutlined />} onClick={() => setRows((rs) => removeRow(rs, row.key))} aria-label={t('cf.batch.remove')} />
              </Tooltip>
            </div>
          );
        })}
        <Button type="dashed" block icon={<PlusOutlined />} disabled={rows.length >= fields.length} onClick={() => setRows((rs) => addRow(rs, fields.length))} data-testid="cf-batch-add">
          {t('cf.batch.addRow')}
        </Button>
      </div>
    </Modal>
  );
}
