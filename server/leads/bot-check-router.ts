// GET /functions/altcha-challenge: a fresh signed challenge for a form's bot check
// (server/leads/bot-check.ts). Never cached: each one is accepted once.
import { Router } from 'express';
import { CHALLENGE_PATH } from '../../common/api/submission';
import type { BotCheck } from './bot-check';

export function botCheckRouter(botCheck: BotCheck): Router {
  const router = Router();
  router.get(CHALLENGE_PATH, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await botCheck.issueChallenge());
  });
  return router;
}
