// Columns of a case derived from its form values (so the case list filters them): applicant, mark, classes,
// countries, the linked enterprise and trademark. Pure, unit-tested.
type Rec = Record<string, any>;

export interface CaseColumns {
  applicantName: string | null;
  enterpriseId: number | null;
  tmName: string | null;
  trademarkId: number | null;
  tmCls: string[];
  countries: string[];
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const uniqSorted = (xs: unknown[]) => [...new Set(xs.filter((x): x is string => typeof x === 'string' && x !== ''))].sort();

export function deriveColumns(biz: Rec): CaseColumns {
  const marks: Rec[] = Array.isArray(biz.trademarks) ? biz.trademarks : [];
  const goods: Rec[] = Array.isArray(biz.goods) ? biz.goods : [];
  const items: Rec[] = Array.isArray(biz.tmItems) ? biz.tmItems : [];
  // The client's party: the applicant, the plaintiff of a suit, else the transferee of a transfer.
  const party: Rec | undefined = biz.applicant ?? biz.plaintiff ?? biz.transferee ?? biz.transferor;
  return {
    applicantName: text(party?.applicantName ?? party?.name),
    enterpriseId: Number.isInteger(party?.enterpriseId) ? party!.enterpriseId : null,
    tmName: text(biz.tmName) ?? text(marks[0]?.tmName),
    trademarkId: marks.find((m) => Number.isInteger(m?.id))?.id ?? null,
    tmCls: uniqSorted([...goods.map((g) => g?.tmCl), ...marks.map((m) => m?.tmCl), ...items.flatMap((i) => (Array.isArray(i?.tmCl) ? i.tmCl : []))]),
    countries: items.length ? uniqSorted(items.map((i) => i?.appCountry)) : ['CN'],
  };
}
