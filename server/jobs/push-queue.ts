// The Web Push queues. A lead's push job is enqueued in the lead's own transaction (like
// its emails, server/jobs/lead-notifications.ts), a reminder's in the transaction that claims it; its worker sends to every subscribed
// browser at once, and a browser whose push service failed for a moment gets a job of its
// own on the retry queue, so the others are never sent the same notification twice.
import type { PgBoss } from 'pg-boss';

export const PUSH_QUEUES = {
  leadPush: 'lead-push',
  pushRetry: 'push-retry',
} as const;

/** Why the advisor is told: a new lead, a reminder (server/reminders/due-reminders.ts), the visitor acting on her request page
 * (server/request-page/), or news of a booked call (server/booking/). */
export type PushReason =
  'new' | 'replyBy' | 'followUp' | 'visitorReply' | 'erasureRequest' | DocumentsPushReason | BookingPushReason;
/** Documents sent from her request page: counted, held for a check, or the last one the request needed
 * (docs/decisions/0061-documents-from-the-request-page.md). */
export type DocumentsPushReason = 'documentsReceived' | 'documentsHeld' | 'documentsComplete';
/** The call starts soon, or its visitor moved or cancelled it (docs/decisions/0055-booking-on-the-site.md). */
export type BookingPushReason = 'bookingSoon' | 'bookingMoved' | 'bookingCancelled';
/** A push about one lead, and why (a new lead when no reason is given: so a release before batches queued it). */
export type LeadReasonPush = { leadId: string; reason?: PushReason };
/** New leads, a batch to a job (docs/decisions/0071-news-jobs-per-batch.md), or one lead and why. */
export type LeadPushJob = { leadIds: string[] } | LeadReasonPush;
/** The leads a push job is about. */
export const pushedLeads = (data: LeadPushJob): string[] => ('leadIds' in data ? data.leadIds : [data.leadId]);
export type PushRetryJob = { leadId: string; subscriptionId: string; reason?: PushReason };

export async function createPushQueues(boss: PgBoss): Promise<void> {
  // A lead's notification is news for a few hours; after that the email and the inbox tell her.
  const retry = { retryLimit: 5, retryDelay: 10, retryBackoff: true, deleteAfterSeconds: 7 * 24 * 3600 };
  await boss.createQueue(PUSH_QUEUES.leadPush, { deleteAfterSeconds: retry.deleteAfterSeconds });
  await boss.createQueue(PUSH_QUEUES.pushRetry, retry);
}
