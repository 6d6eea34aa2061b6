// Reading the classification: editions, the class tree (spec 3.16 cgId/cgName/cgNum/dirLevel/cgList/count),
// goods search (any-length Chinese, pinyin, initials, codes) grouped by class and group, lookup by code,
// matching pasted names, and similar goods (the groups of given goods and the other items of those groups).
// Without an imported edition the 45 built-in classes still answer (classes.ts). Calls that name no edition use
// the tenant's active edition (listEditions).
import type { CgNode, GoodsByClass, GoodsItem, NiceEdition, SimilarGoodsGroup } from '../../../generated/types';
import type { Queryable } from '../../../server/db/types';
import { fail } from '../../../server/http/errors';
import { containsPattern, normalize, termGrams } from '../../../server/lists/search';
import { NICE_CLASSES, classCode, niceClass } from './classes';
import { classGram, editionGram } from './importer';

interface EditionRow {
  edition: string;
  ncl_version: number | null;
  edition_year: number | null;
  class_count: number;
  group_count: number;
  item_count: number;
  imported_at: Date | string;
  label: string;
  builtin: boolean;
}

const toEdition = (r: EditionRow, active: boolean): NiceEdition => ({
  edition: r.edition,
  label: r.label || r.edition.toUpperCase(),
  nclVersion: r.ncl_version,
  editionYear: r.edition_year,
  classCount: r.class_count,
  groupCount: r.group_count,
  itemCount: r.item_count,
  importedAt: new Date(r.imported_at).toISOString(),
  builtin: r.builtin,
  active,
});

/**
 * The usable (completely imported) editions, newest first (by edition year, Nice edition, then import time),
 * with the caller's tenant's active one marked: the one the tenant chose (设为当前版本), else the newest shipped
 * edition, else the newest. Outside a tenant scope the default applies.
 */
export async function listEditions(db: Queryable): Promise<NiceEdition[]> {
  const r = await db.query<EditionRow & { chosen: boolean }>(
    `select e.edition, e.ncl_version, e.edition_year, e.class_count, e.group_count, e.item_count, e.imported_at, e.label, e.builtin,
            exists (select 1 from nice_tenant_editions t
                     where t.edition = e.edition and t.tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer) as chosen
       from nice_editions e where e.ready
      order by e.edition_year desc nulls last, e.ncl_version desc nulls last, e.imported_at desc, e.edition`,
  );
  const active = r.rows.find((e) => e.chosen) ?? r.rows.find((e) => e.builtin) ?? r.rows[0];
  return r.rows.map((e) => toEdition(e, e === active));
}

/** The asked edition (40400 when it is not imported), or the tenant's active one; null when none is imported. */
export async function resolveEdition(db: Queryable, edition?: string): Promise<NiceEdition | null> {
  return pickEdition(await listEditions(db), edition);
}

/** resolveEdition over an already read list of editions. */
export function pickEdition(editions: readonly NiceEdition[], edition?: string): NiceEdition | null {
  if (edition === undefined) return editions.find((e) => e.active) ?? editions[0] ?? null;
  const found = editions.find((e) => e.edition === edition);
  if (!found) throw fail.notFound(`未找到区分表版本 ${edition}`);
  return found;
}

interface EntryRow {
  level: number;
  code: string;
  parent_code: string;
  class_no: number;
  name: string;
}

const className = (no: number) => niceClass(no)?.zh ?? `第${no}类`;

function classNode(no: number, heading: string | undefined, count: number, isLeaf: boolean): CgNode {
  const c = niceClass(no)!;
  return {
    cgId: c.code,
    cgNum: c.code,
    cgName: c.zh,
    cgNameEn: c.en,
    ...(heading ? { heading } : {}),
    dirLevel: 0,
    classNo: no,
    parentNum: null,
    count,
    isLeaf,
  };
}

function entryNode(r: EntryRow, count: number): CgNode {
  if (r.level === 1)
    return { cgId: r.code, cgNum: r.code, cgName: r.name, dirLevel: 1, classNo: r.class_no, parentNum: r.parent_code, count, isLeaf: count === 0 };
  return { cgId: `${r.parent_code}/${r.code}`, cgNum: r.code, cgName: r.name, dirLevel: 2, classNo: r.class_no, parentNum: r.parent_code, count: 0, isLeaf: true };
}

