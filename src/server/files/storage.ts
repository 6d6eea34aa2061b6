// File storage behind one interface, passed to handlers in their context (ctx.files.storage): local disk by
// default, or an S3-compatible bucket (./s3.ts), chosen by environment variables (./config.ts). Keys are
// relative paths made by the server, never by a client, e.g. uploads/1/<uid> or exports/1/42.xlsx.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores everything the stream gives under key and resolves with the byte count. When the stream fails
   * (e.g. an upload over its limit) nothing is left under the key and the stream's error is rethrown.
   */
  put(key: string, body: Readable): Promise<number>;
  /** The stored file; rejects with FileMissingError when there is none. */
  read(key: string): Promise<{ stream: Readable; size: number }>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Fails early when the storage cannot be used (directory not creatable, bucket unreachable). */
  ready(): Promise<void>;
}

export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`no stored file ${key}`);
  }
}

/** Local disk under root. A file is written under a temporary name and renamed when complete. */
export function localStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(join(base, key));
    if (!p.startsWith(base + sep)) throw new Error(`file key escapes the storage root: ${key}`);
    return p;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      const partial = `${p}.${randomUUID()}.part`;
      const out = createWriteStream(partial);
      try {
        await pipeline(body, out);
        await rename(partial, p);
        return out.bytesWritten;
      } catch (e) {
        await rm(partial, { force: true });
        throw e;
      }
    },
    async read(key) {
      const p = pathOf(key);
      try {
        const s = await stat(p);
        return { stream: createReadStream(p), size: s.size };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new FileMissingError(key);
        throw e;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async ready() {
      await mkdir(base, { recursive: true });
    },
  };
}
