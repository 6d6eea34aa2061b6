// The generated build outputs (generators/index.ts BUILD_OUTPUTS: validators.js, not committed) brought up to date
// before a server starts: written when missing or older than the schemas and generators (a pull that changed a
// schema leaves the old file behind, and a server on stale validators refuses to start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

export function ensureBuildOutputs(root: string): void {
  const validators = join(root, 'src/generated/validators.js');
  const sources = Math.max(newest(join(root, 'schemas')), newest(join(root, 'generators')));
  if (existsSync(validators) && statSync(validators).mtimeMs >= sources) return;
  const r = spawnSync(join(root, 'node_modules/.bin/tsx'), ['generators/index.ts', '--build-outputs'], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
