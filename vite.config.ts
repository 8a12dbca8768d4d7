import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { imagetools, resolveConfigs } from 'vite-imagetools';
import { HERO_ARTICLE_PARAM } from './web/content-pipeline/hero-image';
import { contentPlugin } from './web/content-pipeline/vite-plugin';

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    contentPlugin(),
    // Only the article heroes (SVG sources imported with directives) go through imagetools; the
    // article's name in their query is not an image setting, so articles sharing a picture share its files.
    imagetools({
      include: /\/content\/images\/[^?]+\.svg\?.+$/,
      resolveConfigs: (entries, formats) => resolveConfigs(entries.filter(([key]) => key !== HERO_ARTICLE_PARAM), formats),
    }),
  ],
  build: { outDir: '../dist/web', emptyOutDir: true },
});
