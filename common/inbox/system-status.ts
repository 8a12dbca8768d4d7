// What the inbox's System view shows (GET /inbox/api/system), read at a glance: is every way
// of reaching the advisor working, and is anything piling up? docs/decisions/0047-failure-alerts.md.

/** One channel's health; failingSince is null while it works. Times are ISO strings. */
export type ChannelStatus = { lastSuccessAt: string | null; failingSince: string | null; lastError: string | null };

/** data: DATA_DIR (embedded database, development mail); uploads: the temporary folder of uploads in flight. */
export type DiskFolder = 'data' | 'uploads';

export type SystemStatus = {
  checkedAt: string;
  /** The newest lead that is not spam. */
  lastLeadAt: string | null;
  email: ChannelStatus;
  /** configured: false while the VAPID keys are missing (push off); devices: subscriptions. */
  push: ChannelStatus & { configured: boolean; devices: number };
  digest: ChannelStatus;
  /** Jobs waiting or running (emails, pushes, digest, alerts), the oldest's creation, emails given up this week. */
  queue: QueueStatus;
  disks: { folder: DiskFolder; freeBytes: number; totalBytes: number }[];
  /** The uploads' disk: since when it has been found full (requests with documents answered 503)
   * while it is; lastSuccessAt is when files fitted again after the last such incident. */
  uploads: ChannelStatus;
  backup: BackupStatus;
};

/** The last backup that succeeded (its age is the data a lost machine would lose now) and where it
 * went; failingSince: when the latest run failed, null unless the latest run failed. */
export type BackupStatus = {
  lastSucceededAt: string | null;
  locations: string[];
  bytes: number | null;
  failingSince: string | null;
  lastError: string | null;
};

export type QueueStatus = { depth: number; oldestCreatedAt: string | null; deadLetters: number };
