// What both flood benchmarks attack (flood.ts, flood-burst.ts): the real server process with the
// production limits and budgets (tests/setup/server-process.ts lifts them for load tests), and
// a contact request from a given address carrying a solved proof, as a bot that does the work sends.
import { randomUUID } from 'node:crypto';
import { BOT_CHECK_FIELD, IDEMPOTENCY_HEADER, SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../../tests/fixtures/form-examples';
import { signedChallenge, solveProof, TEST_BOT_CHECK_SECRET } from '../../tests/setup/bot-check';
import { startBenchServer } from './bench-server';
import { PRODUCTION_LIMITS } from './production-limits';

export function startFloodTarget(options: { databaseUrl: string; smtpUrl: string; pollSeconds: number }) {
  return startBenchServer({
    databaseUrl: options.databaseUrl,
    smtpUrl: options.smtpUrl,
    env: {
      ...PRODUCTION_LIMITS,
      QUEUE_POLL_SECONDS: String(options.pollSeconds),
    },
  });
}

/** Posts a contact request from `address` (X-Forwarded-For, one trusted hop) to `email`. */
export async function postSolvedLead(serverUrl: string, address: string, email: string) {
  const response = await fetch(`${serverUrl}${SUBMIT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, [IDEMPOTENCY_HEADER]: randomUUID() },
    body: JSON.stringify({
      formType: 'Contacto',
      formData: { ...VALID_FORM_DATA.contact, email },
      userEmail: email,
      [BOT_CHECK_FIELD]: await solveProof(await signedChallenge(TEST_BOT_CHECK_SECRET)),
    }),
  });
  const body = (await response.json()) as { id?: string; review?: boolean };
  return { status: response.status, id: body.id, review: body.review === true, at: performance.now() };
}
