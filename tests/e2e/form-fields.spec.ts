// The fields of the forms as a visitor meets them (docs/decisions/0024-forgiving-fields.md), on a
// phone-sized and a laptop-sized window, in both languages: documents dropped or chosen, each
// checked at once and a refused one named and left out; the server's refusal naming its file,
// which leaves the list; plural counts; one error style (icon, text, border, aria-invalid) on
// the service, housing and contact forms; phones and moving dates that exist; the BSN note.
import type { Locator, Page } from '@playwright/test';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { PAGES } from '../../common/routes';
import { MAX_FILE_BYTES } from '../../common/forms/uploads';
import { exeBytes, pdfBytes, pngBytes } from '../fixtures/files';
import { expect, test } from './fixtures';
import { fill, ready } from './form-helpers';

// Its uploads meet no other test's in the per-address limits (fixtures.ts).
test.use({ ownAddress: true });

type Lang = 'es' | 'en';
type Doc = { name: string; bytes: Buffer; type: string };

const TEXT = {
  es: {
    yes: 'Sí',
    notReal: '«programa.pdf»: este archivo no es un PDF real. Elige el documento original.',
    tooMany: '«cuatro.pdf» no se ha añadido: aquí puedes adjuntar como máximo 3 archivos.',
    hint: 'PDF, JPG o PNG · hasta 3 archivos de 10 MB como máximo cada uno',
    mortgageHint: 'PDF, JPG o PNG · hasta 2 archivos de 10 MB como máximo cada uno',
    unsafe: '«activo.pdf» contiene elementos que no aceptamos por seguridad',
    tooLarge: '«grande.pdf» pesa más de 10 MB, el máximo por archivo.',
    phone: 'Escribe un número de teléfono que exista',
    pastMove: 'La fecha no puede ser anterior a hoy.',
    remove: 'Quitar uno.pdf',
    submit: 'Enviar solicitud',
    privacy: '/politica-privacidad',
  },
  en: {
    yes: 'Yes',
    notReal: '“programa.pdf”: this file is not a real PDF. Please choose the original document.',
    tooMany: '“cuatro.pdf” was not added: you can attach at most 3 files here.',
    hint: 'PDF, JPG, or PNG · up to 3 files of 10 MB each',
    mortgageHint: 'PDF, JPG, or PNG · up to 2 files of 10 MB each',
    unsafe: '“activo.pdf” contains parts we do not accept for security reasons',
    tooLarge: '“grande.pdf” is larger than 10 MB, the limit per file.',
    phone: 'Enter a phone number that exists',
    pastMove: 'The date cannot be earlier than today.',
    remove: 'Remove uno.pdf',
    submit: 'Send request',
    privacy: '/en/privacy-policy',
  },
} as const;

const pdf = (name: string, text?: string): Doc => ({ name, bytes: pdfBytes(text), type: 'application/pdf' });

