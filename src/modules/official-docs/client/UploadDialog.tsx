// Toolbar button 上传官文 (widget officialUpload): upload one document (jpg, jpeg, png, pdf, doc, docx, ≤ 100 MB) in
// an area watermarked with the user's name and phone, see what recognition read field by field (from the text
// layer or the file name), correct it and enter the document; the server computes its deadline.
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Col, DatePicker, Descriptions, Form, Input, Modal, Radio, Row, Select, Tag, Upload, message } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { OfficialManageResponse, OfficialTypeOptionsResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { uploadTo } from '../../../client/request/upload';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useSession } from '../../../client/session/session';
import { acceptOf } from '../../../shared/files/limits';
import { useT } from '../i18n';

interface Field<T = string> { value: T; source: 'text' | 'fileName' }
interface UploadAnswer {
  state: 0 | 1; uploadId: number; fileName: string; type: string | null; typeName: string | null; brandNo: string | null; country: string | null;
  issueDate: string | null; tmCl: number | null; applicant: string | null; pages: number; textLayer: boolean;
  fields: Partial<Record<'typeCode' | 'typeName' | 'appNo' | 'issueDate' | 'tmCl' | 'applicant' | 'country', Field<string | number>>>;
}
interface FormValues { typeCode?: string; medium: 'electronic' | 'paper'; issueDate?: dayjs.Dayjs; receiptDate?: dayjs.Dayjs; appNo?: string; tmName?: string }

