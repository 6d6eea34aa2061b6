// The perceptual hash of a stored mark image: sharp decodes it (jpg, png, webp, gif...; EXIF orientation applied,
// transparency on white) into HASH_SAMPLE x HASH_SAMPLE grey levels and shared/imageHash.ts hashes those. Only
// images the product keeps (uploads, /files/uploads/<uid>, read through the uploads row, so a tenant reaches its
// own only) are hashed; an address elsewhere is not fetched, and a generated word-mark image is no image.
import sharp from 'sharp';
import type { CallContext } from '../../../server/http/context';
import { FileMissingError } from '../../../server/files/storage';
import { HASH_SAMPLE, phashOfGrey, type ImageMissing } from '../shared/imageHash';

const UPLOADED = /^\/files\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** The word-mark image the server draws from a name (archive/logo.ts): not an image of the mark's own. */
const GENERATED = /^\/files\/tm-logo\.svg\?/;
/** Stored images are uploads of at most a few MB; this bounds what a crafted file may make sharp allocate. */
const MAX_PIXELS = 40_000_000;

/** Whether a stored image value is an image of the mark's own (not empty, not the generated word mark). */
export const hasOwnImage = (stored: string | null | undefined): boolean => !!stored?.trim() && !GENERATED.test(stored.trim());

/** The pHash (16 hex digits) of an encoded image. */
export async function perceptualHash(data: Buffer): Promise<string> {
  const grey = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(HASH_SAMPLE, HASH_SAMPLE, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data: px, info } = grey;
  // greyscale() may still leave more than one channel in raw output: take the first of each pixel
  const out = new Uint8Array(HASH_SAMPLE * HASH_SAMPLE);
  for (let i = 0; i < out.length; i++) out[i] = px[i * info.channels];
  return phashOfGrey(out);
}

/** The hash of a side's stored image, or why there is none. */
export async function storedImageHash(ctx: CallContext, stored: string | null | undefined): Promise<string | ImageMissing> {
  if (!hasOwnImage(stored)) return 'noImage';
  const uid = UPLOADED.exec(stored!.trim())?.[1];
  if (!uid) return 'external';
  // row-level security: another tenant's upload is not found
  const row = (await ctx.db.query<{ mime: string; path: string }>('select mime, path from uploads where uid = $1', [uid])).rows[0];
  if (!row || !row.mime.startsWith('image/')) return 'unreadable';
  let data: Buffer;
  try {
    const { stream } = await ctx.files.storage.read(row.path);
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    data = Buffer.concat(chunks);
  } catch (e) {
    if (e instanceof FileMissingError) return 'unreadable';
    throw e;
  }
  // a file sharp cannot decode (damaged, or a type it does not know) is a side that cannot be compared, not a 500
  return perceptualHash(data).catch((): ImageMissing => 'unreadable');
}
