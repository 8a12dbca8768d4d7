// Trouble no visitor can fix and the advisor must hear of (today: the upload disk running full),
// counted in system_events, one row per kind, and logged as an error. No channel tells the advisor
// of such trouble yet: whatever does reads rows whose `last_at` is later than `told_at`
// (docs/decisions/0041-uploads-slow-clients-and-memory.md).
import type { Database } from '../db/prisma';
import type { Logger } from '../logger';

export type SystemEventKind = 'upload-disk-full';

/** Records one occurrence; never throws (the disk that is full may be the database's too, and the
 * visitor's answer must not wait on it), the log keeps the event either way. */
export function systemEventRecorder(prisma: Database, logger: Logger) {
  return (kind: SystemEventKind): void => {
    logger.error({ event: kind }, 'system event');
    prisma.$executeRaw`INSERT INTO system_events (kind) VALUES (${kind})
        ON CONFLICT (kind) DO UPDATE SET last_at = CURRENT_TIMESTAMP, occurrences = system_events.occurrences + 1`.catch(
      (error: unknown) => logger.error({ err: error, event: kind }, 'system event not recorded'),
    );
  };
}
