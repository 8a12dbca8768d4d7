// Working a lead and exporting the list in the browser (docs/decisions/0026-lead-read-model-and-exports.md):
// a status change and a note show at once without opening the lead again (the audit log has the
// one view she made), and the spreadsheet she downloads opens with the lead in words.
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { createAdvisor, signIn, submitContactForm } from './inbox-helpers';

// The session check before signing in answers 401, which the browser logs as an error.
test.use({ allowedConsoleErrors: [/status of 401/] });

test('a change and a note are no views; the xlsx export holds the lead in words', async ({ page, db }) => {
  const email = `advisor.export.${Date.now()}@example.test`;
  await createAdvisor(email);
  const name = `Marta Export${Date.now()}`;
  await submitContactForm(page, name);
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM leads WHERE data->>'nombreCompleto' = $1`, [name]);
  const id = rows[0]!.id;

  await signIn(page, email, `/inbox/leads/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.locator('.inbox-detail').getByLabel('Estado').selectOption('CONTACTED');
  await expect(page.locator('.inbox-history')).toContainText('Nueva → Contactada');
  await page.locator('.inbox-detail').getByLabel('Fecha de seguimiento').fill('2026-12-01');
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toHaveText('Guardado');
  await page.getByPlaceholder('Escribe una nota para el equipo').fill('Le llamo el martes.');
  await page.getByRole('button', { name: 'Añadir nota' }).click();
  await expect(page.locator('.inbox-notes')).toContainText('Le llamo el martes.');
  const audit = await db.query(`SELECT action FROM audit_log WHERE lead_id = $1 ORDER BY id`, [id]);
  expect(audit.rows).toEqual([{ action: 'VIEW' }]);

  await page.goto(`/inbox?q=${encodeURIComponent(name)}`);
  await page.locator('summary', { hasText: 'Exportar' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar Excel' }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 3)).toEqual(['Referencia', 'Recibida', 'Servicio']);
  expect(sheet.rowCount).toBe(2);
  const lead = Object.fromEntries(header.map((label, index) => [label, sheet.getRow(2).getCell(index + 1)]));
  expect(lead['Nombre completo']!.value).toBe(name);
  expect(lead['Estado']!.value).toBe('Contactada');
  expect(lead['Teléfono']!.value).toBe('+31 6 12345678');
  expect(lead['Recibida']!.type).toBe(ExcelJS.ValueType.Date);
  expect((await db.query(`SELECT action FROM audit_log WHERE lead_id = $1 ORDER BY id`, [id])).rows).toEqual([
    { action: 'VIEW' },
    { action: 'EXPORT' },
  ]);
});
