-- Bulk actions in the inbox are audited per lead: a status change (spam and not spam
-- included) and an assignment, beside the existing view, export, erasure and BSN reveal
-- (docs/decisions/0028-inbox-layouts-keyboard-bulk.md).

-- AlterEnum
ALTER TYPE "AuditAction" ADD VALUE 'CHANGE_STATUS';
ALTER TYPE "AuditAction" ADD VALUE 'ASSIGN';
