// 单行文本 / 多行文本 (spec 5, 9): values are strings up to the type's maxLength (50 / 200); empty clears.
import type { CustomFieldKindDef } from '../model';

export const DEFAULT_TEXT_LIMIT = 50;

export function maxLengthOf(type: Pick<CustomFieldKindDef, 'limits'> | undefined, fallback = DEFAULT_TEXT_LIMIT): number {
  return type?.limits?.maxLength ?? fallback;
}

/** The value to store: trimmed, at most `max` characters (by code point), empty as null. */
export function toTextValue(input: unknown, max: number): string | null {
  if (input === null || input === undefined) return null;
  const s = String(input).trim();
  if (!s) return null;
  const chars = [...s];
  return chars.length > max ? chars.slice(0, max).join('') : s;
}

/** Cell text: the value itself, line breaks shown as spaces (the full text goes to the tooltip). */
export function textCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\s*\n\s*/g, ' ');
}
