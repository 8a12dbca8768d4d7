// What a lead's own transaction queued to tell people (docs/decisions/0071-news-jobs-per-batch.md):
// its batch's advisor job names it once for the advisor's email and once more among the
// confirmations it queues when they are tried; its batch's push job names it once. The
// confirmations' own job is written later, by the advisor job's worker, so it is not counted.
import type pg from 'pg';

/** Per queue, the lead's emails and pushes queued with it; a queue with none is left out. */
export async function queuedNews(pool: pg.Pool, id: string): Promise<{ 'lead-mail'?: number; 'lead-push'?: number }> {
  const { rows } = await pool.query<{ mail: number; push: number }>(
    `SELECT coalesce(sum((data->'leadIds' ? $1)::int + coalesce((data->'confirm' ? $1)::int, 0))
              FILTER (WHERE name = 'lead-mail' AND data->>'mail' = 'advisor'), 0)::int AS mail,
            count(*) FILTER (WHERE name = 'lead-push' AND data->'leadIds' ? $1)::int AS push
     FROM pgboss.job`,
    [id],
  );
  const { mail, push } = rows[0]!;
  return { ...(mail > 0 && { 'lead-mail': mail }), ...(push > 0 && { 'lead-push': push }) };
}
