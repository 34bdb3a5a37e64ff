import { defineConfig } from 'vitest/config';

// Projects: `unit` (beside the source), `api` (real server + real database; TEST_DB=sqlite|postgres).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'codegen/**/*.test.ts', 'storefront/**/*.test.{ts,tsx}', 'admin-resources/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Two files at a time on two cores (the default keeps one core for the main process, which here idles), in
          // worker threads (their files start faster than in child processes: 35 s against 42 s for the project).
          maxWorkers: 2,
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server on its own database; two at a time suits two cores.
          maxWorkers: 2,
          // A worker imports the server once for all its files (not once per file: half the API run's time went to
          // importing it 32 times). The files share no state through modules: each builds its own app and database.
          isolate: false,
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 60_000,
          // Each file starts its own server on its own database: two at a time, as the API tests.
          maxWorkers: 2,
        },
      },
    ],
  },
});