/** Items per group of an edition. */
async function groupCounts(db: Queryable, edition: string, classNos?: number[]): Promise<Map<string, number>> {
  const r = await db.query<{ parent_code: string; n: number }>(
    `select parent_code, count(*)::int as n from nice_entries
      where edition = $1 and level = 2 ${classNos?.length ? 'and class_no = any($2::smallint[])' : ''}
      group by parent_code`,
    classNos?.length ? [edition, classNos] : [edition],
  );
  return new Map(r.rows.map((x) => [x.parent_code, x.n]));
}

/**
 * The class tree: every class (built-in headings; the edition's full heading as `heading`) with its groups,
 * and with withItems also every item. Without an edition: the 45 classes, no groups.
 */
export async function classTree(db: Queryable, edition: NiceEdition | null, opts: { withItems?: boolean; classNos?: number[] } = {}): Promise<CgNode[]> {
  const wanted = opts.classNos?.length ? new Set(opts.classNos) : null;
  const classes = NICE_CLASSES.filter((c) => !wanted || wanted.has(c.no));
  if (!edition) return classes.map((c) => classNode(c.no, undefined, 0, true));
  const filter = wanted ? 'and class_no = any($2::smallint[])' : '';
  const params = wanted ? [edition.edition, [...wanted]] : [edition.edition];
  const [rows, counts] = await Promise.all([
    db.query<EntryRow>(
      `select level, code, parent_code, class_no, name from nice_entries
        where edition = $1 and level ${opts.withItems ? '<= 2' : '< 2'} ${filter}
        order by class_no, level, line_no`,
      params,
    ),
    groupCounts(db, edition.edition, opts.classNos),
  ]);
  const headings = new Map<number, string>();
  const groupsByClass = new Map<number, CgNode[]>();
  const itemsByGroup = new Map<string, CgNode[]>();
  for (const r of rows.rows) {
    if (r.level === 0) headings.set(r.class_no, r.name);
    else if (r.level === 1) {
      const node = entryNode(r, counts.get(r.code) ?? 0);
      if (opts.withItems) node.cgList = [];
      const list = groupsByClass.get(r.class_no) ?? [];
      list.push(node);
      groupsByClass.set(r.class_no, list);
    } else {
      const list = itemsByGroup.get(r.parent_code) ?? [];
      list.push(entryNode(r, 0));
      itemsByGroup.set(r.parent_code, list);
    }
  }
  return classes.map((c) => {
    const groups = groupsByClass.get(c.no) ?? [];
    if (opts.withItems) for (const g of groups) g.cgList = itemsByGroup.get(g.cgNum) ?? [];
    const node = classNode(c.no, headings.get(c.no), groups.reduce((n, g) => n + g.count, 0), groups.length === 0);
    node.cgList = groups;
    return node;
  });
}

/** Children of a class (its groups) or of a group (its items). */
export async function children(db: Queryable, edition: NiceEdition | null, parentCode: string): Promise<CgNode[]> {
  if (!edition) return [];
  if (parentCode.length === 2) {
    const [rows, counts] = await Promise.all([
      db.query<EntryRow>(
        `select level, code, parent_code, class_no, name from nice_entries where edition = $1 and parent_code = $2 and level = 1 order by line_no`,
        [edition.edition, parentCode],
      ),
      groupCounts(db, edition.edition, [Number(parentCode)]),
    ]);
    return rows.rows.map((r) => entryNode(r, counts.get(r.code) ?? 0));
  }
  const rows = await db.query<EntryRow>(
    `select level, code, parent_code, class_no, name from nice_entries where edition = $1 and parent_code = $2 and level = 2 order by line_no`,
    [edition.edition, parentCode],
  );
  return rows.rows.map((r) => entryNode(r, 0));
}

interface ItemRow { code: string; name: string; parent_code: string; class_no: number; group_name: string }

const toItem = (r: ItemRow): GoodsItem => ({ code: r.code, name: r.name, groupCode: r.parent_code, groupName: r.group_name, classNo: r.class_no });

/** Items with their group's name; extra columns go after the standard ones. */
const itemSelect = (extra = '') => `select i.code, i.name, i.parent_code, i.class_no, coalesce(g.name, '') as group_name${extra}
  from nice_entries i
  left join nice_entries g on g.edition = i.edition and g.level = 1 and g.code = i.parent_code`;

