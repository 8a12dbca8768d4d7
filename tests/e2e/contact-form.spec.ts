// The home page's contact form as a visitor uses it (docs/product.md#forms, #messages).
import { SUBMIT_PATH } from '../../common/api/submission';
import { expect, test } from './fixtures';

test('empty required fields show the message and send nothing; a filled form is stored and confirmed', async ({
  page,
  db,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/#contacto');
  const form = page.locator('.contact-form');
  await form.getByRole('button', { name: 'Contactar ahora' }).click();
  await expect(form.getByRole('status')).toHaveText('Por favor, completa todos los campos obligatorios.');
  await expect(form.getByLabel(/Nombre/)).toBeFocused();
  expect(posts).toEqual([]);

  const email = `e2e.${Date.now()}@example.com`;
  await form.getByLabel(/Nombre/).fill('Lucía Prueba');
  await form.getByLabel(/Correo|Email/i).fill(email);
  await form.getByLabel(/Teléfono/).fill('+31 6 12345678');
  await form.getByLabel(/Mensaje/).fill('Hola, quiero información sobre el pack profesional.');
  const answer = page.waitForResponse((response) => response.url().endsWith(SUBMIT_PATH));
  await form.getByRole('button', { name: 'Contactar ahora' }).click();
  expect((await answer).status()).toBe(200);
  await expect(form.getByRole('status')).toHaveText('Mensaje enviado correctamente. Te contactaremos pronto.');
  // The confirmation takes the form's place, its heading focused (components/form-outcome.tsx).
  await expect(form.getByRole('heading', { name: '¡Mensaje enviado!' })).toBeFocused();

  const stored = await db.query(
    `SELECT form_type, language, data, reference_number, status, spam_reason FROM leads WHERE email = $1`,
    [email],
  );
  expect(stored.rows).toHaveLength(1);
  // The reference once, in what happens next.
  await expect(form.getByText(`APB-${stored.rows[0].reference_number}`, { exact: true })).toHaveCount(1);
  // Writing again starts from empty fields.
  await form.getByRole('button', { name: 'Escribir otro mensaje' }).click();
  await expect(form.getByLabel(/Nombre/)).toHaveValue('');
  await expect(form.getByLabel(/Mensaje/)).toHaveValue('');
  // A person: the bot check passed unseen (docs/decisions/0021-bot-check.md).
  expect(stored.rows[0]).toMatchObject({
    form_type: 'contact',
    language: 'es',
    data: { nombreCompleto: 'Lucía Prueba' },
    status: 'NEW',
    spam_reason: null,
  });
});

// Typed into the prerendered form before any script ran, or after the page hydrated but
// before the form's own code arrived (it loads as the visitor comes near: components/on-demand.tsx).
const HELD = [
  { before: 'the scripts ran', scripts: '**/assets/*.js', goto: { waitUntil: 'commit' } },
  { before: 'the form’s code arrived', scripts: '**/assets/contact-form-*.js', goto: {} },
] as const;

for (const held of HELD) {
  test(`answers typed before ${held.before} are kept and sent`, async ({ page, db }) => {
    // The scripts are held back so that the visitor types into the prerendered form.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(held.scripts, async (route) => {
      await gate;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back, so with every script held wait for the response only.
    await page.goto('/#contacto', held.goto);
    const form = page.locator('.contact-form');
    const email = `early.${Date.now()}@example.com`;
    await form.getByLabel(/Nombre/).fill('Temprano Prueba');
    await form.getByLabel(/Correo|Email/i).fill(email);
    await form.getByLabel(/Mensaje/).fill('Escrito antes de que cargara la página.');
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await form.getByRole('button', { name: 'Contactar ahora' }).click();
    await expect(form.getByRole('status')).toContainText('Mensaje enviado correctamente. Te contactaremos pronto.');
    const stored = await db.query(`SELECT data, status FROM leads WHERE email = $1`, [email]);
    expect(stored.rows[0]?.status).toBe('NEW');
    expect(stored.rows[0]?.data).toMatchObject({
      nombreCompleto: 'Temprano Prueba',
      mensaje: 'Escrito antes de que cargara la página.',
    });
  });
}

test.describe('a failing server', () => {
  // The browser reports the 503 answer as a failed resource; here it is the point.
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('while sending the button reads "Enviando..." and is disabled; a failure keeps the fields', async ({ page }) => {
    // The answer is held until the test has seen the sending state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${SUBMIT_PATH}`, async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        json: {
          success: false,
          error: 'No hemos podido guardar tu solicitud en este momento. Inténtalo de nuevo en unos minutos.',
        },
      });
    });
    await page.goto('/#contacto');
    const form = page.locator('.contact-form');
    await form.getByLabel(/Nombre/).fill('Lucía Prueba');
    await form.getByLabel(/Correo|Email/i).fill('lucia@example.com');
    await form.getByLabel(/Mensaje/).fill('Hola');
    await form.getByRole('button', { name: 'Contactar ahora' }).click();
    await expect(form.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    release();
    await expect(form.getByRole('status')).toHaveText(
      'No hemos podido guardar tu solicitud en este momento. Inténtalo de nuevo en unos minutos.',
    );
    await expect(form.getByLabel(/Nombre/)).toHaveValue('Lucía Prueba');
  });
});

// The error catalogue's two failures: a backend error (the server's own answer never came)
// and an answer without success that carries no text of its own.
const FAILURES = [
  {
    what: 'a backend error (a proxy’s 502 page)',
    answer: { status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' },
    es: 'Error al enviar el formulario. Por favor, inténtelo de nuevo.',
    en: 'Error sending the form. Please try again.',
  },
  {
    what: 'an answer without success',
    answer: { status: 200, json: { success: false } },
    es: 'Error al procesar el formulario',
    en: 'Error processing the form',
  },
];

test.describe('failures', () => {
  test.use({ allowedConsoleErrors: [/status of 502/] });
  for (const failure of FAILURES) {
    for (const lang of ['es', 'en'] as const) {
      test(`${failure.what} shows its message in ${lang}`, async ({ page }) => {
        await page.route(`**${SUBMIT_PATH}`, (route) => route.fulfill(failure.answer));
        await page.goto(lang === 'es' ? '/#contacto' : '/en#contacto');
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        const form = page.locator('.contact-form');
        await form.locator('[name="nombreCompleto"]').fill('Lucía Prueba');
        await form.locator('[name="email"]').fill('lucia@example.com');
        await form.locator('[name="mensaje"]').fill('Hola');
        await form.locator('button[type="submit"]').click();
        await expect(form.getByRole('status')).toHaveText(failure[lang]);
      });
    }
  }
});

test('in English the form speaks English', async ({ page }) => {
  await page.goto('/en#contacto');
  const form = page.locator('.contact-form');
  await form.getByRole('button', { name: 'Contact now' }).click();
  await expect(form.getByRole('status')).toHaveText('Please complete all required fields.');
});
