// The deadline engine (issue 12; ../shared/data/official-documents.md): pure computation, no I/O. Every result
// carries its derivation so a person can check it: served date, rule and version, raw end, rolled end and why,
// legal basis and calendar flags.
// Dates are 'YYYY-MM-DD' strings; arithmetic is on UTC days with the built-in Date (a recalculation computes
// hundreds of thousands of deadlines: parsing each date with a format string was most of the time).

export type Medium = 'electronic' | 'paper';

/** One dated version of a document type's period rules. effectiveTo is the last day in force (null: open). */
export interface RuleVersion {
  id?: number;
  typeCode: string;
  typeName: string;
  electronicRule: string;
  paperRule: string;
  legalBasis: string;
  effectiveFrom: string;
  effectiveTo: string | null;
}

export interface CalendarDay { date: string; kind: 'holiday' | 'workday'; name: string }

/** A holiday calendar: the years it has data for, and its holidays and adjusted working days (调休上班). */
export interface HolidayCalendar { years: ReadonlySet<number>; days: ReadonlyMap<string, CalendarDay> }

export const makeCalendar = (years: Iterable<number>, days: Iterable<CalendarDay>): HolidayCalendar => ({
  years: new Set(years),
  days: new Map([...days].map((d) => [d.date, d])),
});

export interface Period { n: number; unit: 'd' | 'm' | 'y'; text: string }

export class RuleError extends Error {}

const PERIOD = /^(\d{1,4})\s*([dmy天日月年]?)$/;

/** Parses a period rule: "" (none), "30d", "2m", "15d,15d", "15,15" (bare numbers are days). */
export function parseRule(rule: string): Period[] {
  const text = rule.trim();
  if (!text || text === '—' || text === '-') return [];
  const parts = text.split(/[,，]/).map((p) => p.trim());
  if (parts.length > 2) throw new RuleError(`期限规则“${rule}”最多两个值（送达期、答复期）`);
  return parts.map((p) => {
    const m = PERIOD.exec(p.toLowerCase());
    if (!m) throw new RuleError(`期限规则“${rule}”中的“${p}”不是有效期限（例如 15d、2m、1y）`);
    const u = m[2] || 'd';
    const unit = u === 'm' || u === '月' ? 'm' : u === 'y' || u === '年' ? 'y' : 'd';
    const n = Number(m[1]);
    if (unit !== 'd' && n === 0) throw new RuleError(`期限规则“${rule}”中的“${p}”不能为 0`);
    return { n, unit, text: `${n}${unit}` };
  });
}

const DAY_MS = 86_400_000;
/** Milliseconds of a date's UTC midnight (fields past their range carry over, as Date.UTC does). */
const utcMs = (s: string, addMonths = 0, addDays = 0) => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1 + addMonths, Number(s.slice(8, 10)) + addDays);
const fmtMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (s: string, n: number) => fmtMs(utcMs(s, 0, n));

/** Adds a period; the start day is not counted; months end on the same-numbered day or the month's last day. */
export function addPeriod(from: string, p: Period): string {
  if (p.unit === 'd') return addDays(from, p.n);
  const months = p.unit === 'y' ? p.n * 12 : p.n;
  // the same-numbered day of the target month, or its last day when it has none (01-31 + 1m = 02-28/29)
  const lastDay = new Date(utcMs(`${from.slice(0, 8)}01`, months + 1, -1)).getUTCDate();
  return fmtMs(utcMs(`${from.slice(0, 8)}01`, months, Math.min(Number(from.slice(8, 10)), lastDay) - 1));
}

export const isDate = (s: unknown): s is string => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && fmtMs(utcMs(s)) === s;

/** The version of a type in force on a date (the issue date), or undefined. */
export function versionOn<V extends Pick<RuleVersion, 'effectiveFrom' | 'effectiveTo'>>(versions: readonly V[], date: string): V | undefined {
  return versions.find((v) => v.effectiveFrom <= date && (v.effectiveTo == null || date <= v.effectiveTo));
}

/** Whether two versions' periods share a day. */
export const overlaps = (a: Pick<RuleVersion, 'effectiveFrom' | 'effectiveTo'>, b: Pick<RuleVersion, 'effectiveFrom' | 'effectiveTo'>) =>
  (a.effectiveTo == null || b.effectiveFrom <= a.effectiveTo) && (b.effectiveTo == null || a.effectiveFrom <= b.effectiveTo);

export type DayStatus = { working: boolean; why: 'weekday' | 'weekend' | 'holiday' | 'workday'; name?: string; noData?: true };

export function dayStatus(cal: HolidayCalendar, date: string): DayStatus {
  const entry = cal.days.get(date);
  const noData = cal.years.has(Number(date.slice(0, 4))) ? undefined : (true as const);
  if (entry?.kind === 'workday') return { working: true, why: 'workday', name: entry.name, ...(noData && { noData }) };
  if (entry?.kind === 'holiday') return { working: false, why: 'holiday', name: entry.name, ...(noData && { noData }) };
  const dow = new Date(utcMs(date)).getUTCDay();
  return dow === 0 || dow === 6 ? { working: false, why: 'weekend', ...(noData && { noData }) } : { working: true, why: 'weekday', ...(noData && { noData }) };
}

export interface RollStep { date: string; why: 'weekend' | 'holiday'; name?: string }

