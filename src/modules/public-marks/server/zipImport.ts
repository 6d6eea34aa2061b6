// Gazette data with its images in one zip (导入公告数据): one data file (xlsx, csv or jsonl) and the mark images
// (jpg, jpeg, png) it names in its 商标图样 column, by path in the zip or by file name. The task (import.ts) reads the
// zip whole (it is a general upload, at most 30 MB), refuses what must not be unpacked (paths leaving the zip, a
// compression ratio of a zip bomb, too many files, encrypted entries), then loads the rows; each image a row names is
// stored once as an upload of the tenant and hashed for the image search.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Entry } from 'yauzl';
import { openZip, readZipEntry, skippedZipEntry, zipEntryName, zipEntryRefusal } from '../../../server/files/zip';
import type { Queryable } from '../../../server/db/types';
import { detectType, mimeOf, SAMPLE_BYTES } from '../../../server/files/detect';
import type { FileStorage } from '../../../server/files/storage';
import { uploadUrl } from '../../../server/files/uploads';
import { formatOf, type FileFormat } from './import';

export const ZIP_LIMITS = { entries: 5000, totalBytes: 512 * 1024 * 1024, ratio: 100 } as const;
const IMAGE_EXT = /\.(jpe?g|png)$/i;

export interface MarksZip {
  dataName: string;
  format: FileFormat;
  data: Buffer;
  /** Images by their normalised path in the zip, and by file name when that is unique; mime null: not a jpg or png. */
  images: Map<string, ZipImage>;
}

export interface ZipImage { name: string; data: Buffer; mime: string | null }

/** The key a 商标图样 cell or an entry path is looked up by: forward slashes, no leading ./, lower case. */
export const imageKey = (name: string) => name.trim().replace(/\\/g, '/').replace(/^(\.\/)+/, '').toLowerCase();

/** Whether a 商标图样 value names a file of the zip (not an upload path, a generated image or an address). */
export const namesZipFile = (v: string | null | undefined) => !!v && !/^(\/files\/|https?:\/\/)/i.test(v.trim());

export async function readMarksZip(buf: Buffer): Promise<MarksZip> {
  const zip = await openZip(buf).catch(() => {
    throw new Error('压缩包已损坏，无法读取；请重新打包后上传');
  });
  const data: Array<{ name: string; data: Buffer }> = [];
  const images: Array<{ name: string; data: Buffer }> = [];
  let total = 0;
  let files = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (e: Entry) => {
        void (async () => {
          const name = zipEntryName(e);
          total += e.uncompressedSize;
          const refused = zipEntryRefusal(e, name, total, { ratio: ZIP_LIMITS.ratio, totalBytes: ZIP_LIMITS.totalBytes, tooLarge: '压缩包解压后超过 512MB，已拒绝；请分批导入' });
          if (refused) throw new Error(refused);
          if (!skippedZipEntry(name)) {
            if (++files > ZIP_LIMITS.entries) throw new Error(`压缩包内的文件超过 ${ZIP_LIMITS.entries} 个；请分批导入`);
            if (formatOf(name)) data.push({ name, data: await readZipEntry(zip, e) });
            else if (IMAGE_EXT.test(name)) images.push({ name, data: await readZipEntry(zip, e) });
          }
          zip.readEntry();
        })().catch(reject);
      });
      zip.readEntry();
    });
  } catch (e) {
    throw e instanceof Error && /[\u4e00-\u9fff]/.test(e.message) ? e : new Error('压缩包已损坏，无法读取；请重新打包后上传');
  } finally {
    zip.close();
  }
  if (data.length !== 1)
    throw new Error(data.length ? `压缩包中只能有一个数据文件，现有 ${data.length} 个：${data.map((d) => d.name).join('、')}` : '压缩包中没有数据文件（xlsx、csv 或 jsonl）');
  const byKey = new Map<string, ZipImage>();
  const byBase = new Map<string, ZipImage[]>();
  for (const file of images) {
    // by content: a text file named .png is no image
    const type = await detectType(file.data.subarray(0, SAMPLE_BYTES), file.name);
    const img: ZipImage = { ...file, mime: type === 'jpeg' || type === 'png' ? mimeOf(type) : null };
    byKey.set(imageKey(img.name), img);
    const base = imageKey(img.name).split('/').pop()!;
    byBase.set(base, [...(byBase.get(base) ?? []), img]);
  }
  for (const [base, list] of byBase) if (list.length === 1 && !byKey.has(base)) byKey.set(base, list[0]);
  return { dataName: data[0].name, format: formatOf(data[0].name)!, data: data[0].data, images: byKey };
}

/** Stores an image of the zip (a jpg or png) as an upload of the task's tenant and returns /files/uploads/<uid>. */
export async function storeZipImage(tx: Queryable, storage: FileStorage, tenantId: number, userId: number, img: ZipImage & { mime: string }): Promise<string> {
  const uid = randomUUID();
  const path = `uploads/${tenantId}/${uid}`;
  const size = await storage.put(path, Readable.from([img.data]));
  await tx.query(`insert into uploads (uid, tenant_id, user_id, name, size, mime, path) values ($1, $2, $3, $4, $5, $6, $7)`, [uid, tenantId, userId, img.name.replace(/\\/g, '/').split('/').pop(), size, img.mime, path]);
  return uploadUrl(uid);
}
