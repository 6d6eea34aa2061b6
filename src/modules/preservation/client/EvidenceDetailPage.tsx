// /risk/existing-detail?id= (存证详情): what was preserved and how (the screen's labels and dictionaries), the hash
// chain fields, 校验 (this record's hash, links and file, and the state of the whole chain), the file to download and
// a preview: images and PDFs in the viewer, a captured page as its HTML in a sandbox (no scripts, nothing loaded).
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { screen } from '../../../generated/screens/preservedEvidences';
import type { PreservationDetailResponse } from '../../../generated/types';
import type { PageProps } from '../../../client/pages/registry';
import { useI18nText } from '../../../client/i18n';
import { api } from '../../../client/request/api';
import { download, fetchBlob } from '../../../client/request/download';
import { useBreakpoint } from '../../../client/runtime/breakpoints';
import { dictColor, formatCell } from '../../../client/runtime/grid/format';
import { Authorized } from '../../../client/session/permission';
import { useSettings } from '../../../client/settings/settings';
import { loadFilePreview } from '../../official-docs/client';
import { useT } from '../i18n';
import { isHtml, pageText } from '../shared/html';
import type { Verification } from './verifyModel';
import { sizeText } from './verifyModel';
import { VerifyResult } from './VerifyResult';

const FilePreview = lazy(loadFilePreview);

type Rec = PreservationDetailResponse;
/** Files previewed without asking (bigger ones on request). */
const AUTO_PREVIEW_BYTES = 5 * 1024 * 1024;
/** PDFs go to the page viewer; pictures are shown as they are (at most their own size). */
const VIEWER_TYPES: Record<string, 'pdf'> = { 'application/pdf': 'pdf' };
/** Put first in a captured page: nothing is fetched from anywhere (scripts are off by the sandbox already). */
const NO_LOADS = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:">`;

type Preview = { kind: 'viewer'; blob: Blob; type: 'pdf' } | { kind: 'image'; url: string } | { kind: 'html'; html: string } | { kind: 'text'; text: string } | { kind: 'none' };

const previewKind = (contentType: string) => {
  const mime = contentType.split(';')[0].trim();
  if (VIEWER_TYPES[mime]) return 'viewer';
  if (mime.startsWith('image/')) return 'image';
  if (isHtml(mime)) return 'html';
  if (mime.startsWith('text/') || mime === 'application/json' || mime.endsWith('+xml') || mime === 'application/xml') return 'text';
  return 'none';
};

function Hash({ value, testId }: { value: string; testId?: string }) {
  return (
    <Typography.Text code copyable data-testid={testId} style={{ wordBreak: 'break-all', fontSize: 12 }}>
      {value}
    </Typography.Text>
  );
}

