import { describe, expect, it } from 'vitest';
import { compareImages, hammingDistance, HASH_SAMPLE, IMAGE_DISTANCE, imageSimilarity, phashOfGrey } from './imageHash';

const N = HASH_SAMPLE;
const grey = (f: (x: number, y: number) => number) => Array.from({ length: N * N }, (_, i) => Math.max(0, Math.min(255, Math.round(f(i % N, Math.floor(i / N))))));
const disc = (x: number, y: number) => ((x - 15.5) ** 2 + (y - 15.5) ** 2 < 100 ? 0 : 255);
// an L in the upper left: nothing like the disc
const ell = (x: number, y: number) => ((x >= 2 && x < 8 && y >= 2 && y < 26) || (x >= 2 && x < 20 && y >= 20 && y < 26) ? 0 : 255);

describe('phashOfGrey', () => {
  it('gives 16 hex digits, the same for a brighter or lower-contrast copy', () => {
    const h = phashOfGrey(grey(disc));
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance(h, phashOfGrey(grey((x, y) => disc(x, y) * 0.6 + 80)))).toBe(0);
  });

  it('stays close for a slightly shifted copy and is far for another figure', () => {
    const h = phashOfGrey(grey(disc));
    expect(hammingDistance(h, phashOfGrey(grey((x, y) => disc(x - 1, y))))).toBeLessThanOrEqual(IMAGE_DISTANCE.similar);
    expect(hammingDistance(h, phashOfGrey(grey(ell)))).toBeGreaterThan(IMAGE_DISTANCE.partial);
  });

  it('refuses grey levels of the wrong size', () => {
    expect(() => phashOfGrey([1, 2, 3])).toThrow(/1024/);
  });
});

describe('hammingDistance', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(() => hammingDistance('xyz', '0000000000000000')).toThrow();
  });
});

describe('imageSimilarity and its thresholds', () => {
  it.each([
    [0, 1, 'similar'],
    [IMAGE_DISTANCE.similar, 1 - IMAGE_DISTANCE.similar / 64, 'similar'],
    [IMAGE_DISTANCE.similar + 1, 1 - (IMAGE_DISTANCE.similar + 1) / 64, 'partial'],
    [IMAGE_DISTANCE.partial, 1 - IMAGE_DISTANCE.partial / 64, 'partial'],
    [IMAGE_DISTANCE.partial + 1, 1 - (IMAGE_DISTANCE.partial + 1) / 64, 'different'],
    [32, 0.5, 'different'],
    [64, 0, 'different'],
  ])('distance %i: similarity %f, %s', (d, similarity, level) => {
    const r = imageSimilarity(d);
    expect(r.level).toBe(level);
    expect(r.similarity).toBeCloseTo(similarity, 3);
  });
});

describe('compareImages', () => {
  it('reads two hashes as a distance, a similarity and a hint', () => {
    expect(compareImages('ffff0000ffff0000', 'ffff0000ffff0000')).toEqual({ status: 'compared', distance: 0, similarity: 1, level: 'similar', hint: '图形近似（相似度 100%，汉明距离 0/64）' });
    expect(compareImages('ffff0000ffff0000', 'ffff0000ffff00ff')).toMatchObject({ distance: 8, level: 'similar' });
    expect(compareImages('ffff0000ffff0000', 'ffff0000ffff0fff')).toMatchObject({ distance: 12, level: 'partial', hint: expect.stringContaining('图形部分相似') });
    expect(compareImages('ffff0000ffff0000', 'ffff0000ffffffff')).toMatchObject({ distance: 16, level: 'partial' });
    expect(compareImages('ffff0000ffff0000', '0000ffff0000ffff')).toMatchObject({ distance: 64, similarity: 0, level: 'different', hint: '图形有差异（相似度 0%，汉明距离 64/64）' });
  });

  it('says which side cannot be compared and why', () => {
    expect(compareImages('ffff0000ffff0000', 'noImage')).toEqual({ status: 'noImage', distance: null, similarity: null, level: null, hint: '商标二无图样：图形无法比较' });
    expect(compareImages('noImage', 'noImage').hint).toBe('商标一无图样，商标二无图样：图形无法比较');
    expect(compareImages('external', 'ffff0000ffff0000')).toMatchObject({ status: 'external', hint: '商标一图样为外部地址，未取回：图形无法比较' });
    expect(compareImages('noImage', 'unreadable').status).toBe('unreadable');
  });
});
