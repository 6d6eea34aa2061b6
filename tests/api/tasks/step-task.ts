// A batch task kind for the runner tests: `steps` steps, each inserting its number into task_test_steps (primary
// key task_id + step, so a step run twice fails the task) and holding its transaction open for delayMs, so that
// a kill lands inside a step. Registered by the test process and by the worker child alike.
import type { Database } from '../../../src/server/db/types';
import { registerTaskKind } from '../../../src/server/tasks/runner';

export const STEP_TASK = 'testSteps';

export async function createStepTable(db: Database) {
  await db.exec(`
    create table if not exists task_test_steps (task_id integer not null, step integer not null, pid integer not null, primary key (task_id, step));
    grant select, insert on task_test_steps to ipms_app;
  `);
}

registerTaskKind(STEP_TASK, async (task, run) => {
  const { steps, delayMs } = task.payload as { steps: number; delayMs: number };
  let next = Number(run.checkpoint?.next ?? 0);
  while (next < steps) {
    const step = next;
    await run.step(async (tx) => {
      await tx.query('insert into task_test_steps (task_id, step, pid) values ($1, $2, $3)', [task.id, step, process.pid]);
      await new Promise((r) => setTimeout(r, delayMs));
      return { next: step + 1 };
    });
    next = step + 1;
    await run.progress(next, steps);
  }
  return { steps };
});
