// Every text namespace of every surface, in Spanish and English alike: the same files, the same keys,
// no empty text, the same {{variables}} per key (docs/decisions/0025-one-text-system.md). Plural
// forms follow i18next: `key_one`, `key_other` (and `_many` in Spanish, where i18next falls back to
// `_other` without it); each language may hold only the forms its plural rules have.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../common/lang';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SURFACES = ['common', 'server', 'web/src'];

/** Every folder named `locales` under the surfaces: each holds `{lang}/{namespace}.json`. */
function localeFolders(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => {
      const child = path.join(folder, entry.name);
      return entry.name === 'locales' ? [child] : localeFolders(child);
    });
}

type Leaf = { key: string; text: unknown };

/** Dotted key paths to every leaf. A list's items are one path ('faq.[].question'): a list may be longer in
 * one language (the articles written in it), but its items have the same shape in both. */
function leaves(node: unknown, prefix = ''): Leaf[] {
  if (typeof node !== 'object' || node === null) return [{ key: prefix, text: node }];
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (Array.isArray(node)) return node.flatMap((child) => leaves(child, join('[]')));
  return Object.entries(node).flatMap(([key, child]) => leaves(child, join(key)));
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** The key without its plural form, and the form ('one', 'other') when it has one. */
function pluralOf(key: string): { base: string; form?: string } {
  const match = PLURAL.exec(key);
  return match ? { base: match[1]!, form: match[2]! } : { base: key };
}

/** `{{name}}` and `{{name, format}}` → name; `$t(key)` nesting counts as a variable of its own. */
function variables(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*-?\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]!);
  const nested = [...text.matchAll(/\$t\(([^)]+)\)/g)].map((match) => `$t(${match[1]!})`);
  return [...new Set([...names, ...nested])].sort();
}

function read(file: string): Leaf[] {
  return leaves(JSON.parse(readFileSync(file, 'utf8')) as unknown);
}

const folders = SURFACES.flatMap((surface) => localeFolders(path.join(ROOT, surface)));
const namespaces = folders.flatMap((folder) =>
  readdirSync(path.join(folder, 'es')).map((file) => ({
    name: path.relative(ROOT, path.join(folder, '{es,en}', file)),
    files: Object.fromEntries(LANGS.map((lang) => [lang, path.join(folder, lang, file)])) as Record<Lang, string>,
  })),
);

describe('the locale folders', () => {
  it('are found on every surface: the site, the inbox, the forms and services, the server', () => {
    expect(folders.map((folder) => path.relative(ROOT, folder)).sort()).toEqual(
      expect.arrayContaining(['common/locales', 'server/locales', 'web/src/inbox/locales', 'web/src/locales']),
    );
  });
  it.each(folders.map((folder) => path.relative(ROOT, folder)))(
    '%s holds one folder per language with the same namespaces, nothing else',
    (folder) => {
      const absolute = path.join(ROOT, folder);
      expect(readdirSync(absolute).sort()).toEqual([...LANGS].sort());
      const [es, en] = LANGS.map((lang) => readdirSync(path.join(absolute, lang)).sort());
      expect(en).toEqual(es);
      for (const file of es!) {
        expect(file).toMatch(/^[a-z0-9-]+\.json$/);
        expect(statSync(path.join(absolute, 'es', file)).isFile()).toBe(true);
      }
    },
  );
});

describe.each(namespaces)('$name', ({ files }) => {
  const texts = Object.fromEntries(LANGS.map((lang) => [lang, read(files[lang])])) as Record<Lang, Leaf[]>;

  it('has the same keys in Spanish and English, plural forms aside', () => {
    const [es, en] = LANGS.map((lang) => [...new Set(texts[lang].map(({ key }) => pluralOf(key).base))].sort());
    expect(en).toEqual(es);
  });

  it.each(LANGS)('holds in %s the plural forms its rules need, and no other', (lang) => {
    const categories = new Set(['zero', ...new Intl.PluralRules(lang).resolvedOptions().pluralCategories]);
    const forms = new Map<string, Set<string>>();
    for (const { key } of texts[lang]) {
      const { base, form } = pluralOf(key);
      if (form) forms.set(base, (forms.get(base) ?? new Set()).add(form));
    }
    for (const [base, found] of forms) {
      expect(
        [...found].filter((form) => !categories.has(form)),
        `${base}: forms ${lang} never uses`,
      ).toEqual([]);
      expect(found.has('one') && found.has('other'), `${base}: _one and _other`).toBe(true);
    }
  });

  it('has no empty text and well-formed placeholders', () => {
    for (const lang of LANGS) {
      for (const { key, text } of texts[lang]) {
        expect(typeof text, `${lang} ${key}`).toBe('string');
        expect((text as string).trim(), `${lang} ${key}`).not.toBe('');
        expect((text as string).replace(/\{\{[^{}]*\}\}/g, ''), `${lang} ${key}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('uses the same variables in both languages, per key', () => {
    const byBase = (lang: Lang) => {
      const found = new Map<string, Set<string>>();
      for (const { key, text } of texts[lang]) {
        const { base } = pluralOf(key);
        const names = found.get(base) ?? new Set<string>();
        for (const name of variables(String(text))) names.add(name);
        found.set(base, names);
      }
      // `count` picks the plural form, so a form may leave it out ("un mes" / "1 month").
      return Object.fromEntries([...found].map(([base, names]) => [base, [...names].filter((n) => n !== 'count')]));
    };
    expect(byBase('en')).toEqual(byBase('es'));
  });
});
