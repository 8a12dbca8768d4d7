// The seven service forms as a visitor uses them (docs/product.md#forms).
import { FORM_LABELS } from '../../common/forms/labels';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import type { FormKey } from '../../common/forms/registry';
import { PAGES } from '../../common/routes';
import { pdfBytes } from '../fixtures/files';
import { expect, test } from './fixtures';
import { fill, ready } from './form-helpers';

// Its uploads meet no other test's in the per-address limits (fixtures.ts).
test.use({ ownAddress: true });

const FORM_PAGES: [FormKey, keyof typeof PAGES, string][] = [
  ['taxReturn', 'taxReturnForm', '¡Solicitud enviada!'],
  ['zzp', 'zzpForm', '¡Solicitud enviada!'],
  ['health', 'healthForm', '¡Solicitud enviada!'],
  ['unemployment', 'unemploymentForm', '¡Solicitud enviada!'],
  ['ruling30', 'ruling30Form', '¡Formulario enviado!'],
  ['carImport', 'carImportForm', '¡Solicitud enviada!'],
  ['consultation', 'consultationForm', '¡Cita solicitada!'],
];

for (const [formKey, page, successTitle] of FORM_PAGES) {
  test(`${PAGES[page].es}: filled in and sent, the confirmation replaces the form and the lead is stored`, async ({
    page: browser,
    db,
  }) => {
    await ready(browser, PAGES[page].es);
    const data = { ...VALID_FORM_DATA[formKey], email: `${formKey.toLowerCase()}.${Date.now()}@example.com` } as Record<
      string,
      unknown
    >;
    await fill(browser, data);
    await browser.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(browser.getByRole('heading', { name: successTitle })).toBeVisible();
    await expect(browser.getByRole('status')).toHaveText('✓ Formulario enviado correctamente');
    await expect(browser.locator('form.sf-form')).toHaveCount(0);
    await expect(browser.getByRole('link', { name: 'Volver al inicio' }).last()).toBeVisible();
    const stored = await db.query(
      'SELECT form_type, data, reference_number, status, spam_reason FROM leads WHERE email = $1',
      [data.email],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].form_type).toBe(formKey);
    // The bot check ran unseen and found a person (docs/decisions/0021-bot-check.md).
    expect(stored.rows[0]).toMatchObject({ status: 'NEW', spam_reason: null });
    expect(stored.rows[0].data.nombreCompleto).toBe(data.nombreCompleto);
    // The confirmation names the lead by the reference the advisor sees.
    await expect(browser.getByTestId('next-steps')).toContainText(
      `Tu referenciaAPB-${stored.rows[0].reference_number}`,
    );
  });
}

test('a conditional question appears and disappears with its answer', async ({ page }) => {
  await ready(page, PAGES.taxReturnForm.es);
  await expect(page.locator('[name="nombrePareja"]')).toHaveCount(0);
  await page.locator('[name="tienePareja"][value="si"]').check();
  await expect(page.locator('[name="nombrePareja"]')).toBeVisible();
  await page.locator('[name="tienePareja"][value="no"]').check();
  await expect(page.locator('[name="nombrePareja"]')).toHaveCount(0);
  await page.locator('[name="hipoteca"][value="si"]').check();
  await expect(
    page.getByLabel(/Certificado anual de la hipoteca|hipoteca/i).and(page.locator('input[type=file]')),
  ).toBeVisible();
});

test('required answers missing: English messages by the fields, focus on the first, nothing sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await ready(page, PAGES.healthForm.en);
  const send = page.getByRole('button', { name: 'Send request' });
  // Pressed before anything else, while the form still waits for its code, the button only loads it
  // (docs/decisions/0049-room-in-the-javascript-budget.md); pressed again, it checks the form.
  await send.scrollIntoViewIfNeeded();
  const box = (await send.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await send.click();
  await expect(page.getByRole('status')).toHaveText('Please complete all required fields.');
  await expect(page.locator('[name="nombreCompleto"]')).toBeFocused();
  await expect(page.locator('#field-nombreCompleto-error')).toBeVisible();
  expect(posts).toEqual([]);
});

