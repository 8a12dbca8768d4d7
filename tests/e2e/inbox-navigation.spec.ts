// The inbox's filters live in the address (web/src/inbox/lead-list): a lead's page links back
// to the same filtered list, a list or a lead asked for earlier never replaces the one asked for
// last, and a search is read back exactly as typed, '%' included.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAdvisor, sendLead, signIn, submitContactForm } from './inbox-helpers';

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

test('the list asked for before a search, answering after it, never replaces the searched list', async ({ page }) => {
  const email = `advisor.stale.${Date.now()}@example.test`;
  await createAdvisor(email);
  const name = `Marta Tardía${Date.now()}`;
  await submitContactForm(page, name);
  // Another lead, so that the whole list is more than the search finds.
  await sendLead(page, 'contact', { nombreCompleto: `Otra Persona${Date.now()}` });
  // The whole list's answer, held: it arrives after the search's, as a slow answer can.
  const held: Route[] = [];
  await page.route(/\/inbox\/api\/leads$/, (route) => void held.push(route));
  await signIn(page, email);
  await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.getByLabel('Buscar nombre, correo, teléfono o referencia').fill(name);
  const rows = page.locator('.inbox-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(name);

  const late = page.waitForEvent('requestfinished', (request) => /\/inbox\/api\/leads$/.test(request.url()));
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(/\/inbox\/api\/leads$/);
  await late;
  // Time for the page to read the late answer (a few frames): the searched list stays.
  await page.waitForTimeout(1000);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(name);
});

test('a lead opened before another, answering after it, never replaces the lead now open', async ({ page }) => {
  const email = `advisor.stale.lead.${Date.now()}@example.test`;
  await createAdvisor(email);
  const stamp = String(Date.now());
  const slow = `Lectura Lenta ${stamp}`;
  const fast = `Lectura Rápida ${stamp}`;
  const slowId = await sendLead(page, 'contact', { nombreCompleto: slow });
  await sendLead(page, 'contact', { nombreCompleto: fast });
  await signIn(page, email);
  await page.getByLabel('Buscar nombre, correo, teléfono o referencia').fill(stamp);
  await expect(page.locator('.inbox-row')).toHaveCount(2);
  // The first lead's answer, held: she clicks the second before it arrives.
  const first = new RegExp(`/inbox/api/leads/${slowId}$`);
  const held: Route[] = [];
  await page.route(first, (route) => void held.push(route));
  await page.locator('.inbox-row', { hasText: slow }).getByRole('link').click();
  await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.locator('.inbox-row', { hasText: fast }).getByRole('link').click();
  // The open lead's heading (the list beside it has its own).
  const heading = page.getByRole('heading', { level: 1, name: /^Lectura / });
  await expect(heading).toHaveText(fast);

  const late = page.waitForEvent('requestfinished', (request) => first.test(request.url()));
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(first);
  await late;
  // Time for the page to read the late answer (a few frames): the lead now open stays.
  await page.waitForTimeout(1000);
  await expect(heading).toHaveText(fast);
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
