// What the split dialog offers for a case: per country (tmItems, more than one country) and per class (goods,
// more than one class), each with its parts in form order. Pure, tested.
import type { SplitBy } from './split';

type Rec = Record<string, any>;

export function splitOptions(biz: Rec): Array<{ splitBy: SplitBy; parts: string[] }> {
  const parts = (list: unknown, key: string) => [...new Set((Array.isArray(list) ? list : []).map((e: Rec) => e?.[key]).filter((x): x is string => typeof x === 'string'))];
  return [
    { splitBy: 'country' as const, parts: parts(biz.tmItems, 'appCountry') },
    { splitBy: 'class' as const, parts: parts(biz.goods, 'tmCl') },
  ].filter((o) => o.parts.length > 1);
}