/** Items grouped by class, then group, in the order given (already the book's order). */
export function groupByClass(items: GoodsItem[]): GoodsByClass[] {
  const classes = new Map<number, GoodsByClass>();
  for (const it of items) {
    let c = classes.get(it.classNo);
    if (!c) {
      c = { classNo: it.classNo, cgNum: classCode(it.classNo), cgName: className(it.classNo), groups: [] };
      classes.set(it.classNo, c);
    }
    let g = c.groups[c.groups.length - 1];
    if (!g || g.cgNum !== it.groupCode) {
      g = c.groups.find((x) => x.cgNum === it.groupCode) ?? { cgNum: it.groupCode, cgName: it.groupName, items: [] };
      if (!c.groups.includes(g)) c.groups.push(g);
    }
    g.items.push(it);
  }
  return [...classes.values()];
}

const CODE_TERM = /^(c?\d{2,6})$/i;
const HAN = /\p{Script=Han}/u;

/**
 * Goods/service items whose name contains the keyword (Chinese of any length, full pinyin or initials), or whose
 * code or group code starts with it when it is a code. The edition, the class filter and the term's grams are
 * one GIN lookup on search_grams; a 1-2 character term's grams are exact (a gram is two adjacent characters of
 * the name, its pinyin or initials), longer terms are rechecked for adjacency with LIKE.
 */
export async function searchGoods(
  db: Queryable,
  edition: NiceEdition | null,
  opts: { keyword: string; classNos?: number[]; limit?: number },
): Promise<{ total: number; truncated: boolean; list: GoodsByClass[] }> {
  const term = normalize(opts.keyword);
  if (!edition || !term) return { total: 0, truncated: false, list: [] };
  const params: unknown[] = [edition.edition];
  const add = (v: unknown) => `$${params.push(v)}`;
  let where: string;
  if (CODE_TERM.test(term)) {
    const prefix = add(term.toUpperCase() + '%');
    where = `i.edition = $1 and i.level = 2 and (i.code like ${prefix} or i.parent_code like ${prefix})`;
    if (opts.classNos?.length) where += ` and i.class_no = any(${add(opts.classNos)}::smallint[])`;
  } else {
    where = `i.search_grams @> ${add([editionGram(edition.edition), ...termGrams(0, term)])}::text[]`;
    if (opts.classNos?.length) where += ` and i.search_grams && ${add(opts.classNos.map(classGram))}::text[]`;
    if (Array.from(term).length > 2) {
      const like = add(containsPattern(term));
      where += HAN.test(term) ? ` and i.search_name like ${like}` : ` and (i.search_name like ${like} or i.search_text like ${like})`;
    }
  }
  // The table is small enough that the planner prefers a sequential scan for common characters, but checking
  // the gram arrays of every row costs far more than it assumes (20-30 ms against 1-5 ms through the index).
  await db.query(`select set_config('enable_seqscan', 'off', true)`);
  const r = await db.query<ItemRow & { total: number }>(
    `with m as (
       select i.code, i.name, i.parent_code, i.class_no, i.line_no, count(*) over ()::int as total
         from nice_entries i where ${where}
        order by i.class_no, i.parent_code, i.line_no
        limit ${add(opts.limit ?? 200)})
     select m.code, m.name, m.parent_code, m.class_no, m.total, coalesce(g.name, '') as group_name
       from m left join nice_entries g on g.edition = $1 and g.level = 1 and g.code = m.parent_code
      order by m.class_no, m.parent_code, m.line_no`,
    params,
  );
  await db.query(`select set_config('enable_seqscan', 'on', true)`);
  const total = r.rows[0]?.total ?? 0;
  return { total, truncated: total > r.rows.length, list: groupByClass(r.rows.map(toItem)) };
}

/** Items by code (one per group a code sits in), in the order asked; codes not in the edition are missing. */
export async function lookupCodes(db: Queryable, edition: NiceEdition | null, codes: string[]): Promise<{ items: GoodsItem[]; missing: string[] }> {
  const wanted = [...new Set(codes.map((c) => c.toUpperCase()))];
  if (!edition || !wanted.length) return { items: [], missing: wanted };
  const r = await db.query<ItemRow>(
    `${itemSelect()} where i.edition = $1 and i.level = 2 and i.code = any($2::text[]) order by i.class_no, i.parent_code, i.line_no`,
    [edition.edition, wanted],
  );
  const byCode = new Map<string, GoodsItem[]>();
  for (const row of r.rows) byCode.set(row.code, [...(byCode.get(row.code) ?? []), toItem(row)]);
  return { items: wanted.flatMap((c) => byCode.get(c) ?? []), missing: wanted.filter((c) => !byCode.has(c)) };
}


