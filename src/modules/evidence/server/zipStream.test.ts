// The streamed ZIP reads back with its names, bytes and CRCs (yauzl checks them); names are made safe and unique.
import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { zipNames, zipStream } from './zipStream';

async function collect(r: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function unzip(buf: Buffer): Promise<Array<{ name: string; data: Buffer }>> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out: Array<{ name: string; data: Buffer }> = [];
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          void collect(stream).then((data) => {
            out.push({ name: entry.fileName, data });
            zip.readEntry();
          }, reject);
        }),
      );
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    }),
  );
}

describe('zipStream', () => {
  it('stores each file as it is, in order, with UTF-8 names, chunk by chunk', async () => {
    const big = Buffer.alloc(300_000, 7);
    const opened: string[] = [];
    const src = (name: string, parts: Buffer[]) => ({ name, open: async () => (opened.push(name), Readable.from(parts)) });
    const zip = await collect(zipStream([src('01_发票_2026-01-05_发票.png', [Buffer.from('ab'), Buffer.from('cd')]), src('02_空.txt', []), src('03_big.bin', [big.subarray(0, 1000), big.subarray(1000)])]));
    expect(opened).toEqual(['01_发票_2026-01-05_发票.png', '02_空.txt', '03_big.bin']);
    const files = await unzip(zip);
    expect(files.map((f) => f.name)).toEqual(['01_发票_2026-01-05_发票.png', '02_空.txt', '03_big.bin']);
    expect(files[0].data.toString()).toBe('abcd');
    expect(files[1].data.length).toBe(0);
    expect(files[2].data.equals(big)).toBe(true);
  });

  it('an empty archive is still a ZIP', async () => {
    expect(await unzip(await collect(zipStream([])))).toEqual([]);
  });
});

describe('zipNames', () => {
  it('replaces what a file system refuses and numbers repeats', () => {
    expect(zipNames(['a/b:c?.pdf', 'x.pdf', 'X.pdf', 'x.pdf', '  ', 'noext'])).toEqual(['a_b_c_.pdf', 'x.pdf', 'X(2).pdf', 'x(3).pdf', '文件', 'noext']);
  });
});
