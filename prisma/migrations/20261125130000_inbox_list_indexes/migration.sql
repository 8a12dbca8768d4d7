-- The inbox list at volume (docs/decisions/0031-inbox-list-at-volume.md): indexes in the list's
-- own order (created_at DESC, then id to break ties), one per way she narrows it, so a page is
-- read in order and stops at its end, and the counts per status come from an index alone.

-- DropIndex
DROP INDEX "leads_created_at_idx";
DROP INDEX "leads_status_created_at_idx";

-- CreateIndex
CREATE INDEX "leads_created_at_id_idx" ON "leads"("created_at" DESC, "id");
CREATE INDEX "leads_status_created_at_id_idx" ON "leads"("status", "created_at" DESC, "id");
CREATE INDEX "leads_form_type_status_created_at_id_idx" ON "leads"("form_type", "status", "created_at" DESC, "id");
