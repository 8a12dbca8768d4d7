// The housing search request form of the two housing pages, which load it on demand: one
// module, so that its code comes in the same chunk as the service form pages' own.
import type { ReactNode } from 'react';
import type { Sent } from '../../lib/use-lead-form';
import { HOUSING_SEARCH_LAYOUT } from './layouts';
import { ServiceForm } from './service-form';

export function HousingSearchForm({ success }: { success: (sent: Sent) => ReactNode }) {
  return <ServiceForm layout={HOUSING_SEARCH_LAYOUT} leadEvent="lead_busqueda_vivienda_enviado" success={success} />;
}
