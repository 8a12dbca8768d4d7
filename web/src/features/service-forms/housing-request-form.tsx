// The housing search request form as a part that loads on demand (components/on-demand.tsx).
// The housing pages place it in their form section, which hands it the thank-you screen.
import type { ComponentType } from 'react';
import { onDemand } from '../../components/on-demand';
import type { Sent } from '../../lib/use-lead-form';

type Props = { onSent: () => void; Success: ComponentType<Sent & { onShown: () => void }> };

// Far below the fold: the form's code, layout and texts load as the visitor comes near it.
export const HousingRequestForm = onDemand(async () => {
  const { HousingSearchForm } = await import('./housing-search-form');
  // The thank-you screen is made inside the part: its props stay the same while it waits.
  return function RequestForm({ onSent, Success }: Props) {
    return <HousingSearchForm success={(sent) => <Success {...sent} onShown={onSent} />} />;
  };
}, ['service-forms', 'forms']);
