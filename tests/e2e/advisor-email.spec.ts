// The advisor's email as a phone's mail app shows it: the HTML of the snapshot test
// (server/mail/render-advisor-notification.test.ts) at 390 px wide. One column that never
// scrolls sideways, and reply buttons a thumb can hit. The screenshot is for looking at.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { screenshotForPeople } from './screenshot-for-people';

const HTML = path.resolve(import.meta.dirname, '../../server/mail/__snapshots__/advisor-notification.html');

test('fits a phone screen, with the reply buttons at the top and large enough', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(await readFile(HTML, 'utf8'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const name of ['WhatsApp', 'Llamar', 'Escribir correo', 'Abrir en bandeja']) {
    const button = page.getByRole('link', { name, exact: true });
    await expect(button).toBeInViewport();
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await screenshotForPeople(page, { path: '/tmp/advisor-email-390.png', fullPage: true });
});
