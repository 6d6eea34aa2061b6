// The fee standards as the calculation reads them, the 按收费标准计算费用 call of the case form, and the finance
// entries of a submitted case (one per fee of each country item and of the case's own fee block).
import type { Queryable } from '../../../server/db/types';
import { signedIn, type Handler, type SignedInContext } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { computeFees, FEE_KINDS, MixedCurrencyError, type FeeKind, type FeeStandard, type Money } from '../shared/feeCalc';
import { DECIMAL, toMinor } from '../shared/money';
import { todayInChina } from '../shared/dates';

type Rec = Record<string, any>;

/** The tenant's fee standards (every dated version) of one or several case types, or of all (null). */
export async function loadStandards(db: Queryable, caseType: string | string[] | null): Promise<FeeStandard[]> {
  const types = caseType === null ? null : Array.isArray(caseType) ? caseType : [caseType];
  const r = await db.query<FeeStandard>(
    `select name, fee_kind as "feeKind", case_type as "caseType", country, submit_type as "submitType", currency, per_class as "perClass",
            base_amount as "baseAmount", included_items as "includedItems", extra_item_amount as "extraItemAmount",
            to_char(valid_from, 'YYYY-MM-DD') as "validFrom", to_char(valid_to, 'YYYY-MM-DD') as "validTo"
       from fee_schedules where ($1::text[] is null or case_type = any($1::text[])) order by case_type, fee_kind, name, valid_from, id`,
    [types],
  );
  return r.rows;
}

const KIND_LABEL: Record<FeeKind, string> = { officialFees: '官费', agencyFees: '代理费', sundryFees: '杂费' };

export const computeCaseFees: Handler<'finance.computeCaseFees'> = async (ctx, body) => {
  const day = body.date ?? todayInChina();
  const standards = await loadStandards(ctx.db, body.caseType);
  if (!standards.length) throw fail.validation(`字段“案件类型”（caseType）：没有该案件类型的收费标准，请先在 系统设置 / 收费标准 中配置`);
  try {
    const { perCountry, lines } = computeFees(standards, body.caseType, body.bizParam as Rec, body.submitType ?? '电子递交', day);
    const hasItems = Array.isArray((body.bizParam as Rec).tmItems) && (body.bizParam as Rec).tmItems.length > 0;
    const fees: Partial<Record<FeeKind, Money>> = {};
    if (!hasItems) for (const k of FEE_KINDS) if (perCountry[0]?.[k]) fees[k] = perCountry[0][k];
    return {
      fees,
      items: hasItems ? perCountry.map(({ country, ...rest }) => ({ appCountry: country, ...rest })) : [],
      lines,
    };
  } catch (e) {
    if (e instanceof MixedCurrencyError) throw fail.validation(`${e.country} 的${KIND_LABEL[e.feeKind]}收费标准币种不一致（${e.currencies.join('、')}），请在收费标准中统一币种`);
    throw e;
  }
};

export interface EntryDraft { itemKey: string; country: string; feeKind: FeeKind; currency: string; minor: bigint }

const isMoney = (v: unknown): v is Money => !!v && typeof v === 'object' && typeof (v as Money).amount === 'string' && DECIMAL.test((v as Money).amount) && typeof (v as Money).currency === 'string';

/** The fees a case's form holds: each country item's and the case's own block; zero amounts are no entry. */
export function entriesOfCase(biz: Rec, countries: string[]): EntryDraft[] {
  const out: EntryDraft[] = [];
  const add = (itemKey: string, country: string, src: Rec | undefined) => {
    for (const k of FEE_KINDS) {
      const m = src?.[k];
      if (isMoney(m) && toMinor(m.amount) > 0n) out.push({ itemKey, country, feeKind: k, currency: m.currency, minor: toMinor(m.amount) });
    }
  };
  (Array.isArray(biz.tmItems) ? biz.tmItems : []).forEach((it: Rec, i: number) => add(`item-${i}`, String(it?.appCountry ?? countries[0] ?? 'CN'), it));
  add('case', countries[0] ?? 'CN', biz.fees);
  return out;
}

export async function writeEntries(db: Queryable, tenantId: number, c: { id: number; caseNo: string; caseType: string; applicantName: string | null; countries: string[] | null; bizParam: Rec }, day: string) {
  for (const e of entriesOfCase(c.bizParam, c.countries ?? [])) {
    await db.query(
      `insert into finance_entries (tenant_id, case_id, case_no, case_type, client_name, country, item_key, fee_kind, currency, amount_minor, entry_date)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (tenant_id, case_id, item_key, fee_kind) do nothing`,
      [tenantId, c.id, c.caseNo, c.caseType, c.applicantName || '未填申请人', e.country, e.itemKey, e.feeKind, e.currency, e.minor.toString(), day],
    );
  }
}

/** onCaseSubmitted: the submitted case's fees become unbilled finance entries of the day. */
export async function recordCaseFees(ctx: SignedInContext, c: Rec & { id: number; caseNo: string; caseType: string; bizParam: Rec }): Promise<void> {
  await writeEntries(ctx.db, signedIn(ctx).session.tenantId, { id: c.id, caseNo: c.caseNo, caseType: c.caseType, applicantName: c.applicantName ?? null, countries: c.countries ?? null, bizParam: c.bizParam }, todayInChina());
}

