// 附件 in forms: uploads into a list of files when an upload call is registered (or given to this part of the page,
// FileUploaderContext); otherwise not offered.
import { Upload, Button } from 'antd';
import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useT } from '../../i18n';
import type { EditorProps, EditorWidget } from '../../runtime/field-kinds/contracts';
import { uploadInto, FileIcon } from './fileCells';
import { filesOf, maxSizeMbOf } from './files';
import { uploadAvailable, useFileUploader } from './uploader';

function UploadEditor({ value, onChange, ctx }: EditorProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const upload = useFileUploader();
  const files = filesOf(value);
  return (
    <span className="ipms-cf-files ipms-cf-files-form" data-testid="file-upload">
      {/* In a form each file shows by name with a remove button (the grid cell shows icons only). */}
      {files.map((f) => (
        <span key={f.uid} className="ipms-cf-file-named" data-testid="file-upload-item">
          <FileIcon file={f} />
          <span className="ipms-cf-file-name">{f.name}</span>
          <Button
            type="text"
            size="small"
            aria-label={t('cf.files.remove', { name: f.name })}
            icon={<CloseOutlined />}
            onClick={() => onChange(files.filter((x) => x.uid !== f.uid))}
          />
        </span>
      ))}
      <Upload
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          void uploadInto(files, file, ctx, { tooLarge: t('cf.files.tooLarge', { n: maxSizeMbOf(ctx.kind) }) }, upload)
            .then((next) => next && onChange(next))
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={busy}>
          {t('cf.files.add')}
        </Button>
      </Upload>
    </span>
  );
}

export const uploadEditor: EditorWidget = { Component: UploadEditor, available: uploadAvailable };
