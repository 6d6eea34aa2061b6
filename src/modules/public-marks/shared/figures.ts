// Procedurally drawn figure images of the synthetic public marks (demo tenant and benchmark): FIGURE_COUNT figures,
// each one to three shapes (ring, disc, square, triangle, star, bars, diamond, crescent, cross) placed and coloured
// from the figure's number, and FIGURE_VARIANTS variants of each (the original, then rescaled, shifted and
// recoloured copies, as the same logo looks in different gazettes). A figure is an SVG string, pure and
// deterministic; the server serves it at FIGURE_PATH and hashes it with the real perceptual hash once per variant
// (server/figureHash.ts), so the image search over generated data works on real hashes.

import { mulberry32 as rng } from '../../../shared/random';

export const FIGURE_COUNT = 400;
export const FIGURE_VARIANTS = 6;
export const FIGURE_PATH = '/files/tm-figure.svg';

export const figureUrl = (figure: number, variant: number) => `${FIGURE_PATH}?f=${figure}&v=${variant}`;

const URL_RE = /^\/files\/tm-figure\.svg\?f=(\d{1,4})&v=(\d{1,2})$/;

/** The figure and variant of a stored image value, or null when it is not a generated figure. */
export function parseFigureUrl(stored: string | null | undefined): { figure: number; variant: number } | null {
  const m = stored ? URL_RE.exec(stored.trim()) : null;
  if (!m) return null;
  const figure = Number(m[1]);
  const variant = Number(m[2]);
  return figure < FIGURE_COUNT && variant < FIGURE_VARIANTS ? { figure, variant } : null;
}

const COLOURS = ['#c00000', '#003a8c', '#006d32', '#222222', '#d46b08', '#531dab', '#08979c', '#ad2102'];
const r1 = (n: number) => Math.round(n * 10) / 10;

function polygon(cx: number, cy: number, r: number, points: number, inner: number | null, turn: number): string {
  const pts: string[] = [];
  const n = inner === null ? points : points * 2;
  for (let i = 0; i < n; i++) {
    const rad = inner !== null && i % 2 ? r * inner : r;
    const a = turn + (i * 2 * Math.PI) / n - Math.PI / 2;
    pts.push(`${r1(cx + rad * Math.cos(a))},${r1(cy + rad * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** One shape at (cx, cy) of size s (about its radius). */
function shape(kind: number, cx: number, cy: number, s: number, colour: string, rnd: () => number): string {
  switch (kind) {
    case 0:
      return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(s)}" fill="none" stroke="${colour}" stroke-width="${r1(s * (0.18 + rnd() * 0.2))}"/>`;
    case 1:
      return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(s)}" fill="${colour}"/>`;
    case 2:
      return `<rect x="${r1(cx - s)}" y="${r1(cy - s * 0.8)}" width="${r1(2 * s)}" height="${r1(1.6 * s)}" rx="${r1(s * rnd() * 0.4)}" fill="${colour}"/>`;
    case 3:
      return `<polygon points="${polygon(cx, cy, s, 3, null, rnd() < 0.5 ? 0 : Math.PI)}" fill="${colour}"/>`;
    case 4:
      return `<polygon points="${polygon(cx, cy, s, 5 + Math.floor(rnd() * 3), 0.45, 0)}" fill="${colour}"/>`;
    case 5: {
      const bars = 2 + Math.floor(rnd() * 3);
      const w = (2 * s) / (bars * 2 - 1);
      return Array.from({ length: bars }, (_, i) => {
        const h = s * (0.8 + rnd() * 1.2);
        return `<rect x="${r1(cx - s + i * 2 * w)}" y="${r1(cy + s - h)}" width="${r1(w)}" height="${r1(h)}" fill="${colour}"/>`;
      }).join('');
    }
    case 6:
      return `<polygon points="${polygon(cx, cy, s, 4, null, 0)}" fill="none" stroke="${colour}" stroke-width="${r1(s * 0.25)}"/>`;
    case 7:
      return `<path d="M ${r1(cx)} ${r1(cy - s)} A ${r1(s)} ${r1(s)} 0 1 0 ${r1(cx)} ${r1(cy + s)} A ${r1(s * 0.7)} ${r1(s)} 0 1 1 ${r1(cx)} ${r1(cy - s)} Z" fill="${colour}"/>`;
    default: {
      const t = r1(s * 0.35);
      return `<rect x="${r1(cx - t / 2)}" y="${r1(cy - s)}" width="${t}" height="${r1(2 * s)}" fill="${colour}"/><rect x="${r1(cx - s)}" y="${r1(cy - t / 2)}" width="${r1(2 * s)}" height="${t}" fill="${colour}"/>`;
    }
  }
}

/**
 * The SVG (200 x 200 on white) of a figure's variant. Variant 0 is the figure as drawn; the others scale it by
 * 0.95-1.03 about the centre, shift it by up to 2 px and may change its colour, which keeps a pHash within a few bits.
 */
export function figureSvg(figure: number, variant: number): string {
  const rnd = rng(figure * 7919 + 17);
  const colour = COLOURS[Math.floor(rnd() * COLOURS.length)];
  const count = 1 + Math.floor(rnd() * 3);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const s = count === 1 ? 50 + rnd() * 35 : 28 + rnd() * 32;
    const cx = count === 1 ? 100 + (rnd() - 0.5) * 30 : s + 8 + rnd() * (184 - 2 * s);
    const cy = count === 1 ? 100 + (rnd() - 0.5) * 30 : s + 8 + rnd() * (184 - 2 * s);
    parts.push(shape(Math.floor(rnd() * 9), cx, cy, s, i === 2 ? COLOURS[(COLOURS.indexOf(colour) + 3) % COLOURS.length] : colour, rnd));
  }
  let body = parts.join('');
  if (variant > 0) {
    const vr = rng(figure * 104729 + variant * 31);
    const scale = 0.95 + vr() * 0.08;
    const dx = (vr() - 0.5) * 4;
    const dy = (vr() - 0.5) * 4;
    if (vr() < 0.4) body = body.split(colour).join(COLOURS[(COLOURS.indexOf(colour) + 1 + Math.floor(vr() * 6)) % COLOURS.length]);
    body = `<g transform="translate(${r1(100 + dx)} ${r1(100 + dy)}) scale(${scale.toFixed(3)}) translate(-100 -100)">${body}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="#ffffff"/>${body}</svg>`;
}
