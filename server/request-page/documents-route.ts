// POST <request page>/documents: the papers she sends from her page, through the forms' own upload
// pipeline (docs/decisions/0061-documents-from-the-request-page.md): the intake's guards and upload
// slots, the multipart body streamed to disk (receive-uploads.ts), every file checked by
// check-uploads.ts against its document's rule (type, size, content, the hostile corpus), the
// address's daily budget, then the bot check, last, so a file she must change does not use up
// her proof. A refused file is a message on the page in her language, never an error page; so
// is an upload too slow to arrive.
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { BOT_CHECK_FIELD, HONEYPOT_FIELD } from '../../common/api/submission';
import { translate } from '../../common/forms/messages';
import type { Lang } from '../../common/lang';
import type { Answers } from '../../common/services/documents';
import type { Database } from '../db/prisma';
import { toAppError } from '../http/error-handler';
import type { BotCheck } from '../leads/bot-check';
import { checkUploads, fieldErrorsIn, oversizedFile, type IncomingFile } from '../leads/check-uploads';
import { receiveUploads, stoppedFile, type UploadDiskReport } from '../leads/receive-uploads';
import { answerTooSlowWith } from '../leads/upload-slots';
import { rateLimitKey } from '../security/rate-limit';
import { leadOfVisitorToken } from '../visitor-links/visitor-links';
import { pageUploadRules } from './page-documents';
import { DOCUMENTS_PROOF_FORM } from './proof-script';
import { storePageDocuments } from './store-page-documents';

export type PageUploadDeps = {
  prisma: Database;
  pool: pg.Pool;
  boss: PgBoss;
  botCheck: BotCheck;
  /** Counts the documents against the address's daily storage budget (throws past it). */
  spendUploadBudget: (address: string, bytes: number) => Promise<void>;
  uploadDisk: UploadDiskReport;
  /** The intake's own guards (intake-guards.ts), with its upload slots: the page shares them. */
  guards: RequestHandler[];
};

type PageAnswers = {
  /** Back to the page, which says once how it went. */
  back: (res: Response, outcome: 'documentsReceived' | 'documentsHeld' | 'documentsNone') => void;
  notFound: (res: Response) => void;
  /** The page again, with what went wrong. */
  refused: (res: Response, status: number, alert: string) => Promise<void>;
};

export function documentsRoute(
  deps: PageUploadDeps,
  lang: Lang,
  rateLimit: RequestHandler,
  answer: (req: Request) => PageAnswers,
): { handlers: RequestHandler[]; onError: ErrorRequestHandler } {
  /** The request the page is of, and the documents its form takes now; undefined for a token that opens none. */
  const requestOf = async (req: Request) => {
    const leadId = await leadOfVisitorToken(deps.prisma, String(req.params.token));
    const lead =
      leadId &&
      (await deps.prisma.lead.findUnique({
        where: { id: leadId },
        select: { formType: true, data: true, files: { select: { field: true, createdAt: true, heldReason: true } } },
      }));
    return leadId && lead
      ? { leadId, rules: pageUploadRules(lead.formType, lead.data as Answers, lead.files) }
      : undefined;
  };

  const receive: RequestHandler = async (req, res) => {
    const page = answer(req);
    const request = await requestOf(req);
    if (!request) return page.notFound(res);
    const { leadId, rules } = request;
    const sent = (Array.isArray(req.files) ? req.files : []) as IncomingFile[];
    if (sent.length === 0) return page.back(res, 'documentsNone');
    const files = await checkUploads(sent, rules, {}, fieldErrorsIn(lang));
    await deps.spendUploadBudget(
      rateLimitKey(req.ip),
      files.reduce((total, file) => total + file.size, 0),
    );
    const body = (req.body ?? {}) as Record<string, unknown>;
    const verdict = await deps.botCheck.screen({
      payload: typeof body[BOT_CHECK_FIELD] === 'string' && body[BOT_CHECK_FIELD] ? body[BOT_CHECK_FIELD] : undefined,
      honeypot: body[HONEYPOT_FIELD],
      form: DOCUMENTS_PROOF_FORM,
      // A page with no script sends no fill time: a post without a proof is held either way.
      filledMs: undefined,
      fromBrowser: false,
    });
    const { held } = await storePageDocuments(deps, leadId, files, verdict);
    page.back(res, held ? 'documentsHeld' : 'documentsReceived');
  };

  // Whatever the guards, multer or the checks refused, as the forms' answer says it, on the page:
  // a file stopped at the per-file limit named, as the forms name it.
  const onError: ErrorRequestHandler = (error, req, res, next) => {
    const known = toAppError(error);
    if (!known || res.headersSent) return next(error);
    const named = async () => {
      const stopped = stoppedFile(error);
      const request = stopped && (await requestOf(req));
      return (request && oversizedFile(request.rules, stopped, lang)) || known;
    };
    named()
      .then(({ fieldErrors, messageKey }) => {
        const field = fieldErrors && Object.values(fieldErrors)[0];
        return answer(req).refused(res, known.status, field?.message ?? translate(lang, messageKey));
      })
      .catch(next);
  };

  // An upload too slow to arrive is answered with the page too, not the forms' JSON; if even
  // the page cannot be made, its message alone.
  const tooSlow = answerTooSlowWith((req, res) => {
    const alert = translate(lang, 'form.tooSlow');
    answer(req)
      .refused(res, 408, alert)
      .catch(() => res.headersSent || res.type('text/plain').send(alert));
  });

  return { handlers: [tooSlow, ...deps.guards, rateLimit, receiveUploads(deps.uploadDisk), receive], onError };
}
