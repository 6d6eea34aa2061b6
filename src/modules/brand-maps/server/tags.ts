// Tags on trademarks (spec 3.13, 6, 7.4): statistics and writes over a scope of marks, in three variants
//   selection  trademark ids joined with '#'
//   own        the tenant's own marks: applicant is one of its enterprises (企业管理)
//   condition  the archive's filter form: the list engine's WHERE over the brandRecords source
// Row-level security keeps all of it inside the caller's tenant. A write is one UPDATE (array union/removal,
// no duplicates, order kept) whose RETURNING feeds the record history in the same statement.
import { listSpecs } from '../../../generated/list-specs';
import type { TagStatistics, TagWriteResult } from '../../../generated/types';
import type { Queryable } from '../../../server/db/types';
import { fail } from '../../../server/http/errors';
import { listDefinitions } from '../../../server/custom-fields/definitions';
import { customConditions, type CustomFilter } from '../../../server/lists/custom-filters';
import { Params, usesCustomFields, whereClause } from '../../../server/lists/engine';
import { dataScopeOf, dataScopeSql, specScopeCondition } from '../../../server/lists/data-scope';
import { taggableIds } from './maps';

/** Marks a selection may name (as an export's ids). */
export const MAX_SELECTION = 10_000;
/**
 * Up to this many changed marks a write logs one history entry per mark (what a user looks for on a
 * record's history); above it one summary entry (record_id 0, entity trademarkTags) so tagging 100,000
 * marks by filter does not write 100,000 log rows. The summary keeps the filter and the node ids.
 */
export const PER_MARK_LOG_LIMIT = 1000;
export const HISTORY_ENTITY = 'trademark';
export const SUMMARY_ENTITY = 'trademarkTags';

export type TagScope =
  | { kind: 'selection'; ids: number[] }
  | { kind: 'own' }
  | { kind: 'condition'; condition: { filters?: Record<string, unknown>; customFilters?: Record<string, CustomFilter> } };

export function parseSelection(trademark: string): number[] {
  const ids = [...new Set(trademark.split('#').filter(Boolean).map(Number))];
  if (ids.length > MAX_SELECTION) throw fail.validation(`一次最多选择 ${MAX_SELECTION} 条商标`);
  return ids;
}

