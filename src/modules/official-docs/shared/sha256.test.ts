import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex, sha256Plain } from './sha256';

describe('sha256 of the chunked upload', () => {
  it('matches node:crypto for empty, block-edge and random inputs, with and without Web Crypto', async () => {
    for (const n of [0, 1, 55, 56, 63, 64, 65, 1000, 100_003]) {
      const b = randomBytes(n);
      const want = createHash('sha256').update(b).digest('hex');
      expect(sha256Plain(new Uint8Array(b))).toBe(want);
      expect(await sha256Hex(new Uint8Array(b).buffer)).toBe(want);
    }
  });
});
