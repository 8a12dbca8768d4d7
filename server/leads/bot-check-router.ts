// GET /functions/altcha-challenge?form=<form key>: a fresh signed challenge for that form's
// bot check (server/leads/bot-check.ts); its proof counts on that form only. Never cached:
// each one is accepted once.
import { Router } from 'express';
import { CHALLENGE_PATH, PROOF_FORMS_BEYOND_FORMS, type ProofForm } from '../../common/api/submission';
import { FORMS } from '../../common/forms/registry';
import { AppError } from '../errors';
import type { BotCheck } from './bot-check';

const isProofForm = (value: unknown): value is ProofForm =>
  typeof value === 'string' &&
  (Object.hasOwn(FORMS, value) || (PROOF_FORMS_BEYOND_FORMS as readonly string[]).includes(value));

export function botCheckRouter(botCheck: BotCheck): Router {
  const router = Router();
  router.get(CHALLENGE_PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!isProofForm(req.query.form)) throw new AppError('invalid', 'form.unknownType');
    res.json(await botCheck.issueChallenge(req.query.form));
  });
  return router;
}
