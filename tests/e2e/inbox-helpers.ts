// Shared steps of the inbox browser tests: an advisor made with the CLI's function in the
// server's database, a lead sent through the public contact form, and signing in.
import type { Page } from '@playwright/test';
import pg from 'pg';
import { addAdvisor } from '../../server/auth/advisors';
import { createPrisma } from '../../server/db/prisma';
import { SUBMIT_PATH } from '../../common/api/submission';
import { expect } from './fixtures';

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
  await page.goto(path);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
