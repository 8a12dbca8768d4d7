// The contract of POST /functions/send-form-email (core.md sections 3 and 7), shared by
// the web forms and the server. Everything beyond formType/formData/userEmail is optional
// context the original did not send; old clients keep working without it.
import { z } from 'zod';

export const SUBMIT_PATH = '/functions/send-form-email';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Name of the hidden field that people never fill in and simple bots do. */
export const HONEYPOT_FIELD = 'website';
/** What the original stored when the visitor gave no email (core.md section 3). */
export const NO_EMAIL = 'No especificado';

const optionalShortText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => (value ? value : undefined));

export const SubmissionEnvelopeSchema = z.object({
  formType: z.string().trim().max(60),
  formData: z.record(z.string(), z.unknown()),
  userEmail: optionalShortText(254),
  language: z.enum(['es', 'en']).optional().catch(undefined),
  pagePath: optionalShortText(500).refine((path) => path === undefined || path.startsWith('/')).catch(undefined),
  utm_source: optionalShortText(200),
  utm_campaign: optionalShortText(200),
  [HONEYPOT_FIELD]: z.unknown().optional(),
});
export type SubmissionEnvelope = z.input<typeof SubmissionEnvelopeSchema>;

export type SubmissionSuccess = { success: true; id: string };
export type SubmissionFailure = {
  success: false;
  error: string;
  fieldErrors?: Record<string, { code: string; message: string }>;
};
export type SubmissionResponse = SubmissionSuccess | SubmissionFailure;
