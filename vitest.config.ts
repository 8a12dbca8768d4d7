import { configDefaults, defineConfig } from 'vitest/config';

const INCLUDE = [
  'common/**/*.test.ts',
  'server/**/*.test.ts',
  'web/**/*.test.ts',
  'build/**/*.test.ts',
  'tests/**/*.test.ts',
];
// Files that mostly wait on a clock, not the processor: `npm test` runs them (project `waiting`)
// beside the other files and the browser tests instead of in a vitest worker the other files could use
// (docs/decisions/0064-ci-time-waits-beside-the-browser.md, which lists each file's processor time
// against its wall time; 0066 runs all three at once); `vitest run` alone runs both projects. Two servers waiting for the
// digest's minute and for a dead instance's jobs to expire (about 170 s, 10 s of it work); push and
// email retries and their alerts; the bot check's fill times; slow uploads held for a rate window.
// The held-leads notice and upload memory, whose timing assertions once failed under load, are
// processor work and stay in `main`; both passed with the browser tests beside them (0066).
const WAITING = [
  'tests/api/two-instances.test.ts',
  'tests/api/failure-alerts.test.ts',
  'tests/api/bot-check.test.ts',
  'tests/api/slow-clients.test.ts',
  'tests/api/push-notifications.test.ts',
  'tests/api/system-status.test.ts',
];

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
