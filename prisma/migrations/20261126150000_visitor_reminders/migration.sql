-- Reminders to the visitor while documents or an answer asked of her are missing, on days 3, 7
-- and 14 (docs/decisions/0062-visitor-reminders-and-revoked-links.md). Each row claims one
-- reminder of one series: the series is counted from `anchored_at` (the request, or the
-- advisor's latest question for her), and the primary key lets only one process claim a day of
-- it, whatever runs or restarts. `sent_at` is set once the email went; a row without it was
-- passed over (a later day was due) or dropped (nothing was missing any more when it was sent).
CREATE TABLE "visitor_reminders" (
    "lead_id" UUID NOT NULL,
    "anchored_at" TIMESTAMPTZ(3) NOT NULL,
    "day" SMALLINT NOT NULL,
    "claimed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "visitor_reminders_pkey" PRIMARY KEY ("lead_id", "anchored_at", "day")
);
-- Erasing a lead (and retention) takes its reminders along.
ALTER TABLE "visitor_reminders" ADD CONSTRAINT "visitor_reminders_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- She (from her page or her mail app's unsubscribe) or the advisor stopped the reminders.
ALTER TABLE "leads" ADD COLUMN "reminders_stopped_at" TIMESTAMPTZ(3);
ALTER TABLE "leads" ADD COLUMN "reminders_stopped_by" VARCHAR(10);
