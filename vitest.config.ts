import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Test files run side by side: each has its own database (a copy of the run's template, see
    // apps/server/src/test/test-database.ts). Vitest's default is one worker per core but one, so
    // a single one on the 2-core machines; two took the API suites there from 20 to 9 min on
    // PGlite and from 9 to 6.4 min on PostgreSQL (waits on PostgreSQL, files and child processes overlap).
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
