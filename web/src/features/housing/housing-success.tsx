// The thank-you screen that replaces the housing request form once it is sent (docs/product.md#pages,
// #messages): the confirmation, a 15-minute call in the external booking calendar
// and the chat. The form's frame gives its heading the focus (components/form-outcome.tsx).
import { useEffect } from 'react';
import { BUSINESS } from '../../../../common/business';
import { WhatsAppLink } from '../../components/outbound-links';
import { useHousingTexts } from './housing-texts';

/** `reference`: the lead's (APB-1042), which the visitor can quote. */
export function HousingSuccess({ reference, onShown }: { reference: string; onShown?: () => void }) {
  const { text } = useHousingTexts();

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
      {reference && (
        <p className="housing-success__text">
          <strong>{text('service-forms:ui.reference', { reference })}</strong>
        </p>
      )}
      <p className="housing-muted">{text('success.next')}</p>
      <div className="housing-actions housing-actions--center">
        <a className="button button--primary" href={BUSINESS.bookingUrl} target="_blank" rel="noopener noreferrer">
          {text('success.book')}
          <span className="visually-hidden"> {text('common:newTab')}</span>
        </a>
        <WhatsAppLink message={text('success.chatMessage')}>{text('success.chat')}</WhatsAppLink>
      </div>
    </div>
  );
}
