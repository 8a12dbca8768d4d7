// The firm's reply templates: the shipped file covers every service in both languages; the
// inbox's lead page carries the reply filled in for the lead; a broken edit stops the start
// with a message naming the text at fault.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FORM_KEYS } from '../../common/forms/registry';
import type { LeadDetail } from '../../common/inbox/api';
import {
  loadReplyTemplates,
  parseReplyTemplates,
  REPLY_TEMPLATES_FILE,
  renderReply,
} from '../../server/replies/reply-templates';
import { signedInAdvisor } from '../setup/inbox-session';
import { runCli } from '../setup/run-cli';
import { submitLead } from '../setup/submit-lead';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const templates = loadReplyTemplates();

test('every service has a WhatsApp message and an email in Spanish and English, each its own', () => {
  const texts = FORM_KEYS.flatMap((key) =>
    (['es', 'en'] as const).map((lang) =>
      renderReply(templates, { formType: key, language: lang, name: 'Ana López', reference: 'REF-1' }),
    ),
  );
  expect(texts).toHaveLength(18);
  for (const reply of texts) {
    expect(reply.whatsapp).toMatch(/^(Hola|Hi) Ana,/);
    expect(reply.emailSubject).toContain('REF-1');
    expect(`${reply.whatsapp}${reply.emailSubject}${reply.emailBody}`).not.toMatch(/[{}]/);
  }
  expect(new Set(texts.map((reply) => reply.whatsapp)).size).toBe(18);
});

test('placeholders: the service as the site names it in the lead’s language; no name leaves no gap', () => {
  const english = renderReply(templates, { formType: 'taxReturn', language: 'en', name: null, reference: 'R' });
  expect(english.whatsapp).toMatch(/^Hi, this is Asesoría Países Bajos\. I got your 2024 tax return request\./);
  expect(english.emailSubject).toBe('Your 2024 tax return · R');
  const spanish = renderReply(templates, { formType: 'health', language: 'es', name: ' Lucía  Gómez', reference: 'R' });
  expect(spanish.whatsapp).toContain(
    'Hola Lucía, soy de Asesoría Países Bajos. He recibido tu solicitud de Seguro médico y Zorgtoeslag.',
  );
});

test('the lead page carries the reply for its service, language and visitor', async () => {
  const advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'ana@example.test');
  const id = await submitLead(testApp.app, 'carImport', { nombreCompleto: 'Jan de Vries' }, 'en');
  const lead = (await advisor.get(`/leads/${id}`)).body as LeadDetail;
  expect(lead.reply).toEqual(
    renderReply(templates, { formType: 'carImport', language: 'en', name: 'Jan de Vries', reference: lead.reference }),
  );
  expect(lead.reply.whatsapp).toMatch(/^Hi Jan, this is .* Vehicle import request/);
});

describe('a broken edit', () => {
  const shipped = () => readFile(REPLY_TEMPLATES_FILE, 'utf8');

  test('is named precisely: an unknown placeholder, a missing language, an empty text, bad YAML', async () => {
    const source = await shipped();
    expect(() =>
      parseReplyTemplates(
        source.replace(
          'Hola {firstName}, soy de {brand}. He recibido tu solicitud de {service}. ¿Tienes',
          'Hola {nombre}, ¿Tienes',
        ),
        'f.yaml',
      ),
    ).toThrow(
      /Invalid reply templates in f\.yaml:\n {2}unemployment\.es\.whatsapp: unknown placeholder \{nombre\}; known: \{firstName\} \{service\} \{reference\} \{brand\}/,
    );
    const withoutEnglishZzp = source.replace(/(\nzzp:\n(?:.*\n)*?) {2}en:\n(?:(?: {4}.*)?\n)*/, '$1');
    expect(withoutEnglishZzp).not.toBe(source);
    expect(() => parseReplyTemplates(withoutEnglishZzp, 'f.yaml')).toThrow(/ {2}zzp\.en: missing/);
    expect(() =>
      parseReplyTemplates(source.replace(/subject: Tu consulta a \{brand\} · \{reference\}/, "subject: ''"), 'f.yaml'),
    ).toThrow(/contact\.es\.email\.subject: must not be empty/);
    expect(() => parseReplyTemplates('contact: [unclosed', 'f.yaml')).toThrow(/f\.yaml is not valid YAML/);
  });

  test('stops the start with that message', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'reply-templates-'));
    const file = path.join(dir, 'reply-templates.yaml');
    const broken = (await shipped()).replace('whatsapp: Hola {firstName}, soy', 'whatsapp: Hola {fristName}, soy');
    expect(broken).toContain('{fristName}');
    await writeFile(file, broken);
    // Nothing else is needed: the file is checked before the database is even looked for.
    const run = await runCli('server/index.ts', [], { env: { REPLY_TEMPLATES_FILE: file, DATA_DIR: dir } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Invalid reply templates in ${file}:\n  contact.es.whatsapp: unknown placeholder {fristName}`,
    );
  }, 60_000);
});
