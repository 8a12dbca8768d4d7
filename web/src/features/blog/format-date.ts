import type { Lang } from '../../../../common/lang';

/** "17 de junio de 2025" / "June 17, 2025" (US long format, as the DigiD guide shows it). */
export function formatDate(date: string | Date, lang: Lang): string {
  const value = typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date;
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(value);
}
