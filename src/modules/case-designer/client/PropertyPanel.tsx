// The property panel: the selected field's or block's properties (labels, key, required, default, placeholder,
// description, limits, pattern, options or a dictionary, conditions on a sibling field, column span, read-only),
// or, with nothing selected, the form's settings. Every edit is one model action (so it can be undone).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import type { Dispatch } from 'react';
import { dicts } from '../../../generated/dicts';
import { fieldKindByKey } from '../../../generated/field-kinds';
import { useT } from '../i18n';
import type { FeeStandard } from '../../finance/client';
import type { FormSettings } from '../shared/settings';
import { SettingsPanel } from './SettingsPanel';
import { OPTION_KINDS, type Json, type BlockNode, type Condition, type DesignDoc, type DesignNode, type FieldNode, type Option } from '../shared/design';
import { findNode, parentOf, type DesignerAction } from '../shared/model';


const STRING_KINDS = new Set(['text', 'textarea', 'singleLineText', 'multiLineText', 'richText', 'password']);
const NUMBER_KINDS = new Set(['number', 'remainingDays']);
const num = (v: number | null) => (v === null ? undefined : v);

function ConditionEditor({ label, value, siblings, onChange }: { label: string; value?: Condition; siblings: DesignNode[]; onChange: (c: Condition | undefined) => void }) {
  const t = useT();
  const fields = siblings.filter((n): n is FieldNode => n.node === 'field');
  return (
    <Form.Item label={label}>
      <Space.Compact block>
        <Select
          style={{ width: '45%' }}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('designer.condNone')}
          value={value?.field}
          options={fields.map((f) => ({ value: f.key, label: f.label.zh || f.key }))}
          onChange={(field?: string) => onChange(field ? { field, op: value?.op ?? 'eq', value: value?.value ?? true } : undefined)}
          aria-label={`${label} ${t('designer.condField')}`}
        />
        <Select
          style={{ width: '25%' }}
          disabled={!value}
          value={value?.op}
          options={(['eq', 'neq', 'filled'] as const).map((op) => ({ value: op, label: t(`designer.condOp.${op}`) }))}
          onChange={(op: Condition['op']) => value && onChange({ ...value, op, value: op === 'filled' ? undefined : (value.value ?? true) })}
        />
        <Input
          style={{ width: '30%' }}
          disabled={!value || value.op === 'filled'}
          placeholder={t('designer.condValue')}
          value={value?.value === undefined ? '' : String(value.value)}
          onChange={(e) => {
            if (!value) return;
            const raw = e.target.value;
            // true/false and numbers are typed as such (a switch is a boolean, a number field a number).
            const v = raw === 'true' ? true : raw === 'false' ? false : raw !== '' && !Number.isNaN(Number(raw)) && fields.find((f) => f.key === value.field)?.kind === 'number' ? Number(raw) : raw;
            onChange({ ...value, value: v });
          }}
          aria-label={`${label} ${t('designer.condValue')}`}
        />
      </Space.Compact>
    </Form.Item>
  );
}

function OptionsEditor({ value, onChange }: { value: Option[]; onChange: (o: Option[] | undefined) => void }) {
  const t = useT();
  const set = (i: number, patch: Partial<Option>) => onChange(value.map((o, j) => (i === j ? { ...o, ...patch } : o)));
  return (
    <Form.Item label={t('designer.options')}>
      {value.map((o, i) => (
        <Space.Compact key={i} block style={{ marginBottom: 4 }}>
          <Input placeholder={t('designer.optionValue')} value={o.value} onChange={(e) => set(i, { value: e.target.value })} aria-label={`${t('designer.optionValue')} ${i + 1}`} />
          <Input placeholder={t('designer.optionLabel')} value={o.label} onChange={(e) => set(i, { label: e.target.value })} aria-label={`${t('designer.optionLabel')} ${i + 1}`} />
          <Button icon={<DeleteOutlined />} onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={t('designer.remove')} />
        </Space.Compact>
      ))}
      <Space wrap>
        <Button size="small" icon={<PlusOutlined />} onClick={() => onChange([...value, { value: `option${value.length + 1}`, label: `选项${value.length + 1}` }])} data-testid="designer-add-option">
          {t('designer.addOption')}
        </Button>
        <Select
          size="small"
          style={{ width: 180 }}
          showSearch
          placeholder={t('designer.fromDict')}
          value={null}
          options={Object.keys(dicts).map((k) => ({ value: k, label: k }))}
          onChange={(k: string) => onChange(Object.entries((dicts as Record<string, Record<string, { zh: string }>>)[k]).map(([v, l]) => ({ value: v, label: l.zh })))}
        />
      </Space>
    </Form.Item>
  );
}

