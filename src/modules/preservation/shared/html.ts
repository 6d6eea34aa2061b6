// Reading a captured page: its character set (the Content-Type's, else a <meta> in the first bytes, else UTF-8),
// its text, and its <title>. The server takes the title as the record's name when none is given; the detail page
// decodes the page the same way for its preview.

/** The charset of a page: Content-Type first, then <meta charset> / <meta http-equiv content="...charset=">. */
export function pageCharset(contentType: string, head: Uint8Array): string {
  const fromType = /charset=([a-z0-9_.:-]+)/i.exec(contentType)?.[1];
  if (fromType) return fromType.toLowerCase();
  const ascii = new TextDecoder('latin1').decode(head.subarray(0, 4096));
  const meta = /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_.:-]+)/i.exec(ascii)?.[1];
  return (meta ?? 'utf-8').toLowerCase();
}

/** The page as text in its charset (UTF-8 when the charset is unknown to this runtime). */
export function pageText(bytes: Uint8Array, contentType: string): string {
  const charset = pageCharset(contentType, bytes);
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of the page's <title>, entities decoded and spaces collapsed, at most `max` characters; null if none. */
export function pageTitle(html: string, max = 200): string | null {
  const m = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  if (!m) return null;
  const text = m[1]
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[e.toLowerCase()] ?? all;
    })
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, max) : null;
}

/** Whether a content type is a page the preview shows as HTML (sandboxed, no scripts, nothing loaded). */
export const isHtml = (contentType: string) => /^(text\/html|application\/xhtml\+xml)\b/i.test(contentType);
