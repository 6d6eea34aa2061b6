// Persisted batch tasks (spec 3.15: 0 processing, 1 success, 2 failure). A task row is written in the
// request; runners claim pending rows and run them.
//
// Run once, also with several app servers on one PostgreSQL: a runner holds a task by a session-level
// advisory lock on a connection of its own (task-locks.ts). The lock lives exactly as long as the process
// that runs the task: after a crash or kill -9 it is gone at once and any runner, the restarted one included,
// picks the task up on its next tick, with no claim expiry to wait out. Every claim also bumps `attempts`,
// and every write a run makes to its task row (checkpoint, progress, the outcome) names the attempt it
// claimed: a runner that lost its task (its lock connection broke and another runner took over) can commit
// nothing more, and the step it was in rolls back with it.
//
// Exactly once per step: a task does its work in steps (`run.step`), each one transaction in the task's
// tenant that also saves the task's checkpoint. A resumed run starts from the last checkpoint.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localStorage, type FileStorage } from '../files/storage';
import type { Database, Queryable } from '../db/types';
import { withTenant } from '../db/tenant';
import { taskLocks, type TaskLocks } from './task-locks';

export interface TaskRow { id: number; tenant_id: number; user_id: number; operate_type: string; payload: Record<string, unknown> }

export interface TaskRun {
  db: Database;
  /** The app's file storage. */
  storage: FileStorage;
  /** What the last committed step saved (null on a first run). */
  readonly checkpoint: Record<string, unknown> | null;
  /** Aborted when the runner stops or lost the task; step() and progress() then throw TaskInterrupted. */
  readonly signal: AbortSignal;
  /**
   * fn in one transaction scoped to the task's tenant; what it returns is saved as the checkpoint in the same
   * transaction, so the work and the checkpoint commit together or not at all.
   */
  step<T extends Record<string, unknown>>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  progress(done: number, total: number): Promise<void>;
}

export type TaskKind = (task: TaskRow, run: TaskRun) => Promise<Record<string, unknown>>;

/** The run stopped before its end (runner stopping, or another runner holds the task now): it stays pending. */
export class TaskInterrupted extends Error {
  constructor(message = 'task interrupted') {
    super(message);
    this.name = 'TaskInterrupted';
  }
}

/** A task that kept ending its runner (out of memory, say) is given up after this many claims. */
export const MAX_TASK_ATTEMPTS = 5;
export const GAVE_UP_MESSAGE = `任务已中断 ${MAX_TASK_ATTEMPTS} 次（服务重启或进程退出），已停止，请重新发起`;

const kinds = new Map<string, TaskKind>();

export function registerTaskKind(type: string, run: TaskKind) {
  kinds.set(type, run);
}

/** Writes a pending task; a runner picks it up within a second. */
export async function enqueueTask(tx: Queryable, type: string, userId: number, payload: Record<string, unknown>): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `insert into batch_tasks (tenant_id, user_id, operate_type, payload) values (current_setting('app.tenant_id')::integer, $1, $2, $3) returning id`,
    [userId, type, JSON.stringify(payload)],
  );
  return r.rows[0].id;
}

/**
 * Writes a pending task of which a tenant may have one at a time (a unique partial index on single_key, so
 * two servers starting it at the same moment still make one); null when one is pending already.
 */
export async function enqueueSingleTask(tx: Queryable, type: string, userId: number, payload: Record<string, unknown>): Promise<number | null> {
  const r = await tx.query<{ id: number }>(
    `insert into batch_tasks (tenant_id, user_id, operate_type, payload, single_key) values (current_setting('app.tenant_id')::integer, $1, $2, $3, $2)
     on conflict (tenant_id, single_key) where operate_status = 0 and single_key is not null do nothing
     returning id`,
    [userId, type, JSON.stringify(payload)],
  );
  return r.rows[0]?.id ?? null;
}

const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

interface Claimed extends TaskRow { attempts: number; checkpoint: Record<string, unknown> | null }

