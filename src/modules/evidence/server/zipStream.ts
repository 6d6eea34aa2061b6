// A streamed ZIP archive (PKWARE APPNOTE 6.3): each file stored as it is (evidence files are photos, PDFs and
// Office files, compressed already), read from its stream chunk by chunk with its CRC-32 computed on the way and
// written after it in a data descriptor, so no file is held in memory; names in UTF-8 (flag bit 11). No ZIP64:
// an archive over 4 GiB fails rather than being written wrong.
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

export interface ZipSource { name: string; open: () => Promise<Readable> }

const FLAGS = 0x0008 | 0x0800; // sizes and CRC in a data descriptor; UTF-8 names
const LIMIT = 0xffffffff;

/** DOS date and time of a Date in China time (UTC+8, what a user there expects to see). */
function dosTime(d: Date): { time: number; date: number } {
  const c = new Date(d.getTime() + 8 * 3600_000);
  return {
    time: (c.getUTCHours() << 11) | (c.getUTCMinutes() << 5) | (c.getUTCSeconds() >> 1),
    date: ((c.getUTCFullYear() - 1980) << 9) | ((c.getUTCMonth() + 1) << 5) | c.getUTCDate(),
  };
}

async function* entries(files: ZipSource[], now: Date): AsyncGenerator<Buffer> {
  const { time, date } = dosTime(now);
  const central: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    // CRC and sizes (14..25) stay 0: they follow the data (FLAGS bit 3).
    local.writeUInt16LE(name.length, 26);
    yield Buffer.concat([local, name]);
    const start = offset;
    offset += local.length + name.length;
    let crc = 0;
    let size = 0;
    for await (const chunk of await f.open()) {
      const b = chunk as Buffer;
      crc = crc32(b, crc);
      size += b.length;
      yield b;
    }
    offset += size;
    if (offset > LIMIT) throw new Error('ZIP 超过 4 GiB');
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    offset += 16;
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(FLAGS, 8);
    c.writeUInt16LE(0, 10);
    c.writeUInt16LE(time, 12);
    c.writeUInt16LE(date, 14);
    c.writeUInt32LE(crc >>> 0, 16);
    c.writeUInt32LE(size, 20);
    c.writeUInt32LE(size, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    c.writeUInt32LE(start, 42);
    central.push(c, name);
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([dir, end]);
}

/** The archive of files in their order, as a stream (each file opened only when its turn comes). */
export function zipStream(files: ZipSource[], now = new Date()): Readable {
  if (files.length > 0xffff) throw new Error('ZIP 文件数超过 65535');
  return Readable.from(entries(files, now), { objectMode: false });
}

/** A file name safe in every file system and unique in the archive (名称(2).jpg for a second one). */
export function zipNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((raw) => {
    const clean = raw.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').replace(/\s+/g, ' ').trim().slice(0, 180) || '文件';
    const dot = clean.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    let name = clean;
    for (let i = 2; seen.has(name.toLowerCase()); i++) name = `${stem}(${i})${ext}`;
    seen.add(name.toLowerCase());
    return name;
  });
}
