// Headless part of the related-trademark drawer (关联商标, spec 2.16, 5, 9): selection kept across pages and
// searches, the placeholder record for a number the archive lacks, and the per-country summary shown once
// more than 20 marks are selected.
import type { Trademark } from '../../../../generated/types';

/** A selected related mark: a record of the archive, or a placeholder built from a typed number (id null). */
export interface RelatedMark {
  id: number | null;
  regNo: string | null;
  tmName: string;
  tmCl: number | null;
  countryCode: string;
  applicant: string | null;
  tmStatus: string | null;
  placeholder?: boolean;
}

export const RELATED_PAGE_SIZES = [50, 100, 200] as const;
export const RELATED_DEFAULT_PAGE_SIZE = 50;
/** Spec 9: more than this many selected marks are summarised per country. */
export const SUMMARY_THRESHOLD = 20;

export const markKey = (m: Pick<RelatedMark, 'id' | 'regNo' | 'countryCode'>) => (m.id !== null ? `id:${m.id}` : `no:${m.countryCode}:${m.regNo}`);

export function fromTrademark(t: Pick<Trademark, 'id' | 'tmName' | 'tmCl' | 'countryCode'> & { regNo?: string | null; applicant?: string | null; tmStatus?: string | null }): RelatedMark {
  return { id: t.id, regNo: t.regNo ?? null, tmName: t.tmName, tmCl: t.tmCl, countryCode: t.countryCode, applicant: t.applicant ?? null, tmStatus: t.tmStatus ?? null };
}

export function fromPlaceholder(p: { regNo: string; tmName: string; countryCode: string }): RelatedMark {
  return { id: null, regNo: p.regNo, tmName: p.tmName, tmCl: null, countryCode: p.countryCode, applicant: null, tmStatus: null, placeholder: true };
}

/** Adds (checked) or removes the given marks, keeping the order of selection and no duplicates. */
export function toggleMarks(selected: readonly RelatedMark[], marks: readonly RelatedMark[], checked: boolean): RelatedMark[] {
  const keys = new Set(marks.map(markKey));
  if (!checked) return selected.filter((m) => !keys.has(markKey(m)));
  const have = new Set(selected.map(markKey));
  return [...selected, ...marks.filter((m) => !have.has(markKey(m)) && (have.add(markKey(m)), true))];
}

/** The selection as the rows of the current page that are checked (antd's selectedRowKeys). */
export const selectedKeysOn = (selected: readonly RelatedMark[], page: readonly RelatedMark[]) => {
  const have = new Set(selected.map(markKey));
  return page.map(markKey).filter((k) => have.has(k));
};

export interface CountrySummary { countryCode: string; count: number }

/** Per-country counts, most first (ties by code), when more than SUMMARY_THRESHOLD marks are selected; else null. */
export function summarizeByCountry(selected: readonly RelatedMark[], threshold = SUMMARY_THRESHOLD): CountrySummary[] | null {
  if (selected.length <= threshold) return null;
  const counts = new Map<string, number>();
  for (const m of selected) counts.set(m.countryCode, (counts.get(m.countryCode) ?? 0) + 1);
  return [...counts].map(([countryCode, count]) => ({ countryCode, count })).sort((a, b) => b.count - a.count || a.countryCode.localeCompare(b.countryCode));
}

/** A country/region name for a code in the UI language (regional offices such as EM keep their code). */
export function countryName(code: string, lang: 'zh' | 'en'): string {
  try {
    const name = new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region', fallback: 'code' }).of(code);
    return name ?? code;
  } catch {
    return code;
  }
}
