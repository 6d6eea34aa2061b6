// 新建需求 / 编辑需求: title, type, priority, budget, handler, linked 官文 (their nearest deadline becomes the due
// date), wanted-by date, description and the schemes whose cases an adopted demand creates. Opened by the list's
// toolbar (widget demandForm) and by the detail page's 编辑.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Drawer, Form, Grid, Input, Select, Space, message } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { caseForms, caseFormKeys } from '../../../generated/case-forms';
import { dicts } from '../../../generated/dicts';
import type { DemandDemandManagementRequest, DemandDemandDetailsResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import { AttachmentsInput } from './Attachments';
import { MarksPicker, type PickedMark } from './MarksPicker';

type Detail = DemandDemandDetailsResponse;
type Option = { value: number | string; label: string };
const AMOUNT = /^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$/;

interface Props {
  detail?: Detail;
  /** A new demand's linked 官文 (opened from a document's 加入需求). */
  initialDocIds?: number[];
  onClose: () => void;
  /** After a save; `submitted` when it was also submitted for approval. */
  onSaved: (id: number, submitted: boolean) => void;
}

const dictOptions = (key: 'Demand.demandType' | 'Demand.priority', lang: 'zh' | 'en') =>
  Object.entries(dicts[key] as Record<string, { zh: string; en: string }>).map(([value, l]) => ({ value, label: l[lang] }));

export function DemandFormDrawer({ detail, initialDocIds = [], onClose, onSaved }: Props) {
  const t = useT();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const narrow = !Grid.useBreakpoint().md;
  const [form] = Form.useForm();
  const [users, setUsers] = useState<Option[]>([]);
  const [docs, setDocs] = useState<Option[]>([]);
  const [busy, setBusy] = useState(false);
  const d = detail?.demand;

  useEffect(() => {
    void api.demand.userOptions({}, { noLoading: true }).then((x) => setUsers(x as Option[]), () => undefined);
    void api.demand.officialOptions({}, { noLoading: true }).then((x) => setDocs(x as Option[]), () => undefined);
  }, []);

  const save = async (submit: boolean) => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const body: DemandDemandManagementRequest = {
        ...(d ? { id: d.id, version: d.version } : {}),
        title: v.title, demandType: v.demandType, priority: v.priority, description: v.description || null, amount: v.amount || null,
        handlerId: v.handlerId ?? null, officialDocIds: v.officialDocIds ?? [], manualDueDate: v.manualDueDate ? dayjs(v.manualDueDate).format('YYYY-MM-DD') : null,
        trademarkIds: ((v.marks ?? []) as PickedMark[]).map((m) => m.id), attachments: v.attachments ?? [],
        schemes: (v.schemes ?? []).filter((s: { title?: string }) => s?.title).map((s: { title: string; caseType: string; content?: string }) => ({ title: s.title, caseType: s.caseType, content: s.content || null })),
      } as DemandDemandManagementRequest;
      const saved = await api.demand.demandManagement(body);
      if (submit) await api.demand.submitForApproval({ id: saved.id, version: saved.version });
      message.success(t('demands.form.saved'));
      onSaved(saved.id, submit);
    } finally {
      setBusy(false);
    }
  };

  const required = (field: string) => [{ required: true, message: t('demands.form.required', { field }) }];
  return (
    <Drawer
      open
      width={narrow ? '100%' : 720}
      title={d ? t('demands.form.edit') : t('demands.form.new')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('demands.form.cancel')}</Button>
          <Button loading={busy} onClick={() => void save(false)} data-testid="demand-save">{t('demands.form.save')}</Button>
          <Button type="primary" loading={busy} onClick={() => void save(true)} data-testid="demand-save-submit">{t('demands.form.saveSubmit')}</Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          title: d?.title, demandType: d?.demandType ?? 'register', priority: d?.priority ?? 'normal', amount: d?.amount ?? undefined, handlerId: d?.handlerId ?? undefined,
          marks: (d?.trademarkIds ?? []).map((id, i) => ({ id, tmName: d?.tmNames[i] ?? '' })),
          officialDocIds: d?.officialDocIds ?? initialDocIds, manualDueDate: d?.manualDueDate ? dayjs(d.manualDueDate) : undefined, description: d?.description ?? undefined, attachments: d?.attachments ?? [],
          schemes: (detail?.schemes ?? []).filter((s) => !s.caseNo).map((s) => ({ title: s.title, caseType: s.caseType, content: s.content ?? undefined })),
        }}
      >
        <Form.Item name="title" label={t('demands.form.title')} rules={required(t('demands.form.title'))}>
          <Input maxLength={200} data-testid="demand-title" />
        </Form.Item>
        <Space wrap size={16} style={{ width: '100%' }}>
          <Form.Item name="demandType" label={t('demands.form.type')} rules={required(t('demands.form.type'))}>
            <Select style={{ width: 180 }} options={dictOptions('Demand.demandType', lang)} data-testid="demand-type" />
          </Form.Item>
          <Form.Item name="priority" label={t('demands.form.priority')} rules={required(t('demands.form.priority'))}>
            <Select style={{ width: 120 }} options={dictOptions('Demand.priority', lang)} />
          </Form.Item>
          <Form.Item name="amount" label={t('demands.form.amount')} rules={[{ pattern: AMOUNT, message: t('demands.form.amountBad') }]}>
            <Input style={{ width: 180 }} inputMode="decimal" />
          </Form.Item>
        </Space>
        <Form.Item name="marks" label={t('demands.form.marks')}>
          <MarksPicker />
        </Form.Item>
        <Form.Item name="officialDocIds" label={t('demands.form.docs')} extra={t('demands.form.dueHint')}>
          <Select mode="multiple" options={docs} optionFilterProp="label" allowClear data-testid="demand-docs" />
        </Form.Item>
        <Space wrap size={16} style={{ width: '100%' }}>
          <Form.Item name="handlerId" label={t('demands.form.handler')}>
            <Select style={{ width: 220 }} options={users} showSearch optionFilterProp="label" allowClear />
          </Form.Item>
          <Form.Item name="manualDueDate" label={t('demands.form.dueDate')}>
            <DatePicker />
          </Form.Item>
        </Space>
        <Form.Item name="description" label={t('demands.form.description')}>
          <Input.TextArea rows={3} maxLength={4000} showCount />
        </Form.Item>
        <Form.Item name="attachments" label={t('demands.form.attachments')}>
          <AttachmentsInput />
        </Form.Item>
        <Form.Item label={t('demands.form.schemes')}>
          <Form.List name="schemes">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap style={{ display: 'flex' }}>
                    <Form.Item name={[f.name, 'title']} rules={required(t('demands.form.schemeTitle'))}>
                      <Input placeholder={t('demands.form.schemeTitle')} maxLength={100} style={{ width: 200 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'caseType']} rules={required(t('demands.form.caseType'))}>
                      <Select placeholder={t('demands.form.caseType')} style={{ width: 220 }} options={caseFormKeys.map((k) => ({ value: k, label: caseForms[k].label[lang] }))} showSearch optionFilterProp="label" data-testid="demand-scheme-type" />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(f.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ caseType: undefined })} data-testid="demand-add-scheme">{t('demands.form.addScheme')}</Button>
              </>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** The list toolbar's 新建需求: after saving, the new demand's detail opens. */
export default function DemandFormWidget({ context, onClose }: WidgetProps) {
  const navigate = useNavigate();
  return (
    <DemandFormDrawer
      onClose={onClose}
      onSaved={(id) => {
        onClose();
        context.refresh();
        navigate(`/brand/demandDetail?id=${id}`);
      }}
    />
  );
}