function FieldProps({ node, doc, dispatch }: { node: FieldNode; doc: DesignDoc; dispatch: Dispatch<DesignerAction> }) {
  const t = useT();
  const up = (patch: Partial<FieldNode>) => dispatch({ type: 'update', id: node.id, patch });
  const parent = parentOf(doc.children, node.id);
  const siblings = (parent === null ? doc.children : (findNode(doc.children, parent!) as BlockNode).children).filter((n) => n.id !== node.id);
  const isString = STRING_KINDS.has(node.kind);
  const isNumber = NUMBER_KINDS.has(node.kind);
  return (
    <>
      <Form.Item label={t('designer.kind')}>
        <Typography.Text>{fieldKindByKey[node.kind]?.label.zh ?? node.kind}</Typography.Text>
      </Form.Item>
      <Form.Item label={t('designer.labelZh')}>
        <Input value={node.label.zh} onChange={(e) => up({ label: { ...node.label, zh: e.target.value } })} data-testid="prop-label-zh" />
      </Form.Item>
      <Form.Item label={t('designer.labelEn')}>
        <Input value={node.label.en} onChange={(e) => up({ label: { ...node.label, en: e.target.value } })} data-testid="prop-label-en" />
      </Form.Item>
      <Form.Item label={t('designer.key')}>
        <Input value={node.key} onChange={(e) => up({ key: e.target.value.trim() })} data-testid="prop-key" />
      </Form.Item>
      <Space size="large">
        <Form.Item label={t('designer.required')}>
          <Switch checked={!!node.required} onChange={(v) => up({ required: v || undefined })} data-testid="prop-required" />
        </Form.Item>
        <Form.Item label={t('designer.readOnly')}>
          <Switch checked={!!node.readOnly} onChange={(v) => up({ readOnly: v || undefined })} />
        </Form.Item>
      </Space>
      <Form.Item label={t('designer.placeholder')}>
        <Input value={node.placeholder ?? ''} onChange={(e) => up({ placeholder: e.target.value || undefined })} />
      </Form.Item>
      <Form.Item label={t('designer.description')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} value={node.description ?? ''} onChange={(e) => up({ description: e.target.value || undefined })} />
      </Form.Item>
      {isString || isNumber || node.kind === 'switch' ? (
        <Form.Item label={t('designer.default')}>
          {node.kind === 'switch' ? (
            <Switch checked={node.default === true} onChange={(v) => up({ default: v || undefined })} />
          ) : isNumber ? (
            <InputNumber style={{ width: '100%' }} value={typeof node.default === 'number' ? node.default : null} onChange={(v) => up({ default: num(v as number | null) })} />
          ) : (
            <Input value={typeof node.default === 'string' ? node.default : ''} onChange={(e) => up({ default: e.target.value || undefined })} />
          )}
        </Form.Item>
      ) : null}
      {isString ? (
        <>
          <Space>
            <Form.Item label={t('designer.minLength')}>
              <InputNumber min={0} max={100000} value={node.minLength ?? null} onChange={(v) => up({ minLength: num(v) })} />
            </Form.Item>
            <Form.Item label={t('designer.maxLength')}>
              <InputNumber min={1} max={100000} value={node.maxLength ?? null} onChange={(v) => up({ maxLength: num(v) })} data-testid="prop-max-length" />
            </Form.Item>
          </Space>
          <Form.Item label={t('designer.pattern')}>
            <Input value={node.pattern ?? ''} onChange={(e) => up({ pattern: e.target.value || undefined })} placeholder="^[0-9]{8}$" />
          </Form.Item>
        </>
      ) : null}
      {isNumber ? (
        <Space>
          <Form.Item label={t('designer.minimum')}>
            <InputNumber value={node.minimum ?? null} onChange={(v) => up({ minimum: num(v) })} />
          </Form.Item>
          <Form.Item label={t('designer.maximum')}>
            <InputNumber value={node.maximum ?? null} onChange={(v) => up({ maximum: num(v) })} />
          </Form.Item>
        </Space>
      ) : null}
      {OPTION_KINDS.has(node.kind) ? <OptionsEditor value={node.options ?? []} onChange={(options) => up({ options: options?.length ? options : undefined })} /> : null}
      <Form.Item label={t('designer.span')}>
        <Select value={node.span ?? 1} options={[1, 2, 3].map((n) => ({ value: n, label: String(n) }))} onChange={(v: number) => up({ span: v === 1 ? undefined : v })} />
      </Form.Item>
      <ConditionEditor label={t('designer.visibleWhen')} value={node.visibleWhen} siblings={siblings} onChange={(c) => up({ visibleWhen: c })} />
      <ConditionEditor label={t('designer.requiredWhen')} value={node.requiredWhen} siblings={siblings} onChange={(c) => up({ requiredWhen: c })} />
    </>
  );
}

