// What the inbox's insight view shows (server/inbox/insight.ts computes it, web/src/inbox/insight/
// draws it; the definitions are in docs/decisions/0030-inbox-insight.md). Spam is never counted.
import type { FormKey } from '../forms/registry';

/** Weeks shown, the current one included (Monday to Sunday, the firm's time zone). */
export const INSIGHT_WEEKS = 12;

export type Insight = {
  /** The Monday (YYYY-MM-DD) of each week shown, oldest first. */
  weeks: string[];
  /** Requests per service and week, aligned with `weeks`; services with none left out. `name`
   * is the service as the site names it, in the language asked for (server/leads/service-name.ts). */
  services: { formType: FormKey; name: string; perWeek: number[]; total: number }[];
  /** By campaign tags; empty strings when the request carried none. Most requests first. */
  campaigns: { source: string; campaign: string; count: number }[];
  /** By the site the visitor came from (its host); empty when none was known. Most first. */
  referrers: { site: string; count: number }[];
  /** Received in the weeks shown; of them, contacted (left "new"); of them, won. */
  funnel: { received: number; contacted: number; won: number };
  /** From receipt to the first status change away from "new", over the requests that had one. */
  firstContact: { medianMinutes: number | null; leads: number };
};
