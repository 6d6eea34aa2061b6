// Form input of an image field (x-widget "image", Formily component ImageUpload): the current image, and a
// button that sends a new one through the general upload under the shared image limits (jpg, jpeg, png,
// 30 MB). The value is what the server stores: the upload path for a new image, or the URL it sent (a signed
// image URL or a generated logo), which it maps back on save. Kept small on purpose: the field-kind registry
// will own cropping and remarks.
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { acceptOf, checkBeforeUpload, sizeLimitOf } from '../../../shared/files/limits';
import { useT } from '../../i18n';
import { notify } from '../../request/notify';
import { uploadFile } from '../../request/upload';

export interface ImageUploadProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}

export function ImageUpload({ value, onChange, disabled }: ImageUploadProps) {
  const t = useT();
  // A just-uploaded image is shown from the local file: its stored path needs the token, which <img> lacks.
  const [preview, setPreview] = useState<{ path: string; url: string } | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview.url)), [preview]);
  const shown = preview && preview.path === value ? preview.url : value;

  const pick = async (file: File) => {
    const refused = checkBeforeUpload(file, 'image');
    if (refused) return notify.error(refused);
    setPercent(0);
    try {
      const up = await uploadFile(file, setPercent, 'image');
      setPreview({ path: up.path, url: URL.createObjectURL(file) });
      onChange?.(up.path);
    } catch {
      // the upload helper showed the server's message
    } finally {
      setPercent(null);
    }
  };

  return (
    <Space align="start" data-testid="image-upload">
      {shown ? (
        <Image src={shown} width={96} height={96} style={{ objectFit: 'contain', border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 4 }} />
      ) : null}
      <Space direction="vertical" size={4}>
        <Space>
          <Upload accept={acceptOf('image')} showUploadList={false} disabled={disabled || percent !== null} beforeUpload={(file) => {
              void pick(file);
              return false;
            }}>
            <Button icon={<UploadOutlined />} loading={percent !== null} disabled={disabled} data-testid="image-upload-button">
              {percent !== null ? `${percent}%` : t(shown ? 'form.image.replace' : 'form.image.upload')}
            </Button>
          </Upload>
          {shown && !disabled ? (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)} data-testid="image-upload-remove">
              {t('form.image.remove')}
            </Button>
          ) : null}
        </Space>
        <Typography.Text type="secondary">{t('form.image.hint', { types: acceptOf('image').replace(/\./g, '').split(',').join('、'), mb: sizeLimitOf('image').bytes / 1024 / 1024 })}</Typography.Text>
      </Space>
    </Space>
  );
}
