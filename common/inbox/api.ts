// What the inbox API answers (server/inbox/) and the inbox UI (web/src/inbox/) reads.
import type { FormKey } from '../forms/registry';
import type { Lang } from '../lang';
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
};

export type LeadList = {
  leads: LeadRow[];
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
  files: { id: string; field: string; name: string; type: string; size: number }[];
  history: { from: LeadStatus; to: LeadStatus; at: string; by: string | null }[];
  notes: { id: string; body: string; at: string; by: string | null }[];
  assigneeId: string | null;
};

export type AdvisorSummary = { id: string; email: string };
export type SessionInfo = { email: string; id: string };
