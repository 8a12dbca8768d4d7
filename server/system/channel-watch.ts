// What the workers call after each delivery to the advisor (and the backup and the uploads after
// each run or upload), and what looks every minute for a channel failing too long: a failure is
// recorded, and once it has lasted ALERT_AFTER_MINUTES (or at once when a job gave up, a backup
// failed or the upload disk was full) the advisor is told through the other channel or both,
// once per incident (docs/decisions/0047-failure-alerts.md). A write here that fails is logged, never
// thrown: a sent email must not be retried, and sent again, because its bookkeeping failed.
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import type { Logger } from '../logger';
import type { Channel } from './alert-jobs';
import { alertIfFailing, recordFailure, recordRecovery, recordSuccess } from './channel-health';
import { countDelivery } from './metrics';

export type ChannelWatch = {
  delivered: (channel: Channel) => Promise<void>;
  /** Ends the channel's incident, if any; nothing is written while it works (uploads). */
  recovered: (channel: Channel) => Promise<void>;
  /** gaveUp: the job made its last try (dead letter, last push retry, digest) or the failure has
   * no retry to wait for (backup, full disk), so she is told now. */
  failed: (channel: Channel, error: unknown, gaveUp: boolean) => Promise<void>;
  /** Tells of every channel failing longer than its threshold; run every minute by serve.ts. */
  check: () => Promise<void>;
};

/** Deliveries to the advisor count in deliveries_total; a backup or an upload is none. */
const METRIC_CHANNEL: Partial<Record<Channel, 'email' | 'push'>> = { email: 'email', push: 'push', digest: 'email' };
const count = (channel: Channel, outcome: 'sent' | 'failed') => {
  const metric = METRIC_CHANNEL[channel];
  if (metric) countDelivery(metric, outcome);
};

export function createChannelWatch(deps: {
  prisma: Database;
  boss: PgBoss;
  logger: Logger;
  alertAfterMinutes: number;
}): ChannelWatch {
  const afterMs = deps.alertAfterMinutes * 60_000;
  const alert = async (channel: Channel, thresholdMs: number) => {
    if (await alertIfFailing(deps.prisma, deps.boss, channel, thresholdMs))
      deps.logger.warn({ channel }, 'channel failing: alert enqueued');
  };
  const logged = (action: string) => (error: unknown) => deps.logger.error({ err: error }, action);
  return {
    delivered: async (channel) => {
      count(channel, 'sent');
      await recordSuccess(deps.prisma, channel).catch(logged('could not record a delivery'));
    },
    recovered: async (channel) => {
      await recordRecovery(deps.prisma, channel).catch(logged('could not record a recovery'));
    },
    failed: async (channel, error, gaveUp) => {
      count(channel, 'failed');
      await recordFailure(deps.prisma, channel, error)
        .then(() => alert(channel, gaveUp ? 0 : afterMs))
        .catch(logged('could not record a failed delivery'));
    },
    check: async () => {
      for (const channel of ['email', 'push'] as const) {
        await alert(channel, afterMs).catch(logged('could not check the channels'));
      }
      // Told at once when they fail; this catches a claim that failed after the failure was recorded.
      for (const channel of ['backup', 'uploads'] as const) {
        await alert(channel, 0).catch(logged('could not check the channels'));
      }
    },
  };
}
