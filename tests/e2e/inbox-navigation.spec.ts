// The inbox's filters live in the address (web/src/inbox/lead-list): a lead's page links back
// to the same filtered list, and a search is read back exactly as typed, '%' included.
import { expect, test } from './fixtures';
import { createAdvisor, signIn, submitContactForm } from './inbox-helpers';

// The inbox asks for the session first; the browser reports the 401 of a signed-out visit.
test.use({ allowedConsoleErrors: [/status of 401/] });

test('the lead page links back to the filtered list it was opened from', async ({ page }) => {
  const email = `advisor.back.${Date.now()}@example.test`;
  await createAdvisor(email);
  const name = `Marta Vuelta${Date.now()}`;
  await submitContactForm(page, name);
  await signIn(page, email);
  await page.getByLabel('Buscar nombre, correo, teléfono o referencia').fill(name);
  const row = page.locator('.inbox-row', { hasText: name });
  await expect(row).toHaveCount(1);
  const listUrl = page.url();
  expect(new URL(listUrl).searchParams.get('q')).toBe(name);

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: /Volver a la lista/ }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.locator('.inbox-row')).toHaveCount(1);
});

test('a search with a percent sign comes back from the address as typed', async ({ page }) => {
  const email = `advisor.percent.${Date.now()}@example.test`;
  await createAdvisor(email);
  await signIn(page, email);
  await page.getByLabel('Buscar nombre, correo, teléfono o referencia').fill('100%41');
  await expect(page).toHaveURL(/\?q=100%2541$/);
  await page.reload();
  // Decoded once: '%41' stays as typed instead of becoming 'A'.
  await expect(page.getByLabel('Buscar nombre, correo, teléfono o referencia')).toHaveValue('100%41');
});
