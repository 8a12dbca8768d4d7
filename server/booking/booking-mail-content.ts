// What the visitor's emails about her call say (docs/decisions/0055-booking-on-the-site.md): the
// call, its time in Amsterdam and on her clock, how it is held (the firm's video room, else
// WhatsApp video), the reference, and the link to her request page where she moves or cancels
// it (a fresh private link per email, docs/decisions/0050). Of what she typed, only a first name
// reduced to letters (server/mail/first-name.ts). Rendered by render-booking-mail.ts.
import { BUSINESS } from '../../common/business';
import { KIND_MINUTES } from '../../common/booking/booking-kinds';
import { pagePath } from '../../common/routes';
import { serverT } from '../i18n';
import { firstName } from '../mail/first-name';
import type { BookingMail } from './booking-mail-queue';
import { callTimes } from './call-times';
import type { BookingMailLead } from './load-booking-mail';

export type BookingMailLinks = {
  publicBaseUrl: string;
  /** The visitor's request page (an absolute URL with a fresh token). */
  requestPage: string;
  /** BOOKING_VIDEO_URL; undefined: WhatsApp video. */
  videoUrl: string | undefined;
};

export type Fact = { label: string; value: string };

export function bookingMailContent(lead: BookingMailLead, mail: BookingMail, links: BookingMailLinks) {
  const t = serverT(lead.language, 'booking');
  const times = callTimes(lead.language, lead.startsAt, lead.endsAt, lead.visitorTimeZone);
  const kind = t(`kind.${lead.kind}`, { minutes: KIND_MINUTES[lead.kind] });
  const how = links.videoUrl
    ? t('how.video', { url: links.videoUrl })
    : t('how.whatsapp', { url: `https://wa.me/${BUSINESS.whatsappNumber}` });
  const name = firstName(lead.fullName);
  const cancelled = mail === 'cancelled';
  const facts: Fact[] = [
    { label: t('facts.call'), value: kind },
    { label: t('facts.amsterdam'), value: times.firm },
    ...(times.visitor ? [{ label: t('facts.yours', { zone: times.visitor.zone }), value: times.visitor.range }] : []),
    ...(cancelled ? [] : [{ label: t('facts.how'), value: how }]),
    { label: t('facts.reference'), value: lead.reference },
  ];
  const action = cancelled
    ? { label: t('bookAgain'), href: `${links.publicBaseUrl}${pagePath('booking', lead.language)}` }
    : { label: t('change'), href: links.requestPage };
  return {
    lang: lead.language,
    brand: BUSINESS.brand,
    subject: t(`subject.${mail}`, { when: times.short, time: times.time, reference: lead.reference }),
    greeting: name ? t('greeting', { name }) : t('greetingNoName'),
    intro: t(`intro.${mail}`),
    facts,
    action,
    signature: t('signature'),
    why: t('why'),
    invite: {
      summary: t('invite.summary', { kind, brand: BUSINESS.brand }),
      description: t('invite.description', { kind, reference: lead.reference, how, link: links.requestPage }),
      location: links.videoUrl ?? `https://wa.me/${BUSINESS.whatsappNumber}`,
    },
  };
}