export class TaskRunner {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private locks: TaskLocks | null = null;
  private current: AbortController | null = null;
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly log: { error: (o: unknown, m?: string) => void; info?: (o: unknown, m?: string) => void },
    /** The app's file storage (exports write, imports read); tests of tasks without files may leave it out. */
    private readonly storage: FileStorage = localStorage(join(tmpdir(), `ipms-task-files-${process.pid}`)),
    private readonly intervalMs = 1000,
  ) {}

  start() {
    this.stopping = false;
    this.timer = setInterval(() => void this.tick().catch((e) => this.log.error({ err: e }, 'task runner tick failed')), this.intervalMs);
    this.timer.unref();
    void this.tick().catch((e) => this.log.error({ err: e }, 'task runner tick failed'));
  }

  /** Stops claiming; a running task is interrupted at its next step and stays pending for the next start. */
  async stop() {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.current?.abort();
    await this.running?.catch(() => undefined);
  }

  /** Runs pending tasks until none is left that this runner can take; resolves when idle (tests call it). */
  tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain() {
    try {
      while (!this.stopping) {
        const pending = await this.db.query<{ id: number }>('select id from batch_tasks where operate_status = 0 order by id limit 50');
        if (!pending.rows.length) return;
        const locks = await this.lockHolder();
        const task = await this.claim(locks, pending.rows.map((r) => r.id));
        if (!task) return;
        try {
          await this.run(task, locks);
        } finally {
          await locks.unlock(task.id).catch(() => undefined);
        }
      }
    } finally {
      // The lock connection is only kept while there is work.
      await this.locks?.close();
      this.locks = null;
    }
  }

  private async lockHolder(): Promise<TaskLocks> {
    if (this.locks?.lost.aborted) {
      await this.locks.close();
      this.locks = null;
    }
    this.locks ??= await taskLocks(this.db);
    return this.locks;
  }

  /** The oldest pending task no runner holds, locked for this runner and counted as an attempt. */
  private async claim(locks: TaskLocks, pending: number[]): Promise<Claimed | null> {
    for (const id of pending) {
      if (!(await locks.tryLock(id))) continue;
      // Locked now; it may have finished between the select and the lock.
      const r = await this.db.query<Claimed>(
        `update batch_tasks set attempts = attempts + 1 where id = $1 and operate_status = 0
         returning id, tenant_id, user_id, operate_type, payload, attempts, checkpoint`,
        [id],
      );
      const row = r.rows[0];
      if (!row) {
        await locks.unlock(id);
        continue;
      }
      return { ...row, payload: parse(row.payload), checkpoint: parse(row.checkpoint) ?? null };
    }
    return null;
  }

  /** Writes to the task row, only while this runner's attempt is the task's latest claim. */
  private async fenced(tx: Queryable, task: Claimed, set: string, params: unknown[]): Promise<void> {
    const r = await tx.query(`update batch_tasks set ${set} where id = $1 and attempts = $2 and operate_status = 0`, [task.id, task.attempts, ...params]);
    if (!r.rowCount) throw new TaskInterrupted(`task ${task.id} was taken over by another runner`);
  }

  private async run(task: Claimed, locks: TaskLocks) {
    const controller = new AbortController();
    this.current = controller;
    const signal = AbortSignal.any([controller.signal, locks.lost]);
    const check = () => {
      if (signal.aborted) throw new TaskInterrupted();
    };
    const scoped = <T>(fn: (tx: Queryable) => Promise<T>) => withTenant(this.db, task.tenant_id, fn);
    let checkpoint = task.checkpoint;
    const run: TaskRun = {
      db: this.db,
      storage: this.storage,
      get checkpoint() {
        return checkpoint;
      },
      signal,
      step: async (fn) => {
        check();
        const saved = await scoped(async (tx) => {
          const value = await fn(tx);
          await this.fenced(tx, task, 'checkpoint = $3', [JSON.stringify(value)]);
          return value;
        });
        checkpoint = saved;
        return saved;
      },
      progress: async (done, total) => {
        check();
        await scoped((tx) => this.fenced(tx, task, 'progress = $3, total = $4', [done, total]));
      },
    };
    try {
      if (task.attempts > MAX_TASK_ATTEMPTS) throw new Error(GAVE_UP_MESSAGE);
      const kind = kinds.get(task.operate_type);
      if (!kind) throw new Error(`unknown task type ${task.operate_type}`);
      const result = await kind(task, run);
      await scoped((tx) => this.fenced(tx, task, 'operate_status = 1, result = $3, end_time = now()', [JSON.stringify(result)]));
    } catch (e) {
      if (e instanceof TaskInterrupted) {
        this.log.info?.({ task: task.id, reason: e.message }, 'batch task interrupted; it stays pending');
        return;
      }
      this.log.error({ err: e, task: task.id }, 'batch task failed');
      await scoped((tx) => this.fenced(tx, task, 'operate_status = 2, error_message = $3, end_time = now()', [String((e as Error).message).slice(0, 500)])).catch(
        (err) => this.log.error({ err, task: task.id }, 'could not record the failure of a batch task'),
      );
    } finally {
      this.current = null;
    }
  }
}
