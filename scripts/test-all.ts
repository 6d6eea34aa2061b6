// npm test: every check in order, stopping at the first failure with its exit code.
//   1. generated code up to date with schemas/   2. type check   3. vitest (unit + API on PGlite and PostgreSQL)
//   4. production build and 5. end-to-end tests, only once scripts/e2e.ts exists.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Step { name: string; cmd: string; args: string[] }

const steps: Step[] = [
  { name: 'generated code up to date', cmd: bin('tsx'), args: ['generators/index.ts', '--check'] },
  { name: 'type check', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'vitest (unit, api-pglite, api-postgres)', cmd: bin('vitest'), args: ['run'] },
];
const e2e = existsSync(join(root, 'scripts', 'e2e.ts'));
if (e2e) {
  steps.push({ name: 'build', cmd: npm, args: ['run', 'build'] });
  steps.push({ name: 'end-to-end', cmd: npm, args: ['run', 'test:e2e'] });
}

function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', (err) => {
      console.error(`\n${step.name}: could not start ${step.cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const results: Array<{ name: string; ms: number; code: number }> = [];
let exitCode = 0;
const started = Date.now();
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${[step.cmd.replace(root, ''), ...step.args].join(' ')}`);
  const t0 = Date.now();
  const code = await run(step);
  results.push({ name: step.name, ms: Date.now() - t0, code });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.code === 0 ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(42)} ${seconds(r.ms).padStart(8)}`);
for (const s of steps.slice(results.length)) console.log(`  skip  ${s.name}`);
if (!e2e) console.log('  skip  build and end-to-end (no scripts/e2e.ts yet)');
console.log(`  ${exitCode === 0 ? 'all passed' : `failed (exit code ${exitCode})`} in ${seconds(Date.now() - started)}`);
process.exit(exitCode);
