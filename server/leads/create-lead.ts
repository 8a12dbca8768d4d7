// Stores validated requests with their files and enqueues their emails in one
// transaction: when this resolves, each lead, its documents and the jobs that will tell
// the advisor and the visitor are committed together, or none of them is. It takes many
// leads at once so that lead-writer.ts can commit concurrent requests together.
import { randomUUID } from 'node:crypto';
import { fromPrisma, type PgBoss } from 'pg-boss';
import { PRIVACY_POLICY_VERSION } from '../../common/business';
import { FORMS, type FormDefinition, type FormKey } from '../../common/forms/registry';
import type { Lang } from '../../common/lang';
import type { Database } from '../db/prisma';
import type { Prisma } from '../generated/prisma/client';
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

export type StoredLead = { id: string; duplicate: boolean };
export type LeadStore = { prisma: Database; boss: PgBoss; cipher: FieldCipher };

/** Fields stored encrypted; the BSN is the only one the forms collect (issue 8). */
const ENCRYPTED_FIELDS = ['bsn'] as const;

/** The policy version the visitor agreed to, on forms with the box (the schema requires it ticked). */
function privacyAcceptance(lead: NewLead) {
  const field = (FORMS[lead.formKey] as FormDefinition).privacyField;
  return field && lead.data[field] === true ? { privacyAcceptedAt: new Date(), privacyPolicyVersion: PRIVACY_POLICY_VERSION } : {};
}

export async function createLeads(store: LeadStore, leads: NewLead[]): Promise<StoredLead[]> {
  const rows = leads.map((lead) => ({ id: randomUUID(), lead }));
  return store.prisma.$transaction(async (tx) => {
    // A repeated Idempotency-Key (a double click, a network retry) inserts nothing: the
    // unique index skips it, and the lookup below answers with the first request's lead.
    const inserted = await tx.lead.createManyAndReturn({
      data: rows.map(({ id, lead }) => ({
        id,
        formType: lead.formKey,
        data: encrypted(store.cipher, lead.data) as Prisma.InputJsonObject,
        email: lead.email,
        language: lead.language,
        pagePath: lead.pagePath,
        utmSource: lead.utmSource,
        utmCampaign: lead.utmCampaign,
        idempotencyKey: lead.idempotencyKey,
        confirmationState: lead.email ? 'PENDING' : 'NOT_NEEDED',
        ...privacyAcceptance(lead),
      })),
      skipDuplicates: true,
      select: { id: true },
    });
    const insertedIds = new Set(inserted.map((row) => row.id));
    const fresh = rows.filter(({ id }) => insertedIds.has(id));

    const files = fresh.flatMap(({ id, lead }) =>
      lead.files.map((file) => ({ id: randomUUID(), leadId: id, ...file, content: new Uint8Array(file.content) })),
    );
    if (files.length > 0) await tx.leadFile.createMany({ data: files });

    const db = fromPrisma(tx);
    const job = (leadId: string, mail: MailJob['mail']) => ({
      data: { leadId, mail } satisfies MailJob,
      singletonKey: `${leadId}:${mail}`,
    });
    const jobs = fresh.flatMap(({ id, lead }) => (lead.email ? [job(id, 'advisor'), job(id, 'confirmation')] : [job(id, 'advisor')]));
    if (jobs.length > 0) await store.boss.insert(QUEUES.leadMail, jobs, { db });

    const repeatedKeys = rows.filter(({ id }) => !insertedIds.has(id)).map(({ lead }) => lead.idempotencyKey!);
    const firstIds = new Map(
      repeatedKeys.length === 0
        ? []
        : (
            await tx.lead.findMany({
              where: { idempotencyKey: { in: repeatedKeys } },
              select: { id: true, idempotencyKey: true },
            })
          ).map((row) => [row.idempotencyKey, row.id]),
    );
    return rows.map(({ id, lead }) =>
      insertedIds.has(id) ? { id, duplicate: false } : { id: firstIds.get(lead.idempotencyKey!)!, duplicate: true },
    );
  });
}

function encrypted(cipher: FieldCipher, data: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...data };
  for (const field of ENCRYPTED_FIELDS) {
    if (typeof copy[field] === 'string') copy[field] = cipher.encrypt(copy[field]);
  }
  return copy;
}
