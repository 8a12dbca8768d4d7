// The advisor's own calendar keeps its busy times off the booking page
// (docs/decisions/0057-calendar-in-the-inbox.md): a pg-boss schedule reads BOOKING_BUSY_ICS_URL
// every 5 minutes and replaces the imported times in one transaction; the slot rules read them
// with the other busy times (server/booking/busy-times.ts). A failed read leaves the last times in place (a calendar briefly
// unreachable should not open her private appointments to visitors) and is retried by the
// next run.
import type { PgBoss } from 'pg-boss';
import type { Logger } from '../logger';
import { BOOKING } from '../../common/business';
import type { Database } from '../db/prisma';
import { busyIntervals, type BusyInterval } from './busy-ics';

export const BUSY_IMPORT_QUEUE = 'busy-times-import';
const EVERY_FIVE_MINUTES = '*/5 * * * *';
/** A calendar's ICS is a few hundred KB; past this it is not the advisor's calendar. */
const MAX_BYTES = 5_000_000;
const TIMEOUT_MS = 20_000;

async function readCalendar(url: string): Promise<string> {
  // Calendar apps hand out webcal:// addresses for the same HTTPS resource.
  const response = await fetch(url.replace(/^webcal:/i, 'https:'), { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`busy calendar answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new Error('busy calendar too large');
  return text;
}

/** Reads the calendar and replaces the imported busy times from now to past the booking horizon. */
export async function refreshImportedBusyTimes(db: Database, url: string, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + (BOOKING.horizonDays + 1) * 86_400_000);
  const busy = busyIntervals(await readCalendar(url), now, until);
  const rows = JSON.stringify(busy.map(({ start, end }) => ({ starts_at: start, ends_at: end })));
  await db.$transaction([
    db.$executeRaw`DELETE FROM imported_busy_times`,
    db.$executeRaw`INSERT INTO imported_busy_times (id, starts_at, ends_at)
      SELECT gen_random_uuid(), busy.starts_at, busy.ends_at
      FROM jsonb_to_recordset(${rows}::jsonb) AS busy(starts_at timestamptz, ends_at timestamptz)`,
  ]);
  return busy.length;
}

/** The imported busy times overlapping [from, to), for the slot rules. */
export async function importedBusyTimes(db: Database, from: Date, to: Date): Promise<BusyInterval[]> {
  const rows = await db.importedBusyTime.findMany({
    where: { startsAt: { lt: to }, endsAt: { gt: from } },
    select: { startsAt: true, endsAt: true },
    orderBy: { startsAt: 'asc' },
  });
  return rows.map((row) => ({ start: row.startsAt, end: row.endsAt }));
}

export async function startBusyImportJob(
  boss: PgBoss,
  deps: { prisma: Database; logger: Logger; url: string | undefined },
): Promise<void> {
  if (!deps.url) return;
  const url = deps.url;
  // No retries: the next run is five minutes away.
  await boss.createQueue(BUSY_IMPORT_QUEUE, { retryLimit: 0 });
  await boss.schedule(BUSY_IMPORT_QUEUE, EVERY_FIVE_MINUTES);
  await boss.work(BUSY_IMPORT_QUEUE, async () => {
    const count = await refreshImportedBusyTimes(deps.prisma, url).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'busy calendar not read: the last busy times stay');
      throw error;
    });
    deps.logger.info({ count }, 'busy calendar read');
  });
}
