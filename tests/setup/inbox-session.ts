// A signed-in advisor for the inbox API tests: the account is made with the CLI's own
// function, and requests carry this site's Origin as a browser's same-origin fetch does.
import request from 'supertest';
import type { App } from 'supertest/types';
import { addAdvisor } from '../../server/auth/advisors';
import type { Database } from '../../server/db/prisma';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct horse battery';

export type InboxClient = ReturnType<typeof inboxClient>;

/** supertest calls with the session cookie and a same-origin Origin header. */
export function inboxClient(app: App, cookie: string) {
  const withHeaders = (test: request.Test) => test.set('Cookie', cookie).set('Origin', TEST_ORIGIN);
  return {
    cookie,
    get: (path: string) => withHeaders(request(app).get(`/inbox/api${path}`)),
    post: (path: string, body?: object) => withHeaders(request(app).post(`/inbox/api${path}`)).send(body),
    patch: (path: string, body: object) => withHeaders(request(app).patch(`/inbox/api${path}`)).send(body),
    delete: (path: string) => withHeaders(request(app).delete(`/inbox/api${path}`)),
  };
}

export async function signIn(app: App, email: string, password = TEST_PASSWORD) {
  return request(app).post('/inbox/api/session').set('Origin', TEST_ORIGIN).send({ email, password });
}

/** Creates the advisor (if new) and signs in. */
export async function signedInAdvisor(app: App, prisma: Database, email: string): Promise<InboxClient> {
  if (!(await prisma.advisor.findUnique({ where: { email } }))) await addAdvisor(prisma, email, TEST_PASSWORD);
  const response = await signIn(app, email);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = response.headers['set-cookie']![0]!.split(';')[0]!;
  return inboxClient(app, cookie);
}
