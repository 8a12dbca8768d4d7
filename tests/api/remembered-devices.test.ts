// "Keep me signed in on this device": without it the 2-hour idle rule ends the session; with
// it a 30-day HttpOnly, SameSite=Strict cookie opens a new session, its token rotated at each
// use; an old token coming back revokes the device; the advisor lists and revokes devices,
// and a new password or signing out forgets them.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RememberedDeviceInfo } from '../../common/inbox/api';
import { resetAdvisorPassword } from '../../server/auth/advisors';
import { signedInAdvisor, TEST_ORIGIN, TEST_PASSWORD } from '../setup/inbox-session';
import { startTestApp, type TestApp } from '../setup/test-app';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const EMAIL = 'ana@example.test';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
  // The account, made the CLI's way.
  await signedInAdvisor(testApp.app, testApp.services.prisma, EMAIL);
});
afterAll(async () => {
  await testApp?.close();
});

/** The cookies a response sets, by name: value and attributes. */
function setCookies(response: request.Response): Record<string, { value: string; attributes: string }> {
  const headers = (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  return Object.fromEntries(
    headers.map((header) => {
      const [pair, ...attributes] = header.split(';');
      const [name, ...value] = pair!.split('=');
      return [name, { value: value.join('='), attributes: attributes.join(';').trim() }];
    }),
  );
}

const signIn = (remember: boolean) =>
  request(testApp.app)
    .post('/inbox/api/session')
    .set('Origin', TEST_ORIGIN)
    .set('User-Agent', PHONE_UA)
    .send({ email: EMAIL, password: TEST_PASSWORD, remember });
const whoAmI = (cookies: { session?: string; device?: string }) =>
  request(testApp.app)
    .get('/inbox/api/session')
    .set(
      'Cookie',
      [cookies.session && `inbox_session=${cookies.session}`, cookies.device && `inbox_device=${cookies.device}`]
        .filter(Boolean)
        .join('; '),
    );
/** Two hours and more without a request: every session of the account has ended. */
const idleSessionsEnd = () =>
  testApp.services.prisma.advisorSession.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
const devices = () => testApp.services.prisma.rememberedDevice.findMany({ select: { id: true } });

test('without it, a session still ends after the idle time and no device cookie is set', async () => {
  const response = await signIn(false);
  expect(response.status).toBe(200);
  const cookies = setCookies(response);
  expect(Object.keys(cookies)).toEqual(['inbox_session']);
  expect((await whoAmI({ session: cookies.inbox_session!.value })).status).toBe(200);
  await idleSessionsEnd();
  expect((await whoAmI({ session: cookies.inbox_session!.value })).status).toBe(401);
});

describe('with it', () => {
  test('a 30-day cookie as strict as the session cookie opens a new session when the last one ended, rotated each time', async () => {
    const response = await signIn(true);
    const { inbox_session: session, inbox_device: device } = setCookies(response);
    expect(device!.attributes).toMatch(/Max-Age=259(1[0-9]{3}|200[0-9])\b/);
    expect(device!.attributes).toContain('Path=/inbox');
    expect(device!.attributes).toContain('HttpOnly');
    expect(device!.attributes).toContain('SameSite=Strict');
    // While the session lives, the device cookie is not even read.
    const live = await whoAmI({ session: session!.value, device: device!.value });
    expect(live.status).toBe(200);
    expect(setCookies(live)).toEqual({});

    await idleSessionsEnd();
    const resumed = await whoAmI({ session: session!.value, device: device!.value });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ email: EMAIL });
    const next = setCookies(resumed);
    expect(next.inbox_session!.value).not.toBe(session!.value);
    expect(next.inbox_device!.value).not.toBe(device!.value);
    expect(next.inbox_device!.value.split('.')[0]).toBe(device!.value.split('.')[0]);
    const stored = await testApp.services.prisma.rememberedDevice.findMany({ select: { tokenHash: true } });
    expect(JSON.stringify(stored)).not.toContain(next.inbox_device!.value.split('.')[1]);
    // The new session follows the 2-hour rule again.
    const row = await testApp.services.prisma.advisorSession.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(120 * 60_000);
  });

  test('two tabs opening together both get in; an old token used later revokes the device', async () => {
    const first = setCookies(await signIn(true)).inbox_device!.value;
    await idleSessionsEnd();
    const rotated = setCookies(await whoAmI({ device: first })).inbox_device!.value;
    // The second tab sent the same cookie a moment later: let in, no new cookie.
    const parallel = await whoAmI({ device: first });
    expect(parallel.status).toBe(200);
    expect(setCookies(parallel).inbox_device).toBeUndefined();

    const deviceId = first.split('.')[0]!;
    await testApp.services.prisma.rememberedDevice.update({
      where: { id: deviceId },
      data: { rotatedAt: new Date(Date.now() - 60_000) },
    });
    await idleSessionsEnd();
    // A copy of the old cookie: refused, the device revoked, its cookie cleared.
    const stolen = await whoAmI({ device: first });
    expect(stolen.status).toBe(401);
    expect(setCookies(stolen).inbox_device!.attributes).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await devices()).map((device) => device.id)).not.toContain(deviceId);
    // So the rightful browser must sign in again too.
    expect((await whoAmI({ device: rotated })).status).toBe(401);
  });

  test('listed with the browser and last use, revocable one by one; revoking ends its sessions', async () => {
    const response = await signIn(true);
    const { inbox_session: session, inbox_device: device } = setCookies(response);
    const client = (path: string, method: 'get' | 'delete' = 'get') =>
      request(testApp.app)
        [method](`/inbox/api${path}`)
        .set('Origin', TEST_ORIGIN)
        .set('Cookie', `inbox_session=${session!.value}`);
    const listed = (await client('/devices')).body as RememberedDeviceInfo[];
    const mine = listed.find((entry) => entry.current)!;
    expect(mine).toMatchObject({ id: device!.value.split('.')[0], summary: 'Chrome 131 · Android 14' });
    expect(Date.parse(mine.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(mine.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(listed.filter((entry) => !entry.current).length).toBe(listed.length - 1);

    expect((await client(`/devices/00000000-0000-4000-8000-000000000000`, 'delete')).status).toBe(404);
    expect((await client(`/devices/${mine.id}`, 'delete')).status).toBe(204);
    expect((await whoAmI({ session: session!.value })).status).toBe(401);
    expect((await whoAmI({ device: device!.value })).status).toBe(401);
  });

  test('signing out forgets the device', async () => {
    const { inbox_session: session, inbox_device: device } = setCookies(await signIn(true));
    const out = await request(testApp.app)
      .delete('/inbox/api/session')
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', `inbox_session=${session!.value}; inbox_device=${device!.value}`);
    expect(out.status).toBe(204);
    expect((await whoAmI({ device: device!.value })).status).toBe(401);
  });

  test('a new password (npm run advisor -- reset-password) forgets every device of the account', async () => {
    const { inbox_device: device } = setCookies(await signIn(true));
    expect((await devices()).length).toBeGreaterThan(0);
    await resetAdvisorPassword(testApp.services.prisma, EMAIL, TEST_PASSWORD);
    expect(await devices()).toEqual([]);
    expect((await whoAmI({ device: device!.value })).status).toBe(401);
  });
});
