import { describe, expect, it } from 'vitest';
import { customFieldKinds } from '../../../generated/field-kinds';
import { formatNumberValue, NUMBER_MAX_LENGTH, numberFormatOf, parseNumberInput, roundNumber, sanitizeNumberInput } from './number';

describe('number type', () => {
  it('defaults to integers (spec 9) and limits input to 20 characters (spec 5)', () => {
    const type = customFieldKinds.find((t) => t.kind === 'number')!;
    expect(numberFormatOf(type.defaultConfig)).toBe('integer');
    expect(numberFormatOf({ numberFormat: 'bogus' })).toBe('integer');
    expect(type.limits?.maxLength).toBe(NUMBER_MAX_LENGTH);
    expect(NUMBER_MAX_LENGTH).toBe(20);
  });

  it('formats integer, 1 and 2 decimals, yuan and dollar with thousands separators', () => {
    expect(formatNumberValue(1234567.891, 'integer')).toBe('1,234,568');
    expect(formatNumberValue(1234567.891, 'decimal1')).toBe('1,234,567.9');
    expect(formatNumberValue(1234567.891, 'decimal2')).toBe('1,234,567.89');
    expect(formatNumberValue(1234.5, 'cny')).toBe('¥1,234.50');
    expect(formatNumberValue(1234.5, 'usd')).toBe('$1,234.50');
    expect(formatNumberValue(-1234.5, 'cny')).toBe('-¥1,234.50');
    expect(formatNumberValue(-0.001, 'integer')).toBe('0');
    expect(formatNumberValue(null, 'cny')).toBe('');
    expect(formatNumberValue('12', 'integer')).toBe('12');
  });

  it('keeps only what a number input may hold', () => {
    expect(sanitizeNumberInput('¥1,234.5.6abc', 'decimal2')).toBe('1234.56');
    expect(sanitizeNumberInput('-12-3', 'integer')).toBe('-123');
    expect(sanitizeNumberInput('12.5', 'integer')).toBe('125');
    expect(sanitizeNumberInput('9'.repeat(30), 'integer')).toHaveLength(20);
  });

  it('parses input into the stored number rounded to the format, null when empty, NaN when invalid', () => {
    expect(parseNumberInput('1,234.567', 'decimal2')).toBe(1234.57);
    expect(parseNumberInput('1.005', 'decimal1')).toBe(1);
    expect(parseNumberInput('-2.5', 'integer')).toBe(-3);
    expect(parseNumberInput('', 'integer')).toBeNull();
    expect(parseNumberInput('-', 'integer')).toBeNull();
    expect(parseNumberInput('abc', 'integer')).toBeNaN();
    expect(parseNumberInput('1'.repeat(21), 'integer')).toBeNaN();
    expect(parseNumberInput('9999999999999999', 'integer')).toBeNaN(); // beyond the value schema's 1e15
    expect(roundNumber(0.1 + 0.2, 'decimal2')).toBe(0.3);
  });
});
