// The case-form settings beyond the schema: default fees (integer minor units, the fees block a new case starts
// with) and the archive write-back (which form fields a submitted case writes to the archive marks it names).
// Checked against the form (the same words in the designer and at save), and the fees block a published version
// gets when it has default fees. Pure, unit-tested (settings.test.ts).
import { currencyOf, minorUnits, parseAmount, type Money } from '../../../shared/money';
import { toJsonSchema, type Json, type KindLookup } from './design';

export const FEE_KINDS = ['officialFees', 'agencyFees'] as const;
export type DefaultFeeKind = (typeof FEE_KINDS)[number];
export interface MinorMoney { amountMinor: number; currency: string }
export const ARCHIVE_TARGETS = ['tmStatus', 'regNo', 'regDate', 'endDate', 'appDate', 'applicant', 'applicantAddress'] as const;
export type ArchiveTarget = (typeof ARCHIVE_TARGETS)[number];
export interface WriteBack { field: string; target: ArchiveTarget }
export interface FormSettings {
  category?: string;
  countries?: string[];
  stages?: string[];
  defaultFees?: Partial<Record<DefaultFeeKind, MinorMoney>>;
  archiveWriteBack?: WriteBack[];
}

/** The form key holding the case's own fees (the built-in forms' fees block; the fees tab and finance read it). */
export const FEES_KEY = 'fees';

const TEXT_KINDS = ['text', 'singleLineText', 'textarea', 'multiLineText'];
/** The field kinds whose value can go to each archive field. */
export const TARGET_KINDS: Record<ArchiveTarget, string[]> = {
  tmStatus: ['tmStatus'],
  regNo: TEXT_KINDS,
  regDate: ['date'],
  endDate: ['date'],
  appDate: ['date'],
  applicant: [...TEXT_KINDS, 'applicant'],
  applicantAddress: TEXT_KINDS,
};

/** Minor units as the decimal string of the money kind (12345 CNY -> "123.45", 12000 JPY -> "12000"). */
export function amountOfMinor(m: MinorMoney): string {
  const digits = currencyOf(m.currency).digits;
  const s = String(m.amountMinor).padStart(digits + 1, '0');
  return digits ? `${s.slice(0, -digits)}.${s.slice(-digits)}` : s;
}

/** Typed text as minor units of the currency; null when empty, undefined when not an amount (or negative). */
export function minorOfText(text: string, currency: string): number | null | undefined {
  const amount = parseAmount(text, currency);
  if (amount === null || amount === undefined) return amount;
  if (amount.startsWith('-')) return undefined;
  const minor = minorUnits({ amount, currency });
  return minor > 99_999_999_999_999n ? undefined : Number(minor);
}

/** The fees a new case of the form starts with: { fees: { officialFees: {amount, currency}, ... } }, or {}. */
export function defaultFeeValues(settings: FormSettings | undefined): Record<string, Record<string, Money>> {
  const fees: Record<string, Money> = {};
  for (const k of FEE_KINDS) {
    const m = settings?.defaultFees?.[k];
    if (m) fees[k] = { amount: amountOfMinor(m), currency: m.currency };
  }
  return Object.keys(fees).length ? { [FEES_KEY]: fees } : {};
}

const hasDefaultFees = (s: FormSettings | undefined) => FEE_KINDS.some((k) => s?.defaultFees?.[k]);

/** The schema a version is published with: a form with default fees and no fees block of its own gets one. */
export function withFeesBlock(schema: Json, settings: FormSettings | undefined, kinds: KindLookup): Json {
  if (!hasDefaultFees(settings) || schema.properties?.[FEES_KEY]) return schema;
  const money = (key: string, zh: string, en: string) => ({ id: key, node: 'field' as const, kind: 'money', key, label: { zh, en } });
  const block = toJsonSchema(
    { label: { zh: '', en: '' }, children: [{ id: FEES_KEY, node: 'block', block: 'group', key: FEES_KEY, label: { zh: '费用', en: 'Fees' }, children: [money('officialFees', '官费', 'Official fees'), money('agencyFees', '代理费', 'Agency fees'), money('sundryFees', '杂费', 'Sundry fees')] }] },
    kinds,
  ).properties[FEES_KEY];
  return { ...schema, properties: { ...schema.properties, [FEES_KEY]: { ...block, 'x-index': 999 } } };
}

/** Field paths (group.field) of the form outside lists, with their kind (x-kind): what a setting may point at. */
export function fieldPaths(schema: Json, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, node] of Object.entries((schema.properties ?? {}) as Json)) {
    const n = node as Json;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof n['x-kind'] === 'string') out.set(path, n['x-kind']);
    else if (n.type === 'object' && n.properties) fieldPaths(n, path, out);
  }
  return out;
}

/** The first problem of the settings against the form (naming the setting and the field), or null. */
export function settingsProblem(schema: Json, settings: FormSettings | undefined): string | null {
  if (!settings) return null;
  if (hasDefaultFees(settings)) {
    const fees = schema.properties?.[FEES_KEY] as Json | undefined;
    if (fees && !(fees.type === 'object' && FEE_KINDS.every((k) => fees.properties?.[k])))
      return `默认费用（settings.defaultFees）：字段“${FEES_KEY}”已用作其他字段，应为含官费（officialFees）和代理费（agencyFees）的费用分组`;
  }
  const writes = settings.archiveWriteBack ?? [];
  if (!writes.length) return null;
  const paths = fieldPaths(schema);
  if (![...paths.values()].includes('trademark')) return '回写档案字段（settings.archiveWriteBack）需要表单中有“商标”字段（列表外），提交时回写到它选中的商标';
  const seen = new Set<string>();
  for (const w of writes) {
    const kind = paths.get(w.field);
    if (!kind) return `回写档案字段（settings.archiveWriteBack）：表单字段“${w.field}”不存在（或在列表中）`;
    if (!TARGET_KINDS[w.target].includes(kind)) return `回写档案字段（settings.archiveWriteBack）：表单字段“${w.field}”（${kind}）不能回写到档案字段 ${w.target}`;
    if (seen.has(w.target)) return `回写档案字段（settings.archiveWriteBack）：档案字段 ${w.target} 只能对应一个表单字段`;
    seen.add(w.target);
  }
  return null;
}

/** The value at a dotted path of form values. */
export function valueAt(values: Json, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json)[k] : undefined), values);
}
