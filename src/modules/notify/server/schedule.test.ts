import { describe, expect, it } from 'vitest';
import { currentSlot, describeSchedule, digestPattern, digestRange } from './schedule';

describe('digest schedule (croner, China time)', () => {
  it('takes the last daily slot at or before now', () => {
    // 2026-11-28 07:59 China time: today's 08:00 has not come, so yesterday's slot.
    expect(currentSlot('daily', 8, 1, new Date('2026-11-27T23:59:00Z'))?.key).toBe('daily:2026-11-27');
    // exactly 08:00 China time is today's slot
    const s = currentSlot('daily', 8, 1, new Date('2026-11-28T00:00:00Z'));
    expect(s?.key).toBe('daily:2026-11-28');
    expect(s?.at.toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });

  it('takes the last weekly slot on the chosen weekday (7 = Sunday)', () => {
    // Saturday 2026-11-28: the last Monday 08:00 was 2026-11-23.
    expect(currentSlot('weekly', 8, 1, new Date('2026-11-28T10:00:00Z'))?.key).toBe('weekly:2026-11-23');
    expect(currentSlot('weekly', 9, 7, new Date('2026-11-28T10:00:00Z'))?.key).toBe('weekly:2026-11-22');
    expect(digestPattern('weekly', 9, 7)).toBe('0 9 * * 0');
  });

  it('counts the digest range in China days', () => {
    expect(digestRange(new Date('2026-11-27T17:00:00Z'), 14)).toEqual({ from: '2026-11-28', to: '2026-12-12' });
    expect(describeSchedule('weekly', 8, 1)).toBe('每周一 8:00（北京时间）');
    expect(describeSchedule('daily', 18, 1)).toBe('每天 18:00（北京时间）');
  });
});
