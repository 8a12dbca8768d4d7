-- The bot check and flood control (docs/decisions/0021-bot-check.md): why a lead was held
-- as spam, the proof-of-work solutions already used, and the visitor confirmations sent
-- per recipient address and day.
ALTER TABLE "leads" ADD COLUMN "spam_reason" VARCHAR(40);

CREATE TABLE "bot_check_uses" (
    "key" CHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "submission" VARCHAR(200),

    CONSTRAINT "bot_check_uses_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "bot_check_uses_expires_at_idx" ON "bot_check_uses"("expires_at");
-- A used solution matters only until its challenge expires (minutes); an unlogged table
-- costs no flush to disk per submission. After a crash PostgreSQL empties it, which lets a
-- solution of the last minutes be used once more: a spam lead at worst, never a lost one.
ALTER TABLE "bot_check_uses" SET UNLOGGED;

CREATE TABLE "confirmation_quota" (
    "recipient" VARCHAR(254) NOT NULL,
    "day" DATE NOT NULL,
    "lead_ids" UUID[] NOT NULL,

    CONSTRAINT "confirmation_quota_pkey" PRIMARY KEY ("recipient","day")
);
