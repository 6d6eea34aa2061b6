import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './dir-lock';

const dir = () => join(mkdtempSync(join(tmpdir(), 'ipms-lock-')), 'pgdata');

describe('data directory lock', () => {
  it('is held by this process, re-entrant, and released by the last holder', () => {
    const d = dir();
    const a = lockDataDir(d);
    expect(readFileSync(`${d}.lock`, 'utf8')).toBe(String(process.pid));
    const b = lockDataDir(d);
    a();
    expect(existsSync(`${d}.lock`)).toBe(true);
    b();
    expect(existsSync(`${d}.lock`)).toBe(false);
  });

  it('refuses a directory another live process holds', () => {
    const d = dir();
    writeFileSync(`${d}.lock`, '1'); // pid 1 is always alive
    expect(() => lockDataDir(d)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(d)).toThrow(/in use by process 1: stop that server first/);
  });

  it('takes over a lock left by a process that is gone', () => {
    const d = dir();
    writeFileSync(`${d}.lock`, '999999999');
    const release = lockDataDir(d);
    expect(readFileSync(`${d}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
