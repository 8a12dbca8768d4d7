// The advisor's email for one fixed lead and time, both parts compared with the files in
// __snapshots__/ (update with `npx vitest run -u` after a deliberate change and look at the diff).
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { openAnswers } from '../leads/lead-read-model';
import { createFieldCipher } from '../security/field-cipher';
import type { MailLead } from '../leads/load-mail-lead';
import { renderAdvisorNotification } from './render-advisor-notification';
import { createReplyLinks } from '../replies/reply-links';

const LINKS = createReplyLinks('a fixed secret for the snapshot, 32+ characters', 'https://asesoria.example');
const cipher = createFieldCipher(randomBytes(32).toString('base64'));

const LEAD: MailLead = {
  id: '0b7f3c52-6a1e-4f0e-9a59-2f1d3c4b5a69',
  reference: 'APB-1042',
  formType: 'taxReturn',
  name: 'Sofía Martínez López',
  phone: '06 12345678',
  // As loadMailLead reads it: stored (the BSN encrypted), opened for an email.
  data: openAnswers(
    cipher,
    'taxReturn',
    {
      bsn: cipher.encrypt('123456782'),
      email: 'sofia@example.com',
      ciudad: 'Rotterdam',
      telefono: '06 12345678',
      direccion: 'Coolsingel 40',
      hipoteca: 'no',
      subsidios: ['zorgtoeslag', 'huurtoeslag'],
      tienePareja: 'si',
      nombrePareja: 'Tomás <b>Ruiz</b>',
      codigoPostal: '3011 AD',
      fechaLlegada: '2023-09-01',
      nombreCompleto: 'Sofía Martínez López',
      fechaNacimiento: '1990-04-12',
      situacionCivil: 'casado',
      ingresosHolanda: 'si',
      trabajoFuera: 'no',
      otrosIngresos: 'Alquilo una habitación & vendo cuadros.\nNada más.',
    },
    'email',
  ),
  email: 'sofia@example.com',
  language: 'es',
  pagePath: '/formulario-declaracion-impuestos',
  utmSource: 'instagram',
  utmCampaign: 'renta-2026',
  createdAt: new Date('2026-11-24T02:51:06.212Z'),
  files: [{ field: 'incomeStatement', originalName: 'jaaropgaaf 2025.pdf', size: 245_000 }],
};
const INBOX = 'https://asesoria.example/inbox';

describe('the advisor notification', () => {
  const mail = renderAdvisorNotification(LEAD, INBOX, LINKS);

  it('names the service as the site does, the visitor and the reference in the subject', () => {
    expect(mail.subject).toBe('Declaración de la renta 2024 · Sofía Martínez López · APB-1042');
  });

  it('matches its snapshots (HTML and text)', async () => {
    await expect(mail.html).toMatchFileSnapshot('__snapshots__/advisor-notification.html');
    await expect(mail.text).toMatchFileSnapshot('__snapshots__/advisor-notification.txt');
  });

  it('starts with who, how to reach them and when, in Amsterdam time and in words', () => {
    expect(mail.text.split('\n').slice(0, 7)).toEqual([
      'Nueva solicitud · APB-1042',
      'Sofía Martínez López',
      'Declaración de la renta 2024',
      '',
      'Teléfono: 06 12345678',
      'Idioma: Español',
      'Recibida: martes, 24 de noviembre de 2026, 03:51 (hora de Ámsterdam)',
    ]);
  });

  it('lists the other fields in the form order, the BSN and birth date masked', () => {
    const labels = mail.text
      .split('Datos del formulario:\n')[1]!
      .split('\n\n')[0]!
      .split('\n')
      .map((line) => line.split(':')[0]);
    expect(labels.slice(0, 4)).toEqual(['Fecha de nacimiento', 'Dirección', 'Ciudad', 'Código postal']);
    expect(mail.text).toContain('******782');
    expect(mail.text).toContain('1990-**-**');
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain('123456782');
      expect(part).not.toContain('1990-04-12');
    }
  });

  it('offers WhatsApp, call and email through this server’s signed reply links, and the inbox', () => {
    // The links record "reply started" and forward with the firm's reply (tests/api/reply-started.test.ts).
    for (const [label, via] of [
      ['WhatsApp', 'whatsapp'],
      ['Llamar', 'call'],
      ['Escribir correo', 'email'],
    ] as const) {
      expect(mail.text).toContain(`${label}: ${LINKS.url(LEAD.id, via)}`);
      expect(mail.html).toContain(`href="${LINKS.url(LEAD.id, via)}"`);
    }
    expect(LINKS.url(LEAD.id, 'whatsapp')).toMatch(
      new RegExp(`^https://asesoria\\.example/inbox/reply/${LEAD.id}/whatsapp\\?s=[\\w-]{22}$`),
    );
    expect(mail.text).toContain(`Abrir en bandeja: ${INBOX}/leads/${LEAD.id}`);
    // Nothing of the visitor's phone or email in a reply link.
    expect(mail.text).not.toContain('wa.me');
    expect(mail.text).not.toContain('mailto:');
    expect(renderAdvisorNotification({ ...LEAD, language: 'en' }, INBOX, LINKS).text).toContain('Idioma: Inglés');
  });

  it('escapes everything the visitor typed', () => {
    const hostile = renderAdvisorNotification({ ...LEAD, name: '<img src=x onerror=alert(1)>"' }, INBOX, LINKS);
    expect(hostile.html).not.toContain('<img src=x');
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;');
    expect(mail.html).toContain('Tomás &lt;b&gt;Ruiz&lt;/b&gt;');
  });

  it('shows the message of forms that have one right after the summary', () => {
    const contact = renderAdvisorNotification(
      {
        ...LEAD,
        formType: 'contact',
        name: 'Ana',
        phone: null,
        data: { nombreCompleto: 'Ana', email: 'ana@example.com', asunto: 'Cita', mensaje: '¿Tenéis hueco el lunes?' },
        files: [],
      },
      INBOX,
      LINKS,
    );
    expect(contact.subject).toBe('Contacto · Ana · APB-1042');
    expect(contact.text).toContain('Su mensaje:\n¿Tenéis hueco el lunes?\n\n');
    expect(contact.text).not.toContain('Llamar:');
    expect(contact.text).not.toContain('WhatsApp:');
  });
});
