// The setup most inbox API tests share: the real server stack (test-app.ts) and a signed-in
// advisor, started before the file's tests and closed after them. `options` is read when the
// app starts, so that a server started in an earlier beforeAll (SMTP, push) can be named.
import { beforeAll } from 'vitest';
import { signedInAdvisor, type InboxClient } from './inbox-session';
import { withTestApp, type TestApp } from './test-app';

export function withInboxApp(
  options?: Parameters<typeof withTestApp>[0],
  email = 'ana@example.test',
): { testApp: TestApp; advisor: InboxClient } {
  const started = withTestApp(options);
  const context = {} as { testApp: TestApp; advisor: InboxClient };
  beforeAll(async () => {
    context.testApp = started.testApp;
    context.advisor = await signedInAdvisor(started.testApp.app, started.testApp.services.prisma, email);
  });
  return context;
}
