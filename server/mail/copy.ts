// The words of the two emails, per language. Field labels and form names come from
// common/locales (the same ones the forms and the inbox show).
import type { Lang } from '../../common/lang';

export const MAIL_COPY = {
  es: {
    newRequest: 'Nueva solicitud',
    noName: 'Sin nombre',
    openInInbox: 'Abrir en bandeja',
    whatsapp: 'WhatsApp',
    call: 'Llamar',
    writeEmail: 'Escribir correo',
    phone: 'Teléfono',
    received: 'Recibida',
    localTime: 'hora de Ámsterdam',
    language: 'Idioma',
    languageNames: { es: 'Español', en: 'Inglés' },
    message: 'Su mensaje',
    formData: 'Datos del formulario',
    origin: 'Origen',
    page: 'Página',
    utm: 'Campaña (UTM)',
    files: 'Documentos (se descargan desde la bandeja; no se adjuntan al correo)',
    noFiles: 'Ninguno',
    yes: 'Sí',
    no: 'No',
    confirmationSubject: 'Hemos recibido tu solicitud',
    confirmationGreeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    confirmationBody: (form: string) =>
      `Gracias por escribirnos. Hemos recibido tu solicitud de «${form}» y te responderemos en un plazo de 24 horas.`,
    confirmationNoReply:
      'Si quieres añadir algo, responde a este correo. Por tu seguridad, no envíes tu BSN ni documentos por correo electrónico.',
    signature: 'Un saludo,',
  },
  en: {
    newRequest: 'New request',
    noName: 'No name',
    openInInbox: 'Open in the inbox',
    whatsapp: 'WhatsApp',
    call: 'Call',
    writeEmail: 'Write an email',
    phone: 'Phone',
    received: 'Received',
    localTime: 'Amsterdam time',
    language: 'Language',
    languageNames: { es: 'Spanish', en: 'English' },
    message: 'Their message',
    formData: 'Form data',
    origin: 'Origin',
    page: 'Page',
    utm: 'Campaign (UTM)',
    files: 'Documents (download them from the inbox; they are not attached to this email)',
    noFiles: 'None',
    yes: 'Yes',
    no: 'No',
    confirmationSubject: 'We have received your request',
    confirmationGreeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    confirmationBody: (form: string) =>
      `Thank you for getting in touch. We have received your "${form}" request and will reply within 24 hours.`,
    confirmationNoReply:
      'If you want to add anything, reply to this email. For your safety, do not send your BSN or documents by email.',
    signature: 'Kind regards,',
  },
} satisfies Record<Lang, Record<string, unknown>>;
