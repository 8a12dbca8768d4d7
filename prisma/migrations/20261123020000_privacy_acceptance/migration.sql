-- The record of a visitor's agreement to the privacy policy (issue 8, point 6).
ALTER TABLE "leads" ADD COLUMN "privacy_accepted_at" TIMESTAMPTZ(3),
ADD COLUMN "privacy_policy_version" VARCHAR(40);
