// Turns one content file (YAML front matter + GitHub-flavoured Markdown) into checked
// metadata and HTML: the settings' values replace the {{tokens}}, headings get anchors,
// task lists become real checkboxes. Used by the Vite plugin and by the content tests.
import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { BUSINESS, PACK_PRICES, RATING } from '../../common/business';
import { SERVICE_KEYS, SERVICES } from '../../common/services/catalogue';
import type { Lang } from '../../common/lang';

export class ContentError extends Error {}

function tokens(lang: Lang): Record<string, string> {
  const number = (value: number) =>
    new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-IE', { useGrouping: 'always' }).format(value);
  return {
    brand: BUSINESS.brand,
    founderName: BUSINESS.founderName,
    email: BUSINESS.email,
    phone: BUSINESS.phone,
    city: BUSINESS.city,
    kvkNumber: BUSINESS.kvkNumber,
    address: BUSINESS.address,
    settledYear: String(BUSINESS.settledInNetherlands),
    rating: number(RATING.value),
    ...Object.fromEntries(SERVICE_KEYS.map((key) => [`price.${key}`, number(SERVICES[key].price.amount)])),
    ...Object.fromEntries(Object.entries(PACK_PRICES).map(([name, value]) => [`pack.${name}`, number(value)])),
  };
}

function fillTokens(source: string, lang: Lang, file: string): string {
  const values = tokens(lang);
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new ContentError(`${file}: unknown token {{${name}}}`);
    return value;
  });
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function markdown(): Marked {
  return new Marked({
    gfm: true,
    renderer: {
      heading({ tokens: inline, depth }) {
        const html = this.parser.parseInline(inline);
        return `<h${depth} id="${slugify(html)}">${html}</h${depth}>\n`;
      },
      // GFM task lists become checkboxes the visitor can tick (ArticleBody keeps their state).
      checkbox({ checked }) {
        return `<input type="checkbox" class="checklist__box"${checked ? ' checked' : ''}> `;
      },
    },
  });
}

export function parseContent<S extends z.ZodType>(
  source: string,
  file: string,
  schema: S,
): { meta: z.output<S>; html: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new ContentError(`${file}: no front matter`);
  const raw: unknown = parseYaml(match[1]!, { schema: 'core' });
  const lang = (raw as { lang?: unknown })?.lang === 'en' ? 'en' : 'es';
  // YAML reads 2025-06-17 as text with the core schema; dates stay ISO strings.
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`,
    );
    throw new ContentError(`${file}: ${problems.join('; ')}`);
  }
  const body = fillTokens(match[2]!, lang, file);
  if (/^#\s/m.test(body))
    throw new ContentError(`${file}: the body must not have its own h1 (the page shows the title)`);
  const html = markdown()
    .parse(body, { async: false })
    // Each checklist item is the label of its checkbox (WCAG: every control has a name); its
    // text, links and emphasis stay one block beside the box.
    .replace(
      /<li>(<input type="checkbox" class="checklist__box"[^>]*>)\s*([\s\S]*?)\s*<\/li>/g,
      '<li class="checklist__item"><label>$1<span class="checklist__text">$2</span></label></li>',
    );
  return { meta: result.data, html };
}

/** Internal links of an HTML body: href values starting with '/'. */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!);
}
