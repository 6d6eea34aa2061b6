// Toolbar 导入 (widget brandImport): download the template, upload an .xlsx (checked on the server by content,
// within the shared import limits), see every bad row with its number and reason, then import everything (clean file) or only
// the good rows; progress while it runs; files over 2,000 rows continue as a batch task.
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { BrandArchivesImportStatusResponse } from '../../../generated/types';
import { useT } from '../i18n';
import { api } from '../../../client/request/api';
import { download } from '../../../client/request/download';
import { notify } from '../../../client/request/notify';
import { uploadTo } from '../../../client/request/upload';
import { acceptOf, checkBeforeUpload } from '../../../shared/files/limits';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import './archive.css';

type Status = BrandArchivesImportStatusResponse;
const TEMPLATE_URL = '/files/templates/trademarks.xlsx';
const UPLOAD_URL = '/files/imports/trademarks';

export default function ImportDialog({ context, onClose }: WidgetProps) {
  const t = useT();
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [running, setRunning] = useState(false);
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => () => void (timer.current && clearInterval(timer.current)), []);

  const bad = status ? status.total - status.valid : 0;
  const finished = status?.status === 1;

  const onFile = async (file: File) => {
    // Size and name checked by the shared helper against the import limits before anything is sent.
    const refused = checkBeforeUpload(file, 'import');
    if (refused) {
      notify.error(refused);
      return;
    }
    setError(null);
    setStatus(null);
    setChecking(true);
    try {
      setStatus(await uploadTo<Status>(UPLOAD_URL, file, { use: 'import', quiet: true }));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setChecking(false);
    }
  };

  const done = (s: Status) => {
    setStatus(s);
    setRunning(false);
    setPercent(100);
    notify.success(t('archive.import.done', { n: s.imported }));
    context.refresh();
  };

  const poll = (id: number) => {
    timer.current = setInterval(async () => {
      try {
        const s = await api.brandArchives.importStatus({ id }, { noLoading: true });
        setStatus(s);
        setPercent(s.progressTotal ? Math.floor((s.progress / s.progressTotal) * 100) : 0);
        if (s.status === 1 || s.status === 2) {
          clearInterval(timer.current!);
          if (s.status === 1) done(s);
          else {
            setRunning(false);
            setError(t('archive.import.failed', { msg: s.errorMessage ?? '' }));
          }
        }
      } catch {
        clearInterval(timer.current!);
        setRunning(false);
      }
    }, 1000);
  };

  const start = async (goodOnly: boolean) => {
    if (!status) return;
    setRunning(true);
    setPercent(5);
    // Small files import within the call: move the bar along until it answers.
    const tick = setInterval(() => setPercent((p) => (p < 90 ? p + 5 : p)), 300);
    try {
      const s = await api.brandArchives.importConfirm({ id: status.id, goodOnly }, { noLoading: true });
      clearInterval(tick);
      if (s.status === 3) {
        setStatus(s);
        setPercent(0);
        poll(s.id);
      } else done(s);
    } catch {
      clearInterval(tick);
      setRunning(false);
      setPercent(0);
    }
  };

  return (
    <Modal
      open
      width={720}
      title={t('archive.import.title')}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose} data-testid="import-close">{t('archive.import.close')}</Button>
          {status && !finished && status.status !== 3 && bad > 0 && status.valid > 0 && (
            <Button onClick={() => void start(true)} loading={running} data-testid="import-good-only">
              {t('archive.import.goodOnly', { n: status.valid })}
            </Button>
          )}
          {status && !finished && status.status !== 3 && (
            <Button type="primary" disabled={bad > 0 || status.valid === 0} loading={running} onClick={() => void start(false)} data-testid="import-start">
              {t('archive.import.start')}
            </Button>
          )}
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('archive.import.hint')}{' '}
          <Typography.Link onClick={() => void download(TEMPLATE_URL, '商标导入模板.xlsx').catch((e) => notify.error((e as Error).message))} data-testid="import-template">
            {t('archive.import.template')}
          </Typography.Link>
        </Typography.Paragraph>
        {!running && !finished && status?.status !== 3 && (
          <Upload.Dragger
            accept={acceptOf('import')}
            multiple={false}
            showUploadList={false}
            disabled={checking}
            beforeUpload={(file) => {
              void onFile(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{checking ? t('archive.import.checking') : t('archive.import.drag')}</p>
          </Upload.Dragger>
        )}
        {error && <Alert type="error" showIcon message={error} data-testid="import-error" />}
        {status && (
          <Alert
            type={bad ? 'warning' : 'success'}
            showIcon
            data-testid="import-summary"
            message={`${status.fileName}：${t('archive.import.summary', { total: status.total, valid: status.valid, bad })}`}
          />
        )}
        {status && status.errors.length > 0 && !finished && (
          <Table
            className="tm-import-errors"
            size="small"
            rowKey="row"
            pagination={false}
            data-testid="import-errors"
            dataSource={status.errors}
            columns={[
              { title: t('archive.import.row'), dataIndex: 'row', width: 80 },
              { title: t('archive.import.reason'), dataIndex: 'reason' },
            ]}
          />
        )}
        {(running || finished || status?.status === 3) && (
          <div>
            <Progress percent={finished ? 100 : percent} status={running ? 'active' : undefined} data-testid="import-progress" />
            {status?.status === 3 && <Typography.Text type="secondary">{t('archive.import.queued')}</Typography.Text>}
            {finished && <Typography.Text type="success" data-testid="import-done">{t('archive.import.done', { n: status!.imported })}</Typography.Text>}
          </div>
        )}
      </Space>
    </Modal>
  );
}
