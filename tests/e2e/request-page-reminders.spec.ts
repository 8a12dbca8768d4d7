// Stopping the reminders from her request page in a real browser, with no script
// (docs/decisions/0062-visitor-reminders-and-revoked-links.md), at 390 and 1366 px in both
// languages: the page says that reminders go while something is missing and offers the button;
// the page the email's link opens asks once more; the button stops them and the page says so.
// Screenshots go to /tmp/request-page-reminders-shots/.
import { mkdirSync } from 'node:fs';
import { requestPagePath } from '../../common/visitor-links';
import { expectAccessible } from './expect-accessible';
import { expect, test } from './fixtures';
import { screenshotForPeople } from './screenshot-for-people';
import { sendRequest, SIZES } from './inbox-helpers';
import { overflowingElements } from './overflow';

const SHOTS = '/tmp/request-page-reminders-shots';
const TEXTS = {
  es: {
    section: 'Recordatorios por correo',
    running: 'Mientras nos falte algo, te lo recordamos por correo a los 3, 7 y 14 días.',
    stop: 'No quiero más recordatorios',
    confirm: '¿Dejar de recibir recordatorios?',
    done: 'Hecho: recordatorios desactivados.',
    stopped: 'No te enviaremos más recordatorios sobre esta solicitud.',
  },
  en: {
    section: 'Email reminders',
    running: 'While we still need something, we remind you by email after 3, 7 and 14 days.',
    stop: 'Stop the reminders',
    confirm: 'Stop the reminders?',
    done: 'Done: reminders stopped.',
    stopped: 'We will send you no more reminders about this request.',
  },
} as const;

for (const viewport of Object.values(SIZES)) {
  for (const lang of ['es', 'en'] as const) {
    const t = TEXTS[lang];
    test(`she stops the reminders from the email's link, with no script (${viewport.width} px, ${lang})`, async ({
      page,
    }) => {
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize(viewport);
      const sent = await sendRequest(page, 'taxReturn', {}, lang);
      const path = requestPagePath(lang, sent.visitorToken);
      const shot = async (name: string) => {
        expect(await overflowingElements(page), `${name} ${viewport.width} ${lang}`).toEqual([]);
        await expectAccessible(page);
        await screenshotForPeople(page, { path: `${SHOTS}/${name}-${viewport.width}-${lang}.png`, fullPage: true });
      };

      await page.goto(path);
      const section = page.getByTestId('reminders');
      await expect(section.getByRole('heading', { name: t.section })).toBeVisible();
      await expect(section).toContainText(t.running);
      await section.scrollIntoViewIfNeeded();
      await shot('page');

      // The email's link: a page that asks once more, its one button the same form.
      await page.goto(`${path}/stop-reminders`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirm);
      await expect(page.locator('script')).toHaveCount(0);
      await shot('confirm');
      await page.getByRole('button', { name: t.stop }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?done=remindersStopped$`));
      await expect(page.getByTestId('outcome')).toHaveText(t.done);
      await expect(page.getByTestId('reminders')).toContainText(t.stopped);
      await expect(page.getByTestId('reminders').getByRole('button')).toHaveCount(0);
      await shot('stopped');
    });
  }
}
