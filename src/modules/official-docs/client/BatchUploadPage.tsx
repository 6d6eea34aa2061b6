// 批量上传官文 (/brand/batchUpload, spec 2.6) and the copyright parse results (/copyRight/analysis, spec 2.7): the
// same page for the route's right (its screen): many documents at once — each file is uploaded and recognised in
// turn (two at a time) and listed with what was read; a zip is unpacked on the server as a batch task whose progress
// and per-file results appear as they come. Files read earlier and not entered yet are listed too (the server keeps
// them), so the results outlive the page. 录入 on a row opens the official-document dialog with that upload to
// correct and confirm it; entered documents live in the right's list (官文管理, 版权官文).
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Progress, Space, Table, Tag, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../../client/pages/registry';
import { uploadTo } from '../../../client/request/upload';
import { uploadOfficial } from './uploadOfficial';
import { useSession } from '../../../client/session/session';
import { acceptOf } from '../../../shared/files/limits';
import { useT } from '../i18n';
import OfficialDocDialog, { type UploadAnswer } from './OfficialDocDialog';
import { rightOf } from './rights';

interface Line { key: string; fileName: string; from?: string; at?: string; status: 'waiting' | 'reading' | 'done' | 'failed'; state?: 0 | 1; uploadId?: number; answer?: UploadAnswer; entered?: boolean; typeName?: string | null; brandNo?: string | null; issueDate?: string | null; error?: string }
interface ZipTask { taskId: number; fileName: string; total: number; progress: number; status: number; errorMessage: string | null }

const PARALLEL = 2;

