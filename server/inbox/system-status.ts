// Everything the System view shows, read in one go from the shared database (so any
// instance answers the same) and this machine's disks.
import type { ChannelStatus, SystemStatus } from '../../common/inbox/system-status';
import { readBackupStatus } from '../backup/last-backup';
import type { Database } from '../db/prisma';
import type { Channel } from '../system/alert-jobs';
import { readDiskSpace } from '../system/disk-space';
import { readQueueStatus } from '../system/queue-status';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export async function readSystemStatus(
  prisma: Database,
  options: { dataDir: string; pushConfigured: boolean },
): Promise<SystemStatus> {
  const [lastLead, channels, devices, queue, disks, backup] = await Promise.all([
    prisma.lead.findFirst({
      where: { status: { not: 'SPAM' } },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    }),
    prisma.channelHealth.findMany({
      select: { channel: true, lastSuccessAt: true, failingSince: true, lastError: true },
    }),
    prisma.pushSubscription.count(),
    readQueueStatus(prisma),
    readDiskSpace(options.dataDir),
    readBackupStatus(prisma),
  ]);
  const channel = (name: Channel): ChannelStatus => {
    const row = channels.find((candidate) => candidate.channel === name);
    return {
      lastSuccessAt: iso(row?.lastSuccessAt),
      failingSince: iso(row?.failingSince),
      lastError: row?.lastError ?? null,
    };
  };
  return {
    checkedAt: new Date().toISOString(),
    lastLeadAt: iso(lastLead?.createdAt),
    email: channel('email'),
    push: { ...channel('push'), configured: options.pushConfigured, devices },
    digest: channel('digest'),
    queue,
    disks,
    uploads: channel('uploads'),
    backup,
  };
}
