// What is still asked of the visitor, read the way her request page reads it
// (docs/decisions/0058-request-page.md): the papers she must send as files that her answers make
// relevant, less those that arrived (documentsStillNeeded, common/services/documents.ts; what she
// only has at hand, such as DigiD, never arrives and is never reminded: docs/decisions/0061), and
// the advisor's latest note for her when she has not answered it. A request with a booked call is waiting on the call, not on
// her documents (they are what to have at hand for it): only a question is reminded there.
// The reminders' series is counted from the latest thing asked of her: the question when one is
// open, else the request itself (docs/decisions/0062-visitor-reminders-and-revoked-links.md).
import type { FormKey } from '../../common/forms/registry';
import { documentsStillNeeded, type Answers, type ServiceDocument } from '../../common/services/documents';
import type { LeadStatus } from '../../common/inbox/statuses';
import type { Prisma } from '../generated/prisma/client';

/** The statuses in which a request is still open to her: closed (won, lost), spam and held ones get no reminder. */
export const REMINDED_STATUSES = ['NEW', 'CONTACTED', 'IN_PROGRESS'] as const satisfies readonly LeadStatus[];

/** What a reminder reads of a lead (with STILL_ASKED_SELECT). */
export const STILL_ASKED_SELECT = {
  formType: true,
  data: true,
  createdAt: true,
  files: { select: { field: true } },
  booking: { select: { cancelledAt: true } },
  // The last message between the firm and her: a note for her with no answer after it is an open question.
  notes: {
    where: { kind: { in: ['FOR_VISITOR', 'FROM_VISITOR'] } },
    select: { kind: true, createdAt: true },
    orderBy: { createdAt: 'desc' },
    take: 1,
  },
} as const satisfies Prisma.LeadSelect;

type AskedLead = {
  formType: FormKey;
  data: unknown;
  createdAt: Date;
  files: { field: string }[];
  booking: { cancelledAt: Date | null } | null;
  notes: { kind: 'PRIVATE' | 'FOR_VISITOR' | 'FROM_VISITOR'; createdAt: Date }[];
};

export type StillAsked = {
  documents: ServiceDocument[];
  /** When the advisor asked the question she has not answered, if any. */
  questionAt: Date | undefined;
  /** Where the reminders' days are counted from. */
  anchor: Date;
};

/** Undefined when nothing is asked of her. */
export function stillAsked(lead: AskedLead): StillAsked | undefined {
  const callBooked = lead.booking !== null && lead.booking.cancelledAt === null;
  const documents = callBooked
    ? []
    : documentsStillNeeded(lead.formType, lead.data as Answers, lead.files).filter(({ file }) => file === 'must');
  const last = lead.notes[0];
  const questionAt = last?.kind === 'FOR_VISITOR' ? last.createdAt : undefined;
  if (documents.length === 0 && !questionAt) return undefined;
  return { documents, questionAt, anchor: questionAt ?? lead.createdAt };
}
