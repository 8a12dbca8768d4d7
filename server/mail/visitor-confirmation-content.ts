// What the visitor's confirmation email says (docs/decisions/0027-what-happens-next.md): the
// facts of the confirmation screen (common/next-steps.ts) with the date spelled out, the firm's
// hours and two ways to answer. Of what the visitor typed it repeats only a first name reduced to
// letters (first-name.ts): the form must not relay a bot's text to the address it named
// (docs/decisions/0021-bot-check.md). So the documents received are named by what they are
// and how many arrived, never by their file names (docs/decisions/0036-forms-that-fit.md); those
// to have ready are only the ones still missing that her answers make relevant
// (docs/decisions/0051-service-catalogue.md).
// Rendered to HTML and text by render-visitor-confirmation.ts.
import { BUSINESS, HOURS } from '../../common/business';
import { mailtoUrl, whatsappChatUrl } from '../../common/contact-links';
import { upperFirst } from '../../common/format';
import { nextSteps } from '../../common/next-steps';
import { serverT } from '../i18n';
import { serviceName } from '../leads/service-name';
import { firstName } from './first-name';
import type { MailLead } from '../leads/load-mail-lead';

export type Fact = {
  label: string;
  value: string;
  hint?: string;
  items?: string[];
  link?: { label: string; href: string };
};

/** `requestPage`: the address of her request page, through a link issued for this email. */
export function visitorConfirmationContent(lead: MailLead, requestPage?: string) {
  const t = serverT(lead.language, 'mail');
  const n = serverT(lead.language, 'next-steps');
  const d = serverT(lead.language, 'documents');
  const steps = nextSteps(
    {
      form: lead.formType,
      reference: lead.reference,
      receivedAt: lead.createdAt,
      answers: lead.data,
      files: lead.files,
    },
    lead.language,
    false,
  );
  const service = steps.service && serviceName(steps.service, lead.language);
  const name = firstName(lead.name);
  const documentName = (label: (typeof steps.needed)[number]['label']) => upperFirst(d(label), lead.language);

  const facts: Fact[] = [
    ...(service ? [{ label: n('service'), value: service }] : []),
    { label: n('nextStep'), value: n(steps.step.key, steps.step.params) },
    {
      label: n('when'),
      value: `${n(steps.when.key, steps.when.params)} (${n('reply.timeZone')})`,
      hint: n(steps.rule.key, steps.rule.params),
    },
    ...(steps.price ? [{ label: n('price'), value: n(steps.price.key, steps.price.params) }] : []),
    ...(steps.received.length
      ? [
          {
            label: n('received'),
            value: '',
            items: steps.received.map(({ document, files }) =>
              n('receivedFiles', { document: documentName(document.label), count: files.length }),
            ),
          },
        ]
      : []),
    ...(steps.needed.length
      ? [
          {
            label: n('documents'),
            value: '',
            items: steps.needed.map((document) => documentName(document.label)),
            hint: n('documentsHint'),
          },
        ]
      : []),
    ...(requestPage
      ? [
          {
            label: n('requestPage.label'),
            value: '',
            link: { label: n('requestPage.link'), href: requestPage },
            hint: n('requestPage.hint'),
          },
        ]
      : []),
  ];
  const subject = `${t('confirmationSubject')} · ${BUSINESS.brand} · Ref. ${lead.reference}`;

  return {
    lang: lead.language,
    subject,
    brand: BUSINESS.brand,
    greeting: name ? t('confirmationGreeting', { name }) : t('confirmationGreetingNoName'),
    body: service ? t('confirmationBody', { service }) : t('confirmationBodyContact'),
    title: n('title'),
    reference: { label: n('reference'), value: lead.reference, hint: n('referenceHint') },
    facts,
    actions: {
      whatsapp: {
        label: n('whatsapp'),
        href: whatsappChatUrl(BUSINESS.whatsappNumber, n(steps.whatsapp.key, steps.whatsapp.params)),
      },
      reply: { label: t('confirmationReply'), href: mailtoUrl(BUSINESS.email, `Ref. ${lead.reference}`, '') },
    },
    noReply: t('confirmationNoReply'),
    signature: t('signature'),
    hours: {
      label: t('confirmationHours'),
      lines: [t('confirmationHoursWeekdays', HOURS.weekdays), t('confirmationHoursWeekend', HOURS.weekend)],
    },
    contact: [BUSINESS.phone, BUSINESS.email, BUSINESS.city],
    why: t('confirmationWhy'),
  };
}
