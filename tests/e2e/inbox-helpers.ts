// Shared steps of the inbox browser tests: an advisor made with the CLI's function in the
// server's database, a lead sent through the public contact form or the intake API, signing in,
// and screenshots of a screen at both sizes in both languages.
import { test, type Page } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import pg from 'pg';
import { addAdvisor } from '../../server/auth/advisors';
import { createPrisma } from '../../server/db/prisma';
import {
  BOT_CHECK_FIELD,
  CHALLENGE_PATH,
  SUBMIT_PATH,
  type ProofForm,
  type SubmissionSuccess,
} from '../../common/api/submission';
import { FORMS, type FormKey } from '../../common/forms/registry';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { solveProof } from '../setup/bot-check';
import { expect } from './fixtures';
import { overflowingElements } from './overflow';
import { screenshotForPeople } from './screenshot-for-people';

export const SIZES = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 900 } } as const;

export const PASSWORD = 'e2e advisor password';

export async function createAdvisor(email: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL, max: 1 });
  const prisma = createPrisma(pool);
  try {
    await addAdvisor(prisma, email, PASSWORD);
  } finally {
    await prisma.$disconnect();
    await pool.end().catch(() => {});
  }
}

/** A visitor sends the home page's contact form under this name. */
export async function submitContactForm(page: Page, name: string): Promise<void> {
  await page.goto('/#contacto');
  // Typing before hydration would be lost when React takes over the fields.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const form = page.locator('.contact-form');
  await form.getByLabel(/Nombre/).fill(name);
  await form
    .getByLabel(/Correo|Email/i)
    .fill(`visitor.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`);
  await form.getByLabel(/Teléfono/).fill('+31 6 12345678');
  await form.getByLabel(/Mensaje/).fill('Hola, busco ayuda con la declaración.');
  const answer = page.waitForResponse((response) => response.url().endsWith(SUBMIT_PATH));
  await form.getByRole('button', { name: 'Contactar ahora' }).click();
  expect((await answer).status()).toBe(200);
}

export async function signIn(page: Page, email: string, path = '/inbox'): Promise<void> {
  // The inbox is tested in the full browser: the headless shell the site's tests use denies
  // notifications (the header would offer no switch) and has no PDF viewer.
  expect(
    test.info().project.metadata.fullBrowser,
    'a spec that opens the inbox belongs in INBOX in playwright.config.ts',
  ).toBe(true);
  await page.goto(path);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** A person's request: the server's challenge solved, sent once the minimum fill time it names has passed. */
export async function sendLead(page: Page, formKey: FormKey, changes: Record<string, unknown>, language = 'es') {
  return (await sendRequest(page, formKey, changes, language)).id;
}

/**
 * A solved proof for `form`, handed over no sooner than a person could (the challenge's
 * submitAfter). Counted from the challenge's arrival: the server issued it before answering, so
 * its own interval waited from here is always long enough, however slowly it answered (counted
 * from the request, a slow answer made the request "too fast", held as spam).
 */
export async function personsProof(page: Page, form: ProofForm): Promise<string> {
  const challenge = (await (await page.request.get(`${CHALLENGE_PATH}?form=${form}`)).json()) as Challenge;
  const received = Date.now();
  const proof = await solveProof(challenge);
  const { issuedAt, submitAfter } = challenge.parameters.data as { issuedAt: number; submitAfter: number };
  await page.waitForTimeout(Math.max(0, received + submitAfter - issuedAt + 200 - Date.now()));
  return proof;
}

/** As sendLead, answering what the confirmation gets: the id, the reference and the request page's token. */
export async function sendRequest(
  page: Page,
  formKey: FormKey,
  changes: Record<string, unknown>,
  language = 'es',
): Promise<SubmissionSuccess> {
  const proof = await personsProof(page, formKey);
  const response = await page.request.post(SUBMIT_PATH, {
    data: {
      formType: FORMS[formKey].label,
      formData: { ...VALID_FORM_DATA[formKey], ...changes },
      language,
      [BOT_CHECK_FIELD]: proof,
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SubmissionSuccess;
}

/** The same screen at both sizes, in Spanish then English (the inbox's language switch), as `<path>-<size>-<lang>.png`. */
export async function screenshots(page: Page, path: string) {
  for (const lang of ['es', 'en'] as const) {
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The page's lang changes at the tap, its texts once the language's files have loaded:
    // the switch then offers the other language.
    await expect(page.getByRole('button', { name: lang === 'en' ? 'Español' : 'English' })).toBeVisible();
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      // Nothing wider than the screen (the offenders named if there are any).
      const overflowing = await overflowingElements(page);
      expect(overflowing, `${path} ${size} ${lang}`).toEqual([]);
      await screenshotForPeople(page, { path: `${path}-${size}-${lang}.png`, fullPage: true });
    }
  }
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
}
