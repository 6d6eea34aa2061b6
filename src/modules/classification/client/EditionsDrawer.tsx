// 版本管理 on /tool/goodsService (permission niceEditionManage): the editions side by side (name, key, counts,
// imported at, active/built-in) with 设为当前版本, and 导入新版本: upload a .jsonl/.jsonl.gz file, see the server's
// check (counts, problems by line, a taken or missing edition key to fix), start the import, follow its batch
// task's progress. Nothing changes for users until an edition is made active.
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Form, Input, Progress, Space, Table, Tag, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NiceEdition, NiceEditionImport } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { uploadTo } from '../../../client/request/upload';
import { checkBeforeUpload } from '../../../shared/files/limits';
import { useT } from '../i18n';

const UPLOAD_URL = '/files/imports/nice-edition';
const ACCEPT = '.jsonl,.gz,.json,.txt';
const POLL_MS = 1000;

export default function EditionsDrawer({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }) {
  const t = useT();
  const [editions, setEditions] = useState<NiceEdition[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [upload, setUpload] = useState<NiceEditionImport | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);
  const [form] = Form.useForm<{ edition: string; label: string }>();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopPolling = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stopPolling, []);

  const load = useCallback(async () => {
    const r = await api.classification.editions({}, { noLoading: true });
    setEditions(r.editions);
    return r;
  }, []);

  const poll = useCallback(
    (id: number) => {
      stopPolling();
      timer.current = setTimeout(async () => {
        try {
          const s = await api.classification.importEditionStatus({ id }, { noLoading: true });
          setUpload(s);
          if (s.status === 3) return poll(id);
          if (s.status === 1) {
            notify.success(t('ed.done', { label: s.label, n: s.itemCount }));
            await load();
            onChanged();
          }
        } catch {
          // the call toasted why; stop following
        }
      }, POLL_MS);
    },
    [load, onChanged, t],
  );

  useEffect(() => {
    if (!open) return stopPolling();
    void load().then((r) => {
      // Follow an import still running from an earlier visit.
      const running = r.imports.find((i) => i.status === 3);
      if (running) {
        setUpload(running);
        poll(running.id);
      }
    });
  }, [open, load, poll]);

  const onFile = async (file: File) => {
    const refused = checkBeforeUpload(file, 'niceEdition');
    if (refused) return notify.error(refused);
    setUpload(null);
    setUploadError(null);
    setChecking(true);
    try {
      const r = await uploadTo<NiceEditionImport>(UPLOAD_URL, file, { use: 'niceEdition', quiet: true });
      setUpload(r);
      form.setFieldsValue({ edition: r.edition, label: r.label });
    } catch (e) {
      setUploadError((e as Error).message);
    } finally {
      setChecking(false);
    }
  };

  const start = async () => {
    if (!upload) return;
    const v = await form.validateFields();
    setStarting(true);
    try {
      const s = await api.classification.importEdition({ id: upload.id, edition: v.edition.trim(), label: v.label?.trim() || undefined });
      setUpload(s);
      poll(s.id);
    } catch {
      // toasted (a taken key says so: the admin names another)
    } finally {
      setStarting(false);
    }
  };

  const makeActive = async (e: NiceEdition) => {
    setSwitching(e.edition);
    try {
      await api.classification.setActiveEdition({ edition: e.edition });
      notify.success(t('ed.setActiveDone', { label: e.label }));
      await load();
      onChanged();
    } catch {
      // toasted
    } finally {
      setSwitching(null);
    }
  };

  const total = upload ? upload.progressTotal : 0;
  const percent = upload?.status === 1 ? 100 : total ? Math.floor((upload!.progress / total) * 100) : 0;
  const canStart = upload?.status === 0 && upload.problemCount === 0;

  return (
    <Drawer open={open} onClose={onClose} title={t('ed.title')} width="min(880px, 100vw)" destroyOnHidden>
      <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="editions-drawer">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('ed.hint')}
        </Typography.Paragraph>
        <Table<NiceEdition>
          rowKey="edition"
          size="small"
          pagination={false}
          loading={!editions}
          dataSource={editions ?? []}
          scroll={{ x: 640 }}
          data-testid="editions-table"
          onRow={(e) => ({ 'data-testid': `edition-row-${e.edition}` }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('ed.col.label'), dataIndex: 'label' },
            { title: t('ed.col.edition'), dataIndex: 'edition' },
            { title: t('ed.col.counts'), key: 'counts', render: (_, e) => `${e.classCount} / ${e.groupCount} / ${e.itemCount}` },
            { title: t('ed.col.importedAt'), dataIndex: 'importedAt', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
            {
              title: t('ed.col.state'),
              key: 'state',
              render: (_, e) => (
                <Space size={4}>
                  {e.active && <Tag color="blue">{t('ed.active')}</Tag>}
                  {e.builtin && <Tag>{t('ed.builtin')}</Tag>}
                </Space>
              ),
            },
            {
              title: t('ed.col.actions'),
              key: 'actions',
              render: (_, e) =>
                e.active ? null : (
                  <Button size="small" type="link" loading={switching === e.edition} onClick={() => void makeActive(e)} data-testid={`edition-activate-${e.edition}`}>
                    {t('ed.setActive')}
                  </Button>
                ),
            },
          ]}
        />

        <div data-testid="edition-import">
          <Typography.Title level={5}>{t('ed.import')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('ed.importHint')}</Typography.Paragraph>
          {(!upload || upload.status === 0 || upload.status === 2) && (
            <Upload.Dragger
              accept={ACCEPT}
              multiple={false}
              showUploadList={false}
              disabled={checking}
              beforeUpload={(file) => {
                void onFile(file);
                return false;
              }}
              data-testid="edition-upload"
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{checking ? t('ed.checking') : t('ed.drag')}</p>
            </Upload.Dragger>
          )}
          {uploadError && <Alert type="error" showIcon style={{ marginTop: 12 }} message={uploadError} data-testid="edition-upload-error" />}
          {upload && (
            <Space direction="vertical" style={{ width: '100%', marginTop: 12 }} data-testid="edition-check">
              <Typography.Text strong>
                {upload.fileName} · {t('ed.checked', { classes: upload.classCount, groups: upload.groupCount, items: upload.itemCount })}
              </Typography.Text>
              {upload.problemCount > 0 && (
                <>
                  <Alert type="error" showIcon message={t('ed.problems', { n: upload.problemCount })} data-testid="edition-problems" />
                  <Table
                    rowKey={(p) => `${p.line}:${p.message}`}
                    size="small"
                    pagination={{ pageSize: 10, hideOnSinglePage: true }}
                    dataSource={upload.problems}
                    columns={[
                      { title: '', dataIndex: 'line', width: 100, render: (line: number) => (line > 0 ? t('ed.problemLine', { line }) : t('ed.problemFile')) },
                      { title: '', dataIndex: 'message' },
                    ]}
                  />
                </>
              )}
              {canStart && (
                <Form form={form} layout="vertical" requiredMark={false}>
                  {upload.editionProblem && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={upload.editionProblem} data-testid="edition-key-problem" />}
                  <Space wrap align="start">
                    <Form.Item
                      name="edition"
                      label={t('ed.key')}
                      rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9._-]{0,39}$/, message: t('ed.keyPlaceholder') }]}
                    >
                      <Input placeholder={t('ed.keyPlaceholder')} style={{ width: 220 }} data-testid="edition-key" />
                    </Form.Item>
                    <Form.Item name="label" label={t('ed.name')}>
                      <Input maxLength={60} style={{ width: 220 }} data-testid="edition-label" />
                    </Form.Item>
                  </Space>
                  <Button type="primary" loading={starting} onClick={() => void start()} data-testid="edition-start">
                    {t('ed.start')}
                  </Button>
                </Form>
              )}
              {(upload.status === 3 || upload.status === 1) && (
                <div data-testid="edition-progress">
                  <Typography.Text>{upload.status === 1 ? t('ed.done', { label: upload.label, n: upload.itemCount }) : t('ed.running', { label: upload.label })}</Typography.Text>
                  <Progress percent={percent} status={upload.status === 1 ? 'success' : 'active'} />
                  {upload.status === 1 && (
                    <Button onClick={() => setUpload(null)} data-testid="edition-again">
                      {t('ed.again')}
                    </Button>
                  )}
                </div>
              )}
              {upload.status === 2 && <Alert type="error" showIcon message={t('ed.failed', { msg: upload.errorMessage ?? '' })} data-testid="edition-failed" />}
            </Space>
          )}
        </div>
      </Space>
    </Drawer>
  );
}
