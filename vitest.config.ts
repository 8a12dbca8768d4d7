import { configDefaults, defineConfig } from 'vitest/config';

const INCLUDE = [
  'common/**/*.test.ts',
  'server/**/*.test.ts',
  'web/**/*.test.ts',
  'build/**/*.test.ts',
  'tests/**/*.test.ts',
];
// Files that spend minutes waiting on a clock, not the processor: two servers waiting for the
// digest's minute and then for a dead instance's jobs to expire (about 170 s, 10 s of it work).
// `npm test` runs them (project `waiting`) beside the browser tests instead of in a vitest worker
// the other files could use (docs/BENCHMARKS.md, "CI time"); `vitest run` alone runs both projects.
const WAITING = ['tests/api/two-instances.test.ts'];

export default defineConfig({
  test: {
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
    projects: [
      {
        extends: true,
        // Minutes-long fault tests run with `npm run test:faults` (vitest.faults.config.ts).
        test: { name: 'main', include: INCLUDE, exclude: [...configDefaults.exclude, 'tests/faults/**', ...WAITING] },
      },
      { extends: true, test: { name: 'waiting', include: WAITING } },
    ],
  },
});
