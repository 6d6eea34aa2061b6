// 导入公告数据 (toolbar widget of /tool/brandNotice): an xlsx, csv or jsonl file, or a zip of one with the mark images
// its 商标图样 column names, goes through the general upload,
// /tm/importMarks starts the batch task, /tm/importStatus is polled for progress; at the end the count loaded and
// every bad row (row number, column, reason) are shown and the list refreshes. LoadFileDialog is the same dialog
// for another load task (导入评审文书: /tm/review/import and /tm/review/importStatus).
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { TmImportStatusResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { uploadFile } from '../../../client/request/upload';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { checkBeforeUpload } from '../../../shared/files/limits';
import { useT } from '../i18n';

const ACCEPT = '.xlsx,.csv,.jsonl';
/** The gazette data may come as a zip with its images. */
const MARKS_ACCEPT = '.xlsx,.csv,.jsonl,.zip';

export default function ImportDialog(props: WidgetProps) {
  const t = useT();
  return (
    <LoadFileDialog {...props} title={t('pm.import.title')} hint={t('pm.import.hint')} accept={MARKS_ACCEPT}
      start={(uid) => api.tm.importMarks({ uid })} status={(taskId) => api.tm.importStatus({ taskId }, { noLoading: true })} />
  );
}

export interface LoadFileProps extends WidgetProps {
  title: string;
  hint: string;
  /** The file names taken (an input's accept list); xlsx, csv and jsonl when left out. */
  accept?: string;
  start: (uid: string) => Promise<{ taskId: number }>;
  status: (taskId: number) => Promise<TmImportStatusResponse>;
}

export function LoadFileDialog({ context, onClose, title, hint, accept = ACCEPT, start, status: readStatus }: LoadFileProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TmImportStatusResponse | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => () => void (timer.current && clearInterval(timer.current)), []);

  const poll = (taskId: number) => {
    timer.current = setInterval(async () => {
      try {
        const s = await readStatus(taskId);
        setStatus(s);
        if (s.status !== 0) {
          clearInterval(timer.current!);
          setBusy(false);
          if (s.status === 1) context.refresh();
        }
      } catch {
        clearInterval(timer.current!);
        setBusy(false);
      }
    }, 800);
  };

  const onFile = async (file: File) => {
    const ext = file.name.toLowerCase().split('.').pop();
    const refused = checkBeforeUpload(file, 'attachment') ?? (accept.split(',').includes(`.${ext}`) ? null : hint);
    if (refused) return notify.error(refused);
    setStatus(null);
    setBusy(true);
    try {
      const up = await uploadFile(file);
      const { taskId } = await start(up.uid);
      poll(taskId);
    } catch {
      setBusy(false);
    }
  };

  const percent = status && status.total ? Math.floor((status.progress / status.total) * 100) : busy ? 5 : 0;
  return (
    <Modal open width={720} style={{ maxWidth: 'calc(100vw - 16px)' }} title={title} onCancel={onClose} maskClosable={false} destroyOnHidden
      footer={<Button onClick={onClose} data-testid="pm-import-close">{t('pm.import.close')}</Button>}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {hint}
        </Typography.Paragraph>
        {!busy && (
          <Upload.Dragger accept={accept} multiple={false} showUploadList={false} beforeUpload={(f) => (void onFile(f), false)} data-testid="pm-import-file">
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('pm.import.drop')}</p>
          </Upload.Dragger>
        )}
        {busy && <Progress percent={percent} status="active" format={() => t('pm.import.running', { done: status?.progress ?? 0, total: status?.total ?? 0 })} />}
        {status?.status === 2 && <Alert type="error" showIcon message={t('pm.import.failed', { m: status.errorMessage ?? '' })} data-testid="pm-import-failed" />}
        {status?.status === 1 && (
          <>
            <Alert type={status.errors.length ? 'warning' : 'success'} showIcon data-testid="pm-import-done" message={t('pm.import.done', { n: status.imported, total: status.total })} />
            {status.errors.length > 0 && (
              <>
                <Typography.Text>{t('pm.import.badRows', { n: status.total - status.imported })}</Typography.Text>
                <Table size="small" rowKey={(r) => `${r.row}-${r.field}`} pagination={{ pageSize: 10 }} dataSource={status.errors} data-testid="pm-import-errors" scroll={{ x: 'max-content' }}
                  columns={[
                    { title: t('pm.import.row'), dataIndex: 'row', width: 70 },
                    { title: t('pm.import.column'), dataIndex: 'field', width: 100 },
                    { title: t('pm.import.reason'), dataIndex: 'message' },
                  ]} />
              </>
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}
