// Turns a JSON or multipart request into the submission envelope (common/api/submission.ts).
// Multipart carries the same fields as text parts, formData as a JSON string, plus files.
import type { Request } from 'express';
import { SubmissionEnvelopeSchema } from './submission-envelope';
import { AppError } from '../errors';
import type { IncomingFile } from './check-uploads';

export function readSubmission(req: Request) {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) throw new AppError('invalid', 'form.invalidRequest');
  const fields = { ...(body as Record<string, unknown>) };
  if (typeof fields.formData === 'string') {
    try {
      fields.formData = JSON.parse(fields.formData);
    } catch {
      throw new AppError('invalid', 'form.invalidRequest');
    }
  }
  const envelope = SubmissionEnvelopeSchema.safeParse(fields);
  if (!envelope.success) throw new AppError('invalid', 'form.invalidRequest');
  const files = (Array.isArray(req.files) ? req.files : []) as IncomingFile[];
  return { ...envelope.data, files };
}
