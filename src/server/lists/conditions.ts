// The conditions of a list request (filters, value sets, data scope extras) as parameterised SQL, and the sort
// keys it may use. Shared by the list engine (engine.ts), the frequent-term probe (probe.ts) and the modules that
// narrow rows the way a list does (finance totals, tags by filter).
import { CUSTOM_SORT_PREFIX, valueFilterProps, type CustomFilter } from './custom-filters';
import { containsPattern, normalize, spacedTerm, termGrams } from './search';
import type { FilterOp, ListSpec } from './spec-types';
import type { Queryable } from '../db/types';

export interface ListRequest {
  pageNo?: number;
  pageSize?: number;
  sorts?: Array<{ key: string; asc: boolean }>;
  filters?: Record<string, unknown>;
  /** Custom-field filters {fieldId: {op, value}} (screens whose records take custom fields). */
  customFilters?: Record<string, CustomFilter>;
  /** The total alone, no rows: asked after a page came with totalPending (lists/count-budget.ts). */
  countOnly?: boolean;
}

/** Whether a request needs the module's custom-field definitions (custom filters, values filters or cf: sorts). */
export function usesCustomFields(req: ListRequest, spec: ListSpec): boolean {
  return (
    Object.keys(req.customFilters ?? {}).length > 0 ||
    valueFilterProps(spec, req.filters).length > 0 ||
    (req.sorts ?? []).some((s) => s.key.startsWith(CUSTOM_SORT_PREFIX))
  );
}

/** China has one time zone and no daylight saving: day filters are whole days in UTC+8. */
export const BUSINESS_UTC_OFFSET = '+08:00';

