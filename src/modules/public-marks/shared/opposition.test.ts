import { describe, expect, it } from 'vitest';
import { oppositionEnd } from './opposition';

describe('oppositionEnd', () => {
  it('is three months from a 初审公告 less one day', () => {
    expect(oppositionEnd('初审公告', '2026-01-06')).toBe('2026-04-05');
    expect(oppositionEnd('初审公告', '2025-11-30')).toBe('2026-02-27'); // month end: 02-28 less one day
  });
  it('is none for other announcements or without a date', () => {
    expect(oppositionEnd('注册公告', '2026-01-06')).toBeNull();
    expect(oppositionEnd('初审公告', null)).toBeNull();
    expect(oppositionEnd('初审公告', '1999-01-01')).toBeNull();
  });
});
