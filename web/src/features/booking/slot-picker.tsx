// The free times of a kind as buttons, grouped by the visitor's day (docs/decisions/0055-booking-on-the-site.md):
// each carries <time datetime> with the full ISO date-time and offset, her clock first and
// Amsterdam's beside when it differs. One button per time in the tab order, the chosen one
// aria-pressed; the state (loading, none, failed) is announced. The request page embeds it to
// move a booking: `exclude` leaves out the time she already holds.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingKind } from '../../../../common/booking/booking-kinds';
import { useLanguage } from '../../lib/language';
import { groupByDay, visitorZone } from './slot-times';
import { useFreeSlots } from './use-free-slots';
import './booking.css';

/** Days shown before "more days": enough for a week of evenings without a long page on a phone. */
const FIRST_DAYS = 4;

type Props = {
  kind: BookingKind;
  chosen: string | undefined;
  onChoose: (slot: string) => void;
  exclude?: string;
  /** The heading level of each day, under the page's own heading for the picker. */
  dayHeading?: 'h3' | 'h4';
};

export function SlotPicker({ kind, chosen, onChoose, exclude, dayHeading: DayHeading = 'h3' }: Props) {
  const { t } = useTranslation('booking');
  const { lang } = useLanguage();
  const free = useFreeSlots(kind);
  const [allDays, setAllDays] = useState(false);
  const id = useId();
  const zone = visitorZone();

  if (free.state !== 'ready')
    return (
      <p className="bk-status" role="status">
        {free.state === 'loading' ? t('picker.loading') : t('picker.failed')}
      </p>
    );
  const days = groupByDay(
    free.slots.filter((slot) => slot !== exclude),
    lang,
    zone,
  );
  if (days.length === 0)
    return (
      <p className="bk-status" role="status">
        {t('picker.none')}
      </p>
    );
  const firstView = days[0]!.slots[0]!;
  return (
    <div className="bk-picker">
      <p className="bk-zone">{firstView.amsterdam ? t('picker.yourZone', { zone }) : t('picker.amsterdamZone')}</p>
      {(allDays ? days : days.slice(0, FIRST_DAYS)).map((day) => (
        <section key={day.key} className="bk-day" aria-labelledby={`${id}-${day.key}`}>
          <DayHeading id={`${id}-${day.key}`} className="bk-day__title">
            {day.label}
          </DayHeading>
          <ul className="bk-times">
            {day.slots.map((view) => (
              <li key={view.slot}>
                <button
                  type="button"
                  className="bk-time"
                  aria-pressed={view.slot === chosen}
                  onClick={() => onChoose(view.slot)}
                >
                  <time dateTime={view.slot}>{view.time}</time>
                  {view.amsterdam && (
                    <span className="bk-time__firm">
                      <span aria-hidden="true">{view.amsterdam}</span>
                      <span className="visually-hidden">{t('picker.amsterdam', { time: view.amsterdam })}</span>
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {!allDays && days.length > FIRST_DAYS && (
        <button type="button" className="button button--secondary" onClick={() => setAllDays(true)}>
          {t('picker.more')}
        </button>
      )}
    </div>
  );
}
