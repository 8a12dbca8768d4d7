// Steps shared by the browser tests that send a service form as a visitor.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Fills every answer of the example as a visitor would, in order (a conditional question appears once its answer is given). */
export async function fill(page: Page, data: Record<string, unknown>) {
  for (const [field, value] of Object.entries(data)) {
    const control = page.locator(`form [name="${field}"]`);
    const first = control.first();
    const type = await first.getAttribute('type');
    const tag = await first.evaluate((element) => element.tagName.toLowerCase());
    if (typeof value === 'boolean') await first.setChecked(value);
    else if (Array.isArray(value))
      for (const item of value) await page.locator(`form [name="${field}"][value="${item}"]`).check();
    else if (type === 'radio') await page.locator(`form [name="${field}"][value="${String(value)}"]`).check();
    else if (tag === 'select') await first.selectOption(String(value));
    else await first.fill(String(value));
  }
}

export async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}
