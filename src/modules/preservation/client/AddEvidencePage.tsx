// /risk/add-exist (新增存证): a file (the general upload, then preserved by /risk/evidence/addFile) or a web page the
// server captures (POST /risk/evidence/capture). A saved record opens its detail page.
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Space, Tabs, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../../client/pages/registry';
import { api } from '../../../client/request/api';
import { uploadFile, type UploadedFile } from '../../../client/request/upload';
import { useBreakpoint } from '../../../client/runtime/breakpoints';
import { useT } from '../i18n';
import { WEB_CAPTURE_LIMITS } from '../shared/limits';
import { captureWeb } from './captureWeb';
import { sizeText } from './verifyModel';

type FileValue = Pick<UploadedFile, 'uid' | 'name' | 'size' | 'path' | 'url'>;

/** One file, uploaded as soon as it is chosen; the form keeps the upload's answer. */
function FileInput({ value, onChange, onUploaded }: { value?: FileValue | null; onChange?: (v: FileValue | null) => void; onUploaded?: (f: FileValue) => void }) {
  const t = useT();
  // One list item throughout (same uid while uploading and when done), so antd does not animate one out and one in.
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  return (
    <Upload.Dragger
      multiple={false}
      maxCount={1}
      data-testid="pres-file-input"
      fileList={
        uploading
          ? [{ uid: 'pres-file', name: uploading.name, status: 'uploading' as const, percent: uploading.percent }]
          : value
            ? [{ uid: 'pres-file', name: `${value.name}（${sizeText(value.size)}）`, status: 'done' as const }]
            : []
      }
      onRemove={() => onChange?.(null)}
      beforeUpload={(file) => {
        setUploading({ name: file.name, percent: 0 });
        void uploadFile(file, (percent) => setUploading({ name: file.name, percent }))
          .then((u) => {
            const f = { uid: u.uid, name: u.name, size: u.size, path: u.path, url: u.url };
            onChange?.(f);
            onUploaded?.(f);
          })
          .catch(() => onChange?.(null))
          .finally(() => setUploading(null));
        return false;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('pres.add.upload')}</p>
      <p className="ant-upload-hint">{t('pres.add.fileHint')}</p>
    </Upload.Dragger>
  );
}

interface FileForm { title: string; file: FileValue | null; remark?: string }
interface WebForm { url: string; title?: string; remark?: string }

export default function AddEvidencePage(_: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const narrow = useBreakpoint() === 'xs';
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'web' ? 'web' : 'file';
  const [fileForm] = Form.useForm<FileForm>();
  const [webForm] = Form.useForm<WebForm>();
  const [saving, setSaving] = useState(false);

  const done = (rec: { id: number; seq: number }) => {
    void message.success(t('pres.add.saved', { seq: rec.seq }));
    navigate(`/risk/existing-detail?id=${rec.id}`);
  };
  const saveFile = async (v: FileForm) => {
    setSaving(true);
    try {
      done(await api.preservation.addFile({ title: v.title, file: v.file!, remark: v.remark?.trim() || null }));
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };
  const saveWeb = async (v: WebForm) => {
    setSaving(true);
    try {
      done(await captureWeb({ url: v.url.trim(), title: v.title?.trim() || null, remark: v.remark?.trim() || null }));
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  const remark = (
    <Form.Item name="remark" label={t('pres.add.remark')}>
      <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
    </Form.Item>
  );
  const fileTab = (
    <Form<FileForm> form={fileForm} layout="vertical" onFinish={saveFile} style={{ maxWidth: 720 }} data-testid="pres-file-form" initialValues={{ file: null }}>
      <Form.Item name="file" label={t('pres.add.file')} rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('pres.add.needFile')))) }]}>
        <FileInput onUploaded={(f) => !fileForm.getFieldValue('title') && fileForm.setFieldValue('title', f.name.replace(/\.[^.]+$/, '').slice(0, 200))} />
      </Form.Item>
      <Form.Item name="title" label={t('pres.add.name')} rules={[{ required: true, whitespace: true, message: t('pres.add.needName') }]}>
        <Input maxLength={200} placeholder={t('pres.add.namePh')} />
      </Form.Item>
      {remark}
      <Button type="primary" htmlType="submit" loading={saving} block={narrow} data-testid="pres-save-file">
        {t('pres.add.submitFile')}
      </Button>
    </Form>
  );
  const webTab = (
    <Form<WebForm> form={webForm} layout="vertical" onFinish={saveWeb} style={{ maxWidth: 720 }} data-testid="pres-web-form">
      <Form.Item
        name="url"
        label={t('pres.add.url')}
        extra={t('pres.add.urlHint', { seconds: WEB_CAPTURE_LIMITS.timeoutMs / 1000, mb: WEB_CAPTURE_LIMITS.maxBytes / 1024 / 1024, redirects: WEB_CAPTURE_LIMITS.maxRedirects })}
        rules={[
          { required: true, whitespace: true, message: t('pres.add.needUrl') },
          { pattern: /^\s*https?:\/\/\S+\s*$/i, message: t('pres.add.badUrl') },
        ]}
      >
        <Input maxLength={2000} placeholder="https://" inputMode="url" />
      </Form.Item>
      <Form.Item name="title" label={t('pres.add.name')}>
        <Input maxLength={200} placeholder={t('pres.add.nameWebPh')} />
      </Form.Item>
      {remark}
      <Button type="primary" htmlType="submit" loading={saving} block={narrow} data-testid="pres-save-web">
        {t('pres.add.submitWeb')}
      </Button>
    </Form>
  );

  return (
    <Card className="ipms-page-card" title={t('pres.add.title')} extra={narrow ? null : <Button onClick={() => navigate('/risk/evidence')}>{t('pres.add.back')}</Button>} data-testid="pres-add">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="info" showIcon message={<Typography.Text>{t('pres.add.intro')}</Typography.Text>} />
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams(k === 'web' ? { tab: 'web' } : {}, { replace: true })}
          items={[
            { key: 'file', label: t('pres.add.tabFile'), children: fileTab },
            { key: 'web', label: t('pres.add.tabWeb'), children: webTab },
          ]}
        />
      </Space>
    </Card>
  );
}
