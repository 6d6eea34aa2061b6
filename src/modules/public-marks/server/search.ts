// Trademark search over the tenant's public marks (/tm/customSearch, customSearchV2): up to three conditions
// (shouldFields) on 商标名称, 申请号, 注册号, each exact, contains or similar, with class, announcement-type and
// date filters. Exact and contains are answered by the indexes of migration 040; similar names are found by
// candidates that share a character (or a 形近字 of one) or a pinyin syllable, then scored by nameSimilarity and
// ranked with their reasons. Numbers have no "similar" of their own: similar on a number is contains.
import type { Queryable } from '../../../server/db/types';
import { countRemembering } from '../../../server/lists/over-cap';
import type { PublicMark, TmCustomSearchRequest, TmCustomSearchResponse } from '../../../generated/types';
import { chunkProbes, hashToBigint } from '../shared/imageHash';
import { oppositionEnd } from '../shared/opposition';
import { lookAlikeGroup, nameSimilarity, normalizeName, pinyinKey, SIMILAR_THRESHOLD, similarityTo, syllables, type SimilarityReason } from '../shared/similarity';
import { MARK_COLUMNS, toMark } from './store';

/** The longest pinyin key (` ${syllable} `) the one-syllable index holds (migration 057's predicate). */
const ONE_SYLLABLE_KEY = 8;

/** Rows one condition may bring (the page shows the best of them). */
export const CANDIDATE_LIMIT = 2000;
const SIMILAR_POOL = 5000;

type Field = 'tm_name' | 'app_no' | 'reg_no';
export interface Hit { mark: PublicMark; score: number; reasons: SimilarityReason[]; matchedBy: Field[]; oppositionEnd: string | null }

export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Filters { tmCl?: number[]; announcementType?: string[]; dateFrom?: string; dateTo?: string }

function filterSql(f: Filters, params: unknown[]): string {
  const where: string[] = [];
  // one class as a plain equality: the class's date index (migration 061) then gives its marks newest first
  if (f.tmCl?.length === 1) where.push(`tm_cl = $${params.push(f.tmCl[0])}::int`);
  else if (f.tmCl?.length) where.push(`tm_cl = any($${params.push(f.tmCl)}::int[])`);
  if (f.announcementType?.length) where.push(`announcement_type = any($${params.push(f.announcementType)}::text[])`);
  if (f.dateFrom) where.push(`announcement_date >= $${params.push(f.dateFrom)}::date`);
  if (f.dateTo) where.push(`announcement_date <= $${params.push(f.dateTo)}::date`);
  return where.length ? ` and ${where.join(' and ')}` : '';
}

export const hitOf = (mark: PublicMark, score: number, reasons: SimilarityReason[], matchedBy: Field[]): Hit => ({
  mark,
  score,
  reasons,
  matchedBy,
  oppositionEnd: oppositionEnd(mark.announcementType, mark.announcementDate),
});

/** The planner's estimate of the rows of public_marks meeting a condition (the list engine's probe). */
async function estimateRows(db: Queryable, where: string, params: unknown[]): Promise<number> {
  const plan = (await db.query<Record<string, unknown>>(`explain (format json) select 1 from public_marks where ${where}`, params)).rows[0];
  const json = Object.values(plan)[0];
  return ((typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: { 'Plan Rows': number } }>)[0].Plan['Plan Rows'];
}

/** A piece in more than this share of the marks is frequent (similar search candidates). */
const FREQUENT_PIECE_SHARE = 0.01;

/** Whether the planner expects the names holding one of these pieces to be more than FREQUENT_PIECE_SHARE of all, */
async function frequentPiece(db: Queryable, grams: string[], all: number): Promise<boolean> {
  const matching = await estimateRows(db, 'name_grams && $1::text[]', [grams]);
  // and more than a pool of candidates by itself: on a small store every piece is kept
  return matching > Math.max(FREQUENT_PIECE_SHARE * all, SIMILAR_POOL);
}

/** The 2-character pieces of a name, each also with its 形近字 (己知 → 己知, 已知, 巳知). */
function bigramsWithLookAlikes(chars: string[]): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++)
    for (const a of lookAlikeGroup(chars[i])) for (const b of lookAlikeGroup(chars[i + 1])) out.add(`${a}${b}`);
  return [...out];
}

