import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/setup/global-postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
