// The search columns of a case (search_grams, search_text; schemas/entities/case.json x-search-grams: 商标名称,
// 申请人), written with its derived columns so the list's "contains" filters are answered by the GIN index; cases
// written before migration 023 are filled once at start (fillCaseSearch).
import { searchColumns } from '../../../server/lists/search';
import type { Database } from '../../../server/db/types';
import { withSystem } from '../../../server/db/tenant';

export const caseSearch = (cols: { tmName: string | null; applicantName: string | null }) => searchColumns([cols.tmName, cols.applicantName]);

/** Fills the search columns of cases that have a name but no grams yet (rows older than migration 023). */
export async function fillCaseSearch(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const n = await withSystem(db, async (tx) => {
      const r = await tx.query<{ id: number; tm_name: string | null; applicant_name: string | null }>(
        `select id, tm_name, applicant_name from cases where search_text = '' and search_grams = '{}' and (tm_name is not null or applicant_name is not null) order by id limit 2000`,
      );
      const rows = r.rows.map((x) => ({ id: x.id, ...caseSearch({ tmName: x.tm_name, applicantName: x.applicant_name }) }));
      const done = rows.filter((x) => x.grams.length);
      if (done.length)
        await tx.query(
          `update cases c set search_grams = v.grams, search_text = v.text
             from (select unnest($1::int[]) as id, unnest($2::text[]) as text, unnest($3::text[]) as grams_text) v0
             cross join lateral (select v0.id, v0.text, string_to_array(v0.grams_text, chr(31)) as grams) v
            where c.id = v.id`,
          [done.map((x) => x.id), done.map((x) => x.text), done.map((x) => x.grams.join('\u001f'))],
        );
      return { read: r.rows.length, written: done.length };
    });
    filled += n.written;
    if (n.read < 2000 || n.written === 0) return filled;
  }
}
