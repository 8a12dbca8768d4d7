// The thank-you screen that replaces the housing request form once it is sent (docs/product.md#pages,
// #messages): the confirmation, a 15-minute call booked on the site (docs/decisions/0055-booking-on-the-site.md)
// and the chat. The form's frame gives its heading the focus (components/form-outcome.tsx).
import { useEffect } from 'react';
import { bookingPagePath } from '../../../../common/booking/booking-kinds';
import { Link } from '../../components/link';
import { NextStepsPanel } from '../../components/next-steps/next-steps-panel';
import { useLanguage } from '../../lib/language';
import type { Sent } from '../../lib/use-lead-form';
import { useHousingTexts } from './housing-texts';

/** `sent`: the stored request (its reference, APB-1042, which the visitor can quote; held to be checked first; what was sent). */
export function HousingSuccess({ onShown, ...sent }: Sent & { onShown?: () => void }) {
  const { text } = useHousingTexts('success');
  const { lang } = useLanguage();

  useEffect(() => {
    onShown?.();
  }, [onShown]);

  return (
    <div className="housing-success card">
      <p className="housing-success__icon" aria-hidden="true">
        ✓
      </p>
      <h2 id="housing-success-title">{text('service-forms:forms.housingSearch.successTitle')}</h2>
      <p className="housing-success__text">{text('service-forms:forms.housingSearch.successText')}</p>
      <NextStepsPanel
        form="housingSearch"
        {...sent}
        whatsappLabel={text('success.chat')}
        actions={
          <Link className="button button--secondary" to={bookingPagePath(lang, 'free')}>
            {text('success.book')}
          </Link>
        }
      />
    </div>
  );
}
