// One lead's complete data as JSON, for a person's access request: everything stored about
// it, its answers through the lead read model (the BSN masked, docs/SECURITY.md), documents
// included (base64, written a chunk at a time as the database gives them), notes and status
// history. Audited.
import type { Response } from 'express';
import type { SignedInAdvisor } from '../../auth/sessions';
import type { Database } from '../../db/prisma';
import { AppError } from '../../errors';
import { fileContent } from '../../leads/lead-file-content';
import { openAnswers } from '../../leads/lead-read-model';
import type { FieldCipher } from '../../security/field-cipher';
import { audit } from '../../leads/audit';

export async function sendLeadJson(
  prisma: Database,
  cipher: FieldCipher,
  advisor: SignedInAdvisor,
  id: string,
  res: Response,
) {
  const lead = await prisma.lead.findUnique({
    where: { id },
    select: {
      id: true,
      referenceNumber: true,
      formType: true,
      data: true,
      email: true,
      language: true,
      pagePath: true,
      utmSource: true,
      utmCampaign: true,
      status: true,
      notificationState: true,
      notifiedAt: true,
      confirmationState: true,
      privacyAcceptedAt: true,
      privacyPolicyVersion: true,
      followUpOn: true,
      createdAt: true,
      updatedAt: true,
      files: {
        select: {
          field: true,
          originalName: true,
          mimeType: true,
          size: true,
          sha256: true,
          createdAt: true,
          id: true,
        },
      },
      statusChanges: { select: { fromStatus: true, toStatus: true, changedAt: true }, orderBy: { changedAt: 'asc' } },
      notes: { select: { body: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
    },
  });
  if (!lead) throw new AppError('notFound', 'inbox.notFound');
  await audit(prisma, advisor, 'EXPORT', [id]);
  const { files, ...rest } = lead;
  const head = JSON.stringify({
    exportedAt: new Date().toISOString(),
    ...rest,
    data: openAnswers(cipher, lead.formType, lead.data as Record<string, unknown>, 'inbox'),
  });
  res.attachment(`lead-${id}.json`);
  res.write(`${head.slice(0, -1)},"files":[`);
  for (const [index, { id: fileId, ...file }] of files.entries()) {
    res.write(`${index > 0 ? ',' : ''}${JSON.stringify(file).slice(0, -1)},"contentBase64":"`);
    for await (const text of base64(fileContent(prisma, fileId))) {
      if (!res.write(text)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.write('"}');
  }
  res.end(']}');
}

/** Base64 of a byte stream, chunk by chunk: each piece encodes whole groups of three bytes and
 * carries the rest over, so the pieces join into the base64 of the whole. */
async function* base64(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    const bytes = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 3);
    yield bytes.subarray(0, whole).toString('base64');
    rest = bytes.subarray(whole);
  }
  yield rest.toString('base64');
}
