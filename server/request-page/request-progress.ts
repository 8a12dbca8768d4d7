// Where a request stands, as its visitor reads it on her page (docs/decisions/0058-request-page.md):
// received → being worked on → waiting for her → done, each with the day it was reached. Nothing
// here is a status the advisor sets for the visitor: "being worked on" and "done" follow the
// lead's status changes, and "waiting for her" is derived from what is still missing.
import type { LeadStatus } from '../../common/inbox/statuses';

export const PROGRESS_STEPS = ['received', 'working', 'waiting', 'done'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** A step as the page shows it: reached (with its day), the current one, or still ahead. */
export type ProgressEntry = { step: ProgressStep; state: 'reached' | 'current' | 'ahead'; at?: Date; closed?: true };

const WORKING: readonly LeadStatus[] = ['CONTACTED', 'IN_PROGRESS'];
const DONE: readonly LeadStatus[] = ['WON', 'LOST'];

export type ProgressFacts = {
  createdAt: Date;
  status: LeadStatus;
  /** The lead's status changes, oldest first. */
  changes: readonly { toStatus: LeadStatus; changedAt: Date }[];
  /** Since when something is asked of her (a document or an answer), undefined when nothing is. */
  waitingSince?: Date;
};

export function requestProgress({ createdAt, status, changes, waitingSince }: ProgressFacts): ProgressEntry[] {
  const firstTo = (statuses: readonly LeadStatus[]) => changes.find((change) => statuses.includes(change.toStatus));
  const lastTo = (statuses: readonly LeadStatus[]) => changes.findLast((change) => statuses.includes(change.toStatus));
  const done = DONE.includes(status);
  const working = done || WORKING.includes(status);
  const waiting = !done && waitingSince !== undefined;
  const current: ProgressStep = done ? 'done' : waiting ? 'waiting' : working ? 'working' : 'received';
  const workingAt = working ? (firstTo(WORKING) ?? firstTo(DONE))?.changedAt : undefined;
  const at: Record<ProgressStep, Date | undefined> = {
    received: createdAt,
    working: workingAt,
    // Waiting starts when both hold: the request is in hand and something is asked of her.
    waiting: waiting ? new Date(Math.max(waitingSince.getTime(), workingAt?.getTime() ?? 0)) : undefined,
    done: done ? lastTo(DONE)?.changedAt : undefined,
  };
  const order = PROGRESS_STEPS.indexOf(current);
  return PROGRESS_STEPS.filter(
    (step) => step !== 'waiting' || waiting || order < PROGRESS_STEPS.indexOf('waiting'),
  ).map((step): ProgressEntry => {
    const index = PROGRESS_STEPS.indexOf(step);
    const state = step === current ? 'current' : index < order ? 'reached' : 'ahead';
    return {
      step,
      state,
      ...(state !== 'ahead' && at[step] && { at: at[step] }),
      ...(step === 'done' && status === 'LOST' && { closed: true as const }),
    };
  });
}
