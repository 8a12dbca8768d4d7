// The services as the public site names them ("Seguro médico y Zorgtoeslag", not the form's
// "Ayuda Médica"), fetched once from the server's single list (server/leads/service-name.ts).
// Until they arrive, the forms' own names stand in.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceNames } from '../../../common/inbox/api';
import type { FormKey } from '../../../common/forms/registry';
import { isLang } from '../../../common/lang';
import { INBOX_ROUTES } from '../../../common/inbox/api-routes';
import { api } from './inbox-api';

const ServiceNamesContext = createContext<ServiceNames | undefined>(undefined);

export function ServiceNamesProvider({ children }: { children: ReactNode }) {
  const [names, setNames] = useState<ServiceNames>();
  useEffect(() => {
    api(INBOX_ROUTES.services).then(setNames, () => {});
  }, []);
  return <ServiceNamesContext.Provider value={names}>{children}</ServiceNamesContext.Provider>;
}

/** (formType) → the service's name in the inbox's language. */
export function useServiceName(): (formType: FormKey) => string {
  const { t, i18n } = useTranslation();
  const names = useContext(ServiceNamesContext);
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  return (formType) => names?.[lang][formType] ?? t(`forms:forms.${formType}`);
}
