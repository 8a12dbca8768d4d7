// The inbox's System view (docs/decisions/0047-failure-alerts.md) on a laptop and a phone, in
// both languages, with axe: each fact on its own card with its state in words, a failing
// channel and a full upload disk with since when and why, and no sideways page. The failures are
// written into the server's one channel_health table, which every email another test sends and
// every document it uploads clears (server/system/channel-health.ts): so this spec runs in the
// project `alone`, after all others, one test at a time (playwright.config.ts).
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectAccessible } from './expect-accessible';
import { createAdvisor, signIn } from './inbox-helpers';
import { insertLead } from './inbox-seed';
import { screenshotForPeople } from './screenshot-for-people';

test.use({ allowedConsoleErrors: [/status of 401/] });

const SHOTS = '/tmp/inbox-system-shots';

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the System view at ${viewport.width} px: a failing email channel and a full upload disk stand out, in both languages`, async ({
    page,
    db,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize(viewport);
    const email = `advisor.system.${viewport.width}.${Date.now()}@example.test`;
    await createAdvisor(email);
    await insertLead(db, { name: 'Marta Sistema' });
    // The email channel failing for twenty minutes and the uploads' disk full for five, as the
    // workers and the intake record them.
    await db.query(
      `INSERT INTO channel_health (channel, last_success_at, last_failure_at, failing_since, last_error)
       VALUES ('email', now() - interval '1 hour', now(), now() - interval '20 minutes', 'connect ECONNREFUSED 10.0.0.5:587'),
         ('uploads', now() - interval '2 hours', now(), now() - interval '5 minutes', 'ENOSPC: no space left on device, write')
       ON CONFLICT (channel) DO UPDATE SET last_success_at = EXCLUDED.last_success_at,
         last_failure_at = EXCLUDED.last_failure_at, failing_since = EXCLUDED.failing_since, last_error = EXCLUDED.last_error`,
    );
    try {
      await signIn(page, email);
      await page.getByRole('link', { name: 'Sistema', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sistema' })).toBeVisible();
      const card = (row: string) => page.locator(`[data-row="${row}"]`);
      await expect(card('last-lead')).toContainText(/Última solicitud recibida(este minuto|hace \d+ min)/);
      await expect(card('email')).toContainText('Falla');
      await expect(card('email')).toContainText('Motivo: connect ECONNREFUSED 10.0.0.5:587');
      await expect(card('email')).toContainText(/hace 1 h/);
      await expect(card('queue')).toContainText('Trabajo en cola');
      await expect(card('disk-uploads')).toContainText(/libres de/);
      await expect(card('disk-uploads')).toContainText('Falla');
      await expect(card('disk-uploads')).toContainText(/Lleno desde .+: las solicitudes con documentos se rechazan/);
      await expect(card('disk-uploads')).toContainText('Motivo: ENOSPC: no space left on device, write');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
      await screenshotForPeople(page, { path: `${SHOTS}/system-es-${viewport.width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
      await expect(card('email')).toContainText(/Failing since/);
      await expect(card('disk-uploads')).toContainText(/Full since .+: requests with documents are refused/);
      await expect(card('last-lead')).toContainText(/Last request received(this minute|\d+ min ago)/);
      await expectAccessible(page);
      await screenshotForPeople(page, { path: `${SHOTS}/system-en-${viewport.width}.png`, fullPage: true });
    } finally {
      await db.query(`DELETE FROM channel_health WHERE channel IN ('email', 'uploads')`);
    }
  });
}
