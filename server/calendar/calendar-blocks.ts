// The advisor's blocks (holidays, appointments): no slot is offered inside one. She types days
// and times in Amsterdam; PostgreSQL turns them into instants, so a block across a clock change
// still ends at the local midnight or hour she meant.
import { randomUUID } from 'node:crypto';
import { BUSINESS } from '../../common/business';
import type { CalendarBlockEntry, NewBlock } from '../../common/inbox/calendar';
import type { Database } from '../db/prisma';
import { Prisma } from '../generated/prisma/client';

const ZONE = BUSINESS.timeZone;

type BlockRecord = { id: string; starts_at: Date; ends_at: Date; note: string | null; whole_days: boolean };

const toEntry = (row: BlockRecord): CalendarBlockEntry => ({
  id: row.id,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  note: row.note,
  wholeDays: row.whole_days,
});

const COLUMNS = Prisma.sql`id, starts_at, ends_at, note,
  ((starts_at AT TIME ZONE ${ZONE})::time = '00:00' AND (ends_at AT TIME ZONE ${ZONE})::time = '00:00') AS whole_days`;

/** Blocks not yet over, soonest first: one already past is nothing to act on. */
export async function listBlocks(db: Database): Promise<CalendarBlockEntry[]> {
  const rows = await db.$queryRaw<BlockRecord[]>`SELECT ${COLUMNS} FROM calendar_blocks
    WHERE ends_at > now() ORDER BY starts_at, id`;
  return rows.map(toEntry);
}

function bounds(block: NewBlock): [Prisma.Sql, Prisma.Sql] {
  if (block.kind === 'days')
    return [
      Prisma.sql`(${block.from}::date::timestamp AT TIME ZONE ${ZONE})`,
      Prisma.sql`((${block.to}::date + 1)::timestamp AT TIME ZONE ${ZONE})`,
    ];
  return [
    Prisma.sql`((${block.day} || ' ' || ${block.from})::timestamp AT TIME ZONE ${ZONE})`,
    Prisma.sql`((${block.day} || ' ' || ${block.to})::timestamp AT TIME ZONE ${ZONE})`,
  ];
}

export async function addBlock(db: Database, block: NewBlock): Promise<CalendarBlockEntry> {
  const [startsAt, endsAt] = bounds(block);
  const [row] = await db.$queryRaw<BlockRecord[]>`INSERT INTO calendar_blocks (id, starts_at, ends_at, note)
    VALUES (${randomUUID()}::uuid, ${startsAt}, ${endsAt}, ${block.note}) RETURNING ${COLUMNS}`;
  return toEntry(row!);
}

/** False when there was no such block. */
export async function removeBlock(db: Database, id: string): Promise<boolean> {
  const { count } = await db.calendarBlock.deleteMany({ where: { id } });
  return count > 0;
}
