-- CreateEnum
CREATE TYPE "LeadStatus" AS ENUM ('NEW', 'CONTACTED', 'IN_PROGRESS', 'WON', 'LOST', 'SPAM');

-- CreateEnum
CREATE TYPE "DeliveryState" AS ENUM ('PENDING', 'RETRYING', 'SENT', 'FAILED', 'NOT_NEEDED');

-- CreateTable
CREATE TABLE "leads" (
    "id" UUID NOT NULL,
    "form_type" VARCHAR(40) NOT NULL,
    "data" JSONB NOT NULL,
    "email" VARCHAR(254),
    "language" VARCHAR(2) NOT NULL,
    "page_path" VARCHAR(500),
    "utm_source" VARCHAR(200),
    "utm_campaign" VARCHAR(200),
    "idempotency_key" VARCHAR(200),
    "status" "LeadStatus" NOT NULL DEFAULT 'NEW',
    "notification_state" "DeliveryState" NOT NULL DEFAULT 'PENDING',
    "notification_tries" INTEGER NOT NULL DEFAULT 0,
    "notification_error" TEXT,
    "notified_at" TIMESTAMPTZ(3),
    "confirmation_state" "DeliveryState" NOT NULL DEFAULT 'PENDING',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "leads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_files" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "field" VARCHAR(40) NOT NULL,
    "original_name" VARCHAR(255) NOT NULL,
    "mime_type" VARCHAR(100) NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "content" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "leads_idempotency_key_key" ON "leads"("idempotency_key");

-- CreateIndex
CREATE INDEX "leads_created_at_idx" ON "leads"("created_at" DESC);

-- CreateIndex
CREATE INDEX "leads_status_created_at_idx" ON "leads"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "leads_notification_state_idx" ON "leads"("notification_state");

-- CreateIndex
CREATE INDEX "lead_files_lead_id_idx" ON "lead_files"("lead_id");

-- AddForeignKey
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;
