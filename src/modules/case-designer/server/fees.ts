// Default fees of designed case forms from the finance module's fee standards (收费标准): the standards a designer
// may pick (/caseDesign/feeStandards), a case's fees from the standards its form version picks, valid on the fee day
// (/caseDesign/formFees), and the fees a new case starts with when it brings none (filled in on the server, so a case
// made by a call or from a proposal is charged as one made on /case-custom).
import type { Queryable } from '../../../server/db/types';
import type { Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import type { FeeKind, FeeLine, Money } from '../../finance/server';
import { todayInChina } from '../../../shared/dates';

// Loaded at call time: a static import of the finance entry closes a cycle (finance registers with the cases entry,
// which lists this module).
const finance = () => import('../../finance/server');
import { chargeClasses, feesValues, FEES_KEY, type FormSettings } from '../shared/settings';
import { versionRow } from './handlers';

type Rec = Record<string, any>;
const KIND_LABEL: Record<FeeKind, string> = { officialFees: '官费', agencyFees: '代理费', sundryFees: '杂费' };

export const feeStandards: Handler<'caseDesigner.feeStandards'> = async (ctx) => ({ list: await (await finance()).loadStandards(ctx.db, null) }) as never;

/** The fees of a case of a form version on a day: each picked standard's version valid then, summed per fee kind. */
export async function designedFees(
  db: Queryable,
  version: { schema: Rec; settings: FormSettings | null },
  bizParam: Rec,
  submitType: '电子递交' | '纸质递交',
  day: string,
): Promise<{ fees: Partial<Record<FeeKind, Money>>; lines: FeeLine[] }> {
  const picks = version.settings?.feeStandards ?? [];
  if (!picks.length) return { fees: {}, lines: [] };
  const { computePickedFees, loadStandards, PickedCurrencyError } = await finance();
  const standards = await loadStandards(db, [...new Set(picks.map((p) => p.caseType))]);
  try {
    return computePickedFees(standards, picks, chargeClasses(version.schema, bizParam), submitType, day);
  } catch (e) {
    if (e instanceof PickedCurrencyError)
      throw fail.validation(`表单所选收费标准的${KIND_LABEL[e.feeKind]}币种不一致（${e.currencies.join('、')}），请在表单设置或收费标准中统一币种`);
    throw e;
  }
}

export const formFees: Handler<'caseDesigner.formFees'> = async (ctx, body) => {
  const v = await versionRow(ctx.db, body.formId, body.formVersion);
  return (await designedFees(ctx.db, v as never, (body.bizParam ?? {}) as Rec, body.submitType ?? '电子递交', body.date ?? todayInChina())) as never;
};

/** A new case's values with the fees of its form's standards for today, when it brings no fees block of its own. */
export async function withDefaultFees(db: Queryable, version: { schema: Rec; settings: FormSettings | null }, bizParam: Rec): Promise<Rec> {
  if (!version.settings?.feeStandards?.length || bizParam[FEES_KEY] !== undefined || !version.schema.properties?.[FEES_KEY]) return bizParam;
  const { fees } = await designedFees(db, version, bizParam, '电子递交', todayInChina());
  return { ...bizParam, ...feesValues(fees) };
}
