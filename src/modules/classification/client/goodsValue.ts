// A mark's goods (goodsItems: [{code, name, suffix}]) to and from the goods picker's items. Kept apart from the
// Formily input so the goods cell and kind load without Formily.
import type { GoodsItem as PickerItem } from '../../../generated/types';

export interface RecordGoods { code: string | null; name: string; suffix: number | null }

export function toPicker(items: RecordGoods[], classNo: number): PickerItem[] {
  return items.map((g) => ({ code: g.code ?? '', name: g.name, groupCode: '', groupName: '', classNo }));
}

export function fromPicker(items: PickerItem[], previous: RecordGoods[], classNo?: number): RecordGoods[] {
  const suffix = new Map(previous.map((g) => [`${g.code ?? ''}|${g.name}`, g.suffix]));
  return items
    .filter((g) => !classNo || g.classNo === classNo)
    .map((g) => ({ code: g.code || null, name: g.name, suffix: suffix.get(`${g.code}|${g.name}`) ?? null }));
}
