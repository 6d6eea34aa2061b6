// Merging duplicate trademarks (spec 2.16 数据合并, 3.15, 4, 7.4): duplicate groups, merge in one transaction,
// one-click merge of every group as a batch task, and undo of a logged merge (beyond the spec).
//
// A merge moves onto the kept record: tags (union), custom values (the kept record's win, merged records fill
// gaps) and every row of another table that points at a merged record through a `brand_id` or
// `trademark_id` column (documents, cases... as later issues add them). Those tables are discovered from the
// catalogue (pg_catalog) at merge time, so a new table takes part without touching this file. The merged
// records are soft-deleted with merged_into = the kept record. Everything an undo needs is in the operate
// log entry (entity 'trademark', action 'merge', on the kept record).
import { listSpecs } from '../../../generated/list-specs';
import { listDefinitions } from '../../../server/custom-fields/definitions';
import type { Queryable } from '../../../server/db/types';
import { withTenant } from '../../../server/db/tenant';
import { logOperation, markUndone } from '../../../server/history/operate-log';
import { fail } from '../../../server/http/errors';
import { rowToRecord, selectList } from '../../../server/lists/engine';
import { bindDataScope, dataScopeOf, dataScopeSql, type DataScope } from '../../../server/lists/data-scope';
import { capTotal, cappedCountSql } from '../../../server/lists/paging';
import { TaskInterrupted, type TaskKind } from '../../../server/tasks/runner';
import { checkMergeList, fillCustomValues, pickKeeper, planUndo, unionTags, type CustomValues, type KeptSnapshot, type MergeItem } from './plan';

export const MERGE_ENTITY = 'trademark';
export const MERGE_ACTION = 'merge';
export const MERGED_INTO_ACTION = 'mergedInto';
export const UNDO_ACTION = 'undoMerge';
export const ONCE_MERGE_TASK = 'onceMerge';
/** Column names that reference trademarks(id) in other tables (see discoverChildTables). */
export const TRADEMARK_REFERENCE_COLUMNS = ['brand_id', 'trademark_id'] as const;
/** Trademark custom fields are module 1 (schemas/custom-field-modules.json). */
const TRADEMARK_CUSTOM_MODULE = 1;

const spec = () => listSpecs.brandRecords;
const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const SAFE_IDENT = /^[a-z_][a-z0-9_]*$/;
const q = (name: string) => {
  if (!SAFE_IDENT.test(name)) throw new Error(`unsafe identifier ${name}`);
  return `"${name}"`;
};

// ---------------------------------------------------------------------------------------------------------
// Duplicate groups

export interface DuplicateGroup { regNo: string; tmCl: number; tmName: string; count: number; ids: number[] }

/**
 * The live marks with a number that the caller may reach: a user whose role sees only some records (data scope)
 * finds, merges and undoes duplicates among those alone.
 */
const dupFrom = (db: Queryable) => `from trademarks where deleted_at is null and reg_no is not null and reg_no <> ''${dataScopeSql(db, spec())}`;

