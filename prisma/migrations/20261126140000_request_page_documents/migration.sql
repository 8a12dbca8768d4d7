-- Documents sent from the visitor's request page (docs/decisions/0061-documents-from-the-request-page.md).
-- A document sent without a valid proof of the bot check is kept, held for the advisor to accept:
-- its reason, as the bot check names it; null for every document that counts.
ALTER TABLE lead_files ADD COLUMN held_reason VARCHAR(40);
-- When every document the request needs had arrived: the advisor is told once.
ALTER TABLE leads ADD COLUMN documents_complete_at TIMESTAMPTZ(3);
