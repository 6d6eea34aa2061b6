// Batch tasks run once and survive crashes (src/server/tasks/runner.ts): two runners never run one task at
// once, a stopped or killed runner's task is resumed from its last committed step by another runner at once,
// a runner that lost its task commits nothing more, and a task that keeps dying is given up. The kill test
// runs a second runner in a child process on PostgreSQL and ends it with SIGKILL in the middle of a step.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { enqueueTask, GAVE_UP_MESSAGE, MAX_TASK_ATTEMPTS, TaskRunner } from '../../src/server/tasks/runner';
import { createTestDatabase, DB_KIND, type TestDatabase } from './harness';
import { createStepTable, STEP_TASK } from './tasks/step-task';

let tdb: TestDatabase;
let tenantId: number;
let userId: number;
const quiet = { error: () => {} };

beforeAll(async () => {
  tdb = await createTestDatabase({ seed: false });
  const created = await withSystem(tdb.db, (tx) =>
    createTenant(tx, { name: '任务测试', code: 'tasks' }, [{ account: 'runner', password: 'Runner@2026', name: '任务', phone: '13800000009', role: '管理员' }]),
  );
  tenantId = created.tenantId;
  userId = created.userIds[0];
  await createStepTable(tdb.db);
});
afterAll(async () => {
  await tdb?.drop();
});

const enqueue = (steps: number, delayMs: number) => withTenant(tdb.db, tenantId, (tx) => enqueueTask(tx, STEP_TASK, userId, { steps, delayMs }));

async function task(id: number) {
  const r = await tdb.db.query<{ operate_status: number; attempts: number; result: unknown; error_message: string | null; checkpoint: unknown; progress: number }>(
    'select operate_status, attempts, result, error_message, checkpoint, progress from batch_tasks where id = $1',
    [id],
  );
  const row = r.rows[0];
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return { status: row.operate_status, attempts: row.attempts, result: parse(row.result), error: row.error_message, checkpoint: parse(row.checkpoint), progress: row.progress };
}

async function steps(id: number) {
  const r = await tdb.db.query<{ step: number; pid: number }>('select step, pid from task_test_steps where task_id = $1 order by step', [id]);
  return r.rows;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('task runner', () => {
  it('two runners never run one task at once: every task runs each of its steps once', async () => {
    const ids = [await enqueue(6, 5), await enqueue(6, 5), await enqueue(6, 5)];
    const a = new TaskRunner(tdb.db, quiet);
    const b = new TaskRunner(tdb.db, quiet);
    await Promise.all([a.tick(), b.tick()]);
    for (const id of ids) {
      expect(await task(id)).toMatchObject({ status: 1, attempts: 1, result: { steps: 6 }, error: null, progress: 6 });
      expect((await steps(id)).map((s) => s.step)).toEqual(range(6));
    }
  });

  it('a stopped runner leaves its task pending; another runner resumes it from the last committed step', async () => {
    const id = await enqueue(12, 20);
    const a = new TaskRunner(tdb.db, quiet);
    const running = a.tick();
    await until('three steps', async () => (await steps(id)).length >= 3);
    await a.stop();
    await running;
    const stopped = await task(id);
    const done = (await steps(id)).length;
    expect(stopped).toMatchObject({ status: 0, attempts: 1, checkpoint: { next: done } });
    expect(done).toBeLessThan(12);

    await new TaskRunner(tdb.db, quiet).tick();
    expect(await task(id)).toMatchObject({ status: 1, attempts: 2, result: { steps: 12 } });
    expect((await steps(id)).map((s) => s.step)).toEqual(range(12));
  });

  it('a runner whose task another runner claimed meanwhile commits nothing more under its old claim', async () => {
    const id = await enqueue(10, 30);
    const notes: Array<{ task: number; reason: string }> = [];
    const a = new TaskRunner(tdb.db, { error: () => {}, info: (o) => notes.push(o as { task: number; reason: string }) });
    const running = a.tick();
    await until('two steps', async () => (await steps(id)).length >= 2);
    // What another runner's claim does (after this runner's lock connection broke, say).
    await tdb.db.query('update batch_tasks set attempts = attempts + 1 where id = $1', [id]);
    await running;
    // The old claim's next write (the step in flight with its checkpoint) was refused and rolled back; the
    // runner let the task go and, the task being free, claimed it again and resumed from the checkpoint.
    expect(notes).toEqual([{ task: id, reason: `task ${id} was taken over by another runner` }]);
    expect(await task(id)).toMatchObject({ status: 1, attempts: 3, result: { steps: 10 }, error: null });
    expect((await steps(id)).map((s) => s.step)).toEqual(range(10));
  });

  it(`gives a task up after ${MAX_TASK_ATTEMPTS} interrupted attempts`, async () => {
    const id = await enqueue(3, 1);
    await tdb.db.query('update batch_tasks set attempts = $2 where id = $1', [id, MAX_TASK_ATTEMPTS]);
    await new TaskRunner(tdb.db, quiet).tick();
    expect(await task(id)).toMatchObject({ status: 2, error: GAVE_UP_MESSAGE });
    expect(await steps(id)).toEqual([]);
  });

  it.runIf(DB_KIND === 'postgres')(
    'a runner process killed with SIGKILL mid-step: one of two other runners picks the task up at once and it finishes once',
    async () => {
      const id = await enqueue(30, 150);
      const worker: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./tasks/worker.ts', import.meta.url))], {
        env: { ...process.env, DATABASE_URL: tdb.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      worker.stdout!.on('data', (d) => (output += d));
      worker.stderr!.on('data', (d) => (output += d));
      const exited = new Promise((r) => worker.once('exit', r));
      try {
        await until('the worker to run three steps', async () => (await steps(id)).length >= 3, 30_000).catch((e) => {
          throw new Error(`${(e as Error).message}; worker said: ${output}`);
        });
        // While the worker lives, the task is its own: two more runners leave it alone.
        const b = new TaskRunner(tdb.db, quiet);
        const c = new TaskRunner(tdb.db, quiet);
        await Promise.all([b.tick(), c.tick()]);
        expect((await steps(id)).every((s) => s.pid === worker.pid)).toBe(true);
        expect(await task(id)).toMatchObject({ status: 0, attempts: 1 });

        worker.kill('SIGKILL');
        await exited;
        const byWorker = (await steps(id)).length;
        // The killed runner's lock went with its connection: no claim expiry to wait out.
        await until('another runner to take the task', async () => {
          await Promise.all([b.tick(), c.tick()]);
          return (await task(id)).status !== 0;
        });

        expect(await task(id)).toMatchObject({ status: 1, attempts: 2, result: { steps: 30 }, error: null, progress: 30 });
        const all = await steps(id);
        expect(all.map((s) => s.step)).toEqual(range(30));
        expect(all.filter((s) => s.pid === worker.pid)).toHaveLength(byWorker);
        expect(all.filter((s) => s.pid === process.pid)).toHaveLength(30 - byWorker);
        expect(byWorker).toBeGreaterThanOrEqual(3);
      } finally {
        if (worker.exitCode === null) worker.kill('SIGKILL');
      }
    },
    60_000,
  );
});
