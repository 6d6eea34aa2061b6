// File storage behind one interface: local disk under DATA_DIR/files by default. Keys are relative paths
// made by the server (never by a client), e.g. exports/1/42.xlsx.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** Suffix of a file being written (see writeWhole); never a key of its own. */
export const PARTIAL_SUFFIX = '.partial';

export interface FileStorage {
  write(key: string): Promise<Writable>;
  /**
   * Writes key through a temporary name and moves it into place only when fill has ended the stream and it
   * is flushed: a failed or killed writer never leaves a partial file under key. Leftovers of earlier killed
   * writers of the same key are removed first.
   */
  writeWhole<T>(key: string, fill: (out: Writable) => Promise<T>): Promise<T>;
  read(key: string): Promise<{ stream: Readable; size: number }>;
  remove(key: string): Promise<void>;
}

export function localStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(join(base, key));
    if (!p.startsWith(base + sep)) throw new Error(`file key escapes the storage root: ${key}`);
    return p;
  };
  return {
    async write(key) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      return createWriteStream(p);
    },
    async writeWhole(key, fill) {
      const p = pathOf(key);
      const dir = dirname(p);
      await mkdir(dir, { recursive: true });
      const leftovers = (await readdir(dir)).filter((f) => f.startsWith(`${basename(p)}.`) && f.endsWith(PARTIAL_SUFFIX));
      for (const f of leftovers) await rm(join(dir, f), { force: true });
      const temp = `${p}.${randomUUID()}${PARTIAL_SUFFIX}`;
      const out = createWriteStream(temp);
      try {
        const result = await fill(out);
        await finished(out);
        await rename(temp, p);
        return result;
      } catch (e) {
        out.destroy();
        await rm(temp, { force: true });
        throw e;
      }
    },
    async read(key) {
      const p = pathOf(key);
      const s = await stat(p);
      return { stream: createReadStream(p), size: s.size };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
