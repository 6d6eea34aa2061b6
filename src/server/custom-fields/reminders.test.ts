import { describe, expect, it } from 'vitest';
import { dueAt } from './reminders';

// Due instants are at HH:00 in UTC+8, i.e. HH-8 in UTC.
const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`).toISOString();

describe('dueAt', () => {
  it('takes days off the date at the chosen hour in UTC+8', () => {
    expect(dueAt('2026-03-10', '0d', '09:00').toISOString()).toBe(at('2026-03-10', 9));
    expect(dueAt('2026-03-10', '1w', '09:00').toISOString()).toBe(at('2026-03-03', 9));
    expect(dueAt('2026-03-01', '1d', '00:00').toISOString()).toBe(at('2026-02-28', 0));
  });

  it('keeps month ends when taking months off', () => {
    expect(dueAt('2026-03-31', '1m', '09:00').toISOString()).toBe(at('2026-02-28', 9));
    expect(dueAt('2028-03-31', '1m', '09:00').toISOString()).toBe(at('2028-02-29', 9)); // leap year
    expect(dueAt('2026-05-31', '1m', '09:00').toISOString()).toBe(at('2026-04-30', 9));
    expect(dueAt('2026-04-30', '2m', '09:00').toISOString()).toBe(at('2026-02-28', 9));
    expect(dueAt('2026-01-31', '2m', '09:00').toISOString()).toBe(at('2025-11-30', 9));
  });

  it('crosses years', () => {
    expect(dueAt('2027-01-05', '2w', '08:00').toISOString()).toBe(at('2026-12-22', 8));
  });
});
