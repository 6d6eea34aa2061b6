// Demo evidence files. The demo seed runs before the app has its file storage, so it records each demo file as an
// uploads row plus a row of evidence_demo_files (kind, caption); the first evidence call of the tenant writes the
// files, generated here by code (a PNG picture, or a one-page PDF), and removes those rows. Later calls find no
// rows: one indexed read.
import { deflateSync } from 'node:zlib';
import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { Queryable } from '../../../server/db/types';
import type { FileStorage } from '../../../server/files/storage';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A small RGB picture: a product box of the given colour on a shelf, deterministic per seed. */
export function demoPng(seed: number, width = 360, height = 240): Buffer {
  const hue = (seed * 67) % 360;
  const rgb = (h: number, s: number, l: number): [number, number, number] => {
    const a = s * Math.min(l, 1 - l);
    const f = (n: number) => {
      const k = (n + h / 30) % 12;
      return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
    };
    return [f(0), f(8), f(4)];
  };
  const box = rgb(hue, 0.55, 0.5);
  const label = rgb((hue + 180) % 360, 0.3, 0.92);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const shelf = y > height * 0.78;
      const inBox = x > width * 0.3 && x < width * 0.7 && y > height * 0.18 && y <= height * 0.78;
      const inLabel = inBox && y > height * 0.4 && y < height * 0.56 && x > width * 0.35 && x < width * 0.65;
      const bg = 235 - Math.round((y / height) * 30);
      const px = inLabel ? label : inBox ? box : shelf ? [140, 110, 80] : [bg, bg, bg + 10 > 255 ? 255 : bg + 10];
      raw.set(px, y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A one-page PDF (standard font, so Latin text only): the caption and its lines. */
export function demoPdf(caption: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: caption, CreationDate: new Date(Date.UTC(2026, 0, 1)) } });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.fontSize(16).text(caption);
    doc.moveDown();
    doc.fontSize(10);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

/** Writes the tenant's pending demo files (called by the module's calls, in their tenant-scoped transaction). */
export async function ensureDemoFiles(db: Queryable, storage: FileStorage): Promise<void> {
  const pending = await db.query<{ uid: string; kind: string; caption: string; path: string; n: number }>(
    `select d.uid, d.kind, d.caption, u.path, row_number() over (order by d.uid)::int as n from evidence_demo_files d join uploads u on u.uid = d.uid`,
  );
  if (!pending.rows.length) return;
  for (const f of pending.rows) {
    const body = f.kind === 'png' ? demoPng(f.n + f.caption.length) : await demoPdf(f.caption, ['Demo document generated for the evidence-of-use screens.', `Reference: ${f.uid.slice(0, 8).toUpperCase()}`]);
    await storage.put(f.path, Readable.from([body]));
    await db.query(`update uploads set size = $2 where uid = $1`, [f.uid, body.length]);
  }
  await db.query(`delete from evidence_demo_files where uid = any($1::text[])`, [pending.rows.map((f) => f.uid)]);
}
