// Article hero images (docs/decisions/0007-article-hero-images.md). Each illustration is one SVG in
// web/content/images; at build time vite-imagetools renders it to AVIF and WebP at these
// widths with hashed names. Shared by the content plugin (the import it emits), the article
// page (<picture>) and the head (preload), so the three always agree.

export const HERO_WIDTHS = [480, 800, 1200] as const;

/**
 * The query of an article's hero import: the vite-imagetools directives (WebP last, so it is
 * the <img> fallback), then the article's name. Without the name, articles sharing a picture
 * would import one module, which the bundler splits into a chunk of its own: one more request
 * per article page and every article chunk listed in the entry's preload map.
 */
export const heroQuery = (article: string) =>
  `w=${HERO_WIDTHS.join(';')}&format=avif;webp&as=picture&${HERO_ARTICLE_PARAM}=${article}`;

/** Not an image directive: vite.config.ts drops it before imagetools builds the images. */
export const HERO_ARTICLE_PARAM = 'article';

/** What `as=picture` gives: a srcset per format and the largest fallback image. */
export type HeroPicture = {
  sources: { avif: string; webp: string };
  img: { src: string; w: number; h: number };
};

/** The rendered width of the hero: the article column (46rem less its padding, blog.css), or the screen less its padding. */
export const HERO_SIZES = '(min-width: 46rem) 688px, calc(100vw - 2rem)';
