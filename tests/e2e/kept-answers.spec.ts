// Forms that forgive (docs/decisions/0023-one-form-house.md): answers are kept in the tab's
// session storage across a reload and the language switch, never the BSN, the date of birth or a
// file, and forgotten once the request is sent; every form's success is announced by a live
// region that was already in the page, and its heading takes the focus. On a phone (390 px)
// and a laptop (1366 px), in both languages.
import type { Page } from '@playwright/test';
import { PAGES } from '../../common/routes';
import { pdfBytes } from '../fixtures/files';
import { expect, test } from './fixtures';

// Its uploads meet no other test's in the per-address limits (fixtures.ts).
test.use({ ownAddress: true });

const SIZES = [
  { name: 'phone', tag: ' @phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', tag: '', viewport: { width: 1366, height: 900 } },
] as const;

const TEXTS = {
  es: { switchTo: /^EN/, other: 'en', menu: 'Abrir menú', send: 'Enviar solicitud', sent: '¡Solicitud enviada!' },
  en: { switchTo: /^ES/, other: 'es', menu: 'Open menu', send: 'Send request', sent: 'Request sent!' },
} as const;

const BSN = '111222333';
const BIRTH = '1992-04-17';

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

/** Everything in the tab's session storage, as text. */
const sessionText = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage)
      .map((key) => `${key}=${sessionStorage.getItem(key)}`)
      .join('\n'),
  );

/** Part of the tax form, with its sensitive answers, a conditional one and a document. */
async function fillTaxForm(page: Page, email: string) {
  await page.locator('[name="nombreCompleto"]').fill('María Guardada');
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="bsn"]').fill(BSN);
  await page.locator('[name="fechaNacimiento"]').fill(BIRTH);
  await page.locator('[name="tienePareja"][value="si"]').check();
  await page.locator('[name="nombrePareja"]').fill('Javier Guardado');
  await page.locator('[name="subsidios"][value="Zorgtoeslag"]').check();
  await page.locator('[name="ingresosHolanda"][value="si"]').check();
  await page.locator('#field-incomeStatement').setInputFiles({
    name: 'jaaropgaaf.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await expect(page.getByText('jaaropgaaf.pdf')).toBeVisible();
}

async function expectTaxFormRestored(page: Page, email: string) {
  await expect(page.locator('[name="nombreCompleto"]')).toHaveValue('María Guardada');
  await expect(page.locator('[name="email"]')).toHaveValue(email);
  await expect(page.locator('[name="tienePareja"][value="si"]')).toBeChecked();
  await expect(page.locator('[name="nombrePareja"]')).toHaveValue('Javier Guardado');
  await expect(page.locator('[name="subsidios"][value="Zorgtoeslag"]')).toBeChecked();
  await expect(page.locator('[name="bsn"]')).toHaveValue('');
  await expect(page.locator('[name="fechaNacimiento"]')).toHaveValue('');
  await expect(page.getByText('jaaropgaaf.pdf')).toHaveCount(0);
  const stored = await sessionText(page);
  expect(stored).toContain('María Guardada');
  expect(stored).not.toContain(BSN);
  expect(stored).not.toContain(BIRTH);
  expect(stored).not.toContain('jaaropgaaf');
}

async function switchLanguage(page: Page, lang: 'es' | 'en') {
  const menu = page.getByRole('button', { name: TEXTS[lang].menu });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: TEXTS[lang].switchTo }).locator('visible=true').first().click();
}