export const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier ${name}`);
  return `"${name}"`;
};

const ARRAY_CAST: Record<string, string> = { integer: 'int[]', number: 'numeric[]', text: 'text[]', boolean: 'boolean[]', date: 'date[]', datetime: 'timestamptz[]', json: 'text[]', array: 'text[]' };

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** Matching values of x-search-values fields, found before the query (resolveValueSets) so the planner sees them. */
export type ValueSets = Record<string, string[]>;

/**
 * The distinct values of a searchValues field matching a LIKE pattern (a parameter): a loose scan of the field's
 * sort index (tenant_id, key desc [nulls last], id desc), one probe per distinct value, each value checked.
 */
export function valueSetSql(spec: ListSpec, prop: string, pattern: string): string {
  const f = spec.fields[prop];
  const c = `s.${ident(f.column)}`;
  const desc = f.nullable ? 'desc nulls last' : 'desc';
  const live = spec.softDelete ? `s.${ident(spec.softDelete)} is null and ` : '';
  const src = ident(spec.source);
  return `with recursive v(x) as (
      (select ${c} from ${src} s where ${live}${c} is not null order by ${c} ${desc} limit 1)
      union all
      select (select ${c} from ${src} s where ${live}${c} < v.x order by ${c} ${desc} limit 1) from v where v.x is not null
    ) select x from v where x ilike ${pattern}`;
}

/** The values each x-search-values contains filter of the request matches (one loose index scan each). */
export async function resolveValueSets(db: Queryable, spec: ListSpec, filters: Record<string, unknown> | undefined): Promise<ValueSets | undefined> {
  let out: ValueSets | undefined;
  for (const prop of spec.searchValues ?? []) {
    if (spec.filters[prop] !== 'contains' || typeof filters?.[prop] !== 'string') continue;
    const term = spacedTerm(filters[prop] as string);
    if (!term) continue;
    const r = await db.query<{ v: string[] | null }>(`select array(${valueSetSql(spec, prop, '$1')}) as v`, [containsPattern(term)]);
    (out ??= {})[prop] = r.rows[0].v ?? [];
  }
  return out;
}

export function condition(spec: ListSpec, prop: string, op: FilterOp, value: unknown, p: Params, valueSets?: ValueSets): string | null {
  const field = spec.fields[prop];
  const col = `t.${ident(field.column)}`;
  switch (op) {
    case 'eq':
      // An object (jsonb) field: containment, {fieldId: value, ...} all present (GIN jsonb_path_ops).
      if (field.kind === 'json') return `${col} @> ${p.add(JSON.stringify(value))}::jsonb`;
      return `${col} = ${p.add(value)}`;
    case 'in':
    case 'tree':
      if (!(value as unknown[]).length) return null;
      // An array (text[]) field: has any of the values (GIN-indexable overlap).
      // An array (text[] or int[]) field: has any of the values (GIN-indexable overlap); the request schema has
      // checked the items' type, so numbers come only for an integer array.
      if (field.kind === 'array') return `${col} && ${p.add(value)}::${typeof (value as unknown[])[0] === 'number' ? 'int' : 'text'}[]`;
      if (op === 'tree') return `${col}::text = any(${p.add(value)}::text[])`;
      return `${col} = any(${p.add(value)}::${ARRAY_CAST[field.kind]})`;
    case 'contains': {
      const term = normalize(String(value ?? ''));
      if (!term) return null;
      // The stored value keeps its spaces: "apple inc" finds "Apple Inc" (the term's spaces kept, as one).
      const spaced = spacedTerm(String(value));
      if (spec.searchValues?.includes(prop)) {
        // The same rows as "col ilike pattern": a value matches or it does not, and null never does.
        const known = valueSets?.[prop];
        if (known) return `${col} = any(${p.add(known)}::text[])`;
        return `${col} = any(array(${valueSetSql(spec, prop, p.add(containsPattern(spaced)))}))`;
      }
      const index = spec.searchGrams.indexOf(prop);
      if (index < 0) return `${col} ilike ${p.add(containsPattern(spaced))}`;
      // Index (all grams present) and adjacency on the value itself or its pinyin forms. In a WHERE clause the
      // planner puts the grams first (the index condition); evaluated per row (the probe's hit) the short texts
      // go first, so that the rows that miss never unpack their grams (~800 bytes each). The grams ignore white
      // space, and so does the last recheck: "星河科技" and "星河 科技" find each other, whichever was typed.
      const like = p.add(containsPattern(term));
      const grams = p.add(termGrams(index, term));
      return `((${col} ilike ${like} or t.search_text like ${like} or (${col} ~ '\\s' and regexp_replace(${col}, '\\s+', '', 'g') ilike ${like})) and t.search_grams @> ${grams}::text[])`;
    }
    case 'empty': {
      const isEmpty =
        field.kind === 'text' ? `(${col} is null or ${col} = '')`
        : field.kind === 'array' ? `coalesce(cardinality(${col}), 0) = 0`
        : field.kind === 'json' ? `(${col} is null or ${col} = '{}'::jsonb)`
        : `${col} is null`;
      return value ? isEmpty : `not ${isEmpty}`;
    }
    case 'range': {
      const [from, to] = value as [unknown, unknown];
      const parts: string[] = [];
      if (field.kind === 'datetime') {
        if (from) parts.push(`${col} >= ${p.add(`${from}T00:00:00${BUSINESS_UTC_OFFSET}`)}::timestamptz`);
        if (to) parts.push(`${col} < ${p.add(`${nextDay(String(to))}T00:00:00${BUSINESS_UTC_OFFSET}`)}::timestamptz`);
      } else if (field.kind === 'date') {
        if (from) parts.push(`${col} >= ${p.add(from)}::date`);
        if (to) parts.push(`${col} <= ${p.add(to)}::date`);
      } else {
        if (from !== null && from !== undefined) parts.push(`${col} >= ${p.add(from)}`);
        if (to !== null && to !== undefined) parts.push(`${col} <= ${p.add(to)}`);
      }
      return parts.length ? parts.join(' and ') : null;
    }
  }
}

/** WHERE clause of the request's filters (soft-deleted rows always excluded). Tenant scope is row-level security's. */
export function whereClause(spec: ListSpec, filters: Record<string, unknown> | undefined, p: Params, extra: string[] = [], valueSets?: ValueSets): string {
  const parts = whereConditions(spec, filters, p, extra, valueSets);
  return parts.length ? `where ${parts.join(' and ')}` : '';
}

/** The conditions of whereClause, unjoined. */
export function whereConditions(spec: ListSpec, filters: Record<string, unknown> | undefined, p: Params, extra: string[] = [], valueSets?: ValueSets): string[] {
  const parts = [...extra];
  if (spec.softDelete) parts.push(`t.${ident(spec.softDelete)} is null`);
  for (const [prop, value] of Object.entries(filters ?? {})) {
    const op = spec.filters[prop];
    if (!op) throw new Error(`filter ${prop} is not in the list spec of ${spec.screen}`); // the validator rejects it first
    if (value === undefined || value === null) continue;
    const c = condition(spec, prop, op, value, p, valueSets);
    if (c) parts.push(c);
  }
  return parts;
}

/** The sort keys the request names that the spec allows (else the default order). */
export function effectiveSorts(spec: ListSpec, sorts: ListRequest['sorts']) {
  const chosen = sorts?.length ? sorts : spec.defaultSort;
  return chosen.filter((s) => s.key.startsWith(CUSTOM_SORT_PREFIX) || (spec.fields[s.key] && (spec.sortable.includes(s.key) || spec.defaultSort.includes(s))));
}
