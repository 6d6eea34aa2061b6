// Starts the server with the given modules: open the database (PGlite under DATA_DIR, or PostgreSQL at
// DATABASE_URL), migrate, seed the demo tenant on first start, serve the API and the built front end on PORT.
// The process entry is the composition root src/main.server.ts.
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { DEMO_LOGINS, seedDemo, syncBuiltinRoles } from './seed';
import { startModules, type ServerModule } from './modules';
import { sweepExpiredSessions } from './auth/sweep';
import { storageFromEnv } from './files/config';
import { TaskRunner } from './tasks/runner';
import { sendDueReminders } from './custom-fields/reminders';

export async function startServer(modules: readonly ServerModule[]) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const dataDir = process.env.DATA_DIR ?? './data';
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const applied = await migrate(db);
  await startModules(db, modules, { info: (m) => console.log(`  ${m}`) });
  const storage = storageFromEnv(process.env, dataDir);
  const seeded = await seedDemo(db, modules, storage);
  await syncBuiltinRoles(db);
  const app = await buildApp({
    db,
    modules,
    clientDir: process.env.CLIENT_DIR ?? fileURLToPath(new URL('../../dist/client', import.meta.url)),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    validateResponses: process.env.NODE_ENV !== 'production' && process.env.VALIDATE_RESPONSES === '1',
    storage,
  });
  const tasks = new TaskRunner(db, app.log, storage);
  tasks.start();
  // Date-field reminders: checked every minute (they are due on the hour).
  const reminders = setInterval(() => void sendDueReminders(db).catch((e) => app.log.error(e, 'reminders failed')), 60 * 1000);
  reminders.unref();
  // Modules' periodic work (e.g. daily reminder tasks), first run right after start.
  for (const job of modules.flatMap((m) => m.periodic ?? [])) {
    const tick = () => void job.run(db).catch((e) => app.log.error(e, 'periodic module job failed'));
    setInterval(tick, job.everyMs).unref();
    tick();
  }
  const sweeper = setInterval(() => void sweepExpiredSessions(db).catch((e) => app.log.error(e)), 60 * 60 * 1000);
  sweeper.unref();
  await sweepExpiredSessions(db);
  await app.listen({ port, host });
  const where = db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`;
  console.log(`\n  IPMS is running at http://localhost:${port}/  (database: ${where}${applied.length ? `, migrations ${applied.join(', ')} applied` : ''})`);
  console.log(seeded ? '  Demo tenant created. Sign in with:' : '  Demo sign-ins:');
  for (const l of [...DEMO_LOGINS, ...modules.flatMap((m) => m.demoLogins ?? [])]) console.log(`    ${l.role.padEnd(4, '　')}  ${l.account} / ${l.password}`);
  console.log('');
  const stop = async () => {
    await tasks.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return app;
}

