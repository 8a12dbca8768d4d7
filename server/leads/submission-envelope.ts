// The body of POST /functions/send-form-email as the server accepts it. Everything beyond
// formType/formData/userEmail is optional context the original did not send; old clients
// keep working without it, and a bad optional value is dropped rather than refused.
import { z } from 'zod';
import { BOT_CHECK_FIELD, HONEYPOT_FIELD } from '../../common/api/submission';
import { isStorableText } from '../../common/forms/checks';

const optionalShortText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isStorableText)
    .optional()
    .catch(undefined)
    .transform((value) => (value ? value : undefined));

export const SubmissionEnvelopeSchema = z.object({
  formType: z.string().trim().max(60),
  formData: z.record(z.string(), z.unknown()),
  userEmail: optionalShortText(254),
  language: z.enum(['es', 'en']).optional().catch(undefined),
  pagePath: optionalShortText(500)
    .refine((path) => path === undefined || path.startsWith('/'))
    .catch(undefined),
  utm_source: optionalShortText(200),
  utm_campaign: optionalShortText(200),
  [HONEYPOT_FIELD]: z.unknown().optional(),
  // A few hundred characters; anything else is no proof (server/leads/bot-check.ts).
  [BOT_CHECK_FIELD]: z.string().max(4000).optional().catch(undefined),
});
