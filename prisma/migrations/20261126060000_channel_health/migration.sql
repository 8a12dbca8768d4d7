-- How each way of reaching the advisor is doing (docs/decisions/0047-failure-alerts.md): the
-- last delivery that worked, since when it has been failing, and when she was last told of
-- that failure through the other channel. One row per channel ('email', 'push', 'digest');
-- every instance's workers write it, so the inbox's System view and the alerts see the same.
CREATE TABLE "channel_health" (
    "channel" VARCHAR(20) NOT NULL,
    "last_success_at" TIMESTAMPTZ(3),
    "last_failure_at" TIMESTAMPTZ(3),
    "failing_since" TIMESTAMPTZ(3),
    "last_error" VARCHAR(500),
    "alerted_at" TIMESTAMPTZ(3),

    CONSTRAINT "channel_health_pkey" PRIMARY KEY ("channel")
);
