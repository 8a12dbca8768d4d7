import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './web/content-pipeline/vite-plugin';

export default defineConfig({
  root: 'web',
  plugins: [react(), contentPlugin()],
  build: { outDir: '../dist/web', emptyOutDir: true },
});
