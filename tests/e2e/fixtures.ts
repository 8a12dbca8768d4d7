// Shared by every browser test: a console error, an uncaught exception or a violation of the
// Content-Security-Policy fails the test (docs/SECURITY.md, "Browser"); the database the
// server writes to, for checking what a form stored.
import { appendFile } from 'node:fs/promises';
import { test as base, expect } from '@playwright/test';
import pg from 'pg';

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

// Each test that asks speaks from an address of its own, as each visitor does behind the proxy
// (global-setup.ts: the test server trusts one hop), so its uploads meet no other test's in the
// per-address limits (one upload at a time, so many a minute: server/leads/upload-slots.ts).
let addresses = 0;

export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  ownAddress: boolean;
  speakFromOwnAddress: void;
  failOnConsoleErrors: void;
  failOnCspViolations: void;
  db: pg.Client;
}>({
  /** Console errors a test expects, e.g. the browser's report of a 404 document. */
  allowedConsoleErrors: [[], { option: true }],
  ownAddress: [false, { option: true }],
  speakFromOwnAddress: [
    async ({ context, ownAddress }, use, testInfo) => {
      addresses += 1;
      if (ownAddress)
        await context.setExtraHTTPHeaders({
          'X-Forwarded-For': `198.18.${testInfo.workerIndex % 256}.${addresses % 256}`,
        });
      await use();
    },
    { auto: true },
  ],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(text)))
          errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // Counted apart from console errors so that no allowed pattern can hide one; the tally of
  // the whole run is printed by global-setup.ts.
  failOnCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      let documents = 0;
      await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          window.reportCspViolation?.(`${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      page.on('load', () => documents++);
      await use();
      await appendFile(process.env.E2E_CSP_REPORT!, `${JSON.stringify({ documents, violations })}\n`);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; `db` has none
  db: async ({}, use) => {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    await use(client);
    await client.end();
  },
});

export { expect };

// The tag manager's queue in the page (web/src/lib/analytics.ts), read by the analytics tests.
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}
