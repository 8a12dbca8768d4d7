// The alert queue's jobs: what failed, and the channel each alert goes through. The one way
// the advisor is told of trouble: a failing channel is told through the other one; a failed
// digest or backup and a full upload disk through both, one job each, so a retry of one never
// repeats the other (docs/decisions/0047-failure-alerts.md).
import type { PgBoss } from 'pg-boss';

export const ALERT_QUEUE = 'advisor-alert';

/** email, push: the lead notifications through that channel; digest: the morning digest;
 * backup: the scheduled backup; uploads: the disk of uploads in flight (full: 503 to visitors). */
export type Channel = 'email' | 'push' | 'digest' | 'backup' | 'uploads';
export type Via = 'email' | 'push';
export type AlertJob = { about: Channel; via: Via; since: string; error: string | null };

const BOTH: Via[] = ['email', 'push'];
const VIA: Record<Channel, Via[]> = { email: ['push'], push: ['email'], digest: BOTH, backup: BOTH, uploads: BOTH };

export function alertJobs(about: Channel, since: Date, error: string | null) {
  return VIA[about].map((via) => ({
    data: { about, via, since: since.toISOString(), error } satisfies AlertJob,
    // An alert is news for a while; a few tries through a short outage of its own channel.
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
  }));
}

export async function createAlertQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(ALERT_QUEUE, { deleteAfterSeconds: 30 * 24 * 3600 });
}