/** Marks the form's live region now, so that the test can tell it was in the page before the success. */
async function markLiveRegion(page: Page, scope: string) {
  await page.locator(`${scope} [role="status"][aria-live="polite"]`).evaluate((region) => {
    region.setAttribute('data-before-success', '');
  });
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    for (const lang of ['es', 'en'] as const) {
      const texts = TEXTS[lang];

      test(`${lang}: the tax form keeps answers across a reload and the language switch, never the BSN, the birth date or files${size.tag}`, async ({
        page,
      }) => {
        const email = `kept.${lang}.${size.name}.${Date.now()}@example.com`;
        await ready(page, PAGES.taxReturnForm[lang]);
        await fillTaxForm(page, email);
        await expect.poll(() => sessionText(page)).toContain('Javier Guardado');

        await page.reload();
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await expectTaxFormRestored(page, email);

        await switchLanguage(page, lang);
        await expect(page).toHaveURL(new RegExp(`${PAGES.taxReturnForm[texts.other]}$`));
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await expectTaxFormRestored(page, email);
      });

      test(`${lang}: a restored form is sent at once, stored as a person's, forgotten, and its success announced and focused${size.tag}`, async ({
        page,
        db,
      }) => {
        const email = `restored.${lang}.${size.name}.${Date.now()}@example.com`;
        await ready(page, PAGES.ruling30Form[lang]);
        const answers: Record<string, string> = {
          nombreCompleto: 'Andrés Restaurado',
          nacionalidad: 'Colombiana',
          direccion: 'Kruiskade 10, 3012 EH Róterdam',
          telefono: '+31 6 11223344',
          email,
        };
        for (const [field, value] of Object.entries(answers)) await page.locator(`[name="${field}"]`).fill(value);
        for (const field of ['trabajoFueraNL', 'contratadoActualmente', 'empleadorAcuerdo'])
          await page.locator(`[name="${field}"][value="si"]`).check();
        await page.locator('[name="acceptPrivacyPolicy"]').check();
        await expect.poll(() => sessionText(page)).toContain(email);

        // After the reload the two sensitive answers are typed again, and the form is sent at
        // once: the bot check's minimum fill time restarts, and sending waits for it rather than
        // being refused (docs/decisions/0021-bot-check.md).
        await page.reload();
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await expect(page.locator('[name="email"]')).toHaveValue(email);
        await expect(page.locator('[name="acceptPrivacyPolicy"]')).toBeChecked();
        await page.locator('[name="bsn"]').fill('123456782');
        await page.locator('[name="fechaNacimiento"]').fill('1988-11-02');
        await markLiveRegion(page, 'main');
        await page.getByRole('button', { name: texts.send }).click();

        const heading = page.getByRole('heading', { name: lang === 'es' ? '¡Formulario enviado!' : 'Form sent!' });
        await expect(heading).toBeFocused();
        await expect(page.locator('main [role="status"][data-before-success]')).toHaveText(
          lang === 'es' ? '✓ Formulario enviado correctamente' : '✓ Form sent successfully',
        );
        expect(await sessionText(page)).not.toContain(email);
        const stored = await db.query('SELECT status, spam_reason, data FROM leads WHERE email = $1', [email]);
        expect(stored.rows).toHaveLength(1);
        expect(stored.rows[0]).toMatchObject({ status: 'NEW', spam_reason: null });
        expect(stored.rows[0].data.nombreCompleto).toBe('Andrés Restaurado');

        await page.reload();
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await expect(page.locator('[name="nombreCompleto"]')).toHaveValue('');
      });

      test(`${lang}: the contact form keeps its answers, is sent at once after a reload as a person's, and its success is announced and focused${size.tag}`, async ({
        page,
        db,
      }) => {
        const email = `contact.kept.${lang}.${size.name}.${Date.now()}@example.com`;
        await ready(page, `${PAGES.home[lang]}#contacto`);
        const form = page.locator('.contact-form');
        await form.locator('[name="nombreCompleto"]').fill('Lucía Guardada');
        await form.locator('[name="email"]').fill(email);
        await form.locator('[name="mensaje"]').fill('Hola, una pregunta sobre el pack.');
        await expect.poll(() => sessionText(page)).toContain(email);

        await page.reload();
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await form.scrollIntoViewIfNeeded();
        await expect(form.locator('[name="email"]')).toHaveValue(email);
        await expect(form.locator('[name="mensaje"]')).toHaveValue('Hola, una pregunta sobre el pack.');

        await markLiveRegion(page, '.contact-form');
        await form.locator('button[type="submit"]').click();
        await expect(
          form.getByRole('heading', { name: lang === 'es' ? '¡Mensaje enviado!' : 'Message sent!' }),
        ).toBeFocused();
        await expect(form.locator('[role="status"][data-before-success]')).toContainText(
          lang === 'es' ? 'Mensaje enviado correctamente.' : 'Message sent successfully.',
        );
        expect(await sessionText(page)).not.toContain(email);
        // Sent within the bot check's minimum fill time of the reloaded page: the form waited, the server saw a person.
        const stored = await db.query('SELECT status, spam_reason FROM leads WHERE email = $1', [email]);
        expect(stored.rows).toEqual([{ status: 'NEW', spam_reason: null }]);
      });

      test(`${lang}: the housing form's success is announced and focused${size.tag}`, async ({ page }) => {
        await ready(page, `${PAGES.housingLanding[lang]}#formulario`);
        const form = page.locator('#formulario');
        await form.locator('[name="nombreCompleto"]').fill('Sofía');
        await form.locator('[name="apellidos"]').fill('Guardada');
        await form.locator('[name="email"]').fill(`housing.kept.${lang}.${size.name}.${Date.now()}@example.com`);
        await form.locator('[name="ciudades"][value="Utrecht"]').check();
        await form.locator('[name="consentimientoPrivacidad"]').check();
        await markLiveRegion(page, '#formulario');
        await form.getByRole('button', { name: texts.send }).click();
        await expect(form.getByRole('heading', { name: texts.sent })).toBeFocused();
        await expect(form.locator('[role="status"][data-before-success]')).toHaveText(
          lang === 'es' ? '✓ Formulario enviado correctamente' : '✓ Form sent successfully',
        );
      });
    }
  });
}
