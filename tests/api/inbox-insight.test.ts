// The insight view's figures (docs/decisions/0030-inbox-insight.md) over leads with known
// services, sources, statuses and times, and the campaign tags and referring page every form
// now sends with a request.
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { FORMS } from '../../common/forms/registry';
import type { Insight } from '../../common/inbox/insight';
import { computeInsight } from '../../server/inbox/insight';
import { serviceName } from '../../server/leads/service-name';
import { botProof } from '../setup/bot-check';
import { seedLead } from '../setup/seed-lead';
import { withInboxApp } from '../setup/inbox-app';

const inbox = withInboxApp(undefined, 'insight@example.test');

const at = (iso: string, minutes = 0) => new Date(new Date(iso).getTime() + minutes * 60_000);

describe('the figures', () => {
  // A Wednesday: the week shown last starts on Monday 23 November, the first on 7 September.
  const now = new Date('2026-11-25T12:00:00Z');
  let insight: Insight;

  beforeAll(async () => {
    const { prisma } = inbox.testApp.services;
    const seed = (lead: Parameters<typeof seedLead>[1]) => seedLead(prisma, lead);
    await seed({
      formType: 'taxReturn',
      createdAt: at('2026-11-24T10:00:00Z'),
      utmSource: 'instagram',
      utmCampaign: 'renta-2026',
      referrer: 'https://l.instagram.com/',
      status: 'WON',
      contactedAt: at('2026-11-24T10:00:00Z', 30),
    });
    await seed({
      formType: 'taxReturn',
      createdAt: at('2026-11-23T08:00:00Z'),
      utmSource: 'instagram',
      utmCampaign: 'renta-2026',
      status: 'CONTACTED',
      contactedAt: at('2026-11-23T08:00:00Z', 90),
    });
    await seed({ formType: 'taxReturn', createdAt: at('2026-11-20T10:00:00Z'), utmSource: 'google' });
    await seed({
      formType: 'contact',
      createdAt: at('2026-11-17T09:00:00Z'),
      status: 'LOST',
      contactedAt: at('2026-11-17T09:00:00Z', 10),
    });
    // 23:30 on Sunday in Amsterdam: still the week of 16 November there, though Monday in some zones east.
    await seed({
      formType: 'contact',
      createdAt: at('2026-11-22T22:30:00Z'),
      referrer: 'https://www.google.com/search',
    });
    // Left out: spam, a lead before the first week shown, and one after `now`.
    await seed({ formType: 'health', createdAt: at('2026-11-24T09:00:00Z'), status: 'SPAM', utmSource: 'spam' });
    await seed({ formType: 'health', createdAt: at('2026-09-06T12:00:00Z') });
    await seed({ formType: 'health', createdAt: at('2026-11-26T12:00:00Z') });
    insight = await computeInsight(prisma, 'es', now);
  });

  test('twelve weeks, Monday to Sunday in the firm’s time zone', () => {
    expect(insight.weeks).toHaveLength(12);
    expect(insight.weeks[0]).toBe('2026-09-07');
    expect(insight.weeks.slice(-2)).toEqual(['2026-11-16', '2026-11-23']);
  });

  test('requests per service and week, spam and other periods left out', () => {
    const zeros = (n: number) => Array<number>(n).fill(0);
    expect(insight.services).toEqual([
      { formType: 'taxReturn', name: serviceName('taxReturn', 'es'), perWeek: [...zeros(10), 1, 2], total: 3 },
      { formType: 'contact', name: 'Contacto', perWeek: [...zeros(10), 2, 0], total: 2 },
    ]);
  });

  test('by campaign and by referring site', () => {
    expect(insight.campaigns).toEqual([
      { source: '', campaign: '', count: 2 },
      { source: 'instagram', campaign: 'renta-2026', count: 2 },
      { source: 'google', campaign: '', count: 1 },
    ]);
    expect(insight.referrers).toEqual([
      { site: '', count: 3 },
      { site: 'l.instagram.com', count: 1 },
      { site: 'www.google.com', count: 1 },
    ]);
  });

  test('the funnel and the median time to first contact', () => {
    expect(insight.funnel).toEqual({ received: 5, contacted: 3, won: 1 });
    // 10, 30 and 90 minutes.
    expect(insight.firstContact).toEqual({ medianMinutes: 30, leads: 3 });
  });

  test('the endpoint answers the same computation for today', async () => {
    const response = await inbox.advisor.get('/insight?lang=en');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(await computeInsight(inbox.testApp.services.prisma, 'en'));
    expect((await request(inbox.testApp.app).get('/inbox/api/insight')).status).toBe(401);
  });
});

describe('campaign tags and referring page on every form', () => {
  async function send(extra: Record<string, unknown>) {
    const response = await request(inbox.testApp.app)
      .post(SUBMIT_PATH)
      .send({
        formType: FORMS.contact.label,
        formData: VALID_FORM_DATA.contact,
        language: 'es',
        ...extra,
        ...(await botProof(inbox.testApp.app)),
      });
    expect(response.status).toBe(200);
    return inbox.testApp.services.prisma.lead.findUniqueOrThrow({
      where: { id: response.body.id as string },
      select: { utmSource: true, utmMedium: true, utmCampaign: true, utmTerm: true, utmContent: true, referrer: true },
    });
  }

  test('all five tags and the referring page are stored with a contact request', async () => {
    expect(
      await send({
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'otono',
        utm_term: 'gestor',
        utm_content: 'boton',
        referrer: 'https://mail.example.com/inbox/message?id=ana@example.com#top',
      }),
    ).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'otono',
      utmTerm: 'gestor',
      utmContent: 'boton',
      // The query and fragment are never kept: they may carry a person's data.
      referrer: 'https://mail.example.com/inbox/message',
    });
  });

  test('a bad value is dropped, the request still stored', async () => {
    expect(
      await send({
        utm_source: 'x'.repeat(201),
        utm_medium: 'a\u0000b',
        utm_campaign: 42,
        referrer: 'javascript:alert(1)',
      }),
    ).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null, referrer: null });
  });
});
