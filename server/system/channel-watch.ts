// What the workers call after each delivery to the advisor, and what looks every minute for a
// channel failing too long: a failure is recorded, and once it has lasted ALERT_AFTER_MINUTES
// (or at once when a job gave up) the advisor is told through the other channel, once per
// incident (docs/decisions/0047-failure-alerts.md). A write here that fails is logged, never
// thrown: a sent email must not be retried, and sent again, because its bookkeeping failed.
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import type { Logger } from '../logger';
import type { Channel } from './alert-jobs';
import { alertIfFailing, recordFailure, recordSuccess } from './channel-health';
import { countDelivery } from './metrics';

export type ChannelWatch = {
  delivered: (channel: Channel) => Promise<void>;
  /** gaveUp: the job made its last try (dead letter, last push retry, digest), so she is told now. */
  failed: (channel: Channel, error: unknown, gaveUp: boolean) => Promise<void>;
  /** Tells of every channel failing longer than the threshold; run every minute by serve.ts. */
  check: () => Promise<void>;
};

const METRIC_CHANNEL = { email: 'email', push: 'push', digest: 'email' } as const;

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
      countDelivery(METRIC_CHANNEL[channel], 'sent');
      await recordSuccess(deps.prisma, channel).catch(logged('could not record a delivery'));
    },
    failed: async (channel, error, gaveUp) => {
      countDelivery(METRIC_CHANNEL[channel], 'failed');
      await recordFailure(deps.prisma, channel, error)
        .then(() => alert(channel, gaveUp ? 0 : afterMs))
        .catch(logged('could not record a failed delivery'));
    },
    check: async () => {
      for (const channel of ['email', 'push'] as const) {
        await alert(channel, afterMs).catch(logged('could not check the channels'));
      }
    },
  };
}
