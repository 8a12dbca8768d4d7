// The visitor's request page as the advisor sees it on a lead, and what she can do to it
// (docs/decisions/0062-visitor-reminders-and-revoked-links.md): revoke every private link of
// the lead (the page is then a 404 for whoever holds one), and stop the reminders.
import type { ReminderStoppedBy, VisitorPageState } from '../../common/inbox/visitor-page';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { revokeVisitorLinks } from '../visitor-links/visitor-links';
import { pageReminders, stopReminders } from '../visitor-reminders/stop-reminders';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export async function readVisitorPage(prisma: Database, leadId: string): Promise<VisitorPageState> {
  const lead = await prisma.lead.findUnique({
    where: { id: leadId },
    select: {
      remindersStoppedAt: true,
      remindersStoppedBy: true,
      visitorReminders: {
        where: { sentAt: { not: null } },
        select: { day: true, sentAt: true },
        orderBy: { sentAt: 'asc' },
      },
    },
  });
  if (!lead) throw new AppError('notFound', 'inbox.notFound');
  const [live, lastOpened, lastRevoked, reminders] = await Promise.all([
    prisma.visitorLink.count({ where: { leadId, revokedAt: null } }),
    prisma.visitorLink.aggregate({ where: { leadId }, _max: { lastUsedAt: true } }),
    prisma.visitorLink.aggregate({ where: { leadId }, _max: { revokedAt: true } }),
    pageReminders(prisma, leadId),
  ]);
  return {
    liveLinks: live,
    lastOpenedAt: iso(lastOpened._max.lastUsedAt),
    revokedAt: iso(lastRevoked._max.revokedAt),
    reminders: {
      sent: lead.visitorReminders.map((reminder) => ({ day: reminder.day, at: reminder.sentAt!.toISOString() })),
      running: reminders === 'running',
      stoppedAt: iso(lead.remindersStoppedAt),
      stoppedBy: (lead.remindersStoppedBy as ReminderStoppedBy | null) ?? null,
    },
  };
}

export async function revokeVisitorPage(prisma: Database, leadId: string): Promise<VisitorPageState> {
  await revokeVisitorLinks(prisma, leadId);
  return readVisitorPage(prisma, leadId);
}

export async function stopVisitorReminders(prisma: Database, leadId: string): Promise<VisitorPageState> {
  await stopReminders(prisma, leadId, 'advisor');
  return readVisitorPage(prisma, leadId);
}
