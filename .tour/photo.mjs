import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto('http://localhost:3200/en/sobre-fundadora');
const fig = page.locator('figure.founder-photo');
await fig.scrollIntoViewIfNeeded();
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shots/about-photo-390.png' });
await browser.close();
