import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { allCalls } from './src/generated/catalogue';
import { menuRoutes } from './src/generated/routes';
import { flattenRoutes } from './src/client/app/routeTree';
import { staticClosureGroups } from './scripts/chunk-groups';

/** Writes .gz and .br beside each built asset; the server sends them as is (@fastify/static preCompressed). */
function precompress(): Plugin {
  return {
    name: 'ipms-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const path = join(options.dir!, file);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(path + '.gz', gzipSync(data, { level: 9 }));
        writeFileSync(path + '.br', brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * A signed-in page (a token in localStorage, checked by index.html's first script) starts downloading the shell's
 * chunks - and on a list route the list page's and the grid's - while the entry loads, instead of once the entry
 * has run (issue 18 item 8). The sign-in page does not: its first load stays what it needs.
 */
function preloadSignedIn(chunks: { always: string[]; list: string[] }): Plugin {
  const listPaths = flattenRoutes(menuRoutes).filter((r) => r.component === 'schemaList').map((r) => r.path);
  return {
    name: 'ipms-preload-signed-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // A group's name must be its chunk's alone: antd's List once made a second chunk named 'list', and every
        // list screen preloaded it for nothing.
        const filesOf = (names: string[]) =>
          names.map((name) => {
            const found = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk' && !c.isEntry && c.name === name);
            if (found.length !== 1) throw new Error(`preload: ${found.length} chunks are named ${name}; a group needs a unique name`);
            return `/${found[0].fileName}`;
          });
        const code =
          `var p = ${JSON.stringify(filesOf(chunks.always))};` +
          ` if (${JSON.stringify(listPaths)}.indexOf(location.pathname) >= 0) p = p.concat(${JSON.stringify(filesOf(chunks.list))});` +
          ` p.forEach(function (h) { var l = document.createElement('link'); l.rel = 'modulepreload'; l.href = h; document.head.appendChild(l); });`;
        return html.replace('/* ipms:signed-in-preload */', code);
      },
    },
  };
}

// The API is served by Fastify; in `vite` dev mode every catalogue path (and file downloads) goes there.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const apiPrefixes = [...new Set(allCalls.map((c) => encodeURI(c.path.split('/')[1])))].concat('files', 'openapi.json');

export default defineConfig({
  plugins: [react(), precompress(), preloadSignedIn({ always: ['login', 'shell'], list: ['listScreen', 'DataGrid'] })],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Everything the entry needs statically goes into one initial chunk; lazy pages only share among
        // themselves. Without this, shared lazy code (menus, tabs, tables) lands in chunks the entry imports,
        // and the login page pays for the whole shell.
        // Then the signed-in shell and the list page, each one chunk (scripts/chunk-groups.ts).
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 10 },
            ...staticClosureGroups({
              shared: { login: 'src/client/pages/login/LoginPage.tsx' },
              signedIn: { shell: 'src/client/app/ShellRoutes.tsx', listScreen: 'src/client/pages/schema-list/SchemaListPage.tsx' },
              publicPages: ['src/client/pages/home/HomePage.tsx', 'src/client/pages/agreement/AgreementPage.tsx', 'src/client/pages/error/ErrorPage.tsx', 'src/modules/open/client/Try45Page.tsx'],
            }),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      [`^/(${apiPrefixes.map((p) => p.replace(/[.]/g, '\\.')).join('|')})(/|$)`]: { target: apiTarget, changeOrigin: false },
    },
  },
});
