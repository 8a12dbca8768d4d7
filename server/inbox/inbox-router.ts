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
import type { AdvisorSummary } from '../../common/inbox/api';
import { authRouter, requireAdvisor, type AuthDeps } from '../auth/auth-router';
import { devicesRouter } from '../auth/devices-router';
import { sameOriginOnly } from '../auth/same-origin';
import { AppError } from '../errors';
import { requestLanguage } from '../http/request-language';
import type { PushConfig } from '../push/push-config';
import { pushRouter } from '../push/push-router';
import type { ReplyTemplates } from '../replies/reply-templates';
import type { FieldCipher } from '../security/field-cipher';
import { bulkLeads } from './bulk-leads';
import { eraseLead } from './erase-lead';
import { exportCsv } from './export/export-csv';
import { exportLeadJson } from './export/export-lead-json';
import { exportXlsx, XLSX_TYPE } from './export/export-xlsx';
import { inboxPage } from './inbox-page';
import { computeInsight } from './insight';
import { getLeadDetail, revealBsn } from './lead-detail';
import { sendLeadFile } from './lead-file';
import { listLeads } from './list-leads';
import { serviceNames } from '../leads/service-name';
import { sendPreview } from './preview-file';
import { listReviewGroup, listReviewGroups, settleReview } from './review-groups';
import { listToday } from './today';
import { addNote, changeLead } from './work-lead';

export type InboxDeps = AuthDeps & {
  cipher: FieldCipher;
  boss: PgBoss;
  publicBaseUrl: string;
  unansweredHours: number;
  replyTemplates: ReplyTemplates;
  push: PushConfig | undefined;
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
    res.json(await listToday(prisma, deps.unansweredHours));
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
      res.json(await settleReview(prisma, deps.boss, advisor(res), target, status));
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
    res.json(await bulkLeads(prisma, deps.boss, advisor(res), parse(BulkActionSchema, req.body, req)));
  });
  api.get('/services', (_req, res) => {
    res.json(serviceNames());
  });
  api.get('/leads/:id', async (req, res) => {
    res.json(await getLeadDetail(prisma, cipher, deps.replyTemplates, advisor(res), leadId(req)));
  });
  api.get('/leads/:id/export.json', async (req, res) => {
    const id = leadId(req);
    res.attachment(`lead-${id}.json`).json(await exportLeadJson(prisma, cipher, advisor(res), id));
  });
  api.get('/leads/:id/files/:fileId', async (req, res) => {
    await sendLeadFile(prisma, advisor(res), leadId(req), parse(Id, req.params.fileId, req), res);
  });
  api.get('/leads/:id/files/:fileId/preview', async (req, res) => {
    const file = { leadId: leadId(req), fileId: parse(Id, req.params.fileId, req) };
    await sendPreview(prisma, advisor(res), file, req, res);
  });
  api.post('/leads/:id/bsn', async (req, res) => {
    res.json({ bsn: await revealBsn(prisma, cipher, advisor(res), leadId(req)) });
  });
  api.patch('/leads/:id', async (req, res) => {
    res.json(await changeLead(prisma, deps.boss, advisor(res), leadId(req), parse(LeadChangesSchema, req.body, req)));
  });
  api.post('/leads/:id/notes', async (req, res) => {
    res.status(201).json(await addNote(prisma, advisor(res), leadId(req), parse(NoteSchema, req.body, req).body));
  });
  api.delete('/leads/:id', async (req, res) => {
    if (!(await eraseLead(prisma, advisor(res), leadId(req)))) throw new AppError('notFound', 'inbox.notFound');
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
  router.get(/.*/, inboxPage());
  return router;
}
