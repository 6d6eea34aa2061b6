// The perceptual hash of a mark image (pHash), pure: the server (server/imageHash.ts) decodes an image with sharp
// into HASH_SAMPLE x HASH_SAMPLE grey levels (white behind transparency, colours as luminance); this takes the
// 2-D DCT of those, keeps the 8 x 8 lowest frequencies and sets a bit for each one above their median. Two images
// are alike when few of the 64 bits differ (the Hamming distance). The one hash of the product: the comparison, the
// image search (graphicRetrieval, stored per mark by migration 055) and the image watches use it.

/** The side of the grey square the image is reduced to. */
export const HASH_SAMPLE = 32;
/** The side of the square of low frequencies kept: HASH_BITS bits. */
const LOW = 8;
export const HASH_BITS = LOW * LOW;

const COS: number[][] = Array.from({ length: LOW }, (_, u) =>
  Array.from({ length: HASH_SAMPLE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * HASH_SAMPLE))),
);

/** The 64-bit hash, as 16 hex digits, of HASH_SAMPLE x HASH_SAMPLE grey levels given row by row. */
export function phashOfGrey(grey: ArrayLike<number>): string {
  const n = HASH_SAMPLE;
  if (grey.length !== n * n) throw new Error(`phashOfGrey: ${n * n} grey levels expected, got ${grey.length}`);
  // separable DCT-II, only the LOW lowest frequencies in each direction (scale factors do not change the bits)
  const rows: number[][] = [];
  for (let y = 0; y < n; y++) rows.push(COS.map((c) => c.reduce((s, cx, x) => s + cx * grey[y * n + x], 0)));
  const coef: number[] = [];
  for (let v = 0; v < LOW; v++) for (let u = 0; u < LOW; u++) coef.push(COS[v].reduce((s, cy, y) => s + cy * rows[y][u], 0));
  // the median without the DC term (the mean brightness), so that a brighter copy hashes the same
  const ac = coef.slice(1).sort((a, b) => a - b);
  const median = (ac[31] + ac[32]) / 2;
  // a frequency within 1% of the strongest one's distance from the median counts as at the median (bit 0): a
  // symmetric figure has many frequencies that are zero but for rounding noise, which would otherwise set bits at
  // random between two copies of one image
  const band = 0.01 * Math.max(Math.abs(ac[0] - median), Math.abs(ac[ac.length - 1] - median));
  let hex = '';
  for (let i = 0; i < HASH_BITS; i += 4) {
    let nibble = 0;
    for (let b = 0; b < 4; b++) nibble = (nibble << 1) | (coef[i + b] > median + band ? 1 : 0);
    hex += nibble.toString(16);
  }
  return hex;
}

/** How many of the 64 bits of two hashes differ. */
export function hammingDistance(a: string, b: string): number {
  if (!/^[0-9a-f]{16}$/.test(a) || !/^[0-9a-f]{16}$/.test(b)) throw new Error('hammingDistance: two 16-digit hex hashes expected');
  let d = 0;
  for (let i = 0; i < 16; i++) {
    let x = parseInt(a[i], 16) ^ parseInt(b[i], 16);
    for (; x; x &= x - 1) d++;
  }
  return d;
}

/**
 * Where the Hamming distance of two 64-bit pHashes is read as alike. Unrelated photos differ in about half the bits
 * (≈ 32), but marks are mostly a figure on white, which brings unrelated ones closer: of 400 generated figures, pairs
 * lie 29 apart at the median, 1% within 17, 0.2% within 10; a triangle and a ring measured 15, bars and a star 27,
 * while centred blobs come close (a disc and a square 5, a ring and three blocks of text 6: pHash sees the layout).
 * A copy rescaled, recompressed or recoloured stayed at 0, one moved by 1% of its width within 8, by 2% within 12.
 * So up to `similar` (10): 图形近似, the same image or a near copy; up to `partial` (16): some likeness, to be judged by
 * eye (图形部分相似, not counted in the verdict); beyond: 图形有差异.
 */
export const IMAGE_DISTANCE = { similar: 10, partial: 16 } as const;

export type ImageLevel = 'similar' | 'partial' | 'different';

/** The similarity (1 - distance / 64) and the level of a Hamming distance. */
export function imageSimilarity(distance: number): { similarity: number; level: ImageLevel } {
  const d = Math.max(0, Math.min(HASH_BITS, Math.round(distance)));
  const level: ImageLevel = d <= IMAGE_DISTANCE.similar ? 'similar' : d <= IMAGE_DISTANCE.partial ? 'partial' : 'different';
  return { similarity: Math.round((1 - d / HASH_BITS) * 1000) / 1000, level };
}

