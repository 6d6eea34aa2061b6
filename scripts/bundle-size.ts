// Gzipped JS a route needs on first load: the entry's static import closure plus the route page's chunk
// closure, read from the Vite manifest. Used by `npm run bench` (budget: login page <= 200 KB gzip).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }

export function routeJs(distDir: string, pageSrc: string): { files: string[]; gzipBytes: number } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)![0];
  visit(entry);
  const page = Object.keys(manifest).find((k) => k.endsWith(pageSrc));
  if (!page) throw new Error(`no chunk for ${pageSrc}`);
  visit(page);
  const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const gzipBytes = files.reduce((n, f) => n + gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length, 0);
  return { files, gzipBytes };
}

if (process.argv[1]?.endsWith('bundle-size.ts')) {
  const dist = join(process.cwd(), 'dist/client');
  for (const page of process.argv.slice(2).length ? process.argv.slice(2) : ['pages/login/LoginPage.tsx', 'pages/deal/DealPage.tsx']) {
    const r = routeJs(dist, page);
    console.log(`${page}: ${(r.gzipBytes / 1024).toFixed(1)} KB gzip JS in ${r.files.length} files`);
    for (const f of r.files) console.log(`   ${f}  ${(gzipSync(readFileSync(join(dist, f)), { level: 9 }).length / 1024).toFixed(1)} KB`);
  }
}
