import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, DATE_MINUTE_FORMAT, DATE_TIME_FORMAT, ID_COMMA_LIST_FORMAT, ID_HASH_LIST_FORMAT, TEXT_FORMAT, isCalendarDate } from './formats';

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('date', () => {
  it('takes exactly the days of the calendar (every day 1896-2104, across the century rules)', () => {
    const real = new Set<string>();
    for (let d = new Date(Date.UTC(1896, 0, 1)); d.getUTCFullYear() < 2105; d.setUTCDate(d.getUTCDate() + 1)) real.add(iso(d));
    for (let y = 1896; y < 2105; y++)
      for (let m = 1; m <= 12; m++)
        for (let day = 0; day <= 32; day++) {
          const text = `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect([text, DATE_FORMAT.test(text)]).toEqual([text, real.has(text)]);
        }
  });

  it('has no year 0000 (PostgreSQL neither) and only four-digit years', () => {
    for (const ok of ['0001-01-01', '9999-12-31', '2000-02-29', '0400-02-29']) expect(isCalendarDate(ok)).toBe(true);
    for (const bad of ['0000-01-01', '0000-02-29', '1900-02-29', '2024-13-45', '2024-00-10', '12024-01-01', '2024-1-1', ' 2024-01-01', 20240101, null])
      expect(isCalendarDate(bad)).toBe(false);
  });

  it('date-time and date-minute hold the same days', () => {
    expect(DATE_TIME_FORMAT.test('2024-02-29T23:59:59.123Z')).toBe(true);
    expect(DATE_TIME_FORMAT.test('2024-02-29T08:00:00+08:00')).toBe(true);
    expect(DATE_TIME_FORMAT.test('2023-02-29T08:00:00Z')).toBe(false);
    expect(DATE_TIME_FORMAT.test('0000-01-01T00:00:00Z')).toBe(false);
    expect(DATE_TIME_FORMAT.test('2024-01-01T24:00:00Z')).toBe(false);
    expect(DATE_TIME_FORMAT.test('2024-01-01T10:00:00')).toBe(false);
    for (const ok of ['2024-02-29', '2024-02-29T10:30', '2024-12-31T23:59']) expect(DATE_MINUTE_FORMAT.test(ok)).toBe(true);
    for (const bad of ['2024-13-45', '2024-02-30T10:30', '2024-01-01T24:00', '2024-01-01T10:30:00', '2024-01-01 10:30']) expect(DATE_MINUTE_FORMAT.test(bad)).toBe(false);
  });
});

describe('ids written as text', () => {
  it('hold 1..2147483647 without leading zeros', () => {
    for (const ok of ['1', '9', '10', '999999999', '1000000000', '1999999999', '2099999999', '2147483599', '2147483639', '2147483647'])
      expect([ok, ID_HASH_LIST_FORMAT.test(ok)]).toEqual([ok, true]);
    for (const bad of ['0', '01', '2147483648', '2147483650', '2147483700', '2148000000', '2200000000', '3000000000', '10000000000', '-1', '1.5', ''])
      expect([bad, ID_HASH_LIST_FORMAT.test(bad)]).toEqual([bad, false]);
  });

  it('joined with # or commas', () => {
    expect(ID_HASH_LIST_FORMAT.test('12#2147483647#3')).toBe(true);
    expect(ID_HASH_LIST_FORMAT.test('12##3')).toBe(false);
    expect(ID_HASH_LIST_FORMAT.test('12#2147483648')).toBe(false);
    expect(ID_COMMA_LIST_FORMAT.test('')).toBe(true);
    expect(ID_COMMA_LIST_FORMAT.test('3,1,2')).toBe(true);
    expect(ID_COMMA_LIST_FORMAT.test('3,0')).toBe(false);
    expect(ID_COMMA_LIST_FORMAT.test('3,')).toBe(false);
  });
});

describe('text', () => {
  it('refuses NUL and lone surrogates, keeps every real character', () => {
    for (const ok of ['', '商标', 'a\tb\nc', '🌸', '𠀀', '\uffff', '\u0001']) expect(TEXT_FORMAT.test(ok)).toBe(true);
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'a\udc00', '\udc00\ud800', '🌸'.slice(0, 1)]) expect(TEXT_FORMAT.test(bad)).toBe(false);
  });
});
