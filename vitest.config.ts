import { defineConfig } from 'vitest/config';

// Test files run side by side, each worker of the pool on a database and a Temporal namespace of its own
// (tests/support/global-setup.ts). Most of an integration file's time is spent waiting on timers,
// processes and servers, so more workers than cores pay off (three: four browser files at once starve two cores); TEST_WORKERS overrides.
const WORKERS = Number(process.env.TEST_WORKERS ?? 3);

// Unit tests sit beside their code; tests/ holds the ones that need PostgreSQL, Temporal or a browser.
export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{config,domain,machines,workflows,worker,api,db,web}/**/*.test.{ts,tsx}'],
          exclude: ['node_modules/**', 'web/dist/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/per-worker.ts'],
          testTimeout: 120_000,
          // Pages and workflows answer within a second on a quiet machine, not when four files share two cores.
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