/** What a candidate is scored and dated by; the rest of the row is read only for the marks a page shows. */
export interface Candidate { id: number; tmName: string; announcementType: string | null; announcementDate: string | null }

/**
 * How the candidates are read, newest first: 'pieces' finds the names through the name pieces' index (name_grams,
 * the pinyin trigrams) and reads each from the table; 'recent' walks the date index, which carries the name, its
 * reading, class and announcement type (migration 059), or with a class filter the classes' date index (migration
 * 061), and keeps the names that qualify, reading no table row.
 */
export type CandidateScan = 'pieces' | 'recent';

/**
 * A row read from the table by the pieces' index (a bitmap, then sorted by date) costs about as much as this many
 * date-index entries walked and checked (at 1,000,000 marks: 20,000 rows 650 ms; 50,000 entries 60 ms).
 */
const ENTRIES_PER_ROW = 20;

/**
 * 'recent' when walking the date index until `limit` qualify reads fewer entries than ENTRIES_PER_ROW times the rows
 * the pieces would bring: a term whose names are a large share of all (科技 alone, about a tenth of the generated
 * names: the newest 5,000 are met within the first 50,000 entries, where the pieces bring 100,000 rows to sort). A
 * rare term's few names (星河: 800) are read through the pieces. The pieces bring every name holding them and the
 * filters are checked on the rows read (科技 in class 9: 100,000 rows read for 5,600), so with filters their rows are
 * the pieces' own estimate. With a class filter the walk is the classes' date index (migration 061): one class in
 * date order until `limit` qualify, several classes all their entries (then sorted); 科技 in class 9 walks the 56,000
 * entries of class 9 instead of nearly all of the date index.
 */
async function candidateScan(db: Queryable, arms: { sql: string; params: unknown[] }, filtered: { sql: string; params: unknown[] }, f: Filters, all: number, limit: number): Promise<CandidateScan> {
  const matching = Math.max(1, await estimateRows(db, filtered.sql, filtered.params));
  const read = filtered.sql === arms.sql ? matching : Math.max(matching, await estimateRows(db, arms.sql, arms.params));
  const share = matching >= limit ? limit / matching : 1;
  let walked = all * share;
  if (f.tmCl?.length) {
    const params: unknown[] = [];
    const inClasses = await estimateRows(db, filterSql({ tmCl: f.tmCl }, params).replace(/^ and /, ''), params);
    walked = Math.min(walked, f.tmCl.length === 1 ? inClasses * share : inClasses);
  }
  return walked <= ENTRIES_PER_ROW * read ? 'recent' : 'pieces';
}

const HAN_ONLY = /^\p{Script=Han}+$/u;

/**
 * `name_grams && pieces` on the name itself, for the date index walk: name_grams holds the pieces of lower(名称), so
 * `lower(名称) like` finds the same (the pieces are lower-case already; ilike, which lowers the pattern as well for
 * every entry, took 3 times as long: ra walks 250,000 entries); a Han piece has no case, so plain like finds it.
 */
function holdsAny(pieces: string[], p: (v: unknown) => string): string {
  const pattern = (x: string) => `%${likeEscape(x)}%`;
  const han = pieces.filter((x) => HAN_ONLY.test(x));
  const other = pieces.filter((x) => !HAN_ONLY.test(x));
  const ors = [];
  if (han.length) ors.push(`tm_name like any(${p(han.map(pattern))}::text[])`);
  if (other.length) ors.push(`lower(tm_name) like any(${p(other.map(pattern))}::text[])`);
  return ors.length ? `(${ors.join(' or ')})` : 'false';
}

/** One condition on the candidates in both forms: on the pieces' index, and on the columns the date index carries. */
interface Arm { pieces: (p: (v: unknown) => string) => string; recent: (p: (v: unknown) => string) => string }

/**
 * Candidates for a similar-name search: names sharing a 2-character piece (or its look-alike), holding every
 * character of the term (reordered), sounding like two syllables of it in a row, or holding its Latin part. A name
 * that shares none of these cannot reach the similarity threshold for terms of two or more characters, and the
 * pieces are indexed (name_grams, name_pinyin trigrams), so the pool stays small at a million marks. Only the
 * columns scoring and ranking need: a pool of 5,000 full rows (goods, addresses) took longer to read than to find.
 * The newest `limit` of them, read the cheaper way (candidateScan; `scan` forces one, both give the same rows).
 */
