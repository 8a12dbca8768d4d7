-- "Keep me signed in on this device": one row per remembered browser, holding the SHA-256 of
-- its current rotating token (and of the one before, for a few seconds); sessions it opens
-- end with it.

-- CreateTable
CREATE TABLE "remembered_devices" (
    "id" UUID NOT NULL,
    "advisor_id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "previous_hash" CHAR(64),
    "rotated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_agent" VARCHAR(500) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "remembered_devices_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "advisor_sessions" ADD COLUMN "device_id" UUID;

-- CreateIndex
CREATE INDEX "remembered_devices_advisor_id_idx" ON "remembered_devices"("advisor_id");

-- CreateIndex
CREATE INDEX "advisor_sessions_device_id_idx" ON "advisor_sessions"("device_id");

-- AddForeignKey
ALTER TABLE "remembered_devices" ADD CONSTRAINT "remembered_devices_advisor_id_fkey" FOREIGN KEY ("advisor_id") REFERENCES "advisors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "advisor_sessions" ADD CONSTRAINT "advisor_sessions_device_id_fkey" FOREIGN KEY ("device_id") REFERENCES "remembered_devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;
