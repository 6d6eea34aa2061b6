// Tags on trademarks (spec 3.13, 6, 7.4): statistics and writes over a scope of marks, in three variants
//   selection  trademark ids joined with '#'
//   own        the tenant's own marks: applicant is one of its enterprises (企业管理)
//   condition  the archive's filter form: the list engine's WHERE over the brandRecords source
// Row-level security keeps all of it inside the caller's tenant, the caller's data scope inside what they see. A
// write is one UPDATE (array union/removal, no duplicates, order kept) whose RETURNING feeds the record history in
// the same statement: within the call up to TAG_INLINE_LIMIT marks, else as a batch task of such steps.
import { listSpecs } from '../../../generated/list-specs';
import type { TagStatistics, TagWriteResult, TagWriteTask } from '../../../generated/types';
import type { Queryable } from '../../../server/db/types';
import { fail } from '../../../server/http/errors';
import { listDefinitions } from '../../../server/custom-fields/definitions';
import { customConditions, type CustomFilter } from '../../../server/lists/custom-filters';
import { Params, usesCustomFields, whereClause } from '../../../server/lists/engine';
import { bindDataScope, dataScopeOf, dataScopeSql, specScopeCondition, type DataScope } from '../../../server/lists/data-scope';
import { withTenant } from '../../../server/db/tenant';
import { enqueueTask, TaskInterrupted, type TaskRow, type TaskRun } from '../../../server/tasks/runner';
import { taggableIds } from './maps';
import { TAG_INLINE_LIMIT } from './tag-limits';

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
async function scopeSql(db: Queryable, scope: TagScope, afterId?: number): Promise<{ from: string; params: unknown[] }> {
  const s = spec();
  const p = new Params();
  const inScope = specScopeCondition(s, dataScopeOf(db));
  const extra: string[] = inScope ? [inScope] : [];
  if (afterId !== undefined) extra.push(`t.id > ${p.add(afterId)}`);
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

export const TAG_WRITE_TASK = 'tagWrite';

interface PreparedWrite extends TagWrite {
  /** The history's text: 添加标签：…；移除标签：… */
  summary: string;
}

async function prepareWrite(db: Queryable, write: TagWrite): Promise<PreparedWrite> {
  const add = write.add.filter((id) => !write.remove.includes(id));
  const remove = write.remove;
  if (!add.length && !remove.length) throw fail.validation('请选择要添加或移除的标签');
  if (add.length) {
    const known = await taggableIds(db);
    const unknown = add.find((id) => !known.has(id));
    if (unknown) throw fail.validation(`标签 ${unknown} 不存在或已删除`);
  }
  const labels = await labelsOf(db, [...add, ...remove]);
  const summary = [
    add.length ? `添加标签：${add.map((id) => labels.get(id) ?? id).join('、')}` : '',
    remove.length ? `移除标签：${remove.map((id) => labels.get(id) ?? id).join('、')}` : '',
  ].filter(Boolean).join('；');
  return { add, remove, summary };
}

interface StepResult { matched: number; updated: number; lastId: number | null }

/**
 * One statement: the marks of `scoped` (a SELECT of t.id with its params), the update of those whose tags change,
 * and one history row per changed mark when their number stays within logBudget (else none: a summary follows).
 */
async function writeStep(db: Queryable, userId: number, scoped: string, params: unknown[], w: PreparedWrite, logBudget: number): Promise<StepResult> {
  const n = params.length;
  const addP = `$${n + 1}::text[]`;
  const delP = `$${n + 2}::text[]`;
  const r = await db.query<StepResult>(
    `with scoped as (${scoped}),
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
        where (select count(*) from changed) <= ${Math.max(0, Math.trunc(logBudget))}
       returning 1
     )
     select (select count(*)::int from scoped) as matched, (select count(*)::int from changed) as updated,
            (select max(id) from scoped) as "lastId"`,
    [...params, w.add, w.remove, userId, w.summary],
  );
  return r.rows[0];
}

async function logSummary(db: Queryable, userId: number, w: PreparedWrite, updated: number, scope: TagScope) {
  await db.query(
    `insert into operate_log (tenant_id, user_id, entity, record_id, action, summary, detail)
     values (current_setting('app.tenant_id')::integer, $1, '${SUMMARY_ENTITY}', 0, 'tags', $2, $3)`,
    [userId, `${w.summary}（${updated} 条商标）`, JSON.stringify({ add: w.add, remove: w.remove, updated, scope })],
  );
}

/**
 * Adds and removes tags on every mark of the scope; logs to the record history. Up to TAG_INLINE_LIMIT marks in
 * one statement within the call; more as a batch task (its id in the answer, the scope's size as matched).
 */
export async function writeTags(db: Queryable, userId: number, scope: TagScope, write: TagWrite): Promise<TagWriteResult> {
  const w = await prepareWrite(db, write);
  const { from, params } = await scopeSql(db, scope);
  const size = (await db.query<{ n: number }>(`select count(*)::int as n ${from}`, params)).rows[0].n;
  if (size > TAG_INLINE_LIMIT) {
    const payload: TagTaskPayload = { scope, add: w.add, remove: w.remove, summary: w.summary, total: size, dataScope: dataScopeOf(db) ?? null };
    const taskId = await enqueueTask(db, TAG_WRITE_TASK, userId, payload as unknown as Record<string, unknown>);
    await db.query('update batch_tasks set total = $2 where id = $1', [taskId, size]);
    return { matched: size, updated: 0, taskId };
  }
  const r = await writeStep(db, userId, `select t.id ${from}`, params, w, PER_MARK_LOG_LIMIT);
  if (r.updated > PER_MARK_LOG_LIMIT) await logSummary(db, userId, w, r.updated, scope);
  return { matched: r.matched, updated: r.updated };
}

interface TagTaskPayload extends TagWrite {
  scope: TagScope;
  summary: string;
  /** The scope's size when the write was asked for (the progress bar's end). */
  total: number;
  /** The starter's data scope: the task tags what they could (as an export's rows). */
  dataScope: DataScope | null;
}

type TagTaskCheckpoint = { lastId: number; matched: number; updated: number; done: boolean };

/**
 * The batch task of a large write: the scope in id order, TAG_INLINE_LIMIT marks per step, each step one
 * transaction with its checkpoint (the last id), so a resumed run goes on after the last committed step. The
 * scope is read at each step (a mark that entered or left the filter meanwhile counts as it is then). History:
 * one row per changed mark while their running count stays within PER_MARK_LOG_LIMIT, and past it one summary.
 */
export async function runTagWrite(task: TaskRow, run: TaskRun): Promise<Record<string, unknown>> {
  const p = task.payload as unknown as TagTaskPayload;
  try {
    return await writeInSteps(task, run, p);
  } catch (e) {
    // (The message must not hide the failure: when the database itself is the cause, it is not sent.)
    if (!(e instanceof TaskInterrupted))
      await withTenant(run.db, task.tenant_id, (tx) =>
        tellStarter(tx, task, '标签批量写入失败', `${p.summary}（未完成：${String((e as Error).message).slice(0, 200)}；已处理的商标保持已写入的标签，请重新发起）`),
      ).catch(() => undefined);
    throw e;
  }
}

/** A workbench message to the task's starter, who may have closed the drawer that followed it. */
async function tellStarter(tx: Queryable, task: TaskRow, title: string, content: string) {
  await tx.query(`insert into messages (tenant_id, user_id, title, content, msg_type, link) values ($1, $2, $3, $4, 1, '/brandManage/brandRecord')`, [
    task.tenant_id, task.user_id, title, content,
  ]);
}

async function writeInSteps(task: TaskRow, run: TaskRun, p: TagTaskPayload): Promise<Record<string, unknown>> {
  let at = (run.checkpoint as TagTaskCheckpoint | null) ?? { lastId: 0, matched: 0, updated: 0, done: false };
  while (!at.done) {
    const before = at;
    at = await run.step<TagTaskCheckpoint>(async (tx) => {
      if (p.dataScope) bindDataScope(tx, p.dataScope);
      // A tag whose node was deleted since is no longer added.
      const known = await taggableIds(tx);
      const w: PreparedWrite = { add: p.add.filter((id) => known.has(id)), remove: p.remove, summary: p.summary };
      const { from, params } = await scopeSql(tx, p.scope, before.lastId);
      const r = await writeStep(tx, task.user_id, `select t.id ${from} order by t.id limit ${TAG_INLINE_LIMIT}`, params, w, PER_MARK_LOG_LIMIT - before.updated);
      const next = { lastId: r.lastId ?? before.lastId, matched: before.matched + r.matched, updated: before.updated + r.updated, done: r.matched < TAG_INLINE_LIMIT };
      if (next.done && next.updated > PER_MARK_LOG_LIMIT) await logSummary(tx, task.user_id, w, next.updated, p.scope);
      if (next.done) await tellStarter(tx, task, '标签批量写入完成', `${p.summary}（范围内 ${next.matched} 条商标，${next.updated} 条的标签有变化）`);
      return next;
    });
    await run.progress(at.matched, Math.max(p.total, at.matched));
  }
  return { matched: at.matched, updated: at.updated };
}

/** A tag write task of the caller's (its progress for the drawer). */
export async function tagWriteTask(db: Queryable, userId: number, taskId: number): Promise<TagWriteTask> {
  const r = await db.query<{ operate_status: 0 | 1 | 2; progress: number; total: number; checkpoint: unknown; result: unknown; error_message: string | null }>(
    `select operate_status, progress, total, checkpoint, result, error_message from batch_tasks where id = $1 and operate_type = $2 and user_id = $3`,
    [taskId, TAG_WRITE_TASK, userId],
  );
  const row = r.rows[0];
  if (!row) throw fail.notFound('任务不存在');
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as { updated?: number } | null;
  const updated = json(row.result)?.updated ?? json(row.checkpoint)?.updated ?? 0;
  return { id: taskId, operateStatus: row.operate_status, progress: row.progress, total: row.total, updated, errorMessage: row.error_message };
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
