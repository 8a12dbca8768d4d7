// The visitor's request page (docs/decisions/0058-request-page.md): GET /solicitud/<token> in
// Spanish, /en/request/<token> in English, and the forms it posts to the same address with the
// action's name after it. A token that opens no lead (malformed, unknown, altered, revoked, or
// its lead erased) gets the same plain 404, in the address's language. After an action the
// visitor is sent back to the page (303), which says once how it went.
import express, { Router, type RequestHandler } from 'express';
import type { PgBoss } from 'pg-boss';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { email as emailField } from '../../common/forms/fields';
import { NoteSchema } from '../../common/inbox/lead-changes';
import { LANGS } from '../../common/lang';
import { REQUEST_PAGE_PREFIX, requestPagePath } from '../../common/visitor-links';
import { cancelBooking, moveBooking } from '../booking/change-booking';
import { BookingTaken } from '../booking/booking-taken';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { rateLimitKey } from '../security/rate-limit';
import { serverT } from '../i18n';
import { leadOfVisitorToken } from '../visitor-links/visitor-links';
import {
  pageReminders,
  remindersSection,
  STOP_REMINDERS_ACTION,
  stopReminders,
  stopRemindersBody,
} from '../visitor-reminders/stop-reminders';
import { sendRequestPage } from './page-shell';
import {
  ACTION_OUTCOMES,
  lostLinkBody,
  notFoundBody,
  REQUEST_PAGE_BASE,
  requestPageBody,
  tooManyBody,
  type ActionOutcome,
} from './render-request-page';
import { requestDataCopy } from './data-copy';
import { requestLostLinks } from './lost-link';
import { loadRequestView } from './request-view';
import { recordVisitorReply } from './visitor-reply';
import { documentsRoute, type PageUploadDeps } from './documents-route';

const tokenOf = (req: express.Request) => String(req.params.token);
const ReplySchema = NoteSchema.pick({ body: true });
const LostLinkSchema = emailField();
const isOutcome = (value: unknown): value is ActionOutcome => ACTION_OUTCOMES.includes(value as ActionOutcome);

