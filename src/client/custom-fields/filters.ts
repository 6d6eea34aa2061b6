// Custom fields as filter rows (spec 4): a field with 筛选 on and a filterable kind becomes one row of the
// filter form, prop cf:<id>, with its kind's filter widget and first operator (text: input/contains, choices:
// multiple select of the options/in, date: date range, money: amount range). The filter controller treats
// them like schema rows (chips, clear, persistence); the list call sends them as customFilters.
import type { FilterRow, ScreenField } from '../runtime/screen-types';
import { cfKey, configOf, filterOpOf, titleOf, typeOf, type CustomFieldDef } from './model';
import { optionLabel, optionsOf } from './types/choice';

export function customFilterRows(defs: CustomFieldDef[]): FilterRow[] {
  const rows: FilterRow[] = [];
  for (const def of defs) {
    const op = filterOpOf(def);
    if (def.isFilter !== 1 || !op) continue;
    const title = titleOf(def);
    rows.push({ prop: cfKey(def.id), label: { zh: title, en: title }, type: typeOf(def)!.widgets.filter, op, multiple: op === 'in' || undefined });
  }
  return rows;
}

/** Screen fields of the custom rows: choice fields carry their options as the dictionary of the select. */
export function customFilterFields(defs: CustomFieldDef[]): Record<string, ScreenField> {
  const fields: Record<string, ScreenField> = {};
  for (const def of defs) {
    if (def.isFilter !== 1 || !filterOpOf(def)) continue;
    const title = titleOf(def);
    const options = optionsOf(configOf(def));
    fields[cfKey(def.id)] = {
      label: { zh: title, en: title },
      kind: 'text',
      nullable: true,
      ...(options.length ? { dict: Object.fromEntries(options.map((o) => [o.cont, { zh: optionLabel(o), en: optionLabel(o) }])) } : {}),
    };
  }
  return fields;
}
