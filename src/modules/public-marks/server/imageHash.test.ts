import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { figureSvg, figureUrl } from '../shared/figures';
import { hammingDistance, IMAGE_DISTANCE } from '../shared/imageHash';
import { areaAverage, figureHash, hasOwnImage, isHashable, perceptualHash } from './imageHash';

const svg = (body: string, w = 200, h = 200) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 200 200">${body}</svg>`);
const RING = '<rect width="200" height="200" fill="white"/><circle cx="100" cy="100" r="70" fill="none" stroke="#c00" stroke-width="24"/>';
const BARS = '<rect width="200" height="200" fill="white"/><rect x="20" y="20" width="40" height="160" fill="#036"/><rect x="120" y="60" width="60" height="60" fill="#036"/>';

describe('perceptualHash (sharp)', () => {
  it('hashes a png and a rescaled jpeg of the same figure alike, another figure far apart', async () => {
    const png = await sharp(svg(RING)).png().toBuffer();
    const jpeg = await sharp(svg(RING, 480, 480)).jpeg({ quality: 60 }).toBuffer();
    const other = await sharp(svg(BARS)).png().toBuffer();
    const [a, b, c] = await Promise.all([perceptualHash(png), perceptualHash(jpeg), perceptualHash(other)]);
    expect(hammingDistance(a, b)).toBeLessThanOrEqual(4);
    expect(hammingDistance(a, c)).toBeGreaterThan(IMAGE_DISTANCE.partial);
  });

  it('puts transparency on white and ignores the hue of one colour', async () => {
    const transparent = await sharp(svg('<circle cx="100" cy="100" r="70" fill="none" stroke="#c00" stroke-width="24"/>')).png().toBuffer();
    const blue = await sharp(svg(RING.replace('#c00', '#00c'))).png().toBuffer();
    const base = await perceptualHash(await sharp(svg(RING)).png().toBuffer());
    expect(hammingDistance(base, await perceptualHash(transparent))).toBeLessThanOrEqual(2);
    expect(hammingDistance(base, await perceptualHash(blue))).toBeLessThanOrEqual(2);
  });

  it('refuses what is not an image', async () => {
    await expect(perceptualHash(Buffer.from('not an image'))).rejects.toThrow();
  });

  it('takes the generated word-mark image for no image', () => {
    expect(hasOwnImage('/files/tm-logo.svg?text=%E6%BE%9C')).toBe(false);
    expect(hasOwnImage(null)).toBe(false);
    expect(hasOwnImage(' ')).toBe(false);
    expect(hasOwnImage('/files/uploads/0b6f1f0e-3a9e-4c64-9d7e-5d2f0f6f1a11')).toBe(true);
  });
});

const STAR = '<rect width="200" height="200" fill="white"/><polygon points="100,20 124,76 185,80 138,120 152,180 100,146 48,180 62,120 15,80 76,76" fill="#036"/>';
const TRIANGLE = '<rect width="200" height="200" fill="white"/><polygon points="100,25 180,170 20,170" fill="#036"/>';
const TEXT = '<rect width="200" height="200" fill="white"/><rect x="20" y="70" width="30" height="60" fill="#222"/><rect x="85" y="70" width="30" height="60" fill="#222"/><rect x="150" y="70" width="30" height="60" fill="#222"/>';