export function parseNodeIds(list: string | undefined): string[] {
  return [...new Set((list ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
}

const spec = () => listSpecs.brandRecords;

/**
 * FROM + WHERE of the scope over the archive's list source (alias t), with its parameters. The caller's data scope
 * narrows every variant as it narrows the list: marks outside it are neither counted nor tagged.
 */
async function scopeSql(db: Queryable, scope: TagScope): Promise<{ from: string; params: unknown[] }> {
  const s = spec();
  const p = new Params();
  const inScope = specScopeCondition(s, dataScopeOf(db));
  const extra: string[] = inScope ? [inScope] : [];
  let filters: Record<string, unknown> | undefined;
  if (scope.kind === 'selection') extra.push(`t.id = any(${p.add(scope.ids)}::int[])`);
  else if (scope.kind === 'own') extra.push(`t.applicant in (select e.applicant_name from enterprises e where e.deleted_at is null)`);
  else {
    filters = scope.condition.filters;
    if (usesCustomFields(scope.condition, s)) {
      if (s.customFieldModule === null) throw fail.validation('该列表没有自定义字段');
      extra.push(...customConditions(s, await listDefinitions(db, s.customFieldModule), scope.condition, p));
    }
  }
  return { from: `from "${s.source}" t ${whereClause(s, filters, p, extra)}`, params: p.values };
}

/** count, the tags every mark of the scope carries (selectAll) and those only some carry (partSelect). */
export async function tagStatistics(db: Queryable, scope: TagScope): Promise<TagStatistics> {
  const { from, params } = await scopeSql(db, scope);
  const r = await db.query<{ count: number; tags: Array<{ nodeId: string; num: number }> | string | null }>(
    `with scoped as (select t.tag_ids ${from})
     select (select count(*)::int from scoped) as count,
            (select json_agg(json_build_object('nodeId', tag, 'num', num) order by tag)
               from (select tag, count(*)::int as num from scoped, unnest(scoped.tag_ids) tag group by tag) g) as tags`,
    params,
  );
  const { count } = r.rows[0];
  const raw = r.rows[0].tags;
  const tags = (typeof raw === 'string' ? JSON.parse(raw) : raw ?? []) as Array<{ nodeId: string; num: number }>;
  return {
    count,
    selectAll: tags.filter((t) => t.num >= count).map((t) => t.nodeId),
    partSelect: tags.filter((t) => t.num < count),
  };
}

export interface TagWrite {
  add: string[];
  remove: string[];
}

/** Adds and removes tags on every mark of the scope in one statement; logs to the record history. */
export async function writeTags(db: Queryable, userId: number, scope: TagScope, write: TagWrite): Promise<TagWriteResult> {
  const add = write.add.filter((id) => !write.remove.includes(id));
  const remove = write.remove;
  if (!add.length && !remove.length) throw fail.validation('请选择要添加或移除的标签');
  if (add.length) {
    const known = await taggableIds(db);
    const unknown = add.find((id) => !known.has(id));
    if (unknown) throw fail.validation(`标签 ${unknown} 不存在或已删除`);
  }
  const { from, params } = await scopeSql(db, scope);
  const n = params.length;
  const addP = `$${n + 1}::text[]`;
  const delP = `$${n + 2}::text[]`;
  const labels = await labelsOf(db, [...add, ...remove]);
  const summary = [
    add.length ? `添加标签：${add.map((id) => labels.get(id) ?? id).join('、')}` : '',
    remove.length ? `移除标签：${remove.map((id) => labels.get(id) ?? id).join('、')}` : '',
  ].filter(Boolean).join('；');
  // One statement: the scope, the update of the marks whose tags change, and the history rows (per mark
  // up to the limit, else none here: the summary entry follows).
  const r = await db.query<{ matched: number; updated: number }>(
    `with scoped as (select t.id ${from}),
     changed as (
       update trademarks m
          set tag_ids = array(select x from unnest(m.tag_ids || ${addP}) with ordinality u(x, i)
                               where x <> all(${delP}) group by x order by min(i)),
              updated_at = now()
         from scoped
        where m.id = scoped.id and (not m.tag_ids @> ${addP} or m.tag_ids && ${delP})
       returning m.id, m.tag_ids
     ),
     logged as (
       insert into operate_log (tenant_id, user_id, entity, record_id, action, summary, detail)
       select current_setting('app.tenant_id')::integer, $${n + 3}, '${HISTORY_ENTITY}', c.id, 'tags', $${n + 4},
              jsonb_build_object('add', to_jsonb(${addP}), 'remove', to_jsonb(${delP}), 'tagIds', to_jsonb(c.tag_ids))
         from changed c
        where (select count(*) from changed) <= ${PER_MARK_LOG_LIMIT}
       returning 1
     )
     select (select count(*)::int from scoped) as matched, (select count(*)::int from changed) as updated`,
    [...params, add, remove, userId, summary],
  );
  const { matched, updated } = r.rows[0];
  if (updated > PER_MARK_LOG_LIMIT)
    await db.query(
      `insert into operate_log (tenant_id, user_id, entity, record_id, action, summary, detail)
       values (current_setting('app.tenant_id')::integer, $1, '${SUMMARY_ENTITY}', 0, 'tags', $2, $3)`,
      [userId, `${summary}（${updated} 条商标）`, JSON.stringify({ add, remove, updated, scope })],
    );
  return { matched, updated };
}

async function labelsOf(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!ids.length) return out;
  const r = await db.query<{ id: string; text: string }>(
    `with recursive nodes as (
       select map->'root' as node from brand_maps where node_ids && $1::text[]
       union all select c from nodes, jsonb_array_elements(coalesce(node->'children', '[]'::jsonb)) c
     ) select node->>'id' as id, node->>'text' as text from nodes where node->>'id' = any($1::text[])`,
    [ids],
  );
  for (const row of r.rows) out.set(row.id, row.text);
  return out;
}

/** Removes one tag from one mark (spec 7.4 single-record removal). */
export async function removeOneTag(db: Queryable, userId: number, id: number, nodeId: string): Promise<TagWriteResult> {
  const exists = await db.query(`select 1 from trademarks where id = $1 and deleted_at is null${dataScopeSql(db, spec())}`, [id]);
  if (!exists.rows.length) throw fail.notFound('商标不存在或已删除');
  return writeTags(db, userId, { kind: 'selection', ids: [id] }, { add: [], remove: [nodeId] });
}
