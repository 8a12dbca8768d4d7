// Documents sent from the visitor's request page (docs/decisions/0061-documents-from-the-request-page.md):
// through the forms' checks (the hostile corpus included), stored on the lead as a form's documents,
// the page then says so and asks for less, the advisor is pushed (a real push service on loopback)
// and finds the lead on Today, the inbox counts "2 of 3 documents" and the advisor is told once when
// the request is complete. A post without the bot check's proof is kept, held for the advisor.
// A file over the limit and an upload too slow to arrive are answered with her page, as the forms
// answer them (the file named), over a real socket for the slow one.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { translate } from '../../common/forms/messages';
import { MAX_FILE_BYTES } from '../../common/forms/uploads';
import { HONEYPOT_FIELD } from '../../common/api/submission';
import type { LeadDetail, LeadList, TodayList } from '../../common/inbox/api';
import { requestPagePath } from '../../common/visitor-links';
import { pdfBytes, pdfOfSize, pngBytes } from '../fixtures/files';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { HOSTILE_UPLOADS } from '../fixtures/upload-corpus';
import { botProof } from '../setup/bot-check';
import { multipartBody, multipartPost } from '../setup/multipart-post';
import { subscribedDevice } from '../setup/alert-device';
import { withInboxApp } from '../setup/inbox-app';
import { withPushService } from '../setup/push-service-hooks';
import { submitRequest } from '../setup/submit-lead';

const loopback = withPushService();
// A budget of 2 MB a day for the address, so the budget's refusal can be met with one file.
const context = withInboxApp(() => ({
  env: { PUSH_SERVICE_ORIGINS: loopback.pushService.origin, UPLOAD_BUDGET_MB_PER_DAY: '2' },
}));

