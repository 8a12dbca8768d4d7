// Every refusal of the inbox API reads in the advisor's language, Spanish or English: the server
// answers a key and the inbox writes it (docs/decisions/0025-one-text-system.md).
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { NOTE_MAX_LENGTH } from '../../common/inbox/statuses';
import { expect, test } from './fixtures';
import { createAdvisor, PASSWORD, submitContactForm } from './inbox-helpers';
import { screenshotForPeople } from './screenshot-for-people';

// The session check before signing in, and the refusals these tests provoke, are logged by the browser.
test.use({ allowedConsoleErrors: [/status of (400|401|404)/] });

/** The screen at a phone's and a laptop's size, for a person to look at (not compared). */
async function shots(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshotForPeople(page, {
      path: path.join(os.tmpdir(), 'inbox-error-shots', `${name}-${width}.png`),
      fullPage: true,
    });
  }
}

const TEXTS = {
  es: {
    language: 'Español',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Entrar',
    wrongPassword: 'Correo o contraseña incorrectos.',
    sessionEnded: 'Tu sesión ha terminado. Vuelve a entrar.',
    addNote: 'Añadir nota',
    noteTooLong: `Puedes escribir como máximo ${NOTE_MAX_LENGTH} caracteres.`,
    status: 'Estado',
    work: 'Seguimiento',
    gone: 'Ya no existe: puede que se haya borrado. Recarga la página.',
  },
  en: {
    language: 'English',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    wrongPassword: 'Wrong email or password.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    addNote: 'Add note',
    noteTooLong: `Please use at most ${NOTE_MAX_LENGTH} characters.`,
    status: 'Status',
    work: 'Follow-up',
    gone: 'It no longer exists: it may have been deleted. Reload the page.',
  },
} as const;

for (const lang of ['es', 'en'] as const) {
  const text = TEXTS[lang];

  test(`${lang}: a wrong password, a note too long, a lead erased meanwhile, an ended session`, async ({
    page,
    db,
  }) => {
    const email = `advisor.errors.${lang}.${Date.now()}@example.test`;
    await createAdvisor(email);
    const name = `Errores ${lang} ${Date.now()}`;
    await submitContactForm(page, name);
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM leads WHERE data->>'nombreCompleto' = $1`, [name]);
    const id = rows[0]!.id;

    await page.goto(`/inbox/leads/${id}`);
    // The language switch offers the other language; Spanish is the default.
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password).fill('not the password');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(text.wrongPassword);
    await shots(page, `sign-in-${lang}`);

    await page.getByLabel(text.password).fill(PASSWORD);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The box stops at the limit; a note pasted past it by other means is refused by the server,
    // which names the limit: shown in the advisor's language, not the request's.
    const note = page.locator('.inbox-note-form textarea');
    await note.evaluate((box) => box.removeAttribute('maxlength'));
    await note.fill('a'.repeat(NOTE_MAX_LENGTH + 1));
    await page.getByRole('button', { name: text.addNote }).click();
    await expect(page.locator('.inbox-note-form [role="alert"]')).toHaveText(text.noteTooLong);
    await shots(page, `note-too-long-${lang}`);

    await db.query('DELETE FROM leads WHERE id = $1', [id]);
    // The lead's own status, not the list's bulk action beside it on a laptop.
    const work = page.locator('section.inbox-card').filter({ has: page.getByRole('heading', { name: text.work }) });
    await work.getByLabel(text.status).selectOption('WON');
    await expect(page.getByRole('status').filter({ hasText: text.gone })).toBeVisible();

    await page.context().clearCookies();
    await page.getByRole('button', { name: text.addNote }).click();
    await expect(page.locator('.inbox-notice')).toHaveText(text.sessionEnded);
  });
}
