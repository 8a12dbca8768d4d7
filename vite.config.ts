import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './web/content-pipeline/vite-plugin';

export default defineConfig({
  root: 'web',
  plugins: [react(), contentPlugin()],
  // The manifest tells the prerenderer which CSS and chunks each page needs (scripts/prerender.ts).
  build: { outDir: '../dist/web', emptyOutDir: true, manifest: true },
});
