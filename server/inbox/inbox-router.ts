// Everything under /inbox: the JSON API for signed-in advisors and the inbox's page.
// Every answer is no-store (personal data must not sit in any cache) and noindex.
import express, { Router, type Request } from 'express';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import { BulkActionSchema } from '../../common/inbox/bulk-actions';
import { LeadChangesSchema, NoteSchema } from '../../common/inbox/lead-changes';
import { LeadFiltersSchema } from '../../common/inbox/lead-filters';
import { ReviewGroupQuerySchema, ReviewTargetSchema } from '../../common/inbox/review';
import { REPLY_CHANNELS } from '../../common/inbox/api';
import { INBOX_ROUTES } from '../../common/inbox/api-routes';
import { authRouter, requireAdvisor, type AuthDeps } from '../auth/auth-router';
import { devicesRouter } from '../auth/devices-router';
import { sameOriginOnly } from '../auth/same-origin';
import type { ErasureLog } from '../leads/erase-lead';
import { AppError } from '../errors';
import { mount } from '../http/api-route';
import type { PushConfig } from '../push/push-config';
import { pushRouter } from '../push/push-router';
import type { ReplyLinks } from '../replies/reply-links';
import type { ReplyTemplates } from '../replies/reply-templates';
import { startReply } from '../replies/start-reply';
import type { FieldCipher } from '../security/field-cipher';
import { acceptHeldFile } from './accept-held-file';
import { bulkLeads } from './bulk-leads';
import { calendarRouter } from './calendar-router';
import { eraseLead } from '../leads/erase-lead';
import { exportCsv } from './export/export-csv';
import { sendLeadJson } from './export/export-lead-json';
import { exportXlsx, XLSX_TYPE } from './export/export-xlsx';
import { inboxPage } from './inbox-page';
import { parse } from './parse-request';
import { computeInsight } from './insight';
import { getLeadDetail, revealBsn } from './lead-detail';
import { sendLeadFile } from './lead-file';
import { listLeads } from './list-leads';
import { serviceNames } from '../leads/service-name';
import { prepareSafeCopy, sendPreview } from './preview-file';
import { readSystemStatus } from './system-status';
import { listReviewGroup, listReviewGroups, settleReview } from './review-groups';
import { listToday } from './today';
import { readVisitorPage, revokeVisitorPage, stopVisitorReminders } from './visitor-page';
import { addNote, changeLead } from './work-lead';

export type InboxDeps = AuthDeps & {
  cipher: FieldCipher;
  boss: PgBoss;
  publicBaseUrl: string;
  replyTemplates: ReplyTemplates;
  replyLinks: ReplyLinks;
  push: PushConfig | undefined;
  /** DATA_DIR, whose disk the System view reports. */
  dataDir: string;
  erasureLog: ErasureLog;
};

const Id = z.uuid();

const leadId = (req: Request) => parse(Id, req.params.id, req);
const fileRef = (req: Request) => ({ leadId: leadId(req), fileId: parse(Id, req.params.fileId, req) });

