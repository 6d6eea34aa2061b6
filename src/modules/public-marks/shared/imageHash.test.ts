import { describe, expect, it } from 'vitest';
import {
  bigintToHash, chunkNeighbours, chunkProbes, CHUNK_BITS, compareImages, hammingDistance, hashChunks, HASH_CHUNKS, HASH_SAMPLE, hashToBigint,
  IMAGE_DISTANCE, imageSimilarity, phashOfGrey,
} from './imageHash';

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

describe('stored hashes and multi-index probes', () => {
  it('stores the 64 bits as a signed bigint and back; chunks most significant first', () => {
    expect(hashToBigint('0000000000000001')).toBe('1');
    expect(hashToBigint('ffffffffffffffff')).toBe('-1');
    expect(hashToBigint('8000000000000000')).toBe('-9223372036854775808');
    for (const h of ['0123456789abcdef', 'fedcba9876543210', '8000000000000000', '0000000000000000']) expect(bigintToHash(hashToBigint(h))).toBe(h);
    expect(hashChunks('0123456789abcdef')).toEqual([0x0123, 0x4567, 0x89ab, 0xcdef]);
    expect(HASH_CHUNKS * CHUNK_BITS).toBe(64);
    expect(() => hashToBigint('xyz')).toThrow();
  });

  it('enumerates each chunk value within the radius once: 1, 17, 137, 697, 2517 for radius 0-4', () => {
    const pop = (x: number) => { let n = 0; for (; x; x &= x - 1) n++; return n; };
    for (const [r, n] of [[0, 1], [1, 17], [2, 137], [3, 697], [4, 2517]]) {
      const vs = chunkNeighbours(0xa5c3, r);
      expect(vs.length).toBe(n);
      expect(new Set(vs).size).toBe(n);
      expect(vs.every((v) => v >= 0 && v < 1 << CHUNK_BITS && pop(v ^ 0xa5c3) <= r)).toBe(true);
    }
    expect(chunkProbes('0123456789abcdef', IMAGE_DISTANCE.similar).map((p) => p.length)).toEqual([137, 137, 137, 137]);
    expect(chunkProbes('0123456789abcdef', IMAGE_DISTANCE.partial).map((p) => p.length)).toEqual([2517, 2517, 2517, 2517]);
  });

  it('finds every hash within the distance among the probed chunks (random hashes, brute force beside it)', () => {
    let seed = 7;
    const rnd = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const hex = () => Array.from({ length: 16 }, () => Math.floor(rnd() * 16).toString(16)).join('');
    const flipBits = (h: string, n: number) => {
      let v = BigInt(`0x${h}`);
      const bits = new Set<number>();
      while (bits.size < n) bits.add(Math.floor(rnd() * 64));
      for (const b of bits) v ^= 1n << BigInt(b);
      return v.toString(16).padStart(16, '0');
    };
    for (let k = 0; k < 200; k++) {
      const q = hex();
      const maxDistance = k % 2 ? IMAGE_DISTANCE.partial : IMAGE_DISTANCE.similar;
      const probes = chunkProbes(q, maxDistance).map((p) => new Set(p));
      const probed = (h: string) => hashChunks(h).some((c, i) => probes[i].has(c));
      for (let d = 0; d <= maxDistance; d++) {
        const near = flipBits(q, d);
        expect(hammingDistance(q, near)).toBe(d);
        expect(probed(near)).toBe(true);
      }
    }
  });
});
