import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formShapesPlugin } from './web/build-plugins/form-shapes';
import { contentPlugin } from './web/content-pipeline/vite-plugin';

export default defineConfig({
  root: 'web',
  plugins: [react(), contentPlugin(), formShapesPlugin()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // The manifest tells the prerenderer which CSS and chunks each page needs (scripts/prerender.ts).
    manifest: true,
    // The lead inbox is its own entry (web/inbox/index.html): the public pages never
    // reference its code (docs/decisions/0005-inbox-entry.md).
    rollupOptions: {
      input: { main: path.resolve(import.meta.dirname, 'web/index.html'), inbox: path.resolve(import.meta.dirname, 'web/inbox/index.html') },
    },
  },
});
