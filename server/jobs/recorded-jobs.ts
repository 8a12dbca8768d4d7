// pg-boss writes jobs with its own SQL through whatever `db` it is handed. The intake sends a
// batch's statements together on one pipelined connection (server/leads/create-lead.ts), so it
// hands pg-boss a db that keeps the statements instead of running them and sends them with the
// batch: the jobs are still written by pg-boss's own statements, for its own schema and
// version, in the leads' transaction, without a round trip of their own
// (docs/decisions/0063-intake-in-two-round-trips.md). Only for writes whose answer the caller
// does not need: the recorder answers every statement with no rows.
import type { SqlExecutor } from './queue';

export type Statement = { text: string; values: unknown[] };

export async function recordStatements(write: (db: SqlExecutor) => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  await write({
    executeSql: (text, values = []) => {
      statements.push({ text, values });
      return Promise.resolve({ rows: [] });
    },
  });
  return statements;
}