export async function similarCandidates(db: Queryable, term: string, extra: Filters = {}, limit = SIMILAR_POOL, scan?: CandidateScan): Promise<Candidate[]> {
  const norm = normalizeName(term);
  if (!norm) return [];
  const chars = [...norm];
  const han = [...new Set(chars.filter((c) => /\p{Script=Han}/u.test(c)))];
  const latin = norm.replace(/\p{Script=Han}/gu, '');
  const sylls = syllables(norm).filter((x) => /^[a-z]+$/.test(x));
  const arms: Arm[] = [];
  const same = (sql: Arm['pieces']) => arms.push({ pieces: sql, recent: sql });
  let all: number | undefined;
  const allRows = async () => (all ??= await estimateRows(db, 'true', []));
  if (chars.length === 1 && han.length === 1) {
    // One Chinese character is like a name only when the name is one character too (a 形近字 of it, or the same
    // reading: 今 / 金 0.9) or reads as that one syllable (今 / JIN): 今 / 今天 scores 0.4. So the names themselves
    // (b-tree of 名称) and the one-syllable readings (migration 057) give the candidates, not every name holding a
    // "jin" (600 ms at 1,000,000 marks, none of them a hit).
    const group = lookAlikeGroup(chars[0]);
    same((p) => `tm_name = any(${p(group)}::text[])`);
    if (sylls.length === 1) same((p) => `(char_length(name_pinyin) <= ${ONE_SYLLABLE_KEY} and name_pinyin = ${p(pinyinKey(norm))})`);
  } else if (chars.length === 1) {
    const group = lookAlikeGroup(chars[0]);
    arms.push({ pieces: (p) => `name_grams && ${p(group)}::text[]`, recent: (p) => holdsAny(group, p) });
  }
  let pieces = chars.slice(1).map((_, i) => i); // the term's 2-character pieces, by position
  // A piece found in a large share of all names (科技 of 安达科技, and its reading ke ji) brings tens of thousands of
  // candidates that share nothing else with the term and score under the threshold (安达科技 / 星河科技: 0), while the
  // names that do come close also share another piece, every character or a reading. So with other pieces left, a
  // Chinese term's frequent pieces (by the planner's estimate, as the list engine's probe) give no candidates.
  if (chars.length >= 3 && han.length === chars.length && sylls.length === chars.length) {
    const rare = [];
    for (const i of pieces) if (!(await frequentPiece(db, bigramsWithLookAlikes(chars.slice(i, i + 2)), await allRows()))) rare.push(i);
    if (rare.length) pieces = rare;
  }
  if (chars.length > 1) {
    const grams = pieces.flatMap((i) => bigramsWithLookAlikes(chars.slice(i, i + 2)));
    arms.push({ pieces: (p) => `name_grams && ${p(grams)}::text[]`, recent: (p) => holdsAny(grams, p) });
    // every character of the term: Han characters have no case, so the name itself holds each of them
    if (han.length >= 2) arms.push({ pieces: (p) => `name_grams @> ${p(han)}::text[]`, recent: (p) => `tm_name like all(${p(han.map((c) => `%${c}%`))}::text[])` });
  }
  const aligned = sylls.length === chars.length;
  const pairs = han.length === 1 && chars.length === 1 ? [] : sylls.length >= 2 ? sylls.slice(1).map((x, i) => [i, `% ${sylls[i]} ${x} %`] as const).filter(([i]) => !aligned || pieces.includes(i)).map(([, p]) => p) : sylls.filter((x) => x.length > 1).map((x) => `% ${x} %`);
  // name_pinyin is written lower-case (pinyinKey) and the readings are [a-z ]: like, which the trigram index serves
  // as well, and which the walk checks without lowering every entry's reading (ilike lowered it: 3 times as long)
  if (pairs.length) same((p) => `name_pinyin like any(${p(pairs)}::text[])`);
  if (latin.length >= 3) {
    // ilike is lower(名称) like lower(pattern) (UTF-8): the walk lowers the pattern once instead of for every entry
    const pattern = `%${likeEscape(latin)}%`;
    arms.push({ pieces: (p) => `tm_name ilike ${p(pattern)}`, recent: (p) => `lower(tm_name) like lower(${p(pattern)})` });
  }
  const where = (form: CandidateScan, f: Filters = extra) => {
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    return { sql: `(${arms.map((a) => a[form](p)).join(' or ')})${filterSql(f, params)}`, params };
  };
  const byPieces = where('pieces');
  // the one-character names and readings are found by b-tree: few, no walk pays
  const lookups = chars.length === 1 && han.length === 1;
  const how = scan ?? (lookups ? 'pieces' : await candidateScan(db, where('pieces', {}), byPieces, extra, await allRows(), limit));
  const { sql, params } = how === 'pieces' ? byPieces : where('recent');
  const r = await db.query<Candidate>(
    `select id, tm_name as "tmName", announcement_type as "announcementType", to_char(announcement_date, 'YYYY-MM-DD') as "announcementDate"
       from public_marks where ${sql} order by announcement_date desc nulls last, id desc limit ${limit}`,
    params,
  );
  return r.rows;
}

