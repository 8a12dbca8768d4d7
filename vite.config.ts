import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { contentPlugin } from './web/content-pipeline/vite-plugin';

export default defineConfig({
  root: 'web',
  // Only the article heroes (SVG sources imported with directives) go through imagetools.
  plugins: [react(), contentPlugin(), imagetools({ include: /\/content\/images\/[^?]+\.svg\?.+$/ })],
  build: { outDir: '../dist/web', emptyOutDir: true },
});