export interface Derivation {
  typeCode: string;
  typeName: string;
  medium: Medium;
  issueDate: string;
  receiptDate: string | null;
  rule: { versionId: number | null; text: string; effectiveFrom: string; effectiveTo: string | null } | null;
  legalBasis: string;
  /** How the document counts as served, and when (null when the rule has no service step). */
  service: { date: string; how: 'electronicDeemed' | 'paperReceipt' | 'paperDeemed'; period: string | null } | null;
  /** The periods applied, in order. */
  steps: { from: string; period: string; to: string }[];
  rawEnd: string | null;
  deadline: string | null;
  rolled: RollStep[];
  /** The raw end fell on an adjusted working day (调休上班): it does not roll. */
  adjustedWorkday: string | null;
  /** Years touched by the roll that the calendar has no data for: weekends only were checked. */
  calendarMissingYears: number[];
  /** Why there is no deadline (no rule in force, or the type needs no response). */
  none: 'noRule' | 'noResponse' | 'unknownType' | null;
}

export interface DeadlineInput { typeCode: string; medium: Medium; issueDate: string; receiptDate?: string | null }

/** Computes one document's deadline with the versions of its type and the calendar. */
export function computeDeadline(input: DeadlineInput, versions: readonly RuleVersion[], cal: HolidayCalendar): Derivation {
  const { typeCode, medium, issueDate } = input;
  const receiptDate = medium === 'paper' ? input.receiptDate ?? null : null;
  const base: Derivation = {
    typeCode, typeName: versions[0]?.typeName ?? typeCode, medium, issueDate, receiptDate: input.receiptDate ?? null,
    rule: null, legalBasis: '', service: null, steps: [], rawEnd: null, deadline: null, rolled: [], adjustedWorkday: null,
    calendarMissingYears: [], none: null,
  };
  if (!versions.length) return { ...base, none: 'unknownType' };
  const v = versionOn(versions, issueDate);
  if (!v) return { ...base, none: 'noRule' };
  const text = medium === 'electronic' ? v.electronicRule : v.paperRule;
  const d: Derivation = {
    ...base, typeName: v.typeName, legalBasis: v.legalBasis,
    rule: { versionId: v.id ?? null, text, effectiveFrom: v.effectiveFrom, effectiveTo: v.effectiveTo },
  };
  const periods = parseRule(text);
  if (!periods.length) return { ...d, none: 'noResponse' };
  let at = issueDate;
  if (periods.length === 2) {
    const [svc, resp] = periods as [Period, Period];
    if (receiptDate) d.service = { date: receiptDate, how: 'paperReceipt', period: null };
    else {
      const served = addPeriod(issueDate, svc);
      d.steps.push({ from: issueDate, period: svc.text, to: served });
      d.service = { date: served, how: medium === 'electronic' ? 'electronicDeemed' : 'paperDeemed', period: svc.text };
    }
    at = d.service.date;
    const end = addPeriod(at, resp);
    d.steps.push({ from: at, period: resp.text, to: end });
    at = end;
  } else {
    const end = addPeriod(issueDate, periods[0]!);
    d.steps.push({ from: issueDate, period: periods[0]!.text, to: end });
    at = end;
  }
  d.rawEnd = at;
  const missing = new Set<number>();
  let st = dayStatus(cal, at);
  if (st.noData) missing.add(Number(at.slice(0, 4)));
  if (st.why === 'workday') d.adjustedWorkday = st.name ?? '调休上班';
  for (let guard = 0; !st.working && guard < 60; guard++) {
    d.rolled.push({ date: at, why: st.why as 'weekend' | 'holiday', ...(st.name && { name: st.name }) });
    at = addDays(at, 1);
    st = dayStatus(cal, at);
    if (st.noData) missing.add(Number(at.slice(0, 4)));
  }
  d.deadline = at;
  d.calendarMissingYears = [...missing].sort();
  return d;
}

/** Whole days from today to the deadline (negative: overdue). */
export const remainingDays = (deadline: string, today: string) => Math.round((utcMs(deadline) - utcMs(today)) / DAY_MS);

/** One-line Chinese summary of a derivation (tooltips, export, moved-deadline lists). */
export function describe(d: Derivation): string {
  if (d.none === 'unknownType') return `未知文件类型 ${d.typeCode}`;
  if (d.none === 'noRule') return `发文日 ${d.issueDate} 无生效的期限规则`;
  if (d.none === 'noResponse') return `${d.typeName}无需答复`;
  const parts: string[] = [];
  if (d.service) parts.push(d.service.how === 'paperReceipt' ? `收到日 ${d.service.date} 送达` : `发文日 ${d.issueDate} + ${d.service.period} 推定送达 ${d.service.date}`);
  const last = d.steps.at(-1)!;
  parts.push(`${last.from} + ${last.period} = ${d.rawEnd}`);
  if (d.rolled.length) parts.push(`顺延至 ${d.deadline}（${d.rolled.map((r) => (r.why === 'holiday' ? r.name ?? '节假日' : '周末')).filter((x, i, a) => a.indexOf(x) === i).join('、')}）`);
  if (d.adjustedWorkday) parts.push(`${d.rawEnd} 为调休上班日，不顺延`);
  if (d.calendarMissingYears.length) parts.push(`注意：${d.calendarMissingYears.join('、')} 年无节假日数据，仅按周末顺延`);
  return parts.join('；');
}
