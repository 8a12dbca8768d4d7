// What a visitor is told once a request is stored (docs/decisions/0027-what-happens-next.md): the
// reference, the service, the firm's next step and the day it replies by, the service's price, the
// documents that arrived and those still to have ready given her answers
// (docs/decisions/0051-service-catalogue.md). The confirmation screen and the confirmation email
// show the same facts; each translates the keys below from the `next-steps` and `documents`
// namespaces (common/locales).
import { HOURS } from './business';
import { formatPrice } from './format';
import type { FormKey } from './forms/registry';
import type { Lang } from './lang';
import type texts from './locales/es/next-steps.json';
import { deadlineDay, replyDeadline } from './reply-promise';
import { isService, SERVICES, type ServiceKey } from './services/catalogue';
import {
  documentsReceived,
  documentsStillNeeded,
  type Answers,
  type ReceivedFile,
  type ServiceDocument,
} from './services/documents';

/** The keys of the next-steps texts: typed, so that a key missing from the texts fails the typecheck
 * (docs/decisions/0025-one-text-system.md). */
type KeyOf<T> = {
  [K in Extract<keyof T, string>]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}`;
}[Extract<keyof T, string>];
export type NextStepsKey = KeyOf<typeof texts>;

/** `context` named as absent: i18next's types would read an open record as a context and narrow the keys. */
type Text = { key: NextStepsKey; params: Record<string, string> & { context?: undefined } };

export type NextSteps<File extends ReceivedFile> = {
  reference: string;
  /** Undefined for the general contact form, which is no service. */
  service?: ServiceKey;
  step: Text;
  when: Text;
  rule: Text;
  price?: Text;
  /** The documents that arrived, each with its files. */
  received: { document: ServiceDocument; files: File[] }[];
  /** The documents still to have ready: those her answers make relevant, less those received. */
  needed: ServiceDocument[];
  whatsapp: Text;
};

/** The request as the confirmation reads it: its reference, when it was stored, the answers and the files sent. */
export type ConfirmedRequest<File extends ReceivedFile> = {
  form: FormKey;
  reference: string;
  receivedAt: Date;
  answers: Answers;
  files: readonly File[];
};

/** `relative`: "today"/"tomorrow" on the screen; an email, read later, names the date. */
export function nextSteps<File extends ReceivedFile>(
  request: ConfirmedRequest<File>,
  lang: Lang,
  relative: boolean,
): NextSteps<File> {
  const { form, reference } = request;
  const deadline = replyDeadline(request.receivedAt);
  const day = deadlineDay(deadline, lang);
  const whenKey =
    relative && deadline.daysLater < 2
      ? (['reply.today', 'reply.tomorrow'] as const)[deadline.daysLater]!
      : ('reply.on' as const);
  const service = isService(form) ? form : undefined;
  const price = service && SERVICES[service].price;
  return {
    reference,
    service,
    step: { key: `steps.${form}`, params: {} },
    when: { key: whenKey, params: { ...day, time: deadline.time } },
    rule: {
      key: 'reply.rule',
      params: {
        weekdaysOpens: HOURS.weekdays.opens,
        weekdaysCloses: HOURS.weekdays.closes,
        weekendOpens: HOURS.weekend.opens,
        weekendCloses: HOURS.weekend.closes,
      },
    },
    price: price && {
      key: 'per' in price ? 'perHour' : 'priceValue',
      params: { price: formatPrice(price.amount, lang) },
    },
    received: documentsReceived(form, request.files),
    needed: documentsStillNeeded(form, request.answers, request.files),
    whatsapp: { key: 'whatsappMessage', params: { reference } },
  };
}
