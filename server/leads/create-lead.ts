// Stores one validated request with its files and enqueues its emails in a single
// transaction: when this resolves, the lead, its documents and the jobs that will tell
// the advisor and the visitor are committed together, or none of them is.
import { randomUUID } from 'node:crypto';
import { fromPrisma, type PgBoss } from 'pg-boss';
import type { FormKey } from '../../common/forms/registry';
import type { Lang } from '../../common/forms/messages';
import type { Database } from '../db/prisma';
import { Prisma } from '../generated/prisma/client';
import { QUEUES, type MailJob } from '../jobs/queue';
import type { FieldCipher } from '../security/field-cipher';
import type { AcceptedFile } from './check-uploads';

export type NewLead = {
  formKey: FormKey;
  data: Record<string, unknown>;
  email: string | undefined;
  language: Lang;
  pagePath: string | undefined;
  utmSource: string | undefined;
  utmCampaign: string | undefined;
  idempotencyKey: string | undefined;
  files: AcceptedFile[];
};

export type LeadStore = { prisma: Database; boss: PgBoss; cipher: FieldCipher };

/** Fields stored encrypted; the BSN is the only one the forms collect (issue 8). */
const ENCRYPTED_FIELDS = ['bsn'] as const;

export async function createLead(store: LeadStore, lead: NewLead): Promise<{ id: string; duplicate: boolean }> {
  const id = randomUUID();
  const data = { ...lead.data };
  for (const field of ENCRYPTED_FIELDS) {
    if (typeof data[field] === 'string') data[field] = store.cipher.encrypt(data[field]);
  }
  try {
    await store.prisma.$transaction(async (tx) => {
      await tx.lead.create({
        data: {
          id,
          formType: lead.formKey,
          data: data as Prisma.InputJsonObject,
          email: lead.email,
          language: lead.language,
          pagePath: lead.pagePath,
          utmSource: lead.utmSource,
          utmCampaign: lead.utmCampaign,
          idempotencyKey: lead.idempotencyKey,
          confirmationState: lead.email ? 'PENDING' : 'NOT_NEEDED',
          files: { create: lead.files.map((file) => ({ id: randomUUID(), ...file, content: new Uint8Array(file.content) })) },
        },
        select: { id: true },
      });
      const job: MailJob = { leadId: id };
      const db = fromPrisma(tx);
      await store.boss.send(QUEUES.notifyAdvisor, job, { db, singletonKey: id });
      if (lead.email) await store.boss.send(QUEUES.confirmVisitor, job, { db, singletonKey: id });
    });
    return { id, duplicate: false };
  } catch (error) {
    // The same Idempotency-Key again (a double click, a network retry): answer with the
    // lead the first request stored, and store nothing new.
    if (lead.idempotencyKey && isUniqueViolation(error)) {
      const first = await store.prisma.lead.findUnique({
        where: { idempotencyKey: lead.idempotencyKey },
        select: { id: true },
      });
      if (first) return { id: first.id, duplicate: true };
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
