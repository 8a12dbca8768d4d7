// Proof for the typecheck that the server's keys are typed (server/i18next.d.ts): each line marked as
// an expected error must fail to compile, or `npm run typecheck` fails. Never imported.
import { serverT } from './i18n';

export function typedKeys() {
  const mail = serverT('es', 'mail');
  // @ts-expect-error: no such key in the mail namespace
  mail('digest.noSuchKey');
  // @ts-expect-error: a key of the forms namespace, not of mail
  mail('fields.nombreCompleto');
  return [mail('digest.open'), serverT('en', 'forms')('fields.nombreCompleto')];
}
