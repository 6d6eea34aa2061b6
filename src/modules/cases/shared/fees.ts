// The fees of a case (the fees tab): one row per country item of tmItems (official, agency and sundry fees) and a
// row for the case's own fees block, with totals per currency summed exactly (decimal strings to integer cents,
// never floats). Pure, unit-tested.
import { toFen } from './money';

type Rec = Record<string, any>;

export interface Money { amount: string; currency: string }
export interface FeeRow { key: string; label: string; officialFees: Money | null; agencyFees: Money | null; sundryFees: Money | null }
export const FEE_KINDS = ['officialFees', 'agencyFees', 'sundryFees'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

const isMoney = (v: unknown): v is Money =>
  !!v && typeof v === 'object' && typeof (v as Money).amount === 'string' && /^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$/.test((v as Money).amount) && typeof (v as Money).currency === 'string';

// Sums in fen as bigints: 200 country items of the largest amount the form allows pass 2^53.
const toCents = (amount: string): bigint => BigInt(toFen(amount));
export const fromCents = (c: bigint): string => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

export function feeRows(biz: Rec, countryName: (code: string) => string, caseLabel: string): FeeRow[] {
  const pick = (src: Rec | undefined, k: FeeKind) => (isMoney(src?.[k]) ? { amount: src![k].amount, currency: src![k].currency } : null);
  const rows: FeeRow[] = (Array.isArray(biz.tmItems) ? biz.tmItems : []).map((it: Rec, i: number) => ({
    key: `item-${i}`,
    label: it?.countryName || countryName(it?.appCountry ?? '') || String(it?.appCountry ?? ''),
    officialFees: pick(it, 'officialFees'),
    agencyFees: pick(it, 'agencyFees'),
    sundryFees: pick(it, 'sundryFees'),
  }));
  if (biz.fees && FEE_KINDS.some((k) => isMoney(biz.fees[k])))
    rows.push({ key: 'case', label: caseLabel, officialFees: pick(biz.fees, 'officialFees'), agencyFees: pick(biz.fees, 'agencyFees'), sundryFees: pick(biz.fees, 'sundryFees') });
  return rows.filter((r) => FEE_KINDS.some((k) => r[k]));
}

/** Totals per currency: each kind and all kinds together, in the order the currencies first appear. */
export function feeTotals(rows: FeeRow[]): Array<{ currency: string } & Record<FeeKind | 'total', string>> {
  const by = new Map<string, Record<FeeKind | 'total', bigint>>();
  for (const r of rows)
    for (const k of FEE_KINDS) {
      const m = r[k];
      if (!m) continue;
      const t = by.get(m.currency) ?? { officialFees: 0n, agencyFees: 0n, sundryFees: 0n, total: 0n };
      const c = toCents(m.amount);
      t[k] += c;
      t.total += c;
      by.set(m.currency, t);
    }
  return [...by].map(([currency, t]) => ({ currency, officialFees: fromCents(t.officialFees), agencyFees: fromCents(t.agencyFees), sundryFees: fromCents(t.sundryFees), total: fromCents(t.total) }));
}
