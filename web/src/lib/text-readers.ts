// Readers for a page's structured texts (lists and records in a locale file) with the page's
// variables filled in. Lists are read with returnObjects; a missing key comes back as the key
// itself (a string), which becomes an empty list instead of a crash.
// The keys are built from the page's data (`${pack}.included`, a group's index), so the readers pass
// the key itself as the default value: i18next's typed way to read a key it cannot check, with what it
// shows for a missing key anyway; tests/e2e/every-page.spec.ts shows every text on its page
// (docs/decisions/0025-one-text-system.md).
import type { Namespace, TFunction } from 'i18next';

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** `text('a.b')`, `list('a.items')`, `records('a.faq', ['question', 'answer'])`. */
export function textReaders<Ns extends Namespace>(t: TFunction<Ns>, vars: Record<string, unknown>) {
  const text = (key: string, extra?: Record<string, unknown>): string =>
    t(key, { ...vars, ...extra, defaultValue: key });
  const objects = (key: string) => asArray(t(key, { ...vars, returnObjects: true, defaultValue: key }));
  const list = (key: string) => objects(key).map(asText).filter(Boolean);
  const records = <K extends string>(key: string, fields: readonly K[]) =>
    objects(key).map((item) => {
      const record = asRecord(item);
      return Object.fromEntries(fields.map((field) => [field, asText(record[field])])) as Record<K, string>;
    });
  return { text, list, records };
}
