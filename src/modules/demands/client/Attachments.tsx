// A demand's attachments: uploaded through the general upload (POST /files/uploads, 30 MB, type checked by
// content) and opened with the token (the files route needs it, so a plain link would not do).
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { download } from '../../../client/request/download';
import { uploadFile } from '../../../client/request/upload';
import { useT } from '../i18n';

export interface Attachment { uid: string; name: string; size: number; path: string; url?: string }

export function AttachmentLinks({ files }: { files: Attachment[] }) {
  const t = useT();
  if (!files.length) return <>{t('demands.none')}</>;
  return (
    <Space direction="vertical" size={2}>
      {files.map((f) => (
        <a key={f.uid} href={f.url ?? `/files/uploads/${f.uid}`} onClick={(e) => { e.preventDefault(); void download(f.url ?? `/files/uploads/${f.uid}`, f.name); }}>
          <PaperClipOutlined /> {f.name}
        </a>
      ))}
    </Space>
  );
}

/** Form input: the list of files, one more per upload, removable. */
export function AttachmentsInput({ value = [], onChange }: { value?: Attachment[]; onChange?: (v: Attachment[]) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      fileList={value.map((f) => ({ uid: f.uid, name: f.name, status: 'done' as const }))}
      onRemove={(file) => onChange?.(value.filter((f) => f.uid !== file.uid))}
      beforeUpload={(file) => {
        setBusy(true);
        void uploadFile(file)
          .then((u) => onChange?.([...value, { uid: u.uid, name: u.name, size: u.size, path: u.path, url: u.url }]))
          .catch(() => undefined)
          .finally(() => setBusy(false));
        return false;
      }}
      maxCount={20}
    >
      <Button icon={<UploadOutlined />} loading={busy}>{t('demands.form.upload')}</Button>
    </Upload>
  );
}
