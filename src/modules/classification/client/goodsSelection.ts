// The goods/services picker's selection: picked items keyed by group and code (one code may sit in several
// groups), added from any source (class, search, pasted list) without duplicates.
import type { GoodsItem } from '../../../generated/types';

export const goodsKey = (g: Pick<GoodsItem, 'groupCode' | 'code'>) => `${g.groupCode}/${g.code}`;

export function addGoods(value: readonly GoodsItem[], items: readonly GoodsItem[]): GoodsItem[] {
  const keys = new Set(value.map(goodsKey));
  const out = [...value];
  for (const it of items) {
    const k = goodsKey(it);
    if (!keys.has(k)) {
      keys.add(k);
      out.push(it);
    }
  }
  return out;
}

export function removeGoods(value: readonly GoodsItem[], keys: Iterable<string>): GoodsItem[] {
  const drop = new Set(keys);
  return value.filter((g) => !drop.has(goodsKey(g)));
}

export function toggleGoods(value: readonly GoodsItem[], item: GoodsItem): GoodsItem[] {
  return value.some((g) => goodsKey(g) === goodsKey(item)) ? removeGoods(value, [goodsKey(item)]) : addGoods(value, [item]);
}

/** Sorted by class, group and code for display and for the card. */
export function sortGoods(value: readonly GoodsItem[]): GoodsItem[] {
  return [...value].sort((a, b) => a.classNo - b.classNo || a.groupCode.localeCompare(b.groupCode) || a.code.localeCompare(b.code));
}

