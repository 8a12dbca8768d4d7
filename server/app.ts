// Builds the Express application from its services. It never listens: index.ts does, and
// tests hand it to supertest.
import express from 'express';
import helmet from 'helmet';
import pinoHttp from 'pino-http';
import { SUBMIT_PATH } from '../common/api/submission';
import { healthRouter } from './health/health-router';
import { errorHandler } from './http/error-handler';
import { feedRouter } from './calendar/feed-router';
import { bookingRouter } from './booking/booking-router';
import { inboxRouter } from './inbox/inbox-router';
import { createSignInLimit } from './auth/sign-in-limit';
import { createBotCheck } from './leads/bot-check';
import { botCheckRouter } from './leads/bot-check-router';
import { createLoadGauge, createUploadBudget } from './leads/intake-budgets';
import { createLeadWriter } from './leads/lead-writer';
import { intakeGuards } from './leads/intake-guards';
import { submissionRouter } from './leads/submission-router';
import { webRouter } from './pages/web-router';
import { requestPageRouter } from './request-page/request-page-router';
import { moreSecurityHeaders, securityHeaders } from './security/content-security-policy';
import { cspReportRouter } from './security/csp-reports';
import { createPostgresLimiter, createRateLimit } from './security/rate-limit';
import type { Services } from './services';
import { metricsRouter } from './system/metrics-server';
import { measureOperations } from './system/metrics';
import { readBackupStatus } from './backup/last-backup';
import { readQueueStatus } from './system/queue-status';

/** Per address: a page with a real problem reports a few at once; more is noise or abuse. */
const CSP_REPORTS_PER_MINUTE = 30;
/** Polled every few seconds by balancers and scrapers: not worth a log line each. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * `state`: shared with serve.ts, which marks the shutdown. `siteRoot`: the folder holding the
 * build's dist/, the checkout unless a test serves another build (tests/e2e/global-setup.ts).
 */
export function createApp(
  services: Services,
  { state = { shuttingDown: false }, siteRoot }: { state?: { shuttingDown: boolean }; siteRoot?: string } = {},
) {
  const { env, logger, prisma, boss, cipher, pool } = services;
  const app = express();
  // An explicit hop count, never "true": X-Forwarded-For from the visitor cannot pick the
  // address the rate limit counts (docs/SECURITY.md, "Rate limit").
  app.set('trust proxy', env.TRUST_PROXY_HOPS);
  app.disable('x-powered-by');
  const site = webRouter({ publicBaseUrl: env.PUBLIC_BASE_URL, logger, root: siteRoot });
  app.use(
    helmet(
      securityHeaders({
        production: env.NODE_ENV === 'production',
        styleHashes: site.styleHashes,
        tagManager: Boolean(site.analyticsTag),
      }),
    ),
  );
  app.use(moreSecurityHeaders);
  // While shutting down, clients are told not to reuse the connection, so none is left idle
  // when the listener closes.
  app.use((_req, res, next) => {
    if (state.shuttingDown) res.setHeader('Connection', 'close');
    next();
  });
  // Built files and pages answer from memory before request logging (server/pages/web-router.ts).
  app.use(site.files);
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => PROBES.has(req.url ?? '') },
      // No addresses or headers in the logs: the privacy policy promises the IP address is
      // used only by the rate limit (web/content/pages/privacy.*.md). The path without its
      // query string: inbox searches and campaign links carry names, emails, phone numbers.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  const readQueue = () => readQueueStatus(prisma);
  const readBackup = () => readBackupStatus(prisma);
  measureOperations({ queue: readQueue, backup: readBackup });
  app.use(healthRouter(prisma, () => state.shuttingDown, readQueue, readBackup));
  app.use(metricsRouter(env.METRICS_TOKEN));
  app.use(cspReportRouter(createRateLimit(pool, 'csp-report', CSP_REPORTS_PER_MINUTE), logger));
  // One set of upload slots for the forms and the request pages' documents.
  const uploadGuards = intakeGuards({ publicBaseUrl: env.PUBLIC_BASE_URL, timeoutSeconds: env.INTAKE_TIMEOUT_SECONDS });
  app.post(SUBMIT_PATH, uploadGuards);
  const botCheck = createBotCheck({
    secret: services.botCheckSecret,
    minFillMs: env.BOT_MIN_FILL_SECONDS * 1000,
    underLoad: createLoadGauge(pool, env.INTAKE_BUDGET_PER_MINUTE),
  });
  app.use(botCheckRouter(botCheck));
  const intakeChecks = {
    botCheck,
    spendUploadBudget: createUploadBudget(pool, env.UPLOAD_BUDGET_MB_PER_DAY),
    // Not awaited: the visitor's answer never waits on the bookkeeping, which logs its own
    // failures (the full disk may be the database's too).
    uploadDisk: {
      full: (error: unknown) => {
        logger.error({ err: error }, 'upload disk full: requests with documents refused');
        void services.channels.failed('uploads', error, true);
      },
      stored: () => void services.channels.recovered('uploads'),
    },
  };
  app.use(
    submissionRouter(
      createLeadWriter({
        writerPool: services.writerPool,
        pool,
        boss,
        cipher,
        intakeBudgets: { perNetworkPerHour: env.INTAKE_BUDGET_PER_NETWORK_PER_HOUR },
      }),
      createRateLimit(pool, 'intake', env.RATE_LIMIT_PER_MINUTE),
      logger,
      intakeChecks,
    ),
  );
  // The advisor's private calendar feed: its token is its key (docs/decisions/0057-calendar-in-the-inbox.md).
  app.use(feedRouter(prisma, env.PUBLIC_BASE_URL));
  app.use(
    bookingRouter({
      prisma,
      boss,
      botCheck,
      rateLimit: createRateLimit(pool, 'booking', env.RATE_LIMIT_PER_MINUTE),
      publicBaseUrl: env.PUBLIC_BASE_URL,
    }),
  );
  app.use(
    '/inbox',
    inboxRouter({
      prisma,
      cipher,
      boss,
      limit: createSignInLimit(pool),
      idleMinutes: env.INBOX_SESSION_IDLE_MINUTES,
      secureCookie: env.NODE_ENV === 'production',
      publicBaseUrl: env.PUBLIC_BASE_URL,
      replyTemplates: services.replyTemplates,
      replyLinks: services.replyLinks,
      push: services.push,
      dataDir: env.DATA_DIR,
      erasureLog: services.erasureLog,
    }),
  );
  app.use(
    requestPageRouter({
      prisma,
      boss,
      rateLimit: createRateLimit(pool, 'request-page', env.RATE_LIMIT_PER_MINUTE),
      lostLinkLimit: createPostgresLimiter(pool, 'lost-link', env.LOST_LINK_PER_HOUR, 3600),
      videoUrl: env.BOOKING_VIDEO_URL,
      uploads: { pool, guards: uploadGuards, ...intakeChecks },
    }),
  );
  app.use(site.fallback);
  app.use(errorHandler(logger));
  return app;
}
