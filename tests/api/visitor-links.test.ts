// The visitor's private links (docs/decisions/0050-visitor-links-and-bookings.md): every answer
// of the intake carries a fresh token that opens its lead; only the token's hash is stored; a
// repeated request gets its own link to the first lead; revoked, unknown or altered tokens open nothing.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IDEMPOTENCY_HEADER, SUBMIT_PATH } from '../../common/api/submission';
import { FORMS } from '../../common/forms/registry';
import { VISITOR_TOKEN_PATTERN } from '../../common/visitor-links';
import { leadOfVisitorToken, revokeVisitorLinks } from '../../server/visitor-links/visitor-links';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { botProof } from '../setup/bot-check';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

async function send(idempotencyKey: string) {
  const response = await request(testApp.app)
    .post(SUBMIT_PATH)
    .set(IDEMPOTENCY_HEADER, idempotencyKey)
    .send({
      formType: FORMS.contact.label,
      formData: VALID_FORM_DATA.contact,
      language: 'es',
      ...(await botProof(testApp.app, 'contact')),
    })
    .expect(200);
  return response.body as { id: string; visitorToken: string };
}

describe('a request’s private links', () => {
  let first: { id: string; visitorToken: string };
  let repeated: { id: string; visitorToken: string };
  beforeAll(async () => {
    first = await send('visitor-links-1');
    repeated = await send('visitor-links-1');
  });

  test('the answer carries a long random token that opens its lead', async () => {
    expect(first.visitorToken).toMatch(VISITOR_TOKEN_PATTERN);
    expect(await leadOfVisitorToken(testApp.services.prisma, first.visitorToken)).toBe(first.id);
  });

  test('a repeated request gets its own link to the first lead', async () => {
    expect(repeated.id).toBe(first.id);
    expect(repeated.visitorToken).not.toBe(first.visitorToken);
    expect(await leadOfVisitorToken(testApp.services.prisma, repeated.visitorToken)).toBe(first.id);
  });

  test('only the hash is stored', async () => {
    // The confirmation email issues a link of its own (server/mail/mail-workers.ts): these are the intake's two.
    const hashes = [first.visitorToken, repeated.visitorToken].map((token) =>
      createHash('sha256').update(token).digest(),
    );
    const rows = await testApp.services.prisma.$queryRaw<{ token_hash: Buffer; last_used_at: Date | null }[]>`
      SELECT token_hash, last_used_at FROM visitor_links WHERE lead_id = ${first.id}::uuid AND token_hash = ANY(${hashes})`;
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.token_hash).toHaveLength(32);
      expect(row.token_hash.toString('base64url')).not.toBe(first.visitorToken);
      expect(row.last_used_at).toBeInstanceOf(Date);
    }
  });

  test('an altered or unknown token opens nothing', async () => {
    const altered = `${first.visitorToken.slice(0, -1)}${first.visitorToken.endsWith('A') ? 'B' : 'A'}`;
    expect(await leadOfVisitorToken(testApp.services.prisma, altered)).toBeUndefined();
    expect(await leadOfVisitorToken(testApp.services.prisma, 'short')).toBeUndefined();
  });

  test('revoking closes every link of the lead', async () => {
    expect(await revokeVisitorLinks(testApp.services.prisma, first.id)).toBeGreaterThanOrEqual(2);
    expect(await leadOfVisitorToken(testApp.services.prisma, first.visitorToken)).toBeUndefined();
    expect(await leadOfVisitorToken(testApp.services.prisma, repeated.visitorToken)).toBeUndefined();
  });
});
