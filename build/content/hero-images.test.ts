// Every article shows a hero illustration (docs/decisions/0007-article-hero-images.md): its SVG exists,
// is large enough for the widest rendition, and its alt text is written in the article's language.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HERO_WIDTHS } from '../../common/content/hero-image';
import { IMAGES_DIR, readArticles } from './read-content';

const articles = readArticles();
const images = readdirSync(IMAGES_DIR).filter((name) => name.endsWith('.svg'));

/** Short words that occur in almost any description in one language and never in the other. */
const FUNCTION_WORDS = {
  es: /\b(de|del|con|una?|y|el|la|los|las)\b/i,
  en: /\b(of|with|and|the|an)\b/i,
} as const;

/** The size sharp rasterises an SVG at: the width and height of its root element. */
function svgSize(file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(readFileSync(path.join(IMAGES_DIR, file), 'utf8'))?.[0] ?? '';
  const number = (name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(root)?.[1]);
  return { width: number('width'), height: number('height') };
}

describe('hero images', () => {
  it('gives every article a hero file that exists', () => {
    expect(articles.length).toBeGreaterThan(0);
    for (const { file, meta } of articles) expect(images, file).toContain(meta.hero);
  });

  it('draws each illustration at 16:9 and at least as wide as the widest rendition', () => {
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const image of images) {
      const { width, height } = svgSize(image);
      expect(width, image).toBeGreaterThanOrEqual(Math.max(...HERO_WIDTHS));
      expect(width / height, image).toBeCloseTo(16 / 9, 2);
    }
  });

  it('uses every illustration in the folder (no orphan files)', () => {
    const used = new Set(articles.map(({ meta }) => meta.hero));
    expect(images.filter((image) => !used.has(image))).toEqual([]);
  });

  it('describes each hero in the article’s own language', () => {
    for (const { file, meta } of articles) {
      const other = meta.lang === 'es' ? 'en' : 'es';
      expect(meta.heroAlt.trim().split(/\s+/).length, file).toBeGreaterThanOrEqual(6);
      expect(meta.heroAlt, file).toMatch(FUNCTION_WORDS[meta.lang]);
      expect(meta.heroAlt, file).not.toMatch(FUNCTION_WORDS[other]);
    }
  });

  it('translates the description where an article exists in both languages', () => {
    for (const { meta } of articles.filter((article) => article.meta.lang === 'en')) {
      const spanish = articles.find((article) => article.meta.key === meta.key && article.meta.lang === 'es')!.meta;
      expect(spanish.hero, meta.key).toBe(meta.hero);
      expect(spanish.heroAlt, meta.key).not.toBe(meta.heroAlt);
    }
  });
});
