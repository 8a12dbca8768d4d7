// The body of POST /functions/send-form-email as the server accepts it. Everything beyond
// formType/formData/userEmail is optional context the original did not send; old clients
// keep working without it, and a bad optional value is dropped rather than refused.
import { z } from 'zod';
import { BOT_CHECK_FIELD, FILL_TIME_FIELD, HONEYPOT_FIELD } from '../../common/api/submission';
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

/** scheme://host/path of an http(s) address, at most 500 characters; undefined otherwise. */
function pageAddress(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return `${url.origin}${url.pathname}`.slice(0, 500);
}

export const SubmissionEnvelopeSchema = z.object({
  formType: z.string().trim().max(60),
  formData: z.record(z.string(), z.unknown()),
  userEmail: optionalShortText(254),
  language: z.enum(['es', 'en']).optional().catch(undefined),
  pagePath: optionalShortText(500)
    .refine((path) => path === undefined || path.startsWith('/'))
    .catch(undefined),
  // Where the visitor came from, on every form (web/src/lib/attribution.ts): campaign tags
  // and the referring page, which keeps its address without query or fragment (they can
  // carry a person's data); anything that is no http(s) address is dropped.
  utm_source: optionalShortText(200),
  utm_medium: optionalShortText(200),
  utm_campaign: optionalShortText(200),
  utm_term: optionalShortText(200),
  utm_content: optionalShortText(200),
  referrer: optionalShortText(2000)
    .transform((value) => (value ? pageAddress(value) : undefined))
    .catch(undefined),
  [HONEYPOT_FIELD]: z.unknown().optional(),
  // A few hundred characters; anything else is no proof (server/leads/bot-check.ts).
  [BOT_CHECK_FIELD]: z.string().max(4000).optional().catch(undefined),
  // A number, as text in multipart; a day at most (a longer-open form restarts its check).
  [FILL_TIME_FIELD]: z.coerce.number().int().min(0).max(86_400_000).optional().catch(undefined),
});
