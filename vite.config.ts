import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API is served by Fastify; in `vite` dev mode every POST goes there.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '^/(loginPage|homepage|api|openapi\\.json)': { target: apiTarget, changeOrigin: false },
    },
  },
});
