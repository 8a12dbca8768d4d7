// Web Push from the inbox API to a real push service on loopback (tests/setup/push-service.ts):
// turning notifications on and off, what a new lead's push carries (decrypted here as a
// browser would, tests/setup/web-push-decrypt.ts), removal of subscriptions the push service
// answers 404/410 for, and the allow-list of push services.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { FORMS, type FormKey } from '../../common/forms/registry';
import { leadPushPayload } from '../../server/push/lead-push-payload';
import { signedInAdvisor, TEST_ORIGIN, type InboxClient } from '../setup/inbox-session';
import { startPushService, trustCertificate, type TestPushService } from '../setup/push-service';
import { botProof } from '../setup/bot-check';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createPushSubscriber, type PushSubscriber } from '../setup/web-push-decrypt';

let pushService: TestPushService;
let testApp: TestApp;
let advisor: InboxClient;

beforeAll(async () => {
  pushService = await startPushService();
  trustCertificate(pushService.certificate);
  testApp = await startTestApp({ env: { PUSH_SERVICE_ORIGINS: pushService.origin } });
  advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'ana@example.test');
});
afterAll(async () => {
  await testApp?.close();
  await pushService?.close();
});

async function submit(formKey: FormKey, changes: Record<string, unknown> = {}) {
  const response = await request(testApp.app)
    .post(SUBMIT_PATH)
    .send({
      formType: FORMS[formKey].label,
      formData: { ...VALID_FORM_DATA[formKey], ...changes },
      language: 'es',
      ...(await botProof(testApp.app, formKey)),
    });
  expect(response.status).toBe(200);
  return response.body as { id: string; reference: string };
}

/** A browser's subscription on the loopback push service, turned on through the API. */
async function subscribe(client = advisor): Promise<{ name: string; subscriber: PushSubscriber; endpoint: string }> {
  const name = randomUUID();
  const subscriber = createPushSubscriber();
  const endpoint = pushService.endpoint(name);
  await client.post('/push-subscriptions', { endpoint, expirationTime: null, keys: subscriber.keys }).expect(201);
  return { name, subscriber, endpoint };
}
const stored = (endpoint: string) => testApp.services.prisma.pushSubscription.count({ where: { endpoint } });

test('the loopback push service refuses a push without a valid VAPID signature', async () => {
  const { request: httpsRequest } = await import('node:https');
  const status = await new Promise<number>((resolve, reject) => {
    const req = httpsRequest(
      pushService.endpoint('x'),
      {
        method: 'POST',
        headers: { TTL: '60', 'Content-Encoding': 'aes128gcm', Authorization: 'vapid t=a.b.c, k=BAAA' },
      },
      (res) => resolve(res.statusCode!),
    );
    req.on('error', reject);
    req.end('x');
  });
  expect(status).toBe(401);
});

describe('turning notifications on and off', () => {
  test('the inbox gets the VAPID public key to subscribe with', async () => {
    const response = await advisor.get('/push-config').expect(200);
    expect(response.body).toEqual({ publicKey: testApp.services.push!.publicKey });
    expect(Buffer.from(response.body.publicKey, 'base64url')).toHaveLength(65);
  });

  test('a subscription is stored for the signed-in advisor, once per endpoint, and deleted on request', async () => {
    const { endpoint, subscriber } = await subscribe();
    await advisor.post('/push-subscriptions', { endpoint, keys: subscriber.keys }).expect(201);
    const rows = await testApp.services.prisma.pushSubscription.findMany({
      where: { endpoint },
      select: { p256dh: true, auth: true, advisor: { select: { email: true } } },
    });
    expect(rows).toEqual([{ ...subscriber.keys, advisor: { email: 'ana@example.test' } }]);
    await advisor.delete('/push-subscriptions').send({ endpoint }).expect(204);
    expect(await stored(endpoint)).toBe(0);
    await advisor.delete('/push-subscriptions').send({ endpoint }).expect(404);
  });

  test('only signed in, only from the inbox itself, only a well-formed subscription', async () => {
    const { keys } = createPushSubscriber();
    const body = { endpoint: pushService.endpoint(randomUUID()), keys };
    await request(testApp.app).post('/inbox/api/push-subscriptions').set('Origin', TEST_ORIGIN).send(body).expect(401);
    await request(testApp.app)
      .post('/inbox/api/push-subscriptions')
      .set('Cookie', advisor.cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .send(body)
      .expect(403);
    for (const bad of [
      { ...body, keys: { ...keys, p256dh: 'short' } },
      { ...body, keys: { p256dh: keys.p256dh } },
      { ...body, endpoint: 'not a url' },
      { keys },
    ]) {
      await advisor.post('/push-subscriptions', bad).expect(400);
    }
    expect(await stored(body.endpoint)).toBe(0);
  });

  test('an endpoint outside the allowed push services is refused with 400', async () => {
    const { keys } = createPushSubscriber();
    // PUSH_SERVICE_ORIGINS replaced the browsers' list with the loopback service alone.
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      `${pushService.origin.replace(/:\d+$/, ':1')}/push/x`,
      'https://169.254.169.254/latest/meta-data',
      `http://127.0.0.1:${new URL(pushService.origin).port}/push/x`,
    ]) {
      await advisor.post('/push-subscriptions', { endpoint, keys }).expect(400);
      expect(await stored(endpoint)).toBe(0);
    }
  });
});