function Watermark({ text }: { text: string }) {
  return (
    <div aria-hidden style={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none', display: 'flex', flexWrap: 'wrap', alignContent: 'flex-start', gap: '36px 48px', padding: 16, opacity: 0.12, transform: 'rotate(-18deg)', fontSize: 13 }} data-testid="official-watermark">
      {Array.from({ length: 24 }, (_, i) => (
        <span key={i}>{text}</span>
      ))}
    </div>
  );
}

export default function UploadDialog({ context, onClose }: WidgetProps) {
  const t = useT();
  const { user } = useSession();
  const [types, setTypes] = useState<OfficialTypeOptionsResponse>([]);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<UploadAnswer | null>(null);
  const [saved, setSaved] = useState<OfficialManageResponse | null>(null);
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    void api.official.typeOptions({}).then(setTypes);
  }, []);

  const onFile = async (file: File) => {
    setBusy(true);
    try {
      const a = await uploadTo<UploadAnswer>('/files/official', file, { use: 'officialDocument' });
      if (a.state === 0) message.warning(t('official.upload.exists'));
      setAnswer(a);
      form.setFieldsValue({
        typeCode: a.type ?? undefined, medium: 'electronic', appNo: a.brandNo ?? undefined,
        issueDate: a.issueDate ? dayjs(a.issueDate) : undefined, receiptDate: undefined, tmName: undefined,
      });
    } catch {
      // the upload helper has shown the message
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const doc = await api.official.manage({
        typeCode: v.typeCode!, medium: v.medium, issueDate: v.issueDate!.format('YYYY-MM-DD'),
        receiptDate: v.receiptDate ? v.receiptDate.format('YYYY-MM-DD') : null,
        appNo: v.appNo?.trim() || null, tmName: v.tmName?.trim() || null, uploadId: answer!.uploadId,
      });
      setSaved(doc);
      context.refresh();
    } finally {
      setBusy(false);
    }
  };

  const src = (f?: Field<string | number>) =>
    f ? <Tag color={f.source === 'text' ? 'blue' : 'gold'}>{t(f.source === 'text' ? 'official.upload.fromText' : 'official.upload.fromName')}</Tag> : <Tag>{t('official.upload.notFound')}</Tag>;

  return (
    <Modal open width="70%" title={t('official.upload.title')} onCancel={onClose} maskClosable={false} destroyOnHidden data-testid="official-upload"
      footer={saved ? <Button type="primary" onClick={onClose}>{t('official.upload.close')}</Button> : [
        <Button key="cancel" onClick={onClose}>{t('official.upload.cancel')}</Button>,
        <Button key="ok" type="primary" disabled={!answer} loading={busy} onClick={() => void submit()}>{t('official.upload.confirm')}</Button>,
      ]}
    >
      <Row gutter={24}>
        <Col span={11}>
          <div style={{ position: 'relative' }}>
            <Upload.Dragger accept={acceptOf('officialDocument')} multiple={false} showUploadList={false} disabled={busy || !!saved}
              beforeUpload={(file) => {
                void onFile(file);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon"><InboxOutlined /></p>
              <p className="ant-upload-text">{busy && !answer ? t('official.upload.reading') : t('official.upload.drag')}</p>
              <p className="ant-upload-hint">{t('official.upload.hint')}</p>
            </Upload.Dragger>
            {user && <Watermark text={`${user.name} ${user.phone ?? ''}`} />}
          </div>
          {answer && (
            <Descriptions size="small" column={1} bordered style={{ marginTop: 16 }} title={answer.fileName} data-testid="official-recognized">
              <Descriptions.Item label={t('official.upload.type')}>{answer.typeName ?? '—'} {src(answer.fields.typeName)}</Descriptions.Item>
              <Descriptions.Item label={t('official.upload.appNo')}>{answer.brandNo ?? '—'} {src(answer.fields.appNo)}</Descriptions.Item>
              <Descriptions.Item label={t('official.upload.issueDate')}>{answer.issueDate ?? '—'} {src(answer.fields.issueDate)}</Descriptions.Item>
              {answer.tmCl != null && <Descriptions.Item label={t('official.upload.class')}>{answer.tmCl} {src(answer.fields.tmCl)}</Descriptions.Item>}
              {answer.applicant && <Descriptions.Item label={t('official.upload.applicant')}>{answer.applicant} {src(answer.fields.applicant)}</Descriptions.Item>}
              {answer.country && <Descriptions.Item label={t('official.upload.country')}>{answer.country} {src(answer.fields.country)}</Descriptions.Item>}
              <Descriptions.Item label={t('official.upload.textLayer')}>{answer.textLayer ? t('official.upload.pages', { n: answer.pages }) : t('official.upload.noText')}</Descriptions.Item>
            </Descriptions>
          )}
        </Col>
        <Col span={13}>
          {saved ? (
            <Alert type="success" showIcon data-testid="official-upload-saved"
              message={t('official.upload.saved', { deadline: saved.deadline ?? t('official.upload.noDeadline') })}
              description={saved.deadlineNote} />
          ) : (
            <Form form={form} layout="vertical" disabled={!answer} initialValues={{ medium: 'electronic' }}>
              <Form.Item name="typeCode" label={t('official.upload.type')} rules={[{ required: true, message: t('official.upload.typeRequired') }]}>
                <Select showSearch optionFilterProp="label" options={types.map((o) => ({ value: String(o.value), label: o.label }))} data-testid="official-upload-type" />
              </Form.Item>
              <Form.Item name="medium" label={t('official.upload.medium')}>
                <Radio.Group options={[{ value: 'electronic', label: t('official.derivation.electronic') }, { value: 'paper', label: t('official.derivation.paper') }]} />
              </Form.Item>
              <Form.Item name="issueDate" label={t('official.upload.issueDate')} rules={[{ required: true, message: t('official.upload.dateRequired') }]}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="receiptDate" label={t('official.upload.receiptDate')}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="appNo" label={t('official.upload.appNo')}>
                <Input maxLength={50} data-testid="official-upload-appno" />
              </Form.Item>
              <Form.Item name="tmName" label={t('official.upload.tmName')}>
                <Input maxLength={200} />
              </Form.Item>
            </Form>
          )}
        </Col>
      </Row>
    </Modal>
  );
}
