import { chromium } from '@playwright/test';
const base = 'http://localhost:3200';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const sizes = [{ name: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, { name: '1366', viewport: { width: 1366, height: 900 } }];
const pages = [['about-es', '/sobre-fundadora'], ['about-en', '/en/sobre-fundadora'], ['housing-en', '/en/housing-search-netherlands']];
const unused = [['home-es', '/'], ['home-en', '/en'], ['tax-es', '/formulario-declaracion-impuestos'], ['tax-en', '/en/tax-return-form'], ['about-es', '/sobre-fundadora'], ['about-en', '/en/sobre-fundadora'], ['pack-es', '/pack-profesional'], ['housing-en', '/en/housing-search-netherlands']];
for (const size of sizes) {
  const context = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  for (const [name, path] of pages) {
    const res = await page.goto(base + path);
    await page.waitForSelector('html[data-hydrated]', { timeout: 15000 }).catch(() => console.log('no hydration', path));
    const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    console.log(size.name, name, res.status(), 'width', scroll.join('/'));
    await page.screenshot({ path: `/tmp/shots/${name}-${size.name}.png`, fullPage: name.startsWith('tax') || name.startsWith('about') });
  }
  await context.close(); continue;
  // Tax form: send empty to see errors
  await page.goto(base + '/formulario-declaracion-impuestos');
  await page.waitForSelector('html[data-hydrated]');
  await page.locator('form.sf-form button[type=submit]').click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/tax-errors-${size.name}.png`, fullPage: true });
  // Contact form on home: fill and send
  await page.goto(base + '/');
  await page.waitForSelector('html[data-hydrated]');
  const form = page.locator('.contact-form');
  await form.scrollIntoViewIfNeeded();
  await form.locator('[name=nombreCompleto]').fill('Lucía Gómez');
  await form.locator('[name=email]').fill(`lucia.${size.name}@example.test`);
  await form.locator('[name=telefono]').fill('06 12345678');
  const asunto = form.locator('[name=asunto]'); if (await asunto.count()) await asunto.fill('Declaración');
  await form.locator('[name=mensaje]').fill('Hola, quiero hacer la declaración de la renta de 2025.');
  const privacy = form.locator('input[type=checkbox]'); if (await privacy.count()) await privacy.first().check();
  await page.waitForTimeout(3500);
  await form.locator('button[type=submit]').click();
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/shots/contact-sent-${size.name}.png` });
  await context.close();
}
await browser.close();
