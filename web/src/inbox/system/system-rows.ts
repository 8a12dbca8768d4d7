// The System view's rows, from the server's status: what each says and whether it needs the
// advisor's attention. One entry per fact; a new fact is one more entry here, its field in
// common/inbox/system-status.ts and its texts under `system` in the locales.
import type { TFunction } from 'i18next';
import type { ChannelStatus, SystemStatus } from '../../../../common/inbox/system-status';
import { formatAge } from '../format-age';
import { formatDateTime } from '../format-date';

export type Tone = 'ok' | 'warn' | 'bad';
export type SystemRow = { id: string; label: string; value: string; details: string[]; tone?: Tone };

/** A queue job older than this is worth a look: the alerts wait as long (ALERT_AFTER_MINUTES' default). */
const QUEUE_STALE_MS = 15 * 60_000;
/** A backup older than this is worth a look: the default schedule makes one a day. */
const BACKUP_STALE_MS = 36 * 3600_000;
/** Below this share of free space a disk is worth a look, below half of it urgent. */
const DISK_LOW = 0.1;

export function systemRows(status: SystemStatus, t: TFunction<'inbox'>, lang: string, now = Date.now()): SystemRow[] {
  const when = (iso: string) => `${formatAge(iso, lang, now)} · ${formatDateTime(iso, lang)}`;
  const lastOrNever = (iso: string | null) => (iso ? when(iso) : t('system.never'));
  const channel = (
    id: string,
    label: string,
    state: ChannelStatus,
    extra: { details?: string[]; tone?: Tone } = {},
  ) => {
    const failing = state.failingSince !== null;
    return {
      id,
      label,
      value: lastOrNever(state.lastSuccessAt),
      details: [
        ...(failing ? [t('system.failingSince', { when: formatDateTime(state.failingSince!, lang) })] : []),
        ...(failing && state.lastError ? [t('system.reason', { error: state.lastError })] : []),
        ...(extra.details ?? []),
      ],
      // Nothing delivered yet and nothing failed (a new install, no digest due yet): no verdict.
      tone: failing ? ('bad' as const) : (extra.tone ?? (state.lastSuccessAt ? ('ok' as const) : undefined)),
    };
  };
  const { push, queue, backup } = status;
  const oldest = queue.oldestCreatedAt;
  const bytes = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'es-ES', {
    style: 'unit',
    unit: 'gigabyte',
    maximumFractionDigits: 1,
  });
  const percent = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'es-ES', { style: 'percent' });
  return [
    { id: 'last-lead', label: t('system.lastLead'), value: lastOrNever(status.lastLeadAt), details: [] },
    channel('email', t('system.email'), status.email),
    push.configured
      ? channel('push', t('system.push'), push, {
          details: [push.devices > 0 ? t('system.devices', { count: push.devices }) : t('system.noDevices')],
          tone: push.devices > 0 ? 'ok' : 'warn',
        })
      : { id: 'push', label: t('system.push'), value: t('system.pushOff'), details: [], tone: 'bad' },
    channel('digest', t('system.digest'), status.digest),
    {
      id: 'queue',
      label: t('system.queue'),
      value: oldest
        ? t('system.queueWaiting', { count: queue.depth, age: formatAge(oldest, lang, now) })
        : t('system.queueEmpty'),
      details: queue.deadLetters > 0 ? [t('system.deadLetters', { count: queue.deadLetters })] : [],
      tone: queue.deadLetters > 0 ? 'bad' : oldest && now - Date.parse(oldest) > QUEUE_STALE_MS ? 'warn' : 'ok',
    },
    channel(
      'backup',
      t('system.backup'),
      { lastSuccessAt: backup.lastSucceededAt, failingSince: backup.failingSince, lastError: backup.lastError },
      {
        details: backup.locations.map((where) =>
          t('system.backupWhere', { where, size: bytes.format((backup.bytes ?? 0) / 1e9) }),
        ),
        // None yet, or none for a day and a half: worth a look (a failure is already 'bad').
        tone: !backup.lastSucceededAt || now - Date.parse(backup.lastSucceededAt) > BACKUP_STALE_MS ? 'warn' : 'ok',
      },
    ),
    ...status.disks.map((disk) => {
      const share = disk.totalBytes > 0 ? disk.freeBytes / disk.totalBytes : 0;
      // The uploads' disk found full by a request with documents: those are refused until one fits.
      const full = disk.folder === 'uploads' ? status.uploads.failingSince : null;
      return {
        id: `disk-${disk.folder}`,
        label: t(`system.disk.${disk.folder}`),
        value: t('system.diskFree', {
          free: bytes.format(disk.freeBytes / 1e9),
          total: bytes.format(disk.totalBytes / 1e9),
          percent: percent.format(share),
        }),
        details: full
          ? [
              t('system.uploadsFull', { when: formatDateTime(full, lang) }),
              ...(status.uploads.lastError ? [t('system.reason', { error: status.uploads.lastError })] : []),
            ]
          : [],
        tone: full || share < DISK_LOW / 2 ? ('bad' as const) : share < DISK_LOW ? ('warn' as const) : ('ok' as const),
      };
    }),
  ];
}