/** The full rows of marks by id (the page's candidates), in no particular order. */
async function marksById(db: Queryable, ids: number[]): Promise<Map<number, PublicMark>> {
  if (!ids.length) return new Map();
  const r = await db.query(`select ${MARK_COLUMNS} from public_marks where id = any($1::int[])`, [ids]);
  return new Map(r.rows.map((row) => [Number(row.id), toMark(row)]));
}

/** The condition of exact / contains on a column; 1-2 character names through name_grams (pg_trgm needs three). */
function plainCondition(field: Field, value: string, type: 'exact' | 'contains', params: unknown[]): string {
  const v = field === 'tm_name' ? value.trim() : value.trim().toUpperCase();
  if (type === 'exact') return `${field} = $${params.push(v)}`;
  if (field === 'tm_name' && [...v].length <= 2) return `name_grams @> array[lower($${params.push(v)})]`;
  return `${field} ilike $${params.push(`%${likeEscape(v)}%`)}`;
}

async function plain(db: Queryable, field: Field, value: string, type: 'exact' | 'contains', f: Filters): Promise<PublicMark[]> {
  const params: unknown[] = [];
  const cond = plainCondition(field, value, type, params);
  const r = await db.query(
    `select ${MARK_COLUMNS} from public_marks where ${cond}${filterSql(f, params)} order by announcement_date desc nulls last, id desc limit ${CANDIDATE_LIMIT}`,
    params,
  );
  return r.rows.map(toMark);
}

/**
 * One exact or contains condition: the page straight from the database, the same name first, then the newest
 * (the date index walked), with the total counted up to CANDIDATE_LIMIT; no candidate pool is scored.
 */
/**
 * Whether a 1-2 character name term within chosen classes is found by walking the classes' date index (migration 061),
 * which carries the name: the class's entries in date order, checked index-only, give the page at once and the
 * count in one pass (鑫 in class 9 at 1,000,000 marks: 1,607 of the class's 56,000 entries, 6 ms), where the term's
 * pieces and the class make two bitmaps of 29,000 and 56,000 rows, then read every row both hold (15-20 ms). A rare
 * term (今: a few hundred names) is read through its pieces: its rows cost less than walking the class. Several
 * classes are walked one after the other (the page then sorted by date, or taken from the date index).
 */
export async function walksClass(db: Queryable, value: string, f: Filters): Promise<boolean> {
  if (!f.tmCl?.length) return false;
  const termRows = await estimateRows(db, 'name_grams @> array[lower($1)]', [value]);
  const params: unknown[] = [];
  const inClasses = await estimateRows(db, filterSql({ tmCl: f.tmCl }, params).replace(/^ and /, ''), params);
  return inClasses <= ENTRIES_PER_ROW * termRows;
}

/** The term on the name itself, as the date index's walk checks it (holdsAny: name_grams holds lower(名称)'s pieces). */
function nameHolds(value: string, params: unknown[]): string {
  const pattern = `%${likeEscape(value)}%`;
  return HAN_ONLY.test(value) ? `tm_name like $${params.push(pattern)}` : `lower(tm_name) like lower($${params.push(pattern)})`;
}

