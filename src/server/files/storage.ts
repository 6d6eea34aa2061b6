// File storage behind one interface: local disk under DATA_DIR/files by default. Keys are relative paths
// made by the server (never by a client), e.g. exports/1/42.xlsx.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable, Writable } from 'node:stream';

export interface FileStorage {
  write(key: string): Promise<Writable>;
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
