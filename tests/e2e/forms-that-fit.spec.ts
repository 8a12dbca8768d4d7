// Forms that fit the firm's customers (docs/decisions/0036-forms-that-fit.md), at 390 and 1366 px
// in both languages: the ZZP form asks a business's details only of the registered; a faded
// send button says why; the language switch keeps what it may and names what must be typed
// again, and Back after it stays; a pack's request names the pack; the confirmation lists the
// documents that arrived.
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { pdfBytes } from '../fixtures/files';
import { LANGS } from '../../common/lang';
import { pagePath } from '../../common/routes';
import { expect, test } from './fixtures';
import { fill, ready } from './form-helpers';

// Its uploads meet no other test's in the per-address limits (fixtures.ts).
test.use({ ownAddress: true });

const VIEWPORTS = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 900 } };
const TEXTS = {
  es: {
    privacyFirst: 'Marca la casilla de la política de privacidad para poder enviar.',
    submit: 'Enviar solicitud',
    reenter: /vuelve a rellenar BSN \(número de ciudadano\), Fecha de nacimiento/,
    packSubject: 'Información sobre el Pack Profesional',
    received: 'Documentos recibidos',
    invoices: 'Tus facturas de este año: 2 archivos',
    sent: '¡Solicitud enviada!',
  },
  en: {
    privacyFirst: 'Tick the privacy policy box to be able to send.',
    submit: 'Send request',
    reenter: /please fill in BSN \(citizen service number\), Date of birth again/,
    packSubject: 'Information about the Professional Pack',
    received: 'Documents received',
    invoices: 'Your invoices of this year: 2 files',
    sent: 'Request sent!',
  },
};
const BUSINESS_FIELDS = ['nombreEmpresa', 'numeroKVK', 'fechaInicioActividades'];

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of LANGS) {
    test.describe(`${device}, ${lang}`, () => {
      test.use({ viewport });
      const text = TEXTS[lang];

      test('the ZZP form asks the company, KvK number and start date only of a registered business', async ({
        page,
      }) => {
        await ready(page, pagePath('zzpForm', lang));
        for (const field of BUSINESS_FIELDS) await expect(page.locator(`form [name="${field}"]`)).toHaveCount(0);
        await page.locator('form [name="registradoKVK"][value="si"]').check();
        for (const field of BUSINESS_FIELDS) await expect(page.locator(`form [name="${field}"]`)).toBeVisible();
        await page.locator('form [name="registradoKVK"][value="no"]').check();
        for (const field of BUSINESS_FIELDS) await expect(page.locator(`form [name="${field}"]`)).toHaveCount(0);
      });

      test('a send button held back by the privacy box says why beside it', async ({ page }) => {
        await ready(page, pagePath('ruling30Form', lang));
        const button = page.getByRole('button', { name: text.submit });
        await expect(button).toBeDisabled();
        await expect(page.getByText(text.privacyFirst)).toBeVisible();
        await expect(button).toHaveAccessibleDescription(text.privacyFirst);
        await page.locator('[name="acceptPrivacyPolicy"]').check();
        await expect(button).toBeEnabled();
        await expect(page.getByText(text.privacyFirst)).toHaveCount(0);
      });

      test('the language switch keeps the answers, names those to type again, and Back stays', async ({ page }) => {
        const other = lang === 'es' ? 'en' : 'es';
        await ready(page, pagePath('zzpForm', lang));
        // The form's code loads on the first touch (decision 0049) and sets the birth date's bound:
        // typed after that, every answer is the form's (this test is about the switch, not that).
        await page.locator('form [name="nombreCompleto"]').focus();
        await expect(page.locator('form [name="fechaNacimiento"]')).toHaveAttribute('max', /^\d{4}-/, {
          timeout: 15_000,
        });
        // The switch from Spanish to English is remembered; Back must not follow it.
        await fill(page, { nombreCompleto: 'Lucía Pérez', bsn: '111222333', fechaNacimiento: '1990-05-01' });
        if (device === 'phone') await page.locator('.site-header__toggle').click();
        await page.locator(`.language-switch a[hreflang="${other}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${pagePath('zzpForm', other)}$`));
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await expect(page.locator('form [name="nombreCompleto"]')).toHaveValue('Lucía Pérez');
        await expect(page.locator('form [name="bsn"]')).toHaveValue('');
        // Said where the form starts, before the questions to fill in again.
        await expect(page.locator('form .sf-reentry')).toHaveText(TEXTS[other].reenter);

        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${pagePath('zzpForm', lang)}$`));
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        // Give a redirect time to happen: it must not.
        await page.waitForTimeout(1000);
        await expect(page).toHaveURL(new RegExp(`${pagePath('zzpForm', lang)}$`));
      });

      test("a pack's contact form is opened with the pack named in its subject, and the lead keeps it", async ({
        page,
        db,
      }) => {
        await ready(page, pagePath('professionalPack', lang));
        const home = pagePath('home', lang);
        await page.locator(`a[href="${home}?pack=professional#contacto"]`).click();
        await expect(page).toHaveURL(new RegExp(`\\?pack=professional#contacto$`));
        await expect(page.locator('#contact-asunto')).toHaveValue(text.packSubject);
        const email = `pack.${device}.${lang}.${Date.now()}@example.com`;
        await page.locator('#contact-nombreCompleto').fill('Ana Gómez');
        await page.locator('#contact-email').fill(email);
        await page.locator('#contact-mensaje').fill('Quiero saber más del pack.');
        await page.locator('#contacto button[type="submit"]').click();
        await expect
          .poll(
            async () => (await db.query(`SELECT data FROM leads WHERE email = $1`, [email])).rows[0]?.data?.asunto,
            {
              timeout: 15_000,
            },
          )
          .toBe(text.packSubject);
      });

      test('the confirmation lists the documents that arrived', async ({ page }) => {
        await ready(page, pagePath('zzpForm', lang));
        await fill(page, { ...VALID_FORM_DATA.zzp, email: `files.${device}.${lang}.${Date.now()}@example.com` });
        await page.locator('#field-invoices').setInputFiles([
          { name: 'factura-enero.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Factura enero') },
          { name: 'factura-febrero.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Factura febrero') },
        ]);
        await page.getByRole('button', { name: text.submit }).click();
        await expect(page.getByRole('heading', { name: text.sent })).toBeVisible({ timeout: 15_000 });
        const received = page.getByTestId('documents-received');
        await expect(received.getByText(text.received, { exact: true })).toBeVisible();
        await expect(received.getByRole('listitem')).toHaveCount(1);
        await expect(received.getByRole('listitem')).toContainText(text.invoices);
        await expect(received.getByRole('listitem')).toContainText('factura-enero.pdf, factura-febrero.pdf');
      });
    });
  }
}
