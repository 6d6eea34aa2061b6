// Tags of deleted brand-map nodes leave every trademark of the tenant (deleted ones too). Up to TAG_INLINE_LIMIT
// marks within the call that deleted them; more as a batch task of such steps, so deleting a tag carried by
// 100,000 marks neither holds their row locks nor the call for the whole write. Meanwhile the marks still carry
// the ids, which nothing shows: labels, options and filters come from the maps' current nodes.
import type { Queryable } from '../../../server/db/types';
import { enqueueTask, type TaskRow, type TaskRun } from '../../../server/tasks/runner';
import { TAG_INLINE_LIMIT } from './tag-limits';

export const TAG_DROP_TASK = 'tagDrop';

/** The statement of one step: the removed ids off the first `limit` marks (by id) that carry one. */
const DROP = (limit: number | null) => `update trademarks set tag_ids = array(select x from unnest(tag_ids) x where x <> all($1::text[])), updated_at = now()
  where ${limit === null ? 'tag_ids && $1::text[]' : `id in (select id from trademarks where tag_ids && $1::text[] order by id limit ${limit})`}`;

export async function dropTags(db: Queryable, userId: number, nodeIds: string[]): Promise<void> {
  if (!nodeIds.length) return;
  const carried = await db.query<{ n: number }>(`select count(*)::int as n from trademarks where tag_ids && $1::text[]`, [nodeIds]);
  const total = carried.rows[0].n;
  if (total <= TAG_INLINE_LIMIT) {
    await db.query(DROP(null), [nodeIds]);
    return;
  }
  const taskId = await enqueueTask(db, TAG_DROP_TASK, userId, { nodeIds, total });
  await db.query('update batch_tasks set total = $2 where id = $1', [taskId, total]);
}

/** The task: steps until no mark carries the ids (a step's marks no longer match, so no position is kept). */
export async function runTagDrop(task: TaskRow, run: TaskRun): Promise<Record<string, unknown>> {
  const nodeIds = task.payload.nodeIds as string[];
  const total = Number(task.payload.total ?? 0);
  let updated = Number(run.checkpoint?.updated ?? 0);
  for (;;) {
    const step = await run.step(async (tx) => {
      const r = await tx.query(DROP(TAG_INLINE_LIMIT), [nodeIds]);
      return { updated: updated + r.rowCount, last: r.rowCount };
    });
    updated = step.updated;
    await run.progress(updated, Math.max(total, updated));
    if (step.last < TAG_INLINE_LIMIT) return { updated };
  }
}
