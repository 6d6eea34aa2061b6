// `npm run test:e2e`: builds the front end when it is missing or stale, starts the real server on a free port
// with a fresh embedded database in a temporary DATA_DIR, runs the Playwright journeys against it (extra CLI
// arguments go to `playwright test`), then stops the server and removes the directory. Exits with
// Playwright's exit code.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuildOutputs } from './build-outputs';

const root = process.cwd();
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
// E2E_START_TIMEOUT_MS lets a loaded machine wait longer for the first start (migrations, seed, the classification load).
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS) || 120_000;

/** Newest modification time among the given files and everything under the given directories. */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) for (const e of readdirSync(p)) visit(join(p, e));
    else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function buildIfStale() {
  const built = join(root, 'dist/client/index.html');
  const sources = newestMtime(['src/client', 'src/modules', 'src/shared', 'src/generated', 'src/main.client.tsx', 'index.html', 'vite.config.ts'].map((p) => join(root, p)));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) {
    console.log('e2e: dist/client is up to date, skipping the build');
    return;
  }
  console.log('e2e: building the front end (vite build)');
  const r = spawnSync(bin('vite'), ['build'], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) {
    console.error(`e2e: vite build failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`the server exited early (${server.exitCode ?? server.signalCode})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM to the server's process group (tsx runs node as a child), SIGKILL if it has not exited in 10 s. */
async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null || !server.pid) return;
  const exited = new Promise<void>((r) => server.once('exit', () => r()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function main(): Promise<number> {
  ensureBuildOutputs(root);
  buildIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'ipms-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Mail goes to 127.0.0.1:<smtpPort>, where a journey that reads mail starts its own SMTP server (E2E_SMTP_PORT).
  const smtpPort = await freePort();
  let output = '';
  const server = spawn(bin('tsx'), ['src/main.server.ts'], {
    cwd: root,
    // Web captures (存证保全) may reach the journeys' own site on 127.0.0.2 and nothing else inside.
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, WEB_CAPTURE_ALLOW_PRIVATE: '127.0.0.2' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so the tsx child goes down with it
  });
  let started = false;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    // Once the server is up only warnings and errors are worth showing, interleaved with the test output.
    if (started) process.stderr.write(chunk);
  };
  server.stdout!.on('data', collect);
  server.stderr!.on('data', collect);

  let interrupted = false;
  let stopping = false;
  const cleanup = async () => {
    stopping = true;
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = (sig: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\ne2e: ${sig}, stopping the server`);
    void cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const t0 = Date.now();
    try {
      await waitForHealth(`${baseUrl}/healthz`, server);
    } catch (e) {
      console.error(`e2e: the server did not start: ${(e as Error).message}\n--- server output ---\n${output}---`);
      return 1;
    }
    started = true;
    server.once('exit', (code, sig) => {
      if (!stopping) console.error(`\ne2e: the server exited during the run (code ${code}, signal ${sig}); later tests will fail to connect`);
    });
    console.log(`e2e: server ready at ${baseUrl} in ${((Date.now() - t0) / 1000).toFixed(1)} s (DATA_DIR ${dataDir})`);
    const pw = spawn(bin('playwright'), ['test', ...process.argv.slice(2)], {
      cwd: root,
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_SMTP_PORT: String(smtpPort) },
      stdio: 'inherit',
    });
    return await new Promise<number>((resolve) => pw.on('exit', (code, sig) => resolve(code ?? (sig ? 1 : 0))));
  } finally {
    if (!interrupted) await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