async function plainPage(db: Queryable, sf: { field: Field; value: string; searchType: 'exact' | 'contains' }, f: Filters, pageNo: number, pageSize: number): Promise<TmCustomSearchResponse> {
  const params: unknown[] = [];
  const term = sf.value.trim();
  const walk = sf.field === 'tm_name' && sf.searchType === 'contains' && [...term].length <= 2 && (await walksClass(db, term, f));
  const condition = walk ? nameHolds(term, params) : plainCondition(sf.field, sf.value, sf.searchType, params);
  const where = `${condition}${filterSql(f, params)}`;
  // (A count that reached the limit is remembered for the same search's other pages: lists/over-cap.ts.)
  const countSql = `select count(*)::int as n from (select 1 from public_marks where ${where} limit ${CANDIDATE_LIMIT}) x`;
  const total = await countRemembering(db, countSql, params, CANDIDATE_LIMIT);
  const v = sf.value.trim();
  const offset = (pageNo - 1) * pageSize;
  // Newest first. Under the cap every match was just counted: they are few, so they are read through the term's
  // index and sorted (the subquery keeps the planner from walking the date index for them, which for a rare term
  // reads some 30,000 rows to find 20: 100 ms at 1,000,000 marks). A frequent term's page comes from the date index,
  // as does a term walked in its class (the class's date index, in order already).
  const few = total < CANDIDATE_LIMIT && !walk;
  const newest = (cond: string, limit: number, skip: number) =>
    `select ${MARK_COLUMNS} from ${few ? `(select * from public_marks where ${cond} offset 0) public_marks` : `public_marks where ${cond}`}
      order by announcement_date desc nulls last, id desc limit ${limit} offset ${skip}`;
  let rows: PublicMark[] = [];
  if (sf.field === 'tm_name' && sf.searchType === 'contains') {
    const p2 = [...params, v];
    const same = (await db.query(newest(`${where} and tm_name = $${p2.length}`, CANDIDATE_LIMIT, 0), p2)).rows.map(toMark);
    rows = same.slice(offset, offset + pageSize);
    const skip = Math.max(0, offset - same.length);
    const need = pageSize - rows.length;
    if (need > 0) {
      const rest = await db.query(newest(`${where} and tm_name <> $${p2.length}`, need, skip), p2);
      rows.push(...rest.rows.map(toMark));
    }
  } else {
    rows = (await db.query(newest(where, pageSize, offset), params)).rows.map(toMark);
  }
  const list = rows.map((m) => {
    if (sf.field !== 'tm_name') return hitOf(m, 1, [], [sf.field]);
    const s = nameSimilarity(v, m.tmName);
    return hitOf(m, Math.max(s.score, sf.searchType === 'exact' ? 1 : 0.5), s.reasons, ['tm_name']);
  });
  return { total, pageNo, pageSize, list };
}

