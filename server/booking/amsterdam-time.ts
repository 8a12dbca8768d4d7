// Instants as the booking endpoints give them: ISO 8601 with the firm's offset
// (2026-12-01T18:00:00.000+01:00), the form the booking page's <time datetime> carries.
import { DateTime } from 'luxon';
import { BUSINESS } from '../../common/business';

export function amsterdamIso(at: Date): string {
  return DateTime.fromJSDate(at, { zone: BUSINESS.timeZone }).toISO()!;
}
