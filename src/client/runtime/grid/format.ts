// Cell text by field kind (spec 3.17, 9): dictionaries, dates with the column's format, numbers with
// thousands separators (formats integer, 1/2 decimals, yuan, dollar, or a 0.00 pattern), booleans.
import dayjs from 'dayjs';
import type { ColumnDef, I18n, ScreenField } from '../screen-types';

export type Lang = 'zh' | 'en';
export const EMPTY_CELL = '-';

const DEFAULT_DATE = 'YYYY-MM-DD';
const DEFAULT_DATETIME = 'YYYY-MM-DD HH:mm';

export function isBlank(v: unknown) {
  return v === null || v === undefined || v === '';
}

export function dictText(field: ScreenField | undefined, value: unknown, lang: Lang): string | undefined {
  const entry: I18n | undefined = field?.dict?.[String(value)];
  return entry ? (lang === 'en' ? entry.en : entry.zh) : undefined;
}

export function decimalsOf(format: string | undefined, kind: ScreenField['kind']): { min: number; max: number; prefix: string } {
  switch (format) {
    case 'integer':
      return { min: 0, max: 0, prefix: '' };
    case 'decimal1':
      return { min: 1, max: 1, prefix: '' };
    case 'decimal2':
      return { min: 2, max: 2, prefix: '' };
    case 'yuan':
      return { min: 2, max: 2, prefix: '¥' };
    case 'dollar':
      return { min: 2, max: 2, prefix: '$' };
  }
  const pattern = format && /^[#,]*0(?:\.(0+))?$/.exec(format);
  if (pattern) {
    const n = pattern[1]?.length ?? 0;
    return { min: n, max: n, prefix: '' };
  }
  return kind === 'integer' ? { min: 0, max: 0, prefix: '' } : { min: 0, max: 2, prefix: '' };
}

/**
 * Format "amount": an exact decimal (money kept as a decimal string, never a float) with thousands separators and
 * its own decimals: "50000.00" → "50,000.00", "1200" (yen) → "1,200".
 */
export const AMOUNT_FORMAT = 'amount';

export function groupDecimal(text: string): string {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(text.trim());
  return m ? `${m[1]}${m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}` : text;
}

export function formatNumber(value: unknown, format: string | undefined, kind: ScreenField['kind'] = 'number'): string {
  if (isBlank(value)) return '';
  if (format === AMOUNT_FORMAT) return groupDecimal(String(value));
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const { min, max, prefix } = decimalsOf(format, kind);
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max }).format(n);
  return prefix + text;
}

export function formatDate(value: unknown, format: string | undefined, kind: 'date' | 'datetime'): string {
  const d = dayjs(value as string);
  return d.isValid() ? d.format(format ?? (kind === 'date' ? DEFAULT_DATE : DEFAULT_DATETIME)) : String(value);
}

/** The text of a cell; dictionary values give their label (the view draws them as tags). */
export function formatCell(value: unknown, field: ScreenField | undefined, column: Pick<ColumnDef, 'format'>, lang: Lang): string {
  if (isBlank(value)) return EMPTY_CELL;
  const label = dictText(field, value, lang);
  if (label !== undefined) return label;
  switch (field?.kind) {
    case 'date':
    case 'datetime':
      return formatDate(value, column.format, field.kind);
    case 'integer':
    case 'number':
      return formatNumber(value, column.format, field.kind);
    case 'boolean':
      return value === true || value === 'true' ? (lang === 'en' ? 'Yes' : '是') : lang === 'en' ? 'No' : '否';
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

const TAG_COLORS = ['default', 'success', 'warning', 'processing', 'purple', 'cyan', 'magenta', 'gold'];

/** Tag colour of a dictionary value: by its position in the dictionary; booleans: true warns, false is plain. */
export function dictColor(field: ScreenField | undefined, value: unknown): string {
  if (!field?.dict) return 'default';
  if (field.kind === 'boolean') return String(value) === 'true' ? 'warning' : 'default';
  const i = Object.keys(field.dict).indexOf(String(value));
  return TAG_COLORS[i % TAG_COLORS.length] ?? 'default';
}
