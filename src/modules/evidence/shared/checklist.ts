// The use-evidence checklist of a non-use cancellation (撤三) defence (Trademark Law art. 49, Implementing
// Regulations art. 66): the registrant shows use in the three years before the cancellation request, on the goods
// the mark is registered for. For each registered goods item and each of the three one-year periods before the
// reference date, which of the core kinds of evidence (product photo, sales contract, invoice, advertising) exist
// and which are missing. Pure (dayjs only): the server computes it for the detail call, the tests call it directly.
import dayjs from 'dayjs';

export type EvidenceKind = 'photo' | 'contract' | 'invoice' | 'advert' | 'other';
/** The kinds a complete defence shows for every goods item and year, in display order. */
export const REQUIRED_KINDS = ['photo', 'contract', 'invoice', 'advert'] as const;
export type RequiredKind = (typeof REQUIRED_KINDS)[number];
export const YEARS = 3;

export interface ChecklistEvidence {
  id: number;
  kind: EvidenceKind;
  /** YYYY-MM-DD */
  evidenceDate: string;
  goodsNames: string[];
}

export interface Period {
  /** 1 = the oldest of the three years, 3 = the year ending the day before the reference date. */
  index: number;
  from: string;
  to: string;
}

export interface ChecklistCell {
  period: number;
  present: RequiredKind[];
  missing: RequiredKind[];
  /** Every evidence of the goods item dated in the period (other kinds too). */
  evidenceIds: number[];
}

export interface Checklist {
  refDate: string;
  periods: Period[];
  rows: Array<{ goods: string; cells: ChecklistCell[] }>;
  /** Missing (goods, year, kind) combinations. */
  missingCount: number;
  /** All (goods, year, kind) combinations. */
  cellCount: number;
  complete: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The three one-year periods before refDate, oldest first: [ref-3y, ref-2y-1d], [ref-2y, ref-1y-1d], [ref-1y, ref-1d]. */
export function periodsBefore(refDate: string): Period[] {
  const ref = dayjs(refDate);
  // dayjs rolls 2026-13-01 over into 2027; a real day formats back to itself.
  if (!DAY.test(refDate) || !ref.isValid() || ref.format('YYYY-MM-DD') !== refDate) throw new Error(`not a date: ${refDate}`);
  return Array.from({ length: YEARS }, (_, i) => {
    const back = YEARS - i;
    return { index: i + 1, from: ref.subtract(back, 'year').format('YYYY-MM-DD'), to: ref.subtract(back - 1, 'year').subtract(1, 'day').format('YYYY-MM-DD') };
  });
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ');

/** The checklist of the mark's goods against its evidence, for the three years before refDate. */
export function buildChecklist(goods: readonly string[], evidences: readonly ChecklistEvidence[], refDate: string): Checklist {
  const periods = periodsBefore(refDate);
  const names = [...new Set(goods.map(norm).filter(Boolean))];
  const periodOf = (date: string) => periods.find((p) => date >= p.from && date <= p.to)?.index ?? null;
  const rows = names.map((name) => {
    const cells = periods.map((p): ChecklistCell => {
      const inCell = evidences.filter((e) => periodOf(e.evidenceDate) === p.index && e.goodsNames.some((g) => norm(g) === name));
      const present = REQUIRED_KINDS.filter((k) => inCell.some((e) => e.kind === k));
      return { period: p.index, present, missing: REQUIRED_KINDS.filter((k) => !present.includes(k)), evidenceIds: inCell.map((e) => e.id).sort((a, b) => a - b) };
    });
    return { goods: name, cells };
  });
  const cellCount = names.length * periods.length * REQUIRED_KINDS.length;
  const missingCount = rows.reduce((n, r) => n + r.cells.reduce((m, c) => m + c.missing.length, 0), 0);
  return { refDate, periods, rows, missingCount, cellCount, complete: names.length > 0 && missingCount === 0 };
}
