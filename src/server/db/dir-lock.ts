// PGlite has no lock of its own: two processes opening one data directory would both write to it and corrupt
// it. openDatabase takes this lock file (<data dir>.lock holding the owner's pid) before opening PGlite, so a
// second server or the classification importer on a directory in use stops with a clear message instead.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(readonly dir: string, readonly pid: number) {
    super(`the embedded database ${dir} is in use by process ${pid}: stop that server first (or use DATABASE_URL)`);
  }
}

const held = new Map<string, number>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function release(path: string) {
  try {
    if (Number(readFileSync(path, 'utf8').trim()) === process.pid) unlinkSync(path);
  } catch {
    // already gone
  }
}

let exitHook = false;

/** Takes the lock of a data directory; returns its release function. Re-entrant within one process. */
export function lockDataDir(dir: string): () => void {
  const path = `${dir}.lock`;
  const count = held.get(path) ?? 0;
  if (count === 0) {
    for (let attempt = 0; ; attempt++) {
      try {
        writeFileSync(path, String(process.pid), { flag: 'wx' });
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw e;
        let owner = NaN;
        try {
          owner = Number(readFileSync(path, 'utf8').trim());
        } catch {
          continue; // removed meanwhile
        }
        if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) throw new DataDirLockedError(dir, owner);
        // Left behind by a process that is gone (or by this one): take it over.
        try {
          unlinkSync(path);
        } catch {
          // someone else took it over; try again
        }
      }
    }
  }
  held.set(path, count + 1);
  if (!exitHook) {
    exitHook = true;
    process.once('exit', () => held.forEach((_, p) => release(p)));
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const n = (held.get(path) ?? 1) - 1;
    if (n > 0) held.set(path, n);
    else {
      held.delete(path);
      release(path);
    }
  };
}
