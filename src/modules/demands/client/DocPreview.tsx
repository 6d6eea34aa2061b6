// A linked 官文's pages inside a demand: the file is fetched through the demand (GET /files/demands/:id/documents/:docId,
// open to the demand's people without the 官文 permission) and shown by the official-docs module's own preview
// (pdf.js page by page, images as they are), opened per document on demand.
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { tokenStore } from '../../../client/session/token';
import { useT } from '../i18n';
import { loadFilePreview } from '../../official-docs/client';

const FilePreview = lazy(loadFilePreview);

export interface DocFile { id: number; uploadId: number | null; fileName: string | null; fileType: string | null }

/** `auto`: load and show at once (an expanded table row); otherwise a 预览官文 toggle (the mobile page). */
export function DocPreview({ demandId, doc, auto = false }: { demandId: number; doc: DocFile; auto?: boolean }) {
  const t = useT();
  const [source, setSource] = useState<{ blob: Blob; name: string; type: string } | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (auto) void show();
  }, [auto]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when shown
  if (!doc.uploadId) return null;
  async function show() {
    setOpen(true);
    if (source) return;
    const r = await fetch(`/files/demands/${demandId}/documents/${doc.id}`, { headers: { token: tokenStore.get() ?? '' } }).catch(() => null);
    if (!r?.ok) return setFailed(true);
    setSource({ blob: await r.blob(), name: doc.fileName ?? '', type: doc.fileType ?? '' });
  }
  return (
    <div data-testid="demand-doc-preview">
      {!auto && <Button size="small" type="link" style={{ padding: 0 }} onClick={() => (open ? setOpen(false) : void show())} data-testid="demand-doc-preview-toggle">
        {open ? t('demands.doc.hide') : t('demands.doc.preview')}
      </Button>}
      {open && failed && <div style={{ color: '#cf1322' }}>{t('demands.doc.previewFailed')}</div>}
      {open && !failed && source && (
        <Suspense fallback={null}>
          <FilePreview source={source} />
        </Suspense>
      )}
    </div>
  );
}
