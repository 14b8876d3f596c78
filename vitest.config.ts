import { defineConfig } from 'vitest/config';

// Unit tests sit beside their code; tests/ holds the ones that need PostgreSQL, Temporal or a browser.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{domain,machines,workflows,worker,api,db,web}/**/*.test.{ts,tsx}'],
          exclude: ['node_modules/**', 'web/dist/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
