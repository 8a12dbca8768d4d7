// The insight view in the browser (docs/decisions/0030-inbox-insight.md) on a laptop and a
// phone, in both languages, with axe; and the campaign tags of a landing carried to a form
// sent later in the same visit.
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectAccessible } from './expect-accessible';
import { createAdvisor, signIn, submitContactForm } from './inbox-helpers';
import { insertLead } from './inbox-seed';
import { screenshotForPeople } from './screenshot-for-people';

test.use({ allowedConsoleErrors: [/status of 401/] });

const SHOTS = '/tmp/inbox-data-shots';

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the insight view at ${viewport.width} px: figures in tables, no sideways page, axe clean`, async ({
    page,
    db,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize(viewport);
    const email = `advisor.insight.${viewport.width}.${Date.now()}@example.test`;
    await createAdvisor(email);
    const campaign = `otono-${viewport.width}-${Date.now()}`;
    await insertLead(db, {
      name: 'Ana Campaña',
      utmSource: 'instagram',
      utmCampaign: campaign,
      status: 'WON',
      contactedAfterMinutes: 45,
    });
    await insertLead(db, { name: 'Luis Campaña', utmSource: 'instagram', utmCampaign: campaign, formType: 'health' });
    await insertLead(db, { name: 'Eva Spam', utmSource: 'instagram', utmCampaign: campaign, status: 'SPAM' });

    await signIn(page, email);
    await page.getByRole('link', { name: 'Estadísticas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
    const campaignRow = page.getByRole('row', { name: new RegExp(campaign) });
    // Spam left out: two, not three.
    await expect(campaignRow.getByRole('cell').nth(1)).toHaveText('2');
    await expect(page.getByRole('table', { name: /Solicitudes por servicio/ })).toContainText('Declaración');
    await expect(page.getByRole('table', { name: 'Solicitudes recibidas, contactadas y ganadas' })).toBeVisible();
    await expect(page.getByText(/^Mediana: /)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshotForPeople(page, { path: `${SHOTS}/insight-es-${viewport.width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Insight' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Requests per service/ })).toContainText(/tax return/);
    await expectAccessible(page);
    await screenshotForPeople(page, { path: `${SHOTS}/insight-en-${viewport.width}.png`, fullPage: true });
  });
}

test('campaign tags and the referring site from the landing go with a form sent later in the visit', async ({
  page,
  db,
}) => {
  const campaign = `landing-${Date.now()}`;
  await page.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}&utm_content=boton`, {
    referer: 'https://blog.example.org/articulo/mudarse?ref=ana@example.com',
  });
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  // A later page of the same visit, without tags and without a referrer.
  await page.goto('/blog');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const name = `Carla Campaña${Date.now()}`;
  await submitContactForm(page, name);
  const { rows } = await db.query(
    `SELECT utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer FROM leads
     WHERE data->>'nombreCompleto' = $1`,
    [name],
  );
  expect(rows).toEqual([
    {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: campaign,
      utm_term: null,
      utm_content: 'boton',
      referrer: 'https://blog.example.org/articulo/mudarse',
    },
  ]);
});
