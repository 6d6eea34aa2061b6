// Official-document dialog (spec 2.16, 3.11, 4, 5): 70 % wide (full width on a phone), the document on the left
// (upload area with the user's watermark, then the preview with page turning), the form on the right: what
// recognition read field by field beside the current value, the fields of the type's category, the related record,
// the deadline widget with the handling deadline. Confirming enters (or saves) the document — the server computes
// its deadline — and writes what it says to the record: updateBrandInfo to a mark's archive record, or the
// registration details to a work's or software's copyright record (the right's entry in ./rights.tsx).
// View mode shows the same without confirm and cancel.
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Col, DatePicker, Form, Grid, Input, Modal, Radio, Row, Select, Space, Table, Tag, Typography, Upload, message } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { OfficialDoc, OfficialTypeListResponse } from '../../../generated/types';
import { uploadOfficial } from './uploadOfficial';
import { usePermission } from '../../../client/session/permission';
import { useSession } from '../../../client/session/session';
import { tokenStore } from '../../../client/session/token';
import { acceptOf } from '../../../shared/files/limits';
import type { RightType } from '../shared/rights';
import { useT } from '../i18n';
import DeadlineWidget from './DeadlineWidget';
import FilePreview, { type PreviewSource } from './FilePreview';
import { day, text, type DialogValues as Values, type Field, type FieldKey, type Linked, type UploadAnswer } from './model';
import { RIGHT_UI, type RightUi } from './rights';

export type { UploadAnswer } from './model';
type Mode = 'upload' | 'view' | 'edit';

