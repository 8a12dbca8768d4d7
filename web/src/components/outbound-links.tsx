// WhatsApp and phone links, each reporting its click (click_whatsapp with the language as
// label and the page path; click_phone).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/language';
import { track } from '../lib/analytics';
import { phoneUrl, whatsappUrl } from '../lib/whatsapp';

type LinkProps = { className?: string; children: ReactNode };

export function WhatsAppLink({
  message,
  className = 'button button--whatsapp',
  children,
}: LinkProps & { message: string }) {
  const { lang } = useLanguage();
  const { t } = useTranslation('common');
  return (
    <a
      href={whatsappUrl(message)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={() => track('click_whatsapp', { label: lang.toUpperCase(), page_path: window.location.pathname })}
    >
      {children}
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  );
}

export function PhoneLink({ className = 'button button--secondary', children }: LinkProps) {
  return (
    <a
      href={phoneUrl()}
      className={className}
      onClick={() => track('click_phone', { page_path: window.location.pathname })}
    >
      {children}
    </a>
  );
}
