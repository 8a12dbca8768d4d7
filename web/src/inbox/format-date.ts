// Dates and times as the advisor reads them: the firm's time (Amsterdam), whatever the
// device's zone, in the inbox's language.
import { BUSINESS } from '../../../common/business';

const locale = (lang: string) => (lang === 'en' ? 'en-GB' : 'es-ES');
const ZONE = BUSINESS.timeZone;

export function formatDateTime(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(locale(lang), { timeZone: ZONE, dateStyle: 'medium', timeStyle: 'short' });
}

export function formatTime(date: Date, lang: string): string {
  return date.toLocaleTimeString(locale(lang), { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });
}

export function formatDay(day: string, lang: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale(lang), { timeZone: 'UTC', dateStyle: 'medium' });
}
