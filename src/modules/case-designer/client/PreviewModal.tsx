// Live preview of the form being designed, as end users will see it (the same runtime as /case-custom), at
// desktop width or at 390 px; 校验 runs the form's validation as a submit would.
import { createForm } from '@formily/core';
import { Alert, Button, Modal, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../i18n';
import DesignedFormView from './DesignedFormView';

export default function PreviewModal({ open, schema, initialValues, lang, onClose }: { open: boolean; schema: Record<string, unknown>; initialValues?: Record<string, unknown>; lang: 'zh' | 'en'; onClose: () => void }) {
  const t = useT();
  const [width, setWidth] = useState<'desktop' | 'mobile'>('desktop');
  const [result, setResult] = useState<string | null>(null);
  const form = useMemo(() => createForm({ initialValues: structuredClone(initialValues ?? {}) }), [schema, open]); // eslint-disable-line react-hooks/exhaustive-deps
  const check = async () => {
    try {
      await form.validate();
      setResult(t('designer.previewValid'));
    } catch {
      // The first problem with the field it is about.
      const first = form.errors.find((e) => e.messages?.length);
      const title = first?.path ? (form.query(first.path).take()?.title as string | undefined) : undefined;
      setResult(first ? `${title ? `${title}：` : ''}${first.messages![0]}` : '');
    }
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} width="min(1100px, 96vw)" title={t('designer.preview')} destroyOnHidden>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={width}
          onChange={(v) => setWidth(v as 'desktop' | 'mobile')}
          options={[{ value: 'desktop', label: t('designer.previewDesktop') }, { value: 'mobile', label: t('designer.previewMobile') }]}
          data-testid="preview-width"
        />
        <Button onClick={() => void check()} data-testid="preview-check">{t('designer.previewCheck')}</Button>
      </Space>
      {result ? <Alert style={{ marginBottom: 12 }} type={result === t('designer.previewValid') ? 'success' : 'warning'} message={result} showIcon data-testid="preview-result" /> : null}
      <div className={`ipms-designer-preview is-${width}`} data-testid="designer-preview">
        <DesignedFormView schema={schema} form={form} lang={lang} />
      </div>
    </Modal>
  );
}