test('the privacy box gates the button on the 30% ruling form', async ({ page }) => {
  await ready(page, PAGES.ruling30Form.es);
  const button = page.getByRole('button', { name: 'Enviar solicitud' });
  await expect(button).toBeDisabled();
  await page.locator('[name="acceptPrivacyPolicy"]').check();
  await expect(button).toBeEnabled();
});

test('a document is uploaded with a progress bar and stored with the lead', async ({ page, db }) => {
  await ready(page, PAGES.taxReturnForm.es);
  const data = { ...VALID_FORM_DATA.taxReturn, email: `upload.${Date.now()}@example.com` } as Record<string, unknown>;
  await fill(page, data);
  await page.locator('#field-incomeStatement').setInputFiles({
    name: 'jaaropgaaf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([pdfBytes(), Buffer.alloc(4 * 1024 * 1024)]),
  });
  await expect(page.getByText('jaaropgaaf.pdf')).toBeVisible();
  // Remember whether the progress bar was ever shown, however briefly.
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('progress')) document.body.dataset.sawProgress = 'yes';
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('heading', { name: '¡Solicitud enviada!' })).toBeVisible();
  expect(await page.evaluate(() => document.body.dataset.sawProgress)).toBe('yes');
  const files = await db.query(
    'SELECT f.original_name, f.mime_type FROM lead_files f JOIN leads l ON l.id = f.lead_id WHERE l.email = $1',
    [data.email],
  );
  expect(files.rows).toEqual([{ original_name: 'jaaropgaaf.pdf', mime_type: 'application/pdf' }]);
});

test.describe('a refused request', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('keeps every answer and shows the server’s message by its field', async ({ page }) => {
    await ready(page, PAGES.healthForm.es);
    await fill(page, { ...VALID_FORM_DATA.health });
    await page.route('**/functions/send-form-email', (route) =>
      route.fulfill({
        status: 400,
        json: {
          success: false,
          error: 'Revisa los campos marcados.',
          fieldErrors: { bsn: { code: 'validation.bsn', message: 'Este BSN no es válido.' } },
        },
      }),
    );
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByRole('status')).toHaveText('Revisa los campos marcados.');
    await expect(page.locator('#field-bsn-error')).toHaveText('Este BSN no es válido.');
    await expect(page.locator('[name="nombreCompleto"]')).toHaveValue(String(VALID_FORM_DATA.health.nombreCompleto));
    await expect(page.locator('[name="bsn"]')).toBeFocused();
  });
});

test('the U1 and 30% questions name their periods, in both languages', async ({ page }) => {
  const questions = [
    [
      'unemploymentForm',
      'trabajoEnNL',
      '¿Has trabajado en Países Bajos en los últimos 5 años?',
      'Have you worked in the Netherlands in the last 5 years?',
    ],
    [
      'ruling30Form',
      'trabajoFueraNL',
      '¿Has trabajado fuera de Países Bajos en los últimos 24 meses?',
      'Have you worked outside the Netherlands in the last 24 months?',
    ],
  ] as const;
  for (const [form, field, es, en] of questions) {
    for (const [path, text] of [
      [PAGES[form].es, es],
      [PAGES[form].en, en],
    ] as const) {
      await ready(page, path);
      await expect(
        page.getByRole('radiogroup', { name: text }).or(page.getByRole('group', { name: text })),
      ).toBeVisible();
      await expect(page.locator(`[name="${field}"]`).first()).toBeVisible();
    }
  }
});

test('success in English: the toast speaks English', async ({ page }) => {
  await ready(page, PAGES.carImportForm.en);
  await fill(page, { ...VALID_FORM_DATA.carImport, email: `car.en.${Date.now()}@example.com` });
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status')).toHaveText('✓ Form sent successfully');
});

test('the forms exist in English too', async ({ page }) => {
  await ready(page, PAGES.consultationForm.en);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form - Book a Private Appointment');
  await expect(page.getByText('Personal consultation - €59/hour')).toBeVisible();
  expect(FORM_LABELS.consultation).toBe('Consulta Personalizada');
});
