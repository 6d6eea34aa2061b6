import { describe, expect, it } from 'vitest';
import { cronProblem, latestSlot } from './schedule';

describe('monitoring schedule', () => {
  it('takes the latest slot in China time', () => {
    // 2026-11-28 08:30 in Shanghai is 00:30 UTC: the daily 7:00 slot is 23:00 UTC the day before
    expect(latestSlot('0 7 * * *', new Date('2026-11-28T00:30:00Z'))?.toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(latestSlot('0 7 * * *', new Date('2026-11-27T23:00:00Z'))?.toISOString()).toBe('2026-11-27T23:00:00.000Z');
  });

  it('refuses what croner cannot read, and six-field patterns', () => {
    expect(cronProblem('0 7 * * *')).toBeNull();
    expect(cronProblem('0 7 * * 1-5')).toBeNull();
    expect(cronProblem('0 0 7 * * *')).toMatch(/应为 5 段/);
    expect(cronProblem('0 25 * * *')).toMatch(/无法解析/);
  });
});
