// npm start: build the front end when it is missing or older than its sources, then run the server
// (migrations, first-start demo seed, API and front end on one port).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuildOutputs } from './build-outputs';

const root = process.cwd();
const builtIndex = join(root, 'dist/client/index.html');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

// The validators are a build output of the schemas (not committed): written when missing or older than the schemas.
ensureBuildOutputs(root);

// (src/modules holds the modules' screens and widgets beside their server code.)
const sources = ['src/client', 'src/modules', 'src/main.client.tsx', 'src/generated', 'src/shared', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => newest(join(root, p)));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < Math.max(...sources)) {
  console.log('Building the front end (vite build)...');
  const r = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { start } = await import('../src/main.server');
await start();
