// The advisor revokes the visitor's private links from the lead
// (docs/decisions/0062-visitor-reminders-and-revoked-links.md): every link of the lead, the
// intake's and each email's, answers a plain 404 at once, for the page and each of its actions;
// the lead shows how many links open the page and when it was revoked. Revoking kills the links
// that exist: a new email to her own address (here the lost-link form's) brings a working one.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import type { VisitorPageState } from '../../common/inbox/visitor-page';
import { requestPagePath } from '../../common/visitor-links';
import { withInboxApp } from '../setup/inbox-app';
import { withTestSmtp, leadMail } from '../setup/smtp-server';
import { submitRequest } from '../setup/submit-lead';

const outbox = withTestSmtp();
const context = withInboxApp(() => ({ smtpUrl: outbox.smtp.url }));
const app = () => context.testApp.app;

describe('revoking her links', () => {
  test('every link of the lead is a 404 at once, the page and its actions; a new email brings a new one', async () => {
    const email = `revoked.${randomUUID().slice(0, 8)}@example.com`;
    const sent = await submitRequest(app(), 'taxReturn', { email }, 'en');
    const confirmation = await outbox.smtp.waitFor(leadMail(sent.id, 'confirmation'));
    const emailed = /http:\/\/localhost:3000(\/en\/request\/[\w-]{43})/.exec(confirmation.text ?? '')![1]!;
    const intake = requestPagePath('en', sent.visitorToken);
    await request(app()).get(intake).expect(200);
    await request(app()).get(emailed).expect(200);

    const before = (await context.advisor.get(`/leads/${sent.id}/visitor-page`).expect(200)).body as VisitorPageState;
    expect(before.liveLinks).toBe(2);
    expect(before.lastOpenedAt).not.toBeNull();
    expect(before.revokedAt).toBeNull();

    const after = (await context.advisor.post(`/leads/${sent.id}/visitor-page/revoke`).expect(200))
      .body as VisitorPageState;
    expect(after.liveLinks).toBe(0);
    expect(after.revokedAt).not.toBeNull();
    for (const path of [intake, emailed]) {
      const page = await request(app()).get(path).expect(404);
      expect(page.text).toContain('Page not found');
      expect(page.text).not.toContain(sent.reference);
      await request(app()).get(`${path}/stop-reminders`).expect(404);
      await request(app()).post(`${path}/stop-reminders`).expect(404);
      await request(app()).post(`${path}/reply`).type('form').send({ body: 'hello' }).expect(404);
      await request(app()).post(`${path}/copy`).expect(404);
    }

    // She asks for her link again: it goes to her own address and opens the page.
    await request(app()).post('/en/request').type('form').send({ email }).expect(303);
    const lost = await outbox.smtp.waitFor(
      (mail) => mail.subject === 'The links to your requests · Asesoría Países Bajos',
    );
    const fresh = /http:\/\/localhost:3000(\/en\/request\/[\w-]{43})/.exec(lost.text ?? '')![1]!;
    expect((await request(app()).get(fresh).expect(200)).text).toContain(sent.reference);
    expect(
      ((await context.advisor.get(`/leads/${sent.id}/visitor-page`).expect(200)).body as VisitorPageState).liveLinks,
    ).toBe(1);
  });

  test('an unknown lead is a 404', async () => {
    await context.advisor.post(`/leads/${randomUUID()}/visitor-page/revoke`).expect(404);
    await context.advisor.get(`/leads/${randomUUID()}/visitor-page`).expect(404);
  });
});
