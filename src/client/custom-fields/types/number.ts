// 数字 (spec 3.12, 5, 9): formats integer / 1 decimal / 2 decimals / 人民币 / 美元 with thousands separators;
// the input takes at most 20 characters.
import type { FieldConfig } from '../model';

export type NumberFormat = 'integer' | 'decimal1' | 'decimal2' | 'cny' | 'usd';
export const NUMBER_FORMATS: NumberFormat[] = ['integer', 'decimal1', 'decimal2', 'cny', 'usd'];
export const NUMBER_MAX_LENGTH = 20;
/** The value schema's bound. */
export const NUMBER_MAX_ABS = 1e15;

export function numberFormatOf(config: FieldConfig | undefined): NumberFormat {
  const f = config?.numberFormat;
  return NUMBER_FORMATS.includes(f as NumberFormat) ? (f as NumberFormat) : 'integer';
}

export function decimalsOf(format: NumberFormat): number {
  return format === 'integer' ? 0 : format === 'decimal1' ? 1 : 2;
}

export function prefixOf(format: NumberFormat): string {
  return format === 'cny' ? '¥' : format === 'usd' ? '$' : '';
}

/** Cell text: 1,234 / 1,234.5 / 1,234.50 / ¥1,234.00 / $1,234.00 (minus sign before the currency). */
export function formatNumberValue(value: unknown, format: NumberFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const d = decimalsOf(format);
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }).format(Math.abs(n));
  const negative = n < 0 && Number(text.replace(/,/g, '')) !== 0;
  return `${negative ? '-' : ''}${prefixOf(format)}${text}`;
}

/** Keeps what the input may hold: digits, one leading minus, one dot (none for integers), 20 characters. */
export function sanitizeNumberInput(text: string, format: NumberFormat): string {
  let out = '';
  let dot = false;
  for (const ch of text.replace(/[,\s¥$]/g, '')) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '-' && out === '') out += ch;
    else if (ch === '.' && !dot && decimalsOf(format) > 0) {
      dot = true;
      out += ch;
    }
  }
  return out.slice(0, NUMBER_MAX_LENGTH);
}

/** The value to store from the input text: a number rounded to the format's decimals, null when empty, NaN when not a number. */
export function parseNumberInput(text: string | number | null | undefined, format: NumberFormat): number | null {
  if (text === null || text === undefined) return null;
  const s = String(text).replace(/[,\s¥$]/g, '');
  if (s === '' || s === '-') return null;
  if (s.length > NUMBER_MAX_LENGTH || !/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return Number.NaN;
  return roundNumber(Number(s), format);
}

/** A number rounded to the format's decimals (half away from zero); NaN beyond the value schema's bound. */
export function roundNumber(n: number, format: NumberFormat): number {
  if (!Number.isFinite(n) || Math.abs(n) > NUMBER_MAX_ABS) return Number.NaN;
  const rounded = Number(Math.abs(n).toFixed(decimalsOf(format)));
  return n < 0 && rounded !== 0 ? -rounded : rounded;
}
