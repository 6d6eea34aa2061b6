// The case-form settings beyond the schema: the fee standards (收费标准) a new case's fees are computed from (the
// finance module's standards, picked by their identity so each case is charged the version valid on its day) and the
// archive write-back (which form fields a submitted case writes to the archive marks it names). Checked against the
// form (the same words in the designer and at save); the fees block a published version gets when it picks fee
// standards; the classes a designed case is charged for. Pure, unit-tested (settings.test.ts).
import { toJsonSchema, type Json, type KindLookup } from './design';

// Shared code reaches no other module (src/boundaries.test.ts): finance's FeePick and ChargeUnit classes, by shape.
/** A picked fee standard: its identity in finance's 收费标准 (the version valid on a case's day applies). */
export interface FeePick { caseType: string; country: string; feeKind: (typeof FEE_BLOCK_KINDS)[number]; name: string }
/** What a case is charged for per class: the class and its number of goods items (null: not counted). */
export type ChargeClasses = Array<{ cls: string; items: number | null }>;
export const ARCHIVE_TARGETS = ['tmStatus', 'regNo', 'regDate', 'endDate', 'appDate', 'applicant', 'applicantAddress'] as const;
export type ArchiveTarget = (typeof ARCHIVE_TARGETS)[number];
export interface WriteBack { field: string; target: ArchiveTarget }
export interface FormSettings {
  category?: string;
  countries?: string[];
  stages?: string[];
  feeStandards?: FeePick[];
  archiveWriteBack?: WriteBack[];
}

/** The form key holding the case's own fees (the built-in forms' fees block; the fees tab and finance read it). */
export const FEES_KEY = 'fees';
/** The fee kinds of the fees block, as the finance module's standards have them. */
export const FEE_BLOCK_KINDS = ['officialFees', 'agencyFees', 'sundryFees'] as const;

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

const picksFees = (s: FormSettings | undefined) => !!s?.feeStandards?.length;

/** The schema a version is published with: a form that picks fee standards and has no fees block of its own gets one. */
export function withFeesBlock(schema: Json, settings: FormSettings | undefined, kinds: KindLookup): Json {
  if (!picksFees(settings) || schema.properties?.[FEES_KEY]) return schema;
  const money = (key: string, zh: string, en: string) => ({ id: key, node: 'field' as const, kind: 'money', key, label: { zh, en } });
  const block = toJsonSchema(
    { label: { zh: '', en: '' }, children: [{ id: FEES_KEY, node: 'block', block: 'group', key: FEES_KEY, label: { zh: '费用', en: 'Fees' }, children: [money('officialFees', '官费', 'Official fees'), money('agencyFees', '代理费', 'Agency fees'), money('sundryFees', '杂费', 'Sundry fees')] }] },
    kinds,
  ).properties[FEES_KEY];
  return { ...schema, properties: { ...schema.properties, [FEES_KEY]: { ...block, 'x-index': 999 } } };
}

/**
 * What a designed case is charged for per class: the classes of its goods fields (items per class), else each mark of
 * its trademark fields, else nothing (a per-class standard then counts one class).
 */
export function chargeClasses(schema: Json, values: Json): ChargeClasses {
  const paths = [...fieldPaths(schema)];
  const goods = paths.filter(([, k]) => k === 'goods').flatMap(([p]) => (Array.isArray(valueAt(values, p)) ? (valueAt(values, p) as Json[]) : []));
  const byClass = new Map<string, number>();
  for (const g of goods) if (g && Number.isInteger(g.classNo)) byClass.set(String(g.classNo), (byClass.get(String(g.classNo)) ?? 0) + 1);
  if (byClass.size) return [...byClass].map(([cls, items]) => ({ cls, items }));
  const marks = paths.filter(([, k]) => k === 'trademark').flatMap(([p]) => (Array.isArray(valueAt(values, p)) ? (valueAt(values, p) as Json[]) : []));
  return marks.filter((m) => m && typeof m === 'object').map((m) => ({ cls: m.tmCl === null || m.tmCl === undefined ? '' : String(m.tmCl), items: null }));
}

/** The values of the fees block from computed fees ({} when none). */
export function feesValues(fees: Partial<Record<string, { amount: string; currency: string }>>): Json {
  const block = Object.fromEntries(FEE_BLOCK_KINDS.filter((k) => fees[k]).map((k) => [k, fees[k]]));
  return Object.keys(block).length ? { [FEES_KEY]: block } : {};
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
  if (picksFees(settings)) {
    const fees = schema.properties?.[FEES_KEY] as Json | undefined;
    const needed = FEE_BLOCK_KINDS.filter((k) => settings.feeStandards!.some((p) => p.feeKind === k));
    if (fees && !(fees.type === 'object' && needed.every((k) => fees.properties?.[k]?.['x-kind'] === 'money')))
      return `默认费用（settings.feeStandards）：字段“${FEES_KEY}”已用作其他字段，应为费用分组，含所选收费标准的费用类型（${needed.join('、')}，金额字段）`;
    const keys = settings.feeStandards!.map((p) => JSON.stringify([p.caseType, p.country, p.feeKind, p.name]));
    const twice = settings.feeStandards!.find((_, i) => keys.indexOf(keys[i]) !== i);
    if (twice) return `默认费用（settings.feeStandards）：收费标准“${twice.name}”选了两次`;
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
