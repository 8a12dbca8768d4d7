// Proof for the typecheck that the site's keys are typed (web/src/i18next.d.ts): each line marked as
// an expected error must fail to compile, or `npm run typecheck` fails. Never imported by the app.
import type { TFunction } from 'i18next';

export function typedKeys(t: TFunction<'common'>, home: TFunction<['home-body', 'services']>) {
  // @ts-expect-error: no such key in the common namespace
  t('notFound.noSuchKey');
  // @ts-expect-error: a key of another namespace, not loaded by this `t`
  t('pages:booking.title');
  // @ts-expect-error: the services are named by key, and 'contact' is no service
  home('services:contact.name');
  return [t('notFound.metaTitle'), home('services.title'), home('services:taxReturn.name')];
}
