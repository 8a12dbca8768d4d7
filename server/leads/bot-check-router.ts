// GET /functions/altcha-challenge?form=<form key>: a fresh signed challenge for that form's
// bot check (server/leads/bot-check.ts); its proof counts on that form only. Never cached:
// each one is accepted once.
import { Router } from 'express';
import { CHALLENGE_PATH } from '../../common/api/submission';
import { FORMS, type FormKey } from '../../common/forms/registry';
import { AppError } from '../errors';
import type { BotCheck } from './bot-check';

const isFormKey = (value: unknown): value is FormKey => typeof value === 'string' && Object.hasOwn(FORMS, value);

export function botCheckRouter(botCheck: BotCheck): Router {
  const router = Router();
  router.get(CHALLENGE_PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!isFormKey(req.query.form)) throw new AppError('invalid', 'form.unknownType');
    res.json(await botCheck.issueChallenge(req.query.form));
  });
  return router;
}
