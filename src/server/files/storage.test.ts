// writeWhole: a file appears under its key only when complete; a failed or killed writer leaves nothing there.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localStorage, PARTIAL_SUFFIX } from './storage';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ipms-storage-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const write = (out: NodeJS.WritableStream, text: string) => new Promise<void>((r) => out.write(text, () => r()));

describe('writeWhole', () => {
  it('shows nothing under the key while writing, and the whole file once done', async () => {
    const files = localStorage(root);
    let during: string[] = [];
    const n = await files.writeWhole('exports/1/7.xlsx', async (out) => {
      await write(out, 'first half,');
      during = await readdir(join(root, 'exports/1'));
      out.end('second half');
      return 42;
    });
    expect(n).toBe(42);
    expect(during).toHaveLength(1);
    expect(during[0]).toMatch(new RegExp(`^7\\.xlsx\\..+${PARTIAL_SUFFIX.replace('.', '\\.')}$`));
    expect(await readdir(join(root, 'exports/1'))).toEqual(['7.xlsx']);
    expect(await readFile(join(root, 'exports/1/7.xlsx'), 'utf8')).toBe('first half,second half');
  });

  it('a writer that fails leaves neither the file nor its temporary', async () => {
    const files = localStorage(root);
    await expect(
      files.writeWhole('exports/1/8.xlsx', async (out) => {
        await write(out, 'partial rows');
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(await readdir(join(root, 'exports/1'))).toEqual([]);
  });

  it("a killed writer's temporary is never served and is removed by the next write of the key", async () => {
    const files = localStorage(root);
    // What a process killed in the middle of an export leaves behind.
    await files.writeWhole('exports/1/9.xlsx', async (out) => {
      out.end('old');
    });
    await writeFile(join(root, `exports/1/10.xlsx.dead-writer${PARTIAL_SUFFIX}`), 'half a workbook');
    await expect(files.read('exports/1/10.xlsx')).rejects.toThrow();
    await files.writeWhole('exports/1/10.xlsx', async (out) => {
      out.end('whole');
    });
    expect((await readdir(join(root, 'exports/1'))).sort()).toEqual(['10.xlsx', '9.xlsx']);
    expect(await readFile(join(root, 'exports/1/10.xlsx'), 'utf8')).toBe('whole');
  });
});
