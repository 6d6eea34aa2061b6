// Official-document dialog (spec 2.16, 3.11, 4, 5): 70 % wide (full width on a phone), the document on the left
// (upload area with the user's watermark, then the preview with page turning), the form on the right: what
// recognition read field by field beside the current value, the fields of the type's category, the related
// trademark, the deadline widget with the handling deadline. Confirming enters (or saves) the document — the
// server computes its deadline — and writes updateBrandInfo to the trademark's archive record and its history.
// View mode shows the same without confirm and cancel.
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Col, DatePicker, Form, Grid, Input, Modal, Radio, Row, Select, Space, Table, Tag, Typography, Upload, message } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { dicts } from '../../../generated/dicts';
import type { OfficialDoc, OfficialTypeListResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { uploadOfficial } from './uploadOfficial';
import { usePermission } from '../../../client/session/permission';
import { useSession } from '../../../client/session/session';
import { tokenStore } from '../../../client/session/token';
import { acceptOf } from '../../../shared/files/limits';
import { RelatedTrademarkDrawer, type RelatedMark } from '../../archive/client';
import { useT } from '../i18n';
import DeadlineWidget from './DeadlineWidget';
import FilePreview, { type PreviewSource } from './FilePreview';

type Source = 'text' | 'fileName' | 'ocr';
interface Field<T = string> { value: T; source: Source }
type FieldKey = 'typeName' | 'appNo' | 'issueDate' | 'tmCl' | 'applicant' | 'country';
export interface UploadAnswer {
  state: 0 | 1; uploadId: number; fileName: string; fileType: string; type: string | null; typeName: string | null; brandNo: string | null; issueDate: string | null;
  applicant: string | null; pages: number; textLayer: boolean; ocr: boolean; fields: Partial<Record<FieldKey | 'typeCode', Field<string | number>>>;
}
interface Values {
  typeCode?: string; medium: 'electronic' | 'paper'; issueDate?: dayjs.Dayjs; receiptDate?: dayjs.Dayjs | null; appNo?: string;
  tmStatus?: string; regNo?: string; regDate?: dayjs.Dayjs | null; endDate?: dayjs.Dayjs | null; applicant?: string; applicantAddress?: string;
  disputedDate?: dayjs.Dayjs | null; rulingResult?: string; remark?: string;
}
type Mode = 'upload' | 'view' | 'edit';

const day = (d?: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);
const text = (s?: string) => s?.trim() || null;
const STATUS_OPTIONS = Object.keys(dicts['Trademark.tmStatus']).map((k) => ({ value: k, label: k }));

function Watermark({ text: mark }: { text: string }) {
  return (
    <div aria-hidden data-testid="official-watermark"
      style={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none', display: 'flex', flexWrap: 'wrap', alignContent: 'flex-start', gap: '36px 48px', padding: 16, opacity: 0.12, transform: 'rotate(-18deg)', fontSize: 13 }}>
      {Array.from({ length: 24 }, (_, i) => <span key={i}>{mark}</span>)}
    </div>
  );
}

/** What recognition read, field by field, beside the value the form holds now. */
function Recognized({ answer, current }: { answer: UploadAnswer; current: Partial<Record<FieldKey, unknown>> }) {
  const t = useT();
  const rows: Array<{ key: FieldKey; label: string }> = [
    { key: 'typeName', label: t('official.upload.type') }, { key: 'appNo', label: t('official.upload.appNo') },
    { key: 'issueDate', label: t('official.upload.issueDate') }, { key: 'tmCl', label: t('official.upload.class') },
    { key: 'applicant', label: t('official.upload.applicant') }, { key: 'country', label: t('official.upload.country') },
  ];
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
  row?: Record<string, unknown>;
  /** An upload made elsewhere (batch upload) to enter: its file is previewed; its recognition shown when given. */
  uploadId?: number;
  answer?: UploadAnswer;
  onClose: () => void;
  onSaved: () => void;
}

export default function OfficialDocDialog({ mode: initialMode, row, uploadId, answer: given, onClose, onSaved }: OfficialDocDialogProps) {
  const t = useT();
  const can = usePermission();
  const { user } = useSession();
  const phone = Grid.useBreakpoint().md === false;
  const [mode, setMode] = useState<Mode>(initialMode);
  const [types, setTypes] = useState<OfficialTypeListResponse>([]);
  const [doc, setDoc] = useState<OfficialDoc | null>(null);
  const [answer, setAnswer] = useState<UploadAnswer | null>(null);
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const [mark, setMark] = useState<RelatedMark | null>(null);
  const [picking, setPicking] = useState(false);
  const [handling, setHandling] = useState<dayjs.Dayjs | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  const typeCode = Form.useWatch('typeCode', form);
  const watched = Form.useWatch([], form) as Values | undefined;
  const type = types.find((x) => x.officalType === typeCode);
  const category = type?.category ?? 0;
  const editing = mode !== 'view';

  useEffect(() => void api.official.typeList({}).then(setTypes), []);

  const loadFile = (id: number, name: string, type: string) =>
    void fetch(`/files/official/${id}`, { headers: { token: tokenStore.get() ?? '' } })
      .then((r) => (r.ok ? r.blob() : null))
      .then((blob) => blob && setPreview({ blob, name, type }));

  const fill = (a: UploadAnswer) => {
    setAnswer(a);
    form.setFieldsValue({
      typeCode: a.type ?? undefined, medium: 'electronic', appNo: a.brandNo ?? undefined, issueDate: a.issueDate ? dayjs(a.issueDate) : undefined,
      applicant: a.applicant ?? undefined, regNo: a.brandNo ?? undefined,
    });
  };

  // A batch upload's file: its recognition and preview.
  useEffect(() => {
    if (!uploadId || !given) return;
    fill(given);
    loadFile(uploadId, given.fileName, given.fileType);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploadId, given]);

  // An existing document: its record, its file for the preview, its linked mark.
  useEffect(() => {
    if (!row?.id) return;
    void api.official.detail({ id: Number(row.id) }).then((d) => {
      setDoc(d);
      setHandling(d.handlingDeadline ? dayjs(d.handlingDeadline) : null);
      if (d.trademarkId) setMark({ id: d.trademarkId, regNo: d.appNo ?? null, tmName: d.tmName ?? '', tmCl: null, countryCode: 'CN', applicant: null, tmStatus: null });
      form.setFieldsValue({
        typeCode: d.typeCode, medium: d.medium, issueDate: dayjs(d.issueDate), receiptDate: d.receiptDate ? dayjs(d.receiptDate) : null,
        appNo: d.appNo ?? undefined, disputedDate: d.disputedDate ? dayjs(d.disputedDate) : null,
        rulingResult: d.rulingResult ?? undefined, remark: d.remark ?? undefined,
      });
      if (d.uploadId && d.fileType) loadFile(d.uploadId, d.fileName ?? '', d.fileType);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row?.id, form]);

  const onFile = async (file: File) => {
    setBusy(true);
    try {
      const a = await uploadOfficial(file);
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
    if (!mark?.id) return void message.warning(t('official.dialog.markRequired'));
    setBusy(true);
    try {
      const saved = await api.official.manage({
        ...(doc ? { id: doc.id, version: doc.version } : {}),
        typeCode: v.typeCode!, medium: v.medium, issueDate: day(v.issueDate)!, receiptDate: day(v.receiptDate), appNo: text(v.appNo),
        tmName: mark.tmName || doc?.tmName || null, remark: text(v.remark), handlingDeadline: day(handling),
        ...(category === 5 ? { disputedDate: day(v.disputedDate), rulingResult: text(v.rulingResult) } : {}),
        ...(answer && !doc ? { uploadId: answer.uploadId } : {}),
      });
      setDoc(saved); // a failed archive sync below retries as a save of this record, not a second document
      const info = {
        id: mark.id, ...(v.tmStatus ? { tmStatus: v.tmStatus } : {}),
        ...(category === 1 ? { regNo: text(v.regNo), regDate: day(v.regDate), endDate: day(v.endDate) } : {}),
        ...(category === 2 ? { endDate: day(v.endDate) } : {}),
        ...(category === 3 || category === 4 ? { applicant: text(v.applicant), applicantAddress: text(v.applicantAddress) } : {}),
      };
      const confirmed = await api.official.confirm({ id: saved.id, version: saved.version, updateBrandInfo: info });
      setDoc(confirmed);
      setMode('view');
      message.success(t('official.dialog.confirmed'));
      onSaved();
    } finally {
      setBusy(false);
    }
  };

  const dateItem = (name: keyof Values, label: string) => (
    <Form.Item name={name} label={label}><DatePicker style={{ width: '100%' }} /></Form.Item>
  );
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
  const right = (
    <>
      {answer && <Recognized answer={answer} current={{ typeName: type?.name, appNo: watched?.appNo, issueDate: day(watched?.issueDate), applicant: watched?.applicant }} />}
      <DeadlineWidget name={type?.name ?? doc?.typeName ?? null} deadline={doc?.deadline} saved={!!doc} handling={handling} onHandling={setHandling} disabled={!editing} />
      <Form form={form} layout="vertical" disabled={!editing || (mode === 'upload' && !answer)} initialValues={{ medium: 'electronic' }} data-testid="official-dialog-form">
        <Form.Item label={t('official.dialog.mark')} required>
          <Space wrap data-testid="official-dialog-mark">
            {mark ? <Tag>{mark.tmName}{mark.regNo ? `（${mark.regNo}）` : ''}</Tag> : <Typography.Text type="secondary">{t('official.dialog.noMark')}</Typography.Text>}
            {editing && <Button size="small" disabled={mode === 'upload' && !answer} onClick={() => setPicking(true)}>{t('official.dialog.pickMark')}</Button>}
          </Space>
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
          <Col xs={24} sm={12}>{dateItem('receiptDate', t('official.upload.receiptDate'))}</Col>
          <Col xs={24} sm={12}>
            <Form.Item name="appNo" label={t('official.upload.appNo')}><Input maxLength={50} data-testid="official-upload-appno" /></Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="tmStatus" label={t('official.dialog.tmStatus')}><Select allowClear showSearch options={STATUS_OPTIONS} data-testid="official-dialog-status" /></Form.Item>
          </Col>
          {category === 1 && (
            <>
              <Col xs={24} sm={12}><Form.Item name="regNo" label={t('official.dialog.regNo')}><Input maxLength={50} data-testid="official-dialog-regno" /></Form.Item></Col>
              <Col xs={24} sm={12}>{dateItem('regDate', t('official.dialog.regDate'))}</Col>
            </>
          )}
          {(category === 1 || category === 2) && <Col xs={24} sm={12}>{dateItem('endDate', t('official.dialog.endDate'))}</Col>}
          {(category === 3 || category === 4) && (
            <>
              <Col xs={24} sm={12}><Form.Item name="applicant" label={t('official.upload.applicant')}><Input maxLength={200} /></Form.Item></Col>
              <Col xs={24} sm={12}><Form.Item name="applicantAddress" label={t('official.dialog.address')}><Input maxLength={300} /></Form.Item></Col>
            </>
          )}
          {category === 5 && (
            <>
              <Col xs={24} sm={12}>{dateItem('disputedDate', t('official.dialog.disputedDate'))}</Col>
              <Col xs={24} sm={12}><Form.Item name="rulingResult" label={t('official.dialog.rulingResult')}><Input maxLength={200} /></Form.Item></Col>
            </>
          )}
          <Col span={24}><Form.Item name="remark" label={t('official.dialog.remark')}><Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} /></Form.Item></Col>
        </Row>
      </Form>
    </>
  );

  const footer = (
    <Row gutter={8} align="middle" wrap>
      <Col flex="auto" style={{ textAlign: 'left' }}><Typography.Text type="secondary">{t('official.dialog.syncNote')}</Typography.Text></Col>
      <Col>
        {editing ? (
          <Space>
            <Button onClick={onClose}>{t('official.upload.cancel')}</Button>
            <Button type="primary" loading={busy} disabled={mode === 'upload' && !answer} onClick={() => void confirm()} data-testid="official-dialog-confirm">{t('official.dialog.confirm')}</Button>
          </Space>
        ) : (
          <Space>
            {can('officialManage') && <Button onClick={() => setMode('edit')}>{t('official.dialog.edit')}</Button>}
            <Button type="primary" onClick={onClose}>{t('official.upload.close')}</Button>
          </Space>
        )}
      </Col>
    </Row>
  );

  return (
    <Modal open width={phone ? '100%' : '70%'} style={phone ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      title={t(mode === 'upload' && !doc ? 'official.upload.title' : 'official.dialog.title')} onCancel={onClose} maskClosable={false} destroyOnHidden
      footer={footer} data-testid="official-dialog">
      {doc && mode === 'view' && answer && <Alert type="success" showIcon style={{ marginBottom: 12 }} message={t('official.upload.saved', { deadline: doc.deadline ?? t('official.upload.noDeadline') })} description={doc.deadlineNote} data-testid="official-upload-saved" />}
      <Row gutter={[24, 16]}>
        <Col xs={24} md={11}>{left}</Col>
        <Col xs={24} md={13}>{right}</Col>
      </Row>
      {picking && (
        <RelatedTrademarkDrawer open allowPlaceholder={false} value={mark ? [mark] : []} onCancel={() => setPicking(false)}
          onOk={(picked) => {
            setPicking(false);
            const m = picked[picked.length - 1] ?? null;
            setMark(m);
            if (m?.tmStatus) form.setFieldsValue({ tmStatus: m.tmStatus });
          }} />
      )}
    </Modal>
  );
}