export function inboxRouter(deps: InboxDeps): Router {
  const { prisma, cipher } = deps;
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    next();
  });

  const api = Router();
  api.use(express.json({ limit: '20kb' }), sameOriginOnly(deps.publicBaseUrl));
  api.use(authRouter(deps));
  api.use(requireAdvisor(deps));
  api.use(pushRouter(deps));
  api.use(calendarRouter(deps));
  const advisor = (res: express.Response) => res.locals.advisor!;

  const R = INBOX_ROUTES;
  mount(api, R.leads, (req) => listLeads(prisma, parse(LeadFiltersSchema, req.query, req)));
  api.use(devicesRouter(prisma));
  mount(api, R.today, () => listToday(prisma));
  mount(api, R.system, () =>
    readSystemStatus(prisma, { dataDir: deps.dataDir, pushConfigured: deps.push !== undefined }),
  );
  mount(api, R.reviewGroups, () => listReviewGroups(prisma));
  mount(api, R.reviewGroup, (req) => listReviewGroup(prisma, parse(ReviewGroupQuerySchema, req.query, req).network));
  for (const [route, status] of [
    [R.release, 'NEW'],
    [R.markSpam, 'SPAM'],
  ] as const) {
    mount(api, route, (req, res) => settleReview(deps, advisor(res), parse(ReviewTargetSchema, req.body, req), status));
  }
  mount(api, R.insight, (req) => computeInsight(prisma, req.query.lang === 'en' ? 'en' : 'es'));
  mount(api, R.newCount, async () => ({ count: await prisma.lead.count({ where: { status: 'NEW' } }) }));
  const exportName = (extension: string) => `leads-${new Date().toISOString().slice(0, 10)}.${extension}`;
  mount(api, R.exportCsv, async (req, res) => {
    const csv = await exportCsv(prisma, cipher, advisor(res), parse(LeadFiltersSchema, req.query, req));
    res.attachment(exportName('csv')).type('text/csv; charset=utf-8').send(csv);
  });
  mount(api, R.exportXlsx, async (req, res) => {
    const lang = req.query.lang === 'en' ? 'en' : 'es';
    const xlsx = await exportXlsx(prisma, cipher, advisor(res), parse(LeadFiltersSchema, req.query, req), lang);
    res.attachment(exportName('xlsx')).type(XLSX_TYPE).send(xlsx);
  });
  mount(api, R.bulk, (req, res) => bulkLeads(deps, advisor(res), parse(BulkActionSchema, req.body, req)));
  mount(api, R.services, () => serviceNames());
  mount(api, R.lead, (req, res) => getLeadDetail(prisma, cipher, deps.replyTemplates, advisor(res), leadId(req)));
  mount(api, R.exportLead, (req, res) => sendLeadJson(prisma, cipher, advisor(res), leadId(req), res));
  mount(api, R.file, (req, res) => sendLeadFile(prisma, advisor(res), { ...fileRef(req), version: 'default' }, res));
  mount(api, R.originalFile, (req, res) =>
    sendLeadFile(prisma, advisor(res), { ...fileRef(req), version: 'original' }, res),
  );
  mount(api, R.safeCopy, (req) => prepareSafeCopy(prisma, fileRef(req)));
  mount(api, R.acceptFile, (req) => acceptHeldFile(prisma, fileRef(req)));
  mount(api, R.preview, (req, res) => sendPreview(prisma, advisor(res), fileRef(req), req, res));
  mount(api, R.revealBsn, async (req, res) => ({
    bsn: await revealBsn(prisma, cipher, advisor(res), leadId(req)),
  }));
  mount(api, R.changeLead, (req, res) =>
    changeLead(prisma, deps.boss, advisor(res), leadId(req), parse(LeadChangesSchema, req.body, req)),
  );
  mount(api, R.addNote, (req, res) => addNote(prisma, advisor(res), leadId(req), parse(NoteSchema, req.body, req)));
  mount(api, R.eraseLead, async (req, res) => {
    if (!(await eraseLead(prisma, deps.erasureLog, advisor(res), leadId(req))))
      throw new AppError('notFound', 'inbox.notFound');
  });
  // Her request page: its links and reminders (docs/decisions/0062-visitor-reminders-and-revoked-links.md).
  mount(api, R.visitorPage, (req) => readVisitorPage(prisma, leadId(req)));
  mount(api, R.revokeVisitorLinks, (req) => revokeVisitorPage(prisma, leadId(req)));
  mount(api, R.stopVisitorReminders, (req) => stopVisitorReminders(prisma, leadId(req)));
  mount(api, R.advisors, () =>
    prisma.advisor.findMany({ select: { id: true, email: true }, orderBy: { email: 'asc' } }),
  );
  api.use(() => {
    throw new AppError('notFound', 'inbox.notFound');
  });

  router.use('/api', api);
  // The reply buttons of the advisor's email and push: no session (her mail app opens them),
  // but signed (server/replies/reply-links.ts).
  router.get('/reply/:id/:via', async (req, res) => {
    const via = REPLY_CHANNELS.find((channel) => channel === req.params.via);
    const id = Id.safeParse(req.params.id);
    const signature = typeof req.query.s === 'string' ? req.query.s : '';
    const target =
      via && id.success && deps.replyLinks.verify(id.data, via, signature)
        ? await startReply(deps, id.data, via)
        : null;
    if (!target) throw new AppError('notFound', 'inbox.notFound');
    res.redirect(303, target);
  });
  router.get(/.*/, inboxPage());
  return router;
}
