// Article hero images (issue 5 point 1, issue 7 point 3). Each illustration is one SVG in
// web/content/images; at build time vite-imagetools renders it to AVIF and WebP at these
// widths with hashed names. Shared by the content plugin (the import it emits), the article
// page (<picture>) and the head (preload), so the three always agree.

export const HERO_WIDTHS = [480, 800, 1200] as const;

/** The vite-imagetools directives of a hero import; WebP last, so it is the <img> fallback. */
export const HERO_QUERY = `w=${HERO_WIDTHS.join(';')}&format=avif;webp&as=picture`;

/** What `as=picture` gives: a srcset per format and the largest fallback image. */
export type HeroPicture = {
  sources: { avif: string; webp: string };
  img: { src: string; w: number; h: number };
};

/** The rendered width of the hero: the article column (46rem less its padding, blog.css), or the screen less its padding. */
export const HERO_SIZES = '(min-width: 46rem) 688px, calc(100vw - 2rem)';
