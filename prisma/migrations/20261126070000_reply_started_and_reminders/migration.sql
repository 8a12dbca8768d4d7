-- A reply the advisor started from her email or a push (WhatsApp, call, email), recorded by
-- the redirect those links go through (server/replies/reply-links.ts). Never a status change:
-- mail scanners open links too, so it only offers "mark as contacted" in the inbox
-- (docs/decisions/0037-today-reply-started-reminders.md).
ALTER TABLE "leads" ADD COLUMN "reply_started_at" TIMESTAMPTZ(3),
ADD COLUMN "reply_started_via" VARCHAR(10),
-- The advisor's push reminders, each sent once (server/reminders/): an hour before the
-- reply time promised to the visitor, and on the morning a follow-up day comes.
ADD COLUMN "reply_reminded_at" TIMESTAMPTZ(3),
ADD COLUMN "follow_up_reminded_on" DATE;
