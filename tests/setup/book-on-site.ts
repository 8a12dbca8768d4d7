// A call booked on the site the way a visitor books it (docs/decisions/0055-booking-on-the-site.md):
// the free times, and a booking with its bot proof from a network of its own.
import type { Express } from 'express';
import request from 'supertest';
import { BOOK_PATH, SLOTS_PATH } from '../../common/booking/booking-api';
import { botProof } from './bot-check';

export async function freeTimes(app: Express, kind: 'free' | 'urgent' = 'free'): Promise<string[]> {
  const response = await request(app).get(`${SLOTS_PATH}?kind=${kind}`).expect(200);
  return (response.body as { slots: string[] }).slots;
}

let visitors = 0;
/** Needs the app to trust one proxy hop (TRUST_PROXY_HOPS=1): each visitor has her own network. */
export async function bookOnSite(
  app: Express,
  startsAt: string,
  { language = 'es', timeZone = 'America/Bogota' }: { language?: 'es' | 'en'; timeZone?: string } = {},
) {
  visitors += 1;
  const email = `carmen${visitors}@example.test`;
  const response = await request(app)
    .post(BOOK_PATH)
    .set('X-Forwarded-For', `203.0.${visitors}.5`)
    .send({
      kind: 'free',
      startsAt,
      language,
      timeZone,
      formData: { nombreCompleto: 'Carmen Díaz', email, telefono: '+31 6 12345678', acceptPrivacyPolicy: true },
      ...(await botProof(app, 'booking')),
    });
  if (response.status !== 201) throw new Error(`booking refused: ${response.status} ${JSON.stringify(response.body)}`);
  return { email, ...(response.body as { reference: string; visitorToken: string }) };
}
