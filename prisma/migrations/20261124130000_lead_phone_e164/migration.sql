-- One person, one view: the visitor's phone in E.164 beside the number as typed (which stays
-- in data), indexed for search and for linking a person's requests. Existing rows are filled
-- in at start by server/leads/backfill-phones.ts (libphonenumber-js, not SQL, parses them).

-- AlterTable
ALTER TABLE "leads" ADD COLUMN "phone_e164" VARCHAR(16);

-- CreateIndex
CREATE INDEX "leads_phone_e164_idx" ON "leads"("phone_e164");

-- The housing form sends the full name in nombreCompleto and the surname again in apellidos;
-- a full name that lacks the surname gets it once (common/forms/fields.ts, rule fullName).
UPDATE "leads"
SET "data" = jsonb_set("data", '{nombreCompleto}', to_jsonb(trim(("data"->>'nombreCompleto') || ' ' || ("data"->>'apellidos'))))
WHERE "form_type" = 'housingSearch'
  AND coalesce("data"->>'apellidos', '') <> ''
  AND right(lower(trim("data"->>'nombreCompleto')), length(trim("data"->>'apellidos'))) <> lower(trim("data"->>'apellidos'));
