// Typed keys for the inbox: its own namespace (the default), the forms' labels and the services'
// names. Types only: no JSON enters the bundle by this file (docs/decisions/0025-one-text-system.md).
import 'i18next';
import type { MESSAGE_DEFAULTS } from '../../../common/forms/message-defaults';
import type forms from '../../../common/locales/es/forms.json';
import type documents from '../../../common/locales/es/documents.json';
import type services from '../../../common/locales/es/services.json';
import type inbox from './locales/es/inbox.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    // The inbox's own texts plain, the shared ones as 'forms:…', 'services:…' and 'documents:…', as loaded by inbox-i18n.ts.
    defaultNS: ['inbox', 'forms', 'services', 'documents'];
    resources: { inbox: typeof inbox; forms: typeof forms; services: typeof services; documents: typeof documents };
    defaultVariables: typeof MESSAGE_DEFAULTS & { brand: string };
  }
}
