import { describe, expect, it } from 'vitest';
import { byMonth, byWeek, weekStart } from './buckets';

describe('deadline buckets', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-30')).toBe('2026-11-30'); // a Monday
    expect(weekStart('2026-12-06')).toBe('2026-11-30'); // the Sunday after
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });
  it('counts every week of the window, empty ones too, and drops dates outside', () => {
    const weeks = byWeek(['2026-11-30', '2026-12-06', '2026-12-16', '2027-03-01'], '2026-11-28', '2026-12-20');
    expect(weeks.map((w) => [w.key, w.value])).toEqual([
      ['2026-11-23', 0],
      ['2026-11-30', 2],
      ['2026-12-07', 0],
      ['2026-12-14', 1],
    ]);
  });
  it('counts by month across a year end', () => {
    expect(byMonth(['2026-12-31', '2027-01-01', '2027-01-15'], '2026-12-10', '2027-02-01').map((m) => [m.key, m.zh, m.value])).toEqual([
      ['2026-12', '2026年12月', 1],
      ['2027-01', '2027年1月', 2],
      ['2027-02', '2027年2月', 0],
    ]);
  });
});
