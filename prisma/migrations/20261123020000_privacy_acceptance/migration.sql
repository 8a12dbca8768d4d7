-- The record of a visitor's agreement to the privacy policy (docs/SECURITY.md, "Privacy records").
ALTER TABLE "leads" ADD COLUMN "privacy_accepted_at" TIMESTAMPTZ(3),
ADD COLUMN "privacy_policy_version" VARCHAR(40);
