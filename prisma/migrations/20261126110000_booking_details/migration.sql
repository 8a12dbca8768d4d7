-- What a booking made on the site keeps beside its time (docs/decisions/0055-booking-on-the-site.md):
-- the network it was made from (/24 IPv4, /48 IPv6: server/security/source-network.ts, never an
-- address), so one network holds at most a few calls still to come (BOOKING.futurePerPerson in
-- common/business.ts); the visitor's time zone as her browser named it, so her emails give the
-- time on her clock beside Amsterdam's; and the calendar invitation's sequence, raised at each
-- move or cancellation so her calendar replaces the event it holds (RFC 5546).
ALTER TABLE "bookings" ADD COLUMN "source_network" VARCHAR(50);
ALTER TABLE "bookings" ADD COLUMN "visitor_time_zone" VARCHAR(64);
ALTER TABLE "bookings" ADD COLUMN "invite_sequence" INTEGER NOT NULL DEFAULT 0;
