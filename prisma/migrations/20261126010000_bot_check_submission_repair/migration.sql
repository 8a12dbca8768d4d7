-- An install that applied the first version of 20261124100000_bot_check has no
-- bot_check_uses.submission (the applier accepts that version's checksum: prisma/landed-migrations.json,
-- docs/decisions/0034-migrations-never-change.md). Everywhere else the column exists and this does nothing.
ALTER TABLE "bot_check_uses" ADD COLUMN IF NOT EXISTS "submission" VARCHAR(200);
