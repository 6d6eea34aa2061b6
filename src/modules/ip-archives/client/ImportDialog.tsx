// Toolbar button 导入 (widget ipArchiveImport) of the three archive screens: an xlsx whose headers are the list's
// column names goes through the general upload, then the screen's import call saves the good rows and reports
// each refused row with its sheet row number and the reason (the field named).
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { IpArchivesWorkImportResponse } from '../../../generated/types';
import { useI18nText } from '../../../client/i18n';
import { api } from '../../../client/request/api';
import { uploadFile } from '../../../client/request/upload';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useT } from '../i18n';

const CALLS: Record<string, (uid: string) => Promise<IpArchivesWorkImportResponse>> = {
  copyrightWorks: (uid) => api.ipArchives.workImport({ uid }),
  copyrightSoftware: (uid) => api.ipArchives.softwareImport({ uid }),
  patents: (uid) => api.ipArchives.patentImport({ uid }),
};

/** Required form fields: in the create form schema's required list. */
function requiredLabels(context: WidgetProps['context'], text: (l: { zh: string; en: string }) => string): string {
  const schema = context.screen.form?.create as { required?: string[] } | undefined;
  return (schema?.required ?? []).map((p) => (context.screen.fields[p] ? text(context.screen.fields[p].label) : p)).join('、');
}

export default function ImportDialog({ context, onClose }: WidgetProps) {
  const t = useT();
  const text = useI18nText();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<IpArchivesWorkImportResponse | null>(null);
  const run = async (file: File) => {
    setBusy(true);
    try {
      const up = await uploadFile(file, undefined, 'import');
      const r = await CALLS[context.screen.screen](up.uid);
      setResult(r);
      if (r.created) context.refresh();
    } catch {
      // the request layer has shown the message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('ip.import.title', { name: text(context.screen.title) })} onCancel={onClose} footer={<Button onClick={onClose}>{t('ip.import.close')}</Button>} width={640} style={{ maxWidth: 'calc(100vw - 16px)' }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('ip.import.hint', { required: requiredLabels(context, text) })}</Typography.Paragraph>
        <Upload accept=".xlsx" showUploadList={false} beforeUpload={(f) => (void run(f), false)}>
          <Button icon={<UploadOutlined />} loading={busy} type="primary">{t('ip.import.pick')}</Button>
        </Upload>
        {result && (
          <>
            <Alert type={result.errors.length ? 'warning' : 'success'} showIcon message={t('ip.import.done', { total: String(result.total), created: String(result.created) })} />
            {result.errors.length > 0 && (
              <Table
                size="small"
                rowKey="row"
                pagination={false}
                scroll={{ y: 240 }}
                title={() => t('ip.import.errors')}
                dataSource={result.errors}
                columns={[
                  { title: '#', dataIndex: 'row', width: 90, render: (row: number) => t('ip.import.row', { row: String(row) }) },
                  { title: '', dataIndex: 'message' },
                ]}
              />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}
