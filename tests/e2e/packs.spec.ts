// Pack pages (docs/product.md#pages): price and "most popular" mark, the contract
// buttons (a chat for the student pack, permanently disabled and explained for the
// professional and family packs), the FAQ accordion (WAI-ARIA pattern), the phone's bottom
// bar and the English version.
import { expect, test } from './fixtures';

const PACKS = [
  { path: '/pack-estudiante', title: /Pack Estudiante/, price: '947 €' },
  { path: '/pack-profesional', title: /Pack Profesional/, price: '1.595 €' },
  { path: '/pack-familiar', title: /Pack Familiar/, price: '2.195 €' },
];

test.beforeEach(async ({ page }) => {
  // A remembered cookie choice keeps the consent banner from covering the page.
  await page.addInitScript(() => localStorage.setItem('consent', 'denied'));
});

test('each Spanish pack page shows its title and price; the professional one is the most popular', async ({ page }) => {
  for (const { path, title, price } of PACKS) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    await expect(page.getByRole('region', { name: title }).first()).toContainText(price);
    await expect(page.getByText('Más popular', { exact: true })).toHaveCount(path === '/pack-profesional' ? 1 : 0);
    // The bottom bar is for phones only.
    await expect(page.getByRole('region', { name: 'Solicitar información sobre el pack' })).toBeHidden();
  }
  await page.goto('/pack-profesional');
  await expect(page.getByText('Más popular', { exact: true })).toBeVisible();
});

test('the student pack is contracted by chat; professional and family contract buttons are disabled and explained', async ({
  page,
}) => {
  await page.goto('/pack-estudiante');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const contract = page.getByRole('link', { name: /^Contratar el pack/ });
  await expect(contract).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*Pack%20Estudiante/);
  await expect(contract).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Contratar el pack', exact: true })).toHaveCount(0);

  for (const path of ['/pack-profesional', '/pack-familiar']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const button = page.getByRole('button', { name: 'Contratar el pack', exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/no se contrata online.*consulta gratuita/);
    await expect(page.getByText(/Este pack no se contrata online/)).toBeVisible();
    // The other ways in: a prefilled chat and the free consultation booked on the site.
    const hero = page.getByRole('region', { name: /Pack (Profesional|Familiar)/ }).first();
    await expect(hero.getByRole('link', { name: /^Escribir por WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=.+/,
    );
    const booking = hero.getByRole('link', { name: /^Reservar consulta gratuita/ });
    await expect(booking).toHaveAttribute('href', '/reserva?tipo=gratuita');
    await expect(page.getByRole('link', { name: 'Solicitar información' }).first()).toHaveAttribute(
      'href',
      '#solicitar-informacion',
    );
  }
});

test('the student FAQ: one item open at a time, closable, and keyboard navigation', async ({ page }) => {
  await page.goto('/pack-estudiante');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
  const headers = faq.getByRole('button');
  await expect(headers).toHaveCount(8);
  const first = headers.first();
  const second = headers.nth(1);
  const last = headers.last();

  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/uno o dos meses antes de viajar/)).toBeVisible();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
  await expect(faq.getByText(/uno o dos meses antes de viajar/)).toBeHidden();
  await expect(faq.getByText(/3-5 días hábiles/)).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  await expect(faq.getByText(/3-5 días hábiles/)).toBeHidden();

  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(last).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  // Moving focus does not open anything; Enter does.
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
});

test('the bottom bar on phones requests information @phone', async ({ page }) => {
  await page.goto('/pack-estudiante');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const bar = page.getByRole('region', { name: 'Solicitar información sobre el pack' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('947 €');
  const link = bar.getByRole('link', { name: 'Solicitar información' });
  await expect(link).toHaveAttribute('href', '#solicitar-informacion');
  await link.click();
  await expect(page).toHaveURL(/#solicitar-informacion$/);
  await expect(page.getByRole('heading', { name: 'Solicita información sin compromiso' })).toBeInViewport();
});

test('/en/family-pack is in English', async ({ page }) => {
  await page.goto('/en/family-pack');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Family Pack/);
  await expect(page.getByRole('region', { name: /Family Pack/ }).first()).toContainText('€2,195');
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  await expect(page.getByRole('button', { name: 'Buy this pack', exact: true })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button')).toHaveCount(3);
  await expect(page.getByRole('link', { name: /^Request information/ }).first()).toHaveAttribute(
    'href',
    '#solicitar-informacion',
  );
});
