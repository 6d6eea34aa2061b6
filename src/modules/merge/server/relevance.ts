// Related-trademark search (关联商标, spec 2.16, 5, 7.3 /brand/relevanceBrand): the tenant's live trademarks by
// application/registration number and/or name. When a number search finds nothing, the answer carries a
// placeholder record built from the typed number (spec 5), which the drawer offers instead.
import { listSpecs } from '../../../generated/list-specs';
import type { Queryable } from '../../../server/db/types';
import { fail } from '../../../server/http/errors';
import { rowToRecord, selectList } from '../../../server/lists/engine';
import { capTotal, cappedCountSql } from '../../../server/lists/paging';
import { dataScopeOf, specScopeCondition } from '../../../server/lists/data-scope';
import { containsPattern, normalize, termGrams } from '../../../server/lists/search';

export interface RelevanceRequest { key: string; searchType?: 0 | 1 | 2; countryCode?: string; pageNo?: number; pageSize?: number }

/** A number as typed into the search box: letters, digits and . - / (what regNo allows). */
export const looksLikeNumber = (key: string) => /^[0-9A-Za-z.\-/]+$/.test(key) && /[0-9]/.test(key);

/** The placeholder record of spec 5, or null when the key is not a number. */
export function placeholderFor(key: string, countryCode?: string) {
  const regNo = key.trim();
  return looksLikeNumber(regNo) ? { regNo, tmName: '', countryCode: countryCode ?? 'CN', placeholder: true as const } : null;
}

export async function relevanceBrand(db: Queryable, body: RelevanceRequest) {
  const key = body.key.trim();
  if (!key) throw fail.validation('请输入申请号');
  const spec = listSpecs.brandRecords;
  const searchType = body.searchType ?? 0;
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 50;
  const params: unknown[] = [];
  const add = (v: unknown) => (params.push(v), `$${params.length}`);
  const either: string[] = [];
  if (searchType !== 2) {
    const like = add(containsPattern(key.replace(/\s+/g, '')));
    // Engineer A's archive may add an application-number column (appNo) beside regNo: searched when present.
    const numberCols = ['regNo', 'appNo'].filter((p) => spec.fields[p]).map((p) => `t."${spec.fields[p].column}"`);
    either.push(...numberCols.map((c) => `${c} ilike ${like}`));
  }
  const nameIndex = spec.searchGrams.indexOf('tmName');
  const term = normalize(key);
  if (searchType !== 1 && term && nameIndex >= 0)
    either.push(`(t.search_grams @> ${add(termGrams(nameIndex, term))}::text[] and (t.tm_name ilike ${add(containsPattern(term))} or t.search_text like ${add(containsPattern(term))}))`);
  const where = [`t.deleted_at is null`, `(${either.join(' or ') || 'false'})`];
  // The marks the caller may reach (data scope), as the archive list shows them.
  const inScope = specScopeCondition(spec, dataScopeOf(db));
  if (inScope) where.push(inScope);
  if (body.countryCode) where.push(`t.country_code = ${add(body.countryCode)}`);
  // The archive list's source (trademarks or a view over it adding tag names), so rows match the list's.
  if (!/^[a-z_][a-z0-9_]*$/.test(spec.source)) throw new Error(`unsafe source ${spec.source}`);
  const from = `from "${spec.source}" t where ${where.join(' and ')}`;
  const exact = add(key);
  const rows = await db.query<Record<string, unknown>>(
    `select ${selectList(spec)} ${from} order by (t.reg_no = ${exact}) desc, t.created_at desc, t.id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
    params,
  );
  let n = rows.rows.length;
  if (!(pageNo === 1 && n < pageSize)) n = (await db.query<{ n: number }>(cappedCountSql(`select 1 ${from}`), params.slice(0, -1))).rows[0].n;
  return {
    list: rows.rows.map((r) => rowToRecord(spec, r)),
    ...capTotal(n),
    pageNo,
    pageSize,
    placeholder: n === 0 && searchType !== 2 ? placeholderFor(key, body.countryCode) : null,
  };
}
