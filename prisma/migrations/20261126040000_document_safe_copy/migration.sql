-- The disarmed copy of a PDF or photo (docs/decisions/0039-hostile-pdfs.md): pages rendered to
-- pictures in a new PDF, photos re-encoded. Made the first time the advisor opens the document,
-- kept beside the original so that later views cost nothing; erased with it.

-- AlterTable
ALTER TABLE "lead_files" ADD COLUMN "safe_copy" BYTEA;
