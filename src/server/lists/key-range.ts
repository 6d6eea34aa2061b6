// A frequent term's page past the probe's reach (安 on page 20, in any order) by a range of the sort key. The list
// order's first rows by the key's index hold the page, as the probe assumes, but reading them one by one to recheck
// the term costs a heap visit each (安, 3.9 % of 1,000,000 marks, page 20: 25,000 rows, 130-240 ms), and reading all
// of the term's matches through the grams index and sorting them costs as much (38,600 rows). Instead:
//   1. the key's value at the row (page end × KEY_RANGE_MARGIN / the term's share) of the list order over all rows
//      (boundSql: an index-only scan of the key's index, the only conditions the index holds);
//   2. the matching rows whose key is within that bound, read once (pageSql): the grams index and the key's range
//      combine as a BitmapAnd, so only rows that both hold are visited. When they number at least the page's end,
//      they are a prefix of the list order (the bound includes its ties) and the page is sorted from them exactly;
//      else the share they showed sizes one second try, and then the caller's plain path.
// It is taken when it costs less than the plain path (keyRangeCost): a very frequent term (科技, 21 %) finds its page
// in list order within a few thousand rows, while its grams bitmap alone has 209,000 entries.
// The grams indexes are not partial (migration 063): PostgreSQL does not AND two indexes whose predicates are the same
// condition (it takes the second for redundant).
import type { Queryable } from '../db/types';
import { hasKeyIndex } from './key-indexes';

export interface KeyRange {
  /** The table whose b-tree must lead with the key (key-indexes.ts). */
  table: string;
  keyColumn: string;
  /** The key's value at a row of the list order (rows: its position), as text; no parameters. */
  boundSql: (rows: number) => string;
  /** The matching rows within the bound (the request's parameters, then the bound): their number n and the page's ids. */
  pageSql: string;
  /** The rows up to the page's end (offset + size). */
  end: number;
}

/** The bound is put this many times past the rows the term's share needs, so that one read mostly suffices. */
const KEY_RANGE_MARGIN = 1.2;

/**
 * Costs per row in microseconds, measured at 1,000,000 marks (PostgreSQL 15, warm cache): an index entry read
 * (the bound's index-only scan, then the key's bitmap), a grams bitmap entry, and a heap row visited to recheck a
 * term (by index order or by bitmap).
 */
const COST = { indexEntry: 0.15, gramsEntry: 0.15, heapRow: 3 };

/**
 * The estimated costs of a page ending at `end` for a term matching `matches` rows, a share of all: the plain path
 * visits the rows in list order until the page's end (end / share) or, as the planner may choose, every match; the
 * key range reads the bound's rows from the index twice, the term's bitmap, and the rows within the bound.
 */
export function keyRangeCost(end: number, share: number, matches: number, rows = (KEY_RANGE_MARGIN * end) / share) {
  return {
    plain: COST.heapRow * Math.min(end / share, matches),
    range: COST.indexEntry * rows + COST.gramsEntry * matches + COST.heapRow * rows * share,
  };
}

const cheaper = (c: { plain: number; range: number }) => c.range < c.plain;

/** The page's ids through a key range, or null when it does not apply (no key index, dearer) or finds too few rows. */
export async function keyRangePageIds(db: Queryable, r: KeyRange, params: unknown[], estimate: { rows: number; share: number }): Promise<number[] | null> {
  const { share, rows: matches } = estimate;
  if (share <= 0 || !hasKeyIndex(r.table, r.keyColumn)) return null;
  let rows = Math.ceil((KEY_RANGE_MARGIN * r.end) / share);
  for (let attempt = 0; attempt < 2 && cheaper(keyRangeCost(r.end, share, matches, rows)); attempt++) {
    const bound = (await db.query<{ d: string }>(r.boundSql(rows))).rows[0]?.d;
    // Fewer rows with a key than that: the range would be every row, which the plain path reads as well.
    if (bound === undefined) return null;
    const found = (await db.query<{ n: number; ids: number[] | null }>(r.pageSql, [...params, bound])).rows[0];
    if (found.n >= r.end) return found.ids ?? [];
    // The share these rows showed (with the request's other conditions) sizes the second try.
    rows = found.n > 0 ? Math.ceil((KEY_RANGE_MARGIN * r.end * rows) / found.n) : rows * 8;
  }
  return null;
}
