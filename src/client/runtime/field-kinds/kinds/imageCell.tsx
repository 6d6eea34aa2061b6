// An image in a cell or form: URLs of the general upload (/files/uploads/<uid>) need the token header, so they
// are fetched with it and shown from a blob URL; other URLs (generated logos) load as they are.
import { useEffect, useState } from 'react';
import { lazyComponent } from '../../lazyComponent';
import { tokenStore } from '../../../session/token';

/** The URL of an image value: a URL string, or an uploaded file's. */
export const imageUrlOf = (v: unknown): string | undefined =>
  typeof v === 'string' ? v || undefined : v && typeof v === 'object' ? ((v as { url?: string }).url ?? `/files/uploads/${(v as { uid: string }).uid}`) : undefined;

const needsToken = (src: string) => src.startsWith('/files/uploads/');

// The full-size preview (antd Image) loads on the first click, not with the list.
const Preview = lazyComponent(() => import('./imagePreview').then((m) => m.ImagePreview), 'ImagePreview');

export function AuthImage({ src, width, height }: { src: string; width: number; height: number }) {
  const [shown, setShown] = useState(needsToken(src) ? '' : src);
  useEffect(() => {
    if (!needsToken(src)) return setShown(src);
    let url = '';
    let alive = true;
    fetch(src, { headers: { token: tokenStore.get() ?? '' } })
      .then((r) => (r.ok ? r.blob() : null))
      .then((b) => {
        if (!b || !alive) return;
        url = URL.createObjectURL(b);
        setShown(url);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [src]);
  const [preview, setPreview] = useState(false);
  if (!shown) return <span style={{ display: 'inline-block', width, height }} />;
  return (
    <>
      <img src={shown} width={width} height={height} alt="" style={{ objectFit: 'cover', borderRadius: 4, cursor: 'zoom-in', verticalAlign: 'middle' }} onClick={() => setPreview(true)} />
      {preview && <Preview src={shown} onClose={() => setPreview(false)} />}
    </>
  );
}
