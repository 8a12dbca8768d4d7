// What a visitor or a search engine reads on a page, and the keys of every locale file: the
// browser tests look for raw translation keys in one with the other.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const LOCALE_FOLDERS = ['web/src/locales', 'common/locales', 'web/src/inbox/locales'];

function jsonFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return jsonFiles(file);
    return name.endsWith('.json') ? [file] : [];
  });
}

function keyPaths(value: unknown, prefix: string[] = []): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix.join('.')];
  return Object.entries(value).flatMap(([key, child]) => [prefix.join('.'), ...keyPaths(child, [...prefix, key])]);
}

/**
 * Every dotted key of the locale files (`common.relatedTitle`, `student.name`), each also
 * without its leading parts, since a component may read them under a key prefix; and the
 * namespaces (the files' names), for keys written `namespace:key`.
 */
export function localeKeys(): { keys: Set<string>; namespaces: Set<string> } {
  const keys = new Set<string>();
  const namespaces = new Set<string>();
  for (const file of LOCALE_FOLDERS.flatMap(jsonFiles)) {
    namespaces.add(path.basename(file, '.json'));
    for (const key of keyPaths(JSON.parse(readFileSync(file, 'utf8')) as unknown)) {
      const parts = key.split('.');
      for (let start = 0; start < parts.length - 1; start++) keys.add(parts.slice(start).join('.'));
    }
  }
  return { keys, namespaces };
}

/** The page's texts: its title, body text (closed accordions too), attribute texts and structured data. */
export function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Text node by text node, so that the texts of neighbouring elements stay apart.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style')) nodes.push(node.textContent ?? '');
    }
    const attributes = [...document.querySelectorAll('[alt], [title], [aria-label], [placeholder], meta[content]')]
      .flatMap((element) =>
        ['alt', 'title', 'aria-label', 'placeholder', 'content'].map((name) => element.getAttribute(name)),
      )
      .filter((text): text is string => Boolean(text));
    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    );
    return [document.title, ...nodes, ...attributes, ...structured];
  });
}

// A dotted token such as `student.name`, or a namespaced one such as `packs:common.chat`.
// Web addresses and file names are dotted too, so a dotted token counts only when it is a
// key or reads like one: a lowerCamel part (`relatedTitle`), which no domain or file has.
const TOKEN = /(?<![\w@/.:-])(?:([a-z][\w-]*):)?([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)*)(?![\w@/-])/g;
const LOWER_CAMEL = /^[a-z]+[A-Z]/;

/** The tokens of `texts` that look like raw translation keys. */
export function rawKeysIn(texts: string[], { keys, namespaces }: ReturnType<typeof localeKeys>): string[] {
  const suspects = texts.flatMap((text) =>
    [...text.matchAll(TOKEN)]
      .filter(([, namespace, key = '']) =>
        namespace
          ? namespaces.has(namespace)
          : key.includes('.') && (keys.has(key) || key.split('.').some((part) => LOWER_CAMEL.test(part))),
      )
      .map((match) => match[0]),
  );
  return [...new Set(suspects)];
}
