// What a request page shows, read from the lead (docs/decisions/0058-request-page.md): its
// reference, service, the answers she chose, where it stands and what comes next. Nothing
// here reads the BSN or any typed answer (answer-summary.ts).
import { BUSINESS } from '../../common/business';
import type { Lang } from '../../common/lang';
import { formatLeadReference } from '../../common/leads/lead-reference';
import { nextSteps } from '../../common/next-steps';
import type { Answers } from '../../common/services/documents';
import type { LeadStatus } from '../../common/inbox/statuses';
import type { Database } from '../db/prisma';
import { serverT } from '../i18n';
import { serviceName } from '../leads/service-name';
import { answerSummary, type SummaryRow } from './answer-summary';
import { loadBookedCall, type BookedCall } from './booked-call';
import { documentLabel, pageDocuments, type DocumentArrived, type DocumentToSend } from './page-documents';
import { requestProgress, type ProgressEntry } from './request-progress';

/** A note the advisor wrote for her, or her own answer. */
export type VisitorMessage = { from: 'firm' | 'visitor'; body: string; at: Date };

export type RequestView = {
  lang: Lang;
  reference: string;
  service: string;
  nextStep: string;
  progress: ProgressEntry[];
  summary: SummaryRow[];
  whatsappMessage: string;
  messages: VisitorMessage[];
  /** The papers her answers make relevant and she can send from the page, less those sent (page-documents.ts). */
  documentsToSend: DocumentToSend[];
  /** What else her answers make relevant, kept at hand or told, never sent as a file (her DigiD, her IBAN). */
  documentsAtHand: string[];
  /** What arrived, with the request or from the page. */
  documentsArrived: DocumentArrived[];
  /** The firm asked her something she has not answered yet. */
  questionOpen: boolean;
  /** The call she booked, if any (booked-call.ts). */
  call: BookedCall | undefined;
};

/** Undefined once the lead was erased. */
export async function loadRequestView(prisma: Database, leadId: string, lang: Lang): Promise<RequestView | undefined> {
  const lead = await prisma.lead.findUnique({
    where: { id: leadId },
    select: {
      referenceNumber: true,
      formType: true,
      data: true,
      status: true,
      createdAt: true,
      statusChanges: { select: { toStatus: true, changedAt: true }, orderBy: { changedAt: 'asc' } },
      files: { select: { field: true, createdAt: true, heldReason: true } },
      notes: {
        where: { kind: { in: ['FOR_VISITOR', 'FROM_VISITOR'] } },
        select: { kind: true, body: true, createdAt: true },
        orderBy: { createdAt: 'asc' },
      },
    },
  });
  if (!lead) return undefined;
  const formType = lead.formType;
  const reference = formatLeadReference(lead.referenceNumber);
  const messages = lead.notes.map((note): VisitorMessage => ({
    from: note.kind === 'FROM_VISITOR' ? 'visitor' : 'firm',
    body: note.body,
    at: note.createdAt,
  }));
  // Something is asked of her while the firm's last message has no answer after it.
  const question = messages.at(-1)?.from === 'firm' ? messages.at(-1) : undefined;
  const documents = pageDocuments(formType, lead.data as Answers, lead.files);
  const progress = requestProgress({
    createdAt: lead.createdAt,
    status: lead.status,
    changes: lead.statusChanges,
    waitingSince: waitingSince(lead, question?.at, documents.toSend),
  });
  const steps = nextSteps(
    { form: formType, reference, receivedAt: lead.createdAt, answers: lead.data as Answers, files: lead.files },
    lang,
    false,
  );
  const t = serverT(lang, 'request-page');
  const n = serverT(lang, 'next-steps');
  const current = progress.find((entry) => entry.state === 'current')!;
  const call = await loadBookedCall(prisma, leadId);
  // A booked call is the next step itself: the service's own ("we propose a day and time")
  // would contradict it.
  const nextStep =
    current.step === 'done'
      ? t(current.closed ? 'next.closed' : 'next.done')
      : current.step === 'waiting'
        ? t('next.waiting')
        : call?.changeable
          ? t('next.call')
          : n(steps.step.key, steps.step.params);
  return {
    lang,
    reference,
    service: serviceName(formType, lang),
    nextStep,
    progress,
    summary: answerSummary(formType, lead.data as Record<string, unknown>, lang),
    whatsappMessage: n(steps.whatsapp.key, steps.whatsapp.params),
    messages,
    documentsToSend: documents.toSend,
    documentsAtHand: documents.atHand.map((label) => documentLabel(lang, label)),
    documentsArrived: documents.arrived,
    questionOpen: question !== undefined,
    call,
  };
}

const WORKING: readonly LeadStatus[] = ['CONTACTED', 'IN_PROGRESS'];

/**
 * Since when something is asked of her: the firm's last note without her answer, or a paper she
 * must send that has not arrived — the latter only once the advisor works the request, so a fresh
 * request reads "received" rather than "waiting for you" before anyone has looked at it
 * (docs/decisions/0061-documents-from-the-request-page.md). The progress dates the wait from when
 * the request was in hand.
 */
function waitingSince(
  lead: { status: LeadStatus; createdAt: Date },
  questionAt: Date | undefined,
  toSend: readonly DocumentToSend[],
): Date | undefined {
  const papers = WORKING.includes(lead.status) && toSend.some((document) => document.file === 'must');
  return papers ? lead.createdAt : questionAt;
}

/** A day as she reads it, in the firm's time zone. */
export function formatDay(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: BUSINESS.timeZone }).format(date);
}
