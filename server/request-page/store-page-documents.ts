// Documents sent from a request page, stored on the lead as a form's are
// (docs/decisions/0061-documents-from-the-request-page.md): their bytes staged first, then in one
// transaction the files, the single use of the proof, the advisor's push and the follow-up day of
// today, so what the page answers "received" is committed with the news of it. The lead's row is
// locked for the transaction, so two pages sending the last two documents at once still tell the
// advisor "complete" once.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { FormKey } from '../../common/forms/registry';
import { documentCount, type Answers } from '../../common/services/documents';
import type { Database } from '../db/prisma';
import type { Prisma } from '../generated/prisma/client';
import type { PushReason } from '../jobs/push-queue';
import type { BotVerdict } from '../leads/bot-check';
import type { AcceptedFile } from '../leads/check-uploads';
import { claimProofs } from '../leads/claim-proofs';
import { dropStagedContent, moveStagedContent, stageFileContent, type StagedContent } from '../leads/lead-file-content';
import { tellAdvisor } from './tell-advisor';

/** `held`: kept for the advisor to check before it counts, with the bot check's reason. */
export type PageDocumentsOutcome = { held: string | undefined };

export async function storePageDocuments(
  { prisma, pool, boss }: { prisma: Database; pool: pg.Pool; boss: PgBoss },
  leadId: string,
  files: AcceptedFile[],
  verdict: BotVerdict,
): Promise<PageDocumentsOutcome> {
  const staged: (Omit<AcceptedFile, 'path'> & StagedContent)[] = [];
  try {
    for (const { path, ...file } of files) staged.push({ ...file, ...(await stageFileContent(pool, path)) });
    return await prisma.$transaction(async (tx) => {
      const [lead] = await tx.$queryRaw<{ form_type: FormKey; data: Answers; complete: boolean }[]>`
        SELECT form_type, data, documents_complete_at IS NOT NULL AS complete FROM leads
        WHERE id = ${leadId}::uuid FOR UPDATE`;
      if (!lead) throw new Error('lead erased while its documents arrived');
      const held = await heldReason(tx, verdict);
      const rows = staged.map(({ uploadId, chunks, ...file }) => ({
        row: { id: randomUUID(), leadId, ...file, heldReason: held ?? null },
        content: { uploadId, chunks },
      }));
      await tx.leadFile.createMany({ data: rows.map(({ row }) => row) });
      await moveStagedContent(
        tx,
        rows.map(({ row, content }) => ({ fileId: row.id, ...content })),
      );
      // Spam's reasons (a filled honeypot, a forged or replayed proof) are kept on the lead and
      // told to nobody, as the forms' spam; only her sending without a proof is news.
      let reason: PushReason | undefined = held === undefined ? 'documentsReceived' : undefined;
      if (held === 'unproven') reason = 'documentsHeld';
      if (held === undefined && !lead.complete) {
        const counted = await tx.leadFile.findMany({ where: { leadId, heldReason: null }, select: { field: true } });
        const count = documentCount(lead.form_type, lead.data, counted);
        if (count && count.received === count.needed) {
          await tx.$executeRaw`UPDATE leads SET documents_complete_at = now() WHERE id = ${leadId}::uuid`;
          reason = 'documentsComplete';
        }
      }
      if (reason) await tellAdvisor(tx, boss, leadId, reason);
      return { held };
    });
  } finally {
    // Moved by the commit, or left by a failure: whatever is left goes (the sweep at start takes the rest).
    await dropStagedContent(
      pool,
      staged.map((file) => file.uploadId),
    ).catch(() => undefined);
  }
}

/** The proof is used up with the documents; without one that passes, they are held with the reason. */
async function heldReason(tx: Prisma.TransactionClient, verdict: BotVerdict): Promise<string | undefined> {
  if ('reviewReason' in verdict) return verdict.reviewReason;
  // No proof at all: her browser ran no script (the page has no other way to prove itself).
  if ('spamReason' in verdict) return verdict.spamReason === 'no-proof' ? 'unproven' : verdict.spamReason;
  const [claimed] = await claimProofs(tx, [{ proof: verdict.proof, submission: undefined }]);
  return claimed ? undefined : 'replayed';
}
