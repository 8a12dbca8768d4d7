// A tap on a part whose code loads on demand, made before that code has arrived, is answered
// (docs/decisions/0060-native-faq.md): on a throttled phone (CPU 4× slower, a slow network, as
// Chrome DevTools emulates them) the visitor jumps to a pack's or the housing landing's FAQ and
// taps a question while the page's body is still the prerendered HTML. The FAQ is the browser's own disclosure,
// so the answer opens at once, and stays open once the body's code has loaded and hydrated.
// A click on one of the site's links in such a part (the home page's middle, the housing page's
// guides) is held and made again once it has hydrated.
import { expect, test } from './fixtures';
import { hold, throttle } from './slow-phone';

test.beforeEach(async ({ page }) => {
  // A remembered cookie choice keeps the consent banner from covering the page.
  await page.addInitScript(() => localStorage.setItem('consent', 'denied'));
});

/** Pages whose FAQ is in a part on demand: where to jump, the part's files, the second answer's words. */
const FAQS = [
  {
    page: 'pack',
    at: '/pack-estudiante#preguntas-frecuentes',
    files: '**/assets/pack-body-*.js',
    answer: /3-5 días hábiles/,
  },
  {
    page: 'housing landing',
    at: '/busqueda-vivienda-paises-bajos#housing-faq',
    files: '**/assets/landing-body-*.js',
    answer: /2-6 semanas/,
  },
];

for (const { page: name, at, files, answer } of FAQS)
  test(`a question tapped before the ${name} body has loaded opens, and stays open once it has`, async ({ page }) => {
    await throttle(page);
    // The body's code.
    const body = await hold(page, files);

    await page.goto(at);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
    const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
    const second = faq.locator('details').nth(1);
    await second.locator('summary').click();
    // The jump and the tap asked for the body, and it has not arrived.
    await expect.poll(body.count, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(second).toHaveAttribute('open');
    await expect(faq.getByText(answer)).toBeVisible();
    await expect(faq.locator('details[open]')).toHaveCount(1);

    await body.release();
    // Hydrated: the arrow keys, which only the body's code handles, move between the questions.
    const summaries = faq.locator('summary');
    await expect(async () => {
      await summaries.nth(1).focus();
      await page.keyboard.press('ArrowDown');
      await expect(summaries.nth(2)).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(second).toHaveAttribute('open');
    await expect(faq.getByText(answer)).toBeVisible();
    await expect(faq.locator('details[open]')).toHaveCount(1);
  });

test('a service link clicked before the middle of the home page has loaded opens the form in the app', async ({
  page,
}) => {
  await throttle(page);
  const body = await hold(page, '**/assets/home-body-*.js');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
  const link = page.locator('#servicios a[href="/formulario-declaracion-impuestos"]:visible').first();
  await link.click();
  // The click woke the part and waits for it: the page stays.
  await expect.poll(body.count, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/$/);

  await body.release();
  await expect(page).toHaveURL(/\/formulario-declaracion-impuestos$/, { timeout: 60_000 });
  // The app's navigation, not a page load: it puts the focus on the new page's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a guide clicked before the body of the housing page has loaded opens the guide in the app', async ({ page }) => {
  await throttle(page);
  const body = await hold(page, '**/assets/service-body-*.js');
  await page.goto('/servicios/busqueda-vivienda#housing-articles');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
  const guide = page.locator('#housing-articles a[href^="/blog/"]').first();
  const href = await guide.getAttribute('href');
  await guide.click();
  await expect.poll(body.count, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/servicios\/busqueda-vivienda#housing-articles$/);

  await body.release();
  await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