export default function BatchUploadPage({ route }: PageProps) {
  const t = useT();
  const ui = rightOf(route.screen);
  const navigate = useNavigate();
  const { user } = useSession();
  const [lines, setLines] = useState<Line[]>([]);
  const [zips, setZips] = useState<ZipTask[]>([]);
  const [entering, setEntering] = useState<Line | null>(null);
  const queue = useRef<Array<{ key: string; file: File }>>([]);
  const active = useRef(0);
  const seq = useRef(0);

  const patch = (key: string, p: Partial<Line>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...p } : l)));

  // Files read earlier (here or in the dialog) that no document was entered from yet.
  useEffect(() => {
    let live = true;
    void ui.calls.pendingUploads().then((items) => {
      if (!live) return;
      setLines((ls) => [
        ...ls,
        ...items
          .filter((i) => !ls.some((l) => l.uploadId === i.uploadId))
          .map((i): Line => {
            const a = i.answer as unknown as UploadAnswer;
            return { key: `u${i.uploadId}`, fileName: i.fileName, at: i.createdAt, status: 'done', state: 1, uploadId: i.uploadId, answer: a, typeName: a.type ? a.typeName : null, brandNo: a.brandNo, issueDate: a.issueDate };
          }),
      ]);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [ui]);

  const pump = () => {
    while (active.current < PARALLEL && queue.current.length) {
      const { key, file } = queue.current.shift()!;
      active.current += 1;
      patch(key, { status: 'reading' });
      const isZip = /\.zip$/i.test(file.name);
      const done = isZip
        ? uploadTo<{ taskId: number; fileName: string; total: number }>(ui.paths.zip, file, { use: 'officialZip', quiet: true }).then((z) => {
            setLines((ls) => ls.filter((l) => l.key !== key));
            setZips((zs) => [...zs, { ...z, progress: 0, status: 0, errorMessage: null }]);
          })
        : uploadOfficial(file, { quiet: true }, ui).then((a) =>
            patch(key, { status: 'done', state: a.state, uploadId: a.uploadId, answer: a, typeName: a.type ? a.typeName : null, brandNo: a.brandNo, issueDate: a.issueDate }),
          );
      void done
        .catch((e: Error) => patch(key, { status: 'failed', error: e.message }))
        .finally(() => {
          active.current -= 1;
          pump();
        });
    }
  };

  // New files first, above those read before.
  const add = (file: File) => {
    const key = `f${++seq.current}`;
    setLines((ls) => [{ key, fileName: file.name, status: 'waiting' }, ...ls]);
    queue.current.push({ key, file });
    pump();
  };

  // Zip tasks: poll each running one every second; its results join the list.
  useEffect(() => {
    const running = zips.filter((z) => z.status === 0);
    if (!running.length) return;
    const timer = setTimeout(() => {
      void Promise.all(running.map((z) => ui.calls.batchStatus(z.taskId))).then((answers) => {
        setZips((zs) => zs.map((z) => {
          const a = answers.find((x) => x.taskId === z.taskId);
          return a ? { ...z, progress: a.progress, total: a.total, status: a.status, errorMessage: a.errorMessage } : z;
        }));
        setLines((ls) => {
          let next = ls;
          for (const a of answers) {
            const from = `zip${a.taskId}`;
            const have = next.filter((l) => l.from === from).length;
            next = [...next, ...a.results.slice(have).map((r, i): Line => ({
              key: `${from}-${have + i}`, from, fileName: r.fileName, status: r.error ? 'failed' : 'done', uploadId: r.uploadId, answer: r.answer as UploadAnswer | undefined,
              state: r.state as 0 | 1 | undefined, typeName: r.type ? r.typeName : null, brandNo: r.brandNo, issueDate: r.issueDate, error: r.error,
            }))];
          }
          return next;
        });
      });
    }, 1000);
    return () => clearTimeout(timer);
  }, [zips, ui]);

  const statusTag = (l: Line) => {
    if (l.status === 'failed') return <Tag color="red">{t('official.batch.failed')}</Tag>;
    if (l.status !== 'done') return <Tag color="processing">{t(`official.batch.${l.status}`)}</Tag>;
    if (l.entered) return <Tag color="blue">{t('official.batch.entered')}</Tag>;
    return l.state === 0 ? <Tag color="gold">{t('official.batch.exists')}</Tag> : <Tag color="green">{t('official.batch.done')}</Tag>;
  };

  return (
    <Card title={t(ui.text.batchTitle)} extra={<Button onClick={() => navigate(ui.routes.list)}>{t(ui.text.toList)}</Button>} data-testid="official-batch">
      <div style={{ position: 'relative', marginBottom: 16 }}>
        <Upload.Dragger multiple accept={`${acceptOf('officialDocument')},${acceptOf('officialZip')}`} showUploadList={false} beforeUpload={(file) => (add(file), false)}>
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p className="ant-upload-text">{t('official.batch.drag')}</p>
          <p className="ant-upload-hint">{t('official.batch.hint')}</p>
        </Upload.Dragger>
        {user && <Typography.Text type="secondary" style={{ position: 'absolute', right: 12, bottom: 8, opacity: 0.5, pointerEvents: 'none' }}>{`${user.name} ${user.phone ?? ''}`}</Typography.Text>}
      </div>
      {zips.map((z) => (
        <Space key={z.taskId} direction="vertical" style={{ width: '100%', marginBottom: 12 }} data-testid="official-batch-zip">
          <Typography.Text>{t('official.batch.zip', { name: z.fileName })}</Typography.Text>
          <Progress percent={z.total ? Math.round((z.progress / z.total) * 100) : 0} status={z.status === 2 ? 'exception' : z.status === 1 ? 'success' : 'active'} format={() => `${z.progress}/${z.total}`} />
          {z.errorMessage && <Alert type="error" showIcon message={z.errorMessage} />}
        </Space>
      ))}
      <Table<Line> rowKey="key" size="small" dataSource={lines} pagination={false} scroll={{ x: 1080 }} data-testid="official-batch-list"
        locale={{ emptyText: t('official.batch.empty') }}
        columns={[
          { title: t('official.batch.file'), dataIndex: 'fileName', width: 240, ellipsis: true, render: (v: string, l) => (
            <Space direction="vertical" size={0}>
              <span>{v}</span>
              {l.at && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('official.batch.pending')} · {dayjs(l.at).format('YYYY-MM-DD HH:mm')}</Typography.Text>}
            </Space>
          ) },
          { title: t('official.batch.status'), key: 'status', width: 110, render: (_, l) => statusTag(l) },
          { title: t('official.upload.type'), dataIndex: 'typeName', width: 180, render: (v: string | null, l) => (l.status === 'done' ? v ?? <Typography.Text type="secondary">{t('official.batch.noType')}</Typography.Text> : null) },
          { title: t(ui.text.number), dataIndex: 'brandNo', width: 150 },
          { title: t('official.upload.issueDate'), dataIndex: 'issueDate', width: 120 },
          { title: t('official.batch.message'), dataIndex: 'error', width: 240, render: (v?: string) => v && <Typography.Text type="danger">{v}</Typography.Text> },
          { title: t('official.batch.action'), key: 'enter', width: 90, fixed: 'right', render: (_, l) => l.uploadId && l.answer && !l.entered && <Button size="small" type="link" onClick={() => setEntering(l)}>{t('official.batch.enter')}</Button> },
        ]}
      />
      {entering && (
        <OfficialDocDialog mode="upload" right={ui.right} uploadId={entering.uploadId} answer={entering.answer} onClose={() => setEntering(null)}
          onSaved={() => setLines((ls) => ls.map((l) => (l.key === entering.key ? { ...l, entered: true } : l)))} />
      )}
    </Card>
  );
}
