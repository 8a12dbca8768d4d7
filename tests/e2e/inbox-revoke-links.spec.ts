// The advisor revokes the client's private links from the lead, at 390 and 1366 px in Spanish and
// English (docs/decisions/0062-visitor-reminders-and-revoked-links.md): the lead shows how many
// links open the client's page and the reminders; the revoke button asks first, a cancel leaves
// the links, the confirmation revokes them all, and the client's page is then a 404. Screenshots
// of the card before and after, and of the confirmation, go to /tmp/inbox-revoke-shots/.
import { mkdirSync } from 'node:fs';
import { requestPagePath } from '../../common/visitor-links';
import { expect, test } from './fixtures';
import { screenshotForPeople } from './screenshot-for-people';
import { expectAccessible } from './expect-accessible';
import { createAdvisor, sendRequest, signIn, SIZES } from './inbox-helpers';
import { overflowingElements } from './overflow';

// The session check before signing in answers 401, which the browser logs as an error.
test.use({ allowedConsoleErrors: [/status of 401/] });

const SHOTS = '/tmp/inbox-revoke-shots';
const TEXTS = {
  es: {
    heading: 'Su página de la solicitud',
    links: /^\d+ enlaces? abren? su página/,
    running: 'Se le recuerda a los 3, 7 y 14 días',
    revoke: 'Revocar sus enlaces',
    confirm: 'Sí, revocar',
    cancel: 'Cancelar',
    confirmText: '¿Revocar todos los enlaces a su página?',
    revoked: 'Enlaces revocados: su página ya no se abre.',
    none: 'Ningún enlace abre su página',
  },
  en: {
    heading: 'The client’s request page',
    links: /^\d+ links? opens? their page/,
    running: 'The client is reminded after 3, 7 and 14 days',
    revoke: 'Revoke their links',
    confirm: 'Yes, revoke',
    cancel: 'Cancel',
    confirmText: 'Revoke every link to the client’s page?',
    revoked: 'Links revoked: the page no longer opens.',
    none: 'No link opens their page',
  },
} as const;

for (const viewport of Object.values(SIZES)) {
  for (const lang of ['es', 'en'] as const) {
    const t = TEXTS[lang];
    test(`the revoke button asks, then every link of the lead is a 404 (${viewport.width} px, ${lang})`, async ({
      page,
    }) => {
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize(viewport);
      const email = `advisor.revoke.${viewport.width}.${lang}.${Date.now()}@example.test`;
      await createAdvisor(email);
      const sent = await sendRequest(page, 'taxReturn', {}, lang);
      const visitorPage = requestPagePath(lang, sent.visitorToken);
      expect((await page.request.get(visitorPage)).status()).toBe(200);

      await signIn(page, email, `/inbox/leads/${sent.id}`);
      if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
      const card = page.getByTestId('visitor-page');
      await expect(card.getByRole('heading', { name: t.heading })).toBeVisible();
      await expect(card.getByText(t.links)).toBeVisible();
      await expect(card.getByText(t.running)).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      const shot = (name: string) => card.screenshot({ path: `${SHOTS}/${name}-${viewport.width}-${lang}.png` });
      await shot('before');

      // A cancel leaves the links as they were.
      await card.getByRole('button', { name: t.revoke }).click();
      await expect(card.getByRole('alertdialog')).toContainText(t.confirmText);
      await card.getByRole('button', { name: t.cancel }).click();
      await expect(card.getByRole('alertdialog')).toHaveCount(0);
      expect((await page.request.get(visitorPage)).status()).toBe(200);

      await card.getByRole('button', { name: t.revoke }).click();
      await expect(card.getByRole('alertdialog')).toBeVisible();
      expect(await overflowingElements(page), `${viewport.width} ${lang}`).toEqual([]);
      await expectAccessible(page);
      await shot('confirm');
      await card.getByRole('button', { name: t.confirm }).click();
      await expect(card.getByRole('status')).toHaveText(t.revoked);
      await expect(card.getByText(t.none)).toBeVisible();
      await expect(card.getByRole('button', { name: t.revoke })).toHaveCount(0);
      await shot('after');
      await screenshotForPeople(page, { path: `${SHOTS}/page-${viewport.width}-${lang}.png`, fullPage: true });

      const refused = await page.request.get(visitorPage);
      expect(refused.status()).toBe(404);
      expect(await refused.text()).not.toContain(sent.id);
    });
  }
}
