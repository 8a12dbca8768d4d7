// What the inbox API answers (server/inbox/) and the inbox UI (web/src/inbox/) reads.
import type { FormKey } from '../forms/registry';
import type { Lang } from '../lang';
import type { BookingKind } from './calendar';
import type { LeadStatus } from './statuses';

export const INBOX_API = '/inbox/api';

export type DeliveryState = 'PENDING' | 'RETRYING' | 'SENT' | 'FAILED' | 'NOT_NEEDED';

export type LeadRow = {
  id: string;
  /** APB-1042: what the visitor was told and the advisor searches by (common/leads/lead-reference.ts). */
  reference: string;
  createdAt: string;
  formType: FormKey;
  language: Lang;
  name: string | null;
  email: string | null;
  phone: string | null;
  status: LeadStatus;
  notificationState: DeliveryState;
  followUpOn: string | null;
  /** The follow-up day has come: the lead is listed first. */
  due: boolean;
  assignee: string | null;
  /** When its booked call starts, if it has one not cancelled (docs/decisions/0057-calendar-in-the-inbox.md). */
  bookingAt: string | null;
  /** Of the documents her answers make a must, how many arrived ("2 of 3"); null when the request needs none
   * (docs/decisions/0061-documents-from-the-request-page.md). */
  documents: { received: number; needed: number } | null;
};

/** A row of the list and of Today: a row and the first words of the visitor's message. */
export type LeadListRow = LeadRow & { preview: string | null };

/** Each form's service as the site names it, per language (server/leads/service-name.ts). */
export type ServiceNames = Record<Lang, Record<FormKey, string>>;

export type LeadList = {
  leads: LeadListRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Leads per status under the other filters. */
  counts: Record<LeadStatus, number>;
};

export type LeadDetail = LeadRow & {
  /** The form's data as stored, with the BSN masked. */
  data: Record<string, unknown>;
  pagePath: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  hasBsn: boolean;
  /** `held`: sent from her request page without the bot check's proof, for the advisor to check (docs/decisions/0061). */
  files: { id: string; field: string; name: string; type: string; size: number; held: boolean }[];
  history: LeadHistoryEntry[];
  notes: LeadNoteEntry[];
  assigneeId: string | null;
  /** The firm's reply to this lead (config/reply-templates.yaml), filled in, in its language. */
  reply: { whatsapp: string; emailSubject: string; emailBody: string };
  /** The same person's other requests (same email or phone), newest first. */
  related: RelatedLead[];
  /** A reply started from the advisor's email or a push; the inbox then offers "mark as contacted". */
  replyStartedAt: string | null;
  replyStartedVia: ReplyChannel | null;
};

export type LeadHistoryEntry = { from: LeadStatus; to: LeadStatus; at: string; by: string | null };
/** `kind`: the team's private note, one written for the visitor (her request page shows it), or her answer from that page. */
export type LeadNoteEntry = { id: string; body: string; at: string; by: string | null; kind: NoteKind };
export const NOTE_KINDS = ['private', 'forVisitor', 'fromVisitor'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** PATCH /leads/:id answers the lead's row as it wrote it, and the status change it recorded (if any). */
export type LeadChangeResult = {
  lead: LeadRow & { assigneeId: string | null };
  statusChange: LeadHistoryEntry | null;
};

/** POST /leads/:id/notes answers the note as it wrote it. */
export type NoteResult = { note: LeadNoteEntry };

export type RelatedLead = { id: string; createdAt: string; formType: FormKey; status: LeadStatus };

/** How the advisor started a reply from her email or a push (server/replies/reply-links.ts). */
export const REPLY_CHANNELS = ['whatsapp', 'call', 'email'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

/** A new lead on Today: when the reply promised to its visitor is due, and whether one was started. */
export type TodayLead = LeadListRow & {
  replyBy: string;
  replyStartedAt: string | null;
  replyStartedVia: ReplyChannel | null;
};

/** A call booked for today or tomorrow, not yet over, at its time. */
export type TodayCall = LeadListRow & { booking: { id: string; kind: BookingKind; startsAt: string; endsAt: string } };

/** What needs the advisor today: the calls of today and tomorrow, every new lead, and follow-ups due today or before. */
export type TodayList = {
  /** Today in the firm's time zone (YYYY-MM-DD). */
  today: string;
  /** The server's clock when it answered: the countdowns count from it. */
  now: string;
  calls: TodayCall[];
  newLeads: TodayLead[];
  followUps: LeadListRow[];
};

/** A browser where the advisor chose "keep me signed in"; `current` is the one asking. */
export type RememberedDeviceInfo = {
  id: string;
  summary: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  current: boolean;
};

export type AdvisorSummary = { id: string; email: string };
export type SessionInfo = { email: string; id: string };

/** Leads held to review from one source network (/24 or /48): one line on Today (docs/decisions/0043-to-review.md). */
export type ReviewGroup = { network: string; count: number; firstAt: string; lastAt: string };
export type ReviewGroups = { groups: ReviewGroup[] };
/** GET /review/leads?network=…: the leads of one group, newest first. */
export type ReviewGroupLeads = { network: string; leads: LeadListRow[]; more: boolean };

/** The VAPID public key the browser subscribes to Web Push with (404 while push is not configured). */
export type PushConfigAnswer = { publicKey: string };
