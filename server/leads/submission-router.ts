import express, { Router, type Request, type RequestHandler } from 'express';
import { IDEMPOTENCY_HEADER, SUBMIT_PATH, type SubmissionSuccess } from '../../common/api/submission';
import { refererPath, requestLanguage } from '../http/request-language';
import type { Logger } from '../logger';
import { countLead } from '../system/metrics';
import { rateLimitKey } from '../security/rate-limit';
import { sourceNetwork } from '../security/source-network';
import type { BotCheck } from './bot-check';
import { fromBrowser } from './browser-signals';
import type { LeadWriter } from './lead-writer';
import { readSubmission } from './read-submission';
import { receiveUploads, type UploadDiskReport } from './receive-uploads';
import { submitLead } from './submit-lead';

// formData of the longest form is a few KB; 100 KB leaves room and stops abuse early.
const JSON_LIMIT = '100kb';

export type IntakeGuards = {
  botCheck: BotCheck;
  spendUploadBudget: (address: string, bytes: number) => Promise<void>;
  /** Told when an upload finds no room on the temporary folder's disk, and when files fit. */
  uploadDisk: UploadDiskReport;
};

export function submissionRouter(
  writer: LeadWriter,
  rateLimit: RequestHandler,
  logger: Logger,
  guards: IntakeGuards,
): Router {
  const router = Router();
  router.post(
    SUBMIT_PATH,
    rateLimit,
    express.json({ limit: JSON_LIMIT }),
    receiveUploads(guards.uploadDisk),
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const submission = readSubmission(req);
      const language = requestLanguage(req, submission.language);
      const key = idempotencyKey(req);
      const result = await submitLead(writer, submission, {
        language,
        idempotencyKey: key,
        referrerPath: refererPath(req)?.slice(0, 500),
        network: sourceNetwork(req.ip),
        spendUploadBudget: (bytes) => guards.spendUploadBudget(rateLimitKey(req.ip), bytes),
        screen: (form) =>
          guards.botCheck.screen({
            payload: submission.altcha,
            honeypot: submission.website,
            form,
            filledMs: submission.filledMs,
            fromBrowser: fromBrowser(req),
          }),
      });
      const { hold } = result;
      countLead(hold ? 'held' : 'accepted');
      if (hold) logger.info({ path: SUBMIT_PATH, status: hold.status, reason: hold.reason }, 'submission held');
      // A bot gets the same answer as a person; a lead held to review says so, so that the
      // form can tell the visitor it will be checked before anyone replies (docs/decisions/0043).
      const review = hold?.status === 'REVIEW' ? { review: true as const } : {};
      res.json({
        success: true,
        id: result.id,
        reference: result.reference,
        visitorToken: result.visitorToken,
        ...review,
      } satisfies SubmissionSuccess);
    },
  );
  return router;
}

function idempotencyKey(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_HEADER)?.trim();
  return key && key.length <= 200 ? key : undefined;
}
