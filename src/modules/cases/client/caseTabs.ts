// The type tabs of the case list: 全部 plus one tab per case type with its count (caseTypeStatistics). A tab is
// the caseType filter holding exactly that type; any other caseType filter shows 全部 active. Pure, tested.

export const ALL_TAB = 'all';

export interface TypeCount { caseType: string; label: { zh: string; en: string }; count: number }
export interface CaseTab { key: string; label: string; count: number }

/** A type without cases has no tab (25 types do not fit one row), unless it is the active one. */
export function caseTabs(stats: { total: number; list: TypeCount[] } | null, lang: 'zh' | 'en', allLabel: string, active: string = ALL_TAB): CaseTab[] {
  if (!stats) return [{ key: ALL_TAB, label: allLabel, count: 0 }];
  const shown = stats.list.filter((x) => x.count > 0 || x.caseType === active);
  return [{ key: ALL_TAB, label: allLabel, count: stats.total }, ...shown.map((x) => ({ key: x.caseType, label: x.label[lang], count: x.count }))];
}

/** The active tab for the caseType filter value. */
export function activeTab(caseType: unknown): string {
  return Array.isArray(caseType) && caseType.length === 1 && typeof caseType[0] === 'string' ? caseType[0] : ALL_TAB;
}

/** The caseType filter value a tab sets. */
export function filterOfTab(key: string): string[] {
  return key === ALL_TAB ? [] : [key];
}
