// The visitor's emails about her booked call (docs/decisions/0055-booking-on-the-site.md), on a
// pg-boss queue of their own, enqueued in the transaction that books, moves or cancels the call
// or claims a reminder: a committed change always has its email, and the reminder's claim row
// makes it once. Each job names the start it is about, so an email overtaken by a later move is
// dropped rather than sent with the wrong time.
import type { PgBoss } from 'pg-boss';
import { enqueueInTransaction } from '../jobs/enqueue-in-transaction';
import type { JobWriter } from '../jobs/lead-notifications';

export const BOOKING_MAIL_QUEUE = 'booking-mail';

/** booked: the confirmation; moved, cancelled: a change; dayBefore, hourBefore: the reminders. */
export const BOOKING_MAILS = ['booked', 'moved', 'cancelled', 'dayBefore', 'hourBefore'] as const;
export type BookingMail = (typeof BOOKING_MAILS)[number];
export type BookingMailJob = { leadId: string; mail: BookingMail; startsAt: string };

export const enqueueBookingMails = (boss: PgBoss, tx: JobWriter, jobs: BookingMailJob[]) =>
  enqueueInTransaction(boss, BOOKING_MAIL_QUEUE, tx, jobs);
