// The 自定义字段 dialog (spec 2.16, 4, 5, 9): 420 px with the module's fields, widening to 760 px while a
// field is edited (its settings on the right); the "add custom" dialog (500 px, not closed by an outside click
// or Escape) to choose a new field's type. Edits stay local until 确定, which sends them all at once. The
// rules are in dialogModel.ts; this view renders them. Lazy: loads when first opened.
import {
  CalendarOutlined,
  CheckSquareOutlined,
  DeleteOutlined,
  EditOutlined,
  FieldNumberOutlined,
  MoneyCollectOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  LockOutlined,
  PaperClipOutlined,
  PlusOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Empty, Form, Input, Modal, Radio, Tag, Tooltip, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { customFieldKindByCode, customFieldKinds } from '../../generated/field-kinds';
import { useI18nText, useT } from '../i18n';
import { notify } from '../request/notify';
import { useSettings } from '../settings/settings';
import { useStore } from '../runtime/store';
import type { CustomFieldsController } from './customFieldsController';
import {
  ADD_DIALOG_WIDTH,
  addField,
  cancelEdit,
  changesOf,
  commitEdit,
  DESC_MAX_LENGTH,
  dialogWidth,
  initDialog,
  removeField,
  restoreField,
  startEdit,
  TITLE_MAX_LENGTH,
  updateDraft,
  type ConfigRules,
  type DialogState,
  type DraftField,
  type Step,
} from './dialogModel';
import { configWidgetOf } from './types/forms';
import './customFields.css';

/** An icon per type, by the type's editor widget (a new type without one gets the generic icon). */
const KIND_ICONS: Record<string, ReactNode> = {
  singleLineText: <FontSizeOutlined />,
  multiLineText: <FileTextOutlined />,
  singleChoice: <CheckSquareOutlined />,
  multipleChoice: <UnorderedListOutlined />,
  attachment: <PaperClipOutlined />,
  date: <CalendarOutlined />,
  number: <FieldNumberOutlined />,
  money: <MoneyCollectOutlined />,
};
const typeIcon = (code: number) => KIND_ICONS[customFieldKindByCode[code]?.kind ?? ''] ?? <FileTextOutlined />;

const rules: ConfigRules = {
  check: (code, config) => {
    const type = customFieldKindByCode[code];
    return type ? (configWidgetOf(type).check?.(config) ?? null) : null;
  },
  clean: (code, config) => {
    const type = customFieldKindByCode[code];
    return type ? (configWidgetOf(type).clean?.(config) ?? config) : config;
  },
};

export interface CustomFieldsDialogProps {
  controller: CustomFieldsController;
  open: boolean;
  /** Opens with this field's editor (edit from the list-settings dropdown). */
  focusId?: number;
  onClose: () => void;
}

function AddCustomDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: (code: number) => void }) {
  const t = useT();
  const text = useI18nText();
  const [code, setCode] = useState<number | null>(null);
  useEffect(() => {
    if (open) setCode(null);
  }, [open]);
  return (
    <Modal
      title={t('cf.addTitle')}
      open={open}
      width={ADD_DIALOG_WIDTH}
      maskClosable={false}
      keyboard={false}
      closable={false}
      destroyOnHidden
      okText={t('cf.ok')}
      cancelText={t('cf.cancel')}
      onCancel={onCancel}
      onOk={() => (code === null ? notify.warning(t('cf.chooseType')) : onConfirm(code))}
      okButtonProps={{ 'data-testid': 'cf-add-confirm' } as never}
    >
      <Typography.Text type="secondary">{t('cf.chooseType')}</Typography.Text>
      <Radio.Group className="ipms-cf-types" value={code} onChange={(e) => setCode(e.target.value)} data-testid="cf-types">
        {customFieldKinds.map((type) => (
          <Radio.Button key={type.code} value={type.code} className="ipms-cf-type">
            <span className="ipms-cf-type-icon">{typeIcon(type.code)}</span>
            {text(type.label)}
          </Radio.Button>
        ))}
      </Radio.Group>
    </Modal>
  );
}

