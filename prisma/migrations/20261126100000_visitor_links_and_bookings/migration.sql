-- The visitor's private links (docs/decisions/0050-visitor-links-and-bookings.md): one request
-- page per lead, reached by a long random token that only the visitor holds. Only its SHA-256
-- is stored, so a copy of the database opens no request page. A lead may have several (the
-- confirmation screen's, each email's, a lost-link email's); the advisor revokes them all at once.
CREATE TABLE "visitor_links" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "token_hash" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),
    "last_used_at" TIMESTAMPTZ(3),

    CONSTRAINT "visitor_links_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "visitor_links_token_hash_key" ON "visitor_links"("token_hash");
CREATE INDEX "visitor_links_lead_id_idx" ON "visitor_links"("lead_id");
-- Erasing a lead (and retention) takes its links along.
ALTER TABLE "visitor_links" ADD CONSTRAINT "visitor_links_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A call booked on the site is a lead with a time: one booking per lead, moved in place.
CREATE TYPE "BookingKind" AS ENUM ('FREE_CONSULTATION', 'URGENT_VIDEO');
CREATE TABLE "bookings" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "kind" "BookingKind" NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    -- Cancelled by the visitor or the advisor; the time is free again.
    "cancelled_at" TIMESTAMPTZ(3),
    "cancelled_by" VARCHAR(10),
    -- Each reminder once per time: cleared when the booking moves.
    "visitor_day_reminded_at" TIMESTAMPTZ(3),
    "visitor_hour_reminded_at" TIMESTAMPTZ(3),
    "advisor_reminded_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "bookings_ends_after_start" CHECK ("ends_at" > "starts_at"),
    -- One time is never sold twice: the database itself refuses an overlapping live booking,
    -- whichever process or retry asks (a half-open range, so back-to-back calls fit).
    CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("cancelled_at" IS NULL)
);
CREATE UNIQUE INDEX "bookings_lead_id_key" ON "bookings"("lead_id");
CREATE INDEX "bookings_starts_at_idx" ON "bookings"("starts_at");
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Times the advisor is not available (holidays, appointments): no slot is offered inside one.
CREATE TABLE "calendar_blocks" (
    "id" UUID NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "note" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_blocks_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "calendar_blocks_ends_after_start" CHECK ("ends_at" > "starts_at")
);
CREATE INDEX "calendar_blocks_ends_at_idx" ON "calendar_blocks"("ends_at");

-- The advisor's private calendar feed (an ICS address her phone subscribes to): only the
-- token's SHA-256 is kept; a new one revokes the old.
CREATE TABLE "calendar_feeds" (
    "id" UUID NOT NULL,
    "token_hash" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds"("token_hash");
