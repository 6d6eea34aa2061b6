// The perceptual hash of a stored mark image: sharp decodes it (jpg, png, webp, gif, svg...; EXIF orientation
// applied, transparency on white) into HASH_SAMPLE x HASH_SAMPLE grey levels and shared/imageHash.ts hashes those.
// Only images the product keeps are hashed: uploads (/files/uploads/<uid>, read through the uploads row, so a tenant
// reaches its own only) and the generated figures of synthetic marks (shared/figures.ts, drawn here, each variant
// hashed once per process); an address elsewhere is not fetched, and a generated word-mark image is no image.
import sharp from 'sharp';
import type { Queryable } from '../../../server/db/types';
import type { CallContext } from '../../../server/http/context';
import { FileMissingError, type FileStorage } from '../../../server/files/storage';
import { figureSvg, parseFigureUrl } from '../shared/figures';
import { HASH_SAMPLE, phashOfGrey, type ImageMissing } from '../shared/imageHash';

const UPLOADED = /^\/files\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** The word-mark image the server draws from a name (archive/logo.ts): not an image of the mark's own. */
const GENERATED = /^\/files\/tm-logo\.svg\?/;
/** Stored images are uploads of at most a few MB; this bounds what a crafted file may make sharp allocate. */
const MAX_PIXELS = 40_000_000;

/** Whether a stored image value is an image of the mark's own (not empty, not the generated word mark). */
export const hasOwnImage = (stored: string | null | undefined): boolean => !!stored?.trim() && !GENERATED.test(stored.trim());

/** Whether the server can hash a stored image value itself: an upload or a generated figure. */
export const isHashable = (stored: string | null | undefined): boolean => !!stored && (UPLOADED.test(stored.trim()) || !!parseFigureUrl(stored));

/** The upload uid of a stored value /files/uploads/<uid>, or null. */
export const uploadUidOf = (stored: string | null | undefined): string | null => (stored ? (UPLOADED.exec(stored.trim())?.[1] ?? null) : null);

/** Larger images are first scaled down by sharp to fit this square (bounds the averaging below). */
const MAX_SIDE = 1024;

/** The mean grey of each of HASH_SAMPLE x HASH_SAMPLE equal areas of a w x h image (pixels split at the borders). */
export function areaAverage(px: Uint8Array | Buffer, w: number, h: number, channels: number): Float64Array {
  const n = HASH_SAMPLE;
  // per source column (row): the target cells it falls in, with the share of its width (height) in each
  const spans = (size: number) =>
    Array.from({ length: size }, (_, i) => {
      const a = (i * n) / size;
      const b = ((i + 1) * n) / size;
      const cells: number[][] = [];
      for (let c = Math.floor(a); c < Math.min(n, Math.ceil(b)); c++) cells.push([c, (Math.min(b, c + 1) - Math.max(a, c)) / (b - a)]);
      return cells;
    });
  const xs = spans(w);
  const ys = spans(h);
  const out = new Float64Array(n * n);
  const row = new Float64Array(n);
  for (let y = 0; y < h; y++) {
    row.fill(0);
    for (let x = 0; x < w; x++) {
      const v = px[(y * w + x) * channels];
      for (const [cx, share] of xs[x]) row[cx] += v * share;
    }
    for (const [cy, share] of ys[y]) for (let cx = 0; cx < n; cx++) out[cy * n + cx] += row[cx] * share;
  }
  const area = (w / n) * (h / n);
  for (let i = 0; i < out.length; i++) out[i] /= area;
  return out;
}

/**
 * The pHash (16 hex digits) of an encoded image. The grey levels of HASH_SAMPLE x HASH_SAMPLE areas are averaged
 * here rather than by sharp's resize: libvips shrinking by a factor that is not a whole number weighs the two edges
 * differently, so a symmetric figure lost its symmetry by the size it came in (a 980 px copy of a ring 10 bits from
 * its 640 px copy), while an exact area average keeps it.
 */
export async function perceptualHash(data: Buffer): Promise<string> {
  const { data: px, info } = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // greyscale() may still leave more than one channel in raw output: areaAverage takes the first of each pixel
  return phashOfGrey(areaAverage(px, info.width, info.height, info.channels));
}

const figures = new Map<string, Promise<string>>();

/** The hash of a generated figure's variant, drawn and hashed once per process. */
export function figureHash(figure: number, variant: number): Promise<string> {
  const key = `${figure}:${variant}`;
  let h = figures.get(key);
  if (!h) figures.set(key, (h = perceptualHash(Buffer.from(figureSvg(figure, variant)))));
  return h;
}

/** An upload's bytes and type when the caller's tenant has it (row-level security), else null. */
export async function readUpload(db: Queryable, storage: FileStorage, uid: string): Promise<{ mime: string; data: Buffer } | null> {
  const row = (await db.query<{ mime: string; path: string }>('select mime, path from uploads where uid = $1', [uid])).rows[0];
  if (!row) return null;
  try {
    const { stream } = await storage.read(row.path);
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    return { mime: row.mime, data: Buffer.concat(chunks) };
  } catch (e) {
    if (e instanceof FileMissingError) return null;
    throw e;
  }
}

/**
 * The hash of a stored image value, or why there is none. Without a storage (the demo seed), an upload is left
 * unhashed: null (its mark stays pending for the hashing task).
 */
export async function hashStored(db: Queryable, storage: FileStorage | null, stored: string | null | undefined): Promise<string | ImageMissing | null> {
  if (!hasOwnImage(stored)) return 'noImage';
  const fig = parseFigureUrl(stored);
  if (fig) return figureHash(fig.figure, fig.variant);
  const uid = uploadUidOf(stored);
  if (!uid) return 'external';
  if (!storage) return null;
  const file = await readUpload(db, storage, uid);
  if (!file || !file.mime.startsWith('image/')) return 'unreadable';
  // a file sharp cannot decode (damaged, or a type it does not know) is a side that cannot be compared, not a 500
  return perceptualHash(file.data).catch((): ImageMissing => 'unreadable');
}

/** The hash of a side's stored image, or why there is none. */
export async function storedImageHash(ctx: CallContext, stored: string | null | undefined): Promise<string | ImageMissing> {
  return (await hashStored(ctx.db, ctx.files.storage, stored)) ?? 'unreadable';
}