export async function customSearch(db: Queryable, body: TmCustomSearchRequest): Promise<TmCustomSearchResponse> {
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 20;
  const rangeType = body.rangeType ?? 3;
  const filters: Filters = { tmCl: body.tmCl, announcementType: body.announcementType, dateFrom: body.dateFrom, dateTo: body.dateTo };
  const only = body.shouldFields.length === 1 ? body.shouldFields[0] : null;
  if (only && only.searchType !== 'similar' && only.value.trim()) return plainPage(db, { ...only, searchType: only.searchType }, filters, pageNo, pageSize);
  // Ranked on what the candidates carry; a hit's opposition window is worked out for the page's marks only.
  type Ranked = Omit<Hit, 'oppositionEnd'> & { conditions: number };
  const merged = new Map<number, Ranked>();
  const add = (mark: PublicMark, score: number, reasons: SimilarityReason[], matchedBy: Field[]) => {
    const prev = merged.get(mark.id);
    if (!prev) merged.set(mark.id, { mark, score, reasons, matchedBy, conditions: 1 });
    else {
      prev.conditions++;
      prev.score = Math.max(prev.score, score);
      prev.reasons = [...new Set([...prev.reasons, ...reasons])];
      prev.matchedBy = [...new Set([...prev.matchedBy, ...matchedBy])];
    }
  };
  for (const sf of body.shouldFields) {
    const value = sf.value.trim();
    if (sf.field === 'tm_name' && sf.searchType === 'similar') {
      // Scored on the candidates' names; the page's marks get their full rows below.
      const similarity = similarityTo(value);
      for (const m of await similarCandidates(db, value, filters)) {
        const s = similarity(m.tmName);
        if (s.score >= SIMILAR_THRESHOLD) add(m as PublicMark, s.score, s.reasons, ['tm_name']);
      }
    } else {
      const rows = await plain(db, sf.field, value, sf.searchType === 'exact' ? 'exact' : 'contains', filters);
      for (const m of rows) {
        if (sf.field !== 'tm_name') {
          add(m, 1, [], [sf.field]);
          continue;
        }
        const s = nameSimilarity(value, m.tmName);
        add(m, Math.max(s.score, sf.searchType === 'exact' ? 1 : 0.5), s.reasons, ['tm_name']);
      }
    }
  }
  let list = [...merged.values()];
  // rangeType 2: every condition must match; 1 and 3: any one. 3 (the default) ranks by score, the others by date.
  if (rangeType === 2) list = list.filter((h) => h.conditions === body.shouldFields.length);
  // dates are YYYY-MM-DD (or none, last): compared as strings
  const byDate = (a: Ranked, b: Ranked) => {
    const [x, y] = [a.mark.announcementDate ?? '', b.mark.announcementDate ?? ''];
    return x < y ? 1 : x > y ? -1 : b.mark.id - a.mark.id;
  };
  list.sort(rangeType === 3 ? (a, b) => b.score - a.score || byDate(a, b) : byDate);
  const page = list.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  // Candidates carry only what they are ranked by: the page's marks are read whole.
  const full = await marksById(db, page.filter((h) => !('appNo' in h.mark)).map((h) => h.mark.id));
  return { total: list.length, pageNo, pageSize, list: page.map((h) => hitOf(full.get(h.mark.id) ?? h.mark, h.score, h.reasons, h.matchedBy)) };
}

/** One mark of an image search, with its Hamming distance to the query. */
export interface ImageHit { mark: PublicMark; distance: number }

/**
 * The marks whose image hash is within maxDistance of a hash, nearest first (then the newest loaded), a page of them
 * and their count. Multi-index hashing (migration 055): the candidates come index-only from the four chunk indexes
 * (chunk values within maxDistance / 4 bits of the query's, shared/imageHash.ts chunkProbes), then their full
 * distance is checked; only the page's rows are read from the table.
 */
export async function imageSearch(db: Queryable, hash: string, o: { maxDistance: number; tmCl?: number[]; pageNo: number; pageSize: number }): Promise<{ total: number; list: ImageHit[] }> {
  const params: unknown[] = [hashToBigint(hash)];
  const cls = o.tmCl?.length ? ` and tm_cl = any($${params.push(o.tmCl)}::int[])` : '';
  const arms = chunkProbes(hash, o.maxDistance).map(
    (values, i) => `select id, image_hash from public_marks where image_hash is not null and image_c${i} = any($${params.push(values)}::int[])${cls}`,
  );
  const r = await db.query<{ id: number; d: number; total: number }>(
    `with c as (${arms.join(' union ')}),
          n as (select id, bit_count((image_hash # $1::bigint)::bit(64))::int as d from c)
     select id, d, count(*) over ()::int as total from n where d <= $${params.push(o.maxDistance)} order by d, id desc
      limit ${o.pageSize} offset ${(o.pageNo - 1) * o.pageSize}`,
    params,
  );
  if (!r.rows.length) {
    // a page past the end still says how many there are
    const total = o.pageNo > 1 ? (await imageSearch(db, hash, { ...o, pageNo: 1, pageSize: 1 })).total : 0;
    return { total, list: [] };
  }
  const marks = await db.query(`select ${MARK_COLUMNS} from public_marks where id = any($1::int[])`, [r.rows.map((x) => x.id)]);
  const byId = new Map(marks.rows.map((m) => [m.id as number, toMark(m)]));
  return { total: r.rows[0].total, list: r.rows.filter((x) => byId.has(x.id)).map((x) => ({ mark: byId.get(x.id)!, distance: x.d })) };
}
