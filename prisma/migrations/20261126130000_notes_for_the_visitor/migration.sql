-- A note is the advisor's private one, one she wrote for the visitor (shown on the visitor's
-- request page), or the visitor's own answer from that page (docs/decisions/0058-request-page.md).
CREATE TYPE "NoteKind" AS ENUM ('PRIVATE', 'FOR_VISITOR', 'FROM_VISITOR');
ALTER TABLE lead_notes ADD COLUMN kind "NoteKind" NOT NULL DEFAULT 'PRIVATE';
