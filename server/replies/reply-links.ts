// The links behind the WhatsApp, call and email buttons of the advisor's email and push: a
// signed address on this server (/inbox/reply/<lead>/<channel>?s=…) that records "reply
// started" on the lead and forwards to wa.me, tel: or mailto:. Signed, so that nobody can
// record replies or read a visitor's number by guessing addresses; the key is derived from
// the bot check's secret (HKDF, its own label), so there is no new secret to deploy.
// Never a status: mail scanners open links too (docs/decisions/0037-today-reply-started-reminders.md).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { ReplyChannel } from '../../common/inbox/api';

export const REPLY_LINK_PATH = '/inbox/reply';

export type ReplyLinks = {
  /** The path of a lead's reply link (for a push, which opens a path on this site). */
  path: (leadId: string, via: ReplyChannel) => string;
  /** The full address (for an email). */
  url: (leadId: string, via: ReplyChannel) => string;
  verify: (leadId: string, via: ReplyChannel, signature: string) => boolean;
};

export function createReplyLinks(secret: string, publicBaseUrl: string): ReplyLinks {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'inbox reply links', 32));
  // 128 bits: unguessable, and short enough for a tidy link.
  const sign = (leadId: string, via: ReplyChannel) =>
    createHmac('sha256', key).update(`${leadId}/${via}`).digest().subarray(0, 16);
  const path = (leadId: string, via: ReplyChannel) =>
    `${REPLY_LINK_PATH}/${leadId}/${via}?s=${sign(leadId, via).toString('base64url')}`;
  return {
    path,
    url: (leadId, via) => `${publicBaseUrl}${path(leadId, via)}`,
    verify: (leadId, via, signature) => {
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(leadId, via);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
