// Custom fields as filter rows (spec 4): a field with 筛选 on and a filterable type becomes one row of the
// filter form, prop cf:<id>, its control chosen by the type's first operator (contains -> input, in ->
// multiple select of the options, range -> date range, empty -> empty check). The filter controller treats
// them like schema rows (chips, clear, persistence); the list call sends them as customFilters.
import type { CustomFieldFilterOp } from '../../shared/field-kinds';
import type { FilterRow, FilterRowType, ScreenField } from '../runtime/screen-types';
import { cfKey, configOf, filterOpOf, titleOf, type CustomFieldDef } from './model';
import { optionLabel, optionsOf } from './types/choice';

const ROW_TYPE_BY_OP: Record<CustomFieldFilterOp, FilterRowType> = {
  contains: 'input',
  in: 'select',
  eq: 'select',
  range: 'date-range',
  empty: 'empty-check',
};

export function customFilterRows(defs: CustomFieldDef[]): FilterRow[] {
  const rows: FilterRow[] = [];
  for (const def of defs) {
    const op = filterOpOf(def);
    if (def.isFilter !== 1 || !op) continue;
    const title = titleOf(def);
    rows.push({ prop: cfKey(def.id), label: { zh: title, en: title }, type: ROW_TYPE_BY_OP[op], op, multiple: op === 'in' || undefined });
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
