// Helpers shared by the benchmarks: a server on a temp data dir, latency percentiles, a fixed-concurrency loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startServer(env: Record<string, string> = {}): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ipms-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(join(process.cwd(), 'node_modules/.bin/tsx'), ['src/main.server.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // First start migrates, seeds and loads the classification: a minute or more on a busy 2-core machine.
  const deadline = Date.now() + (Number(process.env.BENCH_START_TIMEOUT_MS) || 300_000);
  for (;;) {
    try {
      if ((await fetch(url + '/healthz')).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('the server did not answer /healthz in time (BENCH_START_TIMEOUT_MS)');
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `call` `total` times with `concurrency` in flight; returns p50/p95 in ms and requests per second. */
export async function measure(call: () => Promise<unknown>, total: number, concurrency: number) {
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rps: total / elapsed };
}

export async function post(url: string, path: string, body: unknown, token?: string) {
  const res = await fetch(url + encodeURI(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { subCode: number; subMessage: string; data: any };
  if (json.subCode !== 10000) throw new Error(`${path}: ${json.subMessage}`);
  return json.data;
}

export const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/** Runs fn on a short-lived connection to the server's maintenance database (create/drop bench databases). */
export async function withAdminClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