describe('which images the search takes for alike (IMAGE_DISTANCE)', () => {
  const png = (body: string, size = 200) => sharp(svg(body, size, size)).png().toBuffer();
  const jpeg = (body: string, size: number, quality: number) => sharp(svg(body, size, size)).jpeg({ quality }).toBuffer();
  // a copy cropped with a margin (as the cropper may leave), the figure shifted by 2% of the width
  const shifted = (body: string, dx: number) => png(`<rect width="200" height="200" fill="white"/><g transform="translate(${dx} 0)">${body.replace(/^<rect[^>]*\/>/, '')}</g>`);
  const near: Array<[string, () => Promise<Buffer>, () => Promise<Buffer>]> = [
    ['the same ring as png and as a rescaled jpeg at 0.8', () => png(RING), () => jpeg(RING, 980, 80)],
    ['a star and a small recompressed copy', () => png(STAR), () => jpeg(STAR, 120, 60)],
    ['a star and the same star shifted by 2 px', () => png(STAR), () => shifted(STAR, 2)],
    ['a ring and a recoloured ring', () => png(RING), () => png(RING.replace('#c00', '#063'))],
    ['a generated figure and its variant', async () => Buffer.from(figureSvg(3, 0)), async () => Buffer.from(figureSvg(3, 1))],
  ];
  const apart: Array<[string, () => Promise<Buffer>, () => Promise<Buffer>]> = [
    ['a ring and bars', () => png(RING), () => png(BARS)],
    ['a star and three blocks of text', () => png(STAR), () => png(TEXT)],
    ['a ring and a triangle', () => png(RING), () => png(TRIANGLE)],
    ['two different generated figures', async () => Buffer.from(figureSvg(3, 0)), async () => Buffer.from(figureSvg(4, 0))],
  ];
  it.each(near)('finds %s (图形近似)', async (_, a, b) => {
    expect(hammingDistance(await perceptualHash(await a()), await perceptualHash(await b()))).toBeLessThanOrEqual(IMAGE_DISTANCE.similar);
  });
  // pHash follows the position of the figure: a shift of 2% of the width is still found, as partly alike
  it('finds a star shifted by 4 px (2% of the width) at the partial level only', async () => {
    const d = hammingDistance(await perceptualHash(await png(STAR)), await perceptualHash(await shifted(STAR, 4)));
    expect(d).toBeGreaterThan(IMAGE_DISTANCE.similar);
    expect(d).toBeLessThanOrEqual(IMAGE_DISTANCE.partial);
  });
  it.each(apart)('does not take %s for alike', async (_, a, b) => {
    expect(hammingDistance(await perceptualHash(await a()), await perceptualHash(await b()))).toBeGreaterThan(IMAGE_DISTANCE.similar);
  });
});

describe('generated figures', () => {
  it('are hashed once per variant, the same as their SVG drawn by sharp, and count as images of their own', async () => {
    const h = await figureHash(7, 2);
    expect(h).toBe(await perceptualHash(Buffer.from(figureSvg(7, 2))));
    expect(figureHash(7, 2)).toBe(figureHash(7, 2));
    expect(hasOwnImage(figureUrl(7, 2))).toBe(true);
    expect(isHashable(figureUrl(7, 2))).toBe(true);
    expect(isHashable('/files/tm-figure.svg?f=99999&v=0')).toBe(false);
    expect(isHashable('https://example.com/a.png')).toBe(false);
  });
});

describe('areaAverage', () => {
  it('averages equal areas, splitting pixels at the borders, for images larger and smaller than the sample', () => {
    // 64 x 64: each cell the mean of 2 x 2 pixels
    const big = Buffer.from(Array.from({ length: 64 * 64 }, (_, i) => ((i % 64) % 2 ? 200 : 100)));
    expect([...areaAverage(big, 64, 64, 1)].every((v) => Math.abs(v - 150) < 1e-9)).toBe(true);
    // 1 x 1: every cell the one pixel; 48 wide: a pixel split between two cells
    expect([...areaAverage(Buffer.from([77]), 1, 1, 1)].every((v) => Math.abs(v - 77) < 1e-9)).toBe(true);
    const odd = Buffer.from(Array.from({ length: 48 }, (_, x) => (x < 24 ? 0 : 255)));
    const row = [...areaAverage(odd, 48, 1, 1)].slice(0, 32);
    expect(row.slice(0, 16).every((v) => v === 0)).toBe(true);
    expect(row.slice(16).every((v) => Math.abs(v - 255) < 1e-9)).toBe(true);
    // two channels: the first is read
    expect(areaAverage(Buffer.from([10, 99]), 1, 1, 2)[0]).toBeCloseTo(10, 9);
  });
});
