import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { customFieldKinds } from '../../../generated/field-kinds';
import { dateConfigOf, formatDateValue, parseDateValue, reminderAt, remainingOf, REMIND_HOURS, toDateValue } from './date';

describe('date type', () => {
  it('starts with the defaults of spec 9: no reminder, 00:00, remind the chosen people', () => {
    const type = customFieldKinds.find((t) => t.kind === 'date')!;
    expect(dateConfigOf(type.defaultConfig)).toEqual({
      dateFormat: 'YYYY/MM/DD',
      remind: 0,
      remindType: '1',
      limitPerson: [],
      dateLimit: '0d',
      limitTime: '00:00',
      showRemaining: false,
      isAuto: false,
    });
    expect(REMIND_HOURS).toHaveLength(24);
    expect(REMIND_HOURS[0]).toBe('00:00');
    expect(REMIND_HOURS[23]).toBe('23:00');
  });

  it('formats the four date formats, the weekday in the display language', () => {
    expect(formatDateValue('2026-05-01', 'YYYY/MM/DD', 'zh')).toBe('2026/05/01');
    expect(formatDateValue('2026-05-01', 'YYYY/MM/DD dddd', 'zh')).toBe('2026/05/01 星期五');
    expect(formatDateValue('2026-05-01', 'YYYY/MM/DD dddd', 'en')).toBe('2026/05/01 Friday');
    expect(formatDateValue('2026-05-01T09:30', 'YYYY/MM/DD HH:mm', 'zh')).toBe('2026/05/01 09:30');
    expect(formatDateValue('2026-05-01', 'MM/DD', 'zh')).toBe('05/01');
    expect(formatDateValue(null, 'MM/DD', 'zh')).toBe('');
    expect(formatDateValue('not a date', 'MM/DD', 'zh')).toBe('not a date');
  });

  it('stores a day, or a day and time for the hour-minute format', () => {
    const d = dayjs('2026-05-01T09:30');
    expect(toDateValue(d, 'YYYY/MM/DD')).toBe('2026-05-01');
    expect(toDateValue(d, 'YYYY/MM/DD HH:mm')).toBe('2026-05-01T09:30');
    expect(toDateValue(null, 'YYYY/MM/DD')).toBeNull();
    expect(parseDateValue('2026-13-45x')).toBeNull();
  });

  it('counts the remaining period in calendar days', () => {
    const today = dayjs('2026-05-01T23:00');
    expect(remainingOf('2026-05-04', today)).toEqual({ kind: 'left', days: 3 });
    expect(remainingOf('2026-05-01T08:00', today)).toEqual({ kind: 'today', days: 0 });
    expect(remainingOf('2026-04-29', today)).toEqual({ kind: 'over', days: 2 });
    expect(remainingOf(null, today)).toBeNull();
  });

  it('reminds the offset before the date at the chosen hour', () => {
    expect(reminderAt('2026-05-15', { dateLimit: '0d', limitTime: '00:00' })!.format('YYYY-MM-DD HH:mm')).toBe('2026-05-15 00:00');
    expect(reminderAt('2026-05-15', { dateLimit: '2d', limitTime: '09:00' })!.format('YYYY-MM-DD HH:mm')).toBe('2026-05-13 09:00');
    expect(reminderAt('2026-05-15', { dateLimit: '1w', limitTime: '23:00' })!.format('YYYY-MM-DD HH:mm')).toBe('2026-05-08 23:00');
    expect(reminderAt('2026-05-15T18:00', { dateLimit: '2m', limitTime: '08:00' })!.format('YYYY-MM-DD HH:mm')).toBe('2026-03-15 08:00');
  });

  it('reads unknown settings back to the defaults', () => {
    expect(dateConfigOf({ dateFormat: 'DD.MM', remind: 1, limitPerson: ['3', 0, 'x'], limitTime: '25:00' })).toMatchObject({
      dateFormat: 'YYYY/MM/DD',
      remind: 1,
      limitPerson: [3],
      limitTime: '00:00',
    });
  });
});