/** Groups of the tenant's live trademarks with the same registration number and class (optionally only the groups of some ids). */
export async function duplicateGroups(db: Queryable, opts: { pageNo?: number; pageSize?: number; ids?: number[] } = {}) {
  const pageNo = opts.pageNo ?? 1;
  const pageSize = opts.pageSize ?? 20;
  const params: unknown[] = [];
  let scope = '';
  if (opts.ids?.length) {
    params.push(opts.ids);
    scope = ` and (reg_no, tm_cl) in (select reg_no, tm_cl from trademarks where id = any($1::int[]) and deleted_at is null)`;
  }
  const grouped = `select reg_no, tm_cl, count(*)::int as n, array_agg(id order by id) as ids, (array_agg(tm_name order by id))[1] as tm_name
    ${dupFrom(db)}${scope} group by reg_no, tm_cl having count(*) > 1`;
  const totals = await db.query<{ groups: number; brands: number }>(`select count(*)::int as groups, coalesce(sum(n), 0)::int as brands from (${grouped}) g`, params);
  const rows = await db.query<{ reg_no: string; tm_cl: number; n: number; ids: number[]; tm_name: string }>(
    `${grouped} order by reg_no, tm_cl limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
    params,
  );
  return {
    groupCount: totals.rows[0].groups,
    brandCount: totals.rows[0].brands,
    pageNo,
    pageSize,
    list: rows.rows.map((r): DuplicateGroup => ({ regNo: r.reg_no, tmCl: r.tm_cl, tmName: r.tm_name, count: r.n, ids: parse<number[]>(r.ids).map(Number) })),
  };
}

/** The live trademarks of idList as the archive returns them, in the order asked. */
export async function mergeDetail(db: Queryable, idList: number[]) {
  const s = spec();
  // spec.source: the archive's list source (a view over trademarks adding e.g. tag names), as the list reads it.
  const r = await db.query<Record<string, unknown>>(`select ${selectList(s)} from ${q(s.source)} t where t.id = any($1::int[]) and t.deleted_at is null${dataScopeSql(db, s, 't')}`, [idList]);
  const byId = new Map(r.rows.map((row) => [Number(row.id), rowToRecord(s, row)]));
  return idList.filter((id) => byId.has(id)).map((id) => byId.get(id)!);
}

// ---------------------------------------------------------------------------------------------------------
// Tables that reference trademarks

export interface ChildTable { table: string; column: string; key: string | null }

/**
 * Every table of the current schema (other than trademarks) with an integer `brand_id` or `trademark_id`
 * column, and its single-column primary key (null when it has none). Read from the catalogue at each merge:
 * a table a later migration adds (documents, cases) is included without a change here.
 */
export async function discoverChildTables(db: Queryable): Promise<ChildTable[]> {
  const r = await db.query<{ table_name: string; column_name: string; key_name: string | null }>(
    `select c.relname as table_name, a.attname as column_name,
            (select ka.attname from pg_index i join pg_attribute ka on ka.attrelid = i.indrelid and ka.attnum = i.indkey[0]
              where i.indrelid = c.oid and i.indisprimary and i.indnatts = 1) as key_name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname <> 'trademarks'
        and a.attname = any($1::text[]) and a.atttypid in ('int4'::regtype, 'int8'::regtype)
      order by c.relname, a.attname`,
    [TRADEMARK_REFERENCE_COLUMNS],
  );
  return r.rows.filter((x) => SAFE_IDENT.test(x.table_name)).map((x) => ({ table: x.table_name, column: x.column_name, key: x.key_name }));
}

// ---------------------------------------------------------------------------------------------------------
// Merge

/** A re-pointed set of child rows: table.column was `from` for the rows whose key is in keys. */
export interface MovedRows { table: string; column: string; key: string; from: number; keys: Array<number | string> }

/** The operate_log detail of a merge: everything undo restores. */
export interface MergeLogDetail {
  version: 1;
  targetBrandId: number;
  target: { before: KeptSnapshot; after: KeptSnapshot; filled: CustomValues };
  merged: Array<{ id: number; tmName: string; regNo: string | null; tmCl: number; tagIds: string[]; customValues: CustomValues }>;
  moved: MovedRows[];
  /** The 'mergedInto' entries written on the merged records (marked undone with this one). */
  mergedLogIds: number[];
}

interface TmRow { id: number; tm_name: string; reg_no: string | null; tm_cl: number; dpl_source: number; tag_ids: string[]; custom_values: CustomValues; deleted_at: Date | null; merged_into: number | null }
const TM_COLUMNS = 'id, tm_name, reg_no, tm_cl, dpl_source, tag_ids, custom_values, deleted_at, merged_into';
const norm = (r: TmRow): TmRow => ({ ...r, id: Number(r.id), tag_ids: parse<string[]>(r.tag_ids) ?? [], custom_values: parse<CustomValues>(r.custom_values) ?? {} });

async function lockLive(db: Queryable, ids: number[]): Promise<Map<number, TmRow>> {
  const r = await db.query<TmRow>(`select ${TM_COLUMNS} from trademarks where id = any($1::int[]) and deleted_at is null${dataScopeSql(db, spec())} order by id for update`, [ids]);
  return new Map(r.rows.map((x) => [Number(x.id), norm(x)]));
}

async function moveChildren(db: Queryable, tables: ChildTable[], target: number, merged: number[]): Promise<MovedRows[]> {
  const moved: MovedRows[] = [];
  for (const t of tables) {
    const rows = await db.query<{ k: number | string | null; f: number }>(`select ${t.key ? q(t.key) : 'null'} as k, ${q(t.column)} as f from ${q(t.table)} where ${q(t.column)} = any($1::int[])`, [merged]);
    if (!rows.rows.length) continue;
    if (!t.key) throw fail.conflict(`数据表 ${t.table} 没有单列主键，无法记录合并以便撤销，合并未执行`);
    try {
      await db.query(`update ${q(t.table)} set ${q(t.column)} = $1 where ${q(t.column)} = any($2::int[])`, [target, merged]);
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw fail.conflict(`合并后数据表 ${t.table} 中会出现重复的关联记录，合并未执行`);
      throw e;
    }
    const byFrom = new Map<number, Array<number | string>>();
    for (const r of rows.rows) byFrom.set(Number(r.f), [...(byFrom.get(Number(r.f)) ?? []), r.k as number | string]);
    for (const [from, keys] of byFrom) moved.push({ table: t.table, column: t.column, key: t.key, from, keys });
  }
  return moved;
}

const describe = (r: { tm_name?: string; tmName?: string; id: number }) => `${r.tm_name ?? r.tmName}（#${r.id}）`;

/**
 * Merges each item's records into its kept record, in the caller's transaction (all or nothing). Records of
 * another tenant are invisible (row-level security) and so "not found".
 */
export async function mergeBrands(db: Queryable, userId: number, list: MergeItem[]) {
  const problem = checkMergeList(list);
  if (problem) throw fail.validation(problem);
  const all = list.flatMap((i) => [i.targetBrandId, ...i.mergedBrandIds]);
  const rows = await lockLive(db, all);
  const missing = all.filter((id) => !rows.has(id));
  if (missing.length) throw fail.notFound(`商标不存在或已删除：${missing.map((id) => `#${id}`).join('、')}`);
  const tables = await discoverChildTables(db);
  const logIds: number[] = [];
  let merged = 0;
  for (const item of list) {
    const target = rows.get(item.targetBrandId)!;
    const others = item.mergedBrandIds.map((id) => rows.get(id)!);
    const tagIds = unionTags(target.tag_ids, others.map((o) => o.tag_ids));
    const { values, filled } = fillCustomValues(target.custom_values, others.map((o) => o.custom_values));
    await db.query(`update trademarks set tag_ids = $2, custom_values = $3, updated_at = now() where id = $1`, [target.id, tagIds, JSON.stringify(values)]);
    await db.query(`update trademarks set deleted_at = now(), merged_into = $2, updated_at = now() where id = any($1::int[])`, [item.mergedBrandIds, target.id]);
    const moved = await moveChildren(db, tables, target.id, item.mergedBrandIds);
    const mergedLogIds: number[] = [];
    for (const o of others)
      mergedLogIds.push(await logOperation(db, { userId, entity: MERGE_ENTITY, recordId: o.id, action: MERGED_INTO_ACTION, summary: `已合并到商标 ${describe(target)}`, detail: { targetBrandId: target.id } }));
    const detail: MergeLogDetail = {
      version: 1,
      targetBrandId: target.id,
      target: { before: { tagIds: target.tag_ids, customValues: target.custom_values }, after: { tagIds, customValues: values }, filled },
      merged: others.map((o) => ({ id: o.id, tmName: o.tm_name, regNo: o.reg_no, tmCl: o.tm_cl, tagIds: o.tag_ids, customValues: o.custom_values })),
      moved,
      mergedLogIds,
    };
    const movedCount = moved.reduce((n, m) => n + m.keys.length, 0);
    const summary = `合并了 ${others.length} 件重复商标：${others.map(describe).join('、')}${movedCount ? `，转移关联数据 ${movedCount} 条` : ''}`;
    logIds.push(await logOperation(db, { userId, entity: MERGE_ENTITY, recordId: target.id, action: MERGE_ACTION, summary, detail: detail as unknown as Record<string, unknown> }));
    merged += others.length;
  }
  return { groups: list.length, merged, logIds };
}

// ---------------------------------------------------------------------------------------------------------
// Undo

export async function undoMerge(db: Queryable, userId: number, logId: number) {
  const log = await db.query<{ id: number; record_id: number; detail: unknown; undone_at: Date | null }>(
    `select id, record_id, detail, undone_at from operate_log where id = $1 and entity = $2 and action = $3 for update`,
    [logId, MERGE_ENTITY, MERGE_ACTION],
  );
  const entry = log.rows[0];
  if (!entry) throw fail.notFound('合并记录不存在');
  if (entry.undone_at) throw fail.conflict('该合并已撤销');
  const detail = parse<MergeLogDetail>(entry.detail);
  const targetId = detail.targetBrandId;

  const later = await db.query(`select 1 from operate_log where entity = $1 and record_id = $2 and action = $3 and id > $4 and undone_at is null limit 1`, [MERGE_ENTITY, targetId, MERGE_ACTION, logId]);
  if (later.rows.length) throw fail.conflict('保留的商标之后又合并了其他商标，请先撤销较新的合并');

  // A kept mark outside the caller's data scope: the merge is not theirs to see, let alone undo.
  const visible = await db.query(`select 1 from trademarks where id = $1${dataScopeSql(db, spec())}`, [targetId]);
  if (!visible.rows.length) throw fail.notFound('合并记录不存在');
  const all = await db.query<TmRow>(`select ${TM_COLUMNS} from trademarks where id = any($1::int[]) order by id for update`, [[targetId, ...detail.merged.map((m) => m.id)]]);
  const rows = new Map(all.rows.map((r) => [Number(r.id), norm(r)]));
  const target = rows.get(targetId);
  if (!target || target.deleted_at) throw fail.conflict(`保留的商标 #${targetId} 已被删除${target?.merged_into ? '或已合并到其他商标' : ''}，无法撤销合并`);
  for (const m of detail.merged) {
    const row = rows.get(m.id);
    if (!row || !row.deleted_at || row.merged_into !== targetId) throw fail.conflict(`被合并的商标「${m.tmName}」（#${m.id}）已被恢复或修改，无法撤销合并`);
  }

  const plan = planUndo(detail.target.before, detail.target.after, detail.target.filled, { tagIds: target.tag_ids, customValues: target.custom_values });
  if (!plan.ok) {
    const defs = await listDefinitions(db, TRADEMARK_CUSTOM_MODULE).catch(() => []);
    const name = defs.find((d) => String(d.id) === plan.field)?.fieldTitle ?? plan.field;
    throw fail.conflict(`保留的商标在合并后修改了自定义字段「${name}」，撤销会丢失该修改，无法撤销合并`);
  }
  await db.query(`update trademarks set tag_ids = $2, custom_values = $3, updated_at = now() where id = $1`, [targetId, plan.tagIds, JSON.stringify(plan.customValues)]);
  for (const m of detail.merged)
    await db.query(`update trademarks set deleted_at = null, merged_into = null, tag_ids = $2, custom_values = $3, updated_at = now() where id = $1`, [m.id, m.tagIds, JSON.stringify(m.customValues)]);

  const tables = new Map((await discoverChildTables(db)).map((t) => [`${t.table}.${t.column}`, t]));
  let childRows = 0;
  for (const m of detail.moved) {
    const t = tables.get(`${m.table}.${m.column}`);
    if (!t || t.key !== m.key) continue; // the table or its key is gone since: nothing to restore there
    try {
      const r = await db.query(`update ${q(m.table)} set ${q(m.column)} = $1 where ${q(m.key)} = any($2) and ${q(m.column)} = $3`, [m.from, m.keys, targetId]);
      childRows += r.rowCount;
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw fail.conflict(`数据表 ${m.table} 中的关联记录在合并后已变化，无法撤销合并`);
      throw e;
    }
  }
  await markUndone(db, logId);
  for (const id of detail.mergedLogIds ?? []) await markUndone(db, id);
  await logOperation(db, {
    userId, entity: MERGE_ENTITY, recordId: targetId, action: UNDO_ACTION,
    summary: `撤销合并，恢复了 ${detail.merged.length} 件商标：${detail.merged.map((m) => describe(m)).join('、')}`,
    detail: { mergeLogId: logId },
  });
  return { targetBrandId: targetId, restoredIds: detail.merged.map((m) => m.id), childRows };
}

// ---------------------------------------------------------------------------------------------------------
// One-click merge as a batch task

/** The duplicate groups' keys, all of them (the task merges group by group). */
async function allGroupKeys(db: Queryable): Promise<Array<{ regNo: string; tmCl: number }>> {
  const r = await db.query<{ reg_no: string; tm_cl: number }>(`select reg_no, tm_cl ${dupFrom(db)} group by reg_no, tm_cl having count(*) > 1 order by reg_no, tm_cl`);
  return r.rows.map((x) => ({ regNo: x.reg_no, tmCl: x.tm_cl }));
}

/** One duplicate group merged into the record pickKeeper chooses, in the caller's transaction. */
export async function mergeGroupByKey(db: Queryable, userId: number, regNo: string, tmCl: number) {
  const r = await db.query<TmRow>(`select ${TM_COLUMNS} ${dupFrom(db)} and reg_no = $1 and tm_cl = $2 order by id for update`, [regNo, tmCl]);
  const rows = r.rows.map(norm);
  if (rows.length < 2) return null; // merged meanwhile
  const keep = pickKeeper(rows.map((x) => ({ id: x.id, dplSource: x.dpl_source, tagIds: x.tag_ids, customValues: x.custom_values })));
  return mergeBrands(db, userId, [{ targetBrandId: keep, mergedBrandIds: rows.filter((x) => x.id !== keep).map((x) => x.id) }]);
}

type EnqueueSingle = (tx: Queryable, type: string, userId: number, payload: Record<string, unknown>) => Promise<number | null>;

const RUNNING_MESSAGE = '已有一键合并任务正在处理中，请在批量任务中查看进度';

export async function startOnceMerge(db: Queryable, userId: number, enqueue: EnqueueSingle) {
  const running = await db.query(`select 1 from batch_tasks where operate_type = $1 and operate_status = 0 limit 1`, [ONCE_MERGE_TASK]);
  if (running.rows.length) throw fail.conflict(RUNNING_MESSAGE);
  const { groupCount } = await duplicateGroups(db, { pageSize: 1 });
  if (!groupCount) throw fail.validation('没有需要合并的重复商标');
  // One pending one-click merge per tenant, decided by a unique index: two servers starting it at the same
  // moment both pass the check above, and one of them gets the conflict here.
  // The task merges the groups the starter may reach (their data scope travels with it, as an export's does).
  const taskId = await enqueue(db, ONCE_MERGE_TASK, userId, { groupCount, scope: dataScopeOf(db) ?? null });
  if (taskId === null) throw fail.conflict(RUNNING_MESSAGE);
  return { taskId, groupCount };
}

/** What a one-click merge has committed so far, saved with each group's merge (a resumed run goes on from it). */
interface OnceMergeCheckpoint extends Record<string, unknown> {
  done: number;
  groups: number;
  merged: number;
  failures: string[];
  /** Groups that failed ("regNo|class"): not tried again by a resumed run. */
  failedKeys: string[];
}

/** The one-click merge batch task: every duplicate group, each in its own transaction with the checkpoint. */
export const runOnceMerge: TaskKind = async (task, run) => {
  let state: OnceMergeCheckpoint = (run.checkpoint as OnceMergeCheckpoint | null) ?? { done: 0, groups: 0, merged: 0, failures: [], failedKeys: [] };
  const failed = new Set(state.failedKeys);
  // Groups merged by an earlier run are no longer duplicates; the ones that failed are skipped.
  const scope = (task.payload.scope ?? undefined) as DataScope | undefined;
  const scoped = (tx: Queryable) => {
    if (scope) bindDataScope(tx, scope);
    return tx;
  };
  const keys = (await withTenant(run.db, task.tenant_id, (tx) => allGroupKeys(scoped(tx)))).filter((k) => !failed.has(`${k.regNo}|${k.tmCl}`));
  const total = state.done + keys.length;
  await run.progress(state.done, total);
  // Each group in its own transaction with the checkpoint: a failing group does not undo the others, each
  // merge is logged on its kept record (undoable one by one), and none is counted twice after a restart.
  for (const k of keys) {
    const before = state;
    try {
      state = await run.step(async (tx) => {
        const r = await mergeGroupByKey(scoped(tx), task.user_id, k.regNo, k.tmCl);
        return { ...before, done: before.done + 1, groups: before.groups + (r ? 1 : 0), merged: before.merged + (r?.merged ?? 0) };
      });
    } catch (e) {
      if (e instanceof TaskInterrupted) throw e;
      const failure = `${k.regNo} 第${k.tmCl}类：${(e as Error).message}`;
      state = await run.step(async () => ({
        ...before, done: before.done + 1, failures: [...before.failures, failure], failedKeys: [...before.failedKeys, `${k.regNo}|${k.tmCl}`],
      }));
    }
    if (state.done % 10 === 0 || state.done === total) await run.progress(state.done, total);
  }
  const { groups, merged, failures } = state;
  if (failures.length) throw new Error(`已合并 ${groups} 组，${failures.length} 组失败：${failures.slice(0, 3).join('；')}`);
  return { groups, merged, failed: 0 };
};

// ---------------------------------------------------------------------------------------------------------
// Batch task list

export async function batchTaskList(db: Queryable, body: { operateType: string; pageNo?: number; pageSize?: number }) {
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 20;
  const r = await db.query<{ id: number; operate_type: string; operate_status: 0 | 1 | 2; progress: number; total: number; created_at: Date; end_time: Date | null; error_message: string | null; result: unknown; user_name: string | null }>(
    `select b.id, b.operate_type, b.operate_status, b.progress, b.total, b.created_at, b.end_time, b.error_message, b.result, u.name as user_name
       from batch_tasks b left join users u on u.id = b.user_id
      where b.operate_type = $1 order by b.created_at desc, b.id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
    [body.operateType],
  );
  const n = await db.query<{ n: number }>(cappedCountSql('select 1 from batch_tasks where operate_type = $1'), [body.operateType]);
  return {
    list: r.rows.map((x) => ({
      id: x.id, operateType: x.operate_type, operateStatus: x.operate_status, progress: x.progress, total: x.total,
      createdAt: new Date(x.created_at).toISOString(), endTime: x.end_time ? new Date(x.end_time).toISOString() : null,
      errorMessage: x.error_message, userName: x.user_name, result: (parse<Record<string, unknown> | null>(x.result) ?? null),
    })),
    ...capTotal(n.rows[0].n),
    pageNo,
    pageSize,
  };
}
