// /brand/useEvidenceDetail?id=<archive record>&refDate=YYYY-MM-DD: one mark's (one class's) evidence of use with
// the 撤三 checklist and file previews. A custom page because it is no list: the checklist matrix is computed per
// mark and reference date, and evidence files are shown inline (images), previewed (PDF and images, with the official
// documents' pdf.js viewer) or offered for download (Office), or all of a mark's as one ZIP (打包下载).
// Adding and editing use the evidence screen's schema form (screens/useEvidences.json) with the mark filled in.
import { Button, Card, DatePicker, Descriptions, Empty, Image, List, Modal, Result, Skeleton, Space, Tag, Typography, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { screen as evidenceScreen } from '../../../generated/screens/useEvidences';
import type { EvidenceDetailResponse } from '../../../generated/types';
import type { PageProps } from '../../../client/pages/registry';
import { api } from '../../../client/request/api';
import { download, fetchBlob } from '../../../client/request/download';
import { useBreakpoint } from '../../../client/runtime/breakpoints';
import { usePermission } from '../../../client/session/permission';
import { useT } from '../i18n';
import { ChecklistSummary, ChecklistView } from './ChecklistView';
import { loadFilePreview } from '../../official-docs/client';

const SchemaFormDialog = lazy(() => import('../../../client/runtime/form/SchemaFormDialog'));
// The official documents' viewer (pdf.js through unpdf, loaded only when a file is previewed).
const FilePreview = lazy(loadFilePreview);

/** The viewer's type of a file it can show, else null (downloaded instead). */
const PREVIEW_TYPES: Record<string, 'pdf' | 'jpeg' | 'png'> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpeg', 'image/png': 'png' };

type Detail = EvidenceDetailResponse;
type Evidence = Detail['evidences'][number];

export default function UseEvidenceDetailPage(_: PageProps) {
  const t = useT();
  const can = usePermission();
  const narrow = useBreakpoint() === 'xs';
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const refParam = params.get('refDate');
  const refDate = refParam && dayjs(refParam, 'YYYY-MM-DD', true).isValid() ? refParam : null;
  const [data, setData] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState<{ mode: 'create' | 'update'; row: Record<string, unknown> } | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const [preview, setPreview] = useState<{ name: string; source: { blob: Blob; name: string; type: string } | null } | null>(null);
  const [zipping, setZipping] = useState(false);

  const load = useCallback(() => {
    if (!id) return;
    api.evidence
      .detail(refDate ? { trademarkId: id, refDate } : { trademarkId: id }, { noLoading: true })
      .then((d) => {
        setData(d);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  }, [id, refDate]);
  useEffect(load, [load]);

  if (!id) return <Result status="warning" title={t('evidence.detail.missingId')} />;
  if (error) return <Result status="warning" title={error} extra={<Link to="/brand/useEvidence">{t('evidence.detail.back')}</Link>} />;
  if (!data) return <Card><Skeleton active /></Card>;
  const { mark, checklist, evidences, files } = data;
  const markRef = { id: mark.id, tmName: mark.tmName, regNo: mark.regNo ?? '', tmCl: mark.tmCl };
  const fileCount = Object.values(files).reduce((n, list) => n + (list?.length ?? 0), 0);

  const openPreview = (f: { uid: string; name: string; mime: string }) => {
    setPreview({ name: f.name, source: null });
    fetchBlob(`/files/uploads/${f.uid}`)
      .then(({ blob }) => setPreview((p) => (p?.name === f.name ? { name: f.name, source: { blob, name: f.name, type: PREVIEW_TYPES[f.mime] } } : p)))
      .catch((e: Error) => {
        setPreview(null);
        void message.error(e.message);
      });
  };
  const zip = () => {
    setZipping(true);
    download(`/files/evidence/marks/${mark.id}`, `使用证据_${mark.tmName}.zip`)
      .catch((e: Error) => void message.error(e.message))
      .finally(() => setZipping(false));
  };

  const remove = (e: Evidence) =>
    modal.confirm({
      title: t('evidence.list.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await api.evidence.delete({ id: e.id });
        void message.success(t('evidence.list.deleted'));
        load();
      },
    });

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="evidence-detail">
      {modalHolder}
      <Card
        title={t('evidence.detail.title')}
        extra={narrow ? null : <Link to="/brand/useEvidence">{t('evidence.detail.back')}</Link>}
      >
        <Descriptions size="small" column={narrow ? 1 : 3}>
          <Descriptions.Item label={t('evidence.detail.mark')}>
            <span data-testid="evidence-mark">{mark.tmName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('evidence.detail.regNo')}>
            <Link to={`/brandManage/brandRecord/recordDetail?id=${mark.id}`}>{mark.regNo ?? '—'}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('evidence.detail.class')}>{t('evidence.detail.classN', { n: mark.tmCl })}</Descriptions.Item>
          <Descriptions.Item label={t('evidence.detail.regDate')}>{mark.regDate ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('evidence.detail.status')}>{mark.tmStatus ?? '—'}</Descriptions.Item>
        </Descriptions>
        <Space wrap style={{ marginTop: 8 }}>
          <span>{t('evidence.detail.refDate')}</span>
          <DatePicker
            allowClear={false}
            value={dayjs(checklist.refDate)}
            disabledDate={(d: Dayjs) => d.isAfter(dayjs(), 'day')}
            onChange={(d) => {
              const next = new URLSearchParams(params);
              next.set('refDate', (d ?? dayjs()).format('YYYY-MM-DD'));
              setParams(next, { replace: true });
            }}
            data-testid="evidence-ref-date"
          />
          <Typography.Text type="secondary">{t('evidence.detail.refHint')}</Typography.Text>
        </Space>
      </Card>

      <Card title={t('evidence.checklist.title')} extra={<Link to="/brand/useEvidenceIllustrate">{t('evidence.detail.about')}</Link>}>
        <div style={{ marginBottom: 8 }}>
          <ChecklistSummary checklist={checklist} />
        </div>
        <ChecklistView checklist={checklist} />
      </Card>

      <Card
        title={t('evidence.list.title', { n: evidences.length })}
        extra={
          <Space size={8}>
            {fileCount ? (
              <Button loading={zipping} onClick={zip} data-testid="evidence-zip">
                {t('evidence.list.zip')}
              </Button>
            ) : null}
            {can('evidenceManage') ? (
              <Button type="primary" onClick={() => setForm({ mode: 'create', row: { trademarks: [markRef] } })} data-testid="evidence-add">
                {t('evidence.detail.add')}
              </Button>
            ) : null}
          </Space>
        }
      >
        {evidences.length ? (
          <List
            itemLayout="vertical"
            dataSource={evidences}
            renderItem={(e) => (
              <List.Item
                key={e.id}
                data-testid="evidence-item"
                actions={
                  can('evidenceManage')
                    ? [
                        <a key="edit" onClick={() => setForm({ mode: 'update', row: e as unknown as Record<string, unknown> })}>{t('evidence.list.edit')}</a>,
                        <a key="delete" onClick={() => remove(e)}>{t('evidence.list.delete')}</a>,
                      ]
                    : []
                }
              >
                <Space wrap size={6}>
                  <Tag color="blue">{t(`evidence.kind.${e.kind}`)}</Tag>
                  <Typography.Text strong>{e.title}</Typography.Text>
                  <Typography.Text type="secondary">{e.evidenceDate}</Typography.Text>
                </Space>
                <div style={{ marginTop: 4 }}>
                  <Typography.Text type="secondary">{t('evidence.list.goods')}：</Typography.Text>
                  {e.goodsNames.join('、')}
                </div>
                {e.remark ? <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>{e.remark}</Typography.Paragraph> : null}
                <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                  {(files[String(e.id)] ?? []).map((f) =>
                    f.previewUrl ? (
                      <Image key={f.uid} src={f.previewUrl} alt={f.name} width={narrow ? 96 : 140} style={{ objectFit: 'cover', maxWidth: '100%' }} data-testid="evidence-image" />
                    ) : PREVIEW_TYPES[f.mime] ? (
                      <Button key={f.uid} size="small" onClick={() => openPreview(f)} data-testid="evidence-preview" style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {t('evidence.list.preview')} {f.name}
                      </Button>
                    ) : (
                      <Button key={f.uid} size="small" onClick={() => void download(`/files/uploads/${f.uid}`, f.name)} style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {t('evidence.list.download')} {f.name}
                      </Button>
                    ),
                  )}
                  {(files[String(e.id)] ?? []).length ? null : <Typography.Text type="secondary">{t('evidence.list.noFiles')}</Typography.Text>}
                </div>
              </List.Item>
            )}
          />
        ) : (
          <Empty description={t('evidence.list.empty')} />
        )}
      </Card>

      <Modal
        open={preview !== null}
        title={preview?.name}
        width={narrow ? '100vw' : 760}
        className={narrow ? 'ipms-dialog-narrow' : undefined}
        onCancel={() => setPreview(null)}
        footer={null}
        destroyOnHidden
      >
        <Suspense fallback={<Skeleton active />}>{preview?.source ? <FilePreview source={preview.source} /> : <Skeleton active />}</Suspense>
      </Modal>

      {form && (
        <Suspense fallback={null}>
          <SchemaFormDialog
            screen={evidenceScreen}
            mode={form.mode}
            row={form.row}
            narrow={narrow}
            onClose={() => setForm(null)}
            onSaved={() => {
              setForm(null);
              load();
            }}
          />
        </Suspense>
      )}
    </Space>
  );
}
