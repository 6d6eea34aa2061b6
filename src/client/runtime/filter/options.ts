// Choices of a filter row: an options call ([{value, label}], optional valueKey/labelKey, tree children) or,
// without one, the field's dictionary. Calls are cached by SWR per path, so screens share them.
import useSWR from 'swr';
import type { CallRef } from '../../../generated/calls';
import { transport } from '../../request/http';
import type { FilterRow, ScreenField } from '../screen-types';
import { dictOptions, type Lang, type Option } from './filterValues';

export function normalizeOptions(raw: unknown, valueKey = 'value', labelKey = 'label'): Option[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item: Record<string, unknown>) => {
    const children = item.children ?? item.subList ?? item.cgList;
    const option: Option = { value: item[valueKey] as Option['value'], label: String(item[labelKey] ?? item.name ?? item[valueKey] ?? '') };
    if (Array.isArray(children) && children.length) option.children = normalizeOptions(children, valueKey, labelKey);
    return option;
  });
}

export const fetchOptions = (call: CallRef) => transport<unknown>(call, {}, { noLoading: true });

/** Options of a row; undefined while an options call loads. */
export function useRowOptions(row: FilterRow, field: ScreenField | undefined, lang: Lang): Option[] | undefined {
  const call = row.options?.call;
  const { data } = useSWR(call ? ['options', call.path] : null, () => fetchOptions(call!), { revalidateOnFocus: false, dedupingInterval: 60_000 });
  if (call) return data === undefined ? undefined : normalizeOptions(data, row.options?.valueKey, row.options?.labelKey);
  return dictOptions(field, lang);
}

/** antd selects key options by string; values keep their type (number, boolean) through this codec. */
export function optionCodec(options: Option[] | undefined) {
  const byKey = new Map<string, Option['value']>();
  const walk = (list: Option[] | undefined) =>
    list?.forEach((o) => {
      byKey.set(JSON.stringify(o.value), o.value);
      walk(o.children);
    });
  walk(options);
  return {
    encode: (v: unknown) => JSON.stringify(v),
    decode: (k: string) => (byKey.has(k) ? byKey.get(k) : JSON.parse(k)),
  };
}
