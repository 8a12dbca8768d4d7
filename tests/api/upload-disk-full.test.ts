// A full upload disk (ENOSPC while the temporary file is written) is no 500: the visitor is
// answered 503 in her language, saying to send without documents or later, and the event is
// recorded in system_events for whatever tells the advisor (server/health/system-events.ts).
// The disk is real: a 1 MB tmpfs mounted as the temporary folder (the tests run as root).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { translate } from '../../common/forms/messages';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { pdfOfSize } from '../fixtures/files';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;
let smallDisk: string;
const originalTmpdir = process.env.TMPDIR;

beforeAll(async () => {
  testApp = await startTestApp();
  smallDisk = await mkdtemp(path.join(tmpdir(), 'small-upload-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', smallDisk]);
  // os.tmpdir() reads TMPDIR at each call: the intake's upload folders land on the small disk.
  process.env.TMPDIR = smallDisk;
});
afterAll(async () => {
  process.env.TMPDIR = originalTmpdir;
  if (smallDisk) {
    execFileSync('umount', [smallDisk]);
    await rmdir(smallDisk);
  }
  await testApp?.close();
});

const upload = (language: 'es' | 'en') =>
  request(testApp.app)
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

test('the full disk is recorded for the advisor’s alerts, counted per occurrence', async () => {
  await expect
    .poll(() => testApp.services.prisma.systemEvent.findUnique({ where: { kind: 'upload-disk-full' } }), {
      timeout: 5000,
    })
    .toMatchObject({ kind: 'upload-disk-full', occurrences: 2, toldAt: null });
});

test('a request without documents is still taken while the disk is full', async () => {
  const response = await request(testApp.app)
    .post(SUBMIT_PATH)
    .send({ formType: 'Contacto', formData: VALID_FORM_DATA.contact });
  expect(response.status).toBe(200);
});
