// Shared by every browser test: a console error or an uncaught exception fails the test
// (GUIDE.md, conventions 9); the database the server writes to, for checking what a form stored.
import { test as base, expect } from '@playwright/test';
import pg from 'pg';

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; failOnConsoleErrors: void; db: pg.Client }>({
  /** Console errors a test expects, e.g. the browser's report of a 404 document. */
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  db: async ({}, use) => {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    await use(client);
    await client.end();
  },
});

export { expect };
