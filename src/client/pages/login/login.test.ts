// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { encodePassword } from '../../session/encode';
import { safeRedirect } from './LoginPage';

describe('login helpers', () => {
  it('encodes passwords as UTF-8 base64', () => {
    expect(encodePassword('Admin@2026')).toBe(Buffer.from('Admin@2026').toString('base64'));
    expect(encodePassword('密码abc1')).toBe(Buffer.from('密码abc1', 'utf8').toString('base64'));
  });
  it('follows only same-site redirects', () => {
    expect(safeRedirect('/deal?x=1')).toBe('/deal?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/login')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
