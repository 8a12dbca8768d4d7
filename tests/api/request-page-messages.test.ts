// The notes the advisor writes for the visitor and the visitor's answers from her request page
// (docs/decisions/0058-request-page.md): a note marked for the visitor shows on her page and puts
// it at "waiting for you"; a private note never shows; her answer is a note from the visitor on
// the lead, the advisor is pushed at once (a real push service on loopback) and finds it on Today.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import type { LeadDetail, TodayList } from '../../common/inbox/api';
import { requestPagePath } from '../../common/visitor-links';
import { subscribedDevice } from '../setup/alert-device';
import { withInboxApp } from '../setup/inbox-app';
import { withPushService } from '../setup/push-service-hooks';
import { submitRequest } from '../setup/submit-lead';

const loopback = withPushService();
const context = withInboxApp(() => ({ env: { PUSH_SERVICE_ORIGINS: loopback.pushService.origin } }));

const page = (path: string) => request(context.testApp.app).get(path);
const current = (html: string) => /aria-current="step">([^<]+)/.exec(html)?.[1];

describe('messages between the advisor and the visitor', () => {
  test('a note for the visitor shows on her page and waits for her; a private one never shows', async () => {
    const sent = await submitRequest(context.testApp.app, 'contact', {}, 'en');
    const path = requestPagePath('en', sent.visitorToken);
    await context.advisor.patch(`/leads/${sent.id}`, { status: 'CONTACTED' }).expect(200);
    await context.advisor.post(`/leads/${sent.id}/notes`, { body: 'Called twice, no answer' }).expect(201);
    expect((await page(path).expect(200)).text).not.toContain('Called twice');

    const note = await context.advisor
      .post(`/leads/${sent.id}/notes`, { body: 'Which city do you live in?', forVisitor: true })
      .expect(201);
    expect(note.body.note).toMatchObject({ kind: 'forVisitor', body: 'Which city do you live in?' });
    const { text } = await page(path).expect(200);
    expect(text).toContain('Which city do you live in?');
    expect(text).not.toContain('Called twice');
    expect(current(text)).toBe('Waiting for you (now)');
  });

  test('her answer reaches the lead as hers, pushes the advisor and is on Today; the page then waits for the firm', async () => {
    const device = await subscribedDevice(context.advisor, loopback.pushService);
    const sent = await submitRequest(context.testApp.app, 'contact');
    const titles = () => device.received().map((push) => push.title ?? '');
    await context.advisor.patch(`/leads/${sent.id}`, { status: 'CONTACTED' }).expect(200);
    await context.advisor
      .post(`/leads/${sent.id}/notes`, { body: '¿En qué ciudad vives?', forVisitor: true })
      .expect(201);

    const answer = await request(context.testApp.app)
      .post(`${requestPagePath('es', sent.visitorToken)}/reply`)
      .type('form')
      .send({ body: 'En Róterdam, desde marzo.' })
      .expect(303);
    expect(answer.headers.location).toBe(`${requestPagePath('es', sent.visitorToken)}?done=replied`);

    await expect.poll(titles, { timeout: 15_000 }).toContain(`El cliente ha respondido · ${sent.reference}`);
    const lead = (await context.advisor.get(`/leads/${sent.id}`).expect(200)).body as LeadDetail;
    expect(lead.notes.find((note) => note.kind === 'fromVisitor')).toMatchObject({
      body: 'En Róterdam, desde marzo.',
      by: null,
    });
    const today = (await context.advisor.get('/today').expect(200)).body as TodayList;
    expect(today.followUps.map((row) => row.id)).toContain(sent.id);

    const { text } = await page(answer.headers.location as string).expect(200);
    expect(text).toContain('hemos recibido tu respuesta');
    expect(text).toContain('En Róterdam, desde marzo.');
    expect(current(text)).toBe('En marcha (ahora)');
  });

  test('an empty answer is refused with a message, a wrong link answers 404, and nothing is stored', async () => {
    const sent = await submitRequest(context.testApp.app, 'contact');
    await context.advisor.post(`/leads/${sent.id}/notes`, { body: 'Una pregunta', forVisitor: true }).expect(201);
    const empty = await request(context.testApp.app)
      .post(`${requestPagePath('es', sent.visitorToken)}/reply`)
      .type('form')
      .send({ body: '   ' })
      .expect(303);
    expect((await page(empty.headers.location as string).expect(200)).text).toContain('Escribe tu respuesta');
    const wrong = `${sent.visitorToken.slice(0, -1)}${sent.visitorToken.endsWith('A') ? 'B' : 'A'}`;
    await request(context.testApp.app)
      .post(`${requestPagePath('es', wrong)}/reply`)
      .type('form')
      .send({ body: 'hola' })
      .expect(404);
    const notes = await context.testApp.services.prisma.leadNote.count({
      where: { leadId: sent.id, kind: 'FROM_VISITOR' },
    });
    expect(notes).toBe(0);
  });

  test('her request to erase her data reaches the lead as hers and pushes the advisor, who erases it as any erasure', async () => {
    const device = await subscribedDevice(context.advisor, loopback.pushService);
    const sent = await submitRequest(context.testApp.app, 'contact', {}, 'en');
    const path = requestPagePath('en', sent.visitorToken);
    const asked = await request(context.testApp.app).post(`${path}/erase`).expect(303);
    expect((await page(asked.headers.location as string).expect(200)).text).toContain('we will erase your data');
    const titles = () => device.received().map((push) => push.title ?? '');
    await expect.poll(titles, { timeout: 15_000 }).toContain(`Pide que borremos sus datos · ${sent.reference}`);
    const lead = (await context.advisor.get(`/leads/${sent.id}`).expect(200)).body as LeadDetail;
    expect(lead.notes).toContainEqual(
      expect.objectContaining({ kind: 'fromVisitor', body: 'I ask you to erase my data for this request.' }),
    );
    await context.advisor.delete(`/leads/${sent.id}`).expect(204);
    await page(path).expect(404);
  });
});
