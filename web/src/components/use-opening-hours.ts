// The opening hours (docs/product.md#business) as two lines of text in the page's language.
import { useTranslation } from 'react-i18next';
import { HOURS } from '../../../common/business';

export function useOpeningHours(): [weekdays: string, weekend: string] {
  const { t } = useTranslation('common');
  return [t('footer.hoursWeekdays', HOURS.weekdays), t('footer.hoursWeekend', HOURS.weekend)];
}