function FieldRow({ field, editing, onEdit, onRemove, onRestore }: { field: DraftField; editing: boolean; onEdit: () => void; onRemove: () => void; onRestore: () => void }) {
  const t = useT();
  const text = useI18nText();
  const type = customFieldKindByCode[field.fieldType];
  const locked = field.isEdit === 0;
  return (
    <div className={`ipms-cf-field${editing ? ' is-editing' : ''}${field.deleted ? ' is-deleted' : ''}`} data-field-key={field.key} data-field-title={field.fieldTitle}>
      <span className="ipms-cf-field-icon">{typeIcon(field.fieldType)}</span>
      <span className="ipms-cf-field-main">
        <span className="ipms-cf-field-title">
          {field.isRequire === 1 && <span className="ipms-cf-required">*</span>}
          {field.fieldTitle}
        </span>
        <Typography.Text type="secondary" className="ipms-cf-field-type">
          {type ? text(type.label) : field.fieldType}
        </Typography.Text>
      </span>
      {locked && (
        <Tag icon={<LockOutlined />} bordered={false}>
          {t('cf.lockedTag')}
        </Tag>
      )}
      {field.id === undefined && <Tag color="processing" bordered={false}>{t('cf.newTag')}</Tag>}
      {field.id !== undefined && field.dirty && !field.deleted && <Tag color="warning" bordered={false}>{t('cf.editedTag')}</Tag>}
      {field.deleted ? (
        <>
          <Tag color="error" bordered={false}>
            {t('cf.deletedTag')}
          </Tag>
          <Tooltip title={t('cf.undoDelete')}>
            <Button type="text" size="small" icon={<UndoOutlined />} onClick={onRestore} aria-label={t('cf.undoDelete')} />
          </Tooltip>
        </>
      ) : (
        <>
          <Tooltip title={locked ? t('cf.locked') : t('cf.edit')}>
            <Button type="text" size="small" icon={<EditOutlined />} disabled={locked} onClick={onEdit} aria-label={t('cf.edit')} data-testid="cf-field-edit" />
          </Tooltip>
          <Tooltip title={locked ? t('cf.locked') : t('cf.delete')}>
            <Button type="text" size="small" icon={<DeleteOutlined />} disabled={locked} onClick={onRemove} aria-label={t('cf.delete')} data-testid="cf-field-delete" />
          </Tooltip>
        </>
      )}
    </div>
  );
}

