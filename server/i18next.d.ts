// Typed keys for the server's texts (server/i18n.ts): `serverT(lang, 'mail')('missing.key')` fails the
// typecheck. Types from the Spanish files; the parity test, tests/unit/locale-parity.test.ts, keeps the English ones alike
// (docs/decisions/0025-one-text-system.md).
import 'i18next';
import type { MESSAGE_DEFAULTS } from '../common/forms/message-defaults';
import type { ServerResources } from './i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: ServerResources;
    defaultVariables: typeof MESSAGE_DEFAULTS;
  }
}
