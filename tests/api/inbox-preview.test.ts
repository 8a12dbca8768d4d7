// Document preview (docs/decisions/0029-document-preview.md): a PDF or photo shown inside the
// inbox with a sandboxing CSP and nosniff, its type decided from the stored bytes; anything
// else, or anything that no longer passes the document checks, has no preview.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compressedPdf } from '../fixtures/active-documents';
import { pdfBytes, pngBytes } from '../fixtures/files';
import { signedInAdvisor, type InboxClient } from '../setup/inbox-session';
import { seedLead, type SeedLead } from '../setup/seed-lead';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;
let advisor: InboxClient;

beforeAll(async () => {
  testApp = await startTestApp();
  advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'preview@example.test');
});
afterAll(async () => {
  await testApp?.close();
});

async function previewOf(file: NonNullable<SeedLead['file']>) {
  const { id, fileId } = await seedLead(testApp.services.prisma, { file });
  return { id, fileId: fileId!, response: await advisor.get(`/leads/${id}/files/${fileId}/preview`) };
}

const expectSandboxed = (response: request.Response) => {
  const csp = response.headers['content-security-policy'] as string;
  expect(csp.split(';').map((part) => part.trim())).toContain('sandbox');
  expect(csp).not.toMatch(/allow-scripts|allow-same-origin/);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-disposition']).toBe('inline');
};

describe('a preview', () => {
  test('of a PDF: served as a PDF, inline, sandboxed, and the view is audited', async () => {
    const pdf = pdfBytes('Jaaropgaaf');
    const { id, response } = await previewOf({ name: 'jaaropgaaf.pdf', mimeType: 'application/pdf', content: pdf });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expectSandboxed(response);
    expect(Buffer.from(response.body as Buffer).equals(pdf)).toBe(true);
    const audit = await testApp.services.prisma.auditEntry.findMany({ where: { leadId: id } });
    expect(audit.map((entry) => entry.action)).toEqual(['VIEW']);
  });

  test('of a photo: the type comes from the bytes, not from the stored name or type', async () => {
    const { response } = await previewOf({ name: 'foto.pdf', mimeType: 'application/pdf', content: pngBytes() });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expectSandboxed(response);
  });

  test('of an HTML page renamed .png and stored as an image: no preview, never HTML', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>parent.alert(document.cookie)</script></body></html>');
    const { response } = await previewOf({ name: 'foto.png', mimeType: 'image/png', content: html });
    expect(response.status).toBe(415);
    expect(response.headers['content-type']).not.toMatch(/html|image/);
    expect(response.text).not.toContain('<script>');
  });

  test('of a PDF carrying a script: no preview (the checks run again on the stored bytes)', async () => {
    const pdf = compressedPdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' });
    const { response } = await previewOf({ name: 'factura.pdf', mimeType: 'application/pdf', content: pdf });
    expect(response.status).toBe(415);
  });

  test('of a PNG with markup hidden inside: no preview', async () => {
    const polyglot = Buffer.concat([pngBytes(), Buffer.from('<script>alert(1)</script>')]);
    const { response } = await previewOf({ name: 'foto.png', mimeType: 'image/png', content: polyglot });
    expect(response.status).toBe(415);
  });

  test('of a spreadsheet: no preview, the download stays', async () => {
    const xlsx = Buffer.from('PK\u0003\u0004 not really a workbook');
    const { id, fileId, response } = await previewOf({
      name: 'facturas.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: xlsx,
    });
    expect(response.status).toBe(415);
    expect((await advisor.get(`/leads/${id}/files/${fileId}`)).status).toBe(200);
  });

  test('needs a session, the same origin and the file of that lead', async () => {
    const { id, fileId } = await seedLead(testApp.services.prisma, {
      file: { name: 'a.pdf', mimeType: 'application/pdf', content: pdfBytes() },
    });
    const other = await seedLead(testApp.services.prisma);
    const path = `/inbox/api/leads/${id}/files/${fileId}/preview`;
    expect((await request(testApp.app).get(path)).status).toBe(401);
    const crossSite = await request(testApp.app)
      .get(path)
      .set('Cookie', advisor.cookie)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.status).toBe(403);
    expect((await advisor.get(`/leads/${other.id}/files/${fileId}/preview`)).status).toBe(404);
  });
});