describe('a new lead', () => {
  test('is pushed within seconds with the service, first name, reference and link, and nothing personal', async () => {
    const { name, subscriber } = await subscribe();
    const started = Date.now();
    const lead = await submit('taxReturn', { nombreCompleto: 'Lucía Fernández Gil' });
    const push = await pushService.waitFor(name);
    const seconds = (push.at - started) / 1000;
    console.log(`push arrived ${seconds.toFixed(2)} s after the submission`);
    expect(seconds).toBeLessThan(10); // the figure itself comes from npm run bench -- push

    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.urgency).toBe('high');
    const plaintext = subscriber.decrypt(push.body);
    expect(JSON.parse(plaintext)).toEqual({
      title: `Nueva solicitud · ${lead.reference}`,
      body: 'Declaración de la renta 2024 · Lucía',
      url: `/inbox/leads/${lead.id}`,
      tag: lead.reference,
      reference: lead.reference,
      service: 'Declaración de la renta 2024',
      firstName: 'Lucía',
      // Reply buttons through this server's signed links (tests/api/reply-started.test.ts): no number, no address.
      actions: [
        { action: 'whatsapp', title: 'WhatsApp', url: testApp.services.replyLinks.path(lead.id, 'whatsapp') },
        { action: 'call', title: 'Llamar', url: testApp.services.replyLinks.path(lead.id, 'call') },
        { action: 'email', title: 'Escribir correo', url: testApp.services.replyLinks.path(lead.id, 'email') },
      ],
    });
    const person = VALID_FORM_DATA.taxReturn;
    for (const secret of [person.bsn, person.email, person.fechaNacimiento, person.telefono, 'Fernández']) {
      expect(plaintext).not.toContain(secret);
    }
    expect(push.body.toString('latin1')).not.toContain(person.bsn);
  });

  test('subscriptions the push service answers 404 or 410 for are removed; the others still get it', async () => {
    const alive = await subscribe();
    const gone = await subscribe();
    const unknown = await subscribe();
    pushService.answer(gone.name, 410);
    pushService.answer(unknown.name, 404);
    const lead = await submit('contact');
    const push = await pushService.waitFor(alive.name);
    expect(JSON.parse(alive.subscriber.decrypt(push.body)).reference).toBe(lead.reference);
    await expect.poll(() => stored(gone.endpoint), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => stored(unknown.endpoint), { timeout: 10_000 }).toBe(0);
    expect(await stored(alive.endpoint)).toBe(1);
  });

  test('a device whose push service failed for a moment gets it on a retry, the others only once', async () => {
    const flaky = await subscribe();
    const steady = await subscribe();
    pushService.answer(flaky.name, 503, 1);
    const lead = await submit('contact');
    const push = await pushService.waitFor(flaky.name, 30_000);
    expect(JSON.parse(flaky.subscriber.decrypt(push.body)).reference).toBe(lead.reference);
    expect(pushService.received.filter((received) => received.subscription === steady.name)).toHaveLength(1);
    expect(await stored(flaky.endpoint)).toBe(1);
  });

  test('every advisor device gets it', async () => {
    const maria = await signedInAdvisor(testApp.app, testApp.services.prisma, 'maria@example.test');
    const phone = await subscribe(maria);
    const laptop = await subscribe();
    const lead = await submit('health');
    for (const device of [phone, laptop]) {
      const push = await pushService.waitFor(device.name);
      expect(JSON.parse(device.subscriber.decrypt(push.body)).reference).toBe(lead.reference);
    }
  });

  test('spam and erased leads are never pushed', async () => {
    const lead = await submit('contact');
    const { prisma, replyLinks: links } = testApp.services;
    expect(await leadPushPayload(prisma, links, lead.id)).not.toBeNull();
    await prisma.lead.update({ where: { id: lead.id }, data: { status: 'SPAM' } });
    expect(await leadPushPayload(prisma, links, lead.id)).toBeNull();
    expect(await leadPushPayload(prisma, links, lead.id, 'replyBy')).toBeNull();
    expect(await leadPushPayload(prisma, links, randomUUID())).toBeNull();
  });
});

test('without PUSH_SERVICE_ORIGINS only the major browsers’ push services are allowed', async () => {
  const defaults = await startTestApp();
  try {
    const client = await signedInAdvisor(defaults.app, defaults.services.prisma, 'ana@example.test');
    const { keys } = createPushSubscriber();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGmA2k6',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    ]) {
      await client.post('/push-subscriptions', { endpoint, keys }).expect(201);
    }
    await client.post('/push-subscriptions', { endpoint: pushService.endpoint('x'), keys }).expect(400);
  } finally {
    await defaults.close();
  }
});
