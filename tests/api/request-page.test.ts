// The visitor's request page (docs/decisions/0058-request-page.md): the link the intake answers
// and the one the confirmation email carries open it in both languages; a changed, revoked or
// erased link is a plain 404; it sends noindex and no Referer and loads nothing from elsewhere;
// no sensitive or typed answer is in its HTML; it follows what the advisor does.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { requestPagePath } from '../../common/visitor-links';
import { withInboxApp } from '../setup/inbox-app';
import { withTestSmtp, leadMail } from '../setup/smtp-server';
import { submitRequest } from '../setup/submit-lead';
import { VALID_FORM_DATA } from '../fixtures/form-examples';

const outbox = withTestSmtp();
const context = withInboxApp(() => ({ smtpUrl: outbox.smtp.url }));

const page = (path: string) => request(context.testApp.app).get(path);
const altered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

describe('the request page', () => {
  test('opens from the intake’s answer in Spanish and in English, with the reference and the service', async () => {
    const sent = await submitRequest(context.testApp.app, 'taxReturn');
    const es = await page(requestPagePath('es', sent.visitorToken)).expect(200);
    expect(es.text).toContain(sent.reference);
    expect(es.text).toContain('<html lang="es">');
    expect(es.text).toContain('Declaración de la renta');
    const en = await page(requestPagePath('en', sent.visitorToken)).expect(200);
    expect(en.text).toContain('<html lang="en">');
    expect(en.text).toContain('Your request');
  });

  test('goes out with noindex, no Referer, no cache and a policy that lets nothing else load', async () => {
    const sent = await submitRequest(context.testApp.app, 'contact');
    const response = await page(requestPagePath('es', sent.visitorToken)).expect(200);
    expect(response.headers['x-robots-tag']).toMatch(/noindex/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    // Its one script (the bot check of its documents form) by hash, connections to itself only.
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+={0,2}'; connect-src 'self';/);
    expect(policy).not.toMatch(/unsafe|googletagmanager|https:/);
    expect(response.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(response.text).not.toMatch(/<script|<iframe|<img|googletagmanager/i);
    for (const [link] of response.text.matchAll(/<link[^>]*>/g)) expect(link).toMatch(/ href="\/[^/]/);
  });

  test('shows only the answers she chose: no BSN, birth date, name, address, phone, email or typed text', async () => {
    const sent = await submitRequest(context.testApp.app, 'taxReturn');
    const { text } = await page(requestPagePath('es', sent.visitorToken)).expect(200);
    const answers = VALID_FORM_DATA.taxReturn;
    for (const value of [
      answers.bsn,
      answers.fechaNacimiento,
      '1992',
      answers.nombreCompleto,
      answers.direccion,
      answers.codigoPostal,
      answers.telefono,
      answers.email,
      answers.nombrePareja,
      answers.paisDuracion,
      answers.otrosIngresos,
    ])
      expect(text).not.toContain(String(value));
    // What she chose, in words: her civil status and the allowances she receives.
    expect(text).toContain('Pareja registrada');
    expect(text).toContain('Zorgtoeslag');
    // The documents her answers make relevant (a mortgage: its statement), none of them sent yet:
    // the papers to send, and what she keeps at hand.
    expect(text).toContain('name="mortgageStatement"');
    expect(text).toMatch(/<label for="document-mortgageStatement">[^<]*hipoteca[^<]*<\/label>/);
    expect(text).toMatch(/data-testid="documents-needed"><li>Tu DigiD/);
  });

  test('the confirmation email carries a fresh link of its own that opens the page in her language', async () => {
    const sent = await submitRequest(context.testApp.app, 'zzp', { email: 'page-link@example.com' }, 'en');
    const mail = await outbox.smtp.waitFor(leadMail(sent.id, 'confirmation'));
    const link = /http:\/\/localhost:3000(\/en\/request\/[A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    expect(link![1]).not.toBe(requestPagePath('en', sent.visitorToken));
    expect(String(mail.html)).toContain(link![0]);
    expect((await page(link![1]!).expect(200)).text).toContain(sent.reference);
  });

  test('an attempt that sent nothing leaves no link behind; the email that goes out carries one', async () => {
    const links = (leadId: string) => context.testApp.services.prisma.visitorLink.count({ where: { leadId } });
    const state = (leadId: string) =>
      context.testApp.services.prisma.lead.findUniqueOrThrow({
        where: { id: leadId },
        select: { confirmationState: true },
      });
    outbox.smtp.setFailure('defer-data');
    try {
      const sent = await submitRequest(context.testApp.app, 'contact', { email: 'retry-link@example.com' });
      await expect.poll(async () => (await state(sent.id)).confirmationState, { timeout: 20_000 }).toBe('RETRYING');
      outbox.smtp.setFailure('none');
      await outbox.smtp.waitFor(leadMail(sent.id, 'confirmation'), 30_000);
      // The intake's link and the sent email's: none from the failed attempts.
      await expect.poll(async () => (await state(sent.id)).confirmationState, { timeout: 10_000 }).toBe('SENT');
      expect(await links(sent.id)).toBe(2);
    } finally {
      outbox.smtp.setFailure('none');
    }
  });

  test('a copy of her data goes to the request’s address only, never to the page, the BSN and birth date masked', async () => {
    const sent = await submitRequest(context.testApp.app, 'taxReturn', { email: 'copy.me@example.com' });
    const path = requestPagePath('es', sent.visitorToken);
    const asked = await request(context.testApp.app).post(`${path}/copy`).expect(303);
    const after = await page(asked.headers.location as string).expect(200);
    expect(after.text).toContain('Te hemos enviado una copia');
    const answers = VALID_FORM_DATA.taxReturn;
    expect(after.text).not.toContain(answers.nombreCompleto);
    const mail = await outbox.smtp.waitFor(
      (message) => message.subject === `Copia de tus datos · Asesoría Países Bajos · Ref. ${sent.reference}`,
    );
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('copy.me@example.com');
    const body = `${mail.text}${String(mail.html)}`;
    expect(mail.text).toContain(answers.nombreCompleto);
    expect(mail.text).toContain(answers.direccion);
    expect(mail.text).toContain('******333');
    expect(body).not.toContain(answers.bsn);
    expect(body).not.toContain(answers.fechaNacimiento);
  });

  test('a changed, unknown or revoked link, or one whose request was erased, is a plain 404 in the address’s language', async () => {
    const sent = await submitRequest(context.testApp.app, 'contact');
    for (const path of [
      requestPagePath('es', altered(sent.visitorToken)),
      requestPagePath('es', 'short'),
      `${requestPagePath('es', sent.visitorToken)}x`,
    ]) {
      const response = await page(path).expect(404);
      expect(response.text).toContain('Página no encontrada');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.text).not.toMatch(/<script/i);
    }
    expect((await page(requestPagePath('en', altered(sent.visitorToken))).expect(404)).text).toContain(
      'Page not found',
    );

    await context.testApp.services.prisma.visitorLink.updateMany({
      where: { leadId: sent.id },
      data: { revokedAt: new Date() },
    });
    await page(requestPagePath('es', sent.visitorToken)).expect(404);

    const erased = await submitRequest(context.testApp.app, 'contact');
    await page(requestPagePath('es', erased.visitorToken)).expect(200);
    await context.advisor.delete(`/leads/${erased.id}`).expect(204);
    await page(requestPagePath('es', erased.visitorToken)).expect(404);
  });

  test('follows the advisor’s work: received, then being worked on, then done, each with its day', async () => {
    const sent = await submitRequest(context.testApp.app, 'contact');
    const progress = async () => {
      const { text } = await page(requestPagePath('en', sent.visitorToken)).expect(200);
      return /aria-current="step">([^<]+)/.exec(text)?.[1];
    };
    expect(await progress()).toBe('Received (now)');
    await context.advisor.patch(`/leads/${sent.id}`, { status: 'CONTACTED' }).expect(200);
    expect(await progress()).toBe('Being worked on (now)');
    await context.advisor.patch(`/leads/${sent.id}`, { status: 'WON' }).expect(200);
    expect(await progress()).toBe('Done (now)');
    await context.advisor.patch(`/leads/${sent.id}`, { status: 'LOST' }).expect(200);
    expect(await progress()).toBe('Closed (now)');
  });
});
