// Under a call on Today: when it is (today or tomorrow, Amsterdam time) and which kind.
import { useTranslation } from 'react-i18next';
import type { TodayCall } from '../../../../common/inbox/api';
import { firmDayOf, formatClock } from '../calendar/format-call';

export function CallLine({ call, today }: { call: TodayCall; today: string }) {
  const { t, i18n } = useTranslation();
  const { startsAt, endsAt, kind } = call.booking;
  const time = `${formatClock(startsAt, i18n.language)}–${formatClock(endsAt, i18n.language)}`;
  return (
    <span className="inbox-promise">
      <time className="inbox-promise__due" dateTime={startsAt}>
        {t(firmDayOf(startsAt) === today ? 'today.todayAt' : 'today.tomorrowAt', { time })}
      </time>
      <span>{t(`calendar.kind.${kind}`)}</span>
    </span>
  );
}
