// A data table wider than a phone: it scrolls inside its own box, never the page, and says so
// (a "swipe" hint on narrow screens and a fade at the edge that is still hidden) instead of
// cutting a column mid-word with no sign there is more.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './scroll-table.css';

export function ScrollTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="scroll-table">
      <p className="scroll-table__hint" aria-hidden="true">
        {t('scrollTable.hint')}
      </p>
      <div className="scroll-table__frame">
        {/* Focusable so that keyboard users can scroll it on narrow screens. */}
        <div className="scroll-table__box" role="group" aria-labelledby={labelledBy} tabIndex={0}>
          {children}
        </div>
      </div>
    </div>
  );
}
