// Paging a one-key ascending sort over the key's index. A list orders by "key asc nulls last, id desc" or
// "key desc nulls last, id desc": ties newest first and nulls last both ways. One b-tree index per sortable
// key, (tenant_id, key desc nulls last, id desc), serves the descending order as a plain forward scan, but
// not the ascending one: its backward scan yields nulls first and ties by id ascending, so PostgreSQL would
// sort every matching row (2.5 s at 1,000,000 marks). (For a NOT NULL key the index is (key desc, id desc),
// the order the engine writes for it.) Rather than a second index per key (each one costs
// imports and tag writes), the ascending page is found in three steps that each follow the index:
//   1. the key values of the rows up to the page's end (non-null keys): ORDER BY key asc nulls first LIMIT o+n —
//      the backward scan, index-only where the index holds what the filters read; ties do not matter for the
//      values themselves. The same pass tells how many rows of the page's first key come before the page (and,
//      on a page past the end, how many non-null rows there are): one read of the index, not a second scan
//      with "key < first", which the planner cannot estimate (the first key is not known when it plans) and
//      at times answered by a sequential scan of the table (360 ms at 200,000 cases).
//   2. the page's ids: the rest of the first key's rows (key = first ORDER BY id desc, a range of the index),
//      the rows of the keys in between (at most a page, sorted), the last key's first rows, then, when the
//      non-null rows end inside the page, the first rows whose key is null (ORDER BY id desc).
//   3. those rows decorated (rowsOfIdsSql), as every page.
// The result is exactly that of the plain ORDER BY (tests/api/list-engine.test.ts compares them). The key values
// travel as text (dates and timestamps keep their exact value) but are ordered and compared as their type.
import type { Queryable } from '../db/types';
import type { KeyWalk } from './engine';

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
  const asc = w.nullable ? 'asc nulls first' : 'asc';
  const next = (values: unknown[]) => {
    const ps = [...params];
    const add = (v: unknown) => `$${ps.push(v)}`;
    return { ps, add, values };
  };

  // 1. the keys of the rows up to the page's end in list order, numbered (as text: dates and timestamps keep their
  // exact value): the page's own, the rows of its first key before it, and how many there are in all.
  const upTo = `array(select ${k} from ${w.source} t ${where([notNull])} order by ${k} ${asc} limit ${offset + size})`;
  const r1 = await db.query<{ keys: string[] | null; ties: number; read: number }>(
    `with s as materialized (select u.k, u.n from unnest(${upTo}) with ordinality u(k, n))
     select array(select s.k::text from s where s.n > ${offset} order by s.n) as keys,
            (select count(*)::int from s where s.n <= ${offset} and s.k = (select f.k from s f where f.n = ${offset + 1})) as ties,
            (select count(*)::int from s) as read`,
    params,
  );
  const keys = r1.rows[0].keys ?? [];
  const nullsSql = (limit: number, skip: number) =>
    `array(select t.id from ${w.source} t ${where([`${k} is null`])} order by t.id desc limit ${limit} offset ${skip})`;

  // 2. the page's ids.
  if (!keys.length) {
    if (!w.nullable) return [];
    // Past the non-null rows (all of them read above, fewer than the offset): the nulls follow them.
    const r = await db.query<{ ids: number[] }>(`select ${nullsSql(size, offset - r1.rows[0].read)} as ids`, params);
    return r.rows[0].ids ?? [];
  }
  const first = keys[0];
  const last = keys[keys.length - 1];
  const skip = r1.rows[0].ties; // rows of the first key before the page
  const q = next([]);
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
  if (keys.length < size && w.nullable) parts.push(nullsSql(size - keys.length, 0));
  const r = await db.query<{ ids: number[] }>(`select ${parts.join(' || ')} as ids`, q.ps);
  return r.rows[0].ids ?? [];
}
