-- The lead inbox (docs/decisions/0005-lead-inbox.md): advisors and their sessions, status history, notes, follow-up
-- and assignment on leads, and the audit log.

-- CreateEnum
CREATE TYPE "AuditAction" AS ENUM ('VIEW', 'EXPORT', 'DELETE', 'REVEAL_BSN');

-- AlterTable
ALTER TABLE "leads" ADD COLUMN "follow_up_on" DATE,
ADD COLUMN "assignee_id" UUID;

-- CreateTable
CREATE TABLE "advisors" (
    "id" UUID NOT NULL,
    "email" VARCHAR(320) NOT NULL,
    "password_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_login_at" TIMESTAMPTZ(3),

    CONSTRAINT "advisors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "advisor_sessions" (
    "id" CHAR(64) NOT NULL,
    "advisor_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "advisor_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_status_changes" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "advisor_id" UUID,
    "from_status" "LeadStatus" NOT NULL,
    "to_status" "LeadStatus" NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_notes" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "author_id" UUID,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "advisor_id" UUID,
    "actor" VARCHAR(320) NOT NULL,
    "action" "AuditAction" NOT NULL,
    "lead_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "leads_follow_up_on_idx" ON "leads"("follow_up_on");

-- CreateIndex
CREATE UNIQUE INDEX "advisors_email_key" ON "advisors"("email");

-- CreateIndex
CREATE INDEX "advisor_sessions_advisor_id_idx" ON "advisor_sessions"("advisor_id");

-- CreateIndex
CREATE INDEX "advisor_sessions_expires_at_idx" ON "advisor_sessions"("expires_at");

-- CreateIndex
CREATE INDEX "lead_status_changes_lead_id_changed_at_idx" ON "lead_status_changes"("lead_id", "changed_at");

-- CreateIndex
CREATE INDEX "lead_notes_lead_id_created_at_idx" ON "lead_notes"("lead_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_log_lead_id_idx" ON "audit_log"("lead_id");

-- CreateIndex
CREATE INDEX "audit_log_created_at_idx" ON "audit_log"("created_at");

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "advisors"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "advisor_sessions" ADD CONSTRAINT "advisor_sessions_advisor_id_fkey" FOREIGN KEY ("advisor_id") REFERENCES "advisors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_advisor_id_fkey" FOREIGN KEY ("advisor_id") REFERENCES "advisors"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "advisors"("id") ON DELETE SET NULL ON UPDATE CASCADE;
