// The visitor's request page in a real browser (docs/decisions/0058-request-page.md): the link on
// the confirmation screen opens it, at 390 and 1366 px in both languages; it loads nothing but
// itself, runs no script and is accessible; the advisor's note for the visitor shows and her
// answer reaches the lead; on the build with an analytics tag, after consent, it still loads no tag.
import type { Page } from '@playwright/test';
import { PAGES } from '../../common/routes';
import { expectAccessible } from './expect-accessible';
import { expect, test } from './fixtures';
import { ready } from './form-helpers';
import { TAGGED_SITE } from './tagged-site';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const TEXTS = {
  es: {
    contact: 'Contactar ahora',
    link: 'Ver cómo va tu solicitud',
    title: 'Tu solicitud',
    received: 'Recibida (ahora)',
    waiting: 'Esperando algo de ti (ahora)',
    send: 'Enviar respuesta',
    replied: 'hemos recibido tu respuesta',
    accept: 'Aceptar',
  },
  en: {
    contact: 'Contact now',
    link: 'See how your request is going',
    title: 'Your request',
    received: 'Received (now)',
    waiting: 'Waiting for you (now)',
    send: 'Send answer',
    replied: 'we have your answer',
    accept: 'Accept',
  },
} as const;

/** Sends the home page's contact form and answers the request page's address from the confirmation. */
async function sendContact(page: Page, lang: 'es' | 'en', email: string): Promise<string> {
  await ready(page, `${PAGES.home[lang]}#contacto`);
  const form = page.locator('.contact-form');
  await form.locator('[name="nombreCompleto"]').fill('Lucía Prueba');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="mensaje"]').fill('Hola, quiero información sobre mi caso.');
  await form.getByRole('button', { name: TEXTS[lang].contact }).click();
  const link = page.getByTestId('request-page-link');
  // The proof of work and the minimum fill time may take a while on a busy machine.
  await expect(link).toHaveText(TEXTS[lang].link, { timeout: 30_000 });
  return (await link.getAttribute('href'))!;
}

for (const viewport of VIEWPORTS) {
  for (const lang of ['es', 'en'] as const) {
    const t = TEXTS[lang];
    test(`the confirmation's link opens her page, which loads nothing else and follows the advisor (${viewport.width} px, ${lang})`, async ({
      page,
      db,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const email = `request.page.${lang}.${viewport.width}.${Date.now()}@example.com`;
      const href = await sendContact(page, lang, email);
      expect(href).toMatch(lang === 'es' ? /^\/solicitud\/[\w-]{43}$/ : /^\/en\/request\/[\w-]{43}$/);

      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      const reference = await page.getByTestId('next-steps').locator('.next-steps__reference').innerText();
      await page.getByTestId('request-page-link').click();
      await expect(page).toHaveURL(`${baseURL}${href}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${t.title} ${reference}`);
      await expect(page.getByTestId('reference')).toHaveText(reference);
      await expect(page.locator('[aria-current="step"]')).toContainText(t.received);
      // The page (and at most the site's own icon): nothing from elsewhere.
      expect(requests[0]).toBe(`${baseURL}${href}`);
      expect(requests.filter((url) => url !== `${baseURL}/favicon.svg`)).toEqual([`${baseURL}${href}`]);
      await expect(page.locator('script')).toHaveCount(0);
      await expectAccessible(page);
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

      // The advisor asks her something for the visitor (as the inbox's note form does), and she answers.
      const { rows } = await db.query<{ id: string }>('SELECT id FROM leads WHERE email = $1', [email]);
      await db.query(
        `INSERT INTO lead_notes (id, lead_id, body, kind) VALUES (gen_random_uuid(), $1, $2, 'FOR_VISITOR')`,
        [rows[0]!.id, lang === 'es' ? '¿Tienes ya tu BSN?' : 'Do you have your BSN yet?'],
      );
      await page.reload();
      await expect(page.locator('[aria-current="step"]')).toContainText(t.waiting);
      await page.getByRole('textbox').fill(lang === 'es' ? 'Sí, desde ayer.' : 'Yes, since yesterday.');
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('status')).toContainText(t.replied);
      const notes = await db.query<{ body: string }>(
        `SELECT body FROM lead_notes WHERE lead_id = $1 AND kind = 'FROM_VISITOR'`,
        [rows[0]!.id],
      );
      expect(notes.rows.map((note) => note.body)).toEqual([
        lang === 'es' ? 'Sí, desde ayer.' : 'Yes, since yesterday.',
      ]);
    });
  }
}

test.describe('on the build with an analytics tag', () => {
  test.use({ baseURL: TAGGED_SITE.origin });

  test('after the visitor accepted analytics, her request page still loads no tag and nothing from elsewhere', async ({
    page,
  }) => {
    const foreign: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      foreign.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    const href = await sendContact(page, 'es', `request.page.tagged.${Date.now()}@example.com`);
    await page.getByRole('button', { name: TEXTS.es.accept, exact: true }).click();
    await expect.poll(() => foreign.length).toBe(1);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(href);
    await expect(page.getByTestId('reference')).toBeVisible();
    expect(requests.filter((url) => url !== `${TAGGED_SITE.origin}/favicon.svg`)).toEqual([
      `${TAGGED_SITE.origin}${href}`,
    ]);
    expect(foreign).toHaveLength(1);
  });
});