/**
 * Matches names against the whole item names and their synonyms (aliases). A name matching nothing exactly
 * is unmatched; the picker then offers a search for it.
 */
export async function matchNames(
  db: Queryable,
  edition: NiceEdition | null,
  names: string[],
  classNos?: number[],
): Promise<{ matched: Array<{ input: string; items: GoodsItem[] }>; unmatched: string[] }> {
  const inputs = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (!edition || !inputs.length) return { matched: [], unmatched: inputs };
  const keys = inputs.map((n) => normalize(n.replace(/[*＊]+$/, '')));
  const params: unknown[] = [edition.edition, [...new Set(keys)]];
  const classFilter = classNos?.length ? `and i.class_no = any($${params.push(classNos)}::smallint[])` : '';
  const r = await db.query<ItemRow & { aliases: string[] }>(
    `${itemSelect(', i.aliases')}
      where i.edition = $1 and i.level = 2 and i.aliases && $2::text[] ${classFilter}
      order by i.class_no, i.parent_code, i.line_no`,
    params,
  );
  const byKey = new Map<string, GoodsItem[]>();
  for (const row of r.rows) for (const a of row.aliases) byKey.set(a, [...(byKey.get(a) ?? []), toItem(row)]);
  const matched: Array<{ input: string; items: GoodsItem[] }> = [];
  const unmatched: string[] = [];
  inputs.forEach((input, i) => {
    const items = byKey.get(keys[i]);
    if (items?.length) matched.push({ input, items });
    else unmatched.push(input);
  });
  return { matched, unmatched };
}

/**
 * Similar goods of the given items: every group each item sits in (one code may sit in several), with the
 * given items of that group and its other items. Codes and names not in the edition come back as unmatched.
 */
export async function similarGoods(
  db: Queryable,
  edition: NiceEdition | null,
  given: { codes?: string[]; names?: string[] },
): Promise<{ goods: GoodsItem[]; unmatched: string[]; groups: SimilarGoodsGroup[] }> {
  const codes = given.codes ?? [];
  const names = given.names ?? [];
  if (!edition) return { goods: [], unmatched: [...codes, ...names], groups: [] };
  const byCode = codes.length ? await lookupCodes(db, edition, codes) : { items: [], missing: [] };
  const byName = names.length ? await matchNames(db, edition, names) : { matched: [], unmatched: [] };
  // A matched code's other groups count too: look every matched code up again by code.
  const matchedCodes = [...new Set([...byCode.items, ...byName.matched.flatMap((m) => m.items)].map((i) => i.code))];
  const goods = matchedCodes.length ? (await lookupCodes(db, edition, matchedCodes)).items : [];
  goods.sort((a, b) => a.classNo - b.classNo || a.groupCode.localeCompare(b.groupCode) || a.code.localeCompare(b.code));
  const groupCodes = [...new Set(goods.map((g) => g.groupCode))];
  const groups: SimilarGoodsGroup[] = [];
  if (groupCodes.length) {
    const r = await db.query<ItemRow>(
      `${itemSelect()} where i.edition = $1 and i.level = 2 and i.parent_code = any($2::text[]) order by i.class_no, i.parent_code, i.line_no`,
      [edition.edition, groupCodes],
    );
    const mine = new Set(goods.map((g) => `${g.groupCode}/${g.code}`));
    const byGroup = new Map<string, ItemRow[]>();
    for (const row of r.rows) byGroup.set(row.parent_code, [...(byGroup.get(row.parent_code) ?? []), row]);
    for (const code of [...groupCodes].sort()) {
      const rows = byGroup.get(code) ?? [];
      const first = rows[0];
      const classNo = first?.class_no ?? Number(code.slice(0, 2));
      groups.push({
        groupCode: code,
        groupName: first?.group_name ?? '',
        classNo,
        className: className(classNo),
        goods: rows.filter((x) => mine.has(`${x.parent_code}/${x.code}`)).map(toItem),
        others: rows.filter((x) => !mine.has(`${x.parent_code}/${x.code}`)).map(toItem),
        count: rows.length,
      });
    }
  }
  return { goods, unmatched: [...byCode.missing, ...byName.unmatched], groups };
}

