// Country calls (issue 5; spec 3.16, 7.2 /api/getCopyrightCountry, 7.9 /countryCtg/treeList and reSave).
// The tenant's grouping lives in country_categories under row-level security; reSave replaces it whole.
import type { CountryCategoryInput, CountryNode } from '../../../generated/types';
import { leafNode, countryTree, defaultCategories } from './countries';
import type { Queryable } from '../../../server/db/types';
import { signedIn, type Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';

const MAX_NODES = 2000;
const MAX_DEPTH = 4;

export const tree: Handler<'country.tree'> = async () => ({ list: countryTree() });

interface CategoryRow { id: number; parent_id: number | null; name: string; code: string }

async function readCategories(db: Queryable): Promise<{ list: CountryNode[]; custom: boolean }> {
  const state = await db.query('select 1 from country_category_state');
  if (!state.rows.length) return { list: defaultCategories(), custom: false };
  const rows = (await db.query<CategoryRow>('select id, parent_id, name, code from country_categories order by sort, id')).rows;
  const kids = new Map<number | null, CategoryRow[]>();
  for (const r of rows) kids.set(r.parent_id, [...(kids.get(r.parent_id) ?? []), r]);
  const build = (parent: number | null): CountryNode[] =>
    (kids.get(parent) ?? []).map((r) => {
      const sub = kids.get(r.id);
      if (sub) return { name: r.name, code: r.code, kind: 'category', subList: build(r.id) };
      const leaf = leafNode(r.code);
      return leaf ? { ...leaf, name: r.name || leaf.name } : { name: r.name, code: r.code, kind: 'category', subList: [] };
    });
  return { list: build(null), custom: true };
}

export const categoryTree: Handler<'country.categoryTree'> = async (ctx) => readCategories(ctx.db);

/** Checks a submitted tree: categories need a name, leaves a known country or regional office code. */
export function checkCategories(list: CountryCategoryInput[]): void {
  let count = 0;
  const visit = (nodes: CountryCategoryInput[], depth: number, where: string) => {
    if (depth > MAX_DEPTH) throw fail.validation(`分组最多 ${MAX_DEPTH} 层`);
    const codes = new Set<string>();
    nodes.forEach((n, i) => {
      if (++count > MAX_NODES) throw fail.validation(`分组节点最多 ${MAX_NODES} 个`);
      const at = `${where}第 ${i + 1} 项`;
      const name = n.name.trim();
      if (n.subList) {
        if (!name) throw fail.validation(`${at}：分组名称不能为空`);
        visit(n.subList, depth + 1, `${at}（${name}）下`);
      } else {
        const code = (n.code ?? '').toUpperCase();
        if (!leafNode(code)) throw fail.validation(`${at}：未知的国家/地区代码 ${n.code ?? ''}`);
        if (codes.has(code)) throw fail.validation(`${at}：${code} 在同一分组中重复`);
        codes.add(code);
      }
    });
  };
  visit(list, 1, '');
}

export const saveCategories: Handler<'country.saveCategories'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  checkCategories(body.list);
  // Row-level security already limits this to the caller's tenant; the WHERE keeps it so if a policy is lost.
  await ctx.db.query(`delete from country_categories where tenant_id = current_setting('app.tenant_id')::integer`);
  const insert = async (nodes: CountryCategoryInput[], parent: number | null) => {
    for (const [i, n] of nodes.entries()) {
      const code = n.subList ? (n.code ?? '').trim() : (n.code ?? '').toUpperCase();
      const r = await ctx.db.query<{ id: number }>(
        `insert into country_categories (tenant_id, parent_id, name, code, sort, updated_by)
         values (current_setting('app.tenant_id')::integer, $1, $2, $3, $4, $5) returning id`,
        [parent, n.name.trim(), code, i, session.userId],
      );
      if (n.subList) await insert(n.subList, r.rows[0].id);
    }
  };
  await insert(body.list, null);
  await ctx.db.query(
    `insert into country_category_state (tenant_id) values (current_setting('app.tenant_id')::integer)
     on conflict (tenant_id) do update set saved_at = now()`,
  );
  return readCategories(ctx.db);
};
