// The inbox's plain values: the statuses of a lead (prisma/schema.prisma enum LeadStatus) in
// the order the advisor works through them, and sizes. No zod here, so the inbox UI can
// import them without the library; the schemas in this folder use them too.
// REVIEW: held by the bot check as a person's but unproven (docs/decisions/0043-to-review.md).
export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'IN_PROGRESS', 'WON', 'LOST', 'REVIEW', 'SPAM'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Rows per page of the inbox list. */
export const PAGE_SIZE = 25;

/** "Every lead matching the filter" in one bulk action: a year of leads and more, in one transaction. */
export const BULK_MAX_MATCHING = 5000;

/** The longest private note. */
export const NOTE_MAX_LENGTH = 5000;
