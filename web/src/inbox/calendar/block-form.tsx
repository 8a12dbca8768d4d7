// Block whole days (holidays) or some hours of one day, in Amsterdam time, with a note only
// she reads. The server refuses a block already over; the date inputs start at today.
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBlockEntry } from '../../../../common/inbox/calendar';
import { useApiErrorText } from '../api-error-text';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { api } from '../inbox-api';
import { useApiCall } from '../session';
import { firmToday } from './format-call';

export function BlockForm({ onAdded }: { onAdded: (block: CalendarBlockEntry) => void }) {
  const { t } = useTranslation();
  const call = useApiCall();
  const errorText = useApiErrorText();
  const today = firmToday();
  const [kind, setKind] = useState<'days' | 'hours'>('days');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [fromTime, setFromTime] = useState('18:00');
  const [toTime, setToTime] = useState('22:00');
  const [note, setNote] = useState('');
  const [state, setState] = useState<'added' | { error: string }>();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = kind === 'days' ? { kind, from, to, note } : { kind, day: from, from: fromTime, to: toTime, note };
    setState(undefined);
    call(() => api(INBOX_ROUTES.addBlock, { body })).then(
      (block) => {
        setState('added');
        setNote('');
        onAdded(block);
      },
      (failure: unknown) => setState({ error: errorText(failure) }),
    );
  };

  return (
    <form className="inbox-card inbox-block-form" onSubmit={submit}>
      <h3>{t('calendar.addHeading')}</h3>
      <fieldset className="inbox-block-form__kind">
        <legend className="visually-hidden">{t('calendar.addHeading')}</legend>
        {(['days', 'hours'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="block-kind" checked={kind === option} onChange={() => setKind(option)} />
            {t(option === 'days' ? 'calendar.wholeDays' : 'calendar.someHours')}
          </label>
        ))}
      </fieldset>
      <div className="inbox-block-form__row">
        <label className="inbox-field">
          <span>{t(kind === 'days' ? 'calendar.fromDay' : 'calendar.day')}</span>
          <input type="date" required min={today} value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        {kind === 'days' ? (
          <label className="inbox-field">
            <span>{t('calendar.toDay')}</span>
            <input type="date" required min={from} value={to} onChange={(event) => setTo(event.target.value)} />
          </label>
        ) : (
          <>
            <label className="inbox-field">
              <span>{t('calendar.fromTime')}</span>
              <input type="time" required value={fromTime} onChange={(event) => setFromTime(event.target.value)} />
            </label>
            <label className="inbox-field">
              <span>{t('calendar.toTime')}</span>
              <input type="time" required value={toTime} onChange={(event) => setToTime(event.target.value)} />
            </label>
          </>
        )}
      </div>
      <label className="inbox-field">
        <span>{t('calendar.note')}</span>
        <input type="text" maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="submit" className="inbox-button">
        {t('calendar.add')}
      </button>
      <p className={typeof state === 'object' ? 'inbox-error' : 'inbox-muted'} role="status">
        {state === 'added' ? t('calendar.added') : typeof state === 'object' ? state.error : '\u00a0'}
      </p>
    </form>
  );
}
