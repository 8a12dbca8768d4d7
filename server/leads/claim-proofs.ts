// The single use of each proof of work (docs/decisions/0021-bot-check.md), claimed in the
// lead writer's transaction for the whole batch in one statement, so a proof is used exactly
// when its lead is committed (docs/decisions/0022-intake-throughput.md). The unique key of
// bot_check_uses makes a proof accepted once, across batches, processes and restarts: a
// concurrent claim of the same key waits for the other transaction and then sees its row.
import type pg from 'pg';
import type { Prisma } from '../generated/prisma/client';
import type { ProofUse } from './bot-check';

// Expired solutions are swept about once every so many claims, so the table stays small
// without a timer.
const SWEEP_EVERY = 500;

export type ProofClaim = {
  proof: ProofUse;
  /** The submission's Idempotency-Key: its retries (a double click, a lost answer) are not replays. */
  submission: string | undefined;
};

const CLAIM_NEW_SQL = `
  INSERT INTO bot_check_uses AS used (key, expires_at, submission)
  SELECT key, to_timestamp(expires_at), submission
  FROM jsonb_to_recordset($1::jsonb) AS claim(key text, expires_at float8, submission text)
  ORDER BY key`;
const CLAIM_SQL = `${CLAIM_NEW_SQL}
  ON CONFLICT (key) DO UPDATE SET key = used.key WHERE used.submission = excluded.submission
  RETURNING key`;

/**
 * Whether each claim may use its proof, in the batch's order: false for a replay. Its
 * statements are sent before its first await, so they go out in the order of the calls on a
 * pipelined connection (create-lead.ts). A booking claims its one proof in a Prisma transaction.
 * `onlyNew`: every proof must be new (a batch in one round trip, batch-in-one-trip.ts): one
 * used before, even by the same submission, fails the statement and the transaction with it.
 */
export async function claimProofs(
  db: pg.ClientBase | Prisma.TransactionClient,
  claims: ProofClaim[],
  { onlyNew = false } = {},
): Promise<boolean[]> {
  if (claims.length === 0) return [];
  const sweep =
    Math.random() < claims.length / SWEEP_EVERY
      ? run(db, 'DELETE FROM bot_check_uses WHERE expires_at < now()')
      : undefined;
  // One row per proof (a statement may not touch a row twice), for the first submission that
  // sent it; in key order, so two batches claiming the same proofs cannot deadlock.
  const first = new Map<string, ProofClaim>();
  for (const claim of claims) if (!first.has(claim.proof.key)) first.set(claim.proof.key, claim);
  const rows = [...first.values()]
    .map(({ proof, submission }) => ({ key: proof.key, expires_at: proof.expiresAtSeconds, submission }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  // A key comes back when the proof is new, or was used before by this same submission.
  const [, claimed] = await Promise.all([
    sweep,
    onlyNew
      ? run<{ key: string }>(db, CLAIM_NEW_SQL, JSON.stringify(rows), 'claim-new-proofs').then(() =>
          rows.map(({ key }) => ({ key })),
        )
      : run<{ key: string }>(db, CLAIM_SQL, JSON.stringify(rows), 'claim-proofs'),
  ]);
  const ours = new Set(claimed.map((row) => row.key));
  // Within the batch, the first sender of a proof holds it; later ones pass only as retries of it.
  return claims.map((claim) => {
    const holder = first.get(claim.proof.key)!;
    return (
      ours.has(claim.proof.key) &&
      (claim === holder || (claim.submission !== undefined && claim.submission === holder.submission))
    );
  });
}

function run<Row>(db: pg.ClientBase | Prisma.TransactionClient, text: string, value?: string, name?: string) {
  const values = value === undefined ? [] : [value];
  return 'query' in db
    ? db.query<Row & pg.QueryResultRow>({ name, text, values }).then(({ rows }) => rows)
    : db.$queryRawUnsafe<Row[]>(text, ...values);
}
