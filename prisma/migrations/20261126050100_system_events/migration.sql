-- Trouble the server meets that no visitor can fix and the advisor must hear of, one row per
-- kind, counted (docs/decisions/0041-uploads-slow-clients-and-memory.md): today the upload disk
-- running full. Whatever tells the advisor reads `last_at` against `told_at`.

-- CreateTable
CREATE TABLE "system_events" (
    "kind" VARCHAR(40) NOT NULL,
    "first_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "occurrences" INTEGER NOT NULL DEFAULT 1,
    "told_at" TIMESTAMPTZ(3),

    CONSTRAINT "system_events_pkey" PRIMARY KEY ("kind")
);
