import { chromium } from '@playwright/test';
const base = 'http://localhost:3200';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const size of [{ name: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, { name: '1366', viewport: { width: 1366, height: 900 } }]) {
  const context = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  await page.goto(base + '/inbox');
  await page.getByLabel(/correo|email/i).fill('ana@firma.test');
  await page.getByLabel(/contraseña|password/i).fill('Tulip-Harbour-Kettle-93');
  await page.getByRole('button', { name: /entrar|sign in/i }).click();
  await page.waitForTimeout(2500);
  await page.goto(base + '/inbox');
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/shots/inbox-list-${size.name}.png` });
  await page.locator('a[href^="/inbox/leads/"]').first().click();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/shots/inbox-lead-${size.name}.png` });
  await page.goto(base + '/inbox/insight');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/inbox-insight-${size.name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
