// Fees of a case from the fee standards (收费标准): for each fee kind (官费, 代理费, 杂费) the standards of the case
// type, the country and the filing way valid on the fee date (the latest version of each standard name), each
// charged per class (the class includes includedItems goods, every further item costs extraItemAmount) or once
// per case. Amounts in fen as bigints, results as exact decimal strings, one currency per fee kind and country.
// Pure, unit-tested; the server reads the standards and hands them in.
import { fromMinor, toMinor } from './money';

export const FEE_KINDS = ['officialFees', 'agencyFees', 'sundryFees'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
export interface Money { amount: string; currency: string }

export interface FeeStandard {
  name: string;
  feeKind: FeeKind;
  caseType: string;
  country: string;
  submitType: 'any' | '电子递交' | '纸质递交';
  currency: string;
  perClass: boolean;
  baseAmount: string;
  includedItems: number | null;
  extraItemAmount: string | null;
  validFrom: string;
  validTo: string | null;
}

/** What is charged for in one country: its classes, each with its number of goods items (null: not counted). */
export interface ChargeUnit { country: string; classes: Array<{ cls: string; items: number | null }> }

export interface FeeLine { feeKind: FeeKind; name: string; country: string; quantity: string; amount: string; currency: string }

type Rec = Record<string, any>;

const countItems = (text: unknown): number | null =>
  typeof text === 'string' ? text.split(/[;；\n]/).map((s) => s.trim()).filter(Boolean).length : null;

/** The countries and classes a case's form charges for. */
export function chargeUnits(caseType: string, biz: Rec): ChargeUnit[] {
  if (Array.isArray(biz.tmItems) && biz.tmItems.length)
    return biz.tmItems
      .filter((it: Rec) => it && typeof it.appCountry === 'string')
      .map((it: Rec) => {
        const classes: string[] = Array.isArray(it.tmCl) ? it.tmCl : [];
        const items = countItems(it.goodsItem);
        // The goods text of a country item covers all its classes: its items spread over them, the rest to the last.
        const per = items === null || !classes.length ? null : Math.floor(items / classes.length);
        return {
          country: it.appCountry,
          classes: classes.map((cls, i) => ({ cls, items: per === null ? null : i === classes.length - 1 ? items! - per * (classes.length - 1) : per })),
        };
      });
  if (Array.isArray(biz.goods) && biz.goods.length)
    return [{ country: 'CN', classes: biz.goods.filter(Boolean).map((g: Rec) => ({ cls: String(g.tmCl ?? ''), items: Array.isArray(g.goodsItem) ? g.goodsItem.length : null })) }];
  if (Array.isArray(biz.trademarks) && biz.trademarks.length)
    return [{ country: 'CN', classes: biz.trademarks.filter(Boolean).map((m: Rec) => ({ cls: String(m.tmCl ?? ''), items: null })) }];
  void caseType;
  return [{ country: 'CN', classes: [{ cls: '', items: null }] }];
}

/** The standards that apply on a day: matching case type, country and filing way, the latest version of each name. */
export function applicable(standards: FeeStandard[], caseType: string, country: string, submitType: '电子递交' | '纸质递交', day: string): FeeStandard[] {
  const fit = standards.filter(
    (s) => s.caseType === caseType && s.country === country && (s.submitType === 'any' || s.submitType === submitType) && s.validFrom <= day && (s.validTo === null || s.validTo > day),
  );
  const latest = new Map<string, FeeStandard>();
  for (const s of fit) {
    const key = `${s.feeKind}|${s.name}`;
    const had = latest.get(key);
    // The filing way's own standard wins over an 'any' one of the same name; then the newest version.
    const better = !had || (had.submitType === 'any' && s.submitType !== 'any') || (had.submitType === s.submitType && s.validFrom > had.validFrom);
    if (better) latest.set(key, s);
  }
  return [...latest.values()];
}

/** One standard charged for a country's classes: the amount in fen and the quantity text (e.g. "2类，超出3项"). */
export function charge(s: FeeStandard, unit: ChargeUnit): { minor: bigint; quantity: string } {
  if (!s.perClass) return { minor: toMinor(s.baseAmount), quantity: '1件' };
  const classes = Math.max(unit.classes.length, 1);
  let minor = toMinor(s.baseAmount) * BigInt(classes);
  let extra = 0;
  if (s.includedItems !== null && s.extraItemAmount) {
    for (const c of unit.classes) extra += Math.max(0, (c.items ?? 0) - s.includedItems);
    minor += toMinor(s.extraItemAmount) * BigInt(extra);
  }
  return { minor, quantity: extra ? `${classes}类，超出${extra}项` : `${classes}类` };
}

export class MixedCurrencyError extends Error {
  constructor(public feeKind: FeeKind, public country: string, public currencies: string[]) {
    super(`${country} 的${feeKind}收费标准币种不一致：${currencies.join('、')}`);
  }
}

export interface CaseFees {
  /** Per country (the form's tmItems order, or the one country of a domestic case), each fee kind's sum. */
  perCountry: Array<{ country: string } & Partial<Record<FeeKind, Money>>>;
  lines: FeeLine[];
}

/** The fees of a case: each country's fee kinds summed in their one currency, with the lines they come from. */
export function computeFees(standards: FeeStandard[], caseType: string, biz: Rec, submitType: '电子递交' | '纸质递交', day: string): CaseFees {
  const lines: FeeLine[] = [];
  const perCountry: CaseFees['perCountry'] = [];
  for (const unit of chargeUnits(caseType, biz)) {
    const row: CaseFees['perCountry'][number] = { country: unit.country };
    for (const kind of FEE_KINDS) {
      const mine = applicable(standards, caseType, unit.country, submitType, day).filter((s) => s.feeKind === kind);
      if (!mine.length) continue;
      const currencies = [...new Set(mine.map((s) => s.currency))];
      if (currencies.length > 1) throw new MixedCurrencyError(kind, unit.country, currencies);
      let total = 0n;
      for (const s of mine.sort((a, b) => a.name.localeCompare(b.name))) {
        const c = charge(s, unit);
        total += c.minor;
        lines.push({ feeKind: kind, name: s.name, country: unit.country, quantity: c.quantity, amount: fromMinor(c.minor), currency: s.currency });
      }
      row[kind] = { amount: fromMinor(total), currency: currencies[0] };
    }
    perCountry.push(row);
  }
  return { perCountry, lines };
}

// ---- fee standards picked by a designed case form -----------------------------------------------------------

/**
 * A fee standard as a designed case form picks it (its settings' feeStandards): what stays the same through the
 * standard's dated versions. A case of the form is charged each picked standard's version valid on the fee day.
 */
export interface FeePick { caseType: string; country: string; feeKind: FeeKind; name: string }

export const pickKey = (p: FeePick) => `${p.caseType}|${p.country}|${p.feeKind}|${p.name}`;

/** The version of a picked standard that applies on the day for the filing way (its own filing way first), if any. */
export function pickedVersion(standards: FeeStandard[], pick: FeePick, submitType: '电子递交' | '纸质递交', day: string): FeeStandard | undefined {
  const mine = standards.filter((s) => pickKey(s) === pickKey(pick));
  return applicable(mine, pick.caseType, pick.country, submitType, day)[0];
}

export class PickedCurrencyError extends Error {
  constructor(public feeKind: FeeKind, public currencies: string[]) {
    super(`${feeKind}: ${currencies.join(', ')}`);
  }
}

/**
 * The fees of a designed form's case: for each fee kind the sum of its picked standards valid on the day (a
 * standard not valid that day, or not for the filing way, is left out), each charged per class of `classes` or
 * once; one currency per fee kind (else PickedCurrencyError).
 */
export function computePickedFees(
  standards: FeeStandard[],
  picks: FeePick[],
  classes: ChargeUnit['classes'],
  submitType: '电子递交' | '纸质递交',
  day: string,
): { fees: Partial<Record<FeeKind, Money>>; lines: FeeLine[] } {
  const fees: Partial<Record<FeeKind, Money>> = {};
  const lines: FeeLine[] = [];
  for (const kind of FEE_KINDS) {
    const versions = picks.filter((p) => p.feeKind === kind).map((p) => pickedVersion(standards, p, submitType, day)).filter((s): s is FeeStandard => !!s);
    if (!versions.length) continue;
    const currencies = [...new Set(versions.map((s) => s.currency))];
    if (currencies.length > 1) throw new PickedCurrencyError(kind, currencies);
    let total = 0n;
    for (const s of versions) {
      const c = charge(s, { country: s.country, classes });
      total += c.minor;
      lines.push({ feeKind: kind, name: s.name, country: s.country, quantity: c.quantity, amount: fromMinor(c.minor), currency: s.currency });
    }
    fees[kind] = { amount: fromMinor(total), currency: currencies[0] };
  }
  return { fees, lines };
}
