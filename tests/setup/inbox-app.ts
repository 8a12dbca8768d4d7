// The setup most inbox API tests share: the real server stack (test-app.ts) and a signed-in
// advisor, started before the file's tests and closed after them. `options` is read when the
// app starts, so that a server started in an earlier beforeAll (SMTP, push) can be named.
import { afterAll, beforeAll } from 'vitest';
import { signedInAdvisor, type InboxClient } from './inbox-session';
import { startTestApp, type TestApp } from './test-app';

export function withInboxApp(
  options: () => Parameters<typeof startTestApp>[0] = () => ({}),
  email = 'ana@example.test',
): { testApp: TestApp; advisor: InboxClient } {
  const context = {} as { testApp: TestApp; advisor: InboxClient };
  beforeAll(async () => {
    context.testApp = await startTestApp(options());
    context.advisor = await signedInAdvisor(context.testApp.app, context.testApp.services.prisma, email);
  });
  afterAll(async () => {
    await context.testApp?.close();
  });
  return context;
}
