// The inbox's keys, once: the handlers and the "?" dialog read them here.
import { LEAD_STATUSES, type LeadStatus } from '../../../../common/inbox/statuses';

export const KEYS = { next: 'j', previous: 'k', select: 'x', search: '/', note: 'n', help: '?' } as const;

/** 1 to 6, in the order of the status list (Nueva, Contactada, …). */
export const STATUS_KEYS: [key: string, status: LeadStatus][] = LEAD_STATUSES.map((status, index) => [
  String(index + 1),
  status,
]);
