-- "To review" (docs/decisions/0043-to-review.md): a request that looks like a person's but
-- could not be proven (no proof because the browser could not fetch the challenge, or over its
-- network's budget) is held apart from spam, grouped by its source network on Today, and
-- summarised to the advisor; it sends nothing until she releases it.
ALTER TYPE "LeadStatus" ADD VALUE 'REVIEW' BEFORE 'SPAM';

-- AlterTable
-- The sender's network (/24 IPv4, /48 IPv6), kept only while the lead is held to review, to group a flood in one line.
ALTER TABLE "leads" ADD COLUMN "source_network" VARCHAR(50);
-- When the advisor's summary of held leads covered it (one email and push at most every 30 minutes).
ALTER TABLE "leads" ADD COLUMN "review_noticed_at" TIMESTAMPTZ(3);
