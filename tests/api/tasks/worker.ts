// A second app server's task runner, in its own process (task-runner.test.ts starts it and kills it with
// SIGKILL): DATABASE_URL names the test database.
import { openDatabase } from '../../../src/server/db/open';
import { TaskRunner } from '../../../src/server/tasks/runner';
import './step-task';

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const runner = new TaskRunner(db, { error: (o) => console.error('task error', o) }, undefined, 100);
runner.start();
console.log('worker ready');
