// Filter values from a link's query string (e.g. a workbench to-do: /brand/filesAll?isRead=false, or
// /brand/deadlineMonitor?deadline=,2026-12-05): a list screen opened by such a link shows exactly the rows the
// link stands for. Only the screen's filter rows are read; a row's value is written as the form holds it:
// several values (multiple selects, ranges) comma-separated, an open end of a range left empty.
import type { FilterRow, ScreenField } from '../screen-types';
import { hasValue, isMultiple, type FilterValues } from './filterValues';

const RANGE_TYPES = new Set(['date-range', 'number-range']);

/** One value as the filter form holds it: by the field's kind; a choice of an options call by its id. */
function typed(row: FilterRow, field: ScreenField | undefined, text: string): unknown {
  const kind = field?.kind;
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  if (row.type === 'number-range' || kind === 'integer' || kind === 'number') {
    const n = Number(text);
    return text !== '' && Number.isFinite(n) ? n : undefined;
  }
  // Choices loaded from a call (user ids, form ids) are numbers; codes such as classes ("09") stay text.
  if (row.options?.call && /^[1-9]\d{0,9}$/.test(text)) return Number(text);
  return text;
}

/**
 * The filter values a query string sets, or null when it names none of the screen's rows. Rows it does not name
 * keep their starting value (the caller merges these over the defaults).
 */
export function valuesFromQuery(rows: FilterRow[], fields: Record<string, ScreenField> | undefined, search: string): FilterValues | null {
  const params = new URLSearchParams(search);
  const out: FilterValues = {};
  let found = false;
  for (const row of rows) {
    if (!hasValue(row) || !params.has(row.prop)) continue;
    const raw = params.get(row.prop) ?? '';
    const field = fields?.[row.prop];
    let value: unknown;
    if (RANGE_TYPES.has(row.type)) {
      const [from = '', to = ''] = raw.split(',');
      const end = (t: string) => (t === '' ? null : typed(row, field, t) ?? null);
      value = [end(from), end(to)];
    } else if (isMultiple(row)) value = raw.split(',').filter((t) => t !== '').map((t) => typed(row, field, t)).filter((v) => v !== undefined);
    else value = row.type === 'input' ? raw : typed(row, field, raw);
    if (value === undefined) continue;
    out[row.prop] = value;
    found = true;
  }
  return found ? out : null;
}
