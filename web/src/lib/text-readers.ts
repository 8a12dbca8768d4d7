// Readers for a page's structured texts (lists and records in a locale file) with the page's
// variables filled in. Lists are read with returnObjects; a missing key comes back as the key
// itself (a string), which becomes an empty list instead of a crash.
import type { TFunction } from 'i18next';

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** `text('a.b')`, `list('a.items')`, `records('a.faq', ['question', 'answer'])`. */
export function textReaders(t: TFunction, vars: Record<string, unknown>) {
  const text = (key: string, extra?: Record<string, unknown>) => t(key, { ...vars, ...extra });
  const objects = (key: string) => asArray(t(key, { ...vars, returnObjects: true }));
  const list = (key: string) => objects(key).map(asText).filter(Boolean);
  const records = <K extends string>(key: string, fields: readonly K[]) =>
    objects(key).map((item) => {
      const record = asRecord(item);
      return Object.fromEntries(fields.map((field) => [field, asText(record[field])])) as Record<K, string>;
    });
  return { text, list, records };
}
