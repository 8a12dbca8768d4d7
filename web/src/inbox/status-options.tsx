import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES } from '../../../common/inbox/statuses';

/** An <option> per status, in the order the advisor works through them (a lead's and the bulk bar's select). */
export function StatusOptions() {
  const { t } = useTranslation();
  return LEAD_STATUSES.map((status) => (
    <option key={status} value={status}>
      {t(`status.${status}`)}
    </option>
  ));
}
