import { describe, expect, it } from 'vitest';
import { decodeBase64Password, hashPassword, passwordProblem, verifyPassword } from './password';

describe('hashPassword / verifyPassword', () => {
  it('stores scrypt$N$r$p$salt$hash and verifies only the right password', async () => {
    const hash = await hashPassword('Admin@2026');
    const parts = hash.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4], 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5], 'base64')).toHaveLength(32);
    expect(hash).not.toContain('Admin@2026');
    expect(await verifyPassword('Admin@2026', hash)).toBe(true);
    expect(await verifyPassword('admin@2026', hash)).toBe(false);
    expect(await verifyPassword('Admin@2026 ', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('Same@2026'), hashPassword('Same@2026')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Same@2026', a)).toBe(true);
    expect(await verifyPassword('Same@2026', b)).toBe(true);
  });

  it('handles non-ASCII passwords', async () => {
    const hash = await hashPassword('商标管理2026');
    expect(await verifyPassword('商标管理2026', hash)).toBe(true);
    expect(await verifyPassword('商标管理2027', hash)).toBe(false);
  });

  it('refuses stored values of another scheme or incomplete', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$2b$10$abcdefghijklmnopqrstuv')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$$')).toBe(false);
  });

  it('verifies a hash made with other cost parameters (they are read from the stored value)', async () => {
    const hash = await hashPassword('Cost@2026');
    const [, , , , salt] = hash.split('$');
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('Cost@2026', Buffer.from(salt, 'base64'), 32, { N: 1024, r: 8, p: 1 });
    const cheap = ['scrypt', 1024, 8, 1, salt, key.toString('base64')].join('$');
    expect(await verifyPassword('Cost@2026', cheap)).toBe(true);
    expect(await verifyPassword('Cost@2027', cheap)).toBe(false);
  });
});

describe('decodeBase64Password', () => {
  const enc = (s: string) => Buffer.from(s, 'utf8').toString('base64');

  it('decodes base64 of UTF-8 text', () => {
    expect(decodeBase64Password(enc('Admin@2026'))).toBe('Admin@2026');
    expect(decodeBase64Password('QWRtaW5AMjAyNg==')).toBe('Admin@2026');
    expect(decodeBase64Password(enc('密码Mima1'))).toBe('密码Mima1');
    expect(decodeBase64Password('YQ==')).toBe('a');
    expect(decodeBase64Password('YWI=')).toBe('ab');
    expect(decodeBase64Password('YWJj')).toBe('abc');
    expect(decodeBase64Password(enc('a+b/c?d'))).toBe('a+b/c?d');
  });

  it('returns null for anything that is not padded standard base64 of text', () => {
    expect(decodeBase64Password('')).toBeNull(); // empty password
    expect(decodeBase64Password('Admin@2026')).toBeNull(); // plain text
    expect(decodeBase64Password('YQ')).toBeNull(); // missing padding
    expect(decodeBase64Password('YWJ')).toBeNull();
    expect(decodeBase64Password('YQ===')).toBeNull();
    expect(decodeBase64Password('====')).toBeNull();
    expect(decodeBase64Password('YW=j')).toBeNull(); // padding in the middle
    expect(decodeBase64Password('YW Jj')).toBeNull();
    expect(decodeBase64Password('YWJj\n')).toBeNull();
    expect(decodeBase64Password('-_-_')).toBeNull(); // base64url alphabet
    expect(decodeBase64Password('/w==')).toBeNull(); // byte 0xff: not UTF-8
    expect(decodeBase64Password(Buffer.from([0xe5, 0xaf]).toString('base64'))).toBeNull(); // cut UTF-8 sequence
  });
});

describe('passwordProblem', () => {
  it('accepts 8-64 characters with letters and digits', () => {
    expect(passwordProblem('Admin@2026')).toBeNull();
    expect(passwordProblem('abcdefg1')).toBeNull();
    expect(passwordProblem('a'.repeat(63) + '1')).toBeNull();
    expect(passwordProblem('密码密码密码ab12')).toBeNull();
  });

  it('names the rule that fails', () => {
    expect(passwordProblem('')).toBe('密码长度需为 8-64 位');
    expect(passwordProblem('abc1234')).toBe('密码长度需为 8-64 位');
    expect(passwordProblem('a'.repeat(64) + '1')).toBe('密码长度需为 8-64 位');
    expect(passwordProblem('abcdefgh')).toBe('密码需同时包含字母和数字');
    expect(passwordProblem('12345678')).toBe('密码需同时包含字母和数字');
    expect(passwordProblem('密码密码密码密码12')).toBe('密码需同时包含字母和数字');
  });
});

describe('stored hashes this code cannot read', () => {
  it('are a refusal, not an error', async () => {
    const { verifyPassword } = await import('./password');
    await expect(verifyPassword('x', 'scrypt$abc$8$1$c2FsdA==$aGFzaA==')).resolves.toBe(false);
    await expect(verifyPassword('x', 'bcrypt$whatever')).resolves.toBe(false);
  });
});
