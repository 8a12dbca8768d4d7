// A full upload disk (ENOSPC while the temporary file is written) is no 500: the visitor is
// answered 503 in her language, saying to send without documents or later, and the advisor is
// told by email (a real SMTP server) and push (the loopback push service), once per incident
// (docs/decisions/0047-failure-alerts.md). The disk is real: a 1 MB tmpfs mounted as the
// temporary folder (the tests run as root).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import type { SystemStatus } from '../../common/inbox/system-status';
import { translate } from '../../common/forms/messages';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { pdfOfSize } from '../fixtures/files';
import { startAlertWorkers } from '../../server/alerts/alert-workers';
import { subscribedDevice } from '../setup/alert-device';
import { signedInAdvisor } from '../setup/inbox-session';
import { withPushService } from '../setup/push-service-hooks';
import { withTestSmtp } from '../setup/smtp-server';
import { withTestApp } from '../setup/test-app';

const outbox = withTestSmtp();
const loopback = withPushService();
const context = withTestApp(() => ({
  smtpUrl: outbox.smtp.url,
  env: { PUSH_SERVICE_ORIGINS: loopback.pushService.origin },
}));
let smallDisk: string;
const originalTmpdir = process.env.TMPDIR;
let device: Awaited<ReturnType<typeof subscribedDevice>>;

beforeAll(async () => {
  await startAlertWorkers(context.testApp.services.boss, context.testApp.services);
  const advisor = await signedInAdvisor(context.testApp.app, context.testApp.services.prisma, 'ana@example.test');
  device = await subscribedDevice(advisor, loopback.pushService);
  smallDisk = await mkdtemp(path.join(tmpdir(), 'small-upload-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', smallDisk]);
  // os.tmpdir() reads TMPDIR at each call: the intake's upload folders land on the small disk.
  process.env.TMPDIR = smallDisk;
});
// Assigning undefined to process.env would set the string "undefined".
const restoreTmpdir = () => {
  if (originalTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = originalTmpdir;
};
afterAll(async () => {
  restoreTmpdir();
  if (smallDisk) {
    execFileSync('umount', [smallDisk]);
    await rmdir(smallDisk);
  }
});

const upload = (language: 'es' | 'en' = 'es') =>
  request(context.testApp.app)
    .post(SUBMIT_PATH)
    .field('formType', 'Declaración de Impuestos')
    .field('language', language)
    .field('formData', JSON.stringify(VALID_FORM_DATA.taxReturn))
    .attach('incomeStatement', pdfOfSize(2 * 1024 * 1024), 'jaaropgaaf.pdf');

test.each(['es', 'en'] as const)(
  'an upload that finds the disk full is answered 503 in the visitor’s language (%s), never 500',
  async (language) => {
    const response = await upload(language);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ success: false, error: translate(language, 'form.uploadsFull') });
    // Nothing is left on the small disk.
    await expect.poll(() => readdir(smallDisk), { timeout: 5000 }).toEqual([]);
  },
);

const SUBJECT = 'Aviso: el disco de los documentos está lleno';
const alertMails = () => outbox.smtp.messages.filter((message) => message.subject === SUBJECT);
const alertPushes = () => device.received();

test('the advisor is told by email and by push, once for the incident however many visitors are refused', async () => {
  const mail = await outbox.smtp.waitFor((message) => message.subject === SUBJECT, 30_000);
  expect(mail.to).toMatchObject({ text: context.testApp.env.LEADS_NOTIFY_TO });
  expect(mail.text).toContain('las solicitudes con documentos se rechazan');
  expect(mail.text).toContain('ENOSPC');
  expect(mail.text).toContain('http://localhost:3000/inbox/system');
  await expect.poll(() => alertPushes().length, { timeout: 30_000 }).toBe(1);
  expect(alertPushes()[0]).toMatchObject({ title: SUBJECT, url: '/inbox/system', tag: 'alert-uploads' });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(alertMails()).toHaveLength(1);
  expect(alertPushes()).toHaveLength(1);
});

test('the System view shows the disk full, since when and why', async () => {
  const advisor = await signedInAdvisor(context.testApp.app, context.testApp.services.prisma, 'ana@example.test');
  const status = (await advisor.get('/system').expect(200)).body as SystemStatus;
  expect(status.uploads).toMatchObject({
    failingSince: expect.any(String),
    lastError: expect.stringContaining('ENOSPC'),
  });
});

test('files that fit again end the incident; the disk full once more is told again', async () => {
  restoreTmpdir();
  // The files are written, whatever the intake then answers (this request has no bot proof).
  expect((await upload()).status).not.toBe(503);
  await expect
    .poll(() => context.testApp.services.prisma.channelHealth.findUnique({ where: { channel: 'uploads' } }), {
      timeout: 5000,
    })
    .toMatchObject({ failingSince: null });
  process.env.TMPDIR = smallDisk;
  expect((await upload()).status).toBe(503);
  await expect.poll(() => alertMails().length, { timeout: 30_000 }).toBe(2);
  await expect.poll(() => alertPushes().length, { timeout: 30_000 }).toBe(2);
});

test('a request without documents is still taken while the disk is full', async () => {
  const response = await request(context.testApp.app)
    .post(SUBMIT_PATH)
    .send({ formType: 'Contacto', formData: VALID_FORM_DATA.contact });
  expect(response.status).toBe(200);
});
