// The image kind's input (loaded on first use: the cropper is heavy): pick a jpg/jpeg/png, crop it
// (antd-img-crop), scale it to fit 980x600 at quality 0.8, upload it through the general upload, and add a
// remark of at most 20 characters. Text fields keep only the URL (valueType 'url').
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { notify } from '../../../request/notify';
import { uploadFile } from '../../../request/upload';
import type { EditorProps } from '../contracts';
import { AuthImage, imageUrlOf } from './imageCell';
import { IMAGE_ACCEPT, IMAGE_TYPES, resizeImage } from './imageResize';

export interface ImageValue { uid: string; name: string; size?: number; path: string; url?: string; remark?: string }


export default function ImageUpload({ value, onChange, ctx, disabled, extra }: EditorProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const limits = { maxWidth: ctx.kind.limits?.maxWidth ?? 980, maxHeight: ctx.kind.limits?.maxHeight ?? 600, quality: ctx.kind.limits?.quality ?? 0.8 };
  const remarkMax = ctx.kind.limits?.remarkMaxLength ?? 20;
  const asUrl = extra?.valueType === 'url' || typeof value === 'string';
  const url = imageUrlOf(value);
  const upload = async (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      notify.warning(t('kind.image.type'));
      return;
    }
    setBusy(true);
    try {
      const up = await uploadFile(await resizeImage(file, limits));
      onChange(asUrl ? up.url : { uid: up.uid, name: up.name, size: up.size, path: up.path, url: up.url, remark: (value as ImageValue | null)?.remark ?? '' });
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" size={8} data-testid="image-upload">
      <Space align="start">
        {url && <AuthImage src={url} width={96} height={96} />}
        {!disabled && (
          <ImgCrop quality={limits.quality} aspect={(ctx.config.aspect as number | undefined) ?? limits.maxWidth / limits.maxHeight} rotationSlider modalTitle={t('kind.image.crop')} modalOk={t('cf.ok')} modalCancel={t('cf.cancel')}>
            <Upload accept={IMAGE_ACCEPT} showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
              <Button icon={<PlusOutlined />} loading={busy}>
                {url ? t('kind.image.replace') : t('kind.image.pick')}
              </Button>
            </Upload>
          </ImgCrop>
        )}
        {url && !disabled && <Button icon={<DeleteOutlined />} onClick={() => onChange(null)} aria-label={t('cf.delete')} />}
      </Space>
      {!asUrl && url && (
        <Input
          maxLength={remarkMax}
          showCount
          disabled={disabled}
          placeholder={t('kind.image.remark')}
          value={(value as ImageValue).remark ?? ''}
          onChange={(e) => onChange({ ...(value as ImageValue), remark: e.target.value.slice(0, remarkMax) })}
        />
      )}
    </Space>
  );
}
