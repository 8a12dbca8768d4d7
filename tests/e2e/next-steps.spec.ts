// The "what happens next" confirmation (docs/decisions/0027-what-happens-next.md) after the tax
// form, the home contact form and the housing form, on a phone and a laptop, in both languages:
// the reference, the service, the next step with its day, the price, the documents and a
// WhatsApp link carrying the reference; the documents to have ready are only those still missing
// and relevant to the answers, and those sent are said as received (docs/decisions/0051-service-catalogue.md).
import type { Page } from '@playwright/test';
import { pdfBytes } from '../fixtures/files';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { PAGES } from '../../common/routes';
import { deadlineDay, replyDeadline } from '../../common/reply-promise';
import type { Lang } from '../../common/lang';
import { expectAccessible } from './expect-accessible';
import { expect, test } from './fixtures';
import { fill, ready } from './form-helpers';

// Its uploads meet no other test's in the per-address limits (fixtures.ts).
test.use({ ownAddress: true });

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const TEXTS = {
  es: {
    send: 'Enviar solicitud',
    contact: 'Contactar ahora',
    title: 'Qué pasa ahora',
    taxService: 'Declaración de la renta 2024',
    taxPrice: '119\u00a0€',
    taxDocument: 'El certificado anual de ingresos (jaaropgaaf) de cada empleador',
    mortgageDocument: 'El certificado anual de tu hipoteca y el valor WOZ de tu casa',
    stillNeeded: [
      'Tu DigiD (para entrar en la Belastingdienst)',
      'El saldo de tus cuentas a 1 de enero',
      'La carta de la Belastingdienst (si la has recibido)',
      'El número de tu cuenta bancaria (IBAN)',
    ],
    received: 'Documentos recibidos',
    taxDocumentReceived: 'El certificado anual de ingresos (jaaropgaaf) de cada empleador: 1 archivo',
    housingService: 'Búsqueda de vivienda personalizada',
    housingPrice: '599\u00a0€',
    contactStep: 'Leemos tu mensaje',
    when: /(Hoy|Mañana), [a-záéíóú]+, antes de las \d\d:00 \(hora de Ámsterdam\)/,
  },
  en: {
    send: 'Send request',
    contact: 'Contact now',
    title: 'What happens next',
    taxService: '2024 tax return',
    taxPrice: '€119',
    taxDocument: 'The annual income statement (jaaropgaaf) from each employer',
    mortgageDocument: "Your mortgage's annual statement and your home's WOZ value",
    stillNeeded: [
      'Your DigiD (to log in to the Belastingdienst)',
      'Your bank balances on 1 January',
      'The Belastingdienst letter (if you have received one)',
      'Your bank account number (IBAN)',
    ],
    received: 'Documents received',
    taxDocumentReceived: 'The annual income statement (jaaropgaaf) from each employer: 1 file',
    housingService: 'Personalised housing search',
    housingPrice: '€599',
    contactStep: 'We read your message',
    when: /(Today|Tomorrow), [A-Za-z]+, before \d\d:00 \(Amsterdam time\)/,
  },
} as const;

/** The promised weekday, whichever side of a boundary the request fell on while the test ran. */
function promisedWeekdays(lang: Lang, from: Date): string[] {
  return [from, new Date()].map((at) => deadlineDay(replyDeadline(at), lang).weekday);
}

