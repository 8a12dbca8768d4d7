// What the advisor sees of the visitor's request page on a lead (docs/decisions/0062-visitor-reminders-and-revoked-links.md):
// whether her private links still open it, and the reminders she was sent while something was asked of her.
export type ReminderStoppedBy = 'visitor' | 'advisor';

export type VisitorPageState = {
  /** Links that still open her page (each email carries one of its own). */
  liveLinks: number;
  /** When her page was last opened, by any link. */
  lastOpenedAt: string | null;
  /** When the advisor last revoked her links. */
  revokedAt: string | null;
  reminders: {
    /** Each reminder sent: its day (3, 7, 14) counted from what was asked, and when it went. */
    sent: { day: number; at: string }[];
    /** Whether one would go on its day now: the request open, something asked of her, not stopped. */
    running: boolean;
    stoppedAt: string | null;
    stoppedBy: ReminderStoppedBy | null;
  };
};