function FieldEditor({ state, setState, apply }: { state: DialogState; setState: (s: DialogState) => void; apply: (step: Step) => void }) {
  const t = useT();
  const text = useI18nText();
  const { language } = useSettings();
  const lang = language === 'en' ? 'en' : 'zh';
  const { draft, isNew } = state.editing!;
  const type = customFieldKindByCode[draft.fieldType];
  const Panel = type ? configWidgetOf(type).Panel : null;
  const titleRef = useRef<InputRef>(null);
  // The name takes the focus whenever another field opens in the editor.
  useEffect(() => {
    const timer = setTimeout(() => titleRef.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, [draft.key]);
  return (
    <div className="ipms-cf-editor" data-testid="cf-field-editor">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('cf.fieldSettings')}
      </Typography.Title>
      <Form layout="vertical" requiredMark colon={false} onSubmitCapture={(e) => e.preventDefault()}>
        <Form.Item label={t('cf.fieldType')} style={{ marginBottom: 12 }}>
          <span className="ipms-cf-editor-type">
            {typeIcon(draft.fieldType)} {type ? text(type.label) : draft.fieldType}
          </span>
        </Form.Item>
        <Form.Item label={t('cf.fieldTitle')} required style={{ marginBottom: 12 }}>
          <Input
            ref={titleRef}
            value={draft.fieldTitle}
            maxLength={TITLE_MAX_LENGTH}
            showCount
            placeholder={t('cf.fieldTitlePlaceholder')}
            onChange={(e) => setState(updateDraft(state, { fieldTitle: e.target.value }))}
            data-testid="cf-field-title"
          />
        </Form.Item>
        <Form.Item label={t('cf.fieldDesc')} style={{ marginBottom: 12 }}>
          <Input.TextArea
            value={draft.fieldDesc}
            maxLength={DESC_MAX_LENGTH}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={t('cf.fieldDescPlaceholder')}
            onChange={(e) => setState(updateDraft(state, { fieldDesc: e.target.value }))}
          />
        </Form.Item>
        <Form.Item label={t('cf.required')} style={{ marginBottom: 12 }}>
          <Radio.Group
            value={draft.isRequire}
            onChange={(e) => setState(updateDraft(state, { isRequire: e.target.value }))}
            options={[
              { value: 1, label: t('cf.yes') },
              { value: 0, label: t('cf.no') },
            ]}
          />
        </Form.Item>
        {Panel && type && <Panel value={draft.config} onChange={(config) => setState(updateDraft(state, { config }))} kind={type} lang={lang} saved={!isNew} />}
      </Form>
      <div className="ipms-cf-editor-buttons">
        <Button onClick={() => setState(cancelEdit(state))}>{t('cf.cancel')}</Button>
        <Button type="primary" onClick={() => apply(commitEdit(state, rules))} data-testid="cf-field-save">
          {t('cf.saveField')}
        </Button>
      </div>
    </div>
  );
}

export default function CustomFieldsDialog({ controller, open, focusId, onClose }: CustomFieldsDialogProps) {
  const t = useT();
  const defs = useStore(controller.store, (s) => s.defs);
  const [state, setState] = useState<DialogState>(() => initDialog(defs, focusId));
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  // A fresh draft every time the dialog opens (from the current definitions).
  useEffect(() => {
    if (open) setState(initDialog(controller.defs, focusId));
  }, [open, focusId, controller]);

  const apply = (step: Step) => {
    if (step.ok) setState(step.state);
    else notify.warning(t(step.warning));
  };
  const visible = state.fields;

  const confirm = async () => {
    const changes = changesOf(state);
    if (!changes.ok) return notify.warning(t(changes.warning));
    if (!changes.fields.length) return onClose();
    setSaving(true);
    try {
      const r = await controller.saveAll(changes.fields);
      if (r.ok) {
        if (r.message) notify.success(t(r.message));
        onClose();
      }
    } finally {
      setSaving(false);
    }
  };

  // The "add custom" dialog is a sibling, not a child, of this one: a child's Escape would bubble (through
  // the React tree) to this dialog and close it.
  return (
    <>
      <Modal
        title={t('cf.dialogTitle')}
        open={open}
        width={dialogWidth(state)}
        onCancel={onClose}
        keyboard={!adding}
        destroyOnHidden
        okText={t('cf.ok')}
        cancelText={t('cf.cancel')}
        confirmLoading={saving}
        onOk={() => void confirm()}
        okButtonProps={{ 'data-testid': 'cf-dialog-ok' } as never}
        className="ipms-cf-dialog"
      >
        <div className={`ipms-cf-dialog-body${state.editing ? ' is-editing' : ''}`} data-testid="cf-dialog">
          <div className="ipms-cf-fields">
            {visible.length === 0 && !state.editing && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cf.empty')} />}
            {visible.map((f) => (
              <FieldRow
                key={f.key}
                field={f}
                editing={state.editing?.draft.key === f.key}
                onEdit={() => apply(startEdit(state, f.key))}
                onRemove={() => apply(removeField(state, f.key))}
                onRestore={() => setState(restoreField(state, f.key))}
              />
            ))}
            {state.editing?.isNew && (
              <div className="ipms-cf-field is-editing is-new">
                <span className="ipms-cf-field-icon">{typeIcon(state.editing.draft.fieldType)}</span>
                <span className="ipms-cf-field-main">
                  <span className="ipms-cf-field-title">{state.editing.draft.fieldTitle || t('cf.fieldTitlePlaceholder')}</span>
                </span>
                <Tag color="processing" bordered={false}>
                  {t('cf.newTag')}
                </Tag>
              </div>
            )}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => (state.editing ? notify.warning(t('cf.saveFirst')) : setAdding(true))} data-testid="cf-add-field">
              {t('cf.addField')}
            </Button>
          </div>
          {state.editing && <FieldEditor state={state} setState={setState} apply={apply} />}
        </div>
      </Modal>
      <AddCustomDialog
        open={adding}
        onCancel={() => setAdding(false)}
        onConfirm={(code) => {
          setAdding(false);
          apply(addField(state, code));
        }}
      />
    </>
  );
}