// --- A trademark's goods (applyNo = regNo_class) -------------------------------------------------------------

/** Columns of the trademarks table that may hold a mark's goods, in order of preference. */
const GOODS_COLUMNS = ['goods_items', 'goods_info', 'goods', 'cg_info', 'brand_cg_info', 'goods_item'];

export interface TrademarkGoods {
  regNo: string;
  tmCl: number;
  tmName: string;
  edition: string | null;
  codes: string[];
  names: string[];
}

/** Splits an applyNo "regNo_class" (e.g. 12345678_9 or 12345678_09). */
export function parseApplyNo(applyNo: string): { regNo: string; tmCl: number } | null {
  const m = /^(.+)_(\d{1,2})$/.exec(applyNo.trim());
  if (!m) return null;
  const tmCl = Number(m[2]);
  return tmCl >= 1 && tmCl <= 45 ? { regNo: m[1].trim(), tmCl } : null;
}

/** Codes and names out of a stored goods value: JSON (array of strings or {code, name} objects) or text lists. */
export function goodsEntries(value: unknown): { codes: string[]; names: string[] } {
  const codes: string[] = [];
  const names: string[] = [];
  const addText = (text: string) => {
    for (const part of text.split(/[;；\n]+/)) {
      const t = part.trim().replace(/\|\d$/, '');
      if (!t) continue;
      const m = /^(C?\d{6})(?:[\s:：]+(.*))?$/i.exec(t);
      if (m) {
        codes.push(m[1].toUpperCase());
        if (m[2]?.trim()) names.push(m[2].trim());
      } else names.push(t);
    }
  };
  const visit = (v: unknown) => {
    if (v === null || v === undefined) return;
    if (typeof v === 'string') {
      const s = v.trim();
      if ((s.startsWith('[') || s.startsWith('{')) && s.length > 1) {
        try {
          return visit(JSON.parse(s));
        } catch {
          // plain text after all
        }
      }
      return addText(s);
    }
    if (Array.isArray(v)) return v.forEach(visit);
    if (typeof v === 'object') {
      const o = v as Record<string, unknown>;
      const code = o.code ?? o.goodsCode ?? o.cgNum;
      const name = o.name ?? o.goodsName ?? o.cgName;
      if (typeof code === 'string' && /^C?\d{6}$/i.test(code)) codes.push(code.toUpperCase());
      else if (typeof name === 'string' && name.trim()) names.push(name.trim());
      const nested = o.items ?? o.goods ?? o.list ?? o.cgList;
      if (nested) visit(nested);
    }
  };
  visit(value);
  return { codes: [...new Set(codes)], names: [...new Set(names)] };
}

/**
 * The goods of the tenant's mark regNo in class tmCl, read from the trademarks table (row-level security keeps
 * it to the caller's tenant). 40400 未找到该商标 when there is no such mark, or the table keeps no goods yet.
 */
export async function trademarkGoods(db: Queryable, applyNo: string): Promise<TrademarkGoods> {
  const parsed = parseApplyNo(applyNo);
  if (!parsed) throw fail.validation('申请号格式应为 注册号_类别，例如 12345678_9');
  const cols = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'trademarks'`,
  );
  const have = new Set(cols.rows.map((c) => c.column_name));
  const goodsColumn = GOODS_COLUMNS.find((c) => have.has(c));
  if (!goodsColumn || !have.has('reg_no') || !have.has('tm_cl')) throw fail.notFound('未找到该商标');
  const editionColumn = have.has('nice_edition') ? 'nice_edition' : null;
  const r = await db.query<{ reg_no: string; tm_cl: number; tm_name: string | null; goods: unknown; edition: string | null }>(
    `select reg_no, tm_cl, ${have.has('tm_name') ? 'tm_name' : "''"} as tm_name, ${goodsColumn} as goods,
            ${editionColumn ?? 'null::text'} as edition
       from trademarks where reg_no = $1 and tm_cl = $2 ${have.has('deleted_at') ? 'and deleted_at is null' : ''}
      limit 1`,
    [parsed.regNo, parsed.tmCl],
  );
  const row = r.rows[0];
  if (!row) throw fail.notFound('未找到该商标');
  const { codes, names } = goodsEntries(row.goods);
  return { regNo: row.reg_no, tmCl: row.tm_cl, tmName: row.tm_name ?? '', edition: row.edition, codes, names };
}
