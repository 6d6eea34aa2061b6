// An enterprise's country is a code of the country list (the country picker). Rows written before that (and the
// platform's demo enterprises) hold a Chinese or English name: turned into its code once, at start and after the
// demo seed; a name the list does not know is left for a user to pick again.
import type { Queryable } from '../../../server/db/types';
import { countries, REGIONAL_GROUPS } from '../../countries/server';

export async function countryCodes(tx: Queryable): Promise<number> {
  const old = await tx.query<{ v: string }>(`select distinct country_or_region as v from enterprises where country_or_region !~ '^[A-Z]{2}$'`);
  if (!old.rows.length) return 0;
  const byName = new Map<string, string>([['中国大陆', 'CN']]);
  for (const c of [...countries().values(), ...REGIONAL_GROUPS]) {
    byName.set(c.name, c.code);
    byName.set(c.nameEn.toLowerCase(), c.code);
  }
  let n = 0;
  for (const { v } of old.rows) {
    const code = byName.get(v.trim()) ?? byName.get(v.trim().toLowerCase());
    if (code) n += (await tx.query(`update enterprises set country_or_region = $2 where country_or_region = $1`, [v, code])).rowCount;
  }
  return n;
}
