// Test projects: `unit` (beside the code; node by default, front-end files opt into happy-dom with a
// `// @vitest-environment happy-dom` comment) and the API tests once per database kind. The API projects run
// their files one at a time: each file creates and seeds its own database. A stray `.only` fails the run
// (allowOnly: false in every project) instead of quietly skipping the rest of the suite.
import { defineConfig } from 'vitest/config';

// The generated validators (12 MB of plain JavaScript) are loaded by Node itself, not through Vite's transform and
// module runner: inlined, each test file spent 10-13 s importing them; loaded natively, under a second.
const server = { deps: { external: [/\/src\/generated\/validators\.js$/] } };

const apiProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${kind}`,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: kind },
    // Builds the migrated and seeded template database each test file copies (tests/api/template.ts).
    globalSetup: [`tests/api/setup-${kind}.ts`],
    allowOnly: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    server,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'generators/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          allowOnly: false,
          server,
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
    ],
  },
});
