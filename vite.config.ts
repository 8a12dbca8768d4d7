import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formShapesPlugin } from './web/build-plugins/form-shapes';
import { contentPlugin } from './web/content-pipeline/vite-plugin';

export default defineConfig({
  root: 'web',
  plugins: [react(), contentPlugin(), formShapesPlugin()],
  build: { outDir: '../dist/web', emptyOutDir: true },
});
