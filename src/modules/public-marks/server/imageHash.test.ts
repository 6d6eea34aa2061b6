import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hammingDistance, IMAGE_DISTANCE } from '../shared/imageHash';
import { hasOwnImage, perceptualHash } from './imageHash';

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
