// The headers beyond helmet's and where the policy's reports go: every answer carries a
// Permissions-Policy and names our CSP report endpoint; the endpoint takes both report
// formats, logs only the directive and the blocked address without its query, caps the body
// and is rate-limited; request logs carry paths without their query strings.
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CSP_REPORT_PATH } from '../../server/security/csp-reports';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  testApp = await startTestApp({
    env: { LOG_LEVEL: 'info' },
    logDestination: { write: (line: string) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await testApp?.close();
});

const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

test('every answer switches off the powerful features the site never uses and names the report endpoint', async () => {
  const response = await request(testApp.app).get('/healthz');
  const policy = response.headers['permissions-policy']!;
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(policy).toContain(`${feature}=()`);
  expect(response.headers['reporting-endpoints']).toBe(`csp="${CSP_REPORT_PATH}"`);
  const csp = response.headers['content-security-policy']!;
  expect(csp).toContain('report-to csp');
  expect(csp).toContain(`report-uri ${CSP_REPORT_PATH}`);
});

test('a Reporting API report and a report-uri report are logged at warn with the directive and the address without its query', async () => {
  const modern = await request(testApp.app)
    .post(CSP_REPORT_PATH)
    .set('Content-Type', 'application/reports+json')
    .send(
      JSON.stringify([
        {
          type: 'csp-violation',
          url: 'https://advice.example/en/contact?email=ana@example.com',
          body: {
            documentURL: 'https://advice.example/en/contact?email=ana@example.com',
            blockedURL: 'https://evil.example/steal.js?phone=0612345678#x',
            effectiveDirective: 'script-src-elem',
          },
        },
      ]),
    );
  expect(modern.status).toBe(204);
  const legacy = await request(testApp.app)
    .post(CSP_REPORT_PATH)
    .set('Content-Type', 'application/csp-report')
    .send(
      JSON.stringify({
        'csp-report': {
          'document-uri': 'https://advice.example/?name=Ana',
          'blocked-uri': 'inline',
          'effective-directive': 'style-src-attr',
        },
      }),
    );
  expect(legacy.status).toBe(204);
  const reports = logged().filter((line) => line.msg === 'CSP violation');
  expect(reports.map(({ level, directive, blocked }) => ({ level, directive, blocked }))).toEqual([
    { level: 40, directive: 'script-src-elem', blocked: 'https://evil.example/steal.js' },
    { level: 40, directive: 'style-src-attr', blocked: 'inline' },
  ]);
  expect(logLines.join('\n')).not.toMatch(/ana@example|0612345678|name=Ana/);
});

test('a report body over the cap is refused with 413; a flood of reports gets 429', async () => {
  const huge = await request(testApp.app)
    .post(CSP_REPORT_PATH)
    .set('Content-Type', 'application/csp-report')
    .send(JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(64 * 1024) } }));
  expect(huge.status).toBe(413);
  const statuses: number[] = [];
  for (let i = 0; i < 35; i++)
    statuses.push(
      (await request(testApp.app).post(CSP_REPORT_PATH).set('Content-Type', 'application/csp-report').send('{}'))
        .status,
    );
  expect(statuses).toContain(429);
  expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
});

test('request logs carry the path without its query string', async () => {
  await request(testApp.app).get('/inbox/api/leads?q=ana%40example.com&phone=0612345678');
  const requestLines = logged().filter(
    (line) => (line.req as { url?: string } | undefined)?.url === '/inbox/api/leads',
  );
  expect(requestLines.length).toBeGreaterThan(0);
  expect(logLines.join('\n')).not.toMatch(/ana%40example|0612345678/);
});
