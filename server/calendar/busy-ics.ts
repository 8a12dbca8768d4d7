// The busy times in an ICS calendar between two instants (ical.js): single events, recurring
// ones expanded with their exceptions and excluded dates, all-day and floating times read in
// Amsterdam. Free ("transparent") and cancelled events keep no time.
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { BUSINESS } from '../../common/business';

export type BusyInterval = { start: Date; end: Date };

/** A runaway rule (every minute, forever) stops here; a real calendar has far fewer in weeks. */
const MAX_OCCURRENCES = 2000;

function toInstant(time: ICAL.Time): Date {
  // A day, or a time without a zone, is the firm's wall clock (RFC 5545 "floating").
  if (time.isDate || !time.zone || time.zone.tzid === 'floating')
    return DateTime.fromObject(
      { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second },
      { zone: BUSINESS.timeZone },
    ).toJSDate();
  return new Date(time.toUnixTime() * 1000);
}

const keepsTime = (event: ICAL.Component) =>
  String(event.getFirstPropertyValue('transp') ?? '').toUpperCase() !== 'TRANSPARENT' &&
  String(event.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED';

export function busyIntervals(ics: string, from: Date, to: Date): BusyInterval[] {
  const calendar = ICAL.Component.fromString(ics);
  // The file's own zone definitions, so a TZID it names reads as that zone.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  for (const vevent of vevents) {
    if (vevent.hasProperty('recurrence-id')) exceptions.push(vevent);
    else masters.set(String(vevent.getFirstPropertyValue('uid')), new ICAL.Event(vevent));
  }
  for (const exception of exceptions)
    masters.get(String(exception.getFirstPropertyValue('uid')))?.relateException(exception);

  const busy: BusyInterval[] = [];
  const add = (start: ICAL.Time, end: ICAL.Time, event: ICAL.Component) => {
    const interval = { start: toInstant(start), end: toInstant(end) };
    if (keepsTime(event) && interval.end > interval.start && interval.start < to && interval.end > from)
      busy.push(interval);
  };
  for (const event of masters.values()) {
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate, event.component);
      continue;
    }
    const occurrences = event.iterator();
    for (
      let count = 0, next = occurrences.next();
      next && count < MAX_OCCURRENCES;
      next = occurrences.next(), count++
    ) {
      const details = event.getOccurrenceDetails(next);
      if (toInstant(details.startDate) >= to) break;
      add(details.startDate, details.endDate, details.item.component);
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}
