import type { TFunction } from 'i18next';

/** 45 min, 3 h 5 min, 2 d 4 h: as precise as a first contact needs. */
export function formatMinutes(minutes: number, t: TFunction): string {
  if (minutes < 60) return t('insight.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('insight.duration.hours', { hours, minutes: minutes % 60 });
  return t('insight.duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}
