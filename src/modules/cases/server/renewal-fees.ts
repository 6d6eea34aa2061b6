// Renewal cases: the official fee of each mark follows from its end date (shared/renewal.ts); on submit every
// mark must be inside the renewal window or the grace period.
import { fail } from '../../../server/http/errors';
import { fromFen } from '../shared/money';
import { renewalWindow, type DeliveryWay } from '../shared/renewal';

type Rec = Record<string, any>;

export function withRenewalFees(biz: Rec, today: string, mode: 'draft' | 'submit'): Rec {
  const marks: Rec[] = Array.isArray(biz.trademarks) ? biz.trademarks : [];
  const way: DeliveryWay = biz.deliveryWay === '电子' ? '电子' : '纸质';
  let total = 0;
  for (const [i, m] of marks.entries()) {
    if (!m?.endDate) {
      if (mode === 'submit') throw fail.validation(`续展商标“${m?.tmName ?? m?.regNo ?? i + 1}”缺少专用权期限截止日（bizParam.trademarks[${i}].endDate）`);
      return biz;
    }
    const w = renewalWindow(m.endDate, today, way);
    if (w.feeFen === null) {
      if (mode === 'submit')
        throw fail.validation(
          `续展商标“${m.tmName ?? m.regNo}”（bizParam.trademarks[${i}].endDate）不在续展期内：可在 ${w.opens} 至 ${w.endDate} 申请续展，宽展期至 ${w.graceEnds}`,
        );
      return biz;
    }
    total += w.feeFen;
  }
  if (!marks.length) return biz;
  return { ...biz, fees: { ...(biz.fees ?? {}), officialFees: { amount: fromFen(total), currency: 'CNY' } } };
}
