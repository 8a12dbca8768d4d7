// Proof for the typecheck that the inbox's keys are typed (web/src/inbox/i18next.d.ts): each line
// marked as an expected error must fail to compile, or `npm run typecheck` fails. Never imported.
import type { TFunction } from 'i18next';

export function typedKeys(t: TFunction) {
  // @ts-expect-error: no such key in the inbox namespace
  t('detail.noSuchKey');
  // @ts-expect-error: a key of the public site, which the inbox does not load
  t('common:notFound.metaTitle');
  return [t('detail.notFound'), t('forms:forms.contact'), t('services:zzp.name')];
}
