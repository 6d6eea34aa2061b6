import { describe, expect, it } from 'vitest';
import { todayInChina } from './dates';

describe('todayInChina', () => {
  it('is the UTC+8 calendar day', () => {
    expect(todayInChina(new Date('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
    expect(todayInChina(new Date('2026-11-28T16:00:00Z'))).toBe('2026-11-29');
  });
});
