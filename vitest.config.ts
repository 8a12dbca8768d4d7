import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'common/**/*.test.ts',
      'server/**/*.test.ts',
      'web/**/*.test.ts',
      'build/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    // Minutes-long fault tests run with `npm run test:faults` (vitest.faults.config.ts).
    exclude: [...configDefaults.exclude, 'tests/faults/**'],
    globalSetup: ['tests/setup/global-postgres.ts'],
    // Two test files at a time on CI's 2 cores (vitest's default is one less than the cores): each
    // file has its own database and ports, and most of them wait on PostgreSQL, SMTP or timers
    // (docs/BENCHMARKS.md, "CI time").
    maxWorkers: 2,
    // One retry on CI (two workers and the fault test on two cores): a test that fails twice fails
    // the run; one that passed on its retry is marked in the output, a defect to fix.
    retry: process.env.CI ? 1 : 0,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
