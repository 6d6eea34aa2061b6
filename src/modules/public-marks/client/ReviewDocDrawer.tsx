// 查看 on a review document (widget of screens/reviewDocuments.json): its fields, its full text with the list's
// keyword highlighted (the first occurrence scrolled into view), and its PDF when there is one (shown in the
// official documents' viewer, downloaded, or uploaded/replaced/removed by holders of reviewDocImport).
import { Alert, Button, Descriptions, Drawer, Empty, Popconfirm, Skeleton, Space, Tag, Typography, Upload } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { TmReviewDetailResponse } from '../../../generated/types';
import { useI18nText } from '../../../client/i18n';
import { api } from '../../../client/request/api';
import { download, fetchBlob } from '../../../client/request/download';
import { notify } from '../../../client/request/notify';
import { uploadFile } from '../../../client/request/upload';
import { useBreakpoint } from '../../../client/runtime/breakpoints';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { usePermission } from '../../../client/session/permission';
import { loadFilePreview } from '../../official-docs/client';
import { highlightSegments } from '../shared/reviewDocs';
import { useT } from '../i18n';

const FilePreview = lazy(loadFilePreview);

export default function ReviewDocDrawer({ context, onClose }: WidgetProps) {
  const t = useT();
  const text = useI18nText();
  const can = usePermission();
  const narrow = useBreakpoint() === 'xs';
  const id = Number(context.row?.id);
  const term = String(((context.list.filters ?? {}) as Record<string, unknown>).keyword ?? '').trim();
  const [data, setData] = useState<TmReviewDetailResponse | null>(null);
  const [pdf, setPdf] = useState<Blob | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    api.tm.reviewDetail({ id }).then((d) => live && setData(d)).catch(() => live && onClose());
    return () => void (live = false);
  }, [id, onClose]);

  const segments = useMemo(() => (data ? highlightSegments(data.fullText, term) : []), [data, term]);
  const hits = segments.filter((s) => s.hit).length;
  useEffect(() => {
    textRef.current?.querySelector('mark')?.scrollIntoView({ block: 'center' });
  }, [segments]);

  const doc = data?.document;
  const fields = context.screen.fields;
  const label = (prop: string) => text(fields[prop]?.label) || prop;
  const value = (prop: string, v: string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : fields[prop]?.dict?.[v] ? text(fields[prop].dict![v]) : v);
  const showPdf = async () => {
    if (!doc?.pdfUid) return;
    setPdfBusy(true);
    try {
      setPdf((await fetchBlob(`/files/uploads/${doc.pdfUid}`)).blob);
    } catch (e) {
      notify.error((e as Error).message);
    } finally {
      setPdfBusy(false);
    }
  };
  const attach = async (uid: string | null) => {
    const saved = await api.tm.reviewAttachPdf({ id, uid });
    setData((d) => (d ? { ...d, document: saved } : d));
    setPdf(null);
    notify.success(uid ? t('rv.detail.pdfSaved') : t('rv.detail.pdfRemoved'));
  };
  const onPdf = async (file: File) => {
    if (!/\.pdf$/i.test(file.name)) return notify.error(t('rv.detail.pdfOnly'));
    setPdfBusy(true);
    try {
      await attach((await uploadFile(file)).uid);
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <Drawer open width={narrow ? '100vw' : 880} title={doc ? `${doc.docNo}` : t('rv.detail.title')} onClose={onClose} destroyOnHidden rootClassName="rv-detail-drawer">
      {!doc ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={narrow ? 1 : 2} data-testid="rv-fields">
            {(['docNo', 'docKind', 'caseType', 'decisionDate', 'tmName', 'markNo', 'tmCls', 'result', 'applicant', 'respondent'] as const).map((prop) => (
              <Descriptions.Item key={prop} label={label(prop)}>
                {prop === 'result' && doc.result ? <Tag color="blue">{value(prop, doc.result)}</Tag> : prop === 'tmCls' ? doc.tmCls.map((c) => value(prop, c)).join('、') || '—' : value(prop, doc[prop])}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={label('legalBasis')} span={narrow ? 1 : 2}>
              {doc.legalBasis ?? '—'}
              {doc.articles.length > 0 && (
                <div style={{ marginTop: 4 }} aria-label={label('articles')}>
                  {doc.articles.map((a) => (
                    <Tag key={a}>{a}</Tag>
                  ))}
                </div>
              )}
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('rv.detail.pdf')}
            </Typography.Title>
            <Space wrap>
              {doc.pdfUid ? (
                <>
                  <Button onClick={showPdf} loading={pdfBusy} data-testid="rv-pdf-show">{t('rv.detail.showPdf')}</Button>
                  <Button onClick={() => download(`/files/uploads/${doc.pdfUid}`, `${doc.docNo}.pdf`)}>{t('rv.detail.downloadPdf')}</Button>
                </>
              ) : (
                <Typography.Text type="secondary">{t('rv.detail.noPdf')}</Typography.Text>
              )}
              {can('reviewDocImport') && (
                <Upload accept=".pdf,application/pdf" showUploadList={false} beforeUpload={(f) => (void onPdf(f), false)}>
                  <Button loading={pdfBusy} data-testid="rv-pdf-upload">{doc.pdfUid ? t('rv.detail.replacePdf') : t('rv.detail.uploadPdf')}</Button>
                </Upload>
              )}
              {can('reviewDocImport') && doc.pdfUid && (
                <Popconfirm title={t('rv.detail.removePdf')} onConfirm={() => attach(null)}>
                  <Button danger>{t('rv.detail.removePdf')}</Button>
                </Popconfirm>
              )}
            </Space>
            {pdf && (
              <div style={{ marginTop: 12 }} data-testid="rv-pdf">
                <Suspense fallback={<Skeleton active />}>
                  <FilePreview source={{ blob: pdf, name: `${doc.docNo}.pdf`, type: 'pdf' }} />
                </Suspense>
              </div>
            )}
          </div>
          <div>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('rv.detail.fullText')}
            </Typography.Title>
            {term && <Alert style={{ marginBottom: 8 }} type={hits ? 'info' : 'warning'} showIcon data-testid="rv-hits" message={hits ? t('rv.detail.hits', { term, n: hits }) : t('rv.detail.noHits', { term })} />}
            {segments.length === 0 ? (
              <Empty />
            ) : (
              <div ref={textRef} data-testid="rv-fulltext" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.9, fontSize: 14 }}>
                {segments.map((s, i) => (s.hit ? <mark key={i} style={{ background: '#ffe58f', padding: 0 }}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
              </div>
            )}
          </div>
        </Space>
      )}
    </Drawer>
  );
}
