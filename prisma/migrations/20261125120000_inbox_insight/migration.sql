-- Where a request came from, on every form (docs/decisions/0030-inbox-insight.md): the rest of
-- the campaign tags beside utm_source/utm_campaign, and the page the visitor came from.
ALTER TABLE "leads" ADD COLUMN "utm_medium" VARCHAR(200),
ADD COLUMN "utm_term" VARCHAR(200),
ADD COLUMN "utm_content" VARCHAR(200),
ADD COLUMN "referrer" VARCHAR(500);

-- The inbox search (server/inbox/lead-query.ts) is "contains" over name, email and phone:
-- trigram indexes answer ILIKE '%…%' without reading every lead. pg_trgm ships with
-- PostgreSQL's contrib, which the embedded server includes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING GIN ("email" gin_trgm_ops);
CREATE INDEX "leads_phone_e164_trgm_idx" ON "leads" USING GIN ("phone_e164" gin_trgm_ops);

-- Expression indexes Prisma's schema cannot describe (tests/setup/schema-drift.ts lists them):
-- each is the very expression the search compares, or PostgreSQL would not use it.
CREATE INDEX "leads_search_name_idx" ON "leads" USING GIN ((nullif(trim("data"->>'nombreCompleto'), '')) gin_trgm_ops);
CREATE INDEX "leads_search_phone_idx" ON "leads" USING GIN ((coalesce("data"->>'telefono', "data"->>'whatsapp')) gin_trgm_ops);
CREATE INDEX "leads_search_phone_digits_idx" ON "leads" USING GIN (
  (regexp_replace(coalesce(coalesce("data"->>'telefono', "data"->>'whatsapp'), ''), '\D', '', 'g')) gin_trgm_ops);
