// The visitor's confirmation for fixed leads and times, in both languages, both parts compared
// with the files in __snapshots__/ (update with `npx vitest run -u` after a deliberate change and
// look at the diff), and the rule that it repeats nothing the visitor typed but a first name.
import { describe, expect, it } from 'vitest';
import type { MailLead } from '../leads/load-mail-lead';
import { renderVisitorConfirmation } from './render-visitor-confirmation';

const TAX_LEAD: MailLead = {
  id: '0b7f3c52-6a1e-4f0e-9a59-2f1d3c4b5a69',
  reference: 'APB-1042',
  formType: 'taxReturn',
  name: 'Sofía Martínez López',
  phone: '06 12345678',
  data: {
    nombreCompleto: 'Sofía Martínez López',
    email: 'sofia@example.com',
    telefono: '06 12345678',
    ciudad: 'Rotterdam',
    ingresosHolanda: 'si',
    hipoteca: 'no',
    otrosIngresos: 'Visit https://spam.example now <b>cheap</b>',
  },
  email: 'sofia@example.com',
  language: 'es',
  pagePath: '/formulario-declaracion-impuestos',
  utmSource: null,
  utmCampaign: null,
  // Friday 27 November 2026, 22:30 in Amsterdam: after Friday's hours, answered on Saturday.
  createdAt: new Date('2026-11-27T21:30:00Z'),
  files: [],
};

describe('the visitor confirmation', () => {
  for (const language of ['es', 'en'] as const) {
    const mail = renderVisitorConfirmation({ ...TAX_LEAD, language });

    it(`matches its snapshots in ${language} (HTML and text)`, async () => {
      await expect(mail.html).toMatchFileSnapshot(`__snapshots__/visitor-confirmation.${language}.html`);
      await expect(mail.text).toMatchFileSnapshot(`__snapshots__/visitor-confirmation.${language}.txt`);
    });
  }

  it('carries the reference in the subject, and the service, next step, day, price, documents, hours and links', () => {
    const mail = renderVisitorConfirmation(TAX_LEAD);
    expect(mail.subject).toBe('Hemos recibido tu solicitud · Asesoría Países Bajos · Ref. APB-1042');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Declaración de la renta 2024');
      expect(part).toContain('El sábado, 28 de noviembre, antes de las 14:00 (hora de Ámsterdam)');
      expect(part).toContain('119\u00a0€');
      expect(part).toContain('jaaropgaaf');
      expect(part).toContain('Lunes a viernes: 18:00–22:00');
      expect(part).toContain('https://wa.me/31600000000?text=');
    }
    expect(mail.text).toContain(encodeURIComponent('APB-1042'));
    expect(mail.text).toMatch(/^Responder a este correo: mailto:hola@example\.com\?subject=Ref\.%20APB-1042/m);
  });

  it('in English names the service and the day as the English site does', () => {
    const mail = renderVisitorConfirmation({ ...TAX_LEAD, language: 'en' });
    expect(mail.subject).toBe('We have received your request · Asesoría Países Bajos · Ref. APB-1042');
    expect(mail.text).toContain('2024 tax return');
    expect(mail.text).toContain('On Saturday 28 November, before 14:00 (Amsterdam time)');
    expect(mail.text).toContain('€119');
  });

  it('repeats nothing the visitor typed but a first name of letters', () => {
    const mail = renderVisitorConfirmation(TAX_LEAD);
    expect(mail.text.startsWith('Hola, Sofía:')).toBe(true);
    for (const typed of ['Martínez', 'spam.example', 'cheap', '12345678', 'sofia@example.com']) {
      expect(mail.html).not.toContain(typed);
      expect(mail.text).not.toContain(typed);
    }
    const bot = renderVisitorConfirmation({ ...TAX_LEAD, name: 'https://win.example' });
    expect(bot.text.startsWith('Hola:')).toBe(true);
    expect(bot.html).not.toContain('win.example');
  });

  it('for the contact form gives the next step and the day, without price or documents', () => {
    const mail = renderVisitorConfirmation({ ...TAX_LEAD, formType: 'contact' });
    expect(mail.text).toContain('Hemos recibido tu mensaje.');
    expect(mail.text).toContain('Leemos tu mensaje');
    expect(mail.text).not.toContain('Precio');
    expect(mail.text).not.toContain('Ten a mano');
  });
});

