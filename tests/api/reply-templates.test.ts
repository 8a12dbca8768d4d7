// The firm's reply templates: the shipped file covers every service in both languages; the
// inbox's lead page carries the reply filled in for the lead, listing the documents the visitor
// sent as received and asking only for those still missing that her answers make relevant; a
// broken edit stops the start with a message naming the text at fault.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { FORM_KEYS, FORMS } from '../../common/forms/registry';
import type { LeadDetail } from '../../common/inbox/api';
import {
  loadReplyTemplates,
  parseReplyTemplates,
  REPLY_TEMPLATES_FILE,
  renderReply,
} from '../../server/replies/reply-templates';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { pdfBytes } from '../fixtures/files';
import { botProof } from '../setup/bot-check';
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
/** A lead as the reply reads it; no answers and no documents unless given. */
const lead = (
  fields: Omit<Parameters<typeof renderReply>[1], 'data' | 'files'> & Partial<Parameters<typeof renderReply>[1]>,
) => ({
  data: {},
  files: [],
  ...fields,
});

test('every service has a WhatsApp message and an email in Spanish and English, each its own', () => {
  const texts = FORM_KEYS.flatMap((key) =>
    (['es', 'en'] as const).map((lang) =>
      renderReply(templates, lead({ formType: key, language: lang, name: 'Ana López', reference: 'REF-1' })),
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
  const english = renderReply(templates, lead({ formType: 'taxReturn', language: 'en', name: null, reference: 'R' }));
  expect(english.whatsapp).toMatch(/^Hi, this is Asesoría Países Bajos\. I got your 2024 tax return request\./);
  expect(english.emailSubject).toBe('Your 2024 tax return · R');
  const spanish = renderReply(
    templates,
    lead({ formType: 'health', language: 'es', name: ' Lucía  Gómez', reference: 'R' }),
  );
  expect(spanish.whatsapp).toContain(
    'Hola Lucía, soy de Asesoría Países Bajos. He recibido tu solicitud de Seguro médico y Zorgtoeslag.',
  );
});

test('the lead page carries the reply for its service, language and visitor', async () => {
  const advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'ana@example.test');
  const id = await submitLead(testApp.app, 'carImport', { nombreCompleto: 'Jan de Vries' }, 'en');
  const detail = (await advisor.get(`/leads/${id}`)).body as LeadDetail;
  expect(detail.reply).toEqual(
    renderReply(templates, {
      formType: 'carImport',
      language: 'en',
      name: 'Jan de Vries',
      reference: detail.reference,
      data: detail.data,
      files: [],
    }),
  );
  expect(detail.reply.whatsapp).toMatch(/^Hi Jan, this is .* Vehicle import request/);
});

describe('the documents of a request', () => {
  const tax = (data: Record<string, unknown>, files: { field: string; originalName: string }[] = []) =>
    renderReply(templates, lead({ formType: 'taxReturn', language: 'es', name: 'Sofía', reference: 'R', data, files }));

  test('a jaaropgaaf she sent is listed as received, and mortgage papers are not asked of someone without a mortgage', () => {
    const reply = tax({ ingresosHolanda: 'si', hipoteca: 'no' }, [
      { field: 'incomeStatement', originalName: 'jaaropgaaf 2025.pdf' },
    ]);
    expect(reply.emailBody).toContain(
      'Ya he recibido:\n- El certificado anual de ingresos (jaaropgaaf) de cada empleador: jaaropgaaf 2025.pdf\n\nTodavía necesito:\n- Tu DigiD (para entrar en la Belastingdienst)\n- El saldo de tus cuentas a 1 de enero\n- La carta de la Belastingdienst (si la has recibido)\n- El número de tu cuenta bancaria (IBAN)\n',
    );
    expect(reply.emailBody).not.toMatch(/hipoteca/);
    expect(reply.whatsapp).toContain(
      'Para empezar necesito tu DigiD (para entrar en la Belastingdienst), el saldo de tus cuentas a 1 de enero, la carta de la Belastingdienst (si la has recibido) y el número de tu cuenta bancaria (IBAN).',
    );
    expect(reply.whatsapp).not.toMatch(/jaaropgaaf|hipoteca/);
  });

  test('what is missing and relevant to her answers is asked for, and nothing is said to be received', () => {
    const reply = tax({ ingresosHolanda: 'si', hipoteca: 'si' });
    expect(reply.emailBody).not.toContain('Ya he recibido');
    expect(reply.emailBody).toContain(
      'Todavía necesito:\n- Tu DigiD (para entrar en la Belastingdienst)\n- El certificado anual de ingresos (jaaropgaaf) de cada empleador\n- El certificado anual de tu hipoteca y el valor WOZ de tu casa\n- El saldo',
    );
    // No income in the Netherlands: no jaaropgaaf to ask for.
    expect(tax({ ingresosHolanda: 'no', hipoteca: 'no' }).emailBody).not.toContain('jaaropgaaf');
  });

  test('in English too, with the names of the files she sent', () => {
    const reply = renderReply(
      templates,
      lead({
        formType: 'taxReturn',
        language: 'en',
        name: 'Sofia',
        reference: 'R',
        data: { ingresosHolanda: 'si', hipoteca: 'si' },
        files: [
          { field: 'mortgageStatement', originalName: 'hypotheek.pdf' },
          { field: 'incomeStatement', originalName: 'a.pdf' },
          { field: 'incomeStatement', originalName: 'b.pdf' },
        ],
      }),
    );
    expect(reply.emailBody).toContain(
      "I have received:\n- The annual income statement (jaaropgaaf) from each employer: a.pdf, b.pdf\n- Your mortgage's annual statement and your home's WOZ value: hypotheek.pdf\n\nI still need:\n- Your DigiD (to log in to the Belastingdienst)\n",
    );
    expect(reply.whatsapp).toContain(
      'To start I need your DigiD (to log in to the Belastingdienst), your bank balances on 1 January, the Belastingdienst letter (if you have received one), and your bank account number (IBAN).',
    );
  });

  test('the 30% ruling asks for a contract only of someone hired, the car import for a COC only of a car that may have one', () => {
    const ruling = (contratadoActualmente: string) =>
      renderReply(
        templates,
        lead({ formType: 'ruling30', language: 'es', name: 'Ana', reference: 'R', data: { contratadoActualmente } }),
      );
    expect(ruling('no').emailBody).toContain(
      'Todavía necesito:\n- Tu pasaporte\n- Pruebas de dónde vivías antes de que te contrataran\n\nDime también',
    );
    expect(ruling('no').whatsapp).not.toMatch(/contrato de trabajo/);
    expect(ruling('si').whatsapp).toContain('tu contrato de trabajo firmado (con el salario bruto anual)');
    const car = (certificadoCOC: string) =>
      renderReply(
        templates,
        lead({ formType: 'carImport', language: 'en', name: 'Jan', reference: 'R', data: { certificadoCOC } }),
      ).emailBody;
    expect(car('no')).not.toContain('COC');
    expect(car('no-se')).toContain('- The certificate of conformity (COC)');
  });

  test('the lead page’s reply knows what was uploaded with the request', async () => {
    const advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'bea@example.test');
    const call = request(testApp.app)
      .post(SUBMIT_PATH)
      .field('formType', FORMS.taxReturn.label)
      .field('formData', JSON.stringify({ ...VALID_FORM_DATA.taxReturn, ingresosHolanda: 'si', hipoteca: 'no' }))
      .field('language', 'es');
    for (const [name, value] of Object.entries(await botProof(testApp.app, 'taxReturn'))) call.field(name, value);
    const response = await call.attach('incomeStatement', pdfBytes(), 'jaaropgaaf 2025.pdf');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const detail = (await advisor.get(`/leads/${response.body.id}`)).body as LeadDetail;
    expect(detail.reply.emailBody).toContain(
      'Ya he recibido:\n- El certificado anual de ingresos (jaaropgaaf) de cada empleador: jaaropgaaf 2025.pdf',
    );
    expect(detail.reply.emailBody).not.toMatch(/hipoteca/);
    expect(detail.reply.whatsapp).not.toMatch(/jaaropgaaf/);
  });
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

  test('the documents are the catalogue’s: a list in the file is refused, and the contact form has none to use', async () => {
    const source = await shipped();
    expect(() =>
      parseReplyTemplates(
        source.replace('taxReturn:\n', 'taxReturn:\n  documents:\n    - es: tu DigiD\n      en: your DigiD\n'),
        'f.yaml',
      ),
    ).toThrow(/ {2}taxReturn: Unrecognized key: "documents"/);
    expect(() =>
      parseReplyTemplates(
        source.replace('He recibido tu mensaje y te escribo', 'Tengo {documents} y te escribo'),
        'f.yaml',
      ),
    ).toThrow(/contact\.es: uses the documents but the service lists none/);
    expect(() =>
      parseReplyTemplates(
        source.replace('I got your message and would like', 'I need {neededDocuments} and would like'),
        'f.yaml',
      ),
    ).toThrow(/contact\.en: uses the documents but the service lists none/);
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
