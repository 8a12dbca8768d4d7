-- A short reference for every lead (APB-1042, formatted in common/leads/lead-reference.ts),
-- from a sequence so it is unique and grows with arrival. Leads already stored get theirs
-- in the order they arrived; numbers start at 1001 so a reference is never a tiny number.

-- AlterTable
ALTER TABLE "leads" ADD COLUMN "reference_number" INTEGER;

UPDATE "leads" AS l SET "reference_number" = 1000 + ordered.n
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "leads") AS ordered
WHERE ordered."id" = l."id";

CREATE SEQUENCE "leads_reference_number_seq" AS INTEGER START WITH 1001 OWNED BY "leads"."reference_number";
SELECT setval('"leads_reference_number_seq"', coalesce(max("reference_number"), 1000)) FROM "leads";

ALTER TABLE "leads" ALTER COLUMN "reference_number" SET DEFAULT nextval('"leads_reference_number_seq"'),
ALTER COLUMN "reference_number" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "leads_reference_number_key" ON "leads"("reference_number");
