// A browser that cannot fetch the bot check's challenge (a content blocker, a proxy: here the
// request is aborted as a blocker does), on a phone and a laptop, in both languages, on the home
// contact form and a service form: the request is stored and held to review, and the
// confirmation says plainly that it will be checked by hand before anyone replies, promises no
// reply time, and offers WhatsApp and email; the advisor gets the summary of held leads
// (docs/decisions/0043-to-review.md). Then Today shows it on its network's line, and releasing
// it sends what was held.
import type { Page } from '@playwright/test';
import { BUSINESS } from '../../common/business';
import { CHALLENGE_PATH } from '../../common/api/submission';
import type { Lang } from '../../common/lang';
import { PAGES } from '../../common/routes';
import { HELD_NOTICE_QUEUE } from '../../server/leads/held-notice-queue';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { expect, test } from './fixtures';
import { fill, ready } from './form-helpers';
import { createAdvisor, signIn } from './inbox-helpers';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const TEXTS = {
  es: {
    send: 'Enviar solicitud',
    contact: 'Contactar ahora',
    review: 'La revisaremos a mano antes de responderte',
    urgent: 'Si es urgente, escríbenos por WhatsApp o a',
    when: 'Te respondemos',
  },
  en: {
    send: 'Send request',
    contact: 'Contact now',
    review: 'We will check it by hand before we reply',
    urgent: 'If it is urgent, write to us on WhatsApp or at',
    when: 'We reply',
  },
} as const;

// The browser reports the aborted challenge as a failed resource; here it is the point.
test.use({ allowedConsoleErrors: [/ERR_BLOCKED_BY_CLIENT/] });

const blockChallenge = (page: Page) => page.route(`**${CHALLENGE_PATH}**`, (route) => route.abort('blockedbyclient'));

async function expectHeldNotice(
  page: Page,
  lang: Lang,
  db: { query: (sql: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> },
  email: string,
) {
  const block = page.getByTestId('next-steps');
  const note = block.getByRole('note');
  await expect(note).toContainText(TEXTS[lang].review);
  await expect(note).toContainText(TEXTS[lang].urgent);
  await expect(note.getByRole('link', { name: BUSINESS.email })).toHaveAttribute('href', /^mailto:/);
  await expect(block.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  // No reply time is promised for a request that waits to be checked.
  await expect(block.getByText(TEXTS[lang].when, { exact: true })).toHaveCount(0);
  const reference = await block.locator('.next-steps__reference').innerText();
  const { rows } = await db.query(
    'SELECT reference_number, status, spam_reason, source_network, notification_state FROM leads WHERE email = $1',
    [email],
  );
  expect(rows).toEqual([
    {
      reference_number: Number(reference.replace('APB-', '')),
      status: 'REVIEW',
      spam_reason: 'unproven',
      source_network: '127.0.0.0/24',
      notification_state: 'NOT_NEEDED',
    },
  ]);
  // The advisor is told: this summary covered it, or the next one, due within 30 minutes, will.
  await expect
    .poll(
      async () =>
        (
          await db.query(
            `SELECT l.review_noticed_at IS NOT NULL OR EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = $2 AND j.state = 'created') AS told
             FROM leads l WHERE l.email = $1`,
            [email, HELD_NOTICE_QUEUE],
          )
        ).rows[0]?.told,
      { timeout: 20_000 },
    )
    .toBe(true);
}

for (const viewport of VIEWPORTS) {
  for (const lang of ['es', 'en'] as const) {
    const t = TEXTS[lang];
    const at = `${viewport.width} px, ${lang}`;

    test(`the contact form without its challenge: stored to review, and said so (${at})`, async ({ page, db }) => {
      await page.setViewportSize(viewport);
      await blockChallenge(page);
      await ready(page, `${PAGES.home[lang]}#contacto`);
      const form = page.locator('.contact-form');
      const email = `blocked.contact.${lang}.${viewport.width}.${Date.now()}@example.com`;
      await form.locator('[name="nombreCompleto"]').fill('Lucía Bloqueada');
      await form.locator('[name="email"]').fill(email);
      await form.locator('[name="mensaje"]').fill('Hola, uso un bloqueador de contenido.');
      await form.getByRole('button', { name: t.contact }).click();
      await expectHeldNotice(page, lang, db, email);
    });

    test(`a service form without its challenge: stored to review, and said so (${at})`, async ({ page, db }) => {
      await page.setViewportSize(viewport);
      await blockChallenge(page);
      await ready(page, PAGES.consultationForm[lang]);
      const email = `blocked.consultation.${lang}.${viewport.width}.${Date.now()}@example.com`;
      await fill(page, { ...VALID_FORM_DATA.consultation, email });
      await page.getByRole('button', { name: t.send }).click();
      await expectHeldNotice(page, lang, db, email);
    });
  }
}

test('with the challenge reachable the same form is a person: no notice, the usual reply time', async ({
  page,
  db,
}) => {
  await ready(page, `${PAGES.home.es}#contacto`);
  const form = page.locator('.contact-form');
  const email = `reachable.${Date.now()}@example.com`;
  await form.locator('[name="nombreCompleto"]').fill('Lucía Prueba');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="mensaje"]').fill('Hola.');
  await form.getByRole('button', { name: TEXTS.es.contact }).click();
  const block = page.getByTestId('next-steps');
  await expect(block.getByText(TEXTS.es.when, { exact: true })).toBeVisible();
  await expect(block.getByRole('note')).toHaveCount(0);
  const { rows } = await db.query('SELECT status FROM leads WHERE email = $1', [email]);
  expect(rows).toEqual([{ status: 'NEW' }]);
});

test.describe('in the inbox', () => {
  // Before signing in the inbox asks for its session and is told 401; a blocker's abort as above.
  test.use({ allowedConsoleErrors: [/ERR_BLOCKED_BY_CLIENT|status of 401/] });

  test('Today shows the held request on its network line; released, it leaves the line and is sent', async ({
    page,
    db,
  }) => {
    await blockChallenge(page);
    await ready(page, `${PAGES.home.es}#contacto`);
    const form = page.locator('.contact-form');
    const email = `blocked.today.${Date.now()}@example.com`;
    await form.locator('[name="nombreCompleto"]').fill('Carmen Revisión');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="mensaje"]').fill('Hola.');
    await form.getByRole('button', { name: TEXTS.es.contact }).click();
    await expect(page.getByTestId('next-steps').getByRole('note')).toBeVisible();
    await page.unrouteAll();

    const advisorEmail = `review.${Date.now()}@example.test`;
    await createAdvisor(advisorEmail);
    await signIn(page, advisorEmail, '/inbox/today');
    const section = page.getByRole('region', { name: /Por revisar/ });
    const line = section.getByRole('listitem').filter({ hasText: '127.0.0.0/24' }).first();
    await expect(line).toBeVisible();
    await line.getByRole('button', { name: 'Ver' }).click();
    const lead = line.locator('.inbox-review__lead').filter({ hasText: 'Carmen Revisión' });
    await lead.getByRole('button', { name: 'Liberar esta' }).click();
    await expect
      .poll(
        async () => (await db.query('SELECT status, notification_state FROM leads WHERE email = $1', [email])).rows[0],
        {
          timeout: 20_000,
        },
      )
      .toMatchObject({ status: 'NEW', notification_state: 'SENT' });
  });
});
