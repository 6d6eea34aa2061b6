// Import boundaries of the tree (README "Layout"): the platform never imports a module, client code never
// imports server code (nor the other way round), shared code imports neither, and a module reaches another
// module only through that module's entry (client.ts / server.ts). Only the composition roots
// (src/main.client.tsx, src/main.server.ts) and the module lists (src/modules/client.ts, server.ts) see both.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('.', import.meta.url));

type Side = 'client' | 'server' | 'shared' | 'root' | 'generated';
interface Place { module: string | null; side: Side; entry: boolean }

/** Where a file under src/ sits: platform or module, and which side. */
export function placeOf(rel: string): Place {
  const p = rel.split('/');
  if (p[0] === 'generated') return { module: null, side: 'generated', entry: false };
  if (p[0] === 'modules') {
    if (p.length === 2) return { module: null, side: 'root', entry: false }; // the module lists
    const file = p[2];
    const side: Side =
      file === 'server' || file === 'server.ts' ? 'server'
      : file === 'client' || file === 'client.ts' || file === 'i18n.ts' ? 'client'
      : 'shared';
    return { module: p[1], side, entry: p.length === 3 && (file === 'client.ts' || file === 'server.ts') };
  }
  if (p[0] === 'client') return { module: null, side: 'client', entry: false };
  if (p[0] === 'server') return { module: null, side: 'server', entry: false };
  if (p[0] === 'shared') return { module: null, side: 'shared', entry: false };
  return { module: null, side: 'root', entry: false }; // src/main.client.tsx, src/main.server.ts, this test
}

/** The rule an import from `from` to `to` breaks, or null. */
export function violation(from: string, to: string): string | null {
  const a = placeOf(from);
  const b = placeOf(to);
  if (a.side === 'root' || b.side === 'generated') return null;
  if (b.side === 'root') return 'imports a composition root';
  if (a.module === null && b.module !== null) return 'the platform imports a module';
  if (a.side === 'client' && b.side === 'server') return 'client code imports server code';
  if (a.side === 'server' && b.side === 'client') return 'server code imports client code';
  if (a.side === 'shared' && (b.side === 'client' || b.side === 'server')) return `shared code imports ${b.side} code`;
  if (a.module !== null && b.module !== null && a.module !== b.module && !b.entry) return `module ${a.module} imports module ${b.module} past its entry`;
  return null;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

function resolveImport(file: string, spec: string): string | null {
  const base = resolve(dirname(file), spec);
  for (const e of EXTENSIONS) if (existsSync(base + e) && statSync(base + e).isFile()) return base + e;
  return null;
}

function violations(): string[] {
  const out: string[] = [];
  for (const file of files(src)) {
    const from = relative(src, file);
    if (from.startsWith('generated/')) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolveImport(file, m[2]);
      if (!target || !target.startsWith(src)) continue;
      const why = violation(from, relative(src, target));
      if (why) out.push(`${from} → ${m[2]}: ${why}`);
    }
  }
  return out;
}

/** Client files that load the server's call catalogue (handler keys, validator names, limits) as code. */
function clientCatalogueImports(): string[] {
  return files(src)
    .map((f) => relative(src, f))
    .filter((f) => placeOf(f).side === 'client' || f === 'main.client.tsx')
    .filter((f) => /^import (?!type )[^;]*generated\/catalogue['"]/m.test(readFileSync(join(src, f), 'utf8')));
}

describe('import boundaries', () => {
  it('keep server call details out of the browser (client code reads generated/calls)', () => {
    expect(clientCatalogueImports()).toEqual([]);
  });

  it('hold across src/', () => {
    expect(violations()).toEqual([]);
  });

  it('catch each kind of crossing', () => {
    expect(violation('client/runtime/grid/cellFormats.ts', 'modules/archive/client/cells.tsx')).toBe('the platform imports a module');
    expect(violation('server/app.ts', 'modules/archive/server.ts')).toBe('the platform imports a module');
    expect(violation('client/request/api.ts', 'server/http/errors.ts')).toBe('client code imports server code');
    expect(violation('modules/merge/client/MergeDialog.tsx', 'modules/archive/server/records.ts')).toBe('client code imports server code');
    expect(violation('modules/archive/server/seed.ts', 'client/i18n/index.ts')).toBe('server code imports client code');
    expect(violation('shared/subcodes.ts', 'server/http/errors.ts')).toBe('shared code imports server code');
    expect(violation('modules/merge/client/MergeDialog.tsx', 'modules/archive/client/related/relatedModel.ts')).toBe('module merge imports module archive past its entry');
    expect(violation('modules/merge/client/MergeDialog.tsx', 'modules/archive/client.ts')).toBeNull();
    expect(violation('modules/archive/server/seed.ts', 'modules/classification/server.ts')).toBeNull();
    expect(violation('modules/archive/client/cells.tsx', 'client/runtime/lazyComponent.ts')).toBeNull();
    expect(violation('main.client.tsx', 'modules/client.ts')).toBeNull();
  });
});
