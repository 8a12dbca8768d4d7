// `npm run test:faults`: fault tests that take minutes (tests/faults), with the same real
// PostgreSQL setup as `npm test`. CI (.ci/run) runs them beside the gate, with their own
// PostgreSQL and ports, since they mostly wait for an outage to pass.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    globalSetup: ['tests/setup/global-postgres.ts'],
    testTimeout: 15 * 60_000,
    hookTimeout: 120_000,
  },
});
