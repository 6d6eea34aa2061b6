// Hashing the images of marks that have one of their own but no hash yet (image_pending, migration 055: marks loaded
// before the image search, or inserted by a path that does not hash): a persisted batch task per tenant, started by
// the module's periodic job (every server, claimed once by enqueueSingleTask), in checkpointed steps of STEP marks.
// An image that cannot be read (missing file, not an image) leaves the mark without a hash and no longer pending.
import type { Database } from '../../../server/db/types';
import { withSystem, withTenant } from '../../../server/db/tenant';
import { enqueueSingleTask, type TaskKind } from '../../../server/tasks/runner';
import { hashToBigint } from '../shared/imageHash';
import { hashStored } from './imageHash';

export const HASH_TASK = 'publicMarksHash';
const STEP = 200;

export const runHashTask: TaskKind = async (_task, run) => {
  let done = Number(run.checkpoint?.done ?? 0);
  let hashed = Number(run.checkpoint?.hashed ?? 0);
  for (;;) {
    const step = await run.step(async (tx) => {
      const r = await tx.query<{ id: number; tm_image: string | null }>(`select id, tm_image from public_marks where image_pending order by id limit ${STEP}`);
      const ids: number[] = [];
      const hashes: Array<string | null> = [];
      for (const m of r.rows) {
        const h = await hashStored(tx, run.storage, m.tm_image);
        ids.push(m.id);
        hashes.push(h && /^[0-9a-f]{16}$/.test(h) ? hashToBigint(h) : null);
      }
      if (ids.length)
        await tx.query(
          `update public_marks m set image_hash = x.h, image_pending = false from unnest($1::int[], $2::bigint[]) as x(id, h) where m.id = x.id`,
          [ids, hashes],
        );
      return { done: done + ids.length, hashed: hashed + hashes.filter(Boolean).length, last: ids.length };
    });
    done = step.done;
    hashed = step.hashed;
    await run.progress(done, done);
    if (!step.last) return { done, hashed };
  }
};

/** Starts the hashing task of every tenant with pending images (none pending: one indexed query). */
export async function queueImageHashing(db: Database): Promise<number> {
  const r = await withSystem(db, (tx) =>
    tx.query<{ tenant_id: number; user_id: number | null }>(
      `select t.tenant_id, (select min(u.id) from users u where u.tenant_id = t.tenant_id) as user_id
         from (select distinct tenant_id from public_marks where image_pending) t`,
    ),
  );
  let started = 0;
  for (const t of r.rows) {
    if (t.user_id === null) continue;
    if (await withTenant(db, t.tenant_id, (tx) => enqueueSingleTask(tx, HASH_TASK, t.user_id!, {}))) started++;
  }
  return started;
}
