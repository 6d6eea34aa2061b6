// The monitoring schedule: each watch's cron expression (croner, China time). Every minute every server looks for
// watches whose latest slot is newer than the slot they last ran for and claims each one in one update (last_slot
// moves to the slot only where it was older), so with two servers on one database a slot starts one run. A tenant
// with pending watches gets a run unless one is pending (enqueueSingleTask), also after a restart.
import { Cron } from 'croner';
import type { Database } from '../../../server/db/types';
import { withSystem, withTenant } from '../../../server/db/tenant';
import { enqueueSingleTask } from '../../../server/tasks/runner';
import { MONITOR_TASK } from './monitor';

export const CHINA_TZ = 'Asia/Shanghai';

/** The cron expression checked (null when croner rejects it) and its latest slot at or before now. */
export function latestSlot(pattern: string, now: Date): Date | null {
  try {
    const cron = new Cron(pattern, { timezone: CHINA_TZ, paused: true });
    const [at] = cron.previousRuns(1, new Date(now.getTime() + 1000));
    cron.stop();
    return at ?? null;
  } catch {
    return null;
  }
}

/** Why croner refuses a pattern, or null when it is a valid five-field expression. */
export function cronProblem(pattern: string): string | null {
  if (pattern.trim().split(/\s+/).length !== 5) return '应为 5 段（分 时 日 月 周），例如 0 7 * * * 表示每天 7:00';
  try {
    new Cron(pattern, { timezone: CHINA_TZ, paused: true }).stop();
    return null;
  } catch (e) {
    return `无法解析（${(e as Error).message}）`;
  }
}

/** Claims the due slots of every tenant's watches and starts the runs; returns the number of watches claimed. */
export async function scheduleMonitoring(db: Database, now = new Date()): Promise<number> {
  const watches = await withSystem(db, (tx) =>
    tx.query<{ id: number; tenant_id: number; cron: string; last_slot: Date | null }>(`select id, tenant_id, cron, last_slot from risk_watches where enabled`),
  );
  let claimed = 0;
  for (const w of watches.rows) {
    const slot = latestSlot(w.cron, now);
    if (!slot || (w.last_slot && w.last_slot.getTime() >= slot.getTime())) continue;
    const r = await withSystem(db, (tx) =>
      tx.query(`update risk_watches set last_slot = $2, pending = true where id = $1 and (last_slot is null or last_slot < $2)`, [w.id, slot]),
    );
    claimed += r.rowCount ?? 0;
  }
  const pending = await withSystem(db, (tx) =>
    tx.query<{ tenant_id: number; user_id: number | null }>(
      `select w.tenant_id, coalesce(min(w.created_by), (select min(u.id) from users u where u.tenant_id = w.tenant_id)) as user_id
         from risk_watches w where w.pending group by w.tenant_id`,
    ),
  );
  for (const t of pending.rows) {
    if (t.user_id === null) continue;
    await withTenant(db, t.tenant_id, (tx) => enqueueSingleTask(tx, MONITOR_TASK, t.user_id!, { scheduled: true }));
  }
  return claimed;
}
