// A lead as the lead writer hands it to createLeads (server/leads/create-lead.ts), for the tests
// of the batch itself: the contact form's answers, a bot-check verdict, a network.
import { randomBytes, randomUUID } from 'node:crypto';
import { FORMS } from '../../common/forms/registry';
import type { BotVerdict, ProofUse } from '../../server/leads/bot-check';
import type { NewLead } from '../../server/leads/create-lead';
import { VALID_FORM_DATA } from '../fixtures/form-examples';

/** A proof that passed the checks needing no database (its key is the challenge's signature). */
export const proofUse = (): ProofUse => ({
  key: randomBytes(32).toString('hex'),
  expiresAtSeconds: Math.floor(Date.now() / 1000) + 600,
});
export const newProof = (): BotVerdict => ({ proof: proofUse() });

/** `idempotencyKey`: a new one unless given, `undefined` included (a request sent without). */
export function batchLead(
  botCheck: BotVerdict,
  options: { idempotencyKey?: string | undefined; pagePath?: string; network?: string } = {},
): NewLead {
  const { pagePath = '/es/contacto', network = '192.0.2.0/24' } = options;
  const idempotencyKey = 'idempotencyKey' in options ? options.idempotencyKey : randomUUID();
  return {
    formKey: 'contact',
    data: FORMS.contact.schema.parse(VALID_FORM_DATA.contact),
    email: 'batch@example.test',
    language: 'es',
    pagePath,
    utmSource: undefined,
    utmCampaign: undefined,
    idempotencyKey,
    files: [],
    botCheck,
    network,
  };
}
