// Persisted batch tasks (spec 3.15: 0 processing, 1 success, 2 failure). A task row is written in the
// request; this runner claims pending rows and runs them, and picks up what a restart interrupted. On
// PostgreSQL several instances can run it: claims use FOR UPDATE SKIP LOCKED.
import type { Database, Queryable } from '../db/types';
import { withTenant } from '../db/tenant';
import type { FileStorage } from '../files/storage';

export interface TaskRow { id: number; tenant_id: number; user_id: number; operate_type: string; payload: Record<string, unknown> }
/** A kind of task: runs one claimed row; storage is the app's file storage (exports write, imports read). */
export type TaskKind = (
  task: TaskRow,
  db: Database,
  progress: (done: number, total: number) => Promise<void>,
  storage: FileStorage,
) => Promise<Record<string, unknown>>;

const kinds = new Map<string, TaskKind>();

export function registerTaskKind(type: string, run: TaskKind) {
  kinds.set(type, run);
}

export async function enqueueTask(tx: Queryable, type: string, userId: number, payload: Record<string, unknown>): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `insert into batch_tasks (tenant_id, user_id, operate_type, payload) values (current_setting('app.tenant_id')::integer, $1, $2, $3) returning id`,
    [userId, type, JSON.stringify(payload)],
  );
  return r.rows[0].id;
}

export class TaskRunner {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running = false;

  constructor(
    private readonly db: Database,
    private readonly log: { error: (o: unknown, m?: string) => void },
    private readonly storage: FileStorage,
    private readonly intervalMs = 1000,
  ) {}

  start() {
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
    void this.tick();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  /** Runs pending tasks until none is left; resolves when idle (tests call it directly). */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const task = await this.claim();
        if (!task) break;
        await this.run(task);
      }
    } finally {
      this.running = false;
    }
  }

  private async claim(): Promise<TaskRow | null> {
    const lock = this.db.kind === 'postgres' ? 'for update skip locked' : '';
    return this.db.transaction(async (tx) => {
      const r = await tx.query<TaskRow>(
        `select id, tenant_id, user_id, operate_type, payload from batch_tasks where operate_status = 0 and (result is null or result->>'claimedAt' < (now() - interval '10 minutes')::text) order by id limit 1 ${lock}`,
      );
      const task = r.rows[0];
      if (!task) return null;
      await tx.query(`update batch_tasks set result = jsonb_build_object('claimedAt', now()::text) where id = $1`, [task.id]);
      return { ...task, payload: typeof task.payload === 'string' ? JSON.parse(task.payload) : task.payload };
    });
  }

  private async run(task: TaskRow) {
    const kind = kinds.get(task.operate_type);
    const progress = (done: number, total: number) =>
      withTenant(this.db, task.tenant_id, (tx) => tx.query('update batch_tasks set progress = $2, total = $3 where id = $1', [task.id, done, total])).then(() => undefined);
    try {
      if (!kind) throw new Error(`unknown task type ${task.operate_type}`);
      const result = await kind(task, this.db, progress, this.storage);
      await withTenant(this.db, task.tenant_id, (tx) =>
        tx.query(`update batch_tasks set operate_status = 1, result = $2, end_time = now() where id = $1`, [task.id, JSON.stringify(result)]),
      );
    } catch (e) {
      this.log.error({ err: e, task: task.id }, 'batch task failed');
      await withTenant(this.db, task.tenant_id, (tx) =>
        tx.query(`update batch_tasks set operate_status = 2, error_message = $2, end_time = now() where id = $1`, [task.id, String((e as Error).message).slice(0, 500)]),
      );
    }
  }
}
