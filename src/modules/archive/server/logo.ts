// Generated word-mark images (spec 7.2 "trademark image generation"): the mark's text set on a tile whose
// colour and layout follow from the text, as a small SVG. Records without an uploaded image point here, so
// the archive shows a recognisable picture per mark without storing files.

const PALETTE = ['#ff7200', '#1677ff', '#13a8a8', '#722ed1', '#eb2f96', '#52c41a', '#fa541c', '#2f54eb', '#faad14', '#08979c', '#531dab', '#c41d7f'];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A 160x160 SVG of the text (at most 24 characters). */
export function logoSvg(raw: string): string {
  const text = Array.from(raw.trim() || '?').slice(0, 24).join('');
  const h = hash(text);
  const color = PALETTE[h % PALETTE.length];
  const style = (h >>> 8) % 3; // 0 filled tile, 1 outlined tile, 2 circle
  const chars = Array.from(text);
  const wide = chars.reduce((n, c) => n + (/[\u2e80-\uffff]/.test(c) ? 1 : 0.6), 0);
  const size = Math.max(14, Math.min(64, Math.floor(130 / Math.max(1, wide))));
  const fg = style === 1 ? color : '#ffffff';
  const shape =
    style === 0 ? `<rect x="4" y="4" width="152" height="152" rx="22" fill="${color}"/>`
    : style === 1 ? `<rect x="6" y="6" width="148" height="148" rx="18" fill="#ffffff" stroke="${color}" stroke-width="8"/>`
    : `<circle cx="80" cy="80" r="76" fill="${color}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">${shape}` +
    `<text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif" ` +
    `font-weight="700" font-size="${size}" fill="${fg}">${escapeXml(text)}</text></svg>`
  );
}
