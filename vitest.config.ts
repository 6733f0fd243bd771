import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Test files run side by side: each has its own database (a copy of the run's template, see
    // apps/server/src/test/test-database.ts). Vitest's default is one worker per core but one, so
    // a single one on the 2-core machines; two halve the API suites there (much of their time
    // is waiting for PostgreSQL, PGlite's start or a child process).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      // The repository's own checks (the layout's dependency rules).
      {
        test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