function Watermark({ text: mark }: { text: string }) {
  return (
    <div aria-hidden data-testid="official-watermark"
      style={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none', display: 'flex', flexWrap: 'wrap', alignContent: 'flex-start', gap: '36px 48px', padding: 16, opacity: 0.12, transform: 'rotate(-18deg)', fontSize: 13 }}>
      {Array.from({ length: 24 }, (_, i) => <span key={i}>{mark}</span>)}
    </div>
  );
}

/** What recognition read, field by field, beside the value the form holds now. */
function Recognized({ answer, current, ui }: { answer: UploadAnswer; current: Partial<Record<FieldKey, unknown>>; ui: RightUi }) {
  const t = useT();
  const rows = ui.recognized.map((r) => ({ key: r.key, label: t(r.label) }));
  const sourceTag = (f?: Field<string | number>) =>
    f ? <Tag color={f.source === 'fileName' ? 'gold' : 'blue'}>{t(`official.upload.from.${f.source}`)}</Tag> : <Tag>{t('official.upload.notFound')}</Tag>;
  return (
    <Table size="small" pagination={false} rowKey="key" data-testid="official-recognized" style={{ marginBottom: 16 }}
      title={() => <Space wrap><Typography.Text strong>{t('official.dialog.recognized')}</Typography.Text><Typography.Text type="secondary">{answer.textLayer ? (answer.fileType === 'docx' ? t('official.dialog.wordText') : t('official.upload.pages', { n: answer.pages })) : answer.ocr ? t('official.dialog.ocrRead', { n: Math.min(answer.pages, 3) }) : t('official.upload.noText')}</Typography.Text></Space>}
      dataSource={rows.filter((r) => r.key in answer.fields || current[r.key] != null)}
      columns={[
        { title: t('official.dialog.item'), dataIndex: 'label', width: 110 },
        { title: t('official.dialog.read'), key: 'read', render: (_, r) => <Space wrap size={4}><span>{String(answer.fields[r.key]?.value ?? '—')}</span>{sourceTag(answer.fields[r.key])}</Space> },
        { title: t('official.dialog.current'), key: 'current', render: (_, r) => {
          const now = current[r.key] == null || current[r.key] === '' ? '—' : String(current[r.key]);
          const changed = answer.fields[r.key] !== undefined && now !== String(answer.fields[r.key]!.value);
          return <span data-testid={`official-current-${r.key}`}>{now}{changed && <Tag color="purple" style={{ marginLeft: 4 }}>{t('official.dialog.corrected')}</Tag>}</span>;
        } },
      ]}
    />
  );
}

export interface OfficialDocDialogProps {
  mode: Mode;
  /** The right type of the document (default trademark). */
  right?: RightType;
  row?: Record<string, unknown>;
  /** An upload made elsewhere (batch upload) to enter: its file is previewed; its recognition shown when given. */
  uploadId?: number;
  answer?: UploadAnswer;
  onClose: () => void;
  onSaved: () => void;
}

export default function OfficialDocDialog({ mode: initialMode, right = 'trademark', row, uploadId, answer: given, onClose, onSaved }: OfficialDocDialogProps) {
  const t = useT();
  const ui = RIGHT_UI[right];
  const can = usePermission();
  const { user } = useSession();
  const phone = Grid.useBreakpoint().md === false;
  const [mode, setMode] = useState<Mode>(initialMode);
  const [types, setTypes] = useState<OfficialTypeListResponse>([]);
  const [doc, setDoc] = useState<OfficialDoc | null>(null);
  const [answer, setAnswer] = useState<UploadAnswer | null>(null);
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const [link, setLink] = useState<Linked | null>(null);
  const [handling, setHandling] = useState<dayjs.Dayjs | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  const typeCode = Form.useWatch('typeCode', form);
  const watched = Form.useWatch([], form) as Values | undefined;
  const type = types.find((x) => x.officalType === typeCode);
  const category = type?.category ?? 0;
  const editing = mode !== 'view';
  const { LinkField, Fields } = ui;

  useEffect(() => void ui.calls.typeList().then(setTypes), [ui]);

  const loadFile = (id: number, name: string, type: string) =>
    void fetch(ui.paths.file(id), { headers: { token: tokenStore.get() ?? '' } })
      .then((r) => (r.ok ? r.blob() : null))
      .then((blob) => blob && setPreview({ blob, name, type }));

  const fill = (a: UploadAnswer) => {
    setAnswer(a);
    form.setFieldsValue({
      typeCode: a.type ?? undefined, medium: 'electronic', appNo: a.brandNo ?? undefined, issueDate: a.issueDate ? dayjs(a.issueDate) : undefined,
      ...ui.fill(a),
    });
  };

  // A batch upload's file: its recognition and preview.
  useEffect(() => {
    if (!uploadId || !given) return;
    fill(given);
    loadFile(uploadId, given.fileName, given.fileType);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploadId, given]);

  // An existing document: its record, its file for the preview, its linked record.
  useEffect(() => {
    if (!row?.id) return;
    void ui.calls.detail(Number(row.id)).then((d) => {
      setDoc(d);
      setHandling(d.handlingDeadline ? dayjs(d.handlingDeadline) : null);
      setLink(ui.linkOf(d));
      form.setFieldsValue({
        typeCode: d.typeCode, medium: d.medium, issueDate: dayjs(d.issueDate), receiptDate: d.receiptDate ? dayjs(d.receiptDate) : null,
        appNo: d.appNo ?? undefined, disputedDate: d.disputedDate ? dayjs(d.disputedDate) : null,
        rulingResult: d.rulingResult ?? undefined, remark: d.remark ?? undefined,
      });
      if (d.uploadId && d.fileType) loadFile(d.uploadId, d.fileName ?? '', d.fileType);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row?.id, form, ui]);

  const onFile = async (file: File) => {
    setBusy(true);
    try {
      const a = await uploadOfficial(file, {}, ui);
      if (a.state === 0) message.warning(t('official.upload.exists'));
      fill(a);
      setPreview({ blob: file, name: a.fileName, type: a.fileType });
    } catch {
      // the upload helper has shown the message
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    const v = await form.validateFields();
    if (!link?.id) return void message.warning(t(ui.text.linkRequired));
    setBusy(true);
    try {
      const saved = await ui.calls.manage({
        ...(doc ? { id: doc.id, version: doc.version } : {}),
        typeCode: v.typeCode!, medium: v.medium, issueDate: day(v.issueDate)!, receiptDate: day(v.receiptDate), appNo: text(v.appNo),
        tmName: link.name || doc?.tmName || null, remark: text(v.remark), handlingDeadline: day(handling),
        ...(category === 5 ? { disputedDate: day(v.disputedDate), rulingResult: text(v.rulingResult) } : {}),
        ...(answer && !doc ? { uploadId: answer.uploadId } : {}),
      });
      setDoc(saved); // a failed record sync below retries as a save of this record, not a second document
      const confirmed = await ui.confirm(saved, link, v, category);
      setDoc(confirmed);
      setMode('view');
      message.success(t(ui.text.confirmed));
      onSaved();
    } finally {
      setBusy(false);
    }
  };

  const left = (
    <>
      {mode === 'upload' && !answer && (
        <div style={{ position: 'relative' }}>
          <Upload.Dragger accept={acceptOf('officialDocument')} multiple={false} maxCount={1} showUploadList={false} disabled={busy}
            beforeUpload={(file) => (void onFile(file), false)}>
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{busy ? t('official.upload.reading') : t('official.upload.drag')}</p>
            <p className="ant-upload-hint">{t('official.upload.hint')}</p>
          </Upload.Dragger>
          {user && <Watermark text={`${user.name} ${user.phone ?? ''}`} />}
        </div>
      )}
      {(answer || mode !== 'upload') && <FilePreview source={preview} />}
    </>
  );
  const formSide = (
    <>
      {answer && <Recognized ui={ui} answer={answer} current={{ typeName: type?.name, appNo: watched?.appNo, issueDate: day(watched?.issueDate), applicant: right === 'copyright' ? watched?.owner : watched?.applicant, title: link?.name }} />}
      <DeadlineWidget name={type?.name ?? doc?.typeName ?? null} deadline={doc?.deadline} saved={!!doc} handling={handling} onHandling={setHandling} disabled={!editing} />
      <Form form={form} layout="vertical" disabled={!editing || (mode === 'upload' && !answer)} initialValues={{ medium: 'electronic' }} data-testid="official-dialog-form">
        <Form.Item label={t(ui.text.link)} required>
          <LinkField value={link} onChange={setLink} editing={editing} disabled={mode === 'upload' && !answer} answer={answer} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="typeCode" label={t('official.upload.type')} rules={[{ required: true, message: t('official.upload.typeRequired') }]}>
              <Select showSearch optionFilterProp="label" options={types.map((o) => ({ value: o.officalType, label: o.name }))} data-testid="official-upload-type" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="medium" label={t('official.upload.medium')}>
              <Radio.Group options={[{ value: 'electronic', label: t('official.derivation.electronic') }, { value: 'paper', label: t('official.derivation.paper') }]} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="issueDate" label={t('official.upload.issueDate')} rules={[{ required: true, message: t('official.upload.dateRequired') }]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="receiptDate" label={t('official.upload.receiptDate')}><DatePicker style={{ width: '100%' }} /></Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="appNo" label={t(ui.text.number)}><Input maxLength={50} data-testid="official-upload-appno" /></Form.Item>
          </Col>
          <Fields category={category} />
          <Col span={24}><Form.Item name="remark" label={t('official.dialog.remark')}><Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} /></Form.Item></Col>
        </Row>
      </Form>
    </>
  );

  const footer = (
    <Row gutter={8} align="middle" wrap>
      <Col flex="auto" style={{ textAlign: 'left' }}><Typography.Text type="secondary">{t(ui.text.syncNote)}</Typography.Text></Col>
      <Col>
        {editing ? (
          <Space>
            <Button onClick={onClose}>{t('official.upload.cancel')}</Button>
            <Button type="primary" loading={busy} disabled={mode === 'upload' && !answer} onClick={() => void confirm()} data-testid="official-dialog-confirm">{t('official.dialog.confirm')}</Button>
          </Space>
        ) : (
          <Space>
            {can(ui.managePermission) && <Button onClick={() => setMode('edit')}>{t('official.dialog.edit')}</Button>}
            <Button type="primary" onClick={onClose}>{t('official.upload.close')}</Button>
          </Space>
        )}
      </Col>
    </Row>
  );

  return (
    <Modal open width={phone ? '100%' : '70%'} style={phone ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      title={t(mode === 'upload' && !doc ? ui.text.uploadTitle : ui.text.dialogTitle)} onCancel={onClose} maskClosable={false} destroyOnHidden
      footer={footer} data-testid="official-dialog">
      {doc && mode === 'view' && answer && <Alert type="success" showIcon style={{ marginBottom: 12 }} message={t('official.upload.saved', { deadline: doc.deadline ?? t('official.upload.noDeadline') })} description={doc.deadlineNote} data-testid="official-upload-saved" />}
      <Row gutter={[24, 16]}>
        <Col xs={24} md={11}>{left}</Col>
        <Col xs={24} md={13}>{formSide}</Col>
      </Row>
    </Modal>
  );
}
