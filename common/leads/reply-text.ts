// The first words of the advisor's reply to a visitor, in the visitor's language: prefilled
// in the WhatsApp link and the email of the advisor's notification. One function on purpose:
// per-service reply templates the firm edits replace it in one place.
import { BUSINESS } from '../business';
import type { Lang } from '../lang';

export type ReplyContext = { language: Lang; firstName: string; service: string; reference: string };

const GREETINGS: Record<Lang, (context: ReplyContext) => { subject: string; text: string }> = {
  es: ({ firstName, service, reference }) => ({
    subject: `Tu solicitud de ${service} (${reference})`,
    text: `Hola${firstName ? ` ${firstName}` : ''}, te escribo de ${BUSINESS.brand} por tu solicitud de ${service} (${reference}).`,
  }),
  en: ({ firstName, service, reference }) => ({
    subject: `Your ${service} request (${reference})`,
    text: `Hello${firstName ? ` ${firstName}` : ''}, this is ${BUSINESS.brand} about your ${service} request (${reference}).`,
  }),
};

/** The reply's opening line and, for an email, its subject. */
export function replyText(context: ReplyContext): { subject: string; text: string } {
  return GREETINGS[context.language](context);
}