describe('the documents received', () => {
  const files = [
    { field: 'incomeStatement', originalName: 'visit spam.example.pdf', size: 245_000 },
    { field: 'incomeStatement', originalName: 'jaaropgaaf-2.pdf', size: 120_000 },
    { field: 'mortgageStatement', originalName: 'hipoteca.pdf', size: 80_000 },
  ];

  it('are listed by what they are and how many arrived, in both languages, never by file name', () => {
    const es = renderVisitorConfirmation({ ...TAX_LEAD, files });
    for (const part of [es.text, es.html]) {
      expect(part).toContain('Documentos recibidos');
      expect(part).toContain('El certificado anual de ingresos (jaaropgaaf) de cada empleador: 2 archivos');
      expect(part).not.toContain('spam.example');
    }
    const en = renderVisitorConfirmation({ ...TAX_LEAD, files: files.slice(2), language: 'en' });
    expect(en.text).toContain('Documents received');
    expect(en.text).toMatch(/mortgage.*: 1 file$/im);
  });

  it('are not mentioned when none arrived', () => {
    expect(renderVisitorConfirmation(TAX_LEAD).text).not.toContain('Documentos recibidos');
  });
});

describe('the documents to have ready ("Ten a mano")', () => {
  /** The lines of the text part's "Ten a mano" list. */
  const toHaveReady = (text: string) =>
    /^(?:Ten a mano|Have these ready):\n((?:- .*\n)+)/m.exec(text)?.[1]?.trim().split('\n');

  it('are only those her answers make relevant: no jaaropgaaf without Dutch income, no mortgage papers without a mortgage', () => {
    const none = renderVisitorConfirmation({ ...TAX_LEAD, data: { ...TAX_LEAD.data, ingresosHolanda: 'no' } });
    expect(toHaveReady(none.text)).toEqual([
      '- Tu DigiD (para entrar en la Belastingdienst)',
      '- El saldo de tus cuentas a 1 de enero',
      '- La carta de la Belastingdienst (si la has recibido)',
      '- El número de tu cuenta bancaria (IBAN)',
    ]);
    for (const part of [none.text, none.html]) expect(part).not.toMatch(/jaaropgaaf|hipoteca/);
    const mortgage = renderVisitorConfirmation({ ...TAX_LEAD, data: { ...TAX_LEAD.data, hipoteca: 'si' } });
    expect(toHaveReady(mortgage.text)).toContain('- El certificado anual de tu hipoteca y el valor WOZ de tu casa');
  });

  it('leave out what arrived, which is said as received instead, in both languages', () => {
    const files = [{ field: 'incomeStatement', originalName: 'jaaropgaaf.pdf', size: 1000 }];
    const es = renderVisitorConfirmation({ ...TAX_LEAD, files });
    expect(toHaveReady(es.text)).not.toContainEqual(expect.stringContaining('jaaropgaaf'));
    expect(es.text).toContain(
      'Documentos recibidos:\n- El certificado anual de ingresos (jaaropgaaf) de cada empleador: 1 archivo',
    );
    const en = renderVisitorConfirmation({ ...TAX_LEAD, files, language: 'en' });
    expect(toHaveReady(en.text)).toEqual([
      '- Your DigiD (to log in to the Belastingdienst)',
      '- Your bank balances on 1 January',
      '- The Belastingdienst letter (if you have received one)',
      '- Your bank account number (IBAN)',
    ]);
    expect(en.text).toContain(
      'Documents received:\n- The annual income statement (jaaropgaaf) from each employer: 1 file',
    );
    expect(en.html).toContain('<li>The annual income statement (jaaropgaaf) from each employer: 1 file</li>');
  });
});
