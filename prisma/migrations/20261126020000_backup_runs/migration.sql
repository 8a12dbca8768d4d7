-- Each backup run (scheduled or `npm run backup`): when, how it ended, where it went and how
-- large it was, so the inbox's System view, readiness and metrics can read the last backup
-- (server/backup/last-backup.ts, docs/DEPLOY.md "Backups"). Not itself backed up.

-- CreateEnum
CREATE TYPE "BackupOutcome" AS ENUM ('RUNNING', 'SUCCEEDED', 'FAILED');

-- CreateTable
CREATE TABLE "backup_runs" (
    "id" UUID NOT NULL,
    "trigger" VARCHAR(20) NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "outcome" "BackupOutcome" NOT NULL DEFAULT 'RUNNING',
    "locations" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "bytes" BIGINT,
    "error" TEXT,

    CONSTRAINT "backup_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "backup_runs_started_at_idx" ON "backup_runs"("started_at" DESC);