/** Why two images could not be compared: a side without an image of its own, or one the server could not read. */
export type ImageMissing = 'noImage' | 'external' | 'unreadable';

export interface ImageComparisonResult {
  status: 'compared' | ImageMissing;
  distance: number | null;
  similarity: number | null;
  level: ImageLevel | null;
  hint: string;
}

const WHO = ['商标一', '商标二'] as const;

/** The comparison of two hashes, or why there is none (per side: null when hashed, else the reason). */
export function compareImages(left: string | ImageMissing, right: string | ImageMissing): ImageComparisonResult {
  const missing = ([left, right] as const).map((x) => (/^[0-9a-f]{16}$/.test(x) ? null : (x as ImageMissing)));
  if (missing[0] || missing[1]) {
    const reason = (m: ImageMissing) => (m === 'noImage' ? '无图样' : m === 'external' ? '图样为外部地址，未取回' : '图样无法读取');
    const parts = missing.map((m, i) => (m ? `${WHO[i]}${reason(m)}` : null)).filter(Boolean);
    const status = missing.includes('unreadable') ? 'unreadable' : missing.includes('external') ? 'external' : 'noImage';
    return { status, distance: null, similarity: null, level: null, hint: `${parts.join('，')}：图形无法比较` };
  }
  const distance = hammingDistance(left, right);
  const { similarity, level } = imageSimilarity(distance);
  const text = `相似度 ${Math.round(similarity * 100)}%，汉明距离 ${distance}/${HASH_BITS}`;
  const hint = level === 'similar' ? `图形近似（${text}）` : level === 'partial' ? `图形部分相似，请对照图样判断（${text}）` : `图形有差异（${text}）`;
  return { status: 'compared', distance, similarity, level, hint };
}

// ---- searching stored hashes (graphicRetrieval, migration 055) ----------------------------------------------------
// A hash is stored as the signed bigint of its 64 bits and, for the search, as HASH_CHUNKS chunks of CHUNK_BITS bits
// (generated, b-tree indexed). Multi-index hashing: two hashes at most r bits apart differ in at most floor(r / k) bits
// in at least one of the k chunks (else every chunk differs by more and the sum exceeds r), so the marks within r of
// a query are among those whose chunk i equals one of the values within floor(r / k) of the query's chunk i, for some
// i; those few are looked up by `= any(array)` and their full distance checked.

export const HASH_CHUNKS = 4;
export const CHUNK_BITS = HASH_BITS / HASH_CHUNKS;

const HEX = /^[0-9a-f]{16}$/;

/** The stored form of a hash: its 64 bits as a signed bigint, in decimal text (exact in JavaScript and SQL). */
export function hashToBigint(hex: string): string {
  if (!HEX.test(hex)) throw new Error('hashToBigint: a 16-digit hex hash expected');
  return BigInt.asIntN(64, BigInt(`0x${hex}`)).toString();
}

/** The hash of a stored signed bigint (decimal text). */
export function bigintToHash(stored: string): string {
  return BigInt.asUintN(64, BigInt(stored)).toString(16).padStart(16, '0');
}

/** The chunks of a hash, most significant first, as the migration's columns image_c0..image_c3 compute them. */
export function hashChunks(hex: string): number[] {
  if (!HEX.test(hex)) throw new Error('hashChunks: a 16-digit hex hash expected');
  const digits = CHUNK_BITS / 4;
  return Array.from({ length: HASH_CHUNKS }, (_, i) => parseInt(hex.slice(i * digits, (i + 1) * digits), 16));
}

/** Every CHUNK_BITS-bit value at most `radius` bits from `value` (the value itself first). */
export function chunkNeighbours(value: number, radius: number): number[] {
  const out = [value];
  const flip = (from: number, v: number, left: number) => {
    for (let b = from; b < CHUNK_BITS; b++) {
      const w = v ^ (1 << b);
      out.push(w);
      if (left > 1) flip(b + 1, w, left - 1);
    }
  };
  if (radius > 0) flip(0, value, Math.min(radius, CHUNK_BITS));
  return out;
}

/** What a search for the marks within `maxDistance` of a hash looks up: per chunk, the values to match. */
export function chunkProbes(hex: string, maxDistance: number): number[][] {
  const radius = Math.floor(maxDistance / HASH_CHUNKS);
  return hashChunks(hex).map((c) => chunkNeighbours(c, radius));
}
