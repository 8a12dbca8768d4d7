// `npm run test:faults`: fault tests that take minutes (tests/faults), with the same real
// PostgreSQL setup as `npm test`. CI runs them after `npm test`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    globalSetup: ['tests/setup/global-postgres.ts'],
    testTimeout: 15 * 60_000,
    hookTimeout: 120_000,
  },
});
