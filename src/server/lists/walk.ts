// Paging a one-key ascending sort over the key's index. A list orders by "key asc nulls last, id desc" or
// "key desc nulls last, id desc": ties newest first and nulls last both ways. One b-tree index per sortable
// key, (tenant_id, key desc nulls last, id desc), serves the descending order as a plain forward scan, but
// not the ascending one: its backward scan yields nulls first and ties by id ascending, so PostgreSQL would
// sort every matching row (2.5 s at 1,000,000 marks). (For a NOT NULL key the index is (key desc, id desc),
// the order the engine writes for it.) Rather than a second index per key (each one costs
// imports and tag writes), the ascending page is found in three steps that each follow the index:
//   1. the key values of the page's rows (non-null keys): ORDER BY key asc nulls first OFFSET o LIMIT n — the
//      backward scan, index-only where the index holds what the filters read; ties do not matter for the values
//      themselves. Then how many rows have a key before the first one (bounded by the offset, index-only too),
//      asked with that key as a parameter and in the index's order: written with "key < (the page's least key)"
//      the planner could not estimate it and at times read the whole table (360 ms for 200,000 cases).
//   2. the page's ids: the rest of the first key's rows (key = first ORDER BY id desc, a range of the index),
//      the rows of the keys in between (at most a page, sorted), the last key's first rows, then, when the
//      non-null rows end inside the page, the first rows whose key is null (ORDER BY id desc).
//   3. those rows decorated (rowsOfIdsSql), as every page.
// The result is exactly that of the plain ORDER BY (tests/api/list-engine.test.ts compares them). The key values
// travel as text (dates and timestamps keep their exact value) but are ordered and compared as their type.
import type { Queryable } from '../db/types';
import type { KeyWalk } from './engine';

/**
 * The order a key's index (key desc [nulls last], id desc; a NOT NULL key plain desc) yields by a forward scan (desc)
 * or a backward one (asc), for the key's non-null rows: what a read of the key alone writes so that the index serves it.
 */
export function indexOrder(nullable: boolean, asc: boolean): string {
  if (asc) return nullable ? 'asc nulls first' : 'asc';
  return nullable ? 'desc nulls last' : 'desc';
}

/** The ids of one page (offset, size) of a one-key ascending sort; params are the request's WHERE parameters. */
export async function walkPageIds(db: Queryable, w: KeyWalk, params: unknown[], offset: number, size: number): Promise<number[]> {
  const k = w.column;
  const where = (extra: string[]) => {
    const all = [...w.conditions, ...extra];
    return all.length ? `where ${all.join(' and ')}` : '';
  };
  const notNull = `${k} is not null`;
  // The backward scan of the index's order: a NOT NULL key's index is (key desc, id desc), whose backward
  // order is "asc nulls last"; a nullable key's is (key desc nulls last, id desc): "asc nulls first".
  const asc = indexOrder(w.nullable, true);
  const next = (values: unknown[]) => {
    const ps = [...params];
    const add = (v: unknown) => `$${ps.push(v)}`;
    return { ps, add, values };
  };

  // 1. the page's key values (as text: dates and timestamps keep their exact value).
  const page = `select ${k} as k from ${w.source} t ${where([notNull])} order by ${k} ${asc} limit ${size} offset ${offset}`;
  const r1 = await db.query<{ keys: string[] | null }>(`select array(select p.k::text from (${page}) p order by p.k) as keys`, params);
  const keys = r1.rows[0].keys ?? [];
  // Rows in list order before a key (all non-null rows without one), up to the offset: a range of the index read
  // backward. The key is a parameter, so the planner knows it.
  const before = (ps: unknown[], key: string | null) =>
    `(select count(*)::int from (select 1 from ${w.source} t ${where(key === null ? [notNull] : [notNull, `${k} < $${ps.push(key)}::${w.cast}`])} order by ${k} ${asc} limit ${offset}) b)`;
  const nullsSql = (limit: number, skip: string) =>
    `array(select t.id from ${w.source} t ${where([`${k} is null`])} order by t.id desc limit ${limit} offset ${skip})`;

  // 2. the page's ids.
  if (!keys.length) {
    if (!w.nullable) return [];
    // Past the non-null rows: the nulls follow all of them (at most offset, else this page had keys).
    const ps = [...params];
    const skip = offset ? `${offset} - ${before(ps, null)}` : '0';
    const r = await db.query<{ ids: number[] }>(`select ${nullsSql(size, skip)} as ids`, ps);
    return r.rows[0].ids ?? [];
  }
  const first = keys[0];
  const last = keys[keys.length - 1];
  const q = next([]);
  // The rows of the first key before the page: the offset less the rows of smaller keys.
  const skip = offset ? `${offset} - ${before(q.ps, first)}` : '0';
  const f = `${q.add(first)}::${w.cast}`;
  const parts: string[] = [];
  const ofFirst = first === last ? keys.length : keys.filter((x) => x === first).length;
  parts.push(`array(select t.id from ${w.source} t ${where([`${k} = ${f}`])} order by t.id desc limit ${ofFirst} offset ${skip})`);
  if (first !== last) {
    const l = `${q.add(last)}::${w.cast}`;
    const middle = keys.filter((x) => x !== first && x !== last).length;
    if (middle)
      parts.push(`array(select t.id from ${w.source} t ${where([`${k} > ${f}`, `${k} < ${l}`])} order by ${k} ${asc}, t.id desc limit ${middle})`);
    parts.push(`array(select t.id from ${w.source} t ${where([`${k} = ${l}`])} order by t.id desc limit ${keys.filter((x) => x === last).length})`);
  }
  if (keys.length < size && w.nullable) parts.push(nullsSql(size - keys.length, '0'));
  const r = await db.query<{ ids: number[] }>(`select ${parts.join(' || ')} as ids`, q.ps);
  return r.rows[0].ids ?? [];
}
