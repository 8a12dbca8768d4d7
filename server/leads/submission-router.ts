import { randomInt, randomUUID } from 'node:crypto';
import express, { Router, type Request, type RequestHandler } from 'express';
import { IDEMPOTENCY_HEADER, SUBMIT_PATH, type SubmissionSuccess } from '../../common/api/submission';
import { formatLeadReference } from '../../common/leads/lead-reference';
import { refererPath, requestLanguage } from '../http/request-language';
import type { Logger } from '../logger';
import type { LeadWriter } from './lead-writer';
import { readSubmission } from './read-submission';
import { receiveUploads } from './receive-uploads';
import { submitLead } from './submit-lead';

// formData of the longest form is a few KB; 100 KB leaves room and stops abuse early.
const JSON_LIMIT = '100kb';

export function submissionRouter(writer: LeadWriter, rateLimit: RequestHandler, logger: Logger): Router {
  const router = Router();
  router.post(SUBMIT_PATH, rateLimit, express.json({ limit: JSON_LIMIT }), receiveUploads, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const submission = readSubmission(req);
    const language = requestLanguage(req, submission.language);
    if (isFilled(submission.website)) {
      // Honeypot: answer like a success (a reference of the usual shape too) so the bot moves on, store nothing.
      logger.info({ path: SUBMIT_PATH }, 'honeypot submission discarded');
      res.json({
        success: true,
        id: randomUUID(),
        reference: formatLeadReference(randomInt(1001, 100_000)),
      } satisfies SubmissionSuccess);
      return;
    }
    const result = await submitLead(writer, submission, {
      language,
      idempotencyKey: idempotencyKey(req),
      referrerPath: refererPath(req)?.slice(0, 500),
    });
    res.json({ success: true, id: result.id, reference: result.reference } satisfies SubmissionSuccess);
  });
  return router;
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}

function idempotencyKey(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_HEADER)?.trim();
  return key && key.length <= 200 ? key : undefined;
}
