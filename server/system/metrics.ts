// Prometheus metrics (prom-client, its default registry): leads received by outcome,
// deliveries by channel and outcome (counted by the process that made them), and, read from
// the shared database at each scrape, the queue's depth and the age of its oldest job, and the
// last backup's age. With
// WEB_CONCURRENCY > 1 the primary sums the workers' counters (server/system/metrics-server.ts);
// the database gauges are the same in every worker, so the aggregate keeps one ("max").
import client from 'prom-client';
import type { BackupStatus, QueueStatus } from '../../common/inbox/system-status';

const leads = new client.Counter({
  name: 'leads_received_total',
  help: 'Leads stored, by outcome: accepted (the advisor is told) or held (spam, told to nobody until released)',
  labelNames: ['outcome'] as const,
});
const batches = new client.Counter({
  name: 'intake_batches_total',
  help: 'Batches of leads committed, by the way they went: one-trip, two-trips, or fell-back (one round trip tried, its assumption failed, then two: replays, retries, a network past its hour)',
  labelNames: ['way'] as const,
});
const deliveries = new client.Counter({
  name: 'deliveries_total',
  help: 'Messages sent to the advisor or a visitor, by channel (email, push) and outcome (sent, failed)',
  labelNames: ['channel', 'outcome'] as const,
});

let readQueue: (() => Promise<QueueStatus>) | undefined;
const queueGauge = (name: string, help: string, value: (queue: QueueStatus) => number) =>
  new client.Gauge({
    name,
    help,
    aggregator: 'max',
    async collect() {
      const queue = await readQueue?.();
      if (queue) this.set(value(queue));
    },
  });
queueGauge('queue_jobs', 'Jobs waiting, retrying or running in the queue', (queue) => queue.depth);
queueGauge('queue_oldest_job_age_seconds', 'Age of the oldest job not yet done (0: none)', (queue) =>
  queue.oldestCreatedAt ? Math.max(0, (Date.now() - Date.parse(queue.oldestCreatedAt)) / 1000) : 0,
);
queueGauge(
  'mail_dead_letters',
  'Emails given up after their last retry, in the last 7 days',
  (queue) => queue.deadLetters,
);

let readBackup: (() => Promise<BackupStatus>) | undefined;
new client.Gauge({
  name: 'backup_age_seconds',
  help: 'Age of the last backup that succeeded (+Inf: none yet, so an age alert fires on a new install too)',
  aggregator: 'max',
  async collect() {
    const backup = await readBackup?.();
    if (!backup) return;
    const at = backup.lastSucceededAt;
    this.set(at ? Math.max(0, (Date.now() - Date.parse(at)) / 1000) : Infinity);
  },
});
new client.Gauge({
  name: 'backup_failing',
  help: '1 while the latest backup run failed, else 0',
  aggregator: 'max',
  async collect() {
    const backup = await readBackup?.();
    this.set(backup?.failingSince ? 1 : 0);
  },
});

export function countLead(outcome: 'accepted' | 'held'): void {
  leads.inc({ outcome });
}

export function countBatch(way: 'one-trip' | 'two-trips' | 'fell-back'): void {
  batches.inc({ way });
}

export function countDelivery(channel: 'email' | 'push', outcome: 'sent' | 'failed'): void {
  deliveries.inc({ channel, outcome });
}

/** Where the queue and backup gauges read from: the serving process's database. */
export function measureOperations(sources: {
  queue: () => Promise<QueueStatus>;
  backup: () => Promise<BackupStatus>;
}): void {
  readQueue = sources.queue;
  readBackup = sources.backup;
}

export const metricsRegistry = client.register;
