// What a visitor is told once a request is stored (docs/decisions/0027-what-happens-next.md): the
// reference, the service, the firm's next step and the day it replies by, the service's price and
// the documents to have ready. The confirmation screen and the confirmation email show the same
// facts; each translates the keys below from the `next-steps` namespace (common/locales).
import { HOURS } from './business';
import { formatPrice } from './format';
import type { FORM_LABELS } from './forms/labels';
import type { Lang } from './lang';
import type texts from './locales/es/next-steps.json';
import { deadlineDay, replyDeadline } from './reply-promise';
import { isService, SERVICES } from './services/catalogue';

export type NextStepsForm = keyof typeof FORM_LABELS;

/** The keys of the next-steps texts whose value is a `Leaf` (a text, or a list such as 'documentsFor.zzp'):
 * typed, so that a key missing from the texts fails the typecheck (docs/decisions/0025-one-text-system.md). */
type KeyOf<T, Leaf> = {
  [K in Extract<keyof T, string>]: T[K] extends Leaf
    ? K
    : T[K] extends readonly unknown[] | string
      ? never
      : `${K}.${KeyOf<T[K], Leaf>}`;
}[Extract<keyof T, string>];
export type NextStepsKey = KeyOf<typeof texts, string>;

/** `context` named as absent: i18next's types would read an open record as a context and narrow the keys. */
type Text = { key: NextStepsKey; params: Record<string, string> & { context?: undefined } };

export type NextSteps = {
  reference: string;
  /** The service's form key; undefined for the general contact form, which is no service. */
  service?: Exclude<NextStepsForm, 'contact'>;
  step: Text;
  when: Text;
  rule: Text;
  price?: Text;
  /** The key of the service's list of documents (an array of strings). */
  documents?: KeyOf<typeof texts, readonly unknown[]>;
  whatsapp: Text;
};

/** `relative`: "today"/"tomorrow" on the screen; an email, read later, names the date. */
export function nextSteps(
  form: NextStepsForm,
  reference: string,
  receivedAt: Date,
  lang: Lang,
  relative: boolean,
): NextSteps {
  const deadline = replyDeadline(receivedAt);
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
    documents: service && `documentsFor.${service}`,
    whatsapp: { key: 'whatsappMessage', params: { reference } },
  };
}
