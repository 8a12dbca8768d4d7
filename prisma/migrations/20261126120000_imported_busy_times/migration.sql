-- Busy times read from the advisor's own calendar (BOOKING_BUSY_ICS_URL), so her private
-- appointments keep those times off the booking page (docs/decisions/0057-calendar-in-the-inbox.md).
-- Each refresh replaces every row in one transaction; a failed refresh leaves the last ones.
CREATE TABLE "imported_busy_times" (
    "id" UUID NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "imported_busy_times_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "imported_busy_times_ends_after_start" CHECK ("ends_at" > "starts_at")
);
CREATE INDEX "imported_busy_times_ends_at_idx" ON "imported_busy_times"("ends_at");
