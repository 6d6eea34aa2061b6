// Left side of the official-document dialog: the document itself. A PDF is rendered page by page in the browser
// (unpdf's bundled pdf.js, loaded only here) with previous/next page; an image is shown as it is; doc/docx have no
// preview and offer the file to open instead.
import { FileWordOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n';

export interface PreviewSource { blob: Blob; name: string; type: string }

type PdfDoc = Awaited<ReturnType<typeof import('unpdf')['getDocumentProxy']>>;

function PdfPages({ blob }: { blob: Blob }) {
  const t = useT();
  const [pdf, setPdf] = useState<PdfDoc | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    let doc: PdfDoc | null = null;
    void (async () => {
      try {
        const { getDocumentProxy } = await import('unpdf');
        doc = await getDocumentProxy(new Uint8Array(await blob.arrayBuffer()));
        if (live) setPdf(doc);
      } catch {
        if (live) setError(true);
      }
    })();
    return () => {
      live = false;
      void doc?.destroy();
    };
  }, [blob]);
  useEffect(() => {
    if (!pdf || !canvas.current) return;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void pdf.getPage(page).then((p) => {
      const el = canvas.current;
      if (!el) return;
      const width = el.parentElement?.clientWidth ?? 480;
      const base = p.getViewport({ scale: 1 });
      const viewport = p.getViewport({ scale: (width / base.width) * (window.devicePixelRatio || 1) });
      el.width = viewport.width;
      el.height = viewport.height;
      el.style.width = '100%';
      task = p.render({ canvasContext: el.getContext('2d')!, viewport, canvas: el } as never);
      task.promise.catch(() => undefined);
    });
    return () => task?.cancel();
  }, [pdf, page]);
  if (error) return <Alert type="warning" showIcon message={t('official.dialog.previewFailed')} />;
  if (!pdf) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <div data-testid="official-preview-pdf">
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" icon={<LeftOutlined />} disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={t('official.dialog.prevPage')} />
        <Typography.Text data-testid="official-preview-page">{t('official.dialog.page', { n: page, total: pdf.numPages })}</Typography.Text>
        <Button size="small" icon={<RightOutlined />} disabled={page >= pdf.numPages} onClick={() => setPage(page + 1)} aria-label={t('official.dialog.nextPage')} />
      </Space>
      <div style={{ border: '1px solid #f0f0f0', maxHeight: '65vh', overflow: 'auto' }}>
        <canvas ref={canvas} />
      </div>
    </div>
  );
}

export default function FilePreview({ source }: { source: PreviewSource | null }) {
  const t = useT();
  const url = useMemo(() => (source ? URL.createObjectURL(source.blob) : null), [source]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (!source || !url) return <Empty description={t('official.dialog.noFile')} />;
  if (source.type === 'pdf') return <PdfPages blob={source.blob} />;
  if (source.type === 'jpeg' || source.type === 'png')
    return <img src={url} alt={source.name} data-testid="official-preview-image" style={{ width: '100%', maxHeight: '65vh', objectFit: 'contain', border: '1px solid #f0f0f0' }} />;
  return (
    <Empty image={<FileWordOutlined style={{ fontSize: 48 }} />} description={t('official.dialog.noPreview')}>
      <a href={url} download={source.name}>{source.name}</a>
    </Empty>
  );
}
