// Local storage: a file appears under its key only when complete; a failed writer leaves nothing there.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileMissingError, localStorage } from './storage';

let root: string;
beforeEach(async () => void (root = await mkdtemp(join(tmpdir(), 'ipms-storage-'))));
afterEach(async () => rm(root, { recursive: true, force: true }));

describe('localStorage.put', () => {
  it('writes under a temporary name and moves the file into place when complete', async () => {
    const files = localStorage(root);
    const body = new PassThrough();
    const stored = files.put('exports/1/7.xlsx', body);
    body.write('half ');
    await new Promise((r) => setTimeout(r, 20));
    const during = await readdir(join(root, 'exports/1'));
    expect(during).toHaveLength(1);
    expect(during[0]).not.toBe('7.xlsx');
    await expect(files.read('exports/1/7.xlsx')).rejects.toBeInstanceOf(FileMissingError);
    body.end('a workbook');
    expect(await stored).toBe(15);
    expect(await readdir(join(root, 'exports/1'))).toEqual(['7.xlsx']);
    expect(await readFile(join(root, 'exports/1/7.xlsx'), 'utf8')).toBe('half a workbook');
  });

  it('leaves nothing under the key when the writer fails', async () => {
    const files = localStorage(root);
    async function* failing() {
      yield Buffer.from('some rows');
      throw new Error('export killed');
    }
    await expect(files.put('exports/1/8.xlsx', Readable.from(failing()))).rejects.toThrow('export killed');
    expect(await readdir(join(root, 'exports/1'))).toEqual([]);
  });

  it('refuses keys outside its root', async () => {
    await expect(localStorage(root).put('../escape', Readable.from(['x']))).rejects.toThrow(/escapes the storage root/);
  });
});
