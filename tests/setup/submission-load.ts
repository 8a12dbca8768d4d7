// A load of contact-form submissions against a running server, each with its own
// Idempotency-Key (as the web forms send), recording what every request got back.
import { randomUUID } from 'node:crypto';
import { BOT_CHECK_FIELD, IDEMPOTENCY_HEADER, SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { signedChallenge, solveProof, TEST_BOT_CHECK_SECRET } from './bot-check';

export type Outcome = {
  key: string;
  startedAt: number;
  endedAt: number;
  status?: number;
  id?: string;
  body?: unknown;
  error?: string;
};

/** A person's request: the server processes of the tests sign with TEST_BOT_CHECK_SECRET, so
 * each carries a proof of its own without the work (tests/setup/bot-check.ts). */
const body = async () =>
  JSON.stringify({
    formType: 'Contacto',
    formData: VALID_FORM_DATA.contact,
    userEmail: VALID_FORM_DATA.contact.email,
    [BOT_CHECK_FIELD]: await solveProof(await signedChallenge(TEST_BOT_CHECK_SECRET)),
  });

/** How many request bodies a load prepares before it starts. */
const PREPARED_BODIES = 2_500;

/** One submission; `id` is set only when the server acknowledged it with success. */
export async function submitOnce(
  url: string,
  key: string = randomUUID(),
  headers: Record<string, string> = {},
  payload?: string,
): Promise<Outcome> {
  payload ??= await body();
  const startedAt = performance.now();
  try {
    const response = await fetch(`${url}${SUBMIT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key, ...headers },
      body: payload,
    });
    const answer = (await response.json()) as { success?: boolean; id?: string };
    const outcome: Outcome = { key, startedAt, endedAt: performance.now(), status: response.status, body: answer };
    return answer.success === true ? { ...outcome, id: answer.id } : outcome;
  } catch (error) {
    return { key, startedAt, endedAt: performance.now(), error: String((error as { cause?: unknown }).cause ?? error) };
  }
}

/** `total` submissions from `concurrency` clients (with the given `keys`, or new ones); a client
 * stops early once `stop()` says so. */
export async function submissionLoad(
  url: string,
  options: {
    total: number;
    concurrency: number;
    keys?: readonly string[];
    headers?: Record<string, string>;
    stop?: () => boolean;
    onOutcome?: (outcome: Outcome) => void;
  },
): Promise<Outcome[]> {
  // The first bodies (with their proofs) are made before the load starts, so the clients send
  // as fast as browsers would instead of taking turns at the test process's CPU; an open-ended
  // load makes the rest as it goes.
  const payloads = await Promise.all(Array.from({ length: Math.min(options.total, PREPARED_BODIES) }, body));
  const outcomes: Outcome[] = [];
  let next = 0;
  const client = async () => {
    while (next < options.total && !options.stop?.()) {
      const key = options.keys?.[next] ?? randomUUID();
      const payload = payloads[next];
      next++;
      const outcome = await submitOnce(url, key, options.headers, payload);
      outcomes.push(outcome);
      options.onOutcome?.(outcome);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return outcomes;
}
