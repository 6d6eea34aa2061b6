import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generate } from './index';
import { loadRegistry } from './load';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'src/generated');

describe('generate', () => {
  it('the committed src/generated is exactly what the schemas produce, and generating is deterministic', async () => {
    const first = await generate(loadRegistry(ROOT));
    const second = await generate(loadRegistry(ROOT));
    expect(Object.keys(second)).toEqual(Object.keys(first));
    for (const name of Object.keys(first)) expect(second[name], `${name} differs between two runs`).toBe(first[name]);

    // Files in subfolders too (screens/<key>.ts).
    const files = (readdirSync(OUT, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(OUT.length + 1));
    expect(files.sort()).toEqual(Object.keys(first).sort());
    for (const [name, content] of Object.entries(first))
      expect(readFileSync(join(OUT, name), 'utf8') === content, `src/generated/${name} is stale: run npm run generate`).toBe(true);
    // Two whole generations (Ajv compiles every validator twice): 10-20 s idle, 40 s beside the API suites.
  }, 120_000);
});
