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
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
