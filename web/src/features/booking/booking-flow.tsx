// The booking page's steps (docs/decisions/0055-booking-on-the-site.md): the kind of call, a free
// time, who books, then the booked call. A time lost to someone else while she typed brings her
// back to the times, with the nearest free ones first.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingConfirmed } from '../../../../common/booking/booking-api';
import { BOOKING_KINDS, KIND_MINUTES, type BookingKind } from '../../../../common/booking/booking-kinds';
import { useLanguage } from '../../lib/language';
import { useHydrated } from '../../lib/use-hydrated';
import { SlotPicker } from './slot-picker';
import { slotFormats, visitorZone } from './slot-times';

type Props = { kind: BookingKind | undefined; onKind: (kind: BookingKind) => void };

// The form and the booked call load once she picks a time: the page's JavaScript before
// interaction is the times alone (docs/BENCHMARKS.md, page weight).
const BookingForm = lazy(() => import('./booking-form').then((module) => ({ default: module.BookingForm })));
const BookingDone = lazy(() => import('./booking-done').then((module) => ({ default: module.BookingDone })));

export function BookingFlow({ kind, onKind }: Props) {
  const { t } = useTranslation('booking');
  const { lang } = useLanguage();
  // The kinds work only with the page's script: until it runs they are shown disabled.
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [nearest, setNearest] = useState<string[]>();
  const [booked, setBooked] = useState<{ booked: BookingConfirmed; email: string }>();
  // Raised when a time was lost: the picker asks for the free times again.
  const [round, setRound] = useState(0);

  if (booked)
    return (
      <Suspense>
        <BookingDone {...booked} />
      </Suspense>
    );
  const choose = (slot: string) => {
    setChosen(slot);
    setNearest(undefined);
    setConfirming(true);
  };
  const when = chosen && slotFormats(lang, visitorZone()).full(chosen);
  return (
    <div className="bk-flow">
      <fieldset className="bk-kinds">
        <legend>{t('kinds.legend')}</legend>
        {BOOKING_KINDS.map((option) => (
          <button
            key={option}
            type="button"
            className={`button ${option === kind ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={option === kind}
            disabled={!hydrated}
            onClick={() => {
              setChosen(undefined);
              setConfirming(false);
              onKind(option);
            }}
          >
            {t(`kinds.${option}`, { minutes: KIND_MINUTES[option] })}
          </button>
        ))}
      </fieldset>
      {kind && confirming && chosen && when ? (
        <Suspense fallback={<p className="bk-status">{t('picker.chosen')}</p>}>
          <BookingForm
            kind={kind}
            startsAt={chosen}
            chosenTime={
              <>
                {t('form.chosenTime', { time: when.own })}
                {when.amsterdam && ` (${t('picker.amsterdam', { time: when.amsterdam })})`}
              </>
            }
            onChangeTime={() => setConfirming(false)}
            onBooked={(confirmed, email) => setBooked({ booked: confirmed, email })}
            onTaken={(times) => {
              setNearest(times);
              setRound((value) => value + 1);
              setChosen(undefined);
              setConfirming(false);
            }}
          />
        </Suspense>
      ) : (
        kind && (
          <section aria-labelledby="bk-picker-heading">
            <h2 id="bk-picker-heading">{t('picker.heading')}</h2>
            {nearest && (
              <div role="alert">
                <p>{t('form.taken')}</p>
                <SlotPickerNearest slots={nearest} onChoose={choose} />
              </div>
            )}
            <SlotPicker key={`${kind}-${round}`} kind={kind} chosen={chosen} onChoose={choose} />
          </section>
        )
      )}
    </div>
  );
}

/** The nearest free times after a lost one, as the same buttons. */
function SlotPickerNearest({ slots, onChoose }: { slots: string[]; onChoose: (slot: string) => void }) {
  const { lang } = useLanguage();
  const formats = slotFormats(lang, visitorZone());
  return (
    <ul className="bk-times">
      {slots.map((slot) => (
        <li key={slot}>
          <button type="button" className="bk-time" onClick={() => onChoose(slot)}>
            <time dateTime={slot}>{formats.full(slot).own}</time>
          </button>
        </li>
      ))}
    </ul>
  );
}
