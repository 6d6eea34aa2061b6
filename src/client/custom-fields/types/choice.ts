// 单选 / 多选 (spec 3.12, 4, 5, 9): options of {cont, color, name}; a value is an option's cont (single) or a
// list of conts (multiple). New fields start with the type's three colour presets; at least one non-empty
// option is required (请输入选项).
import type { FieldConfig } from '../model';

export interface ChoiceOption { cont: string; color: string; name?: string }

/** Colours offered to new options, in turn (the first three are the presets of a new field). */
export const OPTION_COLORS = ['#ff7200', '#1677ff', '#52c41a', '#722ed1', '#13c2c2', '#eb2f96', '#faad14', '#f5222d', '#2f54eb', '#8c8c8c'];
export const OPTION_MAX_LENGTH = 50;

export function optionsOf(config: FieldConfig | undefined): ChoiceOption[] {
  const list = (config?.options ?? []) as unknown;
  if (!Array.isArray(list)) return [];
  return list
    .filter((o): o is ChoiceOption => !!o && typeof o === 'object' && typeof (o as ChoiceOption).cont === 'string')
    .map((o) => ({ cont: o.cont, color: typeof o.color === 'string' ? o.color : OPTION_COLORS[0], name: o.name ?? o.cont }));
}

export const optionLabel = (o: ChoiceOption) => o.name || o.cont;

export function findOption(options: ChoiceOption[], value: unknown): ChoiceOption | undefined {
  return options.find((o) => o.cont === value);
}

/** A new option row: empty text, the next colour not yet used (or the next in turn). */
export function newOption(options: ChoiceOption[]): ChoiceOption {
  const used = new Set(options.map((o) => o.color.toLowerCase()));
  const color = OPTION_COLORS.find((c) => !used.has(c)) ?? OPTION_COLORS[options.length % OPTION_COLORS.length];
  return { cont: '', color, name: '' };
}

/** Options as saved: trimmed, empty rows dropped, name = cont (the value equals cont). */
export function cleanOptions(options: ChoiceOption[]): ChoiceOption[] {
  return options
    .map((o) => ({ ...o, cont: o.cont.trim().slice(0, OPTION_MAX_LENGTH) }))
    .filter((o) => o.cont !== '')
    .map((o) => ({ cont: o.cont, color: o.color, name: o.cont }));
}

/** Error key of an options list, or null: no non-empty option (请输入选项), or the same text twice. */
export function checkOptions(options: ChoiceOption[]): 'cf.optionsRequired' | 'cf.optionsDuplicate' | null {
  const clean = cleanOptions(options);
  if (!clean.length) return 'cf.optionsRequired';
  if (new Set(clean.map((o) => o.cont)).size !== clean.length) return 'cf.optionsDuplicate';
  return null;
}

/** Single choice value to store: a string or null. */
export function toSingleValue(v: unknown): string | null {
  if (Array.isArray(v)) v = v[0];
  return typeof v === 'string' && v !== '' ? v : null;
}

/** Multiple choice value to store: unique strings in the options' order (unknown ones last), or null. */
export function toMultiValue(v: unknown, options: ChoiceOption[] = []): string[] | null {
  const list = (Array.isArray(v) ? v : v === null || v === undefined || v === '' ? [] : [v]).filter((x): x is string => typeof x === 'string' && x !== '');
  const unique = [...new Set(list)];
  if (!unique.length) return null;
  const rank = (s: string) => {
    const i = options.findIndex((o) => o.cont === s);
    return i < 0 ? options.length : i;
  };
  return unique.sort((a, b) => rank(a) - rank(b));
}

/** Values as a list (a single value is one item; unknown options keep their text). */
export function choiceItems(value: unknown, options: ChoiceOption[]): Array<{ cont: string; label: string; color?: string }> {
  const list = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
  return list.map((v) => {
    const o = findOption(options, v);
    return { cont: String(v), label: o ? optionLabel(o) : String(v), color: o?.color };
  });
}

/** Text colour readable on the option colour (black on light colours, white otherwise). */
export function contrastText(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#fff';
  const n = parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 186 ? 'rgba(0, 0, 0, 0.88)' : '#fff';
}

/** The options settings' check and clean (sync: the designer validates before the panel's code has loaded). */
export const optionsRules = {
  check: (config: FieldConfig) => checkOptions(optionsOf(config)),
  clean: (config: FieldConfig): FieldConfig => ({ ...config, options: cleanOptions(optionsOf(config)) }),
};
