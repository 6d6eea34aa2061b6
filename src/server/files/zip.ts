// Reading zips that users upload (官文 batches, gazette data with images): the entries' names as Chinese Windows
// writes them, the checks that refuse what must not be unpacked (paths leaving the zip, encrypted entries, zip
// bombs, too much in all) and an entry's bytes with a size bound. One place for these, used by every module's import.
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** The zip in a buffer, its entries read one at a time (readEntry) with their names as raw bytes. */
export const openZip = (data: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (e, zip) => (e || !zip ? reject(e) : resolve(zip))),
  );

/** An entry's name: UTF-8 when flagged (or valid), else GBK as Chinese Windows writes them. */
export function zipEntryName(e: Entry): string {
  const raw = e.fileName as unknown as Buffer;
  if (e.generalPurposeBitFlag & 0x800) return raw.toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return new TextDecoder('gbk').decode(raw);
  }
}

/** Why an entry name may not be unpacked (absolute, drive letter, "..", backslash tricks, NUL), or null. */
export function unsafeZipPath(name: string): string | null {
  const parts = name.replace(/\\/g, '/').split('/');
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name) || parts.includes('..') || name.includes('\0'))
    return `压缩包内的文件路径“${name}”指向压缩包以外，已拒绝整个压缩包`;
  return null;
}

/**
 * Why an entry refuses the whole zip, or null: an unsafe path, encryption, a compression ratio of a zip bomb (over
 * `ratio` for entries over 1 MB), or the unpacked total (`total`, this entry included) over `totalBytes`.
 */
export function zipEntryRefusal(e: Entry, name: string, total: number, limits: { ratio: number; totalBytes: number; tooLarge: string }): string | null {
  const unsafe = unsafeZipPath(name);
  if (unsafe) return unsafe;
  if (e.isEncrypted()) return `压缩包内的文件“${name}”已加密，无法解压`;
  if (e.uncompressedSize > 1024 * 1024 && e.uncompressedSize > e.compressedSize * limits.ratio) return `压缩包内的文件“${name}”压缩比异常（疑似压缩炸弹），已拒绝`;
  if (total > limits.totalBytes) return limits.tooLarge;
  return null;
}

/** Entries that are not files of the user's: folders, macOS metadata, hidden files. */
export const skippedZipEntry = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || name.split('/').pop()!.startsWith('.');

/** An entry's bytes; past `max.bytes` the read stops with `max.message`. */
export async function readZipEntry(zip: ZipFile, entry: Entry, max?: { bytes: number; message: string }): Promise<Buffer> {
  const stream = await new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (e, s) => (e || !s ? reject(e ?? new Error('no stream')) : resolve(s))));
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (max && size > max.bytes) {
      stream.destroy();
      throw new Error(max.message);
    }
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}