function BlockProps({ node, dispatch }: { node: BlockNode; dispatch: Dispatch<DesignerAction> }) {
  const t = useT();
  const up = (patch: Partial<BlockNode>) => dispatch({ type: 'update', id: node.id, patch });
  return (
    <>
      <Form.Item label={t('designer.labelZh')}>
        <Input value={node.label.zh} onChange={(e) => up({ label: { ...node.label, zh: e.target.value } })} data-testid="prop-label-zh" />
      </Form.Item>
      <Form.Item label={t('designer.labelEn')}>
        <Input value={node.label.en} onChange={(e) => up({ label: { ...node.label, en: e.target.value } })} />
      </Form.Item>
      <Form.Item label={t('designer.key')}>
        <Input value={node.key} onChange={(e) => up({ key: e.target.value.trim() })} data-testid="prop-key" />
      </Form.Item>
      {node.block === 'group' ? (
        <Form.Item label={t('designer.block.columns')}>
          <Select value={node.columns ?? 3} options={[1, 2, 3].map((n) => ({ value: n, label: String(n) }))} onChange={(v: number) => up({ columns: v === 3 ? undefined : v })} />
        </Form.Item>
      ) : null}
      {node.block === 'countries' || node.block === 'table' ? (
        <Form.Item label={t('designer.required')}>
          <Switch checked={!!node.required} onChange={(v) => up({ required: v || undefined })} />
        </Form.Item>
      ) : null}
      <Form.Item label={t('designer.description')}>
        <Input value={node.description ?? ''} onChange={(e) => up({ description: e.target.value || undefined })} />
      </Form.Item>
      {node.block === 'tabs' || node.block === 'steps' ? (
        <Button icon={<PlusOutlined />} onClick={() => dispatch({ type: 'addBlock', block: 'group', parent: node.id })} data-testid="designer-add-pane">
          {t(node.block === 'tabs' ? 'designer.addTab' : 'designer.addStep')}
        </Button>
      ) : null}
    </>
  );
}

export function PropertyPanel(p: { doc: DesignDoc; schema: Json; selected: string | null; dispatch: Dispatch<DesignerAction>; settings: FormSettings; onSettings: (s: FormSettings) => void; purpose: 'case' | 'proposal'; feeRows: FeeStandard[] | null }) {
  const t = useT();
  const node = p.selected ? findNode(p.doc.children, p.selected) : undefined;
  return (
    <div className="ipms-designer-props" onClick={(e) => e.stopPropagation()}>
      <Typography.Title level={5}>{node ? t('designer.props') : t('designer.formProps')}</Typography.Title>
      <Form layout="vertical" size="small" colon={false}>
        {node?.node === 'field' ? <FieldProps key={node.id} node={node} doc={p.doc} dispatch={p.dispatch} /> : null}
        {node?.node === 'block' ? <BlockProps key={node.id} node={node} dispatch={p.dispatch} /> : null}
        {node ? null : <SettingsPanel doc={p.doc} schema={p.schema} dispatch={p.dispatch} settings={p.settings} onSettings={p.onSettings} purpose={p.purpose} feeRows={p.feeRows} />}
      </Form>
    </div>
  );
}
