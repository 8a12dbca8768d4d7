import { useTranslation } from 'react-i18next';
import type { TodayLead } from '../../../../common/inbox/api';
import { BUSINESS } from '../../../../common/business';
import { formatDateTime, formatTime } from '../format-date';
import { formatDuration } from './countdown';

/** Within this much of the promised time the line turns urgent (the push reminder comes then too). */
const SOON_MS = 60 * 60_000;

const firmDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: BUSINESS.timeZone });

/**
 * When the reply promised to the visitor is due ("hoy, 22:00") and a countdown, and whether a
 * reply was started from the advisor's email or a push.
 */
export function ReplyPromiseLine({ lead, now }: { lead: TodayLead; now: number }) {
  const { t, i18n } = useTranslation();
  const due = new Date(lead.replyBy);
  const left = due.getTime() - now;
  const time = formatTime(due, i18n.language);
  const days = Math.round((Date.parse(firmDay(due)) - Date.parse(firmDay(new Date(now)))) / 86_400_000);
  const when =
    days === 0
      ? t('today.todayAt', { time })
      : days === 1
        ? t('today.tomorrowAt', { time })
        : t('today.dayAt', {
            time,
            day: due.toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'es-ES', {
              timeZone: BUSINESS.timeZone,
              weekday: 'long',
              day: 'numeric',
              month: 'short',
            }),
          });
  const state = left < 0 ? 'late' : left <= SOON_MS ? 'soon' : 'ok';
  return (
    <span className="inbox-promise">
      <span className={`inbox-promise__due inbox-promise__due--${state}`}>
        {t('today.replyBy', { when })}
        {' · '}
        <time dateTime={lead.replyBy}>
          {left < 0 ? t('today.late', { time: formatDuration(left) }) : t('today.left', { time: formatDuration(left) })}
        </time>
      </span>
      {lead.replyStartedAt && lead.replyStartedVia && (
        <span className="inbox-badge inbox-badge--started">
          {t('today.replyStarted', {
            via: t(`replyVia.${lead.replyStartedVia}`),
            when: formatDateTime(lead.replyStartedAt, i18n.language),
          })}
        </span>
      )}
    </span>
  );
}