async function expectNextSteps(page: Page, lang: Lang, reference: string, sentAt: Date) {
  const block = page.getByTestId('next-steps');
  await expect(block.getByRole('heading', { name: TEXTS[lang].title })).toBeVisible();
  await expect(block).toContainText(reference);
  const when = await block.locator('dd strong').filter({ hasText: TEXTS[lang].when }).innerText();
  expect(promisedWeekdays(lang, sentAt).some((weekday) => when.includes(weekday))).toBe(true);
  const chat = block.getByRole('link', { name: /WhatsApp/ });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`));
  return block;
}

async function referenceOf(page: Page): Promise<string> {
  const text = await page.getByTestId('next-steps').locator('.next-steps__reference').innerText();
  expect(text).toMatch(/^APB-\d+$/);
  return text;
}

for (const viewport of VIEWPORTS) {
  for (const lang of ['es', 'en'] as const) {
    const t = TEXTS[lang];
    const at = `${viewport.width} px, ${lang}`;

    test(`after the tax form: reference, service, day, price, documents and WhatsApp (${at})`, async ({ page, db }) => {
      await page.setViewportSize(viewport);
      await ready(page, PAGES.taxReturnForm[lang]);
      const email = `next.tax.${lang}.${viewport.width}.${Date.now()}@example.com`;
      await fill(page, { ...VALID_FORM_DATA.taxReturn, email });
      const sentAt = new Date();
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByTestId('next-steps')).toBeVisible();
      const reference = await referenceOf(page);
      const { rows } = await db.query('SELECT reference_number FROM leads WHERE email = $1', [email]);
      expect(reference).toBe(`APB-${rows[0].reference_number}`);
      const block = await expectNextSteps(page, lang, reference, sentAt);
      await expect(block).toContainText(t.taxService);
      await expect(block).toContainText(t.taxPrice);
      // She has Dutch income and a mortgage and sent neither statement: both are to have ready.
      await expect(block.getByRole('listitem').filter({ hasText: t.taxDocument })).toBeVisible();
      await expect(block.getByRole('listitem').filter({ hasText: t.mortgageDocument })).toBeVisible();
      await expect(block.getByTestId('documents-received')).toHaveCount(0);
      await expectAccessible(page);
    });

    test(`after the tax form: only the documents still missing and relevant to have ready, the one sent received (${at})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await ready(page, PAGES.taxReturnForm[lang]);
      const email = `next.documents.${lang}.${viewport.width}.${Date.now()}@example.com`;
      await fill(page, { ...VALID_FORM_DATA.taxReturn, hipoteca: 'no', email });
      await page.locator('#field-incomeStatement').setInputFiles({
        name: 'jaaropgaaf-2024.pdf',
        mimeType: 'application/pdf',
        buffer: pdfBytes('Jaaropgaaf 2024'),
      });
      // Sent once it is listed, as she sees it: the file's check runs first (file-picker.tsx).
      await expect(
        page
          .locator('.sf-file')
          .filter({ has: page.locator('#field-incomeStatement') })
          .getByRole('listitem'),
      ).toContainText('jaaropgaaf-2024.pdf');
      await page.getByRole('button', { name: t.send }).click();
      const block = page.getByTestId('next-steps');
      await expect(block).toBeVisible({ timeout: 15_000 });
      // No mortgage: no mortgage papers; the jaaropgaaf arrived: not asked for again.
      await expect(block.getByTestId('documents-needed').getByRole('listitem')).toHaveText(t.stillNeeded);
      const received = block.getByTestId('documents-received');
      await expect(received.getByText(t.received, { exact: true })).toBeVisible();
      await expect(received.getByRole('listitem')).toHaveCount(1);
      await expect(received.getByRole('listitem')).toContainText(t.taxDocumentReceived);
      await expect(received.getByRole('listitem')).toContainText('jaaropgaaf-2024.pdf');
      await expectAccessible(page);
    });

    test(`after the home contact form: reference, next step and day, no price or documents (${at})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await ready(page, `${PAGES.home[lang]}#contacto`);
      const form = page.locator('.contact-form');
      await form.locator('[name="nombreCompleto"]').fill('Lucía Prueba');
      await form.locator('[name="email"]').fill(`next.contact.${lang}.${viewport.width}.${Date.now()}@example.com`);
      await form.locator('[name="mensaje"]').fill('Hola, quiero información.');
      const sentAt = new Date();
      await form.getByRole('button', { name: t.contact }).click();
      await expect(page.getByTestId('next-steps')).toBeVisible();
      const block = await expectNextSteps(page, lang, await referenceOf(page), sentAt);
      await expect(block).toContainText(t.contactStep);
      await expect(block.getByRole('listitem')).toHaveCount(0);
      await expect(block).not.toContainText(t.taxPrice);
    });

    test(`after the housing form: reference, service, day, price, documents and WhatsApp (${at})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await ready(page, PAGES.housingLanding[lang]);
      const form = page.locator('#formulario form');
      await form.locator('[name="nombreCompleto"]').fill('Lucía');
      await form.locator('[name="apellidos"]').fill('Fernández Prueba');
      await form.locator('[name="email"]').fill(`next.housing.${lang}.${viewport.width}.${Date.now()}@example.com`);
      await form.locator('[name="ciudades"][value="Utrecht"]').check();
      await form.locator('[name="consentimientoPrivacidad"]').check();
      const sentAt = new Date();
      await form.getByRole('button', { name: t.send }).click();
      await expect(page.getByTestId('next-steps')).toBeVisible();
      const block = await expectNextSteps(page, lang, await referenceOf(page), sentAt);
      await expect(block).toContainText(t.housingService);
      await expect(block).toContainText(t.housingPrice);
      await expect(block.getByRole('listitem').first()).toBeVisible();
    });
  }
}