/** Drops files on the zone as a laptop's drag and drop does: a DataTransfer carrying them. */
async function drop(zone: Locator, docs: Doc[]) {
  const dataTransfer = await zone.page().evaluateHandle(
    (files) => {
      const transfer = new DataTransfer();
      for (const file of files)
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      return transfer;
    },
    docs.map((doc) => ({ name: doc.name, bytes: [...doc.bytes], type: doc.type })),
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** The one error style: text with its icon, a red border on the field, aria-invalid and aria-describedby. */
async function expectErrorStyle(control: Locator, text: string | RegExp, bordered: Locator = control) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const errorId = (await control.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-error'))!;
  const error = control.page().locator(`[id="${errorId}"]`);
  await expect(error).toContainText(text);
  const icon = await error.evaluate((element) => {
    // The message itself, or each message in a field's list of them.
    const message = element.classList.contains('field-error') ? element : element.querySelector('.field-error')!;
    const style = getComputedStyle(message, '::before');
    return { content: style.content, background: style.backgroundColor };
  });
  expect(icon.content).toContain('!');
  expect(icon.background).toBe('rgb(185, 28, 28)');
  expect(await bordered.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(185, 28, 28)');
}

async function incomeField(page: Page, lang: Lang) {
  await ready(page, PAGES.taxReturnForm[lang]);
  await page.locator('[name="ingresosHolanda"][value="si"]').check();
  return page.locator('.sf-file').filter({ has: page.locator('#field-incomeStatement') });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  for (const lang of ['es', 'en'] as const) {
    test.describe(`${viewport.width} px, ${lang}`, () => {
      test.use({ viewport });
      const text = TEXT[lang];

      test('documents dropped are listed; a renamed program and one too many are left out, each named', async ({
        page,
      }) => {
        const field = await incomeField(page, lang);
        await expect(field.locator('#field-incomeStatement-hint')).toHaveText(text.hint);
        await expect(field.locator('input[type=file]')).toHaveAttribute('accept', /\.pdf.*image\/jpeg/);
        const zone = field.locator('.sf-drop');
        await drop(zone, [pdf('uno.pdf'), { name: 'programa.pdf', bytes: exeBytes(), type: 'application/pdf' }]);
        const listed = field.getByRole('list');
        await expect(listed.getByRole('listitem')).toHaveCount(1);
        await expect(listed).toContainText('uno.pdf');
        // The input is under the drop zone, which carries the border.
        await expectErrorStyle(field.locator('#field-incomeStatement'), text.notReal, zone);

        await drop(zone, [
          pdf('dos.pdf', 'Dos'),
          { name: 'tres.png', bytes: pngBytes(), type: 'image/png' },
          pdf('cuatro.pdf', 'Cuatro'),
        ]);
        await expect(listed.getByRole('listitem')).toHaveCount(3);
        await expect(field.locator('#field-incomeStatement-error')).toHaveText(text.tooMany);

        await field.getByRole('button', { name: text.remove }).click();
        await expect(listed.getByRole('listitem')).toHaveCount(2);
        await expect(field.locator('#field-incomeStatement')).toBeFocused();
        await page.locator('[name="hipoteca"][value="si"]').check();
        await expect(page.locator('#field-mortgageStatement-hint')).toHaveText(text.mortgageHint);
      });

      test('one error style on the service form; a phone and the BSN note', async ({ page }) => {
        await ready(page, PAGES.taxReturnForm[lang]);
        await page.locator('[name="telefono"]').fill('612345');
        await page.getByRole('button', { name: text.submit }).click();
        await expectErrorStyle(page.locator('[name="nombreCompleto"]'), /.+/);
        await expectErrorStyle(page.locator('[name="telefono"]'), text.phone);
        // A group of choices is marked as a whole.
        await expect(page.locator('fieldset[aria-invalid="true"]').first()).toBeVisible();
        // An answer being fixed drops its message at once; the others stay until sent again.
        await page.locator('[name="nombreCompleto"]').fill('Lucía Gómez');
        await expect(page.locator('#field-nombreCompleto-error')).toHaveCount(0);
        await expect(page.locator('[name="nombreCompleto"]')).not.toHaveAttribute('aria-invalid');
        await expect(page.locator('#field-ciudad-error')).toBeVisible();

        const bsn = page.locator('[name="bsn"]');
        const noteLink = page.locator('#field-bsn-note').getByRole('link');
        await expect(noteLink).toHaveAttribute('href', text.privacy);
        await expect(bsn).toHaveAttribute('aria-describedby', /field-bsn-note/);

        for (const real of ['+31 6 12345678', '06 12345678', '+34 612 345 678']) {
          await page.locator('[name="telefono"]').fill(real);
          await page.getByRole('button', { name: text.submit }).click();
          await expect(page.locator('#field-telefono-error')).toHaveCount(0);
        }
      });
    });
  }
}

test.describe('a document the server refuses', () => {
  test.use({ allowedConsoleErrors: [/status of 41[35]/] });
  for (const lang of ['es', 'en'] as const) {
    test(`is named by the server and leaves the list (${lang})`, async ({ page }) => {
      const text = TEXT[lang];
      await ready(page, PAGES.taxReturnForm[lang]);
      await fill(page, { ...VALID_FORM_DATA.taxReturn, email: `refused.${Date.now()}@example.com` });
      const field = page.locator('.sf-file').filter({ has: page.locator('#field-incomeStatement') });
      // Starts as a PDF, so the browser's courtesy check lets it through; the server's content check does not.
      await field.locator('input[type=file]').setInputFiles([
        { name: 'uno.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
        { name: 'activo.pdf', mimeType: 'application/pdf', buffer: pdfBytes('/JavaScript') },
      ]);
      await expect(field.getByRole('listitem')).toHaveCount(2);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(field.locator('#field-incomeStatement-error')).toContainText(text.unsafe);
      await expect(field.getByRole('listitem')).toHaveCount(1);
      await expect(field.getByRole('listitem')).toContainText('uno.pdf');
    });

    test(`too large for the server is named by it and leaves the list (${lang})`, async ({ page }) => {
      const text = TEXT[lang];
      // The browser refuses a file over the limit when it is chosen: told this one is small, it
      // sends it whole, and the server stops it as it arrives.
      await page.addInitScript(() => {
        Object.defineProperty(File.prototype, 'size', {
          // A slice is a Blob, whose size is still the real one.
          get(this: File) {
            return this.name === 'grande.pdf' ? 2048 : this.slice().size;
          },
        });
      });
      await ready(page, PAGES.taxReturnForm[lang]);
      await fill(page, { ...VALID_FORM_DATA.taxReturn, email: `too-large.${Date.now()}@example.com` });
      const field = page.locator('.sf-file').filter({ has: page.locator('#field-incomeStatement') });
      await field.locator('input[type=file]').setInputFiles([
        { name: 'uno.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
        {
          name: 'grande.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.concat([pdfBytes(), Buffer.alloc(MAX_FILE_BYTES)]),
        },
      ]);
      await expect(field.getByRole('listitem')).toHaveCount(2);
      await page.getByRole('button', { name: text.submit }).click();
      await expectErrorStyle(field.locator('#field-incomeStatement'), text.tooLarge, field.locator('.sf-drop'));
      await expect(field.getByRole('listitem')).toHaveCount(1);
      await expect(field.getByRole('listitem')).toContainText('uno.pdf');
    });
  }
});

test.describe('date pickers offer only the days a date may take', () => {
  // The visitor's calendar is the firm's here; the moving date counts by the firm's (Amsterdam).
  test.use({ timezoneId: 'Europe/Amsterdam' });
  const day = (offset: number) => {
    const [year, month, date] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' })
      .format(new Date())
      .split('-')
      .map(Number);
    return new Date(Date.UTC(year!, month! - 1, date! + offset)).toISOString().slice(0, 10);
  };

  for (const lang of ['es', 'en'] as const) {
    test(`a moving date from today, a birth date until yesterday, set once the form has loaded (${lang})`, async ({
      page,
      request,
    }) => {
      // The prerendered pages cannot know the day they are read.
      for (const path of [PAGES.housingLanding[lang], PAGES.ruling30Form[lang]]) {
        const html = await (await request.get(path)).text();
        expect(html).toMatch(/<input[^>]*type="date"/);
        expect(html).not.toMatch(/<input[^>]*type="date"[^>]*\s(min|max)="\d/);
      }
      await ready(page, PAGES.housingLanding[lang]);
      const moving = page.locator('#formulario [name="fechaMudanza"]');
      await moving.scrollIntoViewIfNeeded();
      await expect(moving).toHaveAttribute('min', day(0));
      await expect(moving).not.toHaveAttribute('max', /.*/);

      await ready(page, PAGES.ruling30Form[lang]);
      const birth = page.locator('[name="fechaNacimiento"]');
      // The service form loads as the visitor starts (docs/decisions/0049-room-in-the-javascript-budget.md).
      await birth.focus();
      await expect(birth).toHaveAttribute('max', day(-1));
      await expect(birth).not.toHaveAttribute('min', /.*/);
      await expect(page.locator('[name="fechaInicioContrato"]')).not.toHaveAttribute('min', /.*/);
    });
  }
});

test('the housing form: consents written for people, a moving date not in the past, the same error style', async ({
  page,
}) => {
  await ready(page, PAGES.housingLanding.es);
  const form = page.locator('#formulario form');
  await form.scrollIntoViewIfNeeded();
  const privacy = form.locator('label').filter({ has: page.locator('[name="consentimientoPrivacidad"]') });
  await expect(privacy).toContainText('He leído la política de privacidad y acepto que se usen mis datos');
  await expect(privacy.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
    'href',
    '/politica-privacidad',
  );
  await expect(form.locator('label').filter({ has: page.locator('[name="consentimientoContacto"]') })).toContainText(
    'Quiero recibir por WhatsApp o por correo electrónico las viviendas',
  );
  await form.locator('[name="fechaMudanza"]').fill('2020-01-01');
  await form.locator('[name="whatsapp"]').fill('612345');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expectErrorStyle(form.locator('[name="fechaMudanza"]'), TEXT.es.pastMove);
  await expectErrorStyle(form.locator('[name="whatsapp"]'), TEXT.es.phone);
  await expectErrorStyle(form.locator('[name="nombreCompleto"]'), /.+/);
  await expect(
    form.locator('.sf-field.field-invalid').filter({ has: page.locator('[name="consentimientoPrivacidad"]') }),
  ).toBeVisible();
});

test('the contact form has the same error style', async ({ page }) => {
  await ready(page, PAGES.home.en);
  const form = page.locator('.contact-form');
  await form.scrollIntoViewIfNeeded();
  await form.locator('[name="telefono"]').fill('612345');
  await form.getByRole('button').last().click();
  await expectErrorStyle(form.locator('[name="nombreCompleto"]'), /.+/);
  await expectErrorStyle(form.locator('[name="telefono"]'), TEXT.en.phone);
});

test('@phone on a touch screen the picker offers photos: the button says so and accepts images, without forcing the camera', async ({
  page,
}) => {
  const field = await incomeField(page, 'es');
  await expect(field.getByText('Elegir archivos o hacer fotos')).toBeVisible();
  await expect(field.getByText('o arrástralos aquí')).toBeHidden();
  const input = field.locator('input[type=file]');
  await expect(input).toHaveAttribute('accept', /image\/jpeg,image\/png$/);
  // `capture` would open the camera at once and hide the PDFs (docs/decisions/0024-forgiving-fields.md).
  await expect(input).not.toHaveAttribute('capture', /.*/);
});

test('@phone a document field that appears with its answer is whole at once: no more code to wait for, nothing below it moves, the next tap lands', async ({
  page,
}) => {
  await ready(page, PAGES.taxReturnForm.es);
  // The first touch brings the form's code; the partner's name appearing shows it has hydrated.
  await page.locator('[name="tienePareja"][value="si"]').check();
  await expect(page.locator('[name="nombrePareja"]')).toBeVisible();
  // From here no script arrives: a field that needed one would stay empty, then push the page down
  // when it came, and a tap landing meanwhile would be lost (docs/decisions/0070-picker-with-the-form.md).
  await page.route('**/*.js', () => undefined);
  const next = page.locator('[name="trabajoFuera"][value="si"]');
  const before = await next.boundingBox();
  await page.locator('[name="ingresosHolanda"][value="si"]').check();
  const field = page.locator('.sf-file').filter({ has: page.locator('#field-incomeStatement') });
  await expect(field.getByText('Elegir archivos o hacer fotos')).toBeVisible();
  const after = await next.boundingBox();
  const height = (await field.boundingBox())!.height;
  // Below the new field by its whole height at once, and there it stays.
  expect(after!.y - before!.y).toBeGreaterThanOrEqual(height);
  await page.waitForTimeout(500);
  expect(await next.boundingBox()).toEqual(after);
  await next.check();
  await expect(next).toBeChecked();
});
