// The opposition window a 初审公告 opens (商标法 第三十三条: three months from the announcement date), as dated
// rule data like the deadline rules of official documents: the rule in force on the announcement date applies.
import dayjs from 'dayjs';

export interface OppositionRule { from: string; months: number; basis: string }

export const OPPOSITION_RULES: readonly OppositionRule[] = [
  { from: '2001-12-01', months: 3, basis: '商标法（2001）第三十条' },
  { from: '2014-05-01', months: 3, basis: '商标法（2013）第三十三条' },
];

/** The rule in force on an announcement date, or null before the first one. */
export function oppositionRuleOn(date: string): OppositionRule | null {
  return [...OPPOSITION_RULES].reverse().find((r) => r.from <= date) ?? null;
}

/** The last day to file an opposition against a mark announced on date (初审公告 only), or null. */
export function oppositionEnd(announcementType: string | null | undefined, date: string | null | undefined): string | null {
  if (announcementType !== '初审公告' || !date) return null;
  const rule = oppositionRuleOn(date);
  if (!rule) return null;
  return dayjs(date).add(rule.months, 'month').subtract(1, 'day').format('YYYY-MM-DD');
}
