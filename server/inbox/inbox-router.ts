// Everything under /inbox: the JSON API for signed-in advisors and the inbox's page.
// Every answer is no-store (personal data must not sit in any cache) and noindex.
import express, { Router, type Request } from 'express';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import { fieldErrors } from '../../common/forms/messages';
import { BulkActionSchema } from '../../common/inbox/bulk-actions';
import { LeadChangesSchema, NoteSchema } from '../../common/inbox/lead-changes';
import { LeadFiltersSchema } from '../../common/inbox/lead-filters';
import { ReviewGroupQuerySchema, ReviewTargetSchema } from '../../common/inbox/review';
import { REPLY_CHANNELS, type AdvisorSummary } from '../../common/inbox/api';
import { authRouter, requireAdvisor, type AuthDeps } from '../auth/auth-router';
import { devicesRouter } from '../auth/devices-router';
import { sameOriginOnly } from '../auth/same-origin';
import type { ErasureLog } from '../backup/erasure-log';
import { AppError } from '../errors';
import { requestLanguage } from '../http/request-language';
import type { PushConfig } from '../push/push-config';
import { pushRouter } from '../push/push-router';
import type { ReplyLinks } from '../replies/reply-links';
import type { ReplyTemplates } from '../replies/reply-templates';
import { startReply } from '../replies/start-reply';
import type { FieldCipher } from '../security/field-cipher';
import { bulkLeads } from './bulk-leads';
import { eraseLead } from './erase-lead';
import { exportCsv } from './export/export-csv';
import { sendLeadJson } from './export/export-lead-json';
import { exportXlsx, XLSX_TYPE } from './export/export-xlsx';
import { inboxPage } from './inbox-page';
import { computeInsight } from './insight';
import { getLeadDetail, revealBsn } from './lead-detail';
import { sendLeadFile } from './lead-file';
import { listLeads } from './list-leads';
import { serviceNames } from '../leads/service-name';
import { prepareSafeCopy, sendPreview } from './preview-file';
import { readSystemStatus } from '../system/system-status';
import { listReviewGroup, listReviewGroups, settleReview } from './review-groups';
import { listToday } from './today';
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

/** The parsed value, or a 400 naming each field at fault in the advisor's language. */
function parse<T extends z.ZodType>(schema: T, value: unknown, req: Request): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new AppError('invalid', 'inbox.invalidRequest', fieldErrors(result.error, requestLanguage(req)));
  return result.data;
}

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
  const advisor = (res: express.Response) => res.locals.advisor!;

  api.get('/leads', async (req, res) => {
    res.json(await listLeads(prisma, parse(LeadFiltersSchema, req.query, req)));
  });
  api.use(devicesRouter(prisma));
  api.get('/today', async (_req, res) => {
    res.json(await listToday(prisma));
  });
  api.get('/system', async (_req, res) => {
    res.json(await readSystemStatus(prisma, { dataDir: deps.dataDir, pushConfigured: deps.push !== undefined }));
  });
  api.get('/review', async (_req, res) => {
    res.json(await listReviewGroups(prisma));
  });
  api.get('/review/leads', async (req, res) => {
    res.json(await listReviewGroup(prisma, parse(ReviewGroupQuerySchema, req.query, req).network));
  });
  for (const [outcome, status] of [
    ['release', 'NEW'],
    ['spam', 'SPAM'],
  ] as const) {
    api.post(`/review/${outcome}`, async (req, res) => {
      const target = parse(ReviewTargetSchema, req.body, req);
      res.json(await settleReview(deps, advisor(res), target, status));
    });
  }
  api.get('/insight', async (req, res) => {
    res.json(await computeInsight(prisma, req.query.lang === 'en' ? 'en' : 'es'));
  });
  api.get('/leads/new-count', async (_req, res) => {
    res.json({ count: await prisma.lead.count({ where: { status: 'NEW' } }) });
  });
  const exportName = (extension: string) => `leads-${new Date().toISOString().slice(0, 10)}.${extension}`;
  api.get('/leads.csv', async (req, res) => {
    const csv = await exportCsv(prisma, cipher, advisor(res), parse(LeadFiltersSchema, req.query, req));
    res.attachment(exportName('csv')).type('text/csv; charset=utf-8').send(csv);
  });
  api.get('/leads.xlsx', async (req, res) => {
    const lang = req.query.lang === 'en' ? 'en' : 'es';
    const xlsx = await exportXlsx(prisma, cipher, advisor(res), parse(LeadFiltersSchema, req.query, req), lang);
    res.attachment(exportName('xlsx')).type(XLSX_TYPE).send(xlsx);
  });
  api.post('/leads/bulk', async (req, res) => {
    res.json(await bulkLeads(deps, advisor(res), parse(BulkActionSchema, req.body, req)));
  });
  api.get('/services', (_req, res) => {
    res.json(serviceNames());
  });
  api.get('/leads/:id', async (req, res) => {
    res.json(await getLeadDetail(prisma, cipher, deps.replyTemplates, advisor(res), leadId(req)));
  });
  api.get('/leads/:id/export.json', async (req, res) => {
    await sendLeadJson(prisma, cipher, advisor(res), leadId(req), res);
  });
  api.get('/leads/:id/files/:fileId', async (req, res) => {
    await sendLeadFile(prisma, advisor(res), { ...fileRef(req), version: 'default' }, res);
  });
  api.get('/leads/:id/files/:fileId/original', async (req, res) => {
    await sendLeadFile(prisma, advisor(res), { ...fileRef(req), version: 'original' }, res);
  });
  api.post('/leads/:id/files/:fileId/safe-copy', async (req, res) => {
    res.json(await prepareSafeCopy(prisma, fileRef(req)));
  });
  api.get('/leads/:id/files/:fileId/preview', async (req, res) => {
    await sendPreview(prisma, advisor(res), fileRef(req), req, res);
  });
  api.post('/leads/:id/bsn', async (req, res) => {
    res.json({ bsn: await revealBsn(prisma, cipher, advisor(res), leadId(req)) });
  });
  api.patch('/leads/:id', async (req, res) => {
    res.json(await changeLead(prisma, deps.boss, advisor(res), leadId(req), parse(LeadChangesSchema, req.body, req)));
  });
  api.post('/leads/:id/notes', async (req, res) => {
    res.status(201).json(await addNote(prisma, advisor(res), leadId(req), parse(NoteSchema, req.body, req)));
  });
  api.delete('/leads/:id', async (req, res) => {
    if (!(await eraseLead(prisma, deps.erasureLog, advisor(res), leadId(req))))
      throw new AppError('notFound', 'inbox.notFound');
    res.status(204).end();
  });
  api.get('/advisors', async (_req, res) => {
    const advisors: AdvisorSummary[] = await prisma.advisor.findMany({
      select: { id: true, email: true },
      orderBy: { email: 'asc' },
    });
    res.json(advisors);
  });
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
