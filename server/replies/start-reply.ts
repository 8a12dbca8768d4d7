// A tap on a reply button of the advisor's email or push: record "reply started" on the lead
// (when and how; never a status, docs/decisions/0037-today-reply-started-reminders.md) and
// answer where to forward: WhatsApp with the firm's reply written, a call, or an email with
// subject and body, as the inbox's own buttons do.
import type { ReplyChannel } from '../../common/inbox/api';
import { mailtoUrl, telUrl, whatsappChatUrl } from '../../common/contact-links';
import { whatsappNumber } from '../../common/forms/contact-fields';
import type { Database } from '../db/prisma';
import { loadMailLead } from '../leads/load-mail-lead';
import type { FieldCipher } from '../security/field-cipher';
import { renderReply, type ReplyTemplates } from './reply-templates';

/** The address to forward to, or null when the lead is gone, is spam, or has no such channel. */
export async function startReply(
  deps: { prisma: Database; cipher: FieldCipher; replyTemplates: ReplyTemplates },
  leadId: string,
  via: ReplyChannel,
): Promise<string | null> {
  const lead = await loadMailLead(deps.prisma, deps.cipher, leadId);
  if (!lead) return null;
  const reply = renderReply(deps.replyTemplates, lead);
  const whatsapp = whatsappNumber(lead.data, lead.phone);
  const target = {
    whatsapp: whatsapp && whatsappChatUrl(whatsapp, reply.whatsapp),
    call: lead.phone && telUrl(lead.phone),
    email: lead.email && mailtoUrl(lead.email, reply.emailSubject, reply.emailBody),
  }[via];
  if (!target) return null;
  const recorded = await deps.prisma.$executeRaw`UPDATE leads SET reply_started_at = now(), reply_started_via = ${via}
    WHERE id = ${leadId}::uuid AND status <> 'SPAM'`;
  return recorded === 1 ? target : null;
}