export default function EvidenceDetailPage(_: PageProps) {
  const t = useT();
  const text = useI18nText();
  const navigate = useNavigate();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const narrow = useBreakpoint() === 'xs';
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const [rec, setRec] = useState<Rec | null | undefined>(undefined);
  const [check, setCheck] = useState<Verification | null>(null);
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewing, setPreviewing] = useState(false);

  useEffect(() => {
    if (!valid) return;
    setRec(undefined);
    setCheck(null);
    setPreview(null);
    api.preservation.detail({ id }, { noLoading: true }).then(setRec, () => setRec(null));
  }, [id, valid]);

  const runCheck = () => {
    setChecking(true);
    api.preservation
      .verify({ id }, { noLoading: true })
      .then(setCheck, () => undefined)
      .finally(() => setChecking(false));
  };

  const loadPreview = useCallback(async (r: Rec) => {
    const kind = previewKind(r.contentType);
    if (kind === 'none') return setPreview({ kind: 'none' });
    setPreviewing(true);
    try {
      const { blob } = await fetchBlob(`/files/uploads/${r.fileUid}`);
      if (kind === 'viewer') setPreview({ kind, blob, type: VIEWER_TYPES[r.contentType.split(';')[0].trim()] });
      else if (kind === 'image') setPreview({ kind, url: URL.createObjectURL(blob) });
      else {
        const body = pageText(new Uint8Array(await blob.arrayBuffer()), r.contentType);
        setPreview(kind === 'html' ? { kind, html: NO_LOADS + body } : { kind, text: body });
      }
    } catch {
      setPreview({ kind: 'none' });
    } finally {
      setPreviewing(false);
    }
  }, []);
  useEffect(() => {
    if (rec && rec.fileSize <= AUTO_PREVIEW_BYTES) void loadPreview(rec);
  }, [rec, loadPreview]);
  useEffect(() => () => (preview?.kind === 'image' ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const cell = useMemo(
    () => (prop: string, value: unknown) => {
      const field = screen.fields[prop];
      const shown = formatCell(value, field, screen.columns.find((c) => c.prop === prop) ?? {}, lang);
      return field?.dict && value !== null && value !== undefined ? <Tag color={dictColor(field, value)} bordered={false}>{shown}</Tag> : shown;
    },
    [lang],
  );

  if (!valid) return <Card className="ipms-page-card"><Alert type="warning" message={t('pres.detail.noId')} /></Card>;
  if (rec === null) return <Card className="ipms-page-card"><Empty description={t('pres.detail.notFound')} /></Card>;
  if (!rec) return <Card className="ipms-page-card"><Skeleton active /></Card>;

  const label = (prop: string) => text(screen.fields[prop].label);
  const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss.SSS');
  const web = rec.kind === 'web';
  const url = (u: string | null) =>
    u ? (
      <Typography.Link href={u} target="_blank" rel="noopener noreferrer nofollow" style={{ wordBreak: 'break-all' }}>
        {u}
      </Typography.Link>
    ) : (
      '—'
    );

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="pres-detail">
      <Card
        className="ipms-page-card"
        title={
          <Space size={8} style={{ maxWidth: '100%' }}>
            <Typography.Text strong ellipsis data-testid="pres-title">{rec.title}</Typography.Text>
            {cell('kind', rec.kind)}
          </Space>
        }
        extra={narrow ? null : <Button onClick={() => navigate('/risk/evidence')}>{t('pres.detail.back')}</Button>}
      >
        <Space wrap style={{ marginBottom: 12 }}>
          <Button type="primary" loading={checking} onClick={runCheck} data-testid="pres-verify">{t('pres.detail.verify')}</Button>
          <Button onClick={() => void download(`/files/uploads/${rec.fileUid}`, rec.fileName)} data-testid="pres-download">{t('pres.detail.download')}</Button>
          <Authorized permission="preservationAdd">
            <Button onClick={() => navigate('/risk/add-exist')}>{t('pres.detail.add')}</Button>
          </Authorized>
          {narrow ? <Button onClick={() => navigate('/risk/evidence')}>{t('pres.detail.back')}</Button> : null}
        </Space>
        {check ? (
          <div style={{ marginBottom: 12 }}>
            <VerifyResult key={check.checkedAt} v={check} />
          </div>
        ) : null}
        <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }} title={t('pres.detail.basic')}>
          <Descriptions.Item label={label('seq')}><span data-testid="pres-seq">{rec.seq}</span></Descriptions.Item>
          <Descriptions.Item label={label('capturedAt')}>{time(rec.capturedAt)}</Descriptions.Item>
          <Descriptions.Item label={label('operatorName')}>{rec.operatorName}</Descriptions.Item>
          {web ? <Descriptions.Item label={label('sourceUrl')} span={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}>{url(rec.sourceUrl)}</Descriptions.Item> : null}
          {web && rec.finalUrl !== rec.sourceUrl ? <Descriptions.Item label={label('finalUrl')} span={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}>{url(rec.finalUrl)}</Descriptions.Item> : null}
          {web ? <Descriptions.Item label={label('httpStatus')}>{rec.httpStatus ?? '—'}</Descriptions.Item> : null}
          {web ? <Descriptions.Item label={label('remoteAddress')}>{rec.remoteAddress ?? '—'}</Descriptions.Item> : null}
          <Descriptions.Item label={label('fileName')}><span style={{ wordBreak: 'break-all' }} data-testid="pres-file-name">{rec.fileName}</span></Descriptions.Item>
          <Descriptions.Item label={label('contentType')}>{rec.contentType}</Descriptions.Item>
          <Descriptions.Item label={label('fileSize')}>
            {rec.fileSize < 1024 ? t('pres.detail.bytes', { n: rec.fileSize }) : `${sizeText(rec.fileSize)}（${t('pres.detail.bytes', { n: rec.fileSize.toLocaleString() })}）`}
          </Descriptions.Item>
          <Descriptions.Item label={label('remark')}>{rec.remark || '—'}</Descriptions.Item>
        </Descriptions>
        <Descriptions bordered size="small" column={1} title={t('pres.detail.chain')} style={{ marginTop: 16 }}>
          <Descriptions.Item label={label('contentSha256')}><Hash value={rec.contentSha256} testId="pres-sha256" /></Descriptions.Item>
          <Descriptions.Item label={label('recordHash')}><Hash value={rec.recordHash} testId="pres-record-hash" /></Descriptions.Item>
          <Descriptions.Item label={label('prevHash')}><Hash value={rec.prevHash} /></Descriptions.Item>
          <Descriptions.Item label={label('createdAt')}>{time(rec.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        className="ipms-page-card"
        size="small"
        title={t('pres.detail.preview')}
        extra={!preview && !previewing ? <Button size="small" onClick={() => void loadPreview(rec)}>{t('pres.detail.preview')}</Button> : null}
        data-testid="pres-preview"
      >
        {previewing ? (
          <Skeleton active />
        ) : !preview ? null : preview.kind === 'none' ? (
          <Empty description={t('pres.detail.noPreview')} />
        ) : preview.kind === 'viewer' ? (
          <Suspense fallback={<Skeleton active />}>
            <FilePreview source={{ blob: preview.blob, name: rec.fileName, type: preview.type }} />
          </Suspense>
        ) : preview.kind === 'image' ? (
          <img src={preview.url} alt={rec.title} style={{ maxWidth: '100%', maxHeight: 600, display: 'block', margin: '0 auto' }} data-testid="pres-preview-image" />
        ) : preview.kind === 'html' ? (
          <>
            <Typography.Paragraph type="secondary">{t('pres.detail.previewNote')}</Typography.Paragraph>
            <iframe
              title={rec.title}
              sandbox=""
              referrerPolicy="no-referrer"
              srcDoc={preview.html}
              data-testid="pres-preview-html"
              style={{ width: '100%', height: narrow ? 360 : 520, border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6, background: '#fff' }}
            />
          </>
        ) : (
          <pre data-testid="pres-preview-text" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 520, overflow: 'auto', margin: 0 }}>{preview.text}</pre>
        )}
      </Card>
    </Space>
  );
}
