// The loopback push service (push-service.ts) for a vitest file: started and trusted before its
// tests, closed after them. Apart from push-service.ts, which Playwright and the bench load too.
import { afterAll, beforeAll } from 'vitest';
import { startPushService, trustCertificate, type TestPushService } from './push-service';

export function withPushService(): { pushService: TestPushService } {
  const context = {} as { pushService: TestPushService };
  beforeAll(async () => {
    context.pushService = await startPushService();
    trustCertificate(context.pushService.certificate);
  });
  afterAll(async () => {
    await context.pushService?.close();
  });
  return context;
}
