-- Documents in chunks (docs/decisions/0041-uploads-slow-clients-and-memory.md): a document is
-- written from its temporary file and read back to the inbox one chunk of 64 KiB at a time, so
-- neither the intake nor a download ever holds a whole document, let alone a dozen, in memory.
-- Every document already stored moves into chunks of the same size here, byte for byte, before
-- its old column goes; an empty document keeps one empty chunk.
--
-- upload_chunks holds an upload's chunks between its checks and its lead's transaction, which
-- moves them into lead_file_chunks. UNLOGGED: nothing in it has been acknowledged yet, so a
-- crash may empty it (the visitor's request then fails and is sent again), and its bytes are
-- written to the WAL once, when they move.

-- CreateTable
CREATE TABLE "lead_file_chunks" (
    "file_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "lead_file_chunks_pkey" PRIMARY KEY ("file_id","position")
);

-- AddForeignKey
ALTER TABLE "lead_file_chunks" ADD CONSTRAINT "lead_file_chunks_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "lead_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- PDFs and photos are compressed already: PostgreSQL need not try again.
ALTER TABLE "lead_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;

-- Move the documents already stored
INSERT INTO "lead_file_chunks" ("file_id", "position", "data")
SELECT f."id", part, substring(f."content" FROM part * 65536 + 1 FOR 65536)
FROM "lead_files" f, generate_series(0, greatest(length(f."content") - 1, 0) / 65536) AS part;

-- AlterTable
ALTER TABLE "lead_files" DROP COLUMN "content";

-- CreateTable
CREATE UNLOGGED TABLE "upload_chunks" (
    "upload_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "upload_chunks_pkey" PRIMARY KEY ("upload_id","position")
);
ALTER TABLE "upload_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;

-- CreateIndex
CREATE INDEX "upload_chunks_created_at_idx" ON "upload_chunks"("created_at");