type Attachment = { field: string; name: string; content: Buffer };
const send = async (path: string, files: Attachment[], fields: Record<string, string> = {}) => {
  const call = request(context.testApp.app).post(`${path}/documents`);
  for (const [name, value] of Object.entries(fields)) call.field(name, value);
  for (const file of files) call.attach(file.field, file.content, file.name);
  return call;
};
const proof = async () => botProof(context.testApp.app, 'requestDocuments');
const page = async (path: string) => (await request(context.testApp.app).get(path).expect(200)).text;
const current = (html: string) => /aria-current="step">([^<]+)/.exec(html)?.[1];
const fileInputs = (html: string) =>
  [...html.matchAll(/<input type="file" id="[^"]+" name="([^"]+)"/g)].map((m) => m[1]);
const storedFiles = (leadId: string) =>
  context.testApp.services.prisma.leadFile.findMany({
    where: { leadId },
    select: { field: true, originalName: true, heldReason: true, sha256: true, chunks: { select: { position: true } } },
    orderBy: { createdAt: 'asc' },
  });

/** A device of the advisor with notifications on: the titles it received, oldest first. */
async function subscribe() {
  const device = await subscribedDevice(context.advisor, loopback.pushService);
  return () => device.received().map((push) => push.title ?? '');
}

const listRow = async (id: string) =>
  ((await context.advisor.get('/leads').expect(200)).body as LeadList).leads.find((lead) => lead.id === id);

describe('documents sent from the request page', () => {
  test('reach the lead with the checks passed; the page says so and asks for less; the advisor is pushed, once "complete"', async () => {
    const titles = await subscribe();
    // Dutch income and no mortgage: the jaaropgaaf and the balances are musts; the tax letter only if she has one.
    const sent = await submitRequest(context.testApp.app, 'taxReturn', { hipoteca: 'no' }, 'en');
    const path = requestPagePath('en', sent.visitorToken);
    let html = await page(path);
    expect(fileInputs(html)).toEqual(['incomeStatement', 'balances', 'taxLetter']);
    // Her DigiD and IBAN are at hand, never a file field.
    expect(html).toContain('Your DigiD');
    expect(html).toContain('data-proof');
    expect(current(html)).toBe('Received (now)');
    expect((await listRow(sent.id))?.documents).toEqual({ received: 0, needed: 2 });

    // Once the advisor works it, the missing papers put it at "waiting for you".
    await context.advisor.patch(`/leads/${sent.id}`, { status: 'CONTACTED' }).expect(200);
    expect(current(await page(path))).toBe('Waiting for you (now)');

    const jaaropgaaf = pdfBytes('Jaaropgaaf 2025 werkgever');
    const first = await send(
      path,
      [{ field: 'incomeStatement', name: 'jaaropgaaf.pdf', content: jaaropgaaf }],
      await proof(),
    );
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe(`${path}?done=documentsReceived`);
    html = await page(`${path}?done=documentsReceived`);
    expect(html).toContain('Thank you: we have your documents');
    expect(fileInputs(html)).toEqual(['balances', 'taxLetter']);
    expect(html).toMatch(/data-testid="documents-arrived">.*The annual income statement \(jaaropgaaf\)/s);
    // Named by what it is, never by its file's name.
    expect(html).not.toContain('jaaropgaaf.pdf');
    expect(current(html)).toBe('Waiting for you (now)');

    const [stored] = await storedFiles(sent.id);
    expect(stored).toMatchObject({ field: 'incomeStatement', originalName: 'jaaropgaaf.pdf', heldReason: null });
    expect(stored!.chunks.length).toBeGreaterThan(0);
    const lead = (await context.advisor.get(`/leads/${sent.id}`).expect(200)).body as LeadDetail;
    expect(lead.files).toEqual([
      expect.objectContaining({ field: 'incomeStatement', name: 'jaaropgaaf.pdf', held: false }),
    ]);
    expect(lead.documents).toEqual({ received: 1, needed: 2 });
    expect(stored!.sha256).toBe(createHash('sha256').update(jaaropgaaf).digest('hex'));
    await expect.poll(titles, { timeout: 15_000 }).toContain(`El cliente ha enviado documentos · ${sent.reference}`);
    const today = (await context.advisor.get('/today').expect(200)).body as TodayList;
    expect([...today.followUps, ...today.newLeads].map((row) => row.id)).toContain(sent.id);

    // The last must: complete, told once; the page no longer waits for her.
    const last = await send(path, [{ field: 'balances', name: 'saldos.png', content: pngBytes() }], await proof());
    expect(last.headers.location).toBe(`${path}?done=documentsReceived`);
    await expect.poll(titles, { timeout: 15_000 }).toContain(`Ya están todos los documentos · ${sent.reference}`);
    expect(await listRow(sent.id)).toMatchObject({ documents: { received: 2, needed: 2 } });
    html = await page(path);
    expect(fileInputs(html)).toEqual(['taxLetter']);
    expect(current(html)).toBe('Being worked on (now)');

    // A letter she had after all: received, not "complete" again.
    await send(path, [{ field: 'taxLetter', name: 'carta.pdf', content: pdfBytes('Aanslag') }], await proof()).then(
      (answer) => expect(answer.status).toBe(303),
    );
    await expect
      .poll(() => titles().filter((title) => title.startsWith('El cliente ha enviado')).length, { timeout: 15_000 })
      .toBe(2);
    expect(titles().filter((title) => title.startsWith('Ya están todos'))).toHaveLength(1);
  });

  test('every file of the hostile corpus is refused with its message in her language, and nothing is stored', async () => {
    const tax = await submitRequest(context.testApp.app, 'taxReturn', { hipoteca: 'no' }, 'es');
    const zzp = await submitRequest(context.testApp.app, 'zzp', {}, 'es');
    for (const upload of HOSTILE_UPLOADS) {
      const sent = upload.field === 'invoices' ? zzp : tax;
      const path = requestPagePath('es', sent.visitorToken);
      const answer = await send(
        path,
        upload.files.map((file) => ({ field: upload.field, ...file })),
      );
      expect(answer.status, upload.name).toBe(upload.status);
      expect(answer.type, upload.name).toBe('text/html');
      expect(answer.text, upload.name).toMatch(/role="alert" data-testid="alert">[^<]{20,}</);
      expect(answer.text, upload.name).toContain('lang="es"');
    }
    expect(await storedFiles(tax.id)).toEqual([]);
    expect(await storedFiles(zzp.id)).toEqual([]);
    // One example read out: the message names the file, in Spanish.
    const exe = await send(requestPagePath('es', tax.visitorToken), [
      { field: 'incomeStatement', name: 'jaaropgaaf.pdf', content: Buffer.from('MZ\x90\x00 not a pdf') },
    ]);
    expect(exe.status).toBe(415);
    expect(exe.text).toContain('«jaaropgaaf.pdf»');
  });

  test('a document it does not need, none at all, a proof for another form and the day’s budget are each a message', async () => {
    const sent = await submitRequest(context.testApp.app, 'taxReturn', { hipoteca: 'no' }, 'en');
    const path = requestPagePath('en', sent.visitorToken);
    const stray = await send(path, [{ field: 'mortgageStatement', name: 'hypotheek.pdf', content: pdfBytes() }]);
    expect(stray.status).toBe(400);
    expect(stray.text).toContain('A file was sent that this form does not accept.');
    const none = await send(path, [], await proof());
    expect(none.headers.location).toBe(`${path}?done=documentsNone`);
    const other = await send(
      path,
      [{ field: 'balances', name: 'saldos.pdf', content: pdfBytes() }],
      await botProof(context.testApp.app, 'contact'),
    );
    expect(other.status).toBe(400);
    expect(other.text).toContain('This security check was for another form.');
    const large = await send(path, [{ field: 'balances', name: 'saldos.pdf', content: pdfOfSize(2.5 * 1024 * 1024) }]);
    expect(large.status).toBe(429);
    expect(large.text).toContain('Many documents have already been sent from your connection today.');
    expect(await storedFiles(sent.id)).toEqual([]);
  });

  test('without a proof the documents are kept, held for the advisor, and she is told; they count once she accepts them', async () => {
    const titles = await subscribe();
    const sent = await submitRequest(context.testApp.app, 'housingSearch', {}, 'es');
    const path = requestPagePath('es', sent.visitorToken);
    const answer = await send(path, [{ field: 'identity', name: 'pasaporte.jpg', content: pngBytes() }]);
    expect(answer.status).toBe(415); // a PNG named .jpg: the checks come before the bot check
    const held = await send(path, [{ field: 'identity', name: 'pasaporte.png', content: pngBytes() }]);
    expect(held.headers.location).toBe(`${path}?done=documentsHeld`);
    const html = await page(`${path}?done=documentsHeld`);
    expect(html).toContain('los revisamos a mano antes de usarlos');
    expect(html).toContain('lo revisamos a mano antes de usarlo');
    expect(fileInputs(html)).not.toContain('identity');
    expect(await storedFiles(sent.id)).toEqual([
      expect.objectContaining({ field: 'identity', heldReason: 'unproven' }),
    ]);
    await expect
      .poll(titles, { timeout: 15_000 })
      .toContain(`Documentos por revisar (enviados sin el control de seguridad) · ${sent.reference}`);
    const lead = (await context.advisor.get(`/leads/${sent.id}`).expect(200)).body as LeadDetail;
    expect(lead.files[0]).toMatchObject({ held: true });
    expect(lead.documents).toEqual({ received: 0, needed: 3 });

    // A filled honeypot or a replayed proof: kept and held as well, told to nobody.
    const reused = await proof();
    await send(path, [{ field: 'income', name: 'contrato.pdf', content: pdfBytes() }], reused).then((a) =>
      expect(a.headers.location).toBe(`${path}?done=documentsReceived`),
    );
    await send(path, [{ field: 'payslips', name: 'nomina.pdf', content: pdfBytes() }], reused).then((a) =>
      expect(a.headers.location).toBe(`${path}?done=documentsHeld`),
    );
    await send(path, [{ field: 'references', name: 'ref.pdf', content: pdfBytes() }], {
      ...(await proof()),
      [HONEYPOT_FIELD]: 'http://spam.example',
    }).then((a) => expect(a.headers.location).toBe(`${path}?done=documentsHeld`));
    expect((await storedFiles(sent.id)).map((file) => [file.field, file.heldReason])).toEqual([
      ['identity', 'unproven'],
      ['income', null],
      ['payslips', 'replayed'],
      ['references', 'honeypot'],
    ]);
    expect(titles().filter((title) => title.startsWith('Documentos por revisar'))).toHaveLength(1);

    // The advisor accepts the held ones she has looked at: they count, and the request is complete.
    const files = ((await context.advisor.get(`/leads/${sent.id}`).expect(200)).body as LeadDetail).files;
    const heldId = (field: string) => files.find((file) => file.field === field)!.id;
    const identity = await context.advisor.post(`/leads/${sent.id}/files/${heldId('identity')}/accept`, {}).expect(200);
    expect(identity.body).toEqual({ documents: { received: 2, needed: 3 } });
    await context.advisor.post(`/leads/${sent.id}/files/${heldId('identity')}/accept`, {}).expect(404);
    const payslips = await context.advisor.post(`/leads/${sent.id}/files/${heldId('payslips')}/accept`, {}).expect(200);
    expect(payslips.body).toEqual({ documents: { received: 3, needed: 3 } });
    const complete = await context.testApp.services.prisma.lead.findUniqueOrThrow({
      where: { id: sent.id },
      select: { documentsCompleteAt: true },
    });
    expect(complete.documentsCompleteAt).toBeInstanceOf(Date);
    expect(await listRow(sent.id)).toMatchObject({ documents: { received: 3, needed: 3 } });
  });

  test('a file over the limit is named, as the forms name it, on the page in her language; nothing is stored', async () => {
    for (const lang of ['es', 'en'] as const) {
      const sent = await submitRequest(context.testApp.app, 'taxReturn', { hipoteca: 'no' }, lang);
      const path = requestPagePath(lang, sent.visitorToken);
      const answer = await send(path, [
        { field: 'balances', name: 'saldos-escaneados.pdf', content: pdfOfSize(MAX_FILE_BYTES + 64 * 1024) },
      ]);
      expect(answer.status).toBe(413);
      expect(answer.type).toBe('text/html');
      expect(answer.text).toContain(`lang="${lang}"`);
      expect(answer.text).toContain(
        lang === 'es'
          ? '«saldos-escaneados.pdf» pesa más de 10 MB, el máximo por archivo.'
          : '“saldos-escaneados.pdf” is larger than 10 MB, the limit per file.',
      );
      // The page is hers again, its form with it.
      expect(fileInputs(answer.text)).toEqual(['incomeStatement', 'balances', 'taxLetter']);
      expect(await storedFiles(sent.id)).toEqual([]);
    }
  });

  test('an upload too slow to arrive is answered with her page and the message in her language, not JSON', async () => {
    const server = http.createServer(context.testApp.app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const sent = await submitRequest(context.testApp.app, 'taxReturn', { hipoteca: 'no' }, 'en');
      const path = requestPagePath('en', sent.visitorToken);
      // A megabyte at a kilobyte a second: under the minimum rate, dropped after the rate window.
      const outcome = await multipartPost(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        multipartBody([{ name: 'balances', filename: 'saldos.pdf', content: pdfOfSize(1024 * 1024) }]),
        { path: `${path}/documents`, bytesPerSecond: 1024 },
      );
      expect(outcome.status).toBe(408);
      expect(outcome.body).toMatch(/^<!doctype html>/i);
      expect(outcome.body).toContain('lang="en"');
      expect(outcome.body).toContain(`role="alert" data-testid="alert">${translate('en', 'form.tooSlow')}<`);
      expect(fileInputs(outcome.body)).toEqual(['incomeStatement', 'balances', 'taxLetter']);
      expect(await storedFiles(sent.id)).toEqual([]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }, 60_000);

  test('no sensitive answer, name, email or file name appears in the page with documents', async () => {
    const sent = await submitRequest(context.testApp.app, 'taxReturn', { hipoteca: 'no' }, 'es');
    const path = requestPagePath('es', sent.visitorToken);
    await send(path, [{ field: 'incomeStatement', name: 'jaaropgaaf-maria.pdf', content: pdfBytes() }], await proof());
    const html = await page(path);
    for (const [field, value] of Object.entries(VALID_FORM_DATA.taxReturn))
      if (typeof value === 'string' && value.length > 3 && !['si', 'no'].includes(value) && /\s|@|\d/.test(value))
        expect(html, field).not.toContain(value);
    expect(html).not.toContain('jaaropgaaf-maria');
  });
});