export function requestPageRouter({
  prisma,
  boss,
  rateLimit,
  lostLinkLimit,
  videoUrl,
  uploads,
}: {
  prisma: Database;
  boss: PgBoss;
  /** What the documents she sends go through: the forms' own checks (documents-route.ts). */
  uploads: Omit<PageUploadDeps, 'prisma' | 'boss'>;
  /** BOOKING_VIDEO_URL, shown with her booked call; undefined: WhatsApp video. */
  videoUrl?: string;
  /** Per network address, for the forms the page posts. */
  rateLimit: RequestHandler;
  /** Per network address, for the lost-link form: each post may send an email. */
  lostLinkLimit: RateLimiterAbstract;
}): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '32kb' });
  for (const lang of LANGS) {
    const page = `${REQUEST_PAGE_PREFIX[lang]}:token`;
    const notFound = (res: express.Response) => sendRequestPage(res, { lang, status: 404, ...notFoundBody(lang) });
    const back = (res: express.Response, token: string, outcome: ActionOutcome) =>
      res.redirect(303, `${requestPagePath(lang, token)}?done=${outcome}`);

    router.get(REQUEST_PAGE_BASE[lang], (req, res) => {
      sendRequestPage(res, { lang, ...lostLinkBody(lang, req.query.done === 'sent') });
    });

    // The same answer whatever the address: only a job is enqueued here (lost-link.ts).
    router.post(REQUEST_PAGE_BASE[lang], form, async (req, res) => {
      try {
        await lostLinkLimit.consume(rateLimitKey(req.ip));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        res.setHeader('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
        return sendRequestPage(res, { lang, status: 429, ...tooManyBody(lang) });
      }
      const email = LostLinkSchema.safeParse((req.body as Record<string, unknown>).email);
      if (email.success && email.data) await requestLostLinks(boss, { email: email.data, lang });
      res.redirect(303, `${REQUEST_PAGE_BASE[lang]}?done=sent`);
    });

    /** The page, with how an action went or what was wrong with what she sent. */
    const show = async (
      req: express.Request,
      res: express.Response,
      { status, ...message }: { outcome?: ActionOutcome; alert?: string; status?: number },
    ) => {
      const leadId = await leadOfVisitorToken(prisma, tokenOf(req));
      const view = leadId && (await loadRequestView(prisma, leadId, lang));
      if (!view) return notFound(res);
      const reminders = remindersSection(lang, tokenOf(req), await pageReminders(prisma, leadId));
      sendRequestPage(res, {
        lang,
        status,
        ...requestPageBody(view, tokenOf(req), { ...message, videoUrl, reminders }),
      });
    };
    router.get(page, (req, res) => show(req, res, { outcome: isOutcome(req.query.done) ? req.query.done : undefined }));

    // Stopping her reminders (docs/decisions/0062-visitor-reminders-and-revoked-links.md): the
    // email's link opens a page with the button, since a link a mail scanner follows must change
    // nothing; the button, her page's and her mail app's one-click unsubscribe (RFC 8058) post here.
    router.get(`${page}/${STOP_REMINDERS_ACTION}`, async (req, res) => {
      const leadId = await leadOfVisitorToken(prisma, tokenOf(req));
      const view = leadId && (await loadRequestView(prisma, leadId, lang));
      if (!view) return notFound(res);
      sendRequestPage(res, { lang, ...stopRemindersBody(lang, tokenOf(req), view.reference) });
    });
    router.post(`${page}/${STOP_REMINDERS_ACTION}`, rateLimit, async (req, res) => {
      const leadId = await leadOfVisitorToken(prisma, tokenOf(req));
      if (!leadId) return notFound(res);
      await stopReminders(prisma, leadId, 'visitor');
      back(res, tokenOf(req), 'remindersStopped');
    });

    // Documents she sends, with every check of the forms (documents-route.ts).
    const documents = documentsRoute({ prisma, boss, ...uploads }, lang, rateLimit, (req) => ({
      back: (res, outcome) => back(res, tokenOf(req), outcome),
      notFound,
      refused: (res, status, alert) => show(req, res, { status, alert }),
    }));
    router.post(`${page}/documents`, ...documents.handlers);
    router.use(`${page}/documents`, documents.onError);

    router.post(`${page}/reply`, rateLimit, form, async (req, res) => {
      const leadId = await leadOfVisitorToken(prisma, tokenOf(req));
      if (!leadId) return notFound(res);
      const reply = ReplySchema.safeParse({ body: (req.body as Record<string, unknown>).body });
      if (!reply.success) return back(res, tokenOf(req), 'emptyReply');
      await recordVisitorReply(prisma, boss, leadId, reply.data.body);
      back(res, tokenOf(req), 'replied');
    });

    // Her booked call, moved or cancelled by the booking's own service (booked-call.ts). A time
    // taken meanwhile, or a call that can no longer change, comes back as a message on the page,
    // which shows the fresh free times.
    const changeCall = async (
      req: express.Request,
      res: express.Response,
      change: (leadId: string) => Promise<ActionOutcome>,
    ) => {
      const leadId = await leadOfVisitorToken(prisma, tokenOf(req));
      if (!leadId) return notFound(res);
      try {
        back(res, tokenOf(req), await change(leadId));
      } catch (error) {
        if (error instanceof BookingTaken) return back(res, tokenOf(req), 'callTaken');
        if (error instanceof AppError && error.code === 'notFound') return back(res, tokenOf(req), 'callUnchanged');
        throw error;
      }
    };
    router.post(`${page}/move-call`, rateLimit, form, (req, res) =>
      changeCall(req, res, async (leadId) => {
        const posted = (req.body as Record<string, unknown>).startsAt;
        const startsAt = new Date(typeof posted === 'string' ? posted : Number.NaN);
        if (Number.isNaN(startsAt.getTime())) return 'callNoTime';
        await moveBooking({ prisma, boss }, leadId, startsAt, 'visitor');
        return 'callMoved';
      }),
    );
    router.post(`${page}/cancel-call`, rateLimit, (req, res) =>
      changeCall(req, res, async (leadId) => {
        await cancelBooking({ prisma, boss }, leadId, 'visitor');
        return 'callCancelled';
      }),
    );

    // A copy of her data goes by email to the request's own address, never to the page (data-copy.ts).
    router.post(`${page}/copy`, rateLimit, async (req, res) => {
      const leadId = await leadOfVisitorToken(prisma, tokenOf(req));
      if (!leadId) return notFound(res);
      await requestDataCopy(boss, { leadId });
      back(res, tokenOf(req), 'copySent');
    });

    // Her request that the firm erase her data: a note from her on the lead, pushed to the
    // advisor, who erases it from the inbox as any erasure (docs/decisions/0058-request-page.md).
    router.post(`${page}/erase`, rateLimit, async (req, res) => {
      const leadId = await leadOfVisitorToken(prisma, tokenOf(req));
      if (!leadId) return notFound(res);
      const note = serverT(lang, 'request-page')('data.erasureNote');
      await recordVisitorReply(prisma, boss, leadId, note, 'erasureRequest');
      back(res, tokenOf(req), 'erasureAsked');
    });
  }
  return router;
}
