// Screenshots taken for a person to look at: no test reads or compares them. CI, where nobody
// looks at them, skips them and the settling wait some take; every assertion around them still
// runs (docs/decisions/0064-ci-time-waits-beside-the-browser.md).
import type { Page, PageScreenshotOptions } from '@playwright/test';

/** A screenshot for people (skipped on CI), after `settleMs` for what is still drawing (a PDF in a frame). */
export async function screenshotForPeople(
  page: Page,
  { settleMs = 0, ...options }: PageScreenshotOptions & { settleMs?: number },
): Promise<void> {
  if (process.env.CI) return;
  if (settleMs) await page.waitForTimeout(settleMs);
  await page.screenshot(options);
}
