// Browser tests against the built server (`npm run build` first; `npm test` does both) in
// Debian's Chromium: the build machines have no internet, so Playwright cannot download its own browsers.
// Two of its builds (docs/decisions/0066-ci-twelve-minutes.md): the public site's tests in its
// headless shell, the headless browser Playwright itself runs by default (a test's new browser
// context costs about a third of the full browser's processor time there); the advisor's inbox in
// the full browser, whose PDF viewer and notification permission it uses (the shell has no PDF
// viewer and denies notifications).
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One port for the whole run, chosen when the main process reads this file; the workers
// inherit it through the environment. Below Linux's ephemeral range (32768–60999), so that no
// client socket of a test running beside this one (CI's fault test) can hold it.
process.env.E2E_PORT ??= String(21000 + Math.floor(Math.random() * 9000));
// The same server with a second build that carries an analytics tag (global-setup.ts): the
// consent sheet exists only there.
process.env.E2E_TAGGED_PORT ??= String(Number(process.env.E2E_PORT) + 1);
// Where each test notes the documents it loaded and the CSP violations it saw (fixtures.ts).
process.env.E2E_CSP_REPORT ??= path.join(os.tmpdir(), `e2e-csp-${process.pid}.jsonl`);

/** Specs that seed state the whole server shares (project `alone` below). */
const ALONE = ['**/inbox-system.spec.ts'];
/** Specs that open the inbox: in the full browser (inbox-helpers.ts's signIn checks it). */
const INBOX = [
  '**/inbox*.spec.ts',
  '**/push-notifications.spec.ts',
  '**/challenge-blocked.spec.ts',
  '**/request-page-documents.spec.ts',
];
const BROWSERS = {
  shell: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  full: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};

/** Tests tagged @phone run on the phone only, everything else on the desktop; the inbox's in the full browser. */
function onDevice(name: string, phone: boolean, browser: keyof typeof BROWSERS) {
  return {
    name,
    use: {
      ...(phone ? devices['Pixel 7'] : devices['Desktop Chrome']),
      launchOptions: { executablePath: BROWSERS[browser], args: ['--no-sandbox'] },
    },
    metadata: { fullBrowser: browser === 'full' },
    ...(phone ? { grep: /@phone/ } : { grepInvert: /@phone/ }),
    ...(browser === 'full' ? { testMatch: INBOX, testIgnore: ALONE } : { testIgnore: [...ALONE, ...INBOX] }),
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry on CI, where the suite's two workers share two cores with the fault test beside the
  // gate: a test that fails twice fails the run, and one that passed only on its retry is named
  // as flaky in the output, a defect to fix, not to ignore.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: { baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` },
  projects: [
    onDevice('desktop', false, 'shell'),
    onDevice('phone', true, 'shell'),
    onDevice('inbox', false, 'full'),
    onDevice('inbox-phone', true, 'full'),
    // What the server's workers overwrite while other tests run (a channel's health, cleared by
    // every email sent or document stored): after every other test, one at a time. Run alone with
    // `npx playwright test --project=alone --no-deps`.
    {
      ...onDevice('alone', false, 'full'),
      testMatch: ALONE,
      testIgnore: [],
      dependencies: ['desktop', 'phone', 'inbox', 'inbox-phone'],
      fullyParallel: false,
    },
  ],
});
